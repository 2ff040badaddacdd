/**
 * `npm run bench -- audit-chain` — what the audit trail's tamper evidence costs (issue 22, docs/AUDIT.md):
 *
 * 1. Writing a change: PUT /api/vendors/{id} (a contact person changed: the vendor row and its audit row in one
 *    transaction) on one server in this process, one client, in alternating rounds with the chain on (rows marked
 *    with AUDIT_MAC_KEY, the sealer sealing every 2 s as the worker does) and off (no key, no sealer): p50 / p95 /
 *    mean of each and the difference. Target: at most 10 % more.
 * 2. Sealing and verifying BENCH_AUDIT_ROWS (1,000,000) audit rows written by COPY with their marks: the sealer's
 *    time for all of them (a first run after an upgrade), then the verification's. Target: verifying under 60 s.
 *
 * Options: BENCH_AUDIT_ROWS (1000000), BENCH_AUDIT_ROUNDS (10), BENCH_AUDIT_PER_ROUND (50), BENCH_DATABASE_URL.
 */

import { configureAuditKeys, sealAuditRows, verifyAuditChain } from "@tprm/api";
import { createPrismaClient } from "@tprm/db";
import pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import { buildApp } from "../../../apps/server/src/app.js";
import { createServices } from "../../../apps/server/src/services.js";
import { auditRow } from "../../../packages/api/src/audit/write-audit.js";
import * as h from "../harness.js";
import { startRedis } from "../processes.js";
import { seed, vendorCount } from "./vendors-data.js";

const ROWS = h.option("AUDIT_ROWS", 1_000_000);
const ROUNDS = h.option("AUDIT_ROUNDS", 10);
const PER_ROUND = h.option("AUDIT_PER_ROUND", 50);
const MAC_KEY = "bench-audit-mac-key-0123456789abcdefghij";
const TARGET = { writeRatio: 1.1, verifySeconds: 60 };

const percentile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    mean: samples.reduce((s, v) => s + v, 0) / samples.length,
  };
}
const ms = (v: number) => v.toFixed(2);

/** 1,000,000 rows as the application writes them (marked), streamed in by COPY. */
async function seedAuditRows(url: string, rows: number) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const started = Date.now();
  const stream = client.query(
    copyFrom(
      `COPY "AuditLog" ("id","actorId","action","entityType","entityId","after","description","ipAddress","userAgent","createdAt","rowMac") FROM STDIN`,
    ),
  );
  const esc = (v: string | null) =>
    v === null ? "\\N" : v.replace(/\\/g, "\\\\").replace(/\t/g, "\\t").replace(/\n/g, "\\n");
  const base = Date.now() - rows * 1000;
  const done = new Promise<void>((resolve, reject) => {
    stream.on("finish", resolve);
    stream.on("error", reject);
  });
  for (let i = 0; i < rows; i++) {
    const row = auditRow(
      {
        actorId: null,
        action: "UPDATE",
        entityType: "Vendor",
        entityId: `bench-${i % 5000}`,
        after: { contactPerson: `Person ${i}`, riskRating: i % 3 ? "low" : "high" },
        description: `Updated vendor ${i % 5000}`,
        ipAddress: "10.0.0.1",
        userAgent: "bench",
      },
      new Date(base + i * 1000),
    );
    const line = [
      row.id,
      null,
      row.action,
      row.entityType,
      row.entityId,
      JSON.stringify(row.after),
      row.description,
      row.ipAddress,
      row.userAgent,
      row.createdAt.toISOString(),
      row.rowMac,
    ]
      .map((v) => esc(v as string | null))
      .join("\t");
    if (!stream.write(`${line}\n`)) await new Promise((resolve) => stream.once("drain", resolve));
  }
  stream.end();
  await done;
  await client.query(`ANALYZE "AuditLog"`);
  await client.end();
  h.log(`seeded ${rows.toLocaleString("en")} audit rows in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function run(): Promise<h.Report> {
  const database = await h.benchDatabase("audit_chain");
  if (database.fresh || (await vendorCount(database.url)) === 0) await seed(database.url, 1_000);
  const env = h.benchEnv(database.url, await startRedis(), { AUDIT_MAC_KEY: MAC_KEY });
  const services = createServices(env);
  const app = await buildApp(services);
  await app.listen({ port: 0, host: "127.0.0.1" });
  h.cleanup.push(async () => {
    await app.close();
    await services.close();
  });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const token = await h.signInNewAdmin(database.url, base);
  const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
  const ids = (await services.db.vendor.findMany({ select: { id: true }, take: 200 })).map((v) => v.id);
  let n = 0;
  const update = async () => {
    const id = ids[n++ % ids.length]!;
    const started = performance.now();
    const res = await fetch(`${base}/api/vendors/${id}`, {
      method: "PUT",
      headers,
      body: JSON.stringify({ contactPerson: `Contact ${n}` }),
    });
    const body = await res.text();
    if (!res.ok) throw new Error(`PUT: ${res.status} ${body.slice(0, 200)}`);
    return performance.now() - started;
  };

  // 1. The write path, chain on and off in alternating rounds.
  const samples = { on: [] as number[], off: [] as number[] };
  let sealer: NodeJS.Timeout | undefined;
  const chain = (on: boolean) => {
    clearInterval(sealer);
    configureAuditKeys(on ? { AUDIT_MAC_KEY: MAC_KEY, NODE_ENV: "production" } : { NODE_ENV: "production" });
    if (on) sealer = setInterval(() => void sealAuditRows(services.db), 2_000);
  };
  for (let i = 0; i < 30; i++) await update();
  for (let round = 0; round < ROUNDS; round++) {
    for (const which of round % 2 ? (["on", "off"] as const) : (["off", "on"] as const)) {
      chain(which === "on");
      for (let i = 0; i < PER_ROUND; i++) samples[which].push(await update());
    }
  }
  clearInterval(sealer);
  const on = summary(samples.on);
  const off = summary(samples.off);
  const ratio = on.mean / off.mean;
  h.log(`PUT with the chain ${ms(on.p50)} / ${ms(on.p95)} ms, without ${ms(off.p50)} / ${ms(off.p95)} ms`);

  // 2. Sealing and verifying a long trail: rows all written with the key (the rounds above wrote some without).
  await h.withClient(database.url, (c) => c.query(`TRUNCATE "AuditLog"`));
  configureAuditKeys({ AUDIT_MAC_KEY: MAC_KEY, NODE_ENV: "production" });
  await seedAuditRows(database.url, ROWS);
  const db = createPrismaClient(database.url, { poolSize: 2 });
  h.cleanup.push(() => db.$disconnect());
  let started = performance.now();
  const sealed = await sealAuditRows(db);
  const sealSeconds = (performance.now() - started) / 1000;
  h.log(`sealed ${sealed.toLocaleString("en")} rows in ${sealSeconds.toFixed(1)} s`);
  started = performance.now();
  const report = await verifyAuditChain(db, { macKey: MAC_KEY, signingKey: null });
  const verifySeconds = (performance.now() - started) / 1000;
  const rss = process.memoryUsage().rss / 2 ** 20;
  h.log(`verified ${report.checked.toLocaleString("en")} rows in ${verifySeconds.toFixed(1)} s (ok: ${report.ok})`);

  return {
    header: h.machineLine(
      await h.postgresVersion(database.url),
      `${ROUNDS} × ${PER_ROUND} vendor updates per mode; ${ROWS.toLocaleString("en")} audit rows`,
    ),
    rows: [
      {
        what: "PUT /api/vendors/{id} p50 / p95 / mean, chain on",
        value: `${ms(on.p50)} / ${ms(on.p95)} / ${ms(on.mean)} ms`,
        target: "",
        ok: null,
      },
      {
        what: "PUT /api/vendors/{id} p50 / p95 / mean, chain off",
        value: `${ms(off.p50)} / ${ms(off.p95)} / ${ms(off.mean)} ms`,
        target: "",
        ok: null,
      },
      {
        what: "write cost with the chain (mean, on ÷ off)",
        value: `${ratio.toFixed(3)}×`,
        target: `≤ ${TARGET.writeRatio}×`,
        ok: ratio <= TARGET.writeRatio,
      },
      {
        what: `sealing ${sealed.toLocaleString("en")} rows (a backlog)`,
        value: `${sealSeconds.toFixed(1)} s`,
        target: "",
        ok: null,
      },
      {
        what: `verifying ${report.checked.toLocaleString("en")} rows`,
        value: `${verifySeconds.toFixed(1)} s (${report.ok ? "holds" : "PROBLEM"}, RSS ${rss.toFixed(0)} MB)`,
        target: `< ${TARGET.verifySeconds} s`,
        ok: verifySeconds < TARGET.verifySeconds && report.ok,
      },
    ],
    results: [{ on, off, ratio, sealed, sealSeconds, verifySeconds, checked: report.checked, rssMb: rss }],
    after: report.warnings.map((w) => `verification warning: ${w}`),
  };
}

export const domain: h.Domain = {
  summary: "audit trail chain: write cost of marking and sealing, sealing and verifying 1,000,000 rows",
  run,
};
