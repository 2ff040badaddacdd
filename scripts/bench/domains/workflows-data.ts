// The workflow benchmark's data, in a few INSERT … SELECT statements: BENCH_WORKFLOW_VENDORS (5,000) vendors,
// 200 business owners, 10 committees, BENCH_WORKFLOWS (20,000) workflows of the five types started over the past
// two years (two in five new outsourcing arrangements, with their answers' scores, classification, reviews, events
// and decisions; the rest following their templates), a fifth overdue, and BENCH_WORKFLOW_DRAFTS (5,000) drafts.
// Statuses and steps follow packages/api/src/workflows/rules.ts. Then VACUUM ANALYZE.
import { seededRandom } from "@tprm/db/random";
import { log, withClient } from "../harness.js";
import { vendorRow } from "./vendors-data.js";

export const OWNERS = 200;
export const ownerEmail = (i: number) => `owner${i}@bench.bank.example`;

export async function workflowCount(url: string): Promise<number> {
  return withClient(url, async (c) => (await c.query(`SELECT count(*)::int AS n FROM "Workflow"`)).rows[0].n);
}

export interface WorkflowVolume {
  vendors: number;
  workflows: number;
  drafts: number;
}

const STEPS = `ARRAY['risk_assessment_in_progress','vendor_due_diligence','contract_negotiation','committee_approval']`;
const GENERIC_STEPS = `(CASE bw.type WHEN 'contract_renewal' THEN ARRAY['renewal_initiation','performance_review','renegotiation']
  WHEN 'risk_assessment' THEN ARRAY['scoping','evidence_collection','domain_scoring']
  ELSE ARRAY['intake','due_diligence','contracting'] END)`;

export async function seedWorkflows(url: string, v: WorkflowVolume) {
  const started = Date.now();
  await withClient(url, async (c) => {
    const r = seededRandom(16);
    const rows = Array.from({ length: v.vendors }, (_, i) => vendorRow(i, r, "5494"));
    await c.query(
      `INSERT INTO "Vendor" ("id","name","legalName","businessType","country","contactPerson","email","phone",
         "servicesProvided","status","riskRating","criticality","lei","createdAt","updatedAt")
       SELECT gen_random_uuid(), r."name", r."legalName", r."businessType", r."country", r."contactPerson", r."email",
         r."phone", r."servicesProvided", r."status"::"VendorStatus", r."riskRating"::"RiskLevel",
         r."criticality"::"RiskLevel", r."lei", now(), now()
       FROM json_to_recordset($1::json) AS r("name" text, "legalName" text, "businessType" text, "country" text,
         "contactPerson" text, "email" text, "phone" text, "servicesProvided" text[],
         "status" text, "riskRating" text, "criticality" text, "lei" text)`,
      [JSON.stringify(rows)],
    );
    await c.query(
      `INSERT INTO "User" ("id","email","passwordHash","firstName","lastName","role","status","createdAt","updatedAt")
       SELECT gen_random_uuid(), 'owner' || g || '@bench.bank.example', 'not-used',
         (ARRAY['Priya','Tomas','Aisha','Lars','Mei','Rafael','Ines','Kofi','Hannah','Yusuf'])[1 + g % 10],
         'Owner ' || g, 'Business User', 'active', now(), now()
       FROM generate_series(0, $1::int - 1) g`,
      [OWNERS],
    );
    await c.query(
      `INSERT INTO "Committee" ("id","name","type","chair","status","createdAt","updatedAt")
       SELECT gen_random_uuid(), 'Outsourcing Committee ' || g, 'Steering', 'Chair ' || g, 'active', now(), now()
       FROM generate_series(1, 10) g`,
    );
    await c.query(`SELECT setseed(0.16)`);
    await c.query(
      `CREATE TEMP TABLE bw AS
       SELECT gen_random_uuid() AS id, g,
         CASE WHEN g % 5 < 2 THEN 'new_outsourcing' ELSE (ARRAY['contract_renewal','risk_assessment',
           'vendor_onboarding'])[1 + g % 3] END AS type,
         (current_date - (random() * 730)::int) AS start, random() AS rs, random() AS rm,
         1 + floor(random() * ${OWNERS})::int AS owner_n
       FROM generate_series(1, $1::int) g`,
      [v.workflows],
    );
    await c.query(
      `INSERT INTO "Workflow" ("id","reference","type","name","status","currentStep","ownerId","businessUnit","vendorId",
         "legalEntity","jurisdiction","materialityScore","materialityClassification","outsourcingScore",
         "committeeId","startDate","targetDate","completedAt","createdAt","updatedAt")
       SELECT bw.id, 'WF-2025-' || lpad(bw.g::text, 6, '0'), bw.type::"WorkflowType",
         (ARRAY['Cloud hosting','Payroll','Card processing','Core banking','KYC screening','Custody','Print and mail',
           'Data centre'])[1 + bw.g % 8] || ' arrangement ' || bw.g,
         (CASE WHEN bw.type = 'new_outsourcing' THEN
            (CASE WHEN bw.rs < 0.45 THEN 'initiation' WHEN bw.rs < 0.55 THEN 'pending' WHEN bw.rs < 0.85 THEN 'approved'
              WHEN bw.rs < 0.92 THEN 'deferred' ELSE 'rejected' END)
          ELSE (CASE WHEN bw.rs < 0.6 THEN 'in_progress' WHEN bw.rs < 0.95 THEN 'completed' ELSE 'cancelled' END) END
         )::"WorkflowStatus",
         CASE WHEN bw.type = 'new_outsourcing' THEN
           (CASE WHEN bw.rs < 0.45 THEN (${STEPS})[1 + bw.g % 3] WHEN bw.rs < 0.85 AND bw.rs >= 0.55
             THEN 'contract_execution' ELSE 'committee_approval' END)
         ELSE (${GENERIC_STEPS})[1 + (bw.g / 5) % 3] END,
         o.id, (ARRAY['Operations','Retail','Treasury','Payments','Technology'])[1 + bw.g % 5],
         vend.ids[1 + bw.g % array_length(vend.ids, 1)], 'Bench Bank ' || (ARRAY['AG','SE','plc'])[1 + bw.g % 3],
         (ARRAY['EU','UK','DE','FR','US'])[1 + bw.g % 5],
         CASE WHEN bw.type = 'new_outsourcing' THEN floor(bw.rm * 76)::int END,
         CASE WHEN bw.type = 'new_outsourcing' THEN (CASE WHEN bw.rm >= 0.6 THEN 'critical'
           WHEN bw.rm >= 0.33 THEN 'material' ELSE 'non_material' END)::"MaterialityClass" END,
         CASE WHEN bw.type = 'new_outsourcing' THEN 1 + bw.g % 4 END,
         CASE WHEN bw.type = 'new_outsourcing' THEN com.ids[1 + bw.g % 10] END,
         bw.start, bw.start + 90,
         CASE WHEN bw.rs >= 0.55 AND bw.rs < 0.85 OR bw.rs >= 0.92 OR (bw.type <> 'new_outsourcing' AND bw.rs >= 0.6)
           THEN (bw.start + (20 + random() * 100)::int)::timestamp END,
         bw.start::timestamp, now()
       FROM bw
       JOIN LATERAL (SELECT "id" FROM "User" WHERE "email" = 'owner' || (bw.owner_n - 1) || '@bench.bank.example') o ON true,
         (SELECT array_agg("id" ORDER BY "name") AS ids FROM "Vendor") vend,
         (SELECT array_agg("id" ORDER BY "name") AS ids FROM "Committee") com`,
    );
    // Completed reviews of the new outsourcing arrangements: all seven once pending or decided, some before.
    await c.query(
      `INSERT INTO "WorkflowReview" ("id","workflowId","kind","comment","completedById","completedAt")
       SELECT gen_random_uuid(), w."id", k::"WorkflowReviewKind", 'Reviewed; no findings.', w."ownerId",
         w."startDate"::timestamp + interval '5 days'
       FROM "Workflow" w
       CROSS JOIN unnest(ARRAY['risk','it','compliance','operations','finance','legal','contract_draft'])
         WITH ORDINALITY AS kinds(k, n)
       WHERE w."type" = 'new_outsourcing'
         AND (w."status" <> 'initiation' OR (w."currentStep" = 'vendor_due_diligence' AND n <= 2)
           OR (w."currentStep" = 'contract_negotiation' AND n <= 5))`,
    );
    await c.query(
      `INSERT INTO "WorkflowDecision" ("id","workflowId","decision","reason","deferralDate","decidedById","decidedAt")
       SELECT gen_random_uuid(), w."id", w."status"::text::"WorkflowDecisionKind",
         CASE WHEN w."status" <> 'approved' THEN 'Exit plan not yet tested.' END,
         CASE WHEN w."status" = 'deferred' THEN current_date + 30 END, w."ownerId", w."updatedAt"
       FROM "Workflow" w WHERE w."status" IN ('approved','deferred','rejected')`,
    );
    await c.query(
      `INSERT INTO "WorkflowEvent" ("id","workflowId","kind","detail","automatic","actorId","createdAt")
       SELECT gen_random_uuid(), w."id", e.kind::"WorkflowEventKind", w."currentStep", e.auto, w."ownerId",
         w."startDate"::timestamp + e.n * interval '3 days'
       FROM "Workflow" w
       CROSS JOIN (VALUES ('created', false, 0), ('step_completed', true, 1), ('step_completed', false, 2),
         ('timeline_updated', false, 3)) AS e(kind, auto, n)`,
    );
    await c.query(
      `INSERT INTO "WorkflowDraft" ("id","userId","legalEntity","recipientDetails","providerDetails",
         "processDescription","currentStep","draftLastSaved","createdAt","updatedAt")
       SELECT gen_random_uuid(), u."id", 'Bench Bank AG', 'Retail banking operations', 'Provider ' || g,
         repeat('The provider runs the nightly batch and the archive. ', 3), 'Step ' || (1 + g % 5),
         now() - (g % 500) * interval '1 hour', now(), now()
       FROM generate_series(1, $1::int) g
       JOIN LATERAL (SELECT "id" FROM "User" WHERE "email" = 'owner' || (g % ${OWNERS}) || '@bench.bank.example') u ON true`,
      [v.drafts],
    );
  });
  await withClient(url, async (c) => {
    for (const table of ["Vendor", "User", "Committee", "Workflow", "WorkflowReview", "WorkflowDecision"])
      await c.query(`VACUUM ANALYZE "${table}"`);
    await c.query(`VACUUM ANALYZE "WorkflowEvent"`);
    await c.query(`VACUUM ANALYZE "WorkflowDraft"`);
  });
  log(`seeded workflows (${JSON.stringify(v)}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
