// Every policy call for each of the 17 roles, against the table below written out by hand from the spec's role
// table (000 §6) and docs/GOVERNANCE.md, never read from the permission module.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { form, PDF, postForm } from "./contract-documents-support.js";
import { BASE, caller, policyBody, policyRow } from "./governance-policies-support.js";
import { signIn, startTestApp, type TestApp } from "./helpers.js";
import type { Method } from "./risk-assessments-support.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/**
 *   view     — view governance (lists, search, archived, overview, detail): Compliance, Compliance Officer, Legal,
 *              Legal Counsel, IT Security, Executive, Board Member, Internal Auditor, External Auditor, Admin
 *   create   — create policies: Compliance, Compliance Officer, Admin
 *   edit     — edit any policy (update, status, uploads): Compliance, Compliance Officer, Admin
 *   security — edit a policy marked as a security policy (but not its mark): also IT Security
 *   archive  — delete policies (archive, restore, bulk archive): Compliance, Compliance Officer, Admin
 */
const Y = true;
const N = false;
const TABLE: Record<string, [view: boolean, create: boolean, edit: boolean, security: boolean, archive: boolean]> = {
  Admin: [Y, Y, Y, Y, Y],
  "Business User": [N, N, N, N, N],
  "Risk Manager": [N, N, N, N, N],
  Compliance: [Y, Y, Y, Y, Y],
  "Compliance Officer": [Y, Y, Y, Y, Y],
  Finance: [N, N, N, N, N],
  "Finance Manager": [N, N, N, N, N],
  Legal: [Y, N, N, N, N],
  "Legal Counsel": [Y, N, N, N, N],
  "IT Security": [Y, N, N, Y, N],
  Procurement: [N, N, N, N, N],
  "Vendor Manager": [N, N, N, N, N],
  Executive: [Y, N, N, N, N],
  "Board Member": [Y, N, N, N, N],
  "Internal Auditor": [Y, N, N, N, N],
  "External Auditor": [Y, N, N, N, N],
  "Regulatory Body": [N, N, N, N, N],
};

describe("policy calls per role", () => {
  it("the table names all 17 roles", () => {
    expect(Object.keys(TABLE)).toHaveLength(17);
  });

  for (const [role, [view, create, edit, security, archive]] of Object.entries(TABLE)) {
    it(`${role}: view ${view}, create ${create}, edit ${edit}, security ${security}, archive ${archive}`, async () => {
      const { token } = await signIn(t, role);
      const call = caller(t);
      const plain = await policyRow(t);
      const secure = await policyRow(t, { securityPolicy: true });
      const toArchive = await policyRow(t);
      const toRestore = await policyRow(t, { archived: true, archivedAt: new Date() });
      const bulk = await policyRow(t);
      const ok = (allowed: boolean, success = 200) => (allowed ? success : 403);
      const status = async (method: Method, url: string, payload?: object) =>
        (await call(token, method, url, payload)).status;
      const upload = async (id: string, slot: string) =>
        (await postForm(t, token, `${BASE}/${id}/${slot}`, form({}, "policy.pdf", PDF))).status;

      const outcomes: [string, number, number][] = [
        ["GET list", await status("GET", BASE), ok(view)],
        ["GET /search", await status("GET", `${BASE}/search?q=a`), ok(view)],
        ["GET /archived", await status("GET", `${BASE}/archived`), ok(view)],
        ["GET /overview", await status("GET", `${BASE}/overview`), ok(view)],
        ["GET /{id}", await status("GET", `${BASE}/${plain.id}`), ok(view)],
        ["POST", await status("POST", BASE, policyBody()), ok(create, 201)],
        ["PUT /{id}", await status("PUT", `${BASE}/${plain.id}`, { owner: role }), ok(edit)],
        ["PUT /{id} security", await status("PUT", `${BASE}/${secure.id}`, { owner: role }), ok(security)],
        ["PUT /{id} security mark", await status("PUT", `${BASE}/${secure.id}`, { securityPolicy: false }), ok(edit)],
        [
          "PATCH /{id}/status",
          await status("PATCH", `${BASE}/${plain.id}/status`, { status: "under_review" }),
          ok(edit),
        ],
        [
          "PATCH /{id}/status security",
          await status("PATCH", `${BASE}/${secure.id}/status`, { status: "inactive" }),
          ok(security),
        ],
        ["POST /{id}/document", await upload(plain.id, "document"), ok(edit, 201)],
        ["POST /{id}/charter security", await upload(secure.id, "charter"), ok(security, 201)],
        ["PATCH /{id}/archive", await status("PATCH", `${BASE}/${toArchive.id}/archive`), ok(archive)],
        ["PATCH /{id}/restore", await status("PATCH", `${BASE}/${toRestore.id}/restore`), ok(archive)],
        ["PATCH /bulk-archive", await status("PATCH", `${BASE}/bulk-archive`, { ids: [bulk.id] }), ok(archive)],
      ];
      expect(outcomes.map(([name, got]) => [name, got])).toEqual(outcomes.map(([name, , want]) => [name, want]));
    });
  }
});
