// Report templates (built-in ones seeded once, users' own made, changed and archived), generation (a run, its task
// and its job), a report's runs, their files (View inline, Download as an attachment, 409 before the run completes,
// 410 once retention deleted the file) and the distribution metrics counted from delivery rows the test makes.
// Its own database: the metrics count every delivery.
import type { TestDatabase } from "@tprm/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOwnDatabase, signIn, startTestApp, type TestApp } from "./helpers.js";
import { BASE, call, completedRun, PDF, person, reportBody, tag } from "./reports-support.js";

let database: TestDatabase;
let t: TestApp;
let api: ReturnType<typeof call>;
let token: string;

beforeAll(async () => {
  database = await createOwnDatabase();
  t = await startTestApp({ DATABASE_URL: database.url });
  api = call(t);
  token = (await signIn(t, "Internal Auditor")).token;
});
afterAll(async () => {
  await t.close();
  await database.drop();
});

const templates = async (query = "") => (await api(token, "GET", `${BASE}/templates${query}`)).body.data.items;

describe("templates", () => {
  it("the three built-in templates are seeded once, whatever the number of readers", async () => {
    const [a, b] = await Promise.all([templates(), templates()]);
    expect(a).toEqual(b);
    const builtIn = a.filter((x: { builtIn: boolean }) => x.builtIn);
    expect(builtIn.map((x: { key: string; sections: string[] }) => [x.key, x.sections])).toEqual([
      [
        "executive",
        ["risk-posture", "assessments-due", "critical-arrangements", "concentration", "kpi-breaches", "trends"],
      ],
      ["operational", ["kpi-breaches", "invoices", "workflows-overdue", "contract-expiries"]],
      ["regulatory", ["register", "providers", "critical-arrangements", "contracts", "assessments"]],
    ]);
    expect(builtIn[0]).toMatchObject({
      filters: { periodDays: 90, riskLevels: [], criticalOnly: false },
      can: { edit: false, archive: false },
    });
    expect(await t.services.db.reportTemplate.count({ where: { builtIn: true } })).toBe(3);
  });

  it("Create New Template, change it, archive it; the built-in ones stay as they are", async () => {
    const created = await api(token, "POST", `${BASE}/templates`, {
      name: "Audit committee pack",
      type: "Operational",
      sections: ["workflows-overdue", "invoices"],
      filters: { periodDays: 30, riskLevels: ["high", "critical"], criticalOnly: true },
    });
    expect(created.status).toBe(201);
    const tpl = created.body.data;
    expect(tpl).toMatchObject({
      key: null,
      builtIn: false,
      type: "operational",
      sections: ["workflows-overdue", "invoices"],
      filters: { periodDays: 30, riskLevels: ["high", "critical"], criticalOnly: true },
      reportCount: 0,
      can: { edit: true, archive: true },
    });
    const changed = await api(token, "PUT", `${BASE}/templates/${tpl.id}`, {
      name: "Audit committee pack (monthly)",
      type: "Operational",
      sections: ["invoices", "workflows-overdue", "contract-expiries"],
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({
      name: "Audit committee pack (monthly)",
      sections: ["invoices", "workflows-overdue", "contract-expiries"],
      filters: { periodDays: 90 },
    });

    // In use by a report: not archived, and its type stays.
    const report = (
      await api(token, "POST", BASE, reportBody({ type: "Operational", templateId: tpl.id, frequency: "Ad-hoc" }))
    ).body.data;
    expect(report.template).toEqual({ id: tpl.id, name: "Audit committee pack (monthly)", builtIn: false });
    expect((await api(token, "POST", `${BASE}/templates/${tpl.id}/archive`)).status).toBe(409);
    const retype = await api(token, "PUT", `${BASE}/templates/${tpl.id}`, {
      name: "x",
      type: "Executive",
      sections: ["trends"],
    });
    expect(retype.status).toBe(400);
    await api(token, "DELETE", `${BASE}/${report.id}`);

    const archived = await api(token, "POST", `${BASE}/templates/${tpl.id}/archive`);
    expect(archived.status).toBe(200);
    expect(archived.body.data.archivedAt).not.toBeNull();
    expect((await templates()).map((x: { id: string }) => x.id)).not.toContain(tpl.id);
    expect((await templates("?includeArchived=true")).map((x: { id: string }) => x.id)).toContain(tpl.id);
    expect((await api(token, "POST", `${BASE}/generate`, { templateId: tpl.id })).status).toBe(400);
    expect((await api(token, "POST", BASE, reportBody({ type: "Operational", templateId: tpl.id }))).status).toBe(400);

    const regulatory = (await templates()).find((x: { key: string }) => x.key === "regulatory");
    const builtIn = await api(token, "PUT", `${BASE}/templates/${regulatory.id}`, {
      name: "Mine now",
      type: "Regulatory",
      sections: ["register"],
    });
    expect(builtIn.status).toBe(409);
    expect((await api(token, "POST", `${BASE}/templates/${regulatory.id}/archive`)).status).toBe(409);

    const other = await signIn(t, "Risk Manager");
    const theirs = (
      await api(other.token, "POST", `${BASE}/templates`, { name: "Theirs", type: "Executive", sections: ["trends"] })
    ).body.data;
    expect(theirs.can).toEqual({ edit: true, archive: true });
    expect((await api(token, "GET", `${BASE}/templates/${theirs.id}`)).body.data.can).toEqual({
      edit: false,
      archive: false,
    });
    expect((await api(token, "POST", `${BASE}/templates/${theirs.id}/archive`)).status).toBe(403);
  });

  it("bad template bodies: 400, nothing stored", async () => {
    const before = await t.services.db.reportTemplate.count();
    const bodies = [
      { name: "No sections", type: "Executive", sections: [] },
      { name: "Twice", type: "Executive", sections: ["trends", "trends"] },
      { name: "Unknown", type: "Executive", sections: ["gossip"] },
      { name: "", type: "Executive", sections: ["trends"] },
      { name: "Period", type: "Executive", sections: ["trends"], filters: { periodDays: 45 } },
    ];
    for (const body of bodies)
      expect((await api(token, "POST", `${BASE}/templates`, body)).status, body.name).toBe(400);
    expect(await t.services.db.reportTemplate.count()).toBe(before);
  });
});

describe("generation, runs and their files", () => {
  it("Generate records a queued run with its task and job; its runs list it with who asked and the parameters", async () => {
    const report = (await api(token, "POST", BASE, reportBody({ frequency: "Ad-hoc" }))).body.data;
    const res = await api(token, "POST", `${BASE}/generate`, { reportId: report.id, filters: { periodDays: 30 } });
    expect(res.status).toBe(202);
    expect(res.body.data).toMatchObject({ status: "queued" });
    const task = await api(token, "GET", `/api/tasks/${res.body.data.taskId}`);
    expect(task.body.data).toMatchObject({ kind: "report-generate", status: "queued" });
    expect((await api(token, "POST", `${BASE}/generate`, { reportId: report.id })).status).toBe(409);

    const runs = await api(token, "GET", `${BASE}/${report.id}/runs`);
    expect(runs.status).toBe(200);
    expect(runs.body.data).toHaveLength(1);
    expect(runs.body.data[0]).toMatchObject({
      id: res.body.data.runId,
      trigger: "manual",
      status: "queued",
      requestedBy: { name: "Test User" },
      parameters: {
        title: report.name,
        sections: [
          "risk-posture",
          "assessments-due",
          "critical-arrangements",
          "concentration",
          "kpi-breaches",
          "trends",
        ],
        filters: { periodDays: 30, riskLevels: [], criticalOnly: false },
      },
      pdf: null,
      xlsx: null,
      deliveries: { sent: 0, pending: 0, failed: 0, bounced: 0 },
    });
    expect((await api(token, "GET", `${BASE}/${report.id}`)).body.data.status).toBe("generating");
    // Its files are not there before the worker finishes.
    expect((await api(token, "GET", `${BASE}/runs/${res.body.data.runId}/pdf`)).status).toBe(409);

    const bad = [{}, { reportId: report.id, templateId: report.template.id }, { reportId: "nope" }];
    for (const body of bad) expect((await api(token, "POST", `${BASE}/generate`, body)).status).toBe(400);
  });

  it("View opens the PDF inline, Download gives it as an attachment; 410 once the retention rule deleted it", async () => {
    const report = (await api(token, "POST", BASE, reportBody({ frequency: "Ad-hoc" }))).body.data;
    const run = await completedRun(t, report.id, report.template.id);
    await t.services.db.report.update({ where: { id: report.id }, data: { lastGeneratedAt: run.finishedAt } });

    const view = await api(token, "GET", `${BASE}/runs/${run.id}/pdf?disposition=inline`);
    expect(view.status).toBe(200);
    expect(view.headers["content-type"]).toBe("application/pdf");
    expect(view.headers["content-disposition"]).toMatch(/^inline; filename="board-pack-2026-11-28\.pdf"/);
    expect(Buffer.compare(view.raw, PDF)).toBe(0);
    const download = await api(token, "GET", `${BASE}/runs/${run.id}/pdf`);
    expect(download.headers["content-disposition"]).toMatch(/^attachment; /);
    expect(download.headers["cache-control"]).toBe("private, no-store");

    const got = (await api(token, "GET", `${BASE}/${report.id}`)).body.data;
    expect(got).toMatchObject({
      status: "current",
      lastGeneratedAt: run.finishedAt!.toISOString(),
      latestRun: { id: run.id, status: "completed", pdf: { size: PDF.byteLength, available: true } },
    });

    await t.services.db.storedFile.delete({ where: { id: run.pdfFileId! } });
    const gone = await api(token, "GET", `${BASE}/runs/${run.id}/pdf`);
    expect(gone.status).toBe(410);
    expect(gone.body.message).toMatch(/retention rule/);
    const one = (await api(token, "GET", `${BASE}/runs/${run.id}`)).body.data;
    expect(one.pdf).toEqual({ size: PDF.byteLength, available: false });
    expect((await api(token, "GET", `${BASE}/runs/01a2242e-efe6-7554-9cb2-1bf3dd5f5b30/pdf`)).status).toBe(404);
    expect((await api(token, "GET", `${BASE}/runs/not-a-run/xlsx`)).status).toBe(404);
  });

  it("a failed last run shows the report failed and counts it", async () => {
    const before = (await api(token, "GET", `${BASE}/counters`)).body.data.failed;
    const report = (await api(token, "POST", BASE, reportBody({ frequency: "Ad-hoc" }))).body.data;
    await completedRun(t, report.id, report.template.id, {
      status: "failed",
      error: "The database did not answer",
      pdfFileId: null,
      pdfSize: null,
    });
    const got = (await api(token, "GET", `${BASE}/${report.id}`)).body.data;
    expect(got).toMatchObject({ status: "failed", latestRun: { error: "The database did not answer" } });
    expect((await api(token, "GET", `${BASE}/counters`)).body.data.failed).toBe(before + 1);
  });
});

describe("distribution metrics", () => {
  it("counts deliveries of the last 30 or 90 days per status, report and group, and lists the failures", async () => {
    const db = t.services.db;
    const name = (s: string) => `${s} ${tag()}`;
    const board = (await api(token, "POST", BASE, reportBody({ name: name("Board pack") }))).body.data;
    const audit = (await api(token, "POST", BASE, reportBody({ name: name("Audit pack"), recipientGroups: ["Audit"] })))
      .body.data;
    const boardRun = await completedRun(t, board.id, board.template.id);
    const auditRun = await completedRun(t, audit.id, audit.template.id);
    const member = await person(t, "Board Member");
    const day = 86_400_000;
    const rows: [string, string, string | null, "sent" | "failed" | "bounced" | "pending", number][] = [
      [boardRun.id, board.id, "Board", "sent", 1],
      [boardRun.id, board.id, "Board", "sent", 2],
      [boardRun.id, board.id, "Board", "failed", 3],
      [boardRun.id, board.id, null, "sent", 4],
      [boardRun.id, board.id, null, "bounced", 5],
      [auditRun.id, audit.id, "Audit", "pending", 0],
      [auditRun.id, audit.id, "Audit", "sent", 60], // in the 90 days only
      [auditRun.id, audit.id, "Audit", "failed", 120], // in neither
    ];
    let n = 0;
    for (const [runId, reportId, group, status, daysAgo] of rows) {
      n += 1;
      await db.reportDelivery.create({
        data: {
          runId,
          reportId,
          recipientGroup: group,
          userId: group ? member.id : null,
          email: `r${n}@${group ? "bank" : "regulator"}.example`,
          status,
          attempts: status === "failed" ? 5 : 1,
          lastError: status === "failed" ? "421 Try again later" : status === "bounced" ? "550 No such user" : null,
          sentAt: status === "sent" ? new Date(Date.now() - daysAgo * day) : null,
          createdAt: new Date(Date.now() - daysAgo * day - 1000),
        },
      });
    }
    const m30 = await api(token, "GET", `${BASE}/distribution-metrics`);
    expect(m30.status).toBe(200);
    expect(m30.body.data).toMatchObject({
      days: 30,
      totals: { sent: 3, failed: 1, bounced: 1, pending: 1 },
      byReport: [
        { reportId: board.id, name: board.name, sent: 3, failed: 1, bounced: 1, pending: 0 },
        { reportId: audit.id, name: audit.name, sent: 0, failed: 0, bounced: 0, pending: 1 },
      ],
      byGroup: [
        // In the catalogue's order (001 §6), External last.
        { group: "Audit", sent: 0, failed: 0, bounced: 0, pending: 1 },
        { group: "Board", sent: 2, failed: 1, bounced: 0, pending: 0 },
        { group: "External", sent: 1, failed: 0, bounced: 1, pending: 0 },
      ],
    });
    expect(
      m30.body.data.failures.map((f: { email: string; status: string; lastError: string; reportName: string }) => [
        f.email,
        f.status,
        f.lastError,
        f.reportName,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ["r3@bank.example", "failed", "421 Try again later", board.name],
        ["r5@regulator.example", "bounced", "550 No such user", board.name],
      ]),
    );
    expect(m30.body.data.failures).toHaveLength(2);

    const m90 = (await api(token, "GET", `${BASE}/distribution-metrics?days=90`)).body.data;
    expect(m90.totals).toEqual({ sent: 4, failed: 1, bounced: 1, pending: 1 });
    expect((await api(token, "GET", `${BASE}/distribution-metrics?days=7`)).status).toBe(400);

    // A run's deliveries, per recipient.
    const one = (await api(token, "GET", `${BASE}/runs/${boardRun.id}`)).body.data;
    expect(one.deliveries).toEqual({ sent: 3, failed: 1, bounced: 1, pending: 0 });
    expect(one.deliveryList.map((d: { email: string }) => d.email)).toEqual([
      "r1@bank.example",
      "r2@bank.example",
      "r3@bank.example",
      "r4@regulator.example",
      "r5@regulator.example",
    ]);
  });
});
