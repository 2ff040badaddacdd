// Every contract call for each of the 17 roles, against the table below written out by hand from the spec's role
// table (000 §6) and docs/CONTRACTS.md, never read from the permission module.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caller, contractBody, contractRow, person, vendor } from "./contracts-support.js";
import { signIn, startTestApp, type TestApp } from "./helpers.js";
import type { Method } from "./risk-assessments-support.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/**
 *   view    — view contracts (list, summary, expiring, get): Business User, Risk Manager, Compliance, Compliance
 *             Officer, Finance, Finance Manager, Legal, Legal Counsel, Procurement, Vendor Manager, Internal Auditor,
 *             Admin
 *   create  — create contracts: Procurement, Admin
 *   edit    — edit contracts (update, moveStage, terminate): Business User, Legal, Legal Counsel, Procurement, Admin
 *   approve — create contract-approvals: Legal, Legal Counsel, Admin
 *   delete  — Admin only
 */
const Y = true;
const N = false;
const TABLE: Record<string, [view: boolean, create: boolean, edit: boolean, approve: boolean, del: boolean]> = {
  Admin: [Y, Y, Y, Y, Y],
  "Business User": [Y, N, Y, N, N],
  "Risk Manager": [Y, N, N, N, N],
  Compliance: [Y, N, N, N, N],
  "Compliance Officer": [Y, N, N, N, N],
  Finance: [Y, N, N, N, N],
  "Finance Manager": [Y, N, N, N, N],
  Legal: [Y, N, Y, Y, N],
  "Legal Counsel": [Y, N, Y, Y, N],
  "IT Security": [N, N, N, N, N],
  Procurement: [Y, Y, Y, N, N],
  "Vendor Manager": [Y, N, N, N, N],
  Executive: [N, N, N, N, N],
  "Board Member": [N, N, N, N, N],
  "Internal Auditor": [Y, N, N, N, N],
  "External Auditor": [N, N, N, N, N],
  "Regulatory Body": [N, N, N, N, N],
};

describe("contract calls per role", () => {
  it("the table names all 17 roles", () => {
    expect(Object.keys(TABLE)).toHaveLength(17);
  });

  for (const [role, [view, create, edit, approve, del]] of Object.entries(TABLE)) {
    it(`${role}: view ${view}, create ${create}, edit ${edit}, approve ${approve}, delete ${del}`, async () => {
      const { token } = await signIn(t, role);
      const call = caller(t);
      const owner = await person(t, "Procurement");
      const v = await vendor(t, `Perm ${role}`);
      const base = { vendorId: v.id, ownerId: owner.id };
      const draft = await contractRow(t, base);
      const other = await contractRow(t, base);
      const running = await contractRow(t, base);
      const awaiting = await contractRow(t, { ...base, stage: "approval", status: "under_review" });
      const ok = (allowed: boolean, success = 200) => (allowed ? success : 403);
      const status = async (method: Method, url: string, payload?: object) =>
        (await call(token, method, url, payload)).status;

      const outcomes: [string, number, number][] = [
        ["GET /api/contracts", await status("GET", "/api/contracts"), ok(view)],
        ["GET /api/contracts/summary", await status("GET", "/api/contracts/summary"), ok(view)],
        ["GET /api/contracts/expiring", await status("GET", "/api/contracts/expiring"), ok(view)],
        ["GET /api/contracts/{id}", await status("GET", `/api/contracts/${draft.id}`), ok(view)],
        [
          "POST /api/contracts",
          await status("POST", "/api/contracts", await contractBody(t, owner.id, { vendorId: v.id })),
          ok(create, 201),
        ],
        ["PUT /api/contracts/{id}", await status("PUT", `/api/contracts/${other.id}`, { name: role }), ok(edit)],
        [
          "POST /api/contracts/{id}/stage",
          await status("POST", `/api/contracts/${other.id}/stage`, { stage: "drafting" }),
          ok(edit),
        ],
        [
          "POST /api/contracts/{id}/approve",
          await status("POST", `/api/contracts/${awaiting.id}/approve`, {}),
          ok(approve),
        ],
        [
          "POST /api/contracts/{id}/terminate",
          await status("POST", `/api/contracts/${running.id}/terminate`, { reason: "Ended" }),
          ok(edit),
        ],
        ["DELETE /api/contracts/{id}", await status("DELETE", `/api/contracts/${draft.id}`), ok(del)],
      ];
      expect(outcomes.map(([name, got]) => [name, got])).toEqual(outcomes.map(([name, , want]) => [name, want]));
    });
  }

  it("without signing in every call answers 401", async () => {
    for (const [method, url] of [
      ["GET", "/api/contracts"],
      ["GET", "/api/contracts/summary"],
      ["GET", "/api/contracts/expiring"],
      ["POST", "/api/contracts"],
    ] as const) {
      const res = await t.app.inject({ method, url, ...(method === "GET" ? {} : { payload: {} }) });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
