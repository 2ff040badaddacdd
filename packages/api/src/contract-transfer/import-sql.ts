// The statements an import writes its rows with: one multi-row INSERT … SELECT FROM json_to_recordset per table and
// batch ($1: the rows as a JSON array; $2: the importing user; $3: the import's timestamp). JSON arrays become the
// country lists (text[]) as json_to_recordset converts them.

export const CONTRACT_INSERT = `
INSERT INTO "Contract" (
  "id", "reference", "name", "vendorId", "type", "value", "currency", "startDate", "endDate", "status", "stage",
  "riskLevel", "autoRenewal", "renewalTermMonths", "noticePeriodDays", "nextReviewDate", "ownerId", "governingLaw",
  "dataStorageCountries", "dataProcessingCountries", "terminationRights", "exitPlan", "criticalFunction",
  "description", "isOutsourcing", "ictServiceType", "annualCost", "providerNoticePeriodDays", "governingLawCountry",
  "provisionCountry", "dataStored", "dataSensitiveness", "relianceLevel", "substitutability", "exitPlanExists",
  "exitPlanTestedOn", "lastAuditOn", "nextAuditOn", "timeCritical",
  "approvedAt", "approvedById", "approvalNote", "createdById", "updatedById", "createdAt", "updatedAt")
SELECT
  r."id", r."reference", r."name", r."vendorId", r."type"::"ContractType", r."value", r."currency", r."startDate",
  r."endDate", r."status"::"ContractStatus", r."stage"::"ContractStage", r."riskLevel"::"RiskLevel", r."autoRenewal",
  r."renewalTermMonths", r."noticePeriodDays", r."nextReviewDate", r."ownerId", r."governingLaw",
  r."dataStorageCountries", r."dataProcessingCountries", r."terminationRights", r."exitPlan", r."criticalFunction",
  r."description", coalesce(r."isOutsourcing", false), r."ictServiceType", r."annualCost", r."providerNoticePeriodDays",
  r."governingLawCountry", r."provisionCountry", r."dataStored", r."dataSensitiveness", r."relianceLevel",
  r."substitutability", r."exitPlanExists", r."exitPlanTestedOn", r."lastAuditOn", r."nextAuditOn", r."timeCritical",
  CASE WHEN r."approved" THEN $3::timestamp(3) END, NULL, r."approvalNote",
  $2::uuid, $2::uuid, $3::timestamp(3), $3::timestamp(3)
FROM json_to_recordset($1::json) AS r(
  "id" uuid, "reference" text, "name" text, "vendorId" uuid, "type" text, "value" numeric(18, 2), "currency" text,
  "startDate" date, "endDate" date, "status" text, "stage" text, "riskLevel" text, "autoRenewal" boolean,
  "renewalTermMonths" int, "noticePeriodDays" int, "nextReviewDate" date, "ownerId" uuid, "governingLaw" text,
  "dataStorageCountries" text[], "dataProcessingCountries" text[], "terminationRights" text, "exitPlan" text,
  "criticalFunction" boolean, "description" text, "isOutsourcing" boolean, "ictServiceType" text,
  "annualCost" numeric(18, 2), "providerNoticePeriodDays" int, "governingLawCountry" text, "provisionCountry" text,
  "dataStored" boolean, "dataSensitiveness" text, "relianceLevel" text, "substitutability" text,
  "exitPlanExists" boolean, "exitPlanTestedOn" date, "lastAuditOn" date, "nextAuditOn" date, "timeCritical" boolean,
  "approved" boolean, "approvalNote" text)`;

/** Each contract's `created` event: the stage it came in at, by the importing user. */
export const EVENT_INSERT = `
INSERT INTO "ContractEvent" ("id", "contractId", "kind", "toStage", "note", "actorId", "createdAt")
SELECT r."id", r."contractId", 'created', r."stage"::"ContractStage", r."note", $2::uuid, $3::timestamp(3)
FROM json_to_recordset($1::json) AS r("id" uuid, "contractId" uuid, "stage" text, "note" text)`;

/**
 * The year's counter moves by the rows given a new reference ($3), and never stays below a CT reference a row
 * brought ($4: the highest number of that year, 0 for none): a later contract is never given a number in use.
 */
export const COUNTER_UPSERT = `
INSERT INTO "ReferenceCounter" ("prefix", "year", "value") VALUES ($1, $2, $4::int + $3::int)
ON CONFLICT ("prefix", "year") DO UPDATE
  SET "value" = greatest("ReferenceCounter"."value", $4::int) + $3::int
RETURNING "value"`;
