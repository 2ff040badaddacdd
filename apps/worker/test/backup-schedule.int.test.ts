// The nightly backup's check (handlers/backup.ts): once the Admin's time of day has passed in the organisation's
// time zone it enqueues the day's backup under the date as job id (so several workers enqueue it once); not before
// that time, not when turned off, and not when the day's scheduled backup is already listed.
import "../../../test/provided-context.js";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { calendarDateIn } from "@tprm/api/dates";
import { createPrismaClient, type PrismaClient } from "@tprm/db";
import type { Job } from "bullmq";
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { backupScheduleCheckHandler } from "../src/handlers/backup.js";
import type { WorkerDeps } from "../src/handlers/types.js";

let db: PrismaClient;
let dir: string;
const added: { name: string; opts: { jobId?: string } }[] = [];

const deps = (timeZone: string): WorkerDeps => ({
  mailer: {} as WorkerDeps["mailer"],
  log: () => undefined,
  db,
  env: { DATABASE_URL: inject("databaseUrl"), BACKUP_DIR: dir, APP_TIME_ZONE: timeZone } as WorkerDeps["env"],
  jobs: {
    queue: () => ({
      add: async (name: string, _data: unknown, opts: { jobId?: string }) => added.push({ name, opts }),
    }),
    enqueue: async () => undefined,
  } as unknown as WorkerDeps["jobs"],
});
const check = (timeZone = "UTC") => backupScheduleCheckHandler.run({}, {} as Job, deps(timeZone));
const settings = (data: { enabled: boolean; timeOfDay: string }) =>
  db.backupSettings.upsert({ where: { id: 1 }, create: { id: 1, ...data }, update: data });

beforeAll(async () => {
  db = createPrismaClient(inject("databaseUrl"), { poolSize: 2 });
  dir = await mkdtemp(join(tmpdir(), "backup-schedule-"));
});
afterAll(async () => {
  await db.backupSettings.deleteMany({});
  await db.$disconnect();
  await rm(dir, { recursive: true, force: true });
});
beforeEach(() => {
  added.length = 0;
});

describe("the nightly backup's check", () => {
  it("enqueues the day's backup once its time has passed, under the local date as job id", async () => {
    await settings({ enabled: true, timeOfDay: "00:00" });
    const today = calendarDateIn(new Date(), "Pacific/Auckland");
    expect(await check("Pacific/Auckland")).toEqual({ due: today });
    expect(added).toEqual([
      { name: "backup-run", opts: expect.objectContaining({ jobId: `backup-scheduled-${today}` }) },
    ]);
  });

  it("does nothing when turned off", async () => {
    await settings({ enabled: false, timeOfDay: "00:00" });
    expect(await check()).toEqual({ due: null });
    expect(added).toEqual([]);
  });

  it("does nothing when the day's scheduled backup is already listed", async () => {
    await settings({ enabled: true, timeOfDay: "00:00" });
    const now = new Date();
    const id = "tprm-backup-20261129-000000-aaaaaaaa";
    const manifest = {
      format: "tprm-backup/1",
      id,
      createdAt: now.toISOString(),
      createdBy: null,
      trigger: "scheduled",
      migration: "x",
      tables: [],
      archive: { file: `${id}.tar`, bytes: 0, sha256: "0".repeat(64), encrypted: false, cipher: null },
      durationMs: 0,
    };
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, `${id}.manifest.json`), JSON.stringify(manifest));
    expect(await check()).toMatchObject({ due: calendarDateIn(now, "UTC"), taken: true });
    expect(added).toEqual([]);
    await rm(join(dir, `${id}.manifest.json`));
  });
});
