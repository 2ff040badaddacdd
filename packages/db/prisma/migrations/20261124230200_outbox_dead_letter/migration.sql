-- AlterTable
ALTER TABLE "OutboxEvent" ADD COLUMN     "expiresAt" TIMESTAMP(3),
ADD COLUMN     "failedAt" TIMESTAMP(3);
