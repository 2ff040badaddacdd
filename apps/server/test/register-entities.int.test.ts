// The register's entities and functions over REST: create, read, list, update, delete, each with its audit row; bad
// bodies answer 400 on the field and write nothing; a record still in use answers 409 on delete.
import { createContract, createVendor } from "@tprm/db/factories";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "./helpers.js";
import {
  auditRows,
  businessFunction,
  type Caller,
  entity,
  expectRefused,
  freshLei,
  startRegisterApp,
} from "./register-support.js";

let t: TestApp;
let call: Caller;
let token: string;

beforeAll(async () => {
  const app = await startRegisterApp();
  ({ t, call } = app);
  token = app.officer.token;
});
afterAll(() => t.close());

describe("entities", () => {
  it("creates an entity and a branch, reads, lists, updates and deletes them, with an audit row each", async () => {
    const lei = freshLei();
    const made = await call(token, "POST", "/api/register/entities", {
      name: "Musterbank AG",
      lei: lei.toLowerCase(),
      country: "de",
      entityType: "eba_CT:x12",
      hierarchy: "eba_RP:x53",
      competentAuthority: "DE_BAFIN",
      totalAssets: "1250000000.50",
      integratedOn: "2020-01-01",
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const head = made.body.data;
    expect(head).toMatchObject({ kind: "entity", lei, country: "DE", totalAssets: "1250000000.50", currency: "EUR" });
    expect(head.integratedOn).toBe("2020-01-01");

    const branch = await call(token, "POST", "/api/register/entities", {
      kind: "branch",
      name: "Musterbank Paris",
      branchCode: "FR-PAR-1",
      country: "FR",
      parentId: head.id,
    });
    expect(branch.status, JSON.stringify(branch.body)).toBe(201);
    expect(branch.body.data.parent).toEqual({ id: head.id, name: "Musterbank AG" });

    const got = await call(token, "GET", `/api/register/entities/${head.id}`);
    expect(got.body.data.name).toBe("Musterbank AG");
    const list = await call(token, "GET", "/api/register/entities?search=musterbank&kind=branch");
    expect(list.body.data.map((e: { id: string }) => e.id)).toEqual([branch.body.data.id]);

    const changed = await call(token, "PATCH", `/api/register/entities/${head.id}`, { competentAuthority: null });
    expect(changed.status).toBe(200);
    expect(changed.body.data.competentAuthority).toBeNull();
    expect(changed.body.data.lei).toBe(lei);

    expect((await call(token, "DELETE", `/api/register/entities/${branch.body.data.id}`)).status).toBe(200);
    const audits = await auditRows(t, "RegisterEntity", head.id);
    expect(audits.map((a) => a.action)).toEqual(["CREATE", "UPDATE"]);
    expect(audits[1]!.before).toMatchObject({ competentAuthority: "DE_BAFIN" });
    expect(audits[1]!.after).toMatchObject({ competentAuthority: null });
    const branchAudits = await auditRows(t, "RegisterEntity", branch.body.data.id);
    expect(branchAudits.map((a) => a.action)).toEqual(["CREATE", "DELETE"]);
  });

  it("refuses bad bodies with the field named, writing nothing", async () => {
    const head = await entity(t);
    const post = (body: object) => () => call(token, "POST", "/api/register/entities", body);
    const lei = await expectRefused(t, post({ name: "X", lei: "5493001KJTIIGC8Y1R13", country: "DE" }), 400, ["lei"]);
    expect(lei.issues?.[0]?.message).toMatch(/valid LEI/);
    await expectRefused(t, post({ name: "X", country: "DE" }), 400, ["lei"]);
    await expectRefused(t, post({ kind: "branch", name: "B", country: "DE" }), 400, ["branchCode", "parentId"]);
    await expectRefused(t, post({ name: "X", lei: freshLei(), branchCode: "B-1", country: "DE" }), 400, ["branchCode"]);
    await expectRefused(t, post({ name: "X", lei: freshLei(), country: "XX" }), 400, ["country"]);
    await expectRefused(t, post({ name: "X", lei: freshLei(), country: "DE", entityType: "bank" }), 400, [
      "entityType",
    ]);
    await expectRefused(t, post({ name: "X", lei: freshLei(), country: "DE", totalAssets: "-1" }), 400, [
      "totalAssets",
    ]);
    // The database's rules: a branch's head office must be an entity; an LEI is unique.
    const branch = await entity(t, { kind: "branch", parentId: head.id });
    const body = { kind: "branch", name: "B", branchCode: "B-9", country: "DE", parentId: branch.id };
    await expectRefused(t, post(body), 400, ["parentId"]);
    await expectRefused(t, post({ name: "Twin", lei: head.lei, country: "DE" }), 409, ["lei"]);
    // An update is checked on the merged record: clearing an entity's LEI, or making it its own ancestor.
    const patch = (id: string, b: object) => () => call(token, "PATCH", `/api/register/entities/${id}`, b);
    await expectRefused(t, patch(head.id, { lei: null }), 400, ["lei"]);
    const child = await entity(t, { parentId: head.id });
    await expectRefused(t, patch(head.id, { parentId: child.id }), 400, ["parentId"]);
    await expectRefused(t, patch(head.id, { parentId: head.id }), 400, ["parentId"]);
  });

  it("refuses to delete an entity still in use (409), and 404s an unknown one", async () => {
    const head = await entity(t);
    const withChild = await entity(t);
    await entity(t, { kind: "branch", parentId: withChild.id });
    await businessFunction(t, head.id);
    const signer = await entity(t);
    const vendor = await createVendor(t.services.db, {});
    await createContract(t.services.db, { vendorId: vendor.id, signingEntityId: signer.id });
    for (const e of [head, withChild, signer]) {
      const body = await expectRefused(t, () => call(token, "DELETE", `/api/register/entities/${e.id}`), 409);
      expect(body.message).toMatch(/still in use/);
    }
    const missing = await call(token, "DELETE", "/api/register/entities/0193e1a0-0000-7000-8000-000000000000");
    expect(missing.status).toBe(404);
  });
});

describe("functions", () => {
  it("creates, lists with filters, updates and deletes a function, with its audit rows", async () => {
    const owner = await entity(t);
    const made = await call(token, "POST", "/api/register/functions", {
      identifier: `F-PAY-${owner.id.slice(-6)}`,
      name: "Payments processing",
      entityId: owner.id,
      licensedActivity: "eba_TA:x222",
      criticality: "eba_BT:x28",
      criticalityReasons: "Customers cannot pay",
      lastAssessedOn: "2026-03-01",
      rtoHours: 4,
      rpoHours: 0,
      discontinuationImpact: "eba_ZZ:x793",
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const f = made.body.data;
    expect(f).toMatchObject({ entity: { id: owner.id, lei: owner.lei }, rtoHours: 4, rpoHours: 0, contractCount: 0 });
    await businessFunction(t, owner.id, { criticality: "eba_BT:x29" });

    const critical = await call(token, "GET", `/api/register/functions?entityId=${owner.id}&criticality=eba_BT:x28`);
    expect(critical.body.data.map((x: { id: string }) => x.id)).toEqual([f.id]);
    const searched = await call(token, "GET", `/api/register/functions?search=${f.identifier.toLowerCase()}`);
    expect(searched.body.data.map((x: { id: string }) => x.id)).toEqual([f.id]);

    const changed = await call(token, "PATCH", `/api/register/functions/${f.id}`, { rtoHours: 8, description: "Core" });
    expect(changed.body.data).toMatchObject({ rtoHours: 8, description: "Core" });
    expect((await call(token, "DELETE", `/api/register/functions/${f.id}`)).status).toBe(200);
    const audits = await auditRows(t, "BusinessFunction", f.id);
    expect(audits.map((a) => a.action)).toEqual(["CREATE", "UPDATE", "DELETE"]);
    expect(audits[1]!.before).toMatchObject({ rtoHours: 4 });
    expect(audits[1]!.after).toMatchObject({ rtoHours: 8 });
  });

  it("refuses bad bodies, a duplicate identifier and deleting a function a contract supports", async () => {
    const owner = await entity(t);
    const branch = await entity(t, { kind: "branch", parentId: owner.id });
    const existing = await businessFunction(t, owner.id);
    const post = (body: object) => () =>
      call(token, "POST", "/api/register/functions", { identifier: "F-NEW-1", name: "N", entityId: owner.id, ...body });
    const rto = await expectRefused(t, post({ rtoHours: -1 }), 400, ["rtoHours"]);
    expect(rto.issues?.[0]?.message).toBe("RTO (hours) cannot be negative");
    await expectRefused(t, post({ rpoHours: 1.5 }), 400, ["rpoHours"]);
    await expectRefused(t, post({ criticality: "yes" }), 400, ["criticality"]);
    await expectRefused(t, post({ entityId: branch.id }), 400, ["entityId"]);
    await expectRefused(t, post({ identifier: existing.identifier }), 409, ["identifier"]);
    const vendor = await createVendor(t.services.db, {});
    const contract = await createContract(t.services.db, { vendorId: vendor.id });
    await t.services.db.contractFunction.create({ data: { contractId: contract.id, functionId: existing.id } });
    const body = await expectRefused(t, () => call(token, "DELETE", `/api/register/functions/${existing.id}`), 409);
    expect(body.message).toMatch(/supported by 1 contract/);
  });
});
