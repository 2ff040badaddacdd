/**
 * `npm run bench -- register` — issue 21's DORA Register of Information at BENCH_REGISTER_CONTRACTS (2,000) ICT
 * contracts (register-data.ts): the consolidated snapshot loaded (Prisma), the 15 tables built, the checks run and
 * the xBRL-CSV package zipped — what the dora-export job does — in this process, at 1 and 4 clients at once, beside
 * the snapshot's very SQL (captured, replayed through `pg`). The time of each phase of one run is printed.
 *
 * Target: a package p95 ≤ 10 s at each client count.
 *
 * Options (environment): BENCH_REGISTER_CONTRACTS (2000), BENCH_REGISTER_PROVIDERS (300), BENCH_REGISTER_ENTITIES
 * (4), BENCH_CLIENTS ("1,4"), BENCH_REQUESTS (12 per run), BENCH_SECONDS (60 per run), BENCH_DATABASE_URL (an
 * existing database).
 */
import { performance } from "node:perf_hooks";
import { createPrismaClient } from "@tprm/db";
import { buildTables } from "../../../packages/api/src/register/build.js";
import { TEMPLATE_IDS } from "../../../packages/api/src/register/catalog.js";
import { runChecks } from "../../../packages/api/src/register/checks.js";
import { type PackageOptions, writePackage } from "../../../packages/api/src/register/package.js";
import { loadRegisterSnapshot, type RegisterScope } from "../../../packages/api/src/register/snapshot.js";
import { captureSql, describeSql, replayable } from "../capture.js";
import * as h from "../harness.js";
import { driveHere } from "../load.js";
import { registerCounts, seedRegister } from "./register-data.js";

const VOLUME = {
  contracts: h.option("REGISTER_CONTRACTS", 2_000),
  providers: h.option("REGISTER_PROVIDERS", 300),
  entities: h.option("REGISTER_ENTITIES", 4),
};
const CLIENTS = h.listOption("CLIENTS", "1,4");
const REQUESTS = h.option("REQUESTS", 12);
const SECONDS = h.option("SECONDS", 60);
const TARGET = { p95Ms: 10_000 };

async function run(): Promise<h.Report> {
  const database = await h.benchDatabase("register");
  const url = database.url;
  let counts = await registerCounts(url);
  if (counts.contracts === 0) {
    await seedRegister(url, VOLUME);
    counts = await registerCounts(url);
  }
  if (!counts.parentId) throw new Error("no entity maintains the register");
  const db = createPrismaClient(url, { poolSize: h.POOL_SIZE });
  h.cleanup.push(() => db.$disconnect());
  const scope: RegisterScope = { consolidated: true, entityId: counts.parentId, referenceDate: "2026-12-31" };
  const options = (lei: string): PackageOptions => ({
    profile: "eba",
    consolidated: true,
    lei,
    country: "DE",
    authority: "DE_BAFIN",
    referenceDate: scope.referenceDate,
    createdAt: new Date(),
    baseCurrency: "EUR",
  });

  const phases = async () => {
    const t0 = performance.now();
    const snapshot = await loadRegisterSnapshot(db, scope);
    const t1 = performance.now();
    const tables = buildTables(snapshot);
    const t2 = performance.now();
    const problems = runChecks(snapshot, tables);
    const t3 = performance.now();
    const zip = await writePackage(tables, options(snapshot.entities[0]!.lei!));
    const t4 = performance.now();
    return { snapshot, tables, problems, zip, ms: { load: t1 - t0, build: t2 - t1, checks: t3 - t2, zip: t4 - t3 } };
  };

  const first = await phases();
  const rowCount = TEMPLATE_IDS.reduce((n, id) => n + first.tables[id].rows.length, 0);
  h.log(
    `one package: ${first.snapshot.contracts.length} contracts, ${rowCount} rows in 15 tables, ` +
      `${first.problems.length} problems, ZIP ${(first.zip.byteLength / 1024).toFixed(0)} KB; load ` +
      `${first.ms.load.toFixed(0)} ms, build ${first.ms.build.toFixed(0)} ms, checks ${first.ms.checks.toFixed(0)} ms, ` +
      `zip ${first.ms.zip.toFixed(0)} ms`,
  );
  const captured = await captureSql(() => loadRegisterSnapshot(db, scope));
  h.log(`the snapshot's SQL:\n${describeSql(captured)}`);
  const sequence = replayable(captured, new Set());
  const drive = h.loadGenerator();

  const rows: h.Row[] = [];
  const results: Record<string, unknown>[] = [];
  for (const clients of CLIENTS) {
    const whole = h.stats(await driveHere(clients, REQUESTS, SECONDS, phases));
    const sql = h.stats(
      await drive({
        kind: "pg-each",
        url,
        poolSize: h.POOL_SIZE,
        clients: Array.from({ length: clients }, () => [sequence]),
        concurrency: clients,
        total: REQUESTS * 4,
        seconds: SECONDS,
        warmup: 2,
      }),
    );
    h.log(`${clients} client(s): package ${h.fmt(whole)} | snapshot SQL through pg ${h.fmt(sql)}`);
    rows.push({
      what: `DORA package (load, build, checks, ZIP), ${clients} client(s), p50 / p95 / p99`,
      value: h.latency(whole),
      target: `p95 ≤ ${TARGET.p95Ms / 1000} s`,
      ok: whole.p95 <= TARGET.p95Ms && whole.errors === 0,
    });
    rows.push({
      what: `  the snapshot's SQL through pg, ${clients} client(s)`,
      value: h.latency(sql),
      target: "",
      ok: null,
    });
    results.push({ scenario: "package", clients, package: whole, pg: sql });
  }
  results.push({ scenario: "phases", ...first.ms, rows: rowCount, zipBytes: first.zip.byteLength });

  const header = h.machineLine(
    await h.postgresVersion(url),
    `${first.snapshot.contracts.length.toLocaleString("en")} ICT contracts, ${first.snapshot.vendors.length} providers ` +
      `and subcontractors, ${first.snapshot.entities.length} entities and branches, consolidated; in process, pool ${h.POOL_SIZE}`,
  );
  const after = [
    `One package's phases: load ${first.ms.load.toFixed(0)} ms, build ${first.ms.build.toFixed(0)} ms, ` +
      `checks ${first.ms.checks.toFixed(0)} ms, ZIP ${first.ms.zip.toFixed(0)} ms (${rowCount.toLocaleString("en")} rows).`,
  ];
  return { header, rows, results, after };
}

export const domain: h.Domain = {
  summary:
    "the DORA Register of Information over 2,000 ICT contracts: snapshot, tables, checks and ZIP at 1 and 4 clients",
  run,
};
