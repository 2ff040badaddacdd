// The reports benchmark's data: BENCH_REPORT_VENDORS (100,000) vendors with their contracts on record, reviews and
// invoices (vendors-data.ts), then BENCH_REPORT_ARRANGEMENTS (10,000) new outsourcing arrangements over random
// vendors — statuses as a register holds them (two in five critical, their contracts marked for a critical function
// with governing law, data locations and an exit plan), committee decisions — and one completed risk assessment
// per provider with its nine domain scores. Then VACUUM ANALYZE.
import { log, withClient } from "../harness.js";
import { seed as seedVendors } from "./vendors-data.js";

export interface ReportVolume {
  vendors: number;
  arrangements: number;
}

export async function arrangementCount(url: string): Promise<number> {
  return withClient(
    url,
    async (c) =>
      (await c.query(`SELECT count(*)::int AS n FROM "Workflow" WHERE "type" = 'new_outsourcing'`)).rows[0].n,
  );
}

export async function seedReports(url: string, v: ReportVolume) {
  await seedVendors(url, v.vendors);
  const started = Date.now();
  await withClient(url, async (c) => {
    await c.query(`SELECT setseed(0.17)`);
    await c.query(
      `INSERT INTO "User" ("id","email","passwordHash","firstName","lastName","role","status","createdAt","updatedAt")
       SELECT gen_random_uuid(), 'report-owner' || g || '@bench.bank.example', 'not-used', 'Owner', 'Number ' || g,
         'Risk Manager', 'active', now(), now()
       FROM generate_series(1, 50) g`,
    );
    await c.query(
      `CREATE TEMP TABLE ba AS
       SELECT gen_random_uuid() AS id, g, random() AS rs, random() AS rm, random() AS rv,
         (SELECT array_agg("id") FROM "User" WHERE "email" LIKE 'report-owner%') AS owners
       FROM generate_series(1, $1::int) g`,
      [v.arrangements],
    );
    await c.query(
      `CREATE TEMP TABLE live AS
       SELECT row_number() OVER (ORDER BY "id") AS n, "id" FROM "Vendor" WHERE "status" <> 'offboarded'`,
    );
    await c.query(
      `INSERT INTO "Workflow" ("id","reference","type","name","status","currentStep","ownerId","businessUnit","vendorId",
         "legalEntity","jurisdiction","materialityScore","materialityClassification","contractId","startDate",
         "targetDate","createdAt","updatedAt")
       SELECT ba.id, 'WF-2026-' || lpad(ba.g::text, 6, '0'), 'new_outsourcing',
         (ARRAY['Cloud hosting','Payroll','Card processing','Core banking','KYC screening','Custody','Print and mail',
           'Data centre'])[1 + ba.g % 8] || ' ' || ba.g,
         (CASE WHEN ba.rs < 0.3 THEN 'initiation' WHEN ba.rs < 0.4 THEN 'pending' WHEN ba.rs < 0.9 THEN 'approved'
           WHEN ba.rs < 0.95 THEN 'deferred' ELSE 'rejected' END)::"WorkflowStatus",
         CASE WHEN ba.rs < 0.4 THEN 'committee_approval' ELSE 'contract_execution' END,
         ba.owners[1 + ba.g % array_length(ba.owners, 1)],
         (ARRAY['Operations','Retail','Treasury','Payments','Technology'])[1 + ba.g % 5], l."id",
         'Bench Bank AG', (ARRAY['EU','UK','DE','FR','US'])[1 + ba.g % 5], floor(ba.rm * 76)::int,
         (CASE WHEN ba.rm >= 0.6 THEN 'critical' WHEN ba.rm >= 0.33 THEN 'material' ELSE 'non_material' END)::"MaterialityClass",
         (SELECT ct."id" FROM "Contract" ct WHERE ct."vendorId" = l."id" LIMIT 1),
         current_date - (ba.g % 700), current_date - (ba.g % 700) + 90, now(), now()
       FROM ba JOIN live l ON l.n = 1 + floor(ba.rv * (SELECT count(*) FROM live))::int`,
    );
    await c.query(
      `UPDATE "Contract" ct SET "criticalFunction" = true, "governingLaw" = 'German law',
         "dataStorageCountries" = ARRAY['DE','IE'], "dataProcessingCountries" = ARRAY['DE'],
         "exitPlan" = CASE WHEN random() < 0.8 THEN 'Exit to the second provider within six months.' END,
         "endDate" = current_date + (random() * 720)::int, "noticePeriodDays" = 90
       FROM "Workflow" w WHERE w."contractId" = ct."id" AND w."materialityClassification" = 'critical'`,
    );
    await c.query(
      `INSERT INTO "WorkflowDecision" ("id","workflowId","decision","reason","decidedById","decidedAt")
       SELECT gen_random_uuid(), w."id", w."status"::text::"WorkflowDecisionKind",
         CASE WHEN w."status" <> 'approved' THEN 'Exit plan not yet tested.' END, w."ownerId", now() - interval '10 days'
       FROM "Workflow" w WHERE w."status" IN ('approved','deferred','rejected')`,
    );
    await c.query(
      `INSERT INTO "RiskAssessment" ("id","reference","vendorId","type","status","leadAssessorId","assessmentDate",
         "nextReviewDate","overallScore","overallRisk","domainsCompleted","submittedAt",
         "vendorFinancialResilienceScore","itBusinessContinuityScore","complianceLegalScore","tprmSubcontractingScore",
         "concentrationSystemScore","reputationalStrategicScore","exitStrategyTerminationScore",
         "countryGeopoliticalScore","esgAndAMLScore","createdAt","updatedAt")
       SELECT gen_random_uuid(), 'RA-BENCH-' || lpad(p.n::text, 7, '0'), p."vendorId", 'periodic_review', 'completed',
         p."ownerId", current_date - (p.n % 400)::int, current_date - (p.n % 400)::int + 365, round((p.n % 100) / 10.0, 2),
         (ARRAY['low','medium','high','critical'])[1 + p.n % 4]::"RiskLevel", 9, now() - (p.n % 400) * interval '1 day',
         p.n % 11, (p.n + 3) % 11, (p.n + 5) % 11, (p.n + 7) % 11, (p.n + 1) % 11, (p.n + 2) % 11, (p.n + 4) % 11,
         (p.n + 6) % 11, (p.n + 8) % 11, now(), now()
       FROM (SELECT row_number() OVER (ORDER BY "vendorId") AS n, "vendorId", min("ownerId"::text)::uuid AS "ownerId"
               FROM "Workflow" WHERE "vendorId" IS NOT NULL GROUP BY "vendorId") p`,
    );
  });
  await withClient(url, (c) => c.query("VACUUM ANALYZE"));
  log(
    `seeded ${v.arrangements.toLocaleString("en")} arrangements, their decisions and providers' assessments in ` +
      `${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}
