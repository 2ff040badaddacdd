// Every reports call for each of the 17 roles, against the table below written out by hand from the spec's role
// table (000 §6: view reports; Internal Auditor "create audit-reports"), issue 17 and docs/DECISIONS.md ("Who creates
// reports"), never read from the permission module.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, startTestApp, type TestApp } from "./helpers.js";
import { BASE, call, completedRun, reportBody } from "./reports-support.js";

let t: TestApp;
let api: ReturnType<typeof call>;
let othersToken: string;

beforeAll(async () => {
  t = await startTestApp();
  api = call(t);
  othersToken = (await signIn(t, "Risk Manager")).token;
});
afterAll(() => t.close());

/**
 *   view   — the list, counters, a report, its runs, a run, its PDF (View and Download), templates, the scheduled
 *            list, the distribution metrics
 *   create — Create New Report, Create New Template, Generate; and on the caller's own report: Edit, pause, Run now,
 *            stop the schedule, Delete
 *   other  — the same changes on a report another user created: its creator or an Admin only
 */
const Y = true;
const N = false;
const TABLE: Record<string, [view: boolean, create: boolean, other: boolean]> = {
  Admin: [Y, Y, Y],
  "Business User": [N, N, N],
  "Risk Manager": [Y, Y, N],
  Compliance: [Y, Y, N],
  "Compliance Officer": [Y, Y, N],
  Finance: [Y, Y, N],
  "Finance Manager": [Y, Y, N],
  Legal: [Y, N, N],
  "Legal Counsel": [Y, N, N],
  "IT Security": [Y, N, N],
  Procurement: [N, N, N],
  "Vendor Manager": [Y, Y, N],
  Executive: [Y, N, N],
  "Board Member": [Y, N, N],
  "Internal Auditor": [Y, Y, N],
  "External Auditor": [Y, N, N],
  "Regulatory Body": [Y, N, N],
};

describe("report calls per role", () => {
  it("the table names all 17 roles", () => {
    expect(Object.keys(TABLE)).toHaveLength(17);
  });

  for (const [role, [view, create, other]] of Object.entries(TABLE)) {
    it(`${role}: view ${view}, create ${create}, change another's report ${other}`, async () => {
      const { token } = await signIn(t, role);
      const ok = (allowed: boolean, success = 200) => (allowed ? success : 403);
      const theirs = (await api(othersToken, "POST", BASE, reportBody())).body.data;
      const templates = (await api(othersToken, "GET", `${BASE}/templates`)).body.data.items;
      const executive = templates.find((x: { key: string }) => x.key === "executive");
      const run = await completedRun(t, theirs.id, executive.id);
      const status = async (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
        (await api(token, method, url, payload)).status;

      const outcomes: [string, number, number][] = [
        ["GET list", await status("GET", BASE), ok(view)],
        ["GET counters", await status("GET", `${BASE}/counters`), ok(view)],
        ["GET one", await status("GET", `${BASE}/${theirs.id}`), ok(view)],
        ["GET runs", await status("GET", `${BASE}/${theirs.id}/runs`), ok(view)],
        ["GET run", await status("GET", `${BASE}/runs/${run.id}`), ok(view)],
        ["GET run PDF", await status("GET", `${BASE}/runs/${run.id}/pdf`), ok(view)],
        ["GET run PDF inline", await status("GET", `${BASE}/runs/${run.id}/pdf?disposition=inline`), ok(view)],
        ["GET templates", await status("GET", `${BASE}/templates`), ok(view)],
        ["GET template", await status("GET", `${BASE}/templates/${executive.id}`), ok(view)],
        ["GET scheduled", await status("GET", `${BASE}/scheduled`), ok(view)],
        ["GET metrics", await status("GET", `${BASE}/distribution-metrics?days=90`), ok(view)],
        ["POST report", await status("POST", BASE, reportBody()), ok(create, 201)],
        [
          "POST template",
          await status("POST", `${BASE}/templates`, {
            name: `${role} pack`,
            type: "Operational",
            sections: ["invoices", "kpi-breaches"],
          }),
          ok(create, 201),
        ],
        ["POST generate", await status("POST", `${BASE}/generate`, { templateId: executive.id }), ok(create, 202)],
        ["PUT another's", await status("PUT", `${BASE}/${theirs.id}`, reportBody()), ok(other)],
        ["pause another's", await status("PUT", `${BASE}/scheduled/${theirs.id}`, { paused: true }), ok(other)],
        ["run another's now", await status("POST", `${BASE}/scheduled/${theirs.id}/run`), ok(other, 202)],
        ["stop another's schedule", await status("DELETE", `${BASE}/scheduled/${theirs.id}`), ok(other)],
        ["DELETE another's", await status("DELETE", `${BASE}/${theirs.id}`), ok(other)],
      ];
      if (create) {
        const own = (await api(token, "POST", BASE, reportBody())).body.data;
        outcomes.push(
          ["PUT own", await status("PUT", `${BASE}/${own.id}`, reportBody()), 200],
          ["pause own", await status("PUT", `${BASE}/scheduled/${own.id}`, { paused: true }), 200],
          ["run own now", await status("POST", `${BASE}/scheduled/${own.id}/run`), 202],
          ["DELETE own", await status("DELETE", `${BASE}/${own.id}`), 200],
        );
      }
      expect(outcomes.map(([name, got]) => [name, got])).toEqual(outcomes.map(([name, , want]) => [name, want]));
    });
  }

  it("what a report says the caller may do follows the same rules", async () => {
    const mine = await signIn(t, "Finance");
    const report = (await api(mine.token, "POST", BASE, reportBody())).body.data;
    expect(report.can).toEqual({ edit: true, delete: true, generate: true });
    const board = await signIn(t, "Board Member");
    expect((await api(board.token, "GET", `${BASE}/${report.id}`)).body.data.can).toEqual({
      edit: false,
      delete: false,
      generate: false,
    });
    const colleague = await signIn(t, "Finance Manager");
    expect((await api(colleague.token, "GET", `${BASE}/${report.id}`)).body.data.can).toEqual({
      edit: false,
      delete: false,
      generate: true,
    });
  });

  it("refuses without a session (401)", async () => {
    const res = await t.app.inject({ method: "GET", url: `${BASE}/runs/00000000-0000-7000-8000-000000000000/pdf` });
    expect(res.statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: BASE })).statusCode).toBe(401);
  });
});
