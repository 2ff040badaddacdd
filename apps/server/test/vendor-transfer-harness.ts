import "../../../test/provided-context.js";
import { randomUUID } from "node:crypto";
import { JobClient, loadEnv, type RetentionEnv } from "@tprm/api";
import { createPrismaClient } from "@tprm/db";
import { Redis } from "ioredis";
import { afterAll, beforeAll, expect, inject } from "vitest";
import { HANDLERS } from "../../worker/src/handlers/index.js";
import type { Mailer } from "../../worker/src/mailer.js";
import { startWorkers } from "../../worker/src/worker-host.js";
import { bearer, signIn, startTestApp, type TestApp } from "./helpers.js";

const noMailer: Mailer = { send: async () => ({ messageId: "none" }), close: () => {} };

/**
 * The real worker (production handlers and queue settings) in this process, on its own database pool, with the
 * default settings (7 days of file retention) unless `env` says otherwise.
 */
export function startTransferWorker(env: Partial<RetentionEnv> = {}) {
  const redis = new Redis(inject("redisUrl"), { maxRetriesPerRequest: null });
  const db = createPrismaClient(inject("databaseUrl"), { poolSize: 4 });
  const log = process.env.TRANSFER_TEST_LOG ? (msg: string) => console.log(`[worker] ${msg}`) : () => {};
  const settings = { ...loadEnv({ DATABASE_URL: inject("databaseUrl") }), ...env };
  // The job client lets the outbox drain queue what the server's changes recorded (exports, imports).
  const jobs = new JobClient(redis);
  const host = startWorkers(redis, HANDLERS, { mailer: noMailer, log, db, env: settings, jobs });
  return {
    db,
    async close() {
      await host.close();
      await jobs.close();
      await db.$disconnect();
      redis.disconnect();
    },
  };
}

/** A multipart/form-data body with one file part. */
export function multipart(
  filename: string,
  content: Buffer | string,
  field = "file",
  type = "application/octet-stream",
) {
  const boundary = `----tprm${randomUUID().replace(/-/g, "")}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([
      Buffer.from(head),
      typeof content === "string" ? Buffer.from(content, "utf8") : content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

export interface TaskBody {
  id: string;
  kind: string;
  status: "queued" | "running" | "completed" | "failed";
  progress: number;
  total: number | null;
  // biome-ignore lint/suspicious/noExplicitAny: the result's shape depends on the task's kind
  result: any;
  error: string | null;
  outputFile: { id: string; filename: string; size: number; contentType: string; expiresAt: string | null } | null;
  outputFileExpired: { message: string } | null;
}

/** Polls GET /api/tasks/{id} as the caller until the task is completed or failed. */
export async function waitForTask(t: TestApp, token: string, taskId: string, timeoutMs = 60_000): Promise<TaskBody> {
  const start = Date.now();
  for (;;) {
    const res = await t.app.inject({ method: "GET", url: `/api/tasks/${taskId}`, headers: bearer(token) });
    if (res.statusCode !== 200) throw new Error(`GET /api/tasks/${taskId} answered ${res.statusCode}: ${res.body}`);
    const task = res.json().data as TaskBody;
    if (task.status === "completed" || task.status === "failed") return task;
    if (Date.now() - start > timeoutMs) throw new Error(`task ${taskId} still ${task.status} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Uploads `content` to an import route (POST `url`) as the caller, expects 202 and waits for the task to end. */
export async function runImport(
  t: TestApp,
  url: string,
  token: string,
  filename: string,
  content: Buffer | string,
): Promise<TaskBody> {
  const { payload, headers } = multipart(filename, content);
  const res = await t.app.inject({ method: "POST", url, headers: { ...headers, ...bearer(token) }, payload });
  expect(res.statusCode, res.body).toBe(202);
  return waitForTask(t, token, res.json().data.taskId);
}

/**
 * Asks an export route (POST `url`) for `body` as the caller, waits for the task to complete and downloads its file,
 * which must come as an attachment named `filename` (a pattern of its start).
 */
export async function runExport(
  t: TestApp,
  url: string,
  token: string,
  body: object,
  filename: RegExp,
): Promise<{ task: TaskBody; file: Buffer }> {
  const res = await t.app.inject({ method: "POST", url, headers: bearer(token), payload: body });
  expect(res.statusCode, res.body).toBe(202);
  const task = await waitForTask(t, token, res.json().data.taskId);
  expect(task.status, task.error ?? "").toBe("completed");
  const file = await t.app.inject({
    method: "GET",
    url: `/api/files/${task.outputFile!.id}/download`,
    headers: bearer(token),
  });
  expect(file.statusCode).toBe(200);
  expect(file.headers["content-disposition"]).toMatch(filename);
  return { task, file: file.rawPayload };
}

/** A CSV file's text from its rows: cells with a quote, comma or line break quoted, rows ended by CRLF. */
export const csvText = (rows: (string | number)[][]) =>
  rows
    .map((r) => r.map((c) => (/[",\n]/.test(String(c)) ? `"${String(c).replace(/"/g, '""')}"` : c)).join(","))
    .join("\r\n");

/** The users the transfer tests act as: an Admin, and a Finance and a Procurement user with their ids. */
export async function signInTransferUsers(t: TestApp) {
  const admin = (await signIn(t, "Admin")).token;
  const f = await signIn(t, "Finance");
  const p = await signIn(t, "Procurement");
  return { admin, finance: { token: f.token, id: f.user.id }, procurement: { token: p.token, id: p.user.id } };
}

/**
 * An app, the real transfer worker and a signed-in Procurement user for a test file's imports: call at the top of
 * the file; `importFile` uploads through POST /api/vendors/import and waits for the task to end.
 */
export function useImportApp() {
  const ctx = {
    t: undefined as unknown as TestApp,
    procurement: { token: "", id: "" },
    importFile(filename: string, content: Buffer | string): Promise<TaskBody> {
      return runImport(ctx.t, "/api/vendors/import", ctx.procurement.token, filename, content);
    },
  };
  let worker: ReturnType<typeof startTransferWorker> | undefined;
  beforeAll(async () => {
    ctx.t = await startTestApp();
    worker = startTransferWorker();
    ({ procurement: ctx.procurement } = await signInTransferUsers(ctx.t));
  }, 120_000);
  afterAll(async () => {
    await worker?.close();
    await ctx.t?.close();
  });
  return ctx;
}
