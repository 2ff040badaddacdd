// Issue 9, point 2: one process's death is not everyone's. The server and the worker run as `npm start` runs them
// (the worker kept alive by scripts/lib/supervise.mjs); a worker killed with SIGKILL or aborting (exit 134) is
// restarted while the server keeps answering and its health says the worker is down meanwhile; a job interrupted by
// the kill runs again within seconds of the worker's return; a job that crashes its worker twice fails, and its task
// says so. Locks and stalled checks are shortened by the worker's env (WORKER_LOCK_DURATION_MS, …) to keep it fast.
import "../../../test/provided-context.js";
import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runFileRetention } from "@tprm/api";
import { JobClient, vendorExportJob } from "@tprm/api/jobs";
import { createTask } from "@tprm/api/tasks";
import { startVendorImport } from "@tprm/api/vendor-transfer/service";
import { createPrismaClient, type PrismaClient } from "@tprm/db";
import { createUser } from "@tprm/db/factories";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  type RestartPolicy,
  type Run,
  type Supervisor,
  spawnGroup,
  supervise,
} from "../../../scripts/lib/supervise.mjs";
import { CRASHED_TWICE } from "../src/handlers/transfer-support.js";

const root = fileURLToPath(new URL("../../../", import.meta.url));

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

async function until<T>(what: string, probe: () => Promise<T | null> | T | null, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}\n${output.slice(-4000)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** What the children said, for a failure's message. */
let output = "";
function collect(name: string, run: Run): Run {
  for (const stream of [run.child.stdout, run.child.stderr]) {
    stream?.on("data", (chunk: Buffer) => {
      output = `${output}${chunk
        .toString()
        .split("\n")
        .filter(Boolean)
        .map((l) => `${name}│ ${l}\n`)
        .join("")}`.slice(-20_000);
    });
  }
  return run;
}

let port: number;
let env: NodeJS.ProcessEnv;
let server: Run;
let db: PrismaClient;
let redis: Redis;
let jobs: JobClient;
let userId: string;
const supervisors: Supervisor[] = [];
const TAG = `sv${randomUUID().slice(0, 6)}`;

/** The worker under supervision, as scripts/start.mjs runs it; `starts` records when each run was spawned. */
function superviseWorker(command: string, args: string[], policy: Partial<RestartPolicy>) {
  const starts: number[] = [];
  const supervisor = supervise({
    name: "worker",
    start: () => collect("worker", spawnGroup(command, args, { cwd: root, env })),
    log: (message) => {
      output += `start │ ${message}\n`;
    },
    policy,
    onStart: () => starts.push(Date.now()),
  });
  supervisors.push(supervisor);
  return { supervisor, starts };
}

/** The worker's own node process (npm runs it through sh, in the group the supervisor made). */
function workerPid(supervisor: Supervisor): number | null {
  const leader = supervisor.child?.pid;
  if (!leader) return null;
  try {
    const pids = execFileSync("pgrep", ["-g", String(leader), "-f", "^(\\S*/)?node "])
      .toString()
      .trim()
      .split("\n");
    return pids.map(Number).find((pid) => pid !== leader) ?? null;
  } catch {
    return null;
  }
}

type Health = { status: string; worker: { status: "up" | "down"; count: number } };
async function health(): Promise<Health> {
  const res = await fetch(`http://127.0.0.1:${port}/api/system/health`, { signal: AbortSignal.timeout(5_000) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Health }).data;
}
const workerIs = (status: "up" | "down") => async () => ((await health()).worker.status === status ? true : null);

/**
 * The Redis database this test worker claimed for the run (test/isolation.ts): no other run and no other file
 * running at the same time uses it, and it is emptied (all but the claim) before each file starts. Health counts
 * every worker heartbeat in its database, so the suite needs one that no other run's worker beats in.
 */
const redisUrl = () => inject("redisUrl");

beforeAll(async () => {
  port = await freePort();
  env = {
    ...process.env,
    NODE_ENV: "test",
    DATABASE_URL: inject("databaseUrl"),
    REDIS_URL: redisUrl(),
    PORT: String(port),
    HOST: "127.0.0.1",
    DATABASE_POOL_SIZE: "2",
    LOG_LEVEL: "warn",
    OUTBOX_DIR: path.join(os.tmpdir(), `tprm-outbox-${TAG}`),
    WORKER_LOCK_DURATION_MS: "2000",
    WORKER_STALLED_INTERVAL_MS: "1000",
  };
  db = createPrismaClient(inject("databaseUrl"), { poolSize: 2 });
  redis = new Redis(redisUrl(), { maxRetriesPerRequest: null });
  jobs = new JobClient(redis);
  userId = (await createUser(db)).id;
  server = collect("server", spawnGroup("npm", ["start", "-w", "@tprm/server"], { cwd: root, env }));
  await until("the server to answer", () => health().catch(() => null), 90_000);
}, 120_000);

afterAll(async () => {
  for (const supervisor of supervisors) await supervisor.stop("SIGTERM");
  if (server) {
    try {
      process.kill(-server.child.pid!, "SIGTERM");
    } catch {}
    await server.exited;
  }
  // The worker registered its hourly housekeeping in this run's Redis: leave nothing scheduled for later tests.
  await jobs?.queue("maintenance").removeJobScheduler("file-retention");
  await db?.vendor.deleteMany({ where: { name: { startsWith: `Bulk ${TAG}` } } });
  await jobs?.close();
  redis?.disconnect();
  await db?.$disconnect();
}, 120_000);

describe("the worker under supervision", () => {
  it("a SIGKILLed worker is restarted; the server answers throughout and its health says down, then up", async () => {
    // Restarted after 6 s (a run of 5 s counts as steady), so that health has time to notice: it says down 5 s
    // after the last heartbeat.
    const { supervisor } = superviseWorker("npm", ["start", "-w", "@tprm/worker"], {
      firstDelayMs: 6_000,
      steadyAfterMs: 5_000,
    });
    await until("the worker to be up", workerIs("up"));
    const pid = await until("the worker's process", () => workerPid(supervisor));
    process.kill(pid, "SIGKILL");
    // Health answers (200) on every poll, and says down once the heartbeat is 5 s old.
    const killedAt = Date.now();
    await until("health to say the worker is down", workerIs("down"), 20_000);
    expect(Date.now() - killedAt).toBeLessThan(6_000);
    await until("the restarted worker to be up", workerIs("up"));
    expect(supervisor.runs).toBe(2);
    expect(output).toContain("worker stopped unexpectedly (");
    expect(server.child.exitCode).toBeNull();
    expect((await health()).status).toBe("ok");
  }, 120_000);

  it("an export interrupted by the kill completes within 30 s of the worker's return", async () => {
    const supervisor = supervisors[0]!;
    // Enough rows that the export is still running when the worker is killed.
    const count = 30_000;
    await db.vendor.createMany({
      data: Array.from({ length: count }, (_, i) => ({ name: `Bulk ${TAG} ${String(i).padStart(5, "0")}` })),
    });
    const task = await createTask(db, {
      kind: "vendor-export",
      createdById: userId,
      params: { format: "csv", search: `Bulk ${TAG}` },
    });
    const runsBefore = supervisor.runs;
    await jobs.enqueue(vendorExportJob, { taskId: task.id });
    await until("the export to start", async () => {
      const row = await db.backgroundTask.findUniqueOrThrow({ where: { id: task.id } });
      return row.status === "running" ? true : null;
    });
    const pid = await until("the worker's process", () => workerPid(supervisor));
    process.kill(pid, "SIGKILL");
    expect((await db.backgroundTask.findUniqueOrThrow({ where: { id: task.id } })).status).not.toBe("completed");

    await until("the worker to be restarted", () => (supervisor.runs > runsBefore ? true : null));
    const returnedAt = Date.now();
    const done = await until(
      "the export to complete",
      async () => {
        const row = await db.backgroundTask.findUniqueOrThrow({ where: { id: task.id } });
        return row.status === "completed" || row.status === "failed" ? row : null;
      },
      45_000,
    ).catch(async (error) => {
      const row = await db.backgroundTask.findUniqueOrThrow({ where: { id: task.id } });
      const q = jobs.queue("transfer");
      const counts = await q.getJobCounts();
      const all = await q.getJobs(["active", "waiting", "failed", "completed", "delayed"]);
      throw new Error(
        `${(error as Error).message}\nTASK ${JSON.stringify(row)}\nCOUNTS ${JSON.stringify(counts)}\nJOBS ${JSON.stringify(all.map((j) => [j.id, j.name, j.data, j.failedReason, j.attemptsMade, j.stalledCounter]))}`,
      );
    });
    expect(done.status).toBe("completed");
    expect(done.result).toMatchObject({ rows: count, format: "csv" });
    expect(done.finishedAt!.getTime() - returnedAt).toBeLessThan(30_000);
  }, 120_000);

  it("a job that crashes its worker twice (exit 134) fails; its task says so and its file is kept", async () => {
    await supervisors[0]!.stop("SIGTERM");
    await until("health to say the worker is down", workerIs("down"), 20_000);
    const { supervisor, starts } = superviseWorker(
      process.execPath,
      ["--import", "tsx", "apps/worker/test/crashing-worker.ts"],
      { firstDelayMs: 200 },
    );
    await until("the crashing worker to be up", workerIs("up"));

    const started = await startVendorImport(
      { db, jobs },
      { id: userId },
      {
        filename: "crashes-the-worker.csv",
        source: Buffer.from(`Name,Country\nCrash ${TAG},GB\n`),
        ipAddress: null,
      },
    );
    const task = await until(
      "the import's task to fail",
      async () => {
        const row = await db.backgroundTask.findUniqueOrThrow({ where: { id: started.taskId } });
        return row.status === "failed" ? row : null;
      },
      60_000,
    );
    expect(task.error).toBe(CRASHED_TWICE["vendor-import"]);
    expect(task.finishedAt).not.toBeNull();
    // Two crashes, two restarts; the third run failed the job instead of running it again.
    expect(starts).toHaveLength(3);
    expect(output.match(/worker stopped unexpectedly \(SIGABRT\)/g)).toHaveLength(2);
    const failed = (await jobs.queue("transfer").getFailed()).find((j) => j.data.taskId === started.taskId);
    expect(failed?.failedReason).toBe("job stalled more than allowable limit");
    // The worker that took over stays up, the server never stopped.
    expect(supervisor.givenUp).toBe(false);
    expect((await health()).worker.status).toBe("up");
    expect(await db.vendor.count({ where: { name: `Crash ${TAG}` } })).toBe(0);

    // Retention keeps the file that caused it for CRASHED_IMPORT_RETENTION_DAYS after the failure (a file of the
    // same age, whose task completed, goes).
    const control = await startVendorImport(
      { db, jobs: { enqueue: async () => undefined } as never },
      { id: userId },
      {
        filename: "control.csv",
        source: Buffer.from("Name\nControl\n"),
        ipAddress: null,
      },
    );
    await db.backgroundTask.update({ where: { id: control.taskId }, data: { status: "completed" } });
    await runFileRetention(
      db,
      { EXPORT_RETENTION_DAYS: 1, IMPORT_RETENTION_DAYS: 1, CRASHED_IMPORT_RETENTION_DAYS: 30 },
      { now: new Date(Date.now() + 3 * 24 * 3600_000) },
    );
    expect(await db.storedFile.count({ where: { id: task.inputFileId! } })).toBe(1);
    expect(await db.storedFile.count({ where: { id: control.file.id } })).toBe(0);
  }, 150_000);
});
