// Every compliance call for each of the 17 roles, against the table below written out by hand from the spec's role
// table (000 §6: Regulatory Body "reports, compliance, read only") and docs/DECISIONS.md (those who create policies
// keep the register), never read from the permission module.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, signIn, startTestApp, type TestApp } from "./helpers.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/**
 *   view — GET requirements, GET gaps, POST report (the PDF)
 *   set  — POST status, GET evidence-options: create policies (Compliance, Compliance Officer) and Admin
 */
const Y = true;
const N = false;
const TABLE: Record<string, [view: boolean, set: boolean]> = {
  Admin: [Y, Y],
  "Business User": [N, N],
  "Risk Manager": [N, N],
  Compliance: [Y, Y],
  "Compliance Officer": [Y, Y],
  Finance: [N, N],
  "Finance Manager": [N, N],
  Legal: [N, N],
  "Legal Counsel": [N, N],
  "IT Security": [N, N],
  Procurement: [N, N],
  "Vendor Manager": [N, N],
  Executive: [N, N],
  "Board Member": [N, N],
  "Internal Auditor": [N, N],
  "External Auditor": [N, N],
  "Regulatory Body": [Y, N],
};

describe("compliance calls per role", () => {
  it("the table names all 17 roles", () => {
    expect(Object.keys(TABLE)).toHaveLength(17);
  });

  for (const [role, [view, set]] of Object.entries(TABLE)) {
    it(`${role}: view ${view}, set status ${set}`, async () => {
      const { token } = await signIn(t, role);
      const status = async (method: "GET" | "POST", url: string, payload?: object) =>
        (await t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) })).statusCode;
      const ok = (allowed: boolean) => (allowed ? 200 : 403);
      const outcomes: [string, number, number][] = [
        ["GET requirements", await status("GET", "/api/compliance/requirements"), ok(view)],
        ["GET gaps", await status("GET", "/api/compliance/gaps"), ok(view)],
        ["POST report", await status("POST", "/api/compliance/report"), ok(view)],
        [
          "POST status",
          await status("POST", "/api/compliance/status", {
            requirementKey: "dora/art-29",
            status: "not_applicable",
            note: `Set by ${role}`,
          }),
          ok(set),
        ],
        ["GET evidence-options", await status("GET", "/api/compliance/evidence-options?kind=policy"), ok(set)],
      ];
      expect(outcomes.map(([name, got]) => [name, got])).toEqual(outcomes.map(([name, , want]) => [name, want]));
    });
  }

  it("refuses every call without a session (401)", async () => {
    for (const [method, url] of [
      ["GET", "/api/compliance/requirements"],
      ["GET", "/api/compliance/gaps"],
      ["POST", "/api/compliance/report"],
      ["POST", "/api/compliance/status"],
    ] as const) {
      expect([url, (await t.app.inject({ method, url })).statusCode]).toEqual([url, 401]);
    }
  });

  it("a refused status leaves no row and no audit row", async () => {
    const { token } = await signIn(t, "Regulatory Body");
    const before = await t.services.db.auditLog.count({ where: { entityType: "ComplianceRequirementStatus" } });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/compliance/status",
      headers: bearer(token),
      payload: { requirementKey: "dora/art-28-3", status: "compliant", note: "Looks fine to us" },
    });
    expect(res.statusCode).toBe(403);
    expect(
      await t.services.db.complianceRequirementStatus.findUnique({ where: { requirementKey: "dora/art-28-3" } }),
    ).toBeNull();
    expect(await t.services.db.auditLog.count({ where: { entityType: "ComplianceRequirementStatus" } })).toBe(before);
  });
});
