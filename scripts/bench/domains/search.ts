/**
 * `npm run bench -- search` — issue 18's global search (GET /api/search/global, every kind an Admin may view) at
 * 100,000 vendors and over 500,000 records in all: the vendor benchmark's 100,000 vendors (vendors-data.ts), 100,000
 * contracts and 20,000 workflows (each seeder adds its own 1,000 vendors) and the governance benchmark's 50,000
 * policies, 5,000 procedures, 50 committees and 250,000 documents. Risk assessments are not seeded: the assessment
 * seeder's vendors take the same LEIs as the vendor seeder's (both prefix 5493), so the kind is searched over an
 * empty table here (its indexes are the contracts' kind: reference and service category). Measured against
 * the server as `npm start` runs it (one process, pool 10), each search at 1 and 4 clients beside the very SQL it
 * sent (captured, replayed through `pg`):
 *
 * - an exact vendor name, an LEI typed in groups of four, a contract reference;
 * - a broad word in ~5 % of the vendors' names ("Summit") and one in every kind's names ("Cloud");
 * - a two-letter search (too short for the trigram indexes: the tables are read until each kind has its candidates);
 * - a word nothing matches.
 *
 * Target (issue 18): p95 < 100 ms per search; HTTP at least 0.5× the requests/s of the same SQL through pg is shown.
 *
 * Options (environment): BENCH_VENDORS (100000), BENCH_CONTRACTS (100000),
 * BENCH_WORKFLOWS (20000), BENCH_POLICIES (50000), BENCH_DOCUMENTS (250000), BENCH_CLIENTS ("1,4"),
 * BENCH_REQUESTS (600 per run), BENCH_SECONDS (5 per run), BENCH_EXPLAIN=1, BENCH_DATABASE_URL (an existing
 * database).
 */
import { type CallGroup, measureGetCalls } from "../get-calls.js";
import * as h from "../harness.js";
import { startRedis } from "../processes.js";
import { seedContracts } from "./contracts-data.js";
import { seedGovernance } from "./governance-data.js";
import { seed as seedVendors } from "./vendors-data.js";
import { seedWorkflows } from "./workflows-data.js";

const VOLUME = {
  vendors: h.option("VENDORS", 100_000),
  contracts: h.option("CONTRACTS", 100_000),
  workflows: h.option("WORKFLOWS", 20_000),
  policies: h.option("POLICIES", 50_000),
  documents: h.option("DOCUMENTS", 250_000),
};
const CLIENTS = h.listOption("CLIENTS", "1,4");
const REQUESTS = h.option("REQUESTS", 600);
const SECONDS = h.option("SECONDS", 5);
const TARGET = { p95Ms: 100, ratio: 0.5 };
/** The other seeders' own vendors: few, so the vendor register stays at the benchmark's size. */
const SIDE_VENDORS = 1_000;

const TABLES = [
  "Vendor",
  "Contract",
  "RiskAssessment",
  "Policy",
  "Procedure",
  "Committee",
  "Workflow",
  "Report",
  "GovernanceDocument",
];

async function counts(url: string): Promise<Record<string, number>> {
  return h.withClient(url, async (c) => {
    const found: Record<string, number> = {};
    for (const table of TABLES)
      found[table] = (await c.query(`SELECT count(*)::int AS n FROM "${table}"`)).rows[0].n as number;
    return found;
  });
}

async function seed(url: string) {
  await seedVendors(url, VOLUME.vendors);
  // The vendor seeder's contracts (CT-BENCH-0000001…) numbered as the contract seeder's counter reads references
  // (CT-<year>-<number>), in a year no counter hands out.
  await h.withClient(url, (c) =>
    c.query(
      `UPDATE "Contract" SET "reference" = 'CT-1990-' || split_part("reference", '-', 3) WHERE "reference" LIKE 'CT-BENCH-%'`,
    ),
  );
  await seedContracts(url, SIDE_VENDORS, VOLUME.contracts);
  // The workflow seeder makes its own owners with the contract seeder's addresses (owner<n>@bench.bank.example).
  await h.withClient(url, (c) =>
    c.query(`UPDATE "User" SET "email" = 'contract-' || "email" WHERE "email" LIKE 'owner%@bench.bank.example'`),
  );
  await seedWorkflows(url, { vendors: SIDE_VENDORS, workflows: VOLUME.workflows, drafts: 0 });
  await seedGovernance(url, {
    policies: VOLUME.policies,
    procedures: 5_000,
    committees: 50,
    categories: 20,
    documents: VOLUME.documents,
  });
  await h.withClient(url, (c) => c.query("VACUUM ANALYZE"));
}

/** The searches, from the seeded data: a real name, LEI and reference. */
async function searches(url: string): Promise<CallGroup[]> {
  const sample = await h.withClient(url, async (c) => {
    const vendor = (await c.query(`SELECT "name", "lei" FROM "Vendor" WHERE "lei" IS NOT NULL ORDER BY "id" LIMIT 1`))
      .rows[0] as { name: string; lei: string };
    const contract = (await c.query(`SELECT "reference" FROM "Contract" ORDER BY "id" DESC LIMIT 1`)).rows[0] as {
      reference: string;
    };
    return { vendor, contract };
  });
  const path = (q: string) => `/api/search/global?${new URLSearchParams({ q, limit: "5" })}`;
  const grouped = sample.vendor.lei.match(/.{1,4}/g)!.join(" ");
  return [
    {
      key: "search",
      tab: "Global search",
      paths: [
        path(sample.vendor.name),
        path(grouped),
        path(sample.contract.reference),
        path("Summit"),
        path("Cloud"),
        path("at"),
        path("Zqxwv"),
      ],
    },
  ];
}

async function run(): Promise<h.Report> {
  const database = await h.benchDatabase("search");
  const url = database.url;
  if ((await counts(url)).Vendor === 0) await seed(url);
  const found = await counts(url);
  const env = h.benchEnv(url, await startRedis());
  const { base } = await h.startInProcess(env);
  const auth = { authorization: `Bearer ${await h.signInNewAdmin(url, base)}` };
  const groups = await searches(url);

  const { rows, results, after } = await measureGetCalls({
    url,
    env,
    base,
    auth,
    groups,
    chosen: ["search"],
    clients: CLIENTS,
    requests: REQUESTS,
    seconds: SECONDS,
    target: TARGET,
    nameWithQuery: true,
  });

  const total = Object.values(found).reduce((a, b) => a + b, 0);
  const header = h.machineLine(
    await h.postgresVersion(url),
    `${total.toLocaleString("en")} records: ${TABLES.map((t) => `${found[t]!.toLocaleString("en")} ${t}`).join(", ")}; ` +
      `server as npm start runs it, 1 process, pool ${h.POOL_SIZE}`,
  );
  return { header, rows, results, after };
}

export const domain: h.Domain = {
  summary:
    "100,000 vendors and 500,000+ records: the global search's p95 for exact, LEI, reference, broad and short searches",
  run,
};
