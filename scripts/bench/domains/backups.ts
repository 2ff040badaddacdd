/**
 * Backups (issue 19): a backup and a restore of the 100,000-vendor benchmark database (vendors, reviews, invoices,
 * onboarding checklists, contracts: ./vendors-data.ts), each by a fresh worker process started as `npm start` runs
 * it, through the real API. Measured: wall time from the request to the finished task (backup) or the completed
 * restore status (restore, which the API cannot be asked for afterwards: every session ended), and the worker's peak
 * RSS (VmHWM). Targets: ≤ 60 s each, ≤ 400 MB.
 *
 * Options (environment): BENCH_VENDORS (100000), BENCH_BACKUP_ENCRYPTED (1: with BACKUP_ENCRYPTION_KEY),
 * BENCH_DATABASE_URL (an existing database, seeded only if it has no vendors).
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  benchDatabase,
  benchEnv,
  childEnv,
  type Domain,
  log,
  option,
  postgresVersion,
  type Report,
  type Row,
  signInNewAdmin,
  sleep,
  startInProcess,
  withClient,
} from "../harness.js";
import { cleanup, startRedis, startWorker } from "../processes.js";
import { seed, vendorCount } from "./vendors-data.js";

const VENDORS = option("VENDORS", 100_000);
const ENCRYPTED = option("BACKUP_ENCRYPTED", 1) === 1;
const TARGET_SECONDS = 60;
const TARGET_RSS_MB = 400;
const HEAP_FLAGS = "--max-old-space-size=384 --max-semi-space-size=16";
const TIMEOUT_MS = 10 * 60_000;

async function totalRows(url: string) {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ n: string }>(
      `SELECT sum(n_live_tup)::bigint AS n FROM pg_stat_user_tables WHERE relname <> '_prisma_migrations'`,
    );
    return Number(rows[0]!.n);
  });
}

export const domain: Domain = {
  summary: "backup and restore of the 100,000-vendor database by the worker (time, peak RSS)",
  async run(): Promise<Report> {
    const database = await benchDatabase("backups");
    if ((await vendorCount(database.url)) === 0) await seed(database.url, VENDORS);
    const dir = await mkdtemp(join(tmpdir(), "bench-backups-"));
    cleanup.push(() => rm(dir, { recursive: true, force: true }));
    const extra: Record<string, string> = { BACKUP_DIR: dir };
    if (ENCRYPTED) extra.BACKUP_ENCRYPTION_KEY = randomBytes(32).toString("hex");
    const env = benchEnv(database.url, await startRedis(), extra);
    const { base, services } = await startInProcess(env);
    const token = await signInNewAdmin(database.url, base);
    const auth = { authorization: `Bearer ${token}`, "content-type": "application/json" };
    const vendors = await vendorCount(database.url);
    await withClient(database.url, (c) => c.query("ANALYZE"));
    const rowsInDb = await totalRows(database.url);
    log(`${vendors.toLocaleString("en")} vendors, about ${rowsInDb.toLocaleString("en")} rows in all`);
    const workerEnv = childEnv(env, { ...extra, NODE_OPTIONS: HEAP_FLAGS });

    // --- Backup -------------------------------------------------------------------------------------------------
    let worker = await startWorker(workerEnv);
    const idleBackup = worker.peakRssMb();
    let started = Date.now();
    const run = await fetch(`${base}/api/system/backup`, { method: "POST", headers: auth, body: "{}" });
    const taskId = ((await run.json()) as { data: { taskId: string } }).data.taskId;
    let task: {
      status: string;
      result: { id: string; bytes: number; rows: number; tables: number } | null;
      error: string | null;
    };
    for (;;) {
      const res = await fetch(`${base}/api/tasks/${taskId}`, { headers: auth });
      task = ((await res.json()) as { data: typeof task }).data;
      if (task.status === "completed" || task.status === "failed") break;
      if (Date.now() - started > TIMEOUT_MS) throw new Error("the backup did not finish in 10 minutes");
      await sleep(200);
    }
    const backupSeconds = (Date.now() - started) / 1000;
    const backupRss = worker.peakRssMb();
    await worker.stop();
    if (task.status !== "completed" || !task.result) throw new Error(`the backup failed: ${task.error}`);
    const backup = task.result;
    log(
      `backup ${backup.id}: ${backup.tables} tables, ${backup.rows.toLocaleString("en")} rows, ` +
        `${(backup.bytes / 2 ** 20).toFixed(1)} MB${ENCRYPTED ? " encrypted" : ""} in ${backupSeconds.toFixed(1)} s; ` +
        `worker peak RSS ${backupRss.toFixed(0)} MB (idle ${idleBackup.toFixed(0)} MB)`,
    );

    // --- Restore ------------------------------------------------------------------------------------------------
    worker = await startWorker(workerEnv);
    const idleRestore = worker.peakRssMb();
    started = Date.now();
    const asked = await fetch(`${base}/api/system/restore`, {
      method: "POST",
      headers: auth,
      body: JSON.stringify({ backupId: backup.id, confirmation: backup.id }),
    });
    if (asked.status !== 202) throw new Error(`the restore was refused: ${asked.status} ${await asked.text()}`);
    // Read from Redis: the restore ends every session, this token's too.
    let status: { state: string; message: string | null };
    for (;;) {
      status = JSON.parse((await services.redis.get("tprm:restore:status")) ?? "{}");
      if (status.state === "completed" || status.state === "failed") break;
      if (Date.now() - started > TIMEOUT_MS) throw new Error("the restore did not finish in 10 minutes");
      await sleep(200);
    }
    const restoreSeconds = (Date.now() - started) / 1000;
    const phases = JSON.parse((await services.redis.get("tprm:restore:status:phases")) ?? "{}") as Record<
      string,
      number
    >;
    log(`restore phases (ms): ${JSON.stringify(phases)}`);
    const restoreRss = worker.peakRssMb();
    await worker.stop();
    log(
      `restore: ${status.state} in ${restoreSeconds.toFixed(1)} s — ${status.message}; worker peak RSS ${restoreRss.toFixed(0)} MB (idle ${idleRestore.toFixed(0)} MB)`,
    );
    const vendorsAfter = await vendorCount(database.url);

    const rows: Row[] = [
      {
        what: `Backup of ${vendors.toLocaleString("en")} vendors (${backup.rows.toLocaleString("en")} rows, ${(backup.bytes / 2 ** 20).toFixed(0)} MB${ENCRYPTED ? ", encrypted" : ""}): wall time`,
        value: `${backupSeconds.toFixed(1)} s`,
        target: `≤ ${TARGET_SECONDS} s`,
        ok: backupSeconds <= TARGET_SECONDS,
      },
      {
        what: "  worker peak RSS (fresh process; idle before)",
        value: `${backupRss.toFixed(0)} MB (${idleBackup.toFixed(0)} MB)`,
        target: `≤ ${TARGET_RSS_MB} MB`,
        ok: backupRss <= TARGET_RSS_MB,
      },
      {
        what: "Restore of that backup (checks, then one transaction): wall time",
        value: `${restoreSeconds.toFixed(1)} s`,
        target: `≤ ${TARGET_SECONDS} s`,
        ok: status.state === "completed" && restoreSeconds <= TARGET_SECONDS,
      },
      {
        what: "  worker peak RSS (fresh process; idle before)",
        value: `${restoreRss.toFixed(0)} MB (${idleRestore.toFixed(0)} MB)`,
        target: `≤ ${TARGET_RSS_MB} MB`,
        ok: restoreRss <= TARGET_RSS_MB,
      },
      {
        what: "Vendors after the restore",
        value: vendorsAfter.toLocaleString("en"),
        target: vendors.toLocaleString("en"),
        ok: vendorsAfter === vendors,
      },
    ];
    return {
      header: `Backups — ${await postgresVersion(database.url)}`,
      rows,
      results: [
        { scenario: "backup", seconds: backupSeconds, peakRssMb: backupRss, idleRssMb: idleBackup, ...backup },
        {
          scenario: "restore",
          seconds: restoreSeconds,
          peakRssMb: restoreRss,
          idleRssMb: idleRestore,
          phases,
          ...status,
        },
      ],
      after: [],
    };
  },
};
