// A contract's register fields (functions, using entities, supply chain replaced in one transaction) and a vendor's
// identification over REST: the lists an update gives replace the stored ones, the chain's ranks and a branch's
// entity are checked, a refused change writes nothing, and each change leaves the record's audit row.
import { createContract, createVendor, type VendorDb } from "@tprm/db/factories";
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

const vendor = (name: string) => createVendor(t.services.db as VendorDb, { name: `${name} ${freshLei().slice(0, 6)}` });

async function setting() {
  const head = await entity(t);
  const branch = await entity(t, { kind: "branch", parentId: head.id });
  const other = await entity(t);
  const [f1, f2] = [await businessFunction(t, head.id), await businessFunction(t, head.id)];
  const provider = await vendor("Provider");
  const [sub2, sub3] = [await vendor("Sub two"), await vendor("Sub three")];
  const contract = await createContract(t.services.db, { vendorId: provider.id, currency: "EUR" });
  return { head, branch, other, f1, f2, provider, sub2, sub3, contract };
}

const sub = (vendorId: string, rank: number, extra: object = {}) => ({
  vendorId,
  rank,
  serviceType: "eba_TA:S17",
  performanceCountries: ["de", "IE"],
  dataLocations: ["IE"],
  ...extra,
});

describe("a contract's register fields", () => {
  it("saves the fields and replaces the lists in one change, with the contract's audit row", async () => {
    const s = await setting();
    const url = `/api/register/contracts/${s.contract.id}`;
    const first = await call(token, "PUT", url, {
      isOutsourcing: true,
      ictServiceType: "eba_TA:S19",
      signingEntityId: s.head.id,
      annualCost: "120000.00",
      providerNoticePeriodDays: 90,
      governingLawCountry: "de",
      substitutability: "eba_ZZ:x960",
      lastAuditOn: "2026-02-01",
      nextAuditOn: "2027-02-01",
      timeCritical: true,
      functionIds: [s.f1.id, s.f2.id],
      recipients: [{ entityId: s.head.id, branchId: s.branch.id }, { entityId: s.other.id }],
      subcontractors: [sub(s.sub2.id, 2), sub(s.sub3.id, 3, { recipientVendorId: s.sub2.id })],
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({
      isOutsourcing: true,
      annualCost: "120000.00",
      governingLawCountry: "DE",
      lastAuditOn: "2026-02-01",
      vendor: { id: s.provider.id },
    });
    expect(first.body.data.functions.map((f: { id: string }) => f.id).sort()).toEqual([s.f1.id, s.f2.id].sort());
    expect(first.body.data.recipients).toHaveLength(2);
    expect(
      first.body.data.subcontractors.map((x: { rank: number; recipientVendorId: string | null }) => [
        x.rank,
        x.recipientVendorId,
      ]),
    ).toEqual([
      [2, null],
      [3, s.sub2.id],
    ]);
    expect(first.body.data.subcontractors[0].performanceCountries).toEqual(["DE", "IE"]);

    // A second update replaces each list it gives, leaves the fields it does not give.
    const second = await call(token, "PUT", url, {
      annualCost: null,
      functionIds: [s.f2.id],
      recipients: [],
      subcontractors: [sub(s.sub3.id, 2)],
    });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.data).toMatchObject({ annualCost: null, ictServiceType: "eba_TA:S19", recipients: [] });
    expect(second.body.data.functions.map((f: { id: string }) => f.id)).toEqual([s.f2.id]);
    expect(second.body.data.subcontractors.map((x: { vendorId: string }) => x.vendorId)).toEqual([s.sub3.id]);
    const db = t.services.db;
    expect(await db.contractSubcontractor.count({ where: { contractId: s.contract.id } })).toBe(1);

    const audits = await auditRows(t, "Contract", s.contract.id);
    expect(audits.map((a) => a.action)).toEqual(["UPDATE", "UPDATE"]);
    expect(audits[1]!.before).toMatchObject({ annualCost: "120000.00" });
    expect(audits[1]!.after).toMatchObject({ annualCost: null });
    const got = await call(token, "GET", url);
    expect(got.body.data).toEqual(second.body.data);
  });

  it("refuses a broken chain, a branch of another entity and unknown references, writing nothing", async () => {
    const s = await setting();
    const put = (body: object) => () => call(token, "PUT", `/api/register/contracts/${s.contract.id}`, body);
    const chain = await expectRefused(
      t,
      put({ subcontractors: [sub(s.sub2.id, 2), sub(s.sub3.id, 3, { recipientVendorId: s.sub3.id })] }),
      400,
      ["subcontractors.1.recipientVendorId"],
    );
    expect(chain.issues?.[0]?.message).toBe("The provider it serves must be a rank 2 subcontractor of this contract");
    await expectRefused(t, put({ subcontractors: [sub(s.sub3.id, 3)] }), 400, ["subcontractors.0.recipientVendorId"]);
    await expectRefused(t, put({ subcontractors: [sub(s.sub2.id, 1)] }), 400, ["subcontractors.0.rank"]);
    await expectRefused(t, put({ subcontractors: [sub(s.provider.id, 2)] }), 400, ["subcontractors.0.vendorId"]);
    const wrongBranch = await expectRefused(
      t,
      put({ recipients: [{ entityId: s.other.id, branchId: s.branch.id }] }),
      400,
      ["recipients.0.branchId"],
    );
    expect(wrongBranch.issues?.[0]?.message).toBe("The branch must be a branch of that entity");
    await expectRefused(t, put({ recipients: [{ entityId: s.branch.id }] }), 400, ["recipients.0.entityId"]);
    await expectRefused(t, put({ functionIds: [s.head.id] }), 400, ["functionIds"]);
    await expectRefused(t, put({ ictServiceType: "cloud" }), 400, ["ictServiceType"]);
    await expectRefused(t, put({ overarchingContractId: s.contract.id }), 400, ["overarchingContractId"]);
    // A valid field beside an invalid list: neither is saved.
    await expectRefused(t, put({ annualCost: "5.00", functionIds: [s.head.id] }), 400, ["functionIds"]);
    expect((await t.services.db.contract.findUniqueOrThrow({ where: { id: s.contract.id } })).annualCost).toBeNull();
    const missing = await call(token, "PUT", "/api/register/contracts/0193e1a0-0000-7000-8000-000000000000", {});
    expect(missing.status).toBe(404);
  });
});

describe("a vendor's identification", () => {
  it("saves the identification with the vendor's audit row, and refuses bad values writing nothing", async () => {
    const v = await vendor("Cloud");
    const parent = await vendor("Parent");
    const url = `/api/register/vendors/${v.id}`;
    const lei = freshLei();
    const saved = await call(token, "PUT", url, {
      lei,
      euid: "DEB1234.HRB567",
      vatNumber: "DE123456789",
      personType: "eba_CT:x212",
      latinName: "Cloud GmbH",
      ultimateParentId: parent.id,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({ lei, euid: "DEB1234.HRB567", ultimateParent: { id: parent.id } });
    const audits = await auditRows(t, "Vendor", v.id);
    expect(audits.at(-1)).toMatchObject({
      action: "UPDATE",
      after: expect.objectContaining({ vatNumber: "DE123456789" }),
    });

    const put = (body: object) => () => call(token, "PUT", url, body);
    await expectRefused(t, put({ ultimateParentId: v.id }), 400, ["ultimateParentId"]);
    await expectRefused(t, put({ personType: "company" }), 400, ["personType"]);
    await expectRefused(t, put({ lei: "7LTWFZYICNSX8D621K85" }), 400, ["lei"]);
    await expectRefused(t, () => call(token, "PUT", `/api/register/vendors/${parent.id}`, { lei }), 409, ["lei"]);
    // The parent's own ultimate parent is this vendor: the chain would loop.
    await t.services.db.vendor.update({ where: { id: parent.id }, data: { ultimateParentId: null } });
    const third = await vendor("Third");
    await t.services.db.vendor.update({ where: { id: third.id }, data: { ultimateParentId: v.id } });
    await expectRefused(t, put({ ultimateParentId: third.id }), 400, ["ultimateParentId"]);
  });
});
