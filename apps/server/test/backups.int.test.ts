import { spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { auditMacKey, sealAuditRows, verifyAuditChain } from "@tprm/api";
import { listBackups, runBackup, runRestore } from "@tprm/api/operations/backups";
import { createVendor } from "@tprm/db/factories";
import type { TestDatabase } from "@tprm/db/testing";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createOwnDatabase, signIn, startTestApp, type TestApp } from "./helpers.js";
import { multipartParts } from "./multipart-support.js";

// Backups and restore (issue 19 items 1–2). Every restore here replaces the tables of a database of this file's own
// (a copy of the template), never the worker's shared one.
let own: TestDatabase;
let t: TestApp;
let dir: string;
const KEY = randomBytes(32).toString("hex");

beforeAll(async () => {
  own = await createOwnDatabase();
  dir = await mkdtemp(join(tmpdir(), "tprm-backups-"));
  t = await startTestApp({ DATABASE_URL: own.url, BACKUP_DIR: dir, BACKUP_ENCRYPTION_KEY: KEY });
});
afterAll(async () => {
  await t?.close();
  await own?.drop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const env = () => ({
  DATABASE_URL: own.url,
  BACKUP_DIR: dir,
  BACKUP_ENCRYPTION_KEY: KEY,
  APP_TIME_ZONE: "UTC",
});
let jobCounter = 0;
const backup = (extra: Partial<Parameters<typeof runBackup>[2]> = {}) =>
  runBackup(t.services.db, env(), {
    createdAt: new Date(),
    jobId: `job-${++jobCounter}`,
    taskId: null,
    trigger: "manual",
    ...extra,
  });
/** What the worker does with a restore the API queued (its status first, as requestRestore writes it). */
async function restore(backupId: string | null, uploadFile: string | null = null) {
  const restoreId = `restore-${++jobCounter}`;
  const queued = { id: restoreId, state: "queued", source: backupId ?? uploadFile, requestedBy: "Test" };
  await t.services.redis.set(
    "tprm:restore:status",
    JSON.stringify({
      ...queued,
      requestedAt: new Date().toISOString(),
      finishedAt: null,
      progress: 0,
      total: null,
      message: null,
    }),
  );
  return runRestore(t.services.redis, env(), {
    restoreId,
    backupId,
    uploadFile,
    actor: { id: null, name: "Test", ipAddress: null },
  });
}

/** Every table's row count and a digest of all its rows (in a stable order). */
async function fingerprint(): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: own.url });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      `SELECT relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = current_schema() AND c.relkind = 'r' AND relname <> '_prisma_migrations' ORDER BY relname`,
    );
    const out: Record<string, string> = {};
    for (const { name } of tables) {
      const { rows } = await client.query<{ n: string; digest: string | null }>(
        `SELECT count(*) AS n, md5(string_agg(t::text, E'\\n' ORDER BY t::text)) AS digest FROM "${name}" t`,
      );
      out[name] = `${rows[0]!.n}:${rows[0]!.digest}`;
    }
    return out;
  } finally {
    await client.end();
  }
}

/** The schema's indexes, constraints and triggers as PostgreSQL prints them (the restore drops and remakes some). */
async function schemaObjects() {
  const client = new pg.Client({ connectionString: own.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ def: string }>(
      `SELECT indexdef AS def FROM pg_indexes WHERE schemaname = current_schema()
       UNION ALL SELECT conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid) FROM pg_constraint
        WHERE connamespace = current_schema()::regnamespace
       UNION ALL SELECT tgrelid::regclass::text || ' ' || tgname || ' ' || tgenabled::text FROM pg_trigger WHERE NOT tgisinternal
       ORDER BY 1`,
    );
    return rows.map((r) => r.def);
  } finally {
    await client.end();
  }
}

async function storedFileChecksums() {
  const files = await t.services.db.storedFile.findMany({ select: { id: true, sha256: true, data: true } });
  return Object.fromEntries(
    files.map((f) => [f.id, { recorded: f.sha256, actual: createHash("sha256").update(f.data).digest("hex") }]),
  );
}

describe("backup → wipe → restore", () => {
  it("gives back every row of every table and the same stored files", async () => {
    const admin = await signIn(t, "Admin");
    for (let i = 0; i < 5; i++) await createVendor(t.services.db, { name: `Backup Vendor ${i} \t "quoted"\nline` });
    const bytes = randomBytes(300_000);
    await t.services.db.storedFile.create({
      data: {
        filename: "evidence.pdf",
        contentType: "application/pdf",
        size: bytes.length,
        sha256: createHash("sha256").update(bytes).digest("hex"),
        data: bytes,
        purpose: "test",
      },
    });
    await sealAuditRows(t.services.db);
    const before = await fingerprint();
    const files = await storedFileChecksums();
    const schema = await schemaObjects();
    const summary = await backup();
    expect(summary).toMatchObject({ encrypted: true });
    const { backups } = await listBackups(dir);
    expect(backups.map((b) => b.id)).toContain((summary as { id: string }).id);
    const manifest = backups.find((b) => b.id === (summary as { id: string }).id)!;
    // The manifest's row counts are the tables' (the backup's own audit row is written after its snapshot).
    for (const table of manifest.tables)
      expect(`${table.name}:${table.rows}`).toBe(`${table.name}:${before[table.name]!.split(":")[0]}`);

    // Wipe: every vendor deleted, a stored file changed, a new one.
    const client = new pg.Client({ connectionString: own.url });
    await client.connect();
    await client.query(`TRUNCATE "Vendor" CASCADE`);
    await client.query(`UPDATE "StoredFile" SET data = 'changed'::bytea`);
    await client.end();
    expect(await fingerprint()).not.toEqual(before);

    const result = await restore(manifest.id);
    expect(result?.sessionsRevoked).toBeGreaterThan(0);
    const after = await fingerprint();
    const different = Object.keys(before).filter(
      (name) => name !== "Session" && name !== "AuditLog" && before[name] !== after[name],
    );
    expect(different).toEqual([]);
    // Sessions: all ended (the restoring Admin's too). The audit trail: the backup's plus the restore's own row.
    expect(after.Session).toBe("0:null");
    expect(await storedFileChecksums()).toEqual(files);
    // The indexes, keys and triggers the load set aside are back, exactly as they were.
    expect(await schemaObjects()).toEqual(schema);
    for (const file of Object.values(files)) expect(file.actual).toBe(file.recorded);
    const restoreRow = await t.services.db.auditLog.findFirst({ where: { action: "RESTORE", entityId: manifest.id } });
    expect(restoreRow?.description).toMatch(/restored the backup/);
    // The audit trail's chain holds: the restored rows as sealed before, the restore's own row sealed onto them.
    await sealAuditRows(t.services.db);
    // Marked as the application marks its rows (the restore's own row included): the development key in tests.
    const chain = await verifyAuditChain(t.services.db, { macKey: auditMacKey(), signingKey: null });
    expect({ ok: chain.ok, problem: chain.problem, unsealed: chain.unsealed }).toEqual({
      ok: true,
      problem: null,
      unsealed: 0,
    });
    // The Admin who was signed in is signed out.
    const me = await t.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(admin.token) });
    expect(me.statusCode).toBe(401);
    const status = await t.app.inject({ method: "GET", url: "/api/system/maintenance" });
    expect(status.json().data).toMatchObject({ active: false });
  });
});

describe("refusals change nothing", () => {
  it("refuses a corrupted listed backup and a corrupted upload before touching anything", async () => {
    const summary = (await backup()) as { id: string };
    const manifest = (await listBackups(dir)).backups.find((b) => b.id === summary.id)!;
    const path = join(dir, manifest.archive.file);
    const original = await readFile(path);
    const damaged = Buffer.from(original);
    damaged[Math.floor(damaged.length / 2)]! ^= 0xff;
    await writeFile(path, damaged);
    await createVendor(t.services.db, { name: "Made after the backup" });
    const before = await fingerprint();
    expect(await restore(summary.id)).toBeNull();
    const status = (await t.services.redis.get("tprm:restore:status"))!;
    expect(JSON.parse(status)).toMatchObject({ state: "failed", message: expect.stringMatching(/checksum/) });
    expect(await fingerprint()).toEqual(before);

    // The same damaged bytes uploaded (no outer manifest): the GCM tag refuses them.
    await writeFile(join(dir, "uploads-damaged.upload"), damaged);
    await rm(join(dir, "uploads"), { recursive: true, force: true });
    await import("node:fs/promises").then((fs) => fs.mkdir(join(dir, "uploads"), { recursive: true }));
    await writeFile(join(dir, "uploads", "damaged.upload"), damaged);
    expect(await restore(null, "damaged.upload")).toBeNull();
    expect(JSON.parse((await t.services.redis.get("tprm:restore:status"))!).message).toMatch(/decrypted|readable/);
    expect(await fingerprint()).toEqual(before);
    await writeFile(path, original);
  });

  it("refuses a backup of a newer schema, at once over the API and in the worker", async () => {
    const client = new pg.Client({ connectionString: own.url });
    await client.connect();
    const newer = "29991231000000_from_the_future";
    await client.query(
      `INSERT INTO _prisma_migrations (id, checksum, migration_name, finished_at, started_at, applied_steps_count)
       VALUES ($1, 'x', $2, now(), now(), 1)`,
      [randomBytes(8).toString("hex"), newer],
    );
    const summary = (await backup()) as { id: string; migration: string };
    await client.query(`DELETE FROM _prisma_migrations WHERE migration_name = $1`, [newer]);
    await client.end();
    expect(summary.migration).toBe(newer);
    const admin = await signIn(t, "Admin");
    const before = await fingerprint();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/system/restore",
      headers: bearer(admin.token),
      payload: { backupId: summary.id, confirmation: summary.id },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/newer schema/);
    expect(await restore(summary.id)).toBeNull();
    expect(JSON.parse((await t.services.redis.get("tprm:restore:status"))!).message).toMatch(/newer schema/);
    expect(await fingerprint()).toEqual(before);
  });

  it("refuses a restore whose typed confirmation is not the backup's name", async () => {
    const summary = (await backup()) as { id: string };
    const admin = await signIn(t, "Admin");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/system/restore",
      headers: bearer(admin.token),
      payload: { backupId: summary.id, confirmation: "yes" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Type the backup's name/);
  });
});

describe("restore from an uploaded archive", () => {
  it("is refused without the file's name typed, and restored from the upload once confirmed", async () => {
    const summary = (await backup()) as { id: string };
    const manifest = (await listBackups(dir)).backups.find((b) => b.id === summary.id)!;
    const bytes = await readFile(join(dir, manifest.archive.file));
    const { token } = await signIn(t, "Admin");
    const send = (confirmation: string) => {
      const body = multipartParts([
        { name: "confirmation", value: confirmation },
        { name: "file", filename: manifest.archive.file, content: bytes },
      ]);
      return t.app.inject({
        method: "POST",
        url: "/api/system/restore/upload",
        headers: { ...bearer(token), ...body.headers },
        payload: body.payload,
      });
    };
    const refused = await send("yes");
    expect(refused.statusCode).toBe(400);
    await createVendor(t.services.db, { name: "Made before the upload's restore" });
    const queued = await send(manifest.archive.file);
    expect(queued.statusCode).toBe(202);
    const status = queued.json().data as { id: string; state: string; source: string };
    expect(status).toMatchObject({ state: "queued", source: manifest.archive.file });
    // What the worker does with the queued job.
    const result = await runRestore(t.services.redis, env(), {
      restoreId: status.id,
      backupId: null,
      uploadFile: `${status.id}.upload`,
      actor: { id: null, name: "Test", ipAddress: null },
    });
    expect(result?.rows.Vendor).toBe(manifest.tables.find((table) => table.name === "Vendor")!.rows);
    expect(await t.services.db.vendor.count({ where: { name: "Made before the upload's restore" } })).toBe(0);
    expect(JSON.parse((await t.services.redis.get("tprm:restore:status"))!)).toMatchObject({ state: "completed" });
    expect((await readdir(join(dir, "uploads"))).filter((f) => f.startsWith(status.id))).toEqual([]);
  });
});

describe("a worker killed in the middle of a backup", () => {
  it("leaves no listed half-backup, and the retried job completes", async () => {
    const listedBefore = (await listBackups(dir)).backups.map((b) => b.id);
    const job = { createdAt: new Date("2026-11-29T01:02:03Z"), jobId: "killed-job" };
    let tables = 0;
    await expect(
      backup({
        ...job,
        afterTable: () => {
          if (++tables === 5) throw new Error("killed");
        },
      }),
    ).rejects.toThrow("killed");
    expect((await listBackups(dir)).backups.map((b) => b.id)).toEqual(listedBefore);
    expect((await readdir(dir)).some((name) => name.startsWith(".partial-"))).toBe(true);
    const retried = (await backup(job)) as { id: string };
    const listed = (await listBackups(dir)).backups.map((b) => b.id);
    expect(listed.filter((id) => id === retried.id)).toHaveLength(1);
    expect(listed).toHaveLength(listedBefore.length + 1);
    expect((await readdir(dir)).some((name) => name.startsWith(".partial-"))).toBe(false);
  });
});

describe("a worker process killed with SIGKILL in the middle of a backup", () => {
  it("leaves no listed half-backup, and the retried job completes", async () => {
    const listedBefore = (await listBackups(dir)).backups.map((b) => b.id);
    const createdAt = "2026-11-29T02:03:04.000Z";
    const jobId = "sigkilled-job";
    const child = spawn(
      process.execPath,
      [
        "--import",
        "tsx",
        fileURLToPath(new URL("./backup-killed-child.ts", import.meta.url)),
        own.url,
        dir,
        createdAt,
        jobId,
      ],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    let tables = 0;
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on("data", (chunk: Buffer) => {
        tables += (chunk.toString().match(/^table /gm) ?? []).length;
        if (tables >= 3 && child.exitCode === null) child.kill("SIGKILL");
      });
      child.once("exit", (_code, signal) => (signal === "SIGKILL" ? resolve() : reject(new Error(`exited ${signal}`))));
    });
    expect((await listBackups(dir)).backups.map((b) => b.id)).toEqual(listedBefore);
    // The retried job: the same job (same name), in a worker that runs it to the end.
    const retried = (await backup({ createdAt: new Date(createdAt), jobId })) as { id: string };
    const listed = (await listBackups(dir)).backups.map((b) => b.id);
    expect(listed.filter((id) => id === retried.id)).toHaveLength(1);
    expect(listed).toHaveLength(listedBefore.length + 1);
    expect((await readdir(dir)).some((name) => name.startsWith(".partial-"))).toBe(false);
  });
});

describe("maintenance", () => {
  it("answers the API with 503 and a message while a restore runs, the maintenance state itself still", async () => {
    const admin = await signIn(t, "Admin");
    await t.services.redis.set("tprm:maintenance", JSON.stringify({ since: new Date().toISOString() }), "EX", 30);
    try {
      await new Promise((r) => setTimeout(r, 1_100));
      const res = await t.app.inject({ method: "GET", url: "/api/system/backups", headers: bearer(admin.token) });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toMatch(/restore .* in progress/);
      const state = await t.app.inject({ method: "GET", url: "/api/system/maintenance" });
      expect(state.statusCode).toBe(200);
      expect(state.json().data).toMatchObject({ active: true, reason: "restore" });
    } finally {
      await t.services.redis.del("tprm:maintenance");
      await new Promise((r) => setTimeout(r, 1_100));
    }
  });
});

describe("only an Admin", () => {
  // Written out: Admin reaches every backup endpoint; each of the other 16 roles is refused (403).
  const EXPECTED: Record<string, 200 | 403> = {
    Admin: 200,
    "Business User": 403,
    "Risk Manager": 403,
    Compliance: 403,
    "Compliance Officer": 403,
    Finance: 403,
    "Finance Manager": 403,
    Legal: 403,
    "Legal Counsel": 403,
    "IT Security": 403,
    Procurement: 403,
    "Vendor Manager": 403,
    Executive: 403,
    "Board Member": 403,
    "Internal Auditor": 403,
    "External Auditor": 403,
    "Regulatory Body": 403,
  };

  it("reaches list, run, settings, download, delete and restore", async () => {
    const summary = (await backup()) as { id: string };
    const results: Record<string, number[]> = {};
    for (const role of Object.keys(EXPECTED)) {
      const { token } = await signIn(t, role);
      const h = bearer(token);
      const calls = [
        await t.app.inject({ method: "GET", url: "/api/system/backups", headers: h }),
        await t.app.inject({ method: "GET", url: `/api/system/backups/${summary.id}/download`, headers: h }),
        await t.app.inject({ method: "GET", url: "/api/system/restore", headers: h }),
        await t.app.inject({
          method: "PUT",
          url: "/api/system/backup-settings",
          headers: h,
          payload: { enabled: true, timeOfDay: "02:00", keepLast: 50, keepDaily: 7, keepWeekly: 4 },
        }),
      ];
      results[role] = calls.map((r) => r.statusCode);
    }
    for (const [role, status] of Object.entries(EXPECTED)) {
      expect({ role, statuses: results[role] }).toEqual({ role, statuses: [status, status, status, status] });
    }
    // The mutations that change something, refused for a non-Admin and working for the Admin.
    const { token: vm } = await signIn(t, "Vendor Manager");
    for (const [method, url] of [
      ["POST", "/api/system/backup"],
      ["DELETE", `/api/system/backups/${summary.id}`],
      ["POST", "/api/system/restore"],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: bearer(vm), payload: method === "POST" ? {} : undefined });
      expect(`${method} ${url} ${res.statusCode}`).toBe(`${method} ${url} 403`);
    }
    const { token: admin } = await signIn(t, "Admin");
    const run = await t.app.inject({ method: "POST", url: "/api/system/backup", headers: bearer(admin) });
    expect(run.statusCode).toBe(202);
    const download = await t.app.inject({
      method: "GET",
      url: `/api/system/backups/${summary.id}/download`,
      headers: bearer(admin),
    });
    expect(download.headers["content-disposition"]).toContain(`${summary.id}.tar.enc`);
    const manifest = (await listBackups(dir)).backups.find((b) => b.id === summary.id)!;
    expect(createHash("sha256").update(download.rawPayload).digest("hex")).toBe(manifest.archive.sha256);
    const del = await t.app.inject({
      method: "DELETE",
      url: `/api/system/backups/${summary.id}`,
      headers: bearer(admin),
    });
    expect(del.statusCode).toBe(200);
    expect((await listBackups(dir)).backups.map((b) => b.id)).not.toContain(summary.id);
    expect(
      await t.services.db.auditLog.count({ where: { action: "DELETE", entityType: "Backup", entityId: summary.id } }),
    ).toBe(1);
  });
});
