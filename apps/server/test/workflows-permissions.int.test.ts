// Every workflow call for each of the 17 roles, against the table below written out by hand from the spec's role
// table (000 §6), issue 16 and docs/WORKFLOWS.md, never read from the permission module.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, startTestApp, type TestApp } from "./helpers.js";
import { caller, type Method } from "./risk-assessments-support.js";
import { arrangement, BASE, isoDay, person, REVIEW_KINDS, workflowRow } from "./workflows-support.js";

let t: TestApp;
let ownerId: string;
beforeAll(async () => {
  t = await startTestApp();
  ownerId = (await person(t, "Business User")).id;
});
afterAll(() => t.close());

/**
 *   view   — the list, tiles, analytics, templates, a record, the committee deck
 *   create — the New Workflow dialog (Business User; Admin passes everything)
 *   edit   — Edit Workflow, Reassign Owner, Update Timeline, Complete Step
 *   delete — Admin only
 *   it     — the IT review of an arrangement: IT Security (and Admin); any other role 403
 *   decide — the committee's decision on an arrangement whose committee has no member linked to the caller: Admin
 *            only; every other role 403
 */
const Y = true;
const N = false;
const TABLE: Record<
  string,
  [view: boolean, create: boolean, edit: boolean, del: boolean, it: boolean, decide: boolean]
> = {
  Admin: [Y, Y, Y, Y, Y, Y],
  "Business User": [Y, Y, Y, N, N, N],
  "Risk Manager": [Y, N, N, N, N, N],
  Compliance: [Y, N, N, N, N, N],
  "Compliance Officer": [Y, N, N, N, N, N],
  Finance: [Y, N, N, N, N, N],
  "Finance Manager": [Y, N, N, N, N, N],
  Legal: [Y, N, N, N, N, N],
  "Legal Counsel": [Y, N, N, N, N, N],
  "IT Security": [Y, N, N, N, Y, N],
  Procurement: [Y, N, N, N, N, N],
  "Vendor Manager": [Y, N, N, N, N, N],
  Executive: [N, N, N, N, N, N],
  "Board Member": [N, N, N, N, N, N],
  "Internal Auditor": [N, N, N, N, N, N],
  "External Auditor": [N, N, N, N, N, N],
  "Regulatory Body": [N, N, N, N, N, N],
};

describe("workflow calls per role", () => {
  it("the table names all 17 roles", () => {
    expect(Object.keys(TABLE)).toHaveLength(17);
  });

  for (const [role, [view, create, edit, del, itReview, decide]] of Object.entries(TABLE)) {
    it(`${role}: view ${view}, create ${create}, edit ${edit}, delete ${del}, IT review ${itReview}, decide ${decide}`, async () => {
      const { token } = await signIn(t, role);
      const call = caller(t);
      const other = await workflowRow(t, {
        ownerId,
        type: "vendor_offboarding",
        status: "in_progress",
        currentStep: "exit_plan",
      });
      const spare = await workflowRow(t, { ownerId });
      const newOwner = await person(t, "Risk Manager");
      const { w: fresh } = await arrangement(t, { ownerId });
      const { w: ready } = await arrangement(t, { ownerId, reviews: REVIEW_KINDS, raStatus: "completed" });
      const ok = (allowed: boolean, success = 200) => (allowed ? success : 403);
      const status = async (method: Method, url: string, payload?: object) =>
        (await call(token, method, url, payload)).status;
      const one = `${BASE}/${other.id}`;

      const outcomes: [string, number, number][] = [
        ["GET list", await status("GET", BASE), ok(view)],
        ["GET summary", await status("GET", `${BASE}/summary`), ok(view)],
        ["GET analytics", await status("GET", `${BASE}/analytics`), ok(view)],
        ["GET templates", await status("GET", `${BASE}/templates`), ok(view)],
        ["GET one", await status("GET", one), ok(view)],
        ["GET deck", await status("GET", `${BASE}/${fresh.id}/with-risk-assessment`), ok(view)],
        [
          "POST",
          await status("POST", BASE, {
            type: "vendor_onboarding",
            name: `By ${role}`,
            businessUnit: "Operations",
            businessJustification: "A new provider.",
          }),
          ok(create, 201),
        ],
        ["PUT", await status("PUT", one, { businessUnit: "Treasury" }), ok(edit)],
        [
          "POST timeline",
          await status("POST", `${one}/timeline`, { targetDate: isoDay(60), reason: "Later" }),
          ok(edit),
        ],
        ["POST complete-step", await status("POST", `${one}/complete-step`, {}), ok(edit)],
        ["POST reassign", await status("POST", `${one}/reassign`, { ownerId: newOwner.id }), ok(edit)],
        [
          "POST IT review",
          await status("POST", `${BASE}/${fresh.id}/reviews`, { kind: "it", comment: "OK" }),
          ok(itReview),
        ],
        [
          "POST decision",
          await status("POST", `${BASE}/${ready.id}/committee-decision`, { decision: "approved" }),
          ok(decide),
        ],
        ["DELETE", await status("DELETE", `${BASE}/${spare.id}`), ok(del)],
      ];
      expect(outcomes.map(([name, got]) => [name, got])).toEqual(outcomes.map(([name, , want]) => [name, want]));
    });
  }
});
