import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DB_PACKAGE_DIR } from "../src/index.js";
import { createTestDatabase, type TestDatabase } from "../src/testing.js";

const run = promisify(execFile);
const tsx = createRequire(import.meta.url).resolve("tsx");

/** Columns that legitimately differ between two runs: a fresh salt in every password hash, Prisma's @updatedAt. */
const VOLATILE = ["passwordHash", "updatedAt"];

interface TableState {
  rows: number;
  /** A fingerprint of every row (sorted), the volatile columns left out. */
  content: string;
}

/** Every table of the database (but the migration log): its row count and the fingerprint of its rows. */
async function snapshot(url: string): Promise<Record<string, TableState>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' " +
        "AND table_name <> '_prisma_migrations' ORDER BY table_name",
    );
    const state: Record<string, TableState> = {};
    for (const { table_name: table } of tables) {
      const drop = VOLATILE.map((c) => ` - '${c}'`).join("");
      const { rows } = await client.query<{ rows: string; content: string | null }>(
        `SELECT count(*) AS rows, md5(string_agg(r, '|' ORDER BY r)) AS content
           FROM (SELECT (to_jsonb(t)${drop})::text AS r FROM "${table}" t) s`,
      );
      state[table] = { rows: Number(rows[0]!.rows), content: rows[0]!.content ?? "" };
    }
    return state;
  } finally {
    await client.end();
  }
}

/**
 * What would make the demo assessments contradict the rules the server keeps: a vendor whose risk rating is not its
 * latest completed assessment's overall risk, a stored domain count that is not the domains scored, a year's
 * reference counter below a number in use.
 */
async function assessmentInconsistencies(url: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(`
      SELECT 'rating' AS problem, v.name AS subject FROM "Vendor" v
        JOIN LATERAL (SELECT "overallRisk" FROM "RiskAssessment" a WHERE a."vendorId" = v.id AND a.status = 'completed'
                      ORDER BY "assessmentDate" DESC, id DESC LIMIT 1) l ON true
       WHERE v."riskRating" IS DISTINCT FROM l."overallRisk"
      UNION ALL
      SELECT 'domains', a.reference FROM "RiskAssessment" a
       WHERE a."domainsCompleted" <> (SELECT count(*) FROM "RiskAssessmentDomain" d
                                        WHERE d."assessmentId" = a.id AND d.score IS NOT NULL)
      UNION ALL
      SELECT 'counter', a.reference FROM "RiskAssessment" a
        LEFT JOIN "ReferenceCounter" c ON c.prefix = 'RA' AND c.year = split_part(a.reference, '-', 2)::int
       WHERE c.value IS NULL OR c.value < split_part(a.reference, '-', 3)::int`);
    return rows;
  } finally {
    await client.end();
  }
}

/**
 * What would make the demo contracts contradict the rules the server keeps (packages/api/src/contracts/rules.ts): a
 * status that is not the one the stage, approval, expiry and termination give; an approval by the owner or by
 * nobody; a vendor whose contract value is not the sum of its executed contracts in its currency; a year's
 * reference counter below a number in use; a history that skips a stage.
 */
async function contractInconsistencies(url: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(`
      SELECT 'status' AS problem, c.reference AS subject FROM "Contract" c
       WHERE c.status::text <> CASE
         WHEN c."terminatedAt" IS NOT NULL THEN 'terminated'
         WHEN c."expiredAt" IS NOT NULL THEN 'expired'
         WHEN c.stage IN ('execution', 'management', 'renewal_termination') THEN 'executed'
         WHEN c."approvedAt" IS NOT NULL THEN 'approved'
         WHEN c.stage = 'approval' THEN 'under_review'
         ELSE 'draft' END
      UNION ALL
      SELECT 'approval', c.reference FROM "Contract" c
       WHERE c."approvedAt" IS NOT NULL AND (c."approvedById" IS NULL OR c."approvedById" = c."ownerId")
      UNION ALL
      SELECT 'value', v.name FROM "Vendor" v
       WHERE v."contractValue" <> (SELECT coalesce(sum(c.value), 0) FROM "Contract" c
                                   WHERE c."vendorId" = v.id AND c.status = 'executed' AND c.currency = v.currency)
      UNION ALL
      SELECT 'counter', c.reference FROM "Contract" c
        LEFT JOIN "ReferenceCounter" r ON r.prefix = 'CT' AND r.year = split_part(c.reference, '-', 2)::int
       WHERE r.value IS NULL OR r.value < split_part(c.reference, '-', 3)::int
      UNION ALL
      SELECT 'history', c.reference FROM "Contract" c
       WHERE (SELECT count(*) FROM "ContractEvent" e WHERE e."contractId" = c.id AND e.kind = 'stage_moved')
             <> array_position(enum_range(NULL::"ContractStage"), c.stage) - 1`);
    return rows;
  } finally {
    await client.end();
  }
}

/** `npm run seed -w @tprm/db` as `npm start` runs it: the script itself, in a process of its own. */
async function seed(url: string) {
  const { stdout } = await run(process.execPath, ["--import", tsx, path.join(DB_PACKAGE_DIR, "src", "seed.ts")], {
    cwd: DB_PACKAGE_DIR,
    env: { ...process.env, DATABASE_URL: url },
    timeout: 120_000,
  });
  return stdout;
}

describe("the demo seed", () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  }, 120_000);

  afterAll(async () => {
    await database?.drop();
  });

  it("is idempotent: a second run gives the same rows in every table, no duplicates", async () => {
    const empty = await snapshot(database.url);
    expect(Object.keys(empty).length).toBeGreaterThan(10);

    const firstOutput = await seed(database.url);
    expect(firstOutput).toMatch(/Demo vendors: 40 vendors/);
    const first = await snapshot(database.url);
    // The seed fills the tables the demo shows.
    for (const table of [
      "User",
      "Vendor",
      "VendorOnboardingTask",
      "VendorReview",
      "KpiBreach",
      "Invoice",
      "AuditLog",
      "RiskAssessment",
      "RiskAssessmentDomain",
      "RiskAssessmentTeamMember",
      "ReferenceCounter",
      "Contract",
      "ContractEvent",
      "ContractDocument",
      "ContractTemplate",
      "RegisterEntity",
      "BusinessFunction",
      "ContractFunction",
      "ContractRecipient",
      "ContractSubcontractor",
    ]) {
      expect(first[table]?.rows, table).toBeGreaterThan(0);
    }
    expect(await assessmentInconsistencies(database.url)).toEqual([]);
    expect(await contractInconsistencies(database.url)).toEqual([]);

    const secondOutput = await seed(database.url);
    expect(secondOutput).toBe(firstOutput);
    const second = await snapshot(database.url);

    const counts = (state: Record<string, TableState>) =>
      Object.fromEntries(Object.entries(state).map(([table, s]) => [table, s.rows]));
    expect(counts(second)).toEqual(counts(first));
    const changed = Object.keys(first).filter((table) => second[table]?.content !== first[table]!.content);
    expect(changed, "tables whose rows changed on the second run").toEqual([]);
  }, 300_000);
});
