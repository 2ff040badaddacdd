-- Risk assessment centre (issue 13): assessments over the nine weighted domains, their team and evidence files, and
-- the per-year counters of readable references (RA-2026-0042). See docs/RISK-ASSESSMENTS.md.
-- CreateEnum
CREATE TYPE "AssessmentType" AS ENUM ('comprehensive', 'initial', 'periodic_review', 'triggered');

-- CreateEnum
CREATE TYPE "AssessmentStatus" AS ENUM ('draft', 'in_progress', 'completed');

-- CreateEnum
CREATE TYPE "AssessmentDomain" AS ENUM ('vendorFinancialResilience', 'itBusinessContinuity', 'complianceLegal', 'tprmSubcontracting', 'concentrationSystem', 'reputationalStrategic', 'exitStrategyTermination', 'countryGeopolitical', 'esgAndAML');

-- CreateTable
CREATE TABLE "RiskAssessment" (
    "id" UUID NOT NULL,
    "reference" TEXT NOT NULL,
    "vendorId" UUID NOT NULL,
    "type" "AssessmentType" NOT NULL DEFAULT 'comprehensive',
    "status" "AssessmentStatus" NOT NULL DEFAULT 'draft',
    "leadAssessorId" UUID NOT NULL,
    "assessmentDate" DATE NOT NULL,
    "nextReviewDate" DATE,
    "serviceCategory" TEXT,
    "overallScore" DECIMAL(4,2),
    "overallRisk" "RiskLevel",
    "domainsCompleted" INTEGER NOT NULL DEFAULT 0,
    "recommendations" TEXT,
    "comments" TEXT,
    "mitigationPlan" TEXT,
    "submittedAt" TIMESTAMP(3),
    "submittedById" UUID,
    "reopenedAt" TIMESTAMP(3),
    "reopenedById" UUID,
    "reopenReason" TEXT,
    "reminderSentOn" DATE,
    "createdById" UUID,
    "updatedById" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "RiskAssessment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RiskAssessmentDomain" (
    "assessmentId" UUID NOT NULL,
    "domain" "AssessmentDomain" NOT NULL,
    "score" INTEGER,
    "riskLevel" "RiskLevel",
    "notes" TEXT,
    "updatedById" UUID,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "RiskAssessmentDomain_pkey" PRIMARY KEY ("assessmentId","domain")
);

-- CreateTable
CREATE TABLE "RiskAssessmentTeamMember" (
    "assessmentId" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "RiskAssessmentTeamMember_pkey" PRIMARY KEY ("assessmentId","userId")
);

-- CreateTable
CREATE TABLE "RiskAssessmentEvidence" (
    "id" UUID NOT NULL,
    "assessmentId" UUID NOT NULL,
    "domain" "AssessmentDomain" NOT NULL,
    "fileId" UUID NOT NULL,
    "uploadedById" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RiskAssessmentEvidence_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ReferenceCounter" (
    "prefix" TEXT NOT NULL,
    "year" INTEGER NOT NULL,
    "value" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ReferenceCounter_pkey" PRIMARY KEY ("prefix","year")
);

-- CreateIndex
CREATE UNIQUE INDEX "RiskAssessment_reference_key" ON "RiskAssessment"("reference");

-- CreateIndex
CREATE INDEX "RiskAssessment_assessmentDate_id_idx" ON "RiskAssessment"("assessmentDate", "id");

-- CreateIndex
CREATE INDEX "RiskAssessment_nextReviewDate_id_idx" ON "RiskAssessment"("nextReviewDate", "id");

-- CreateIndex
CREATE INDEX "RiskAssessment_status_assessmentDate_id_idx" ON "RiskAssessment"("status", "assessmentDate", "id");

-- CreateIndex
CREATE INDEX "RiskAssessment_overallRisk_id_idx" ON "RiskAssessment"("overallRisk", "id");

-- CreateIndex
CREATE INDEX "RiskAssessment_overallScore_id_idx" ON "RiskAssessment"("overallScore", "id");

-- CreateIndex
CREATE INDEX "RiskAssessment_type_id_idx" ON "RiskAssessment"("type", "id");

-- CreateIndex
CREATE INDEX "RiskAssessment_vendorId_assessmentDate_idx" ON "RiskAssessment"("vendorId", "assessmentDate");

-- CreateIndex
CREATE INDEX "RiskAssessment_leadAssessorId_assessmentDate_idx" ON "RiskAssessment"("leadAssessorId", "assessmentDate");

-- CreateIndex
CREATE INDEX "RiskAssessment_updatedAt_id_idx" ON "RiskAssessment"("updatedAt", "id");

-- CreateIndex
CREATE INDEX "RiskAssessmentDomain_domain_score_idx" ON "RiskAssessmentDomain"("domain", "score");

-- CreateIndex
CREATE INDEX "RiskAssessmentTeamMember_userId_idx" ON "RiskAssessmentTeamMember"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "RiskAssessmentEvidence_fileId_key" ON "RiskAssessmentEvidence"("fileId");

-- CreateIndex
CREATE INDEX "RiskAssessmentEvidence_assessmentId_domain_idx" ON "RiskAssessmentEvidence"("assessmentId", "domain");

-- AddForeignKey
ALTER TABLE "RiskAssessment" ADD CONSTRAINT "RiskAssessment_vendorId_fkey" FOREIGN KEY ("vendorId") REFERENCES "Vendor"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RiskAssessment" ADD CONSTRAINT "RiskAssessment_leadAssessorId_fkey" FOREIGN KEY ("leadAssessorId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RiskAssessment" ADD CONSTRAINT "RiskAssessment_submittedById_fkey" FOREIGN KEY ("submittedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RiskAssessment" ADD CONSTRAINT "RiskAssessment_reopenedById_fkey" FOREIGN KEY ("reopenedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RiskAssessment" ADD CONSTRAINT "RiskAssessment_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RiskAssessment" ADD CONSTRAINT "RiskAssessment_updatedById_fkey" FOREIGN KEY ("updatedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RiskAssessmentDomain" ADD CONSTRAINT "RiskAssessmentDomain_assessmentId_fkey" FOREIGN KEY ("assessmentId") REFERENCES "RiskAssessment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RiskAssessmentDomain" ADD CONSTRAINT "RiskAssessmentDomain_updatedById_fkey" FOREIGN KEY ("updatedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RiskAssessmentTeamMember" ADD CONSTRAINT "RiskAssessmentTeamMember_assessmentId_fkey" FOREIGN KEY ("assessmentId") REFERENCES "RiskAssessment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RiskAssessmentTeamMember" ADD CONSTRAINT "RiskAssessmentTeamMember_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RiskAssessmentEvidence" ADD CONSTRAINT "RiskAssessmentEvidence_assessmentId_fkey" FOREIGN KEY ("assessmentId") REFERENCES "RiskAssessment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RiskAssessmentEvidence" ADD CONSTRAINT "RiskAssessmentEvidence_fileId_fkey" FOREIGN KEY ("fileId") REFERENCES "StoredFile"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RiskAssessmentEvidence" ADD CONSTRAINT "RiskAssessmentEvidence_uploadedById_fkey" FOREIGN KEY ("uploadedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
