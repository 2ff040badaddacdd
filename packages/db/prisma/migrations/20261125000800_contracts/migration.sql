-- Contract governance (issue 14; docs/CONTRACTS.md):
-- 1. contracts, their history, documents and templates in versions, and the reminders the daily job sent;
-- 2. invoices may name the contract they are billed under;
-- 3. "Vendor"."contractValue" is no longer typed on the vendor: the "Contract_vendorValue" trigger keeps it as the
--    sum of the vendor's executed contracts in the vendor's currency;
-- 4. today's data moves over: every vendor with a contract value above 0 gets one contract "on record" for that
--    value, executed (terminated when the vendor is offboarded), its approval noted as recorded before contracts
--    were kept here, numbered CT-<year the vendor was created>-NNNN.

-- CreateEnum
CREATE TYPE "ContractType" AS ENUM ('service_agreement', 'data_processing_agreement', 'sla', 'master_services_agreement', 'outsourcing_agreement', 'non_disclosure_agreement', 'software_licence', 'other');

-- CreateEnum
CREATE TYPE "ContractStatus" AS ENUM ('draft', 'under_review', 'approved', 'executed', 'expired', 'terminated');

-- CreateEnum
CREATE TYPE "ContractStage" AS ENUM ('initiation', 'drafting', 'negotiation', 'approval', 'execution', 'management', 'renewal_termination');

-- CreateEnum
CREATE TYPE "ContractEventKind" AS ENUM ('created', 'stage_moved', 'approved', 'approval_withdrawn', 'renewed', 'expired', 'terminated');

-- CreateEnum
CREATE TYPE "ContractDocumentKind" AS ENUM ('signed', 'amendment', 'draft', 'other');

-- CreateEnum
CREATE TYPE "ContractReminderKind" AS ENUM ('end', 'notice');

-- AlterTable
ALTER TABLE "Invoice" ADD COLUMN     "contractId" UUID;

-- CreateTable
CREATE TABLE "Contract" (
    "id" UUID NOT NULL,
    "reference" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "vendorId" UUID NOT NULL,
    "type" "ContractType" NOT NULL DEFAULT 'service_agreement',
    "value" DECIMAL(18,2) NOT NULL DEFAULT 0,
    "currency" VARCHAR(3) NOT NULL DEFAULT 'USD',
    "startDate" DATE NOT NULL,
    "endDate" DATE,
    "status" "ContractStatus" NOT NULL DEFAULT 'draft',
    "stage" "ContractStage" NOT NULL DEFAULT 'initiation',
    "riskLevel" "RiskLevel" NOT NULL DEFAULT 'medium',
    "autoRenewal" BOOLEAN NOT NULL DEFAULT false,
    "renewalTermMonths" INTEGER,
    "noticePeriodDays" INTEGER,
    "nextReviewDate" DATE,
    "ownerId" UUID,
    "governingLaw" TEXT,
    "dataStorageCountries" TEXT[],
    "dataProcessingCountries" TEXT[],
    "terminationRights" TEXT,
    "exitPlan" TEXT,
    "criticalFunction" BOOLEAN NOT NULL DEFAULT false,
    "description" TEXT,
    "templateId" UUID,
    "templateVersion" INTEGER,
    "approvedAt" TIMESTAMP(3),
    "approvedById" UUID,
    "approvalNote" TEXT,
    "expiredAt" TIMESTAMP(3),
    "terminatedAt" TIMESTAMP(3),
    "terminatedById" UUID,
    "terminationReason" TEXT,
    "createdById" UUID,
    "updatedById" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Contract_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ContractEvent" (
    "id" UUID NOT NULL,
    "contractId" UUID NOT NULL,
    "kind" "ContractEventKind" NOT NULL,
    "fromStage" "ContractStage",
    "toStage" "ContractStage",
    "note" TEXT,
    "actorId" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ContractEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ContractDocument" (
    "id" UUID NOT NULL,
    "contractId" UUID NOT NULL,
    "kind" "ContractDocumentKind" NOT NULL,
    "title" TEXT NOT NULL,
    "createdById" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ContractDocument_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ContractDocumentVersion" (
    "id" UUID NOT NULL,
    "documentId" UUID NOT NULL,
    "version" INTEGER NOT NULL,
    "fileId" UUID NOT NULL,
    "note" TEXT,
    "uploadedById" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ContractDocumentVersion_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ContractTemplate" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "type" "ContractType" NOT NULL DEFAULT 'service_agreement',
    "description" TEXT,
    "createdById" UUID,
    "updatedById" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ContractTemplate_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ContractTemplateVersion" (
    "id" UUID NOT NULL,
    "templateId" UUID NOT NULL,
    "version" INTEGER NOT NULL,
    "fileId" UUID NOT NULL,
    "note" TEXT,
    "uploadedById" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ContractTemplateVersion_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ContractReminder" (
    "contractId" UUID NOT NULL,
    "kind" "ContractReminderKind" NOT NULL,
    "deadline" DATE NOT NULL,
    "threshold" INTEGER NOT NULL,
    "sentAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ContractReminder_pkey" PRIMARY KEY ("contractId","kind","deadline","threshold")
);

-- CreateIndex
CREATE UNIQUE INDEX "Contract_reference_key" ON "Contract"("reference");

-- CreateIndex
CREATE INDEX "Contract_name_id_idx" ON "Contract"("name", "id");

-- CreateIndex
CREATE INDEX "Contract_endDate_id_idx" ON "Contract"("endDate", "id");

-- CreateIndex
CREATE INDEX "Contract_startDate_id_idx" ON "Contract"("startDate", "id");

-- CreateIndex
CREATE INDEX "Contract_currency_value_id_idx" ON "Contract"("currency", "value", "id");

-- CreateIndex
CREATE INDEX "Contract_createdAt_id_idx" ON "Contract"("createdAt", "id");

-- CreateIndex
CREATE INDEX "Contract_updatedAt_id_idx" ON "Contract"("updatedAt", "id");

-- CreateIndex
CREATE INDEX "Contract_status_endDate_id_idx" ON "Contract"("status", "endDate", "id");

-- CreateIndex
CREATE INDEX "Contract_stage_id_idx" ON "Contract"("stage", "id");

-- CreateIndex
CREATE INDEX "Contract_type_id_idx" ON "Contract"("type", "id");

-- CreateIndex
CREATE INDEX "Contract_riskLevel_id_idx" ON "Contract"("riskLevel", "id");

-- CreateIndex
CREATE INDEX "Contract_vendorId_endDate_idx" ON "Contract"("vendorId", "endDate");

-- CreateIndex
CREATE INDEX "Contract_ownerId_endDate_idx" ON "Contract"("ownerId", "endDate");

-- CreateIndex
CREATE INDEX "Contract_name_trgm_idx" ON "Contract" USING GIN ("name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Contract_reference_trgm_idx" ON "Contract" USING GIN ("reference" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "ContractEvent_contractId_createdAt_idx" ON "ContractEvent"("contractId", "createdAt");

-- CreateIndex
CREATE INDEX "ContractDocument_contractId_createdAt_idx" ON "ContractDocument"("contractId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "ContractDocumentVersion_fileId_key" ON "ContractDocumentVersion"("fileId");

-- CreateIndex
CREATE UNIQUE INDEX "ContractDocumentVersion_documentId_version_key" ON "ContractDocumentVersion"("documentId", "version");

-- CreateIndex
CREATE INDEX "ContractTemplate_name_id_idx" ON "ContractTemplate"("name", "id");

-- CreateIndex
CREATE UNIQUE INDEX "ContractTemplateVersion_fileId_key" ON "ContractTemplateVersion"("fileId");

-- CreateIndex
CREATE UNIQUE INDEX "ContractTemplateVersion_templateId_version_key" ON "ContractTemplateVersion"("templateId", "version");

-- CreateIndex
CREATE INDEX "Invoice_contractId_idx" ON "Invoice"("contractId");

-- AddForeignKey
ALTER TABLE "Contract" ADD CONSTRAINT "Contract_vendorId_fkey" FOREIGN KEY ("vendorId") REFERENCES "Vendor"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Contract" ADD CONSTRAINT "Contract_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Contract" ADD CONSTRAINT "Contract_approvedById_fkey" FOREIGN KEY ("approvedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Contract" ADD CONSTRAINT "Contract_terminatedById_fkey" FOREIGN KEY ("terminatedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Contract" ADD CONSTRAINT "Contract_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Contract" ADD CONSTRAINT "Contract_updatedById_fkey" FOREIGN KEY ("updatedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Contract" ADD CONSTRAINT "Contract_templateId_fkey" FOREIGN KEY ("templateId") REFERENCES "ContractTemplate"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContractEvent" ADD CONSTRAINT "ContractEvent_contractId_fkey" FOREIGN KEY ("contractId") REFERENCES "Contract"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContractEvent" ADD CONSTRAINT "ContractEvent_actorId_fkey" FOREIGN KEY ("actorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContractDocument" ADD CONSTRAINT "ContractDocument_contractId_fkey" FOREIGN KEY ("contractId") REFERENCES "Contract"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContractDocument" ADD CONSTRAINT "ContractDocument_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContractDocumentVersion" ADD CONSTRAINT "ContractDocumentVersion_documentId_fkey" FOREIGN KEY ("documentId") REFERENCES "ContractDocument"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContractDocumentVersion" ADD CONSTRAINT "ContractDocumentVersion_fileId_fkey" FOREIGN KEY ("fileId") REFERENCES "StoredFile"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContractDocumentVersion" ADD CONSTRAINT "ContractDocumentVersion_uploadedById_fkey" FOREIGN KEY ("uploadedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContractTemplate" ADD CONSTRAINT "ContractTemplate_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContractTemplate" ADD CONSTRAINT "ContractTemplate_updatedById_fkey" FOREIGN KEY ("updatedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContractTemplateVersion" ADD CONSTRAINT "ContractTemplateVersion_templateId_fkey" FOREIGN KEY ("templateId") REFERENCES "ContractTemplate"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContractTemplateVersion" ADD CONSTRAINT "ContractTemplateVersion_fileId_fkey" FOREIGN KEY ("fileId") REFERENCES "StoredFile"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContractTemplateVersion" ADD CONSTRAINT "ContractTemplateVersion_uploadedById_fkey" FOREIGN KEY ("uploadedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContractReminder" ADD CONSTRAINT "ContractReminder_contractId_fkey" FOREIGN KEY ("contractId") REFERENCES "Contract"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Invoice" ADD CONSTRAINT "Invoice_contractId_fkey" FOREIGN KEY ("contractId") REFERENCES "Contract"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Rules the application checks too, so no other writer can break them.
ALTER TABLE "Contract" ADD CONSTRAINT "Contract_value_nonnegative" CHECK ("value" >= 0);
ALTER TABLE "Contract" ADD CONSTRAINT "Contract_dates_ordered" CHECK ("endDate" IS NULL OR "endDate" >= "startDate");
ALTER TABLE "Contract" ADD CONSTRAINT "Contract_renewal_term_positive" CHECK ("renewalTermMonths" IS NULL OR "renewalTermMonths" > 0);
ALTER TABLE "Contract" ADD CONSTRAINT "Contract_notice_nonnegative" CHECK ("noticePeriodDays" IS NULL OR "noticePeriodDays" >= 0);
ALTER TABLE "ContractReminder" ADD CONSTRAINT "ContractReminder_threshold" CHECK ("threshold" IN (90, 60, 30));

-- The vendor's executed contracts, for the trigger's sums and the contract book.
CREATE INDEX "Contract_executed_vendor_idx" ON "Contract" ("vendorId", "currency") INCLUDE ("value") WHERE "status" = 'executed';
-- The daily job: contracts still running with an end date.
CREATE INDEX "Contract_running_end_idx" ON "Contract" ("endDate", "id") WHERE "status" NOT IN ('expired', 'terminated') AND "endDate" IS NOT NULL;

CREATE FUNCTION "Contract_vendor_value"(vendor UUID) RETURNS void LANGUAGE sql AS $$
  UPDATE "Vendor" v
     SET "contractValue" = s.total
    FROM (SELECT coalesce(sum(c."value"), 0) AS total
            FROM "Contract" c JOIN "Vendor" w ON w."id" = c."vendorId"
           WHERE c."vendorId" = vendor AND c."status" = 'executed' AND c."currency" = w."currency") s
   WHERE v."id" = vendor AND v."contractValue" IS DISTINCT FROM s.total;
$$;

CREATE FUNCTION "Contract_vendorValue"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD."status" = 'executed' THEN
    PERFORM "Contract_vendor_value"(OLD."vendorId");
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."status" = 'executed'
     AND (TG_OP = 'INSERT' OR OLD."vendorId" IS DISTINCT FROM NEW."vendorId" OR OLD."status" <> 'executed'
          OR OLD."value" <> NEW."value" OR OLD."currency" <> NEW."currency") THEN
    PERFORM "Contract_vendor_value"(NEW."vendorId");
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "Contract_vendorValue" AFTER INSERT OR DELETE OR UPDATE OF "value", "currency", "status", "vendorId"
  ON "Contract" FOR EACH ROW EXECUTE FUNCTION "Contract_vendorValue"();

-- A vendor whose currency changes: its contract value is the sum of its executed contracts in the new currency.
CREATE FUNCTION "Vendor_contractValue"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."currency" IS DISTINCT FROM OLD."currency" THEN
    NEW."contractValue" := (SELECT coalesce(sum(c."value"), 0) FROM "Contract" c
                             WHERE c."vendorId" = NEW."id" AND c."status" = 'executed' AND c."currency" = NEW."currency");
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER "Vendor_contractValue" BEFORE UPDATE OF "currency" ON "Vendor"
  FOR EACH ROW EXECUTE FUNCTION "Vendor_contractValue"();

-- Today's contract values become contracts on record.
CREATE TEMP TABLE "contract_migration" ON COMMIT DROP AS
SELECT gen_random_uuid() AS id, v."id" AS vendor_id,
       extract(year FROM v."createdAt")::int AS year,
       row_number() OVER (PARTITION BY extract(year FROM v."createdAt") ORDER BY v."createdAt", v."id")::int AS n
  FROM "Vendor" v
 WHERE v."contractValue" > 0;

INSERT INTO "Contract" ("id", "reference", "name", "vendorId", "type", "value", "currency", "startDate", "status",
                        "stage", "riskLevel", "ownerId", "approvedAt", "approvalNote", "terminatedAt",
                        "terminationReason", "createdById", "createdAt", "updatedAt")
SELECT m.id, 'CT-' || m.year || '-' || lpad(m.n::text, 4, '0'), left(v."name", 160) || ' — contract on record',
       v."id", 'service_agreement', v."contractValue", v."currency",
       coalesce(v."activatedAt", v."onboardingStartedAt", v."createdAt")::date,
       CASE WHEN v."status" = 'offboarded' THEN 'terminated' ELSE 'executed' END::"ContractStatus",
       CASE WHEN v."status" = 'offboarded' THEN 'renewal_termination' ELSE 'management' END::"ContractStage",
       coalesce(v."riskRating", 'medium'), v."createdById", now(),
       'Approved before contracts were kept in the register: moved from the vendor''s contract value.',
       CASE WHEN v."status" = 'offboarded' THEN coalesce(v."offboardedAt", now()) END,
       CASE WHEN v."status" = 'offboarded' THEN 'The vendor was offboarded before contracts were kept in the register.' END,
       v."createdById", now(), now()
  FROM "contract_migration" m JOIN "Vendor" v ON v."id" = m.vendor_id;

INSERT INTO "ContractEvent" ("id", "contractId", "kind", "toStage", "note", "createdAt")
SELECT gen_random_uuid(), c."id", 'created', c."stage",
       'Moved from the vendor''s contract value when contracts came to the register.', now()
  FROM "contract_migration" m JOIN "Contract" c ON c."id" = m.id;

INSERT INTO "ReferenceCounter" ("prefix", "year", "value")
SELECT 'CT', year, max(n) FROM "contract_migration" GROUP BY year
ON CONFLICT ("prefix", "year") DO UPDATE SET "value" = greatest("ReferenceCounter"."value", EXCLUDED."value");

-- From here on every vendor's contract value is the sum of its executed contracts (an offboarded vendor's contract
-- on record is terminated, so its value is 0).
UPDATE "Vendor" v SET "contractValue" = coalesce((SELECT sum(c."value") FROM "Contract" c
                                                  WHERE c."vendorId" = v."id" AND c."status" = 'executed'
                                                    AND c."currency" = v."currency"), 0)
 WHERE v."contractValue" <> 0 OR EXISTS (SELECT 1 FROM "Contract" c WHERE c."vendorId" = v."id");
