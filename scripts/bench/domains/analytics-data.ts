// The analytics benchmark's data: BENCH_ANALYTICS_VENDORS (100,000) vendors with their contracts, reviews and three
// invoices each (vendors-data.ts), the invoices spread over the past year and four currencies; two completed
// assessments for each of the first half of the vendors (the nine domain scores on the row, as the triggers copy
// them, the weighted score and its band); BENCH_ANALYTICS_POLICIES (2,000) policies, a fifth with compliance gaps
// under two frameworks, the first 200 with 100 acknowledgement requests each. Then VACUUM ANALYZE.
import { log, withClient } from "../harness.js";
import { seed as seedVendors } from "./vendors-data.js";

export interface AnalyticsVolume {
  vendors: number;
  policies: number;
}

export async function analyticsCounts(url: string) {
  return withClient(url, async (c) => {
    const n = async (table: string) => (await c.query(`SELECT count(*)::int AS n FROM "${table}"`)).rows[0].n as number;
    return {
      vendors: await n("Vendor"),
      invoices: await n("Invoice"),
      assessments: await n("RiskAssessment"),
      policies: await n("Policy"),
      acknowledgements: await n("PolicyAcknowledgement"),
    };
  });
}

const SCORE = `least(10, greatest(0, round(b.base + random() * 4 - 2)))::smallint`;

export async function seedAnalytics(url: string, v: AnalyticsVolume) {
  await seedVendors(url, v.vendors);
  const started = Date.now();
  await withClient(url, async (c) => {
    await c.query(`SELECT setseed(0.17)`);
    await c.query(`UPDATE "Invoice" SET "currency" = (ARRAY['USD','EUR','GBP','CHF'])[1 + abs(hashtext("vendorId"::text)) % 4],
        "amount" = round((100 + random() * 50000)::numeric, 2),
        "issueDate" = current_date - floor(random() * 365)::int`);
    await c.query(`UPDATE "Invoice" SET "dueDate" = "issueDate" + 30,
        "status" = (CASE WHEN "issueDate" < current_date - 60 OR random() < 0.3 THEN 'paid' ELSE 'pending' END)::"InvoiceStatus"`);
    await c.query(
      `INSERT INTO "User" ("id","email","passwordHash","firstName","lastName","role","status","createdAt","updatedAt")
       SELECT gen_random_uuid(), 'analyst' || g || '@bench.bank.example', 'not-used', 'Analyst', 'No ' || g,
         'Risk Manager', 'active', now(), now() FROM generate_series(1, 100) g`,
    );
    await c.query(
      `CREATE TEMP TABLE b AS
      SELECT v."id", 1 + random() * 7 AS base, k, current_date - (k * 365 + floor(random() * 300)::int) AS adate
      FROM (SELECT "id" FROM "Vendor" ORDER BY "id" LIMIT $1::int) v CROSS JOIN generate_series(0, 1) k`,
      [Math.floor(v.vendors / 2)],
    );
    const scores = Array.from({ length: 9 }, () => SCORE).join(", ");
    await c.query(`CREATE TEMP TABLE s AS SELECT b."id", b.k, b.adate, ARRAY[${scores}] AS sc FROM b`);
    const assessments = await c.query(
      `INSERT INTO "RiskAssessment" ("id","reference","vendorId","type","status","leadAssessorId","assessmentDate",
         "nextReviewDate","overallScore","overallRisk","domainsCompleted","submittedAt",
         "vendorFinancialResilienceScore","itBusinessContinuityScore","complianceLegalScore","tprmSubcontractingScore",
         "concentrationSystemScore","reputationalStrategicScore","exitStrategyTerminationScore",
         "countryGeopoliticalScore","esgAndAMLScore","createdAt","updatedAt")
       SELECT gen_random_uuid(), 'RA-BENCH-' || row_number() OVER (), x."id", 'periodic_review', 'completed',
         (SELECT "id" FROM "User" WHERE "email" = 'analyst1@bench.bank.example'), x.adate, x.adate + 365, x.score,
         (CASE WHEN x.score >= 8 THEN 'critical' WHEN x.score >= 6 THEN 'high' WHEN x.score >= 3 THEN 'medium'
               ELSE 'low' END)::"RiskLevel", 9, x.adate,
         x.sc[1], x.sc[2], x.sc[3], x.sc[4], x.sc[5], x.sc[6], x.sc[7], x.sc[8], x.sc[9], now(), now()
       FROM (SELECT s.*, round((15 * (s.sc[1] + s.sc[2] + s.sc[3] + s.sc[5]) + 10 * (s.sc[4] + s.sc[6] + s.sc[7])
               + 5 * (s.sc[8] + s.sc[9]))::numeric / 100, 2) AS score FROM s ORDER BY s.adate) x`,
    );
    await c.query(
      `INSERT INTO "Policy" ("id","reference","name","owner","jurisdiction","reviewDate","regulatoryFramework",
         "complianceGaps","status","createdAt","updatedAt")
       SELECT gen_random_uuid(), 'POL-BENCH-' || g, 'Bench Policy ' || g, 'Compliance team', 'EU',
         current_date + (g % 400) - 60, (ARRAY['EBA/GL/2019/02','DORA',NULL])[1 + g % 3],
         CASE WHEN g % 5 = 0 THEN ARRAY['Exit plan missing', 'Sub-outsourcing register incomplete'] ELSE '{}' END,
         (ARRAY['draft','under_review','approved','active','active','inactive'])[1 + g % 6]::"PolicyStatus", now(), now()
       FROM generate_series(1, $1::int) g`,
      [v.policies],
    );
    await c.query(`INSERT INTO "PolicyVersion" ("id","policyId","major","minor","content","createdAt")
      SELECT gen_random_uuid(), p."id", 1, 0, 'Policy text.', now() FROM "Policy" p`);
    await c.query(`UPDATE "Policy" p SET "currentVersionId" = pv."id", "ackVersionId" = pv."id"
      FROM "PolicyVersion" pv WHERE pv."policyId" = p."id"`);
    const acks = await c.query(
      `INSERT INTO "PolicyAcknowledgement" ("id","policyId","versionId","userId","requestedAt","dueDate","acknowledgedAt")
       SELECT gen_random_uuid(), p."id", p."ackVersionId", u."id", now(), current_date + (random() * 60)::int - 30,
         CASE WHEN random() < 0.6 THEN now() END
       FROM (SELECT * FROM "Policy" ORDER BY "reference" LIMIT 200) p
       CROSS JOIN (SELECT "id" FROM "User" WHERE "email" LIKE 'analyst%@bench.bank.example') u`,
    );
    await c.query("VACUUM ANALYZE");
    log(
      `seeded ${assessments.rowCount?.toLocaleString("en")} assessments, ${v.policies.toLocaleString("en")} policies, ` +
        `${acks.rowCount?.toLocaleString("en")} acknowledgement requests in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  });
}
