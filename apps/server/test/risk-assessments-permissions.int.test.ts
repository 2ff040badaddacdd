// Every risk assessment call for each of the 17 roles, against the table below written out by hand from the spec's
// role table (000 §6) and docs/DECISIONS.md, never read from the permission module.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, startTestApp, type TestApp } from "./helpers.js";
import { activeVendor, allScored, assessmentRow, caller, type Method, person } from "./risk-assessments-support.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/**
 *   view      — view risk-assessment: Risk Manager, IT Security, Vendor Manager, Executive, Internal Auditor, Admin
 *   create    — create risk-assessment: Risk Manager, Admin
 *   edit      — edit risk-assessment (update, submit, reopen, bulk update): Risk Manager, Admin
 *   delete    — delete risk-assessment: Risk Manager, Admin
 *   itDomain  — the IT & business continuity domain: edit risk-assessment, or create security-assessments (IT Security)
 *   anyDomain — any other domain: edit risk-assessment only
 */
const Y = true;
const N = false;
const TABLE: Record<
  string,
  [view: boolean, create: boolean, edit: boolean, del: boolean, itDomain: boolean, anyDomain: boolean]
> = {
  Admin: [Y, Y, Y, Y, Y, Y],
  "Business User": [N, N, N, N, N, N],
  "Risk Manager": [Y, Y, Y, Y, Y, Y],
  Compliance: [N, N, N, N, N, N],
  "Compliance Officer": [N, N, N, N, N, N],
  Finance: [N, N, N, N, N, N],
  "Finance Manager": [N, N, N, N, N, N],
  Legal: [N, N, N, N, N, N],
  "Legal Counsel": [N, N, N, N, N, N],
  "IT Security": [Y, N, N, N, Y, N],
  Procurement: [N, N, N, N, N, N],
  "Vendor Manager": [Y, N, N, N, N, N],
  Executive: [Y, N, N, N, N, N],
  "Board Member": [N, N, N, N, N, N],
  "Internal Auditor": [Y, N, N, N, N, N],
  "External Auditor": [N, N, N, N, N, N],
  "Regulatory Body": [N, N, N, N, N, N],
};

describe("risk assessment calls per role", () => {
  it("the table names all 17 roles", () => {
    expect(Object.keys(TABLE)).toHaveLength(17);
  });

  for (const [role, [view, create, edit, del, itDomain, anyDomain]] of Object.entries(TABLE)) {
    it(`${role}: view ${view}, create ${create}, edit ${edit}, delete ${del}, IT domain ${itDomain}, other domains ${anyDomain}`, async () => {
      const { token } = await signIn(t, role);
      const call = caller(t);
      const lead = await person(t, "Risk Manager");
      const vendor = await activeVendor(t, `Perm ${role}`);
      const base = { vendorId: vendor.id, leadAssessorId: lead.id };
      const draft = await assessmentRow(t, base);
      const other = await assessmentRow(t, base);
      const full = await assessmentRow(t, { ...base, status: "in_progress", scores: allScored(5) });
      const done = await assessmentRow(t, {
        ...base,
        status: "completed",
        scores: allScored(5),
        overallScore: "5.00",
        overallRisk: "medium",
      });
      const ok = (allowed: boolean, success = 200) => (allowed ? success : 403);
      const status = async (method: Method, url: string, payload?: object) =>
        (await call(token, method, url, payload)).status;

      const outcomes: [string, number, number][] = [
        ["GET /api/risk-assessments", await status("GET", "/api/risk-assessments"), ok(view)],
        ["GET /api/risk-assessments/summary", await status("GET", "/api/risk-assessments/summary"), ok(view)],
        ["GET /api/risk-assessments/{id}", await status("GET", `/api/risk-assessments/${draft.id}`), ok(view)],
        ["POST /api/risk-assessments", await status("POST", "/api/risk-assessments", base), ok(create, 201)],
        [
          "PUT /api/risk-assessments/{id}",
          await status("PUT", `/api/risk-assessments/${other.id}`, { comments: role }),
          ok(edit),
        ],
        [
          "PUT /api/risk-assessments/{id}/domains/itBusinessContinuity",
          await status("PUT", `/api/risk-assessments/${other.id}/domains/itBusinessContinuity`, { score: 4 }),
          ok(itDomain),
        ],
        [
          "PUT /api/risk-assessments/{id}/domains/complianceLegal",
          await status("PUT", `/api/risk-assessments/${other.id}/domains/complianceLegal`, { score: 4 }),
          ok(anyDomain),
        ],
        [
          "POST /api/risk-assessments/{id}/submit",
          await status("POST", `/api/risk-assessments/${full.id}/submit`),
          ok(edit),
        ],
        [
          "POST /api/risk-assessments/{id}/reopen",
          await status("POST", `/api/risk-assessments/${done.id}/reopen`, { reason: "Recheck" }),
          ok(edit),
        ],
        [
          "PATCH /api/risk-assessments/bulk-update",
          await status("PATCH", "/api/risk-assessments/bulk-update", {
            ids: [other.id],
            patch: { nextReviewDate: "2027-01-01" },
          }),
          ok(edit),
        ],
        ["DELETE /api/risk-assessments/{id}", await status("DELETE", `/api/risk-assessments/${draft.id}`), ok(del)],
      ];
      expect(outcomes.map(([name, got]) => [name, got])).toEqual(outcomes.map(([name, , want]) => [name, want]));
    });
  }

  it("without signing in every call answers 401", async () => {
    for (const [method, url] of [
      ["GET", "/api/risk-assessments"],
      ["GET", "/api/risk-assessments/summary"],
      ["POST", "/api/risk-assessments"],
      ["PATCH", "/api/risk-assessments/bulk-update"],
    ] as const) {
      const res = await t.app.inject({ method, url, ...(method === "GET" ? {} : { payload: {} }) });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
