-- CreateExtension (trigram indexes for the case-insensitive vendor search; ships with PostgreSQL contrib and embedded-postgres)
CREATE EXTENSION IF NOT EXISTS "pg_trgm";

-- CreateEnum
CREATE TYPE "VendorStatus" AS ENUM ('onboarding', 'active', 'under_review', 'offboarding', 'offboarded');

-- CreateEnum
CREATE TYPE "RiskLevel" AS ENUM ('low', 'medium', 'high', 'critical');

-- CreateEnum
CREATE TYPE "ReviewType" AS ENUM ('periodic', 'triggered', 'annual');

-- CreateEnum
CREATE TYPE "OffboardingState" AS ENUM ('open', 'completed', 'cancelled');

-- CreateEnum
CREATE TYPE "InvoiceStatus" AS ENUM ('pending', 'paid');

-- CreateEnum
CREATE TYPE "TaskStatus" AS ENUM ('queued', 'running', 'completed', 'failed');

-- AlterTable
ALTER TABLE "AuditLog" ADD COLUMN     "description" TEXT;

-- CreateTable
CREATE TABLE "Vendor" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "legalName" TEXT,
    "businessType" TEXT,
    "country" VARCHAR(2),
    "countryOfService" VARCHAR(2),
    "contactPerson" TEXT,
    "email" TEXT,
    "phone" TEXT,
    "contractValue" DECIMAL(18,2) NOT NULL DEFAULT 0,
    "currency" VARCHAR(3) NOT NULL DEFAULT 'USD',
    "servicesProvided" TEXT[],
    "status" "VendorStatus" NOT NULL DEFAULT 'onboarding',
    "statusNote" TEXT,
    "riskRating" "RiskLevel",
    "criticality" "RiskLevel" NOT NULL DEFAULT 'medium',
    "kpiBreachesCount" INTEGER NOT NULL DEFAULT 0,
    "lei" TEXT,
    "registrationNumber" TEXT,
    "registeredAddress" TEXT,
    "parentCompany" TEXT,
    "onboardingStartedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "activatedAt" TIMESTAMP(3),
    "offboardingStartedAt" TIMESTAMP(3),
    "offboardedAt" TIMESTAMP(3),
    "lastReviewedAt" TIMESTAMP(3),
    "nextReviewDate" TIMESTAMP(3),
    "createdById" UUID,
    "updatedById" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Vendor_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "VendorOnboardingTask" (
    "id" UUID NOT NULL,
    "vendorId" UUID NOT NULL,
    "title" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "completedAt" TIMESTAMP(3),
    "completedById" UUID,

    CONSTRAINT "VendorOnboardingTask_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "VendorReview" (
    "id" UUID NOT NULL,
    "vendorId" UUID NOT NULL,
    "reviewer" TEXT NOT NULL,
    "reviewType" "ReviewType" NOT NULL DEFAULT 'periodic',
    "overallRisk" "RiskLevel" NOT NULL DEFAULT 'medium',
    "itScore" INTEGER NOT NULL,
    "operationalScore" INTEGER NOT NULL,
    "complianceScore" INTEGER NOT NULL,
    "financialScore" INTEGER NOT NULL,
    "gdprScore" INTEGER NOT NULL,
    "kpiBreaches" INTEGER NOT NULL DEFAULT 0,
    "recommendations" TEXT,
    "reviewedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdById" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "VendorReview_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "VendorOffboarding" (
    "id" UUID NOT NULL,
    "vendorId" UUID NOT NULL,
    "reason" TEXT NOT NULL,
    "requester" TEXT NOT NULL,
    "completionNotes" TEXT,
    "state" "OffboardingState" NOT NULL DEFAULT 'open',
    "requestedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "completedAt" TIMESTAMP(3),
    "requestedById" UUID,
    "completedById" UUID,

    CONSTRAINT "VendorOffboarding_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "KpiBreach" (
    "id" UUID NOT NULL,
    "vendorId" UUID NOT NULL,
    "kpi" TEXT NOT NULL,
    "threshold" DECIMAL(18,4) NOT NULL,
    "actual" DECIMAL(18,4) NOT NULL,
    "unit" TEXT,
    "severity" "RiskLevel" NOT NULL,
    "occurredAt" TIMESTAMP(3) NOT NULL,
    "resolvedAt" TIMESTAMP(3),
    "notes" TEXT,
    "createdById" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "KpiBreach_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Invoice" (
    "id" UUID NOT NULL,
    "vendorId" UUID NOT NULL,
    "number" TEXT NOT NULL,
    "amount" DECIMAL(18,2) NOT NULL,
    "currency" VARCHAR(3) NOT NULL DEFAULT 'USD',
    "issueDate" DATE NOT NULL,
    "dueDate" DATE NOT NULL,
    "status" "InvoiceStatus" NOT NULL DEFAULT 'pending',
    "paidAt" TIMESTAMP(3),
    "description" TEXT,
    "createdById" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Invoice_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StoredFile" (
    "id" UUID NOT NULL,
    "filename" TEXT NOT NULL,
    "contentType" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "sha256" TEXT NOT NULL,
    "data" BYTEA NOT NULL,
    "purpose" TEXT NOT NULL,
    "createdById" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "StoredFile_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BackgroundTask" (
    "id" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "status" "TaskStatus" NOT NULL DEFAULT 'queued',
    "progress" INTEGER NOT NULL DEFAULT 0,
    "total" INTEGER,
    "params" JSONB,
    "result" JSONB,
    "error" TEXT,
    "inputFileId" UUID,
    "outputFileId" UUID,
    "createdById" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "startedAt" TIMESTAMP(3),
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "BackgroundTask_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Vendor_lei_key" ON "Vendor"("lei");

-- CreateIndex
CREATE INDEX "Vendor_status_name_idx" ON "Vendor"("status", "name");

-- CreateIndex
CREATE INDEX "Vendor_name_idx" ON "Vendor"("name");

-- CreateIndex
CREATE INDEX "Vendor_contractValue_idx" ON "Vendor"("contractValue");

-- CreateIndex
CREATE INDEX "Vendor_riskRating_idx" ON "Vendor"("riskRating");

-- CreateIndex
CREATE INDEX "Vendor_createdAt_idx" ON "Vendor"("createdAt");

-- CreateIndex
CREATE INDEX "Vendor_kpiBreachesCount_idx" ON "Vendor"("kpiBreachesCount");

-- CreateIndex
CREATE INDEX "Vendor_country_idx" ON "Vendor"("country");

-- CreateIndex
CREATE INDEX "Vendor_name_trgm_idx" ON "Vendor" USING GIN ("name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Vendor_legalName_trgm_idx" ON "Vendor" USING GIN ("legalName" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Vendor_lei_trgm_idx" ON "Vendor" USING GIN ("lei" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Vendor_contactPerson_trgm_idx" ON "Vendor" USING GIN ("contactPerson" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Vendor_email_trgm_idx" ON "Vendor" USING GIN ("email" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "VendorOnboardingTask_vendorId_position_idx" ON "VendorOnboardingTask"("vendorId", "position");

-- CreateIndex
CREATE INDEX "VendorReview_vendorId_reviewedAt_idx" ON "VendorReview"("vendorId", "reviewedAt");

-- CreateIndex
CREATE INDEX "VendorReview_reviewedAt_idx" ON "VendorReview"("reviewedAt");

-- CreateIndex
CREATE INDEX "VendorOffboarding_vendorId_requestedAt_idx" ON "VendorOffboarding"("vendorId", "requestedAt");

-- CreateIndex
CREATE INDEX "VendorOffboarding_state_idx" ON "VendorOffboarding"("state");

-- CreateIndex
CREATE INDEX "KpiBreach_vendorId_resolvedAt_idx" ON "KpiBreach"("vendorId", "resolvedAt");

-- CreateIndex
CREATE INDEX "KpiBreach_occurredAt_idx" ON "KpiBreach"("occurredAt");

-- CreateIndex
CREATE INDEX "Invoice_vendorId_idx" ON "Invoice"("vendorId");

-- CreateIndex
CREATE INDEX "Invoice_dueDate_idx" ON "Invoice"("dueDate");

-- CreateIndex
CREATE INDEX "Invoice_status_dueDate_idx" ON "Invoice"("status", "dueDate");

-- CreateIndex
CREATE INDEX "Invoice_number_idx" ON "Invoice"("number");

-- CreateIndex
CREATE INDEX "StoredFile_purpose_createdAt_idx" ON "StoredFile"("purpose", "createdAt");

-- CreateIndex
CREATE INDEX "StoredFile_createdById_createdAt_idx" ON "StoredFile"("createdById", "createdAt");

-- CreateIndex
CREATE INDEX "BackgroundTask_createdById_createdAt_idx" ON "BackgroundTask"("createdById", "createdAt");

-- CreateIndex
CREATE INDEX "BackgroundTask_status_idx" ON "BackgroundTask"("status");

-- AddForeignKey
ALTER TABLE "Vendor" ADD CONSTRAINT "Vendor_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Vendor" ADD CONSTRAINT "Vendor_updatedById_fkey" FOREIGN KEY ("updatedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "VendorOnboardingTask" ADD CONSTRAINT "VendorOnboardingTask_vendorId_fkey" FOREIGN KEY ("vendorId") REFERENCES "Vendor"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "VendorOnboardingTask" ADD CONSTRAINT "VendorOnboardingTask_completedById_fkey" FOREIGN KEY ("completedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "VendorReview" ADD CONSTRAINT "VendorReview_vendorId_fkey" FOREIGN KEY ("vendorId") REFERENCES "Vendor"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "VendorReview" ADD CONSTRAINT "VendorReview_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "VendorOffboarding" ADD CONSTRAINT "VendorOffboarding_vendorId_fkey" FOREIGN KEY ("vendorId") REFERENCES "Vendor"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "VendorOffboarding" ADD CONSTRAINT "VendorOffboarding_requestedById_fkey" FOREIGN KEY ("requestedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "VendorOffboarding" ADD CONSTRAINT "VendorOffboarding_completedById_fkey" FOREIGN KEY ("completedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "KpiBreach" ADD CONSTRAINT "KpiBreach_vendorId_fkey" FOREIGN KEY ("vendorId") REFERENCES "Vendor"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "KpiBreach" ADD CONSTRAINT "KpiBreach_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Invoice" ADD CONSTRAINT "Invoice_vendorId_fkey" FOREIGN KEY ("vendorId") REFERENCES "Vendor"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Invoice" ADD CONSTRAINT "Invoice_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StoredFile" ADD CONSTRAINT "StoredFile_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BackgroundTask" ADD CONSTRAINT "BackgroundTask_inputFileId_fkey" FOREIGN KEY ("inputFileId") REFERENCES "StoredFile"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BackgroundTask" ADD CONSTRAINT "BackgroundTask_outputFileId_fkey" FOREIGN KEY ("outputFileId") REFERENCES "StoredFile"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BackgroundTask" ADD CONSTRAINT "BackgroundTask_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
