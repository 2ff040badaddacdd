-- The vendor review's five scores now run as the risk assessment's do: 10 = most risk (docs/VENDORS.md,
-- "Relationship health"). Reviews recorded before ran 10 = best; on a 1–10 scale the same judgement is 11 − score.
-- Each restated review gets an audit row on its vendor (actor: System) with the scores before and after, so the
-- record explains why a stored review no longer matches an older audit row's snapshot.
INSERT INTO "AuditLog" ("id", "actorId", "action", "entityType", "entityId", "before", "after", "description", "createdAt")
SELECT gen_random_uuid(), NULL, 'UPDATE', 'Vendor', r."vendorId"::text,
  jsonb_build_object('review', jsonb_build_object('id', r."id", 'itScore', r."itScore",
    'operationalScore', r."operationalScore", 'complianceScore', r."complianceScore",
    'financialScore', r."financialScore", 'gdprScore', r."gdprScore", 'scale', '10 = best')),
  jsonb_build_object('review', jsonb_build_object('id', r."id", 'itScore', 11 - r."itScore",
    'operationalScore', 11 - r."operationalScore", 'complianceScore', 11 - r."complianceScore",
    'financialScore', 11 - r."financialScore", 'gdprScore', 11 - r."gdprScore", 'scale', '10 = most risk')),
  'Review of ' || to_char(r."reviewedAt", 'YYYY-MM-DD') || ' restated: scores now run 10 = most risk (each became 11 − score; the judgement is unchanged)',
  now()
FROM "VendorReview" r;

UPDATE "VendorReview"
SET "itScore" = 11 - "itScore",
    "operationalScore" = 11 - "operationalScore",
    "complianceScore" = 11 - "complianceScore",
    "financialScore" = 11 - "financialScore",
    "gdprScore" = 11 - "gdprScore";
