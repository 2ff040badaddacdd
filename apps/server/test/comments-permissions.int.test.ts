// Comments follow the record's own view permission: for each of the 17 roles, reading and writing comments on a
// vendor and on a committee against the table below, written out by hand from the spec's role table (000 §6:
// view vendors; view governance), never read from the permission module.
import { createVendor } from "@tprm/db/factories";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { committeeRow } from "./governance-pc-support.js";
import { signIn, startTestApp, type TestApp } from "./helpers.js";
import { reportBody } from "./reports-support.js";
import { caller } from "./risk-assessments-support.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const Y = true;
const N = false;
/** [comments on a vendor, comments on a committee] */
const TABLE: Record<string, [vendor: boolean, committee: boolean]> = {
  Admin: [Y, Y],
  "Business User": [Y, N],
  "Risk Manager": [Y, N],
  Compliance: [Y, Y],
  "Compliance Officer": [Y, Y],
  Finance: [Y, N],
  "Finance Manager": [Y, N],
  Legal: [Y, Y],
  "Legal Counsel": [Y, Y],
  "IT Security": [Y, Y],
  Procurement: [Y, N],
  "Vendor Manager": [Y, N],
  Executive: [N, Y],
  "Board Member": [N, Y],
  "Internal Auditor": [N, Y],
  "External Auditor": [N, Y],
  "Regulatory Body": [N, N],
};

describe("comment permissions follow the record's view permission", () => {
  it("the table names all 17 roles", () => {
    expect(Object.keys(TABLE)).toHaveLength(17);
  });

  for (const [role, [vendorOk, committeeOk]] of Object.entries(TABLE)) {
    it(`${role}: vendor ${vendorOk}, committee ${committeeOk}`, async () => {
      const { token } = await signIn(t, role);
      const call = caller(t);
      const vendor = await createVendor(t.services.db, { name: `Comment perms ${role}` });
      const committee = await committeeRow(t);
      for (const [entityType, entityId, ok] of [
        ["vendor", vendor.id, vendorOk],
        ["committee", committee.id, committeeOk],
      ] as const) {
        const list = await call(token, "GET", `/api/comments/${entityType}/${entityId}`);
        expect(list.status, `${role} lists ${entityType} comments`).toBe(ok ? 200 : 403);
        const post = await call(token, "POST", "/api/comments", { entityType, entityId, body: `From ${role}` });
        expect(post.status, `${role} comments on a ${entityType}`).toBe(ok ? 201 : 403);
        const count = await t.services.db.comment.count({ where: { entityType, entityId } });
        expect(count).toBe(ok ? 1 : 0);
      }
    });
  }

  it("answers 404 for a record that does not exist, 403 before that for a kind the role may not view", async () => {
    const call = caller(t);
    const missing = "00000000-0000-7000-8000-000000000000";
    const admin = await signIn(t, "Admin");
    expect((await call(admin.token, "GET", `/api/comments/vendor/${missing}`)).status).toBe(404);
    expect(
      (await call(admin.token, "POST", "/api/comments", { entityType: "report", entityId: missing, body: "x" })).status,
    ).toBe(404);
    const regulator = await signIn(t, "Regulatory Body");
    expect((await call(regulator.token, "GET", `/api/comments/vendor/${missing}`)).status).toBe(403);
  });

  it("answers 404 for a deleted report, 200 before it was deleted", async () => {
    const admin = await signIn(t, "Admin");
    const call = caller(t);
    const created = await call(admin.token, "POST", "/api/reports", reportBody());
    expect(created.status).toBe(201);
    const id = created.body.data.id as string;
    expect((await call(admin.token, "GET", `/api/comments/report/${id}`)).status).toBe(200);
    expect((await call(admin.token, "DELETE", `/api/reports/${id}`)).status).toBe(200);
    expect((await call(admin.token, "GET", `/api/comments/report/${id}`)).status).toBe(404);
  });
});
