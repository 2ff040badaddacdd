// Every procedure call for each of the 17 roles, against the table below written out by hand from the spec's role
// table (000 §6) and docs/GOVERNANCE.md, never read from the permission module.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { form, PDF, postForm } from "./contract-documents-support.js";
import { procedureRow } from "./governance-pc-support.js";
import { signIn, startTestApp, type TestApp } from "./helpers.js";
import { caller, type Method } from "./risk-assessments-support.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/**
 *   view    — view governance (list, archived, alignment, get)
 *   create  — create procedures
 *   edit    — edit procedures (update, document upload)
 *   archive — delete procedures (archive, restore)
 */
const Y = true;
const N = false;
const TABLE: Record<string, [view: boolean, create: boolean, edit: boolean, archive: boolean]> = {
  Admin: [Y, Y, Y, Y],
  "Business User": [N, N, N, N],
  "Risk Manager": [N, N, N, N],
  Compliance: [Y, Y, Y, Y],
  "Compliance Officer": [Y, Y, Y, Y],
  Finance: [N, N, N, N],
  "Finance Manager": [N, N, N, N],
  Legal: [Y, N, N, N],
  "Legal Counsel": [Y, N, N, N],
  "IT Security": [Y, N, N, N],
  Procurement: [N, N, N, N],
  "Vendor Manager": [N, N, N, N],
  Executive: [Y, N, N, N],
  "Board Member": [Y, N, N, N],
  "Internal Auditor": [Y, N, N, N],
  "External Auditor": [Y, N, N, N],
  "Regulatory Body": [N, N, N, N],
};

const BASE = "/api/governance/procedures";

describe("procedure calls per role", () => {
  it("the table names all 17 roles", () => {
    expect(Object.keys(TABLE)).toHaveLength(17);
  });

  for (const [role, [view, create, edit, archive]] of Object.entries(TABLE)) {
    it(`${role}: view ${view}, create ${create}, edit ${edit}, archive ${archive}`, async () => {
      const { token } = await signIn(t, role);
      const call = caller(t);
      const p = await procedureRow(t);
      const archived = await procedureRow(t, { archived: true, archivedAt: new Date() });
      const ok = (allowed: boolean, success = 200) => (allowed ? success : 403);
      const status = async (method: Method, url: string, payload?: object) =>
        (await call(token, method, url, payload)).status;

      const outcomes: [string, number, number][] = [
        ["GET list", await status("GET", BASE), ok(view)],
        ["GET archived", await status("GET", `${BASE}/archived`), ok(view)],
        ["GET alignment", await status("GET", `${BASE}/alignment`), ok(view)],
        ["GET one", await status("GET", `${BASE}/${p.id}`), ok(view)],
        ["POST", await status("POST", BASE, { name: `By ${role}`, owner: role }), ok(create, 201)],
        ["PUT", await status("PUT", `${BASE}/${p.id}`, { name: `Edited by ${role}` }), ok(edit)],
        [
          "POST document",
          (await postForm(t, token, `${BASE}/${p.id}/document`, form({}, "p.pdf", PDF))).status,
          ok(edit, 201),
        ],
        ["PATCH archive", await status("PATCH", `${BASE}/${p.id}/archive`), ok(archive)],
        ["PATCH restore", await status("PATCH", `${BASE}/${archived.id}/restore`), ok(archive)],
      ];
      expect(outcomes.map(([name, got]) => [name, got])).toEqual(outcomes.map(([name, , want]) => [name, want]));
    });
  }
});
