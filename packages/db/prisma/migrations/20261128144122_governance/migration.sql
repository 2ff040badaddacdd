-- CreateEnum
CREATE TYPE "PolicyStatus" AS ENUM ('draft', 'under_review', 'approved', 'active', 'expired', 'inactive');

-- CreateEnum
CREATE TYPE "ProcedureComplexity" AS ENUM ('simple', 'moderate', 'complex');

-- CreateEnum
CREATE TYPE "PolicyEventKind" AS ENUM ('created', 'updated', 'version_added', 'status_changed', 'archived', 'restored', 'acknowledgement_requested');

-- CreateEnum
CREATE TYPE "CommitteeStatus" AS ENUM ('active', 'inactive');

-- CreateEnum
CREATE TYPE "MeetingStatus" AS ENUM ('scheduled', 'held', 'cancelled');

-- CreateEnum
CREATE TYPE "DecisionOutcome" AS ENUM ('approved', 'rejected', 'deferred', 'noted');

-- CreateEnum
CREATE TYPE "GovernanceDocumentStatus" AS ENUM ('active', 'draft', 'archived');

-- CreateEnum
CREATE TYPE "DocumentCompliance" AS ENUM ('compliant', 'non_compliant', 'pending_review');

-- CreateTable
CREATE TABLE "Policy" (
    "id" UUID NOT NULL,
    "reference" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "owner" TEXT NOT NULL,
    "ownerId" UUID,
    "jurisdiction" TEXT NOT NULL,
    "category" TEXT,
    "riskRating" "RiskLevel" NOT NULL DEFAULT 'medium',
    "reviewDate" DATE NOT NULL,
    "regulatoryFramework" TEXT,
    "complianceGaps" TEXT[],
    "securityPolicy" BOOLEAN NOT NULL DEFAULT false,
    "status" "PolicyStatus" NOT NULL DEFAULT 'draft',
    "statusChangedAt" TIMESTAMP(3),
    "statusChangedById" UUID,
    "versionMajor" INTEGER NOT NULL DEFAULT 1,
    "versionMinor" INTEGER NOT NULL DEFAULT 0,
    "currentVersionId" UUID,
    "ackVersionId" UUID,
    "archived" BOOLEAN NOT NULL DEFAULT false,
    "archivedAt" TIMESTAMP(3),
    "archivedById" UUID,
    "createdById" UUID,
    "updatedById" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Policy_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PolicyVersion" (
    "id" UUID NOT NULL,
    "policyId" UUID NOT NULL,
    "major" INTEGER NOT NULL,
    "minor" INTEGER NOT NULL,
    "content" TEXT,
    "fileId" UUID,
    "charterFileId" UUID,
    "changeNote" TEXT,
    "createdById" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PolicyVersion_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PolicyEvent" (
    "id" UUID NOT NULL,
    "policyId" UUID NOT NULL,
    "kind" "PolicyEventKind" NOT NULL,
    "fromStatus" "PolicyStatus",
    "toStatus" "PolicyStatus",
    "note" TEXT,
    "actorId" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PolicyEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PolicyAcknowledgement" (
    "id" UUID NOT NULL,
    "policyId" UUID NOT NULL,
    "versionId" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "requestedById" UUID,
    "requestedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "dueDate" DATE NOT NULL,
    "acknowledgedAt" TIMESTAMP(3),

    CONSTRAINT "PolicyAcknowledgement_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PolicyReviewReminder" (
    "policyId" UUID NOT NULL,
    "reviewDate" DATE NOT NULL,
    "threshold" INTEGER NOT NULL,
    "sentAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PolicyReviewReminder_pkey" PRIMARY KEY ("policyId","reviewDate","threshold")
);

-- CreateTable
CREATE TABLE "Procedure" (
    "id" UUID NOT NULL,
    "reference" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "policyId" UUID,
    "owner" TEXT NOT NULL,
    "ownerId" UUID,
    "category" TEXT,
    "complexity" "ProcedureComplexity" NOT NULL DEFAULT 'moderate',
    "status" "PolicyStatus" NOT NULL DEFAULT 'draft',
    "lastReview" DATE,
    "description" TEXT,
    "fileId" UUID,
    "archived" BOOLEAN NOT NULL DEFAULT false,
    "archivedAt" TIMESTAMP(3),
    "archivedById" UUID,
    "createdById" UUID,
    "updatedById" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Procedure_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Committee" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "chair" TEXT NOT NULL,
    "chairId" UUID,
    "jurisdiction" TEXT,
    "status" "CommitteeStatus" NOT NULL DEFAULT 'active',
    "purpose" TEXT,
    "charterFileId" UUID,
    "createdById" UUID,
    "updatedById" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Committee_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CommitteeMember" (
    "id" UUID NOT NULL,
    "committeeId" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "role" TEXT,
    "department" TEXT,
    "userId" UUID,
    "position" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "CommitteeMember_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CommitteeMeeting" (
    "id" UUID NOT NULL,
    "committeeId" UUID NOT NULL,
    "scheduledAt" TIMESTAMP(3) NOT NULL,
    "status" "MeetingStatus" NOT NULL DEFAULT 'scheduled',
    "agenda" TEXT,
    "location" TEXT,
    "minutesFileId" UUID,
    "createdById" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CommitteeMeeting_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CommitteeMeetingAttendee" (
    "meetingId" UUID NOT NULL,
    "memberId" UUID NOT NULL,

    CONSTRAINT "CommitteeMeetingAttendee_pkey" PRIMARY KEY ("meetingId","memberId")
);

-- CreateTable
CREATE TABLE "CommitteeDecision" (
    "id" UUID NOT NULL,
    "meetingId" UUID NOT NULL,
    "title" TEXT NOT NULL,
    "outcome" "DecisionOutcome" NOT NULL,
    "note" TEXT,
    "createdById" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CommitteeDecision_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DocumentCategory" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "owner" TEXT,
    "description" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "DocumentCategory_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "GovernanceDocument" (
    "id" UUID NOT NULL,
    "title" TEXT NOT NULL,
    "categoryId" UUID NOT NULL,
    "status" "GovernanceDocumentStatus" NOT NULL DEFAULT 'draft',
    "owner" TEXT NOT NULL,
    "ownerId" UUID,
    "reviewDate" DATE,
    "compliance" "DocumentCompliance" NOT NULL DEFAULT 'pending_review',
    "description" TEXT,
    "fileId" UUID,
    "createdById" UUID,
    "updatedById" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "GovernanceDocument_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Policy_reference_key" ON "Policy"("reference");

-- CreateIndex
CREATE UNIQUE INDEX "Policy_currentVersionId_key" ON "Policy"("currentVersionId");

-- CreateIndex
CREATE INDEX "Policy_archived_name_id_idx" ON "Policy"("archived", "name", "id");

-- CreateIndex
CREATE INDEX "Policy_archived_reviewDate_id_idx" ON "Policy"("archived", "reviewDate", "id");

-- CreateIndex
CREATE INDEX "Policy_archived_status_id_idx" ON "Policy"("archived", "status", "id");

-- CreateIndex
CREATE INDEX "Policy_archived_updatedAt_id_idx" ON "Policy"("archived", "updatedAt", "id");

-- CreateIndex
CREATE INDEX "Policy_ownerId_idx" ON "Policy"("ownerId");

-- CreateIndex
CREATE INDEX "Policy_name_trgm_idx" ON "Policy" USING GIN ("name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Policy_owner_trgm_idx" ON "Policy" USING GIN ("owner" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "PolicyVersion_policyId_major_minor_key" ON "PolicyVersion"("policyId", "major", "minor");

-- CreateIndex
CREATE INDEX "PolicyEvent_policyId_createdAt_idx" ON "PolicyEvent"("policyId", "createdAt");

-- CreateIndex
CREATE INDEX "PolicyAcknowledgement_policyId_versionId_idx" ON "PolicyAcknowledgement"("policyId", "versionId");

-- CreateIndex
CREATE INDEX "PolicyAcknowledgement_userId_acknowledgedAt_idx" ON "PolicyAcknowledgement"("userId", "acknowledgedAt");

-- CreateIndex
CREATE UNIQUE INDEX "PolicyAcknowledgement_versionId_userId_key" ON "PolicyAcknowledgement"("versionId", "userId");

-- CreateIndex
CREATE UNIQUE INDEX "Procedure_reference_key" ON "Procedure"("reference");

-- CreateIndex
CREATE INDEX "Procedure_archived_name_id_idx" ON "Procedure"("archived", "name", "id");

-- CreateIndex
CREATE INDEX "Procedure_archived_updatedAt_id_idx" ON "Procedure"("archived", "updatedAt", "id");

-- CreateIndex
CREATE INDEX "Procedure_policyId_idx" ON "Procedure"("policyId");

-- CreateIndex
CREATE INDEX "Procedure_name_trgm_idx" ON "Procedure" USING GIN ("name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Committee_name_id_idx" ON "Committee"("name", "id");

-- CreateIndex
CREATE INDEX "CommitteeMember_committeeId_position_idx" ON "CommitteeMember"("committeeId", "position");

-- CreateIndex
CREATE INDEX "CommitteeMeeting_committeeId_scheduledAt_idx" ON "CommitteeMeeting"("committeeId", "scheduledAt");

-- CreateIndex
CREATE INDEX "CommitteeDecision_meetingId_createdAt_idx" ON "CommitteeDecision"("meetingId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "DocumentCategory_name_key" ON "DocumentCategory"("name");

-- CreateIndex
CREATE INDEX "GovernanceDocument_categoryId_status_compliance_idx" ON "GovernanceDocument"("categoryId", "status", "compliance");

-- CreateIndex
CREATE INDEX "GovernanceDocument_updatedAt_id_idx" ON "GovernanceDocument"("updatedAt", "id");

-- CreateIndex
CREATE INDEX "GovernanceDocument_categoryId_updatedAt_id_idx" ON "GovernanceDocument"("categoryId", "updatedAt", "id");

-- CreateIndex
CREATE INDEX "GovernanceDocument_title_trgm_idx" ON "GovernanceDocument" USING GIN ("title" gin_trgm_ops);

-- AddForeignKey
ALTER TABLE "Policy" ADD CONSTRAINT "Policy_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Policy" ADD CONSTRAINT "Policy_statusChangedById_fkey" FOREIGN KEY ("statusChangedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Policy" ADD CONSTRAINT "Policy_archivedById_fkey" FOREIGN KEY ("archivedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Policy" ADD CONSTRAINT "Policy_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Policy" ADD CONSTRAINT "Policy_updatedById_fkey" FOREIGN KEY ("updatedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Policy" ADD CONSTRAINT "Policy_currentVersionId_fkey" FOREIGN KEY ("currentVersionId") REFERENCES "PolicyVersion"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Policy" ADD CONSTRAINT "Policy_ackVersionId_fkey" FOREIGN KEY ("ackVersionId") REFERENCES "PolicyVersion"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PolicyVersion" ADD CONSTRAINT "PolicyVersion_policyId_fkey" FOREIGN KEY ("policyId") REFERENCES "Policy"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PolicyVersion" ADD CONSTRAINT "PolicyVersion_fileId_fkey" FOREIGN KEY ("fileId") REFERENCES "StoredFile"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PolicyVersion" ADD CONSTRAINT "PolicyVersion_charterFileId_fkey" FOREIGN KEY ("charterFileId") REFERENCES "StoredFile"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PolicyVersion" ADD CONSTRAINT "PolicyVersion_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PolicyEvent" ADD CONSTRAINT "PolicyEvent_policyId_fkey" FOREIGN KEY ("policyId") REFERENCES "Policy"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PolicyEvent" ADD CONSTRAINT "PolicyEvent_actorId_fkey" FOREIGN KEY ("actorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PolicyAcknowledgement" ADD CONSTRAINT "PolicyAcknowledgement_policyId_fkey" FOREIGN KEY ("policyId") REFERENCES "Policy"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PolicyAcknowledgement" ADD CONSTRAINT "PolicyAcknowledgement_versionId_fkey" FOREIGN KEY ("versionId") REFERENCES "PolicyVersion"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PolicyAcknowledgement" ADD CONSTRAINT "PolicyAcknowledgement_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PolicyAcknowledgement" ADD CONSTRAINT "PolicyAcknowledgement_requestedById_fkey" FOREIGN KEY ("requestedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PolicyReviewReminder" ADD CONSTRAINT "PolicyReviewReminder_policyId_fkey" FOREIGN KEY ("policyId") REFERENCES "Policy"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Procedure" ADD CONSTRAINT "Procedure_policyId_fkey" FOREIGN KEY ("policyId") REFERENCES "Policy"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Procedure" ADD CONSTRAINT "Procedure_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Procedure" ADD CONSTRAINT "Procedure_fileId_fkey" FOREIGN KEY ("fileId") REFERENCES "StoredFile"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Procedure" ADD CONSTRAINT "Procedure_archivedById_fkey" FOREIGN KEY ("archivedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Procedure" ADD CONSTRAINT "Procedure_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Procedure" ADD CONSTRAINT "Procedure_updatedById_fkey" FOREIGN KEY ("updatedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Committee" ADD CONSTRAINT "Committee_chairId_fkey" FOREIGN KEY ("chairId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Committee" ADD CONSTRAINT "Committee_charterFileId_fkey" FOREIGN KEY ("charterFileId") REFERENCES "StoredFile"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Committee" ADD CONSTRAINT "Committee_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Committee" ADD CONSTRAINT "Committee_updatedById_fkey" FOREIGN KEY ("updatedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CommitteeMember" ADD CONSTRAINT "CommitteeMember_committeeId_fkey" FOREIGN KEY ("committeeId") REFERENCES "Committee"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CommitteeMember" ADD CONSTRAINT "CommitteeMember_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CommitteeMeeting" ADD CONSTRAINT "CommitteeMeeting_committeeId_fkey" FOREIGN KEY ("committeeId") REFERENCES "Committee"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CommitteeMeeting" ADD CONSTRAINT "CommitteeMeeting_minutesFileId_fkey" FOREIGN KEY ("minutesFileId") REFERENCES "StoredFile"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CommitteeMeeting" ADD CONSTRAINT "CommitteeMeeting_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CommitteeMeetingAttendee" ADD CONSTRAINT "CommitteeMeetingAttendee_meetingId_fkey" FOREIGN KEY ("meetingId") REFERENCES "CommitteeMeeting"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CommitteeMeetingAttendee" ADD CONSTRAINT "CommitteeMeetingAttendee_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "CommitteeMember"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CommitteeDecision" ADD CONSTRAINT "CommitteeDecision_meetingId_fkey" FOREIGN KEY ("meetingId") REFERENCES "CommitteeMeeting"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CommitteeDecision" ADD CONSTRAINT "CommitteeDecision_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GovernanceDocument" ADD CONSTRAINT "GovernanceDocument_categoryId_fkey" FOREIGN KEY ("categoryId") REFERENCES "DocumentCategory"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GovernanceDocument" ADD CONSTRAINT "GovernanceDocument_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GovernanceDocument" ADD CONSTRAINT "GovernanceDocument_fileId_fkey" FOREIGN KEY ("fileId") REFERENCES "StoredFile"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GovernanceDocument" ADD CONSTRAINT "GovernanceDocument_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GovernanceDocument" ADD CONSTRAINT "GovernanceDocument_updatedById_fkey" FOREIGN KEY ("updatedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
