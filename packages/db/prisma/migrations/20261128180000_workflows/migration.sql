-- CreateEnum
CREATE TYPE "WorkflowType" AS ENUM ('new_outsourcing', 'contract_renewal', 'risk_assessment', 'vendor_onboarding', 'vendor_offboarding');

-- CreateEnum
CREATE TYPE "WorkflowStatus" AS ENUM ('initiation', 'in_progress', 'pending', 'approved', 'deferred', 'rejected', 'completed', 'cancelled');

-- CreateEnum
CREATE TYPE "MaterialityClass" AS ENUM ('critical', 'material', 'non_material');

-- CreateEnum
CREATE TYPE "WorkflowReviewKind" AS ENUM ('it', 'compliance', 'risk', 'operations', 'legal', 'finance', 'contract_draft');

-- CreateEnum
CREATE TYPE "WorkflowDecisionKind" AS ENUM ('approved', 'deferred', 'rejected');

-- CreateEnum
CREATE TYPE "WorkflowEventKind" AS ENUM ('created', 'edited', 'review_completed', 'step_completed', 'owner_reassigned', 'timeline_updated', 'decision', 'cancelled');

-- CreateTable
CREATE TABLE "WorkflowDraft" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "legalEntity" TEXT NOT NULL DEFAULT '',
    "jurisdiction" TEXT NOT NULL DEFAULT '',
    "recipientDetails" TEXT NOT NULL DEFAULT '',
    "providerDetails" TEXT NOT NULL DEFAULT '',
    "vendorId" UUID,
    "committeeId" UUID,
    "processDescription" TEXT NOT NULL DEFAULT '',
    "outsourcingAnswers" JSONB NOT NULL DEFAULT '[]',
    "materialityAnswers" JSONB NOT NULL DEFAULT '[]',
    "currentStep" TEXT NOT NULL DEFAULT 'Step 1',
    "draftLastSaved" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "WorkflowDraft_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Workflow" (
    "id" UUID NOT NULL,
    "reference" TEXT NOT NULL,
    "type" "WorkflowType" NOT NULL,
    "name" TEXT NOT NULL,
    "status" "WorkflowStatus" NOT NULL DEFAULT 'initiation',
    "currentStep" TEXT NOT NULL,
    "ownerId" UUID NOT NULL,
    "businessUnit" TEXT,
    "businessJustification" TEXT,
    "vendorId" UUID,
    "legalEntity" TEXT,
    "jurisdiction" TEXT,
    "recipientDetails" TEXT,
    "providerDetails" TEXT,
    "processDescription" TEXT,
    "outsourcingAnswers" JSONB,
    "outsourcingScore" SMALLINT,
    "dependencyLevel" "RiskLevel",
    "materialityAnswers" JSONB,
    "materialityScore" SMALLINT,
    "materialityClassification" "MaterialityClass",
    "riskThreshold" "RiskLevel",
    "committeeId" UUID,
    "riskAssessmentId" UUID,
    "contractId" UUID,
    "startDate" DATE NOT NULL,
    "targetDate" DATE NOT NULL,
    "nextReviewDate" DATE,
    "completedAt" TIMESTAMP(3),
    "createdById" UUID,
    "updatedById" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Workflow_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WorkflowReview" (
    "id" UUID NOT NULL,
    "workflowId" UUID NOT NULL,
    "kind" "WorkflowReviewKind" NOT NULL,
    "comment" TEXT NOT NULL,
    "completedById" UUID NOT NULL,
    "completedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "WorkflowReview_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WorkflowDecision" (
    "id" UUID NOT NULL,
    "workflowId" UUID NOT NULL,
    "decision" "WorkflowDecisionKind" NOT NULL,
    "reason" TEXT,
    "deferralDate" DATE,
    "decidedById" UUID NOT NULL,
    "decidedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "reminderSentOn" DATE,

    CONSTRAINT "WorkflowDecision_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WorkflowEvent" (
    "id" UUID NOT NULL,
    "workflowId" UUID NOT NULL,
    "kind" "WorkflowEventKind" NOT NULL,
    "detail" TEXT,
    "note" TEXT,
    "automatic" BOOLEAN NOT NULL DEFAULT false,
    "actorId" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "WorkflowEvent_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "WorkflowDraft_userId_draftLastSaved_idx" ON "WorkflowDraft"("userId", "draftLastSaved");

-- CreateIndex
CREATE UNIQUE INDEX "Workflow_reference_key" ON "Workflow"("reference");

-- CreateIndex
CREATE UNIQUE INDEX "Workflow_riskAssessmentId_key" ON "Workflow"("riskAssessmentId");

-- CreateIndex
CREATE INDEX "Workflow_status_targetDate_id_idx" ON "Workflow"("status", "targetDate", "id");

-- CreateIndex
CREATE INDEX "Workflow_type_id_idx" ON "Workflow"("type", "id");

-- CreateIndex
CREATE INDEX "Workflow_ownerId_id_idx" ON "Workflow"("ownerId", "id");

-- CreateIndex
CREATE INDEX "Workflow_committeeId_idx" ON "Workflow"("committeeId");

-- CreateIndex
CREATE INDEX "Workflow_createdAt_id_idx" ON "Workflow"("createdAt", "id");

-- CreateIndex
CREATE UNIQUE INDEX "WorkflowReview_workflowId_kind_key" ON "WorkflowReview"("workflowId", "kind");

-- CreateIndex
CREATE INDEX "WorkflowDecision_workflowId_decidedAt_idx" ON "WorkflowDecision"("workflowId", "decidedAt");

-- CreateIndex
CREATE INDEX "WorkflowDecision_decision_deferralDate_idx" ON "WorkflowDecision"("decision", "deferralDate");

-- CreateIndex
CREATE INDEX "WorkflowEvent_workflowId_createdAt_idx" ON "WorkflowEvent"("workflowId", "createdAt");

-- AddForeignKey
ALTER TABLE "WorkflowDraft" ADD CONSTRAINT "WorkflowDraft_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WorkflowDraft" ADD CONSTRAINT "WorkflowDraft_vendorId_fkey" FOREIGN KEY ("vendorId") REFERENCES "Vendor"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WorkflowDraft" ADD CONSTRAINT "WorkflowDraft_committeeId_fkey" FOREIGN KEY ("committeeId") REFERENCES "Committee"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Workflow" ADD CONSTRAINT "Workflow_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Workflow" ADD CONSTRAINT "Workflow_vendorId_fkey" FOREIGN KEY ("vendorId") REFERENCES "Vendor"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Workflow" ADD CONSTRAINT "Workflow_committeeId_fkey" FOREIGN KEY ("committeeId") REFERENCES "Committee"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Workflow" ADD CONSTRAINT "Workflow_riskAssessmentId_fkey" FOREIGN KEY ("riskAssessmentId") REFERENCES "RiskAssessment"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Workflow" ADD CONSTRAINT "Workflow_contractId_fkey" FOREIGN KEY ("contractId") REFERENCES "Contract"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Workflow" ADD CONSTRAINT "Workflow_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Workflow" ADD CONSTRAINT "Workflow_updatedById_fkey" FOREIGN KEY ("updatedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WorkflowReview" ADD CONSTRAINT "WorkflowReview_workflowId_fkey" FOREIGN KEY ("workflowId") REFERENCES "Workflow"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WorkflowReview" ADD CONSTRAINT "WorkflowReview_completedById_fkey" FOREIGN KEY ("completedById") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WorkflowDecision" ADD CONSTRAINT "WorkflowDecision_workflowId_fkey" FOREIGN KEY ("workflowId") REFERENCES "Workflow"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WorkflowDecision" ADD CONSTRAINT "WorkflowDecision_decidedById_fkey" FOREIGN KEY ("decidedById") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WorkflowEvent" ADD CONSTRAINT "WorkflowEvent_workflowId_fkey" FOREIGN KEY ("workflowId") REFERENCES "Workflow"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WorkflowEvent" ADD CONSTRAINT "WorkflowEvent_actorId_fkey" FOREIGN KEY ("actorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
