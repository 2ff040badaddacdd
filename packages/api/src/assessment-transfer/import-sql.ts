// The statements an import writes its rows with: one multi-row INSERT … SELECT FROM json_to_recordset per table and
// batch ($1: the rows as a JSON array; $2: the importing user; $3: the import's timestamp).

export const ASSESSMENT_INSERT = `
INSERT INTO "RiskAssessment" (
  "id", "reference", "vendorId", "type", "status", "leadAssessorId", "assessmentDate", "nextReviewDate",
  "serviceCategory", "overallScore", "overallRisk", "domainsCompleted", "recommendations", "comments",
  "mitigationPlan", "createdById", "updatedById", "createdAt", "updatedAt")
SELECT
  r."id", r."reference", r."vendorId", r."type"::"AssessmentType", r."status"::"AssessmentStatus", r."leadAssessorId",
  r."assessmentDate", r."nextReviewDate", r."serviceCategory", r."overallScore", r."overallRisk"::"RiskLevel",
  r."domainsCompleted", r."recommendations", r."comments", r."mitigationPlan",
  $2::uuid, $2::uuid, $3::timestamp(3), $3::timestamp(3)
FROM json_to_recordset($1::json) AS r(
  "id" uuid, "reference" text, "vendorId" uuid, "type" text, "status" text, "leadAssessorId" uuid,
  "assessmentDate" date, "nextReviewDate" date, "serviceCategory" text, "overallScore" numeric(4, 2),
  "overallRisk" text, "domainsCompleted" int, "recommendations" text, "comments" text, "mitigationPlan" text)`;

export const DOMAIN_INSERT = `
INSERT INTO "RiskAssessmentDomain" ("assessmentId", "domain", "score", "riskLevel", "notes", "updatedById", "updatedAt")
SELECT r."assessmentId", r."domain"::"AssessmentDomain", r."score", r."riskLevel"::"RiskLevel", r."notes",
  $2::uuid, $3::timestamp(3)
FROM json_to_recordset($1::json) AS r("assessmentId" uuid, "domain" text, "score" int, "riskLevel" text, "notes" text)`;

export const TEAM_INSERT = `
INSERT INTO "RiskAssessmentTeamMember" ("assessmentId", "userId", "position")
SELECT r."assessmentId", r."userId", r."position"
FROM json_to_recordset($1::json) AS r("assessmentId" uuid, "userId" uuid, "position" int)`;
