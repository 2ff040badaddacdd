// The dashboard benchmark's data: the reports benchmark's register (reports-data.ts: 100,000 vendors with contracts,
// reviews and invoices, 10,000 arrangements, their decisions, one completed assessment per provider), then what the
// dashboard also reads, in proportion: 2,000 policies with 20,000 acknowledgement requests, 40 committees with 2,000
// meetings and 4,000 decisions, 200,000 notifications over 2,000 people, 5,000 workflow drafts, and 90 days of
// daily snapshots. Then VACUUM ANALYZE.
import { log, withClient } from "../harness.js";
import { arrangementCount, seedReports } from "./reports-data.js";

export interface DashboardVolume {
  vendors: number;
  arrangements: number;
  policies: number;
  notifications: number;
}

export async function dashboardCounts(url: string) {
  return withClient(url, async (c) => {
    const { rows } = await c.query(`SELECT
      (SELECT count(*) FROM "Vendor")::int AS vendors,
      (SELECT count(*) FROM "Contract")::int AS contracts,
      (SELECT count(*) FROM "Workflow")::int AS workflows,
      (SELECT count(*) FROM "RiskAssessment")::int AS assessments,
      (SELECT count(*) FROM "Policy")::int AS policies,
      (SELECT count(*) FROM "PolicyAcknowledgement")::int AS acknowledgements,
      (SELECT count(*) FROM "CommitteeDecision")::int AS "committeeDecisions",
      (SELECT count(*) FROM "Notification")::int AS notifications,
      (SELECT count(*) FROM "MetricSnapshot")::int AS snapshots`);
    return rows[0] as Record<string, number>;
  });
}

export async function seedDashboard(url: string, v: DashboardVolume) {
  if ((await arrangementCount(url)) === 0) await seedReports(url, v);
  const started = Date.now();
  await withClient(url, async (c) => {
    await c.query(`SELECT setseed(0.29)`);
    await c.query(
      `INSERT INTO "User" ("id","email","passwordHash","firstName","lastName","role","status","createdAt","updatedAt")
       SELECT gen_random_uuid(), 'dash' || g || '@bench.bank.example', 'not-used', 'Staff', 'No ' || g,
         (ARRAY['Vendor Manager','Risk Manager','Compliance','Business User','Procurement'])[1 + g % 5], 'active',
         now(), now()
       FROM generate_series(1, 2000) g`,
    );
    await c.query(
      `INSERT INTO "Policy" ("id","reference","name","owner","jurisdiction","reviewDate","regulatoryFramework",
         "complianceGaps","status","createdAt","updatedAt")
       SELECT gen_random_uuid(), 'POL-DASH-' || g, 'Bench Policy ' || g, 'Compliance team', 'EU',
         current_date + (g % 400) - 60, (ARRAY['EBA/GL/2019/02','DORA',NULL])[1 + g % 3],
         CASE WHEN g % 5 = 0 THEN ARRAY['Exit plan missing'] ELSE '{}' END,
         (ARRAY['draft','under_review','approved','active','active','inactive'])[1 + g % 6]::"PolicyStatus", now(), now()
       FROM generate_series(1, $1::int) g`,
      [v.policies],
    );
    await c.query(`INSERT INTO "PolicyVersion" ("id","policyId","major","minor","content","createdAt")
      SELECT gen_random_uuid(), p."id", 1, 0, 'Policy text.', now() FROM "Policy" p
      WHERE p."reference" LIKE 'POL-DASH-%'`);
    await c.query(`UPDATE "Policy" p SET "currentVersionId" = pv."id", "ackVersionId" = pv."id"
      FROM "PolicyVersion" pv WHERE pv."policyId" = p."id" AND p."reference" LIKE 'POL-DASH-%'`);
    await c.query(
      `INSERT INTO "PolicyAcknowledgement" ("id","policyId","versionId","userId","requestedAt","dueDate","acknowledgedAt")
       SELECT gen_random_uuid(), p."id", p."ackVersionId", u."id", now(), current_date + (random() * 60)::int - 30,
         CASE WHEN random() < 0.6 THEN now() END
       FROM (SELECT * FROM "Policy" WHERE "reference" LIKE 'POL-DASH-%' ORDER BY "reference" LIMIT 200) p
       CROSS JOIN (SELECT "id" FROM "User" WHERE "email" LIKE 'dash%@bench.bank.example' ORDER BY "email" LIMIT 100) u`,
    );
    await c.query(`INSERT INTO "Committee" ("id","name","type","chair","status","createdAt","updatedAt")
      SELECT gen_random_uuid(), 'Bench Committee ' || g, 'Steering', 'Chair ' || g, 'active', now(), now()
      FROM generate_series(1, 40) g`);
    await c.query(`INSERT INTO "CommitteeMeeting" ("id","committeeId","scheduledAt","status","createdAt","updatedAt")
      SELECT gen_random_uuid(), c."id", now() - (g * interval '1 day'), 'held', now(), now()
      FROM "Committee" c CROSS JOIN generate_series(1, 50) g WHERE c."name" LIKE 'Bench Committee %'`);
    await c.query(`INSERT INTO "CommitteeDecision" ("id","meetingId","title","outcome","note","createdAt")
      SELECT gen_random_uuid(), m."id", 'Decision ' || k, (ARRAY['approved','rejected','deferred','noted'])[1 + k % 4]::"DecisionOutcome",
        'Minuted.', m."scheduledAt"
      FROM "CommitteeMeeting" m CROSS JOIN generate_series(1, 2) k`);
    await c.query(
      `INSERT INTO "Notification" ("id","userId","eventKey","eventType","type","priority","title","message","inApp",
         "readAt","createdAt")
       SELECT gen_random_uuid(), (u.ids)[1 + (g % array_length(u.ids, 1))], 'dash-' || g, 'vendor.riskChanged', 'vendor',
         (ARRAY['critical','high','high','high','medium','medium','medium','medium','low','low'])[1 + g % 10], 'T', 'M',
         true, CASE WHEN random() < 0.7 THEN now() END, now() - (random() * interval '90 days')
       FROM generate_series(1, $1::int) g,
         (SELECT array_agg("id") AS ids FROM "User" WHERE "email" LIKE 'dash%@bench.bank.example') u`,
      [v.notifications],
    );
    await c.query(`INSERT INTO "WorkflowDraft" ("id","userId","draftLastSaved","createdAt","updatedAt")
      SELECT gen_random_uuid(), (u.ids)[1 + (g % array_length(u.ids, 1))], now(), now(), now()
      FROM generate_series(1, 5000) g,
        (SELECT array_agg("id") AS ids FROM "User" WHERE "email" LIKE 'dash%@bench.bank.example') u`);
    await c.query(`INSERT INTO "MetricSnapshot" ("id","date","metrics","createdAt")
      SELECT gen_random_uuid(), current_date - g, jsonb_build_object('totalEntities', 100000 - g * 10,
        'riskScore', round((5 + random())::numeric, 1), 'complianceScore', 50 + g % 10,
        'workflowsInProgress', 3000 + g, 'contractsPending', 800 + g), now()
      FROM generate_series(1, 90) g`);
    await c.query("VACUUM ANALYZE");
  });
  log(`seeded the dashboard's other domains in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** The signed-in bench user's own figures: 40 notifications (a few critical unread) and 3 drafts. */
export async function seedCaller(url: string) {
  await withClient(url, async (c) => {
    const { rows } = await c.query(
      `SELECT "id" FROM "User" WHERE "email" LIKE 'bench.%@bank.example' ORDER BY "createdAt" DESC LIMIT 1`,
    );
    const id = rows[0]?.id as string;
    await c.query(
      `INSERT INTO "Notification" ("id","userId","eventKey","eventType","type","priority","title","message","createdAt")
       SELECT gen_random_uuid(), $1::uuid, 'caller-' || g, 'vendor.riskChanged', 'vendor',
         CASE WHEN g % 8 = 0 THEN 'critical' ELSE 'medium' END, 'T', 'M', now() FROM generate_series(1, 40) g`,
      [id],
    );
    await c.query(
      `INSERT INTO "WorkflowDraft" ("id","userId","draftLastSaved","createdAt","updatedAt")
       SELECT gen_random_uuid(), $1::uuid, now(), now(), now() FROM generate_series(1, 3)`,
      [id],
    );
  });
}
