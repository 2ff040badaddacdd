// Every acknowledgement call for each of the 17 roles, against the table below written out by hand from the spec's
// role table (000 §6) and docs/GOVERNANCE.md, never read from the permission module.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inDays, member, policyWithFile } from "./governance-acknowledgements-support.js";
import { signIn, type TestApp } from "./helpers.js";
import { type Caller, caller, startAssessmentApp } from "./risk-assessments-support.js";

let t: TestApp;
let call: Caller;
beforeAll(async () => {
  ({ t } = await startAssessmentApp("Compliance Officer"));
  call = caller(t);
});
afterAll(() => t.close());

/**
 *   view    — view governance (a policy's counts and who was asked): Admin, Compliance, Compliance Officer, Legal,
 *             Legal Counsel, IT Security, Executive, Board Member, Internal Auditor, External Auditor
 *   request — edit policies (send for acknowledgement): Admin, Compliance, Compliance Officer
 *   own     — my acknowledgements (list, read, acknowledge): every signed-in role
 */
const Y = true;
const N = false;
const TABLE: Record<string, [view: boolean, request: boolean, own: boolean]> = {
  Admin: [Y, Y, Y],
  "Business User": [N, N, Y],
  "Risk Manager": [N, N, Y],
  Compliance: [Y, Y, Y],
  "Compliance Officer": [Y, Y, Y],
  Finance: [N, N, Y],
  "Finance Manager": [N, N, Y],
  Legal: [Y, N, Y],
  "Legal Counsel": [Y, N, Y],
  "IT Security": [Y, N, Y],
  Procurement: [N, N, Y],
  "Vendor Manager": [N, N, Y],
  Executive: [Y, N, Y],
  "Board Member": [Y, N, Y],
  "Internal Auditor": [Y, N, Y],
  "External Auditor": [Y, N, Y],
  "Regulatory Body": [N, N, Y],
};

describe("acknowledgement calls per role", () => {
  it("the table names all 17 roles", () => {
    expect(Object.keys(TABLE)).toHaveLength(17);
  });

  it("every call answers 401 without a session", async () => {
    const { policy } = await policyWithFile(t.services.db);
    const id = "0190a5d2-0000-7000-8000-000000000003";
    for (const [method, url] of [
      ["GET", `/api/governance/policies/${policy.id}/acknowledgements/summary`],
      ["GET", `/api/governance/policies/${policy.id}/acknowledgements`],
      ["POST", `/api/governance/policies/${policy.id}/acknowledgements`],
      ["GET", "/api/governance/acknowledgements/mine"],
      ["GET", `/api/governance/acknowledgements/${id}`],
      ["POST", `/api/governance/acknowledgements/${id}/acknowledge`],
    ] as const) {
      const res = await t.app.inject({ method, url, ...(method === "POST" ? { payload: {} } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  for (const [role, [view, request, own]] of Object.entries(TABLE)) {
    it(`${role}: view ${view}, request ${request}, own ${own}`, async () => {
      const db = t.services.db;
      const { token, user } = await signIn(t, role);
      const { policy } = await policyWithFile(db);
      const someone = await member(t, "Finance");
      // The role's user is asked (by the system's own request), so the own calls have a row to reach.
      const asked = await db.policyAcknowledgement.create({
        data: {
          policyId: policy.id,
          versionId: policy.currentVersionId as string,
          userId: user.id,
          dueDate: new Date(`${inDays(5)}T00:00:00.000Z`),
        },
      });
      await db.policy.update({ where: { id: policy.id }, data: { ackVersionId: policy.currentVersionId } });
      const ok = (allowed: boolean, success = 200) => (allowed ? success : 403);
      const status = async (method: "GET" | "POST", url: string, payload?: object) =>
        (await call(token, method, url, payload)).status;
      const base = `/api/governance/policies/${policy.id}/acknowledgements`;

      const outcomes: [string, number, number][] = [
        ["GET summary", await status("GET", `${base}/summary`), ok(view)],
        ["GET list", await status("GET", base), ok(view)],
        ["POST request", await status("POST", base, { userIds: [someone.id], dueDate: inDays(10) }), ok(request)],
        ["GET mine", await status("GET", "/api/governance/acknowledgements/mine"), ok(own)],
        ["GET {id}", await status("GET", `/api/governance/acknowledgements/${asked.id}`), ok(own)],
        ["POST acknowledge", await status("POST", `/api/governance/acknowledgements/${asked.id}/acknowledge`), ok(own)],
      ];
      for (const [what, got, expected] of outcomes) expect(got, `${role} ${what}`).toBe(expected);
      // A refused request wrote nothing.
      const rows = await db.policyAcknowledgement.count({ where: { policyId: policy.id, userId: someone.id } });
      expect(rows).toBe(request ? 1 : 0);
    });
  }
});
