// The DORA Register of Information over the test fixture (seedRegisterFixture: a group of two entities and a branch,
// two ICT contracts, three providers and one deliberate error, a contract's missing annual cost): the checks on
// demand, an export refused with blocking errors (no file), a forced one that says so in its report and its audit
// row, a clean one with the package's files, and the history of exports. A database of its own: the fixture's
// entity maintains the register (one entity at most may).
import { JobClient, loadEnv } from "@tprm/api";
import { defaultReferenceDate } from "@tprm/api/register/catalog";
import { createPrismaClient } from "@tprm/db";
import { type RegisterFixture, seedRegisterFixture } from "@tprm/db/demo";
import type { TestDatabase } from "@tprm/db/testing";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { inflateBudget, inflateEntry, readZipDirectory } from "../../../packages/api/src/files/zip-inspect.js";
import { HANDLERS } from "../../worker/src/handlers/index.js";
import { startWorkers } from "../../worker/src/worker-host.js";
import { bearer, createOwnDatabase, signIn, startTestApp, type TestApp } from "./helpers.js";
import { type TaskBody, waitForTask } from "./vendor-transfer-harness.js";

let database: TestDatabase;
let t: TestApp;
let fixture: RegisterFixture;
let officer: Awaited<ReturnType<typeof signIn>>;
let stopWorker: () => Promise<void>;
const referenceDate = defaultReferenceDate(new Date().toISOString().slice(0, 10));

/** The real worker on this file's database, its outbox drained into the queues. */
function startWorker(url: string) {
  const redis = new Redis(inject("redisUrl"), { maxRetriesPerRequest: null });
  const db = createPrismaClient(url, { poolSize: 3 });
  const jobs = new JobClient(redis);
  const noMailer = { send: async () => ({ messageId: "none" }), close: () => {} };
  const host = startWorkers(redis, HANDLERS, {
    mailer: noMailer,
    log: () => {},
    db,
    env: loadEnv({ DATABASE_URL: url }),
    jobs,
  });
  return async () => {
    await host.close();
    await jobs.close();
    await db.$disconnect();
    redis.disconnect();
  };
}

beforeAll(async () => {
  database = await createOwnDatabase();
  t = await startTestApp({ DATABASE_URL: database.url });
  stopWorker = startWorker(database.url);
  fixture = await seedRegisterFixture(t.services.db);
  officer = await signIn(t, "Compliance Officer");
}, 120_000);
afterAll(async () => {
  await stopWorker?.();
  await t?.close();
  await database?.drop();
});

async function send(method: "GET" | "POST", url: string, payload?: object) {
  const res = await t.app.inject({ method, url, headers: bearer(officer.token), ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() };
}

async function startExport(body: object): Promise<TaskBody> {
  const res = await send("POST", "/api/register/dora", body);
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  return waitForTask(t, officer.token, res.body.data.taskId);
}

async function download(task: TaskBody) {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/files/${task.outputFile!.id}/download`,
    headers: bearer(officer.token),
  });
  expect(res.statusCode).toBe(200);
  const zip = res.rawPayload;
  const files = new Map<string, string>();
  for (const entry of readZipDirectory(zip)) {
    const parts: Buffer[] = [];
    for await (const chunk of inflateEntry(zip, entry, inflateBudget(1 << 26))) parts.push(chunk);
    files.set(entry.name, Buffer.concat(parts).toString("utf8"));
  }
  return { disposition: res.headers["content-disposition"], files };
}

const TEMPLATE_FILES = [
  "b_01.01",
  "b_01.02",
  "b_01.03",
  "b_02.01",
  "b_02.02",
  "b_02.03",
  "b_03.01",
  "b_03.02",
  "b_03.03",
  "b_04.01",
  "b_05.01",
  "b_05.02",
  "b_06.01",
  "b_07.01",
  "b_99.01",
];

describe("checks on demand", () => {
  it("finds the fixture's one blocking error, with its table, field, rule and link", async () => {
    const res = await send("GET", `/api/register/checks?consolidated=true&entityId=${fixture.entityId}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = res.body.data;
    expect(body.scope).toEqual({
      consolidated: true,
      entityId: fixture.entityId,
      entityName: "Lindenhof Bank AG",
      referenceDate,
    });
    expect(body.counts).toEqual({ blocking: 1, warning: 0 });
    expect(body.problems).toEqual([
      expect.objectContaining({
        severity: "blocking",
        template: "B_02.01",
        field: "annualCost",
        rule: "mandatory",
        record: expect.objectContaining({ kind: "contract", id: fixture.error.contractId }),
        link: `/contracts?contract=${fixture.error.contractId}&section=register&field=annualCost`,
      }),
    ]);
    expect(Object.keys(body.byTemplate)).toHaveLength(15);
    expect(body.byTemplate["B_02.01"]).toEqual({ blocking: 1, warning: 0, rows: 2 });
    expect(body.byTemplate["B_05.01"]).toEqual({ blocking: 0, warning: 0, rows: 3 });
  });

  it("defaults to the entity maintaining the register and the 31 December filed next; refuses a branch", async () => {
    const res = await send("GET", "/api/register/checks");
    expect(res.body.data.scope).toMatchObject({ consolidated: false, entityId: fixture.entityId, referenceDate });
    const branch = await t.services.db.registerEntity.findFirstOrThrow({ where: { kind: "branch" } });
    const refused = await send("GET", `/api/register/checks?entityId=${branch.id}`);
    expect(refused.status).toBe(400);
    expect(refused.body.issues.map((i: { path: string }) => i.path)).toEqual(["entityId"]);
    const noDay = await send("GET", "/api/register/checks?referenceDate=2025-02-29");
    expect(noDay.status).toBe(400);
    expect(noDay.body.issues).toEqual([
      expect.objectContaining({ path: "referenceDate", message: "Reference date must be a date (YYYY-MM-DD)" }),
    ]);
  });
});

describe("the DORA package", () => {
  it("refuses a package with blocking errors: the task fails with the problems, no file", async () => {
    const files = await t.services.db.storedFile.count({ where: { purpose: "dora-package" } });
    const task = await startExport({ consolidated: true, entityId: fixture.entityId });
    expect(task.status).toBe("failed");
    expect(task.error).toMatch(/1 blocking error/);
    expect(task.outputFile).toBeNull();
    expect(task.result).toMatchObject({
      refused: true,
      packageName: null,
      forced: false,
      counts: { blocking: 1, warning: 0 },
      problems: [expect.objectContaining({ rule: "mandatory", field: "annualCost" })],
      referenceDate,
      profile: "eba",
    });
    expect(await t.services.db.storedFile.count({ where: { purpose: "dora-package" } })).toBe(files);
  });

  it("forced, writes the package; its report and audit row say it was forced and by whom", async () => {
    const task = await startExport({ consolidated: true, entityId: fixture.entityId, force: true });
    expect(task.status, task.error ?? "").toBe("completed");
    expect(task.progress).toBe(4);
    const name = task.result.packageName as string;
    expect(name).toMatch(new RegExp(`^${fixture.lei}\\.CON_DE_DORA010100_DORA_${referenceDate}_\\d{17}$`));
    expect(task.result).toMatchObject({
      refused: false,
      forced: true,
      forcedBy: { id: officer.user.id },
      counts: { blocking: 1, warning: 0 },
    });
    expect(task.outputFile?.filename).toBe(`${name}.zip`);
    const audit = await t.services.db.auditLog.findFirstOrThrow({
      where: { entityType: "RegisterPackage", description: { startsWith: "Wrote" } },
      orderBy: { createdAt: "desc" },
    });
    expect(audit.actorId).toBe(officer.user.id);
    expect(audit.after).toMatchObject({ packageName: name, forced: true, forcedBy: { id: officer.user.id } });
    expect(audit.description).toMatch(/with 1 blocking error, forced by /);
  });

  it("clean data: the package with every file, the rows per table, NBB naming", async () => {
    await t.services.db.contract.update({
      where: { id: fixture.error.contractId },
      data: { annualCost: fixture.error.annualCost.toFixed(2) },
    });
    const task = await startExport({ consolidated: true, entityId: fixture.entityId, profile: "nbb" });
    expect(task.status, task.error ?? "").toBe("completed");
    const name = `LEI_${fixture.lei}.CON_DE_BAFIN_DOR_DORA_ROI`;
    expect(task.result).toMatchObject({
      refused: false,
      packageName: name,
      forced: false,
      forcedBy: null,
      counts: { blocking: 0, warning: 0 },
      problems: [],
      scope: { consolidated: true, entityId: fixture.entityId, referenceDate },
      profile: "nbb",
    });
    expect(task.result.rowsPerTemplate).toMatchObject({ "B_02.01": 2, "B_05.01": 3, "B_05.02": 3, "B_01.03": 1 });
    const { disposition, files } = await download(task);
    expect(disposition).toContain(`${name}.zip`);
    expect([...files.keys()]).toEqual([
      `${name}/META-INF/reportPackage.json`,
      `${name}/reports/report.json`,
      `${name}/reports/parameters.csv`,
      `${name}/reports/FilingIndicators.csv`,
      ...TEMPLATE_FILES.map((f) => `${name}/reports/${f}.csv`),
    ]);
    expect(files.get(`${name}/reports/b_02.01.csv`)!.split("\r\n")[0]).toBe("c0010,c0020,c0030,c0040,c0050");
  });

  it("lists past exports newest first, with their reports and files", async () => {
    const res = await send("GET", "/api/register/dora?limit=2");
    expect(res.status).toBe(200);
    expect(res.body.pagination).toMatchObject({ total: 3, totalPages: 2 });
    const [clean, forced] = res.body.data;
    expect(clean).toMatchObject({
      status: "completed",
      profile: "nbb",
      forceRequested: false,
      requestedBy: { id: officer.user.id },
      report: { refused: false, forced: false, counts: { blocking: 0, warning: 0 } },
      outputFile: { filename: `LEI_${fixture.lei}.CON_DE_BAFIN_DOR_DORA_ROI.zip` },
    });
    expect(forced).toMatchObject({ forceRequested: true, report: { forced: true, counts: { blocking: 1 } } });
    const older = await send("GET", "/api/register/dora?limit=2&page=2");
    expect(older.body.data).toEqual([
      expect.objectContaining({
        status: "failed",
        report: expect.objectContaining({ refused: true }),
        outputFile: null,
      }),
    ]);
  });

  it("a register viewer who did not start it may download a package; the start's audit row names the request", async () => {
    const { token } = await signIn(t, "Internal Auditor");
    const list = await t.app.inject({ method: "GET", url: "/api/register/dora", headers: bearer(token) });
    const fileId = list.json().data[0].outputFile.id;
    const file = await t.app.inject({ method: "GET", url: `/api/files/${fileId}/download`, headers: bearer(token) });
    expect(file.statusCode).toBe(200);
    const started = await t.services.db.auditLog.findFirstOrThrow({
      where: { entityType: "RegisterPackage", description: { startsWith: "Started" } },
      orderBy: { createdAt: "desc" },
    });
    expect(started.after).toMatchObject({ profile: "nbb", force: false, consolidated: true, referenceDate });
  });
});
