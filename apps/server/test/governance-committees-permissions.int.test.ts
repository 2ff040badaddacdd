// Every committee call for each of the 17 roles, against the table below written out by hand from the spec's role
// table (000 §6) and docs/GOVERNANCE.md, never read from the permission module.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { form, PDF, postForm } from "./contract-documents-support.js";
import { committeeRow } from "./governance-pc-support.js";
import { signIn, startTestApp, type TestApp } from "./helpers.js";
import { caller, type Method } from "./risk-assessments-support.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/**
 *   view   — view governance (list, get)
 *   manage — committees, their meetings, decisions, charter and minutes: edit policies (Compliance, Compliance
 *            Officer) and Admin
 */
const Y = true;
const N = false;
const TABLE: Record<string, [view: boolean, manage: boolean]> = {
  Admin: [Y, Y],
  "Business User": [N, N],
  "Risk Manager": [N, N],
  Compliance: [Y, Y],
  "Compliance Officer": [Y, Y],
  Finance: [N, N],
  "Finance Manager": [N, N],
  Legal: [Y, N],
  "Legal Counsel": [Y, N],
  "IT Security": [Y, N],
  Procurement: [N, N],
  "Vendor Manager": [N, N],
  Executive: [Y, N],
  "Board Member": [Y, N],
  "Internal Auditor": [Y, N],
  "External Auditor": [Y, N],
  "Regulatory Body": [N, N],
};

const BASE = "/api/governance/committees";
const PAST = "2026-01-15T09:00:00.000Z";

describe("committee calls per role", () => {
  it("the table names all 17 roles", () => {
    expect(Object.keys(TABLE)).toHaveLength(17);
  });

  for (const [role, [view, manage]] of Object.entries(TABLE)) {
    it(`${role}: view ${view}, manage ${manage}`, async () => {
      const { token } = await signIn(t, role);
      const call = caller(t);
      const db = t.services.db;
      const c = await committeeRow(t);
      const spare = await committeeRow(t);
      const held = await db.committeeMeeting.create({
        data: { committeeId: c.id, scheduledAt: new Date(PAST), status: "held" },
      });
      const ahead = await db.committeeMeeting.create({
        data: { committeeId: c.id, scheduledAt: new Date("2099-01-01T09:00:00Z") },
      });
      const ok = (allowed: boolean, success = 200) => (allowed ? success : 403);
      const status = async (method: Method, url: string, payload?: object) =>
        (await call(token, method, url, payload)).status;
      const meetings = `${BASE}/${c.id}/meetings`;

      const outcomes: [string, number, number][] = [
        ["GET list", await status("GET", BASE), ok(view)],
        ["GET one", await status("GET", `${BASE}/${c.id}`), ok(view)],
        ["POST", await status("POST", BASE, { name: `By ${role}`, type: "Steering", chair: role }), ok(manage, 201)],
        ["PUT", await status("PUT", `${BASE}/${c.id}`, { jurisdiction: "EU" }), ok(manage)],
        ["POST meeting", await status("POST", meetings, { scheduledAt: "2099-02-01T09:00:00Z" }), ok(manage, 201)],
        ["PUT meeting", await status("PUT", `${meetings}/${ahead.id}`, { agenda: "Risks" }), ok(manage)],
        [
          "POST decision",
          await status("POST", `${meetings}/${held.id}/decisions`, { title: "Approve", outcome: "approved" }),
          ok(manage, 201),
        ],
        [
          "POST minutes",
          (await postForm(t, token, `${meetings}/${held.id}/minutes`, form({}, "m.pdf", PDF))).status,
          ok(manage, 201),
        ],
        [
          "POST charter",
          (await postForm(t, token, `${BASE}/${c.id}/charter`, form({}, "c.pdf", PDF))).status,
          ok(manage, 201),
        ],
        ["PATCH cancel meeting", await status("PATCH", `${meetings}/${ahead.id}/cancel`), ok(manage)],
        ["DELETE", await status("DELETE", `${BASE}/${spare.id}`), ok(manage)],
      ];
      expect(outcomes.map(([name, got]) => [name, got])).toEqual(outcomes.map(([name, , want]) => [name, want]));
    });
  }
});
