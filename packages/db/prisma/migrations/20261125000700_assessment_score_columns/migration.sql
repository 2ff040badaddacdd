-- Second pass at the risk assessment dashboard's figures (docs/benchmarks.md, "Risk assessments"):
-- 1. the nine domain scores as nine smallint columns instead of one array: reading elements out of an array cost
--    ~100 ms of CPU per 100,000 rows, nine plain columns ~25 ms;
-- 2. the vendor locked while its latest completed assessment is worked out, so two submissions for one vendor at the
--    same moment cannot both be marked latest;
-- 3. the vendor's id in the latest-completed index, so the list's count of "review due" (which looks at the vendor's
--    status) reads the index only.

ALTER TABLE "RiskAssessment" DROP COLUMN "domainScores",
ADD COLUMN     "complianceLegalScore" SMALLINT,
ADD COLUMN     "concentrationSystemScore" SMALLINT,
ADD COLUMN     "countryGeopoliticalScore" SMALLINT,
ADD COLUMN     "esgAndAMLScore" SMALLINT,
ADD COLUMN     "exitStrategyTerminationScore" SMALLINT,
ADD COLUMN     "itBusinessContinuityScore" SMALLINT,
ADD COLUMN     "reputationalStrategicScore" SMALLINT,
ADD COLUMN     "tprmSubcontractingScore" SMALLINT,
ADD COLUMN     "vendorFinancialResilienceScore" SMALLINT;

-- Copies the domain scores of these assessments onto their rows (null: not scored).
CREATE OR REPLACE FUNCTION "RiskAssessment_refresh_scores"(assessment_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE "RiskAssessment" ra SET
    "vendorFinancialResilienceScore" = s."vendorFinancialResilience",
    "itBusinessContinuityScore" = s."itBusinessContinuity",
    "complianceLegalScore" = s."complianceLegal",
    "tprmSubcontractingScore" = s."tprmSubcontracting",
    "concentrationSystemScore" = s."concentrationSystem",
    "reputationalStrategicScore" = s."reputationalStrategic",
    "exitStrategyTerminationScore" = s."exitStrategyTermination",
    "countryGeopoliticalScore" = s."countryGeopolitical",
    "esgAndAMLScore" = s."esgAndAML"
  FROM (
    SELECT a.id,
      max(d."score") FILTER (WHERE d."domain" = 'vendorFinancialResilience')::smallint AS "vendorFinancialResilience",
      max(d."score") FILTER (WHERE d."domain" = 'itBusinessContinuity')::smallint AS "itBusinessContinuity",
      max(d."score") FILTER (WHERE d."domain" = 'complianceLegal')::smallint AS "complianceLegal",
      max(d."score") FILTER (WHERE d."domain" = 'tprmSubcontracting')::smallint AS "tprmSubcontracting",
      max(d."score") FILTER (WHERE d."domain" = 'concentrationSystem')::smallint AS "concentrationSystem",
      max(d."score") FILTER (WHERE d."domain" = 'reputationalStrategic')::smallint AS "reputationalStrategic",
      max(d."score") FILTER (WHERE d."domain" = 'exitStrategyTermination')::smallint AS "exitStrategyTermination",
      max(d."score") FILTER (WHERE d."domain" = 'countryGeopolitical')::smallint AS "countryGeopolitical",
      max(d."score") FILTER (WHERE d."domain" = 'esgAndAML')::smallint AS "esgAndAML"
    FROM (SELECT DISTINCT unnest(assessment_ids) AS id) a
    LEFT JOIN "RiskAssessmentDomain" d ON d."assessmentId" = a.id
    GROUP BY a.id
  ) s
  WHERE ra."id" = s.id AND (ra."vendorFinancialResilienceScore", ra."itBusinessContinuityScore", ra."complianceLegalScore", ra."tprmSubcontractingScore", ra."concentrationSystemScore", ra."reputationalStrategicScore", ra."exitStrategyTerminationScore", ra."countryGeopoliticalScore", ra."esgAndAMLScore") IS DISTINCT FROM (s."vendorFinancialResilience", s."itBusinessContinuity", s."complianceLegal", s."tprmSubcontracting", s."concentrationSystem", s."reputationalStrategic", s."exitStrategyTermination", s."countryGeopolitical", s."esgAndAML");
$$;

-- Marks the latest completed assessment of each of these vendors, and unmarks the rest of theirs. The vendors are
-- locked first (in id order): a transaction marking the same vendor waits for this one to commit, then sees its rows.
CREATE OR REPLACE FUNCTION "RiskAssessment_refresh_latest"(vendor_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(vendor_ids) = 0 THEN RETURN; END IF;
  PERFORM 1 FROM "Vendor" v WHERE v."id" = ANY (vendor_ids) ORDER BY v."id" FOR NO KEY UPDATE;
  WITH latest AS (
    SELECT DISTINCT ON (ra."vendorId") ra."id"
    FROM "RiskAssessment" ra
    WHERE ra."vendorId" = ANY (vendor_ids) AND ra."status" = 'completed'
    ORDER BY ra."vendorId", ra."assessmentDate" DESC, ra."id" DESC
  )
  UPDATE "RiskAssessment" ra SET "latestCompleted" = (ra."id" IN (SELECT "id" FROM latest))
  WHERE ra."vendorId" = ANY (vendor_ids)
    AND ra."latestCompleted" IS DISTINCT FROM (ra."id" IN (SELECT "id" FROM latest));
END $$;

SELECT "RiskAssessment_refresh_scores"(ARRAY(SELECT "id" FROM "RiskAssessment"));

DROP INDEX "RiskAssessment_latest_nextReviewDate_idx";
CREATE INDEX "RiskAssessment_latest_nextReviewDate_idx" ON "RiskAssessment" ("nextReviewDate", "id") INCLUDE ("vendorId") WHERE "latestCompleted";
