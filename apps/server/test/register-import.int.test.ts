// The entities' and functions' CSV imports: all or nothing, every problem listed as rows.<row>.<column>, existing
// records matched (entities by LEI or branch code, functions by identifier) and updated, an audit row per record.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "./helpers.js";
import { type Caller, entity, expectRefused, freshLei, startRegisterApp } from "./register-support.js";

let t: TestApp;
let call: Caller;
let token: string;

beforeAll(async () => {
  const app = await startRegisterApp();
  ({ t, call } = app);
  token = app.officer.token;
});
afterAll(() => t.close());

const csv = (...lines: string[]) => `${lines.join("\n")}\n`;

describe("entities import", () => {
  it("creates a group with its branch in one go (parents after their children in the file), then updates by LEI", async () => {
    const [top, sub] = [freshLei(), freshLei()];
    const code = `BR-${top.slice(0, 6)}`;
    const file = csv(
      "kind,name,lei,branch_code,country,entity_type,hierarchy,parent_lei,total_assets,integrated_on",
      `branch,Sub Milan,,${code},IT,Credit institution,,${sub},,2021-01-01`,
      `entity,Sub Bank,${sub},,DE,eba_CT:x12,Subsidiary,${top},1000.50,2021-01-01`,
      `,Top Holding,${top},,DE,eba_CT:x12,eba_RP:x53,,,2020-01-01`,
    );
    const res = await call(token, "POST", "/api/register/entities/import", { csv: file });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({ created: 3, updated: 0, total: 3 });
    const db = t.services.db;
    const subRow = await db.registerEntity.findUniqueOrThrow({ where: { lei: sub }, include: { parent: true } });
    expect(subRow).toMatchObject({ hierarchy: "eba_RP:x56", entityType: "eba_CT:x12" });
    expect(subRow.parent?.lei).toBe(top);
    expect(subRow.totalAssets?.toFixed(2)).toBe("1000.50");
    const branch = await db.registerEntity.findUniqueOrThrow({ where: { branchCode: code } });
    expect(branch.parentId).toBe(subRow.id);
    expect(await db.auditLog.count({ where: { entityType: "RegisterEntity", entityId: branch.id } })).toBe(1);

    // Again with a changed name and fewer columns: matched by LEI, only the given columns change.
    const again = await call(token, "POST", "/api/register/entities/import", {
      csv: csv("name,lei,country", `Sub Bank Renamed,${sub},DE`),
    });
    expect(again.body.data).toEqual({ created: 0, updated: 1, total: 1 });
    const renamed = await db.registerEntity.findUniqueOrThrow({ where: { lei: sub } });
    expect(renamed).toMatchObject({ name: "Sub Bank Renamed", parentId: subRow.parentId, hierarchy: "eba_RP:x56" });
  });

  it("lists every row's problem with its row and column and writes nothing", async () => {
    const taken = await entity(t);
    const file = csv(
      "name,lei,country,entity_type,parent_lei,total_assets",
      `Good One,${freshLei()},DE,,,`,
      "Bad LEI,5493001KJTIIGC8Y1R13,DE,,,",
      `Bad Country,${freshLei()},ZZ,Bank,,`,
      `Orphan,${freshLei()},DE,,${freshLei()},`,
      `Twin,${taken.lei},FR,,,abc`,
    );
    const body = await expectRefused(t, () => call(token, "POST", "/api/register/entities/import", { csv: file }), 400);
    expect(body.message).toMatch(/^rows.2.lei: Enter a valid LEI/);
    expect(body.issues?.map((i) => i.path)).toEqual([
      "rows.2.lei",
      "rows.3.country",
      "rows.3.entity_type",
      "rows.5.total_assets",
    ]);
  });

  it("checks against the register inside the transaction: an unknown parent, a taken branch code", async () => {
    const head = await entity(t);
    const branch = await entity(t, { kind: "branch", parentId: head.id });
    const file = csv(
      "kind,name,lei,branch_code,country,parent_lei",
      `entity,Fine,${freshLei()},,DE,`,
      `entity,Orphan,${freshLei()},,DE,${freshLei()}`,
      `branch,Copy,,${branch.branchCode},DE,${head.lei}`,
    );
    const body = await expectRefused(t, () => call(token, "POST", "/api/register/entities/import", { csv: file }), 400);
    // The taken branch code matches the existing branch (an update), so only the orphan fails.
    expect(body.issues?.map((i) => [i.path, i.message])).toEqual([
      ["rows.2.parent_lei", expect.stringMatching(/No entity has LEI/)],
    ]);
    const header = await expectRefused(
      t,
      () => call(token, "POST", "/api/register/entities/import", { csv: csv("name,colour", "A,red") }),
      400,
    );
    expect(header.issues?.map((i) => i.path)).toEqual(["rows.0.colour", "rows.0.country"]);
  });

  it("refuses an LEI twice in the file and a second maintainer of the register", async () => {
    const lei = freshLei();
    const twice = csv("name,lei,country", `One,${lei},DE`, `Two,${lei},DE`);
    const body = await expectRefused(
      t,
      () => call(token, "POST", "/api/register/entities/import", { csv: twice }),
      400,
    );
    expect(body.issues).toEqual([{ path: "rows.2.lei", message: `${lei} is also on row 1 of this file` }]);
    const maintainers = csv(
      "name,lei,country,maintains_register",
      `First,${freshLei()},DE,yes`,
      `Second,${freshLei()},DE,yes`,
    );
    const refused = await expectRefused(
      t,
      () => call(token, "POST", "/api/register/entities/import", { csv: maintainers }),
      400,
    );
    expect(refused.issues?.map((i) => i.path)).toContain("rows.2.maintains_register");
  });
});

describe("functions import", () => {
  it("creates functions by their entity's LEI, then updates by identifier", async () => {
    const owner = await entity(t);
    const id = `F-IMP-${owner.id.slice(-6)}`;
    const file = csv(
      "identifier,name,entity_lei,licensed_activity,criticality,rto_hours,rpo_hours,discontinuation_impact",
      `${id},Card payments,${owner.lei},Execution of payment transactions,Yes,4,1,High`,
      `${id}-2,Reporting,${owner.lei?.toLowerCase()},,eba_BT:x29,,,`,
    );
    const res = await call(token, "POST", "/api/register/functions/import", { csv: file });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({ created: 2, updated: 0, total: 2 });
    const db = t.services.db;
    const made = await db.businessFunction.findUniqueOrThrow({ where: { identifier: id } });
    expect(made).toMatchObject({
      entityId: owner.id,
      licensedActivity: "eba_TA:x222",
      criticality: "eba_BT:x28",
      rtoHours: 4,
      rpoHours: 1,
      discontinuationImpact: "eba_ZZ:x793",
    });
    const again = await call(token, "POST", "/api/register/functions/import", {
      csv: csv("identifier,name,entity_lei,rto_hours", `${id},Card payments,${owner.lei},12`),
    });
    expect(again.body.data).toEqual({ created: 0, updated: 1, total: 1 });
    expect((await db.businessFunction.findUniqueOrThrow({ where: { identifier: id } })).rtoHours).toBe(12);
    expect(await db.auditLog.count({ where: { entityType: "BusinessFunction", entityId: made.id } })).toBe(2);
  });

  it("all or nothing: an unknown entity LEI, a negative RTO, a duplicate identifier", async () => {
    const owner = await entity(t);
    const file = csv(
      "identifier,name,entity_lei,rto_hours",
      `F-OK-${owner.id.slice(-6)},Fine,${owner.lei},1`,
      `F-X1-${owner.id.slice(-6)},Unknown entity,${freshLei()},1`,
      `F-X2-${owner.id.slice(-6)},Negative,${owner.lei},-4`,
      `F-OK-${owner.id.slice(-6)},Twice,${owner.lei},1`,
    );
    const body = await expectRefused(
      t,
      () => call(token, "POST", "/api/register/functions/import", { csv: file }),
      400,
    );
    expect(body.issues?.map((i) => [i.path, i.message])).toEqual([
      ["rows.2.entity_lei", expect.stringMatching(/No entity of the register has LEI/)],
      ["rows.3.rto_hours", "RTO (hours) cannot be negative"],
      ["rows.4.identifier", "Identifier already on row 1 of this file"],
    ]);
  });
});
