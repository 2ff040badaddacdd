-- A vendor's KPI breach count is the number of KPI breaches recorded for it. A review used to overwrite it with the
-- figure typed into the review, so the register, the record's card and its KPI breaches tab could disagree.
UPDATE "Vendor" v
SET "kpiBreachesCount" = counted.n
FROM (
  SELECT v2."id", COUNT(b."id")::int AS n
  FROM "Vendor" v2
  LEFT JOIN "KpiBreach" b ON b."vendorId" = v2."id"
  GROUP BY v2."id"
) AS counted
WHERE counted."id" = v."id" AND v."kpiBreachesCount" IS DISTINCT FROM counted.n;
