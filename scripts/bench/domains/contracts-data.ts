// The contract benchmark's data: BENCH_CONTRACT_VENDORS vendors (10,000; currencies by country) and BENCH_CONTRACTS
// (100,000) contracts over them in every status and stage, owned by 20 Procurement and Legal users, with a
// `created` event each, references per year and the yearly counters — in a few INSERT … SELECT statements. The state
// is the one the daily job leaves: contracts that ended before yesterday are expired or renewed, and the reminders
// due up to yesterday are recorded (ContractReminder), so a run today does one day's work. The vendors' contract
// values are computed once at the end (the per-row trigger is off during the bulk insert).
import { seededRandom } from "@tprm/db/random";
import { log, withClient } from "../harness.js";
import { vendorRow } from "./vendors-data.js";

/** Owners, by role: who the job tells besides each contract's owner (the roles are told of every reminder). */
export const OWNER_ROLES = [
  ...Array(14).fill("Procurement"),
  ...Array(4).fill("Legal"),
  "Legal Counsel",
  "Legal Counsel",
];
export const ownerEmail = (i: number) => `owner${i}@bench.bank.example`;
/** Words in contract names, each in about 5% of them (the "a word" search). */
export const NAME_WORDS = [
  "Hosting",
  "Payments",
  "Licence",
  "Support",
  "Clearing",
  "Archiving",
  "Screening",
  "Cards",
  "Custody",
  "Telephony",
  "Printing",
  "Recovery",
  "Analytics",
  "Guarding",
  "Payroll",
  "Translation",
  "Brokerage",
  "Maintenance",
  "Advisory",
  "Settlement",
];

export async function contractCount(url: string): Promise<number> {
  return withClient(url, async (c) => (await c.query(`SELECT count(*)::int AS n FROM "Contract"`)).rows[0].n);
}

export async function seedContracts(url: string, vendors: number, contracts: number) {
  const started = Date.now();
  await withClient(url, async (c) => {
    const r = seededRandom(42);
    const rows = Array.from({ length: vendors }, (_, i) => vendorRow(i, r, "5299"));
    await c.query(
      `INSERT INTO "Vendor" ("id","name","legalName","businessType","country","contactPerson","email","phone",
         "servicesProvided","status","riskRating","criticality","lei","currency","createdAt","updatedAt")
       SELECT gen_random_uuid(), r."name", r."legalName", r."businessType", r."country", r."contactPerson", r."email",
         r."phone", r."servicesProvided", r."status"::"VendorStatus", r."riskRating"::"RiskLevel",
         r."criticality"::"RiskLevel", r."lei",
         CASE WHEN r."country" IN ('DE','FR','NL','IE','ES','IT','BE','LU') THEN 'EUR' WHEN r."country" = 'GB' THEN 'GBP'
              WHEN r."country" = 'CH' THEN 'CHF' ELSE 'USD' END, now(), now()
       FROM json_to_recordset($1::json) AS r("name" text, "legalName" text, "businessType" text, "country" text,
         "contactPerson" text, "email" text, "phone" text, "servicesProvided" text[],
         "status" text, "riskRating" text, "criticality" text, "lei" text)`,
      [JSON.stringify(rows)],
    );
    await c.query(
      `INSERT INTO "User" ("id","email","passwordHash","firstName","lastName","role","status","createdAt","updatedAt")
       SELECT gen_random_uuid(), 'owner' || (g - 1) || '@bench.bank.example', 'not-used',
         (ARRAY['Priya','Tomas','Aisha','Lars','Mei','Rafael','Ines','Kofi','Hannah','Yusuf'])[1 + g % 10],
         'Owner ' || g, r.role, 'active', now(), now()
       FROM unnest($1::text[]) WITH ORDINALITY AS r(role, g)`,
      [OWNER_ROLES],
    );
    await c.query(`SELECT setseed(0.14)`);
    await c.query(`CREATE TEMP TABLE ids AS SELECT
      (SELECT array_agg("id" ORDER BY "id") FROM "Vendor") AS vendors,
      (SELECT array_agg("id" ORDER BY "email") FROM "User" WHERE "email" LIKE 'owner%@bench.bank.example') AS owners`);
    // One row per contract with its draws: where it stands (s), its dates, renewal terms and value.
    await c.query(
      `CREATE TEMP TABLE bc AS
       SELECT gen_random_uuid() AS id, g, random() AS s, random() AS d1, random() AS d2, random() AS d3,
         1 + floor(random() * array_length(ids.vendors, 1))::int AS vendor, 1 + floor(random() * $2::int)::int AS owner,
         (ARRAY['service_agreement','data_processing_agreement','sla','master_services_agreement','outsourcing_agreement',
           'non_disclosure_agreement','software_licence','other'])[1 + floor(random() * 8)::int] AS type,
         (ARRAY[${NAME_WORDS.map((w) => `'${w}'`).join(",")}])[1 + floor(random() * ${NAME_WORDS.length})::int] AS word
       FROM generate_series(1, $1::int) g CROSS JOIN ids`,
      [contracts, OWNER_ROLES.length],
    );
    await c.query(`ALTER TABLE bc ADD COLUMN status "ContractStatus", ADD COLUMN stage "ContractStage",
      ADD COLUMN start_date date, ADD COLUMN end_date date, ADD COLUMN auto boolean, ADD COLUMN term int,
      ADD COLUMN notice int, ADD COLUMN created date`);
    // 6% drafts, 3% under review, 2% approved, 67% executed, 12% expired, 10% terminated. Running contracts end from
    // yesterday (today's run expires or renews those) to four years on; a tenth are open-ended; a third of the
    // executed ones renew automatically, their end within one term.
    await c.query(`UPDATE bc SET
      status = CASE WHEN s < 0.06 THEN 'draft' WHEN s < 0.09 THEN 'under_review' WHEN s < 0.11 THEN 'approved'
                    WHEN s < 0.78 THEN 'executed' WHEN s < 0.90 THEN 'expired' ELSE 'terminated' END::"ContractStatus",
      stage = CASE WHEN s < 0.06 THEN (ARRAY['initiation','drafting','negotiation'])[1 + floor(d3 * 3)::int]
                   WHEN s < 0.11 THEN 'approval' WHEN s < 0.13 THEN 'execution' WHEN s < 0.73 THEN 'management'
                   WHEN s < 0.78 THEN 'renewal_termination' WHEN s < 0.90 THEN 'management'
                   ELSE 'renewal_termination' END::"ContractStage",
      auto = s >= 0.11 AND s < 0.78 AND d3 < 0.33,
      term = CASE WHEN s >= 0.11 AND s < 0.78 AND d3 < 0.33 THEN (ARRAY[12, 12, 24, 36])[1 + floor(d2 * 4)::int] END,
      notice = CASE WHEN s >= 0.11 AND s < 0.78 AND d3 < 0.33 THEN (ARRAY[30, 60, 90])[1 + floor(d1 * 3)::int] END`);
    await c.query(`UPDATE bc SET
      end_date = CASE
        WHEN s < 0.11 THEN current_date + 200 + floor(d1 * 1600)::int
        WHEN s < 0.78 AND auto THEN current_date - 1 + floor(d1 * term * 30.4)::int
        WHEN s < 0.78 AND d2 < 0.1 THEN NULL
        WHEN s < 0.78 THEN current_date - 1 + floor(d1 * 1460)::int
        WHEN s < 0.90 THEN current_date - 2 - floor(d1 * 1500)::int
        ELSE current_date - 300 + floor(d1 * 1200)::int END`);
    await c.query(`UPDATE bc SET start_date = CASE
        WHEN s < 0.11 THEN current_date + floor(d2 * 180)::int
        ELSE coalesce(end_date, current_date + 365) - 365 - floor(d2 * 1460)::int END`);
    await c.query(`UPDATE bc SET created = least(start_date, current_date) - 30 - floor(d3 * 60)::int`);
    // The vendors' values are summed once below: the per-row trigger would sum a vendor's contracts at each insert.
    await c.query(`ALTER TABLE "Contract" DISABLE TRIGGER "Contract_vendorValue"`);
    const inserted = await c.query(
      `INSERT INTO "Contract" ("id","reference","name","vendorId","type","value","currency","startDate","endDate",
         "status","stage","riskLevel","autoRenewal","renewalTermMonths","noticePeriodDays","ownerId","approvedAt",
         "expiredAt","terminatedAt","terminationReason","criticalFunction","createdById","updatedById","createdAt",
         "updatedAt")
       SELECT x.id, 'CT-' || x.y || '-' || CASE WHEN x.seq < 10000 THEN lpad(x.seq::text, 4, '0') ELSE x.seq::text END,
         x.word || ' ' || initcap(replace(x.type, '_', ' ')) || ' ' || x.g, v."id", x.type::"ContractType",
         round((1000 + x.d2 * x.d1 * 5000000)::numeric, 2), v."currency", x.start_date, x.end_date, x.status, x.stage,
         coalesce(v."criticality", 'medium'), x.auto, x.term, x.notice, ids.owners[x.owner],
         CASE WHEN x.s >= 0.09 THEN x.created + 20 END, CASE WHEN x.status = 'expired' THEN x.end_date + 1 END,
         CASE WHEN x.status = 'terminated' THEN current_date - floor(x.d2 * 700)::int END,
         CASE WHEN x.status = 'terminated' THEN 'Services moved to another provider.' END,
         v."criticality" = 'critical', ids.owners[x.owner], ids.owners[x.owner], x.created + interval '9 hours',
         x.created + interval '20 days'
       FROM (SELECT bc.*, extract(year FROM bc.created)::int AS y,
               row_number() OVER (PARTITION BY extract(year FROM bc.created) ORDER BY bc.created, bc.id) AS seq
             FROM bc) x CROSS JOIN ids JOIN "Vendor" v ON v."id" = ids.vendors[x.vendor]`,
    );
    await c.query(`ALTER TABLE "Contract" ENABLE TRIGGER "Contract_vendorValue"`);
    await c.query(`INSERT INTO "ContractEvent" ("id","contractId","kind","toStage","actorId","createdAt")
      SELECT gen_random_uuid(), c."id", 'created', 'initiation', c."ownerId", c."createdAt" FROM "Contract" c`);
    // The reminders the daily job sent up to yesterday: for each deadline within 90 days of yesterday, every
    // threshold it had reached (a contract 45 days from its end has had the 90- and the 60-day reminders).
    const reminders =
      await c.query(`INSERT INTO "ContractReminder" ("contractId","kind","deadline","threshold","sentAt")
      SELECT d.id, d.kind::"ContractReminderKind", d.deadline, t.threshold, now() - interval '1 day'
      FROM (SELECT c."id", 'end' AS kind, c."endDate" AS deadline FROM "Contract" c
            WHERE c."status" NOT IN ('expired','terminated') AND c."endDate" IS NOT NULL
            UNION ALL
            SELECT c."id", 'notice', c."endDate" - c."noticePeriodDays" FROM "Contract" c
            WHERE c."status" NOT IN ('expired','terminated') AND c."autoRenewal" AND c."noticePeriodDays" IS NOT NULL
              AND c."endDate" IS NOT NULL) d
      JOIN (VALUES (90), (60), (30)) AS t(threshold) ON d.deadline - (current_date - 1) BETWEEN 0 AND 90
        AND t.threshold >= CASE WHEN d.deadline - (current_date - 1) <= 30 THEN 30
                                WHEN d.deadline - (current_date - 1) <= 60 THEN 60 ELSE 90 END`);
    await c.query(`INSERT INTO "ReferenceCounter" ("prefix","year","value")
      SELECT 'CT', split_part("reference", '-', 2)::int, max(split_part("reference", '-', 3)::int)
      FROM "Contract" GROUP BY 2
      ON CONFLICT ("prefix","year") DO UPDATE SET "value" = greatest("ReferenceCounter"."value", EXCLUDED."value")`);
    await c.query(`UPDATE "Vendor" v SET "contractValue" = s.total
      FROM (SELECT c."vendorId", sum(c."value") AS total FROM "Contract" c JOIN "Vendor" w ON w."id" = c."vendorId"
            WHERE c."status" = 'executed' AND c."currency" = w."currency" GROUP BY 1) s
      WHERE v."id" = s."vendorId"`);
    // As autovacuum leaves tables in service: statistics, and a visibility map for index-only scans.
    await c.query("VACUUM ANALYZE");
    log(
      `seeded ${vendors.toLocaleString("en")} vendors, ${inserted.rowCount?.toLocaleString("en")} contracts, ` +
        `${reminders.rowCount?.toLocaleString("en")} reminders already sent, in ` +
        `${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  });
}
