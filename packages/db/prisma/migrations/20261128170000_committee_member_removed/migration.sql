-- DropIndex
DROP INDEX "CommitteeMember_committeeId_position_idx";

-- AlterTable
ALTER TABLE "CommitteeMember" ADD COLUMN     "removedAt" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "CommitteeMember_committeeId_removedAt_position_idx" ON "CommitteeMember"("committeeId", "removedAt", "position");
