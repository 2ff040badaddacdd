// The governance benchmark's data, in a few INSERT … SELECT generate_series statements: BENCH_POLICIES (50,000)
// policies in every status (5% archived, a third under a regulatory framework, some with gaps, review dates spread
// over the year around today) each with its version 1.0 and a third with a 2.0; BENCH_PROCEDURES (5,000) procedures
// linked to policies; BENCH_COMMITTEES (50) committees with 6 members and 8 meetings each; BENCH_DOCUMENT_CATEGORIES
// (20) categories holding BENCH_DOCUMENTS (200,000) documents in every status and compliance state. Then VACUUM
// ANALYZE, as a database that has been running a while would be.
import { log, withClient } from "../harness.js";

export async function governanceCounts(url: string) {
  return withClient(url, async (c) => {
    const n = async (table: string) => (await c.query(`SELECT count(*)::int AS n FROM "${table}"`)).rows[0].n as number;
    return { policies: await n("Policy"), documents: await n("GovernanceDocument") };
  });
}

export interface GovernanceVolume {
  policies: number;
  procedures: number;
  committees: number;
  categories: number;
  documents: number;
}

const WORDS = `ARRAY['Outsourcing','Information Security','Data Protection','Business Continuity','Vendor Risk','Cloud',
  'Anti-Money Laundering','Conduct','Operational Resilience','Model Risk','Credit','Liquidity','Sanctions','Privacy',
  'Incident','Access Control','Exit','Concentration','Procurement','Records']`;
const OWNERS = `ARRAY['Priya Shah','Tomas Novak','Aisha Bello','Lars Berg','Mei Chen','Rafael Costa','Ines Duarte',
  'Kofi Mensah','Hannah Weber','Yusuf Demir','Chief Compliance Officer','Head of Internal Audit']`;

export async function seedGovernance(url: string, v: GovernanceVolume) {
  const started = Date.now();
  await withClient(url, async (c) => {
    await c.query(`SELECT setseed(0.15)`);
    await c.query(
      `INSERT INTO "Policy" ("id","reference","name","owner","jurisdiction","category","riskRating","reviewDate",
         "regulatoryFramework","complianceGaps","securityPolicy","status","versionMajor","versionMinor","archived",
         "archivedAt","createdAt","updatedAt")
       SELECT gen_random_uuid(), 'POL-2025-' || lpad(g::text, 6, '0'),
         (${WORDS})[1 + g % 20] || ' Policy ' || g, (${OWNERS})[1 + g % 12],
         (ARRAY['EU','UK','US','DE','CH','SG'])[1 + g % 6], (ARRAY['Risk','Compliance','IT','Operations','Legal'])[1 + g % 5],
         (ARRAY['low','medium','high','critical'])[1 + g % 4]::"RiskLevel",
         current_date + (random() * 450 - 90)::int,
         CASE WHEN g % 3 = 0 THEN (ARRAY['DORA','EBA Outsourcing Guidelines','GDPR','PRA SS2/21'])[1 + g % 4] END,
         CASE WHEN g % 30 = 0 THEN ARRAY['Register of information incomplete'] ELSE ARRAY[]::text[] END,
         g % 10 = 0,
         (ARRAY['draft','under_review','approved','active','active','active','expired','inactive'])[1 + g % 8]::"PolicyStatus",
         CASE WHEN g % 3 = 1 THEN 2 ELSE 1 END, 0, g % 20 = 0, CASE WHEN g % 20 = 0 THEN now() END,
         now() - (random() * 700)::int * interval '1 day', now() - (random() * 300)::int * interval '1 day'
       FROM generate_series(1, $1::int) AS g`,
      [v.policies],
    );
    await c.query(
      `INSERT INTO "PolicyVersion" ("id","policyId","major","minor","content","changeNote","createdAt")
       SELECT gen_random_uuid(), p."id", m, 0, p."name" || ', version ' || m || '.0', NULL, p."createdAt"
       FROM "Policy" p CROSS JOIN LATERAL generate_series(1, p."versionMajor") AS m`,
    );
    await c.query(
      `UPDATE "Policy" p SET "currentVersionId" = pv."id"
       FROM "PolicyVersion" pv WHERE pv."policyId" = p."id" AND pv."major" = p."versionMajor" AND pv."minor" = 0`,
    );
    await c.query(
      `INSERT INTO "Procedure" ("id","reference","name","policyId","owner","category","complexity","status",
         "lastReview","archived","createdAt","updatedAt")
       SELECT gen_random_uuid(), 'PRO-2025-' || lpad(g::text, 6, '0'), (${WORDS})[1 + g % 20] || ' Procedure ' || g,
         CASE WHEN g % 10 = 0 THEN NULL ELSE pol.ids[1 + (g * 7) % array_length(pol.ids, 1)] END,
         (${OWNERS})[1 + g % 12], (ARRAY['Risk','Compliance','IT','Operations'])[1 + g % 4],
         (ARRAY['simple','moderate','complex'])[1 + g % 3]::"ProcedureComplexity",
         (ARRAY['draft','under_review','approved','active'])[1 + g % 4]::"PolicyStatus",
         current_date - (random() * 400)::int, g % 25 = 0,
         now() - (random() * 700)::int * interval '1 day', now() - (random() * 300)::int * interval '1 day'
       FROM generate_series(1, $1::int) AS g, (SELECT array_agg("id" ORDER BY "reference") AS ids FROM "Policy") AS pol`,
      [v.procedures],
    );
    await c.query(
      `INSERT INTO "Committee" ("id","name","type","chair","jurisdiction","status","purpose","createdAt","updatedAt")
       SELECT gen_random_uuid(), (${WORDS})[1 + g % 20] || ' Committee ' || g,
         (ARRAY['Steering','Advisory','Regulatory','Risk'])[1 + g % 4], (${OWNERS})[1 + g % 12],
         (ARRAY['EU','UK','US'])[1 + g % 3], CASE WHEN g % 10 = 0 THEN 'inactive' ELSE 'active' END::"CommitteeStatus",
         'Oversight of ' || lower((${WORDS})[1 + g % 20]), now(), now()
       FROM generate_series(1, $1::int) AS g`,
      [v.committees],
    );
    await c.query(
      `INSERT INTO "CommitteeMember" ("id","committeeId","name","role","department","position")
       SELECT gen_random_uuid(), cm."id", (${OWNERS})[1 + (m + length(cm."name")) % 12], 'Member', 'Risk', m
       FROM "Committee" cm CROSS JOIN generate_series(0, 5) AS m`,
    );
    await c.query(
      `INSERT INTO "CommitteeMeeting" ("id","committeeId","scheduledAt","status","agenda","createdAt","updatedAt")
       SELECT gen_random_uuid(), cm."id", now() + (k * 45 - 270) * interval '1 day',
         CASE WHEN k < 6 THEN 'held' ELSE 'scheduled' END::"MeetingStatus", 'Quarterly review', now(), now()
       FROM "Committee" cm CROSS JOIN generate_series(0, 7) AS k`,
    );
    await c.query(
      `INSERT INTO "DocumentCategory" ("id","name","owner","description","createdAt","updatedAt")
       SELECT gen_random_uuid(), (${WORDS})[g] || ' Documents', (${OWNERS})[1 + g % 12], 'Bench category', now(), now()
       FROM generate_series(1, $1::int) AS g`,
      [Math.min(v.categories, 20)],
    );
    await c.query(
      `INSERT INTO "GovernanceDocument" ("id","title","categoryId","status","owner","reviewDate","compliance",
         "description","createdAt","updatedAt")
       SELECT gen_random_uuid(), (${WORDS})[1 + g % 20] || ' ' ||
           (ARRAY['report','standard','register','plan','assessment','memo','minutes','statement'])[1 + g % 8] || ' ' || g,
         cats.ids[1 + g % array_length(cats.ids, 1)],
         (ARRAY['active','active','active','draft','archived'])[1 + g % 5]::"GovernanceDocumentStatus",
         (${OWNERS})[1 + g % 12], CASE WHEN g % 4 = 0 THEN NULL ELSE current_date + (random() * 400 - 30)::int END,
         (CASE WHEN random() < 0.85 THEN 'compliant' WHEN random() < 0.5 THEN 'non_compliant' ELSE 'pending_review' END)::"DocumentCompliance",
         NULL, t - interval '30 days', t
       FROM generate_series(1, $1::int) AS g,
         LATERAL (SELECT now() - random() * interval '730 days' AS t) AS at,
         (SELECT array_agg("id" ORDER BY "name") AS ids FROM "DocumentCategory") AS cats`,
      [v.documents],
    );
  });
  await withClient(url, async (c) => {
    for (const table of ["Policy", "PolicyVersion", "Procedure", "Committee", "CommitteeMember", "CommitteeMeeting"])
      await c.query(`VACUUM ANALYZE "${table}"`);
    await c.query(`VACUUM ANALYZE "DocumentCategory"`);
    await c.query(`VACUUM ANALYZE "GovernanceDocument"`);
  });
  log(`seeded governance (${JSON.stringify(v)}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
