-- Risk assessment list and dashboard at volume (docs/benchmarks.md, "Risk assessments"):
-- 1. trigram indexes for the search on the reference and the service category;
-- 2. "latestCompleted": each vendor's latest completed assessment (by assessment date, then id), the one due for
--    review, kept by statement triggers on "RiskAssessment" instead of a NOT EXISTS per row, with partial indexes;
-- 3. "domainScores": the nine domain scores on the assessment row (spec order, -1 for none), kept by statement
--    triggers on "RiskAssessmentDomain", so the dashboard's averages read one row per assessment.
-- The application never writes either column.

ALTER TABLE "RiskAssessment" ADD COLUMN     "domainScores" SMALLINT[] DEFAULT ARRAY[]::SMALLINT[],
ADD COLUMN     "latestCompleted" BOOLEAN NOT NULL DEFAULT false;

CREATE INDEX "RiskAssessment_reference_trgm_idx" ON "RiskAssessment" USING GIN ("reference" gin_trgm_ops);

CREATE INDEX "RiskAssessment_serviceCategory_trgm_idx" ON "RiskAssessment" USING GIN ("serviceCategory" gin_trgm_ops);

-- Marks the latest completed assessment of each of these vendors, and unmarks the rest of theirs.
CREATE FUNCTION "RiskAssessment_refresh_latest"(vendor_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  WITH latest AS (
    SELECT DISTINCT ON (ra."vendorId") ra."id"
    FROM "RiskAssessment" ra
    WHERE ra."vendorId" = ANY (vendor_ids) AND ra."status" = 'completed'
    ORDER BY ra."vendorId", ra."assessmentDate" DESC, ra."id" DESC
  )
  UPDATE "RiskAssessment" ra SET "latestCompleted" = (ra."id" IN (SELECT "id" FROM latest))
  WHERE ra."vendorId" = ANY (vendor_ids)
    AND ra."latestCompleted" IS DISTINCT FROM (ra."id" IN (SELECT "id" FROM latest));
$$;

-- pg_trigger_depth() > 1: the function's own UPDATE (and the domain triggers' one) fires the update trigger again.
CREATE FUNCTION "RiskAssessment_latest_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() > 1 THEN RETURN NULL; END IF;
  PERFORM "RiskAssessment_refresh_latest"(ARRAY(SELECT DISTINCT n."vendorId" FROM new_rows n WHERE n."status" = 'completed'));
  RETURN NULL;
END $$;

CREATE FUNCTION "RiskAssessment_latest_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() > 1 THEN RETURN NULL; END IF;
  PERFORM "RiskAssessment_refresh_latest"(ARRAY(
    SELECT v FROM old_rows o JOIN new_rows n ON n."id" = o."id",
      LATERAL (VALUES (o."vendorId"), (n."vendorId")) AS changed(v)
    WHERE (o."status", o."assessmentDate", o."vendorId") IS DISTINCT FROM (n."status", n."assessmentDate", n."vendorId")
      AND (o."status" = 'completed' OR n."status" = 'completed')
  ));
  RETURN NULL;
END $$;

CREATE FUNCTION "RiskAssessment_latest_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() > 1 THEN RETURN NULL; END IF;
  PERFORM "RiskAssessment_refresh_latest"(ARRAY(SELECT DISTINCT o."vendorId" FROM old_rows o WHERE o."status" = 'completed'));
  RETURN NULL;
END $$;

CREATE TRIGGER "RiskAssessment_latest_insert" AFTER INSERT ON "RiskAssessment"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "RiskAssessment_latest_after_insert"();
CREATE TRIGGER "RiskAssessment_latest_update" AFTER UPDATE ON "RiskAssessment"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "RiskAssessment_latest_after_update"();
CREATE TRIGGER "RiskAssessment_latest_delete" AFTER DELETE ON "RiskAssessment"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "RiskAssessment_latest_after_delete"();

-- Copies the domain scores of these assessments onto their rows, in AssessmentDomain's order (-1 for none).
CREATE FUNCTION "RiskAssessment_refresh_scores"(assessment_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE "RiskAssessment" ra SET "domainScores" = s.scores
  FROM (
    SELECT a.id, ARRAY(
      SELECT coalesce(d."score", -1)::smallint
      FROM unnest(enum_range(NULL::"AssessmentDomain")) WITH ORDINALITY AS e(domain, n)
      LEFT JOIN "RiskAssessmentDomain" d ON d."assessmentId" = a.id AND d."domain" = e.domain
      ORDER BY e.n
    ) AS scores
    FROM (SELECT DISTINCT unnest(assessment_ids) AS id) a
  ) s
  WHERE ra."id" = s.id AND ra."domainScores" IS DISTINCT FROM s.scores;
$$;

CREATE FUNCTION "RiskAssessmentDomain_scores_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "RiskAssessment_refresh_scores"(ARRAY(SELECT n."assessmentId" FROM new_rows n));
  RETURN NULL;
END $$;

CREATE FUNCTION "RiskAssessmentDomain_scores_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "RiskAssessment_refresh_scores"(ARRAY(
    SELECT n."assessmentId" FROM new_rows n UNION SELECT o."assessmentId" FROM old_rows o));
  RETURN NULL;
END $$;

CREATE FUNCTION "RiskAssessmentDomain_scores_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "RiskAssessment_refresh_scores"(ARRAY(SELECT o."assessmentId" FROM old_rows o));
  RETURN NULL;
END $$;

CREATE TRIGGER "RiskAssessmentDomain_scores_insert" AFTER INSERT ON "RiskAssessmentDomain"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "RiskAssessmentDomain_scores_after_insert"();
CREATE TRIGGER "RiskAssessmentDomain_scores_update" AFTER UPDATE ON "RiskAssessmentDomain"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "RiskAssessmentDomain_scores_after_update"();
CREATE TRIGGER "RiskAssessmentDomain_scores_delete" AFTER DELETE ON "RiskAssessmentDomain"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "RiskAssessmentDomain_scores_after_delete"();

-- Rows recorded before this migration.
SELECT "RiskAssessment_refresh_latest"(ARRAY(SELECT DISTINCT "vendorId" FROM "RiskAssessment"));
SELECT "RiskAssessment_refresh_scores"(ARRAY(SELECT "id" FROM "RiskAssessment"));

-- Review due (list filter, dashboard, reminders) and the heat map read only the latest completed assessments.
CREATE INDEX "RiskAssessment_latest_nextReviewDate_idx" ON "RiskAssessment" ("nextReviewDate", "id") WHERE "latestCompleted";
CREATE INDEX "RiskAssessment_latest_overallScore_idx" ON "RiskAssessment" ("overallScore" DESC NULLS LAST, "id") WHERE "latestCompleted";
