-- CreateEnum
CREATE TYPE "RegisterEntityKind" AS ENUM ('entity', 'branch');

-- AlterTable
ALTER TABLE "Contract" ADD COLUMN     "alternativeProviders" TEXT,
ADD COLUMN     "alternativesIdentified" BOOLEAN,
ADD COLUMN     "annualCost" DECIMAL(18,2),
ADD COLUMN     "arrangementType" TEXT NOT NULL DEFAULT 'eba_CO:x1',
ADD COLUMN     "cloudDeploymentModel" TEXT,
ADD COLUMN     "cloudServiceModel" TEXT,
ADD COLUMN     "criticalityAssessedOn" DATE,
ADD COLUMN     "criticalityReasons" TEXT,
ADD COLUMN     "dataDescription" TEXT,
ADD COLUMN     "dataSensitiveness" TEXT,
ADD COLUMN     "dataStored" BOOLEAN,
ADD COLUMN     "discontinuationImpact" TEXT,
ADD COLUMN     "exitPlanExists" BOOLEAN,
ADD COLUMN     "exitPlanTestedOn" DATE,
ADD COLUMN     "governingLawCountry" VARCHAR(2),
ADD COLUMN     "ictServiceType" TEXT,
ADD COLUMN     "isOutsourcing" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "lastAuditOn" DATE,
ADD COLUMN     "nextAuditOn" DATE,
ADD COLUMN     "nonSubstitutabilityReason" TEXT,
ADD COLUMN     "overarchingContractId" UUID,
ADD COLUMN     "providerNoticePeriodDays" INTEGER,
ADD COLUMN     "provisionCountry" VARCHAR(2),
ADD COLUMN     "reintegration" TEXT,
ADD COLUMN     "relianceLevel" TEXT,
ADD COLUMN     "signingEntityId" UUID,
ADD COLUMN     "substitutability" TEXT,
ADD COLUMN     "terminationReasonCode" TEXT,
ADD COLUMN     "timeCritical" BOOLEAN;

-- AlterTable
ALTER TABLE "Vendor" ADD COLUMN     "euid" TEXT,
ADD COLUMN     "latinName" TEXT,
ADD COLUMN     "passportNumber" TEXT,
ADD COLUMN     "personType" TEXT,
ADD COLUMN     "ultimateParentId" UUID,
ADD COLUMN     "vatNumber" TEXT;

-- CreateTable
CREATE TABLE "RegisterEntity" (
    "id" UUID NOT NULL,
    "kind" "RegisterEntityKind" NOT NULL DEFAULT 'entity',
    "name" TEXT NOT NULL,
    "lei" VARCHAR(20),
    "branchCode" TEXT,
    "country" VARCHAR(2) NOT NULL,
    "entityType" TEXT,
    "hierarchy" TEXT,
    "parentId" UUID,
    "competentAuthority" TEXT,
    "maintainsRegister" BOOLEAN NOT NULL DEFAULT false,
    "currency" VARCHAR(3) NOT NULL DEFAULT 'EUR',
    "totalAssets" DECIMAL(20,2),
    "integratedOn" DATE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deletedOn" DATE,
    "createdById" UUID,
    "updatedById" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "RegisterEntity_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BusinessFunction" (
    "id" UUID NOT NULL,
    "identifier" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "licensedActivity" TEXT,
    "entityId" UUID NOT NULL,
    "criticality" TEXT NOT NULL DEFAULT 'eba_BT:x21',
    "criticalityReasons" TEXT,
    "lastAssessedOn" DATE,
    "rtoHours" INTEGER,
    "rpoHours" INTEGER,
    "discontinuationImpact" TEXT,
    "description" TEXT,
    "createdById" UUID,
    "updatedById" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "BusinessFunction_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ContractFunction" (
    "contractId" UUID NOT NULL,
    "functionId" UUID NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ContractFunction_pkey" PRIMARY KEY ("contractId","functionId")
);

-- CreateTable
CREATE TABLE "ContractRecipient" (
    "id" UUID NOT NULL,
    "contractId" UUID NOT NULL,
    "entityId" UUID NOT NULL,
    "branchId" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ContractRecipient_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ContractSubcontractor" (
    "id" UUID NOT NULL,
    "contractId" UUID NOT NULL,
    "vendorId" UUID NOT NULL,
    "rank" SMALLINT NOT NULL,
    "recipientVendorId" UUID,
    "serviceType" TEXT NOT NULL,
    "performanceCountries" TEXT[],
    "dataLocations" TEXT[],
    "description" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ContractSubcontractor_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "RegisterEntity_lei_key" ON "RegisterEntity"("lei");

-- CreateIndex
CREATE UNIQUE INDEX "RegisterEntity_branchCode_key" ON "RegisterEntity"("branchCode");

-- CreateIndex
CREATE INDEX "RegisterEntity_kind_name_idx" ON "RegisterEntity"("kind", "name");

-- CreateIndex
CREATE INDEX "RegisterEntity_parentId_idx" ON "RegisterEntity"("parentId");

-- CreateIndex
CREATE UNIQUE INDEX "BusinessFunction_identifier_key" ON "BusinessFunction"("identifier");

-- CreateIndex
CREATE INDEX "BusinessFunction_entityId_idx" ON "BusinessFunction"("entityId");

-- CreateIndex
CREATE INDEX "BusinessFunction_name_id_idx" ON "BusinessFunction"("name", "id");

-- CreateIndex
CREATE INDEX "ContractFunction_functionId_idx" ON "ContractFunction"("functionId");

-- CreateIndex
CREATE INDEX "ContractRecipient_entityId_idx" ON "ContractRecipient"("entityId");

-- CreateIndex
CREATE UNIQUE INDEX "ContractRecipient_contractId_entityId_branchId_key" ON "ContractRecipient"("contractId", "entityId", "branchId");

-- CreateIndex
CREATE INDEX "ContractSubcontractor_vendorId_idx" ON "ContractSubcontractor"("vendorId");

-- CreateIndex
CREATE UNIQUE INDEX "ContractSubcontractor_contractId_vendorId_rank_key" ON "ContractSubcontractor"("contractId", "vendorId", "rank");

-- CreateIndex
CREATE INDEX "Contract_ictServiceType_idx" ON "Contract"("ictServiceType");

-- CreateIndex
CREATE INDEX "Contract_isOutsourcing_idx" ON "Contract"("isOutsourcing");

-- AddForeignKey
ALTER TABLE "Contract" ADD CONSTRAINT "Contract_overarchingContractId_fkey" FOREIGN KEY ("overarchingContractId") REFERENCES "Contract"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Contract" ADD CONSTRAINT "Contract_signingEntityId_fkey" FOREIGN KEY ("signingEntityId") REFERENCES "RegisterEntity"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RegisterEntity" ADD CONSTRAINT "RegisterEntity_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES "RegisterEntity"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RegisterEntity" ADD CONSTRAINT "RegisterEntity_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RegisterEntity" ADD CONSTRAINT "RegisterEntity_updatedById_fkey" FOREIGN KEY ("updatedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BusinessFunction" ADD CONSTRAINT "BusinessFunction_entityId_fkey" FOREIGN KEY ("entityId") REFERENCES "RegisterEntity"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BusinessFunction" ADD CONSTRAINT "BusinessFunction_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BusinessFunction" ADD CONSTRAINT "BusinessFunction_updatedById_fkey" FOREIGN KEY ("updatedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContractFunction" ADD CONSTRAINT "ContractFunction_contractId_fkey" FOREIGN KEY ("contractId") REFERENCES "Contract"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContractFunction" ADD CONSTRAINT "ContractFunction_functionId_fkey" FOREIGN KEY ("functionId") REFERENCES "BusinessFunction"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContractRecipient" ADD CONSTRAINT "ContractRecipient_contractId_fkey" FOREIGN KEY ("contractId") REFERENCES "Contract"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContractRecipient" ADD CONSTRAINT "ContractRecipient_entityId_fkey" FOREIGN KEY ("entityId") REFERENCES "RegisterEntity"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContractRecipient" ADD CONSTRAINT "ContractRecipient_branchId_fkey" FOREIGN KEY ("branchId") REFERENCES "RegisterEntity"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContractSubcontractor" ADD CONSTRAINT "ContractSubcontractor_contractId_fkey" FOREIGN KEY ("contractId") REFERENCES "Contract"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContractSubcontractor" ADD CONSTRAINT "ContractSubcontractor_vendorId_fkey" FOREIGN KEY ("vendorId") REFERENCES "Vendor"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContractSubcontractor" ADD CONSTRAINT "ContractSubcontractor_recipientVendorId_fkey" FOREIGN KEY ("recipientVendorId") REFERENCES "Vendor"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Vendor" ADD CONSTRAINT "Vendor_ultimateParentId_fkey" FOREIGN KEY ("ultimateParentId") REFERENCES "Vendor"("id") ON DELETE SET NULL ON UPDATE CASCADE;


-- One entity at most maintains the register (B_01.01).
CREATE UNIQUE INDEX "RegisterEntity_maintainsRegister_key" ON "RegisterEntity" ("maintainsRegister") WHERE "maintainsRegister";

-- An entity uses a contract's services directly at most once (the unique key above lets NULL branches repeat).
CREATE UNIQUE INDEX "ContractRecipient_contractId_entityId_direct_key" ON "ContractRecipient" ("contractId", "entityId") WHERE "branchId" IS NULL;
