// loadRegisterSnapshot on a real database: the individual scope is the reporting entity and its branches, the
// consolidated one adds every entity below it; contracts without an ICT service type, drafts, those ended before
// the year, starting after the reference date or used only outside the scope are left out.
import { createPrismaClient, type PrismaClient } from "@tprm/db";
import {
  createBusinessFunction,
  createContract,
  createRegisterEntity,
  createVendor,
  freshLei,
} from "@tprm/db/factories";
import { cloneTestDatabase, type TestDatabase } from "@tprm/db/testing";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { buildTables } from "./build.js";
import { runChecks } from "./checks.js";
import { loadRegisterSnapshot } from "./snapshot.js";

let database: TestDatabase;
let db: PrismaClient;
const ids: Record<string, string> = {};
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const REFERENCE_DATE = "2026-12-31";

beforeAll(async () => {
  database = await cloneTestDatabase(inject("templateDatabase" as never) as string);
  db = createPrismaClient(database.url, { poolSize: 2 });
  const parent = await createRegisterEntity(db, {
    name: "Parent Bank",
    hierarchy: "eba_RP:x53",
    maintainsRegister: true,
  });
  const sub = await createRegisterEntity(db, { name: "Subsidiary", parentId: parent.id });
  const subSub = await createRegisterEntity(db, { name: "Sub-subsidiary", parentId: sub.id });
  const branch = await createRegisterEntity(db, { kind: "branch", name: "Parent Paris", parentId: parent.id });
  const subBranch = await createRegisterEntity(db, { kind: "branch", name: "Subsidiary Milan", parentId: sub.id });
  const other = await createRegisterEntity(db, { name: "Other group" });
  Object.assign(ids, { parent: parent.id, sub: sub.id, subSub: subSub.id, branch: branch.id, subBranch: subBranch.id });
  const fParent = await createBusinessFunction(db, { entityId: parent.id, identifier: "F-PARENT" });
  const fSub = await createBusinessFunction(db, { entityId: sub.id, identifier: "F-SUB" });
  await createBusinessFunction(db, { entityId: other.id, identifier: "F-OTHER" });

  const holding = await createVendor(db, { name: "Holding", lei: freshLei(), withoutChecklist: true });
  const provider = await createVendor(db, { name: "Cloud Co", lei: freshLei(), withoutChecklist: true });
  const hoster = await createVendor(db, {
    name: "Hoster",
    euid: "DEB1101.HRB1",
    ultimateParentId: holding.id,
    withoutChecklist: true,
  });
  const feed = await createVendor(db, { name: "Feed Co", vatNumber: "DE999999999", withoutChecklist: true });
  Object.assign(ids, { holding: holding.id, provider: provider.id, hoster: hoster.id, feed: feed.id });

  const base = { ictServiceType: "eba_TA:S19", startDate: day("2026-02-01"), signingEntityId: parent.id };
  const c = async (name: string, fields: Parameters<typeof createContract>[1]) => {
    const row = await createContract(db, { name, ...fields });
    ids[name] = row.id;
    return row;
  };
  await c("cloud", {
    ...base,
    vendorId: provider.id,
    annualCost: "1200.00",
    currency: "EUR",
    functions: { create: [{ functionId: fParent.id }] },
    recipients: { create: [{ entityId: parent.id, branchId: branch.id }] },
    subcontractors: { create: [{ vendorId: hoster.id, rank: 2, serviceType: "eba_TA:S07", dataLocations: ["DE"] }] },
  });
  await c("subFeed", {
    ...base,
    vendorId: feed.id,
    ictServiceType: "eba_TA:S05",
    signingEntityId: sub.id,
    functions: { create: [{ functionId: fSub.id }] },
    recipients: { create: [{ entityId: sub.id }] },
  });
  await c("endedThisYear", {
    ...base,
    vendorId: feed.id,
    status: "terminated",
    startDate: day("2024-01-01"),
    endDate: day("2027-12-31"),
    terminatedAt: day("2026-03-01"),
  });
  await c("draft", { ...base, vendorId: provider.id, status: "draft" });
  await c("notIct", { ...base, vendorId: provider.id, ictServiceType: null });
  await c("expiredLastYear", {
    ...base,
    vendorId: provider.id,
    status: "expired",
    startDate: day("2024-01-01"),
    endDate: day("2025-12-31"),
  });
  // Still "executed" but its end date passed before the year began: not in force on any day of it.
  await c("executedEndedLastYear", {
    ...base,
    vendorId: provider.id,
    startDate: day("2024-01-01"),
    endDate: day("2025-12-31"),
  });
  await c("startsNextYear", { ...base, vendorId: provider.id, startDate: day("2027-01-05") });
  await c("otherGroup", { ...base, vendorId: provider.id, signingEntityId: other.id });
}, 120_000);

afterAll(async () => {
  await db?.$disconnect();
  await database?.drop();
});

const names = (list: { id: string }[]) => list.map((x) => Object.keys(ids).find((k) => ids[k] === x.id) ?? x.id).sort();

describe("loadRegisterSnapshot", () => {
  it("takes the reporting entity and its branches alone in the individual scope", async () => {
    const s = await loadRegisterSnapshot(db, {
      consolidated: false,
      entityId: ids.parent!,
      referenceDate: REFERENCE_DATE,
    });
    expect(names(s.entities)).toEqual(["branch", "parent"]);
    expect(names(s.contracts)).toEqual(["cloud", "endedThisYear"]);
    expect(s.functions.map((f) => f.identifier)).toEqual(["F-PARENT"]);
    const cloud = s.contracts.find((c) => c.id === ids.cloud)!;
    expect(cloud).toMatchObject({
      annualCost: "1200.00",
      startDate: "2026-02-01",
      endDate: null,
      ictServiceType: "eba_TA:S19",
      recipients: [{ entityId: ids.parent, branchId: ids.branch }],
      signingEntity: { id: ids.parent },
    });
    expect(cloud.subcontractors).toMatchObject([{ vendorId: ids.hoster, rank: 2, recipientVendorId: null }]);
    expect(s.contracts.find((c) => c.id === ids.endedThisYear)!.terminatedOn).toBe("2026-03-01");
    // The provider, the subcontractor and its ultimate parent; not the vendor of the draft alone.
    expect(names(s.vendors)).toEqual(["feed", "holding", "hoster", "provider"]);
  });

  it("adds every entity below it, their branches, functions and contracts in the consolidated scope", async () => {
    const s = await loadRegisterSnapshot(db, {
      consolidated: true,
      entityId: ids.parent!,
      referenceDate: REFERENCE_DATE,
    });
    expect(names(s.entities)).toEqual(["branch", "parent", "sub", "subBranch", "subSub"]);
    expect(names(s.contracts)).toEqual(["cloud", "endedThisYear", "subFeed"]);
    expect(s.functions.map((f) => f.identifier)).toEqual(["F-PARENT", "F-SUB"]);
    const tables = buildTables(s);
    expect(tables["B_01.02"].rows).toHaveLength(3);
    expect(tables["B_01.03"].rows).toHaveLength(2);
    expect(tables["B_02.01"].rows).toHaveLength(3);
    // The data are incomplete on purpose (no functions on one contract, no termination reason): the checks say so.
    const rules = new Set(runChecks(s, tables, "2026-11-29").map((p) => p.rule));
    expect(rules).toContain("contract-function");
    expect(rules).toContain("termination-reason");
  });

  it("refuses an entity that does not exist", async () => {
    await expect(
      loadRegisterSnapshot(db, { consolidated: false, entityId: ids.holding!, referenceDate: REFERENCE_DATE }),
    ).rejects.toThrow(/not found/);
  });
});
