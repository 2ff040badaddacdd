-- AlterTable
ALTER TABLE "AuditLog" ADD COLUMN     "chainHash" TEXT,
ADD COLUMN     "chainSeq" BIGINT,
ADD COLUMN     "contentHash" TEXT,
ADD COLUMN     "rowMac" TEXT;

-- CreateTable
CREATE TABLE "AuditCheckpoint" (
    "id" UUID NOT NULL,
    "chainSeq" BIGINT NOT NULL,
    "chainHash" TEXT NOT NULL,
    "signature" TEXT,
    "publicKey" TEXT,
    "signedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "AuditCheckpoint_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AuditArchive" (
    "id" UUID NOT NULL,
    "fromSeq" BIGINT NOT NULL,
    "toSeq" BIGINT NOT NULL,
    "lastChainHash" TEXT NOT NULL,
    "rows" INTEGER NOT NULL,
    "before" TIMESTAMP(3) NOT NULL,
    "fileId" UUID,
    "createdById" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AuditArchive_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "AuditCheckpoint_chainSeq_key" ON "AuditCheckpoint"("chainSeq");

-- CreateIndex
CREATE UNIQUE INDEX "AuditLog_chainSeq_key" ON "AuditLog"("chainSeq");

-- AddForeignKey
ALTER TABLE "AuditArchive" ADD CONSTRAINT "AuditArchive_fileId_fkey" FOREIGN KEY ("fileId") REFERENCES "StoredFile"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AuditArchive" ADD CONSTRAINT "AuditArchive_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;


-- The sealer reads the rows not yet in the chain, oldest first (docs/AUDIT.md): a partial index keeps that read to
-- the unsealed rows however long the trail.
CREATE INDEX "AuditLog_unsealed_idx" ON "AuditLog" ("createdAt", "id") WHERE "chainSeq" IS NULL;
