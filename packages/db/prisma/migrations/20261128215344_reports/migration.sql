-- CreateEnum
CREATE TYPE "ReportType" AS ENUM ('operational', 'regulatory', 'executive');

-- CreateEnum
CREATE TYPE "ReportFrequency" AS ENUM ('ad_hoc', 'daily', 'weekly', 'monthly', 'quarterly', 'annually');

-- CreateEnum
CREATE TYPE "ReportRunStatus" AS ENUM ('queued', 'running', 'completed', 'failed');

-- CreateEnum
CREATE TYPE "ReportRunTrigger" AS ENUM ('manual', 'run_now', 'scheduled');

-- CreateEnum
CREATE TYPE "ReportDeliveryStatus" AS ENUM ('pending', 'sent', 'failed', 'bounced');

-- CreateEnum
CREATE TYPE "ComplianceStatus" AS ENUM ('not_assessed', 'compliant', 'partially_compliant', 'non_compliant', 'not_applicable');

-- AlterTable
ALTER TABLE "OrganisationSettings" ADD COLUMN     "reportExternalDomains" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "timeZone" TEXT NOT NULL DEFAULT 'UTC';

-- CreateTable
CREATE TABLE "ReportTemplate" (
    "id" UUID NOT NULL,
    "key" TEXT,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "type" "ReportType" NOT NULL,
    "sections" TEXT[],
    "filters" JSONB NOT NULL DEFAULT '{}',
    "builtIn" BOOLEAN NOT NULL DEFAULT false,
    "createdById" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "archivedAt" TIMESTAMP(3),

    CONSTRAINT "ReportTemplate_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Report" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "type" "ReportType" NOT NULL,
    "frequency" "ReportFrequency" NOT NULL,
    "recipientGroups" TEXT[],
    "externalRecipients" TEXT[],
    "description" TEXT NOT NULL DEFAULT '',
    "templateId" UUID NOT NULL,
    "scheduleId" UUID,
    "lastGeneratedAt" TIMESTAMP(3),
    "createdById" UUID,
    "updatedById" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "deletedAt" TIMESTAMP(3),

    CONSTRAINT "Report_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ReportRun" (
    "id" UUID NOT NULL,
    "reportId" UUID,
    "templateId" UUID NOT NULL,
    "trigger" "ReportRunTrigger" NOT NULL,
    "status" "ReportRunStatus" NOT NULL DEFAULT 'queued',
    "parameters" JSONB NOT NULL DEFAULT '{}',
    "requestedById" UUID,
    "taskId" UUID,
    "pdfFileId" UUID,
    "xlsxFileId" UUID,
    "pdfSize" INTEGER,
    "xlsxSize" INTEGER,
    "pageCount" INTEGER,
    "rowCount" INTEGER,
    "error" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "startedAt" TIMESTAMP(3),
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "ReportRun_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ReportDelivery" (
    "id" UUID NOT NULL,
    "runId" UUID NOT NULL,
    "reportId" UUID,
    "recipientGroup" TEXT,
    "userId" UUID,
    "email" TEXT NOT NULL,
    "method" TEXT NOT NULL DEFAULT 'attachment',
    "status" "ReportDeliveryStatus" NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "lastError" TEXT,
    "sentAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ReportDelivery_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ComplianceRequirementStatus" (
    "requirementKey" TEXT NOT NULL,
    "status" "ComplianceStatus" NOT NULL,
    "note" TEXT NOT NULL DEFAULT '',
    "evidence" JSONB NOT NULL DEFAULT '[]',
    "updatedById" UUID,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ComplianceRequirementStatus_pkey" PRIMARY KEY ("requirementKey")
);

-- CreateIndex
CREATE UNIQUE INDEX "ReportTemplate_key_key" ON "ReportTemplate"("key");

-- CreateIndex
CREATE INDEX "ReportTemplate_archivedAt_name_idx" ON "ReportTemplate"("archivedAt", "name");

-- CreateIndex
CREATE UNIQUE INDEX "Report_scheduleId_key" ON "Report"("scheduleId");

-- CreateIndex
CREATE INDEX "Report_deletedAt_name_idx" ON "Report"("deletedAt", "name");

-- CreateIndex
CREATE INDEX "Report_deletedAt_type_idx" ON "Report"("deletedAt", "type");

-- CreateIndex
CREATE UNIQUE INDEX "ReportRun_taskId_key" ON "ReportRun"("taskId");

-- CreateIndex
CREATE INDEX "ReportRun_reportId_createdAt_idx" ON "ReportRun"("reportId", "createdAt");

-- CreateIndex
CREATE INDEX "ReportRun_status_createdAt_idx" ON "ReportRun"("status", "createdAt");

-- CreateIndex
CREATE INDEX "ReportDelivery_reportId_createdAt_idx" ON "ReportDelivery"("reportId", "createdAt");

-- CreateIndex
CREATE INDEX "ReportDelivery_status_createdAt_idx" ON "ReportDelivery"("status", "createdAt");

-- CreateIndex
CREATE INDEX "ReportDelivery_createdAt_idx" ON "ReportDelivery"("createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "ReportDelivery_runId_email_key" ON "ReportDelivery"("runId", "email");

-- AddForeignKey
ALTER TABLE "ReportTemplate" ADD CONSTRAINT "ReportTemplate_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Report" ADD CONSTRAINT "Report_templateId_fkey" FOREIGN KEY ("templateId") REFERENCES "ReportTemplate"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Report" ADD CONSTRAINT "Report_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Report" ADD CONSTRAINT "Report_updatedById_fkey" FOREIGN KEY ("updatedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReportRun" ADD CONSTRAINT "ReportRun_reportId_fkey" FOREIGN KEY ("reportId") REFERENCES "Report"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReportRun" ADD CONSTRAINT "ReportRun_templateId_fkey" FOREIGN KEY ("templateId") REFERENCES "ReportTemplate"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReportRun" ADD CONSTRAINT "ReportRun_requestedById_fkey" FOREIGN KEY ("requestedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReportRun" ADD CONSTRAINT "ReportRun_taskId_fkey" FOREIGN KEY ("taskId") REFERENCES "BackgroundTask"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReportRun" ADD CONSTRAINT "ReportRun_pdfFileId_fkey" FOREIGN KEY ("pdfFileId") REFERENCES "StoredFile"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReportRun" ADD CONSTRAINT "ReportRun_xlsxFileId_fkey" FOREIGN KEY ("xlsxFileId") REFERENCES "StoredFile"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReportDelivery" ADD CONSTRAINT "ReportDelivery_runId_fkey" FOREIGN KEY ("runId") REFERENCES "ReportRun"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReportDelivery" ADD CONSTRAINT "ReportDelivery_reportId_fkey" FOREIGN KEY ("reportId") REFERENCES "Report"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReportDelivery" ADD CONSTRAINT "ReportDelivery_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ComplianceRequirementStatus" ADD CONSTRAINT "ComplianceRequirementStatus_updatedById_fkey" FOREIGN KEY ("updatedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
