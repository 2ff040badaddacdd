// The concentration view (GET /api/register/concentration) over an entity tree of this file's own, individual and
// consolidated, with numbers worked by hand; and who may call the register's read side and exports, all 17 roles.
import { randomUUID } from "node:crypto";
import { createBusinessFunction, createContract, createRegisterEntity, createVendor } from "@tprm/db/factories";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, signIn, type TestApp } from "./helpers.js";
import { startRegisterApp } from "./register-support.js";

let t: TestApp;
let officer: { token: string };
const TAG = `cc${randomUUID().slice(0, 6)}`;
const day = (d: string) => new Date(`${d}T00:00:00.000Z`);
const ids = { head: "", child: "", a: "", b: "", s: "" };

/*
 * Head entity H and its subsidiary K. Functions: F1, F2 (H, critical), F3 (K, critical), F4 (H, not critical).
 *   K1  provider A, EUR 100.00, SaaS (S19), supports F1 F2, used by H; subcontractor S at rank 2 (storage, S09)
 *   K2  provider B, EUR 50.50, operations (S14), supports F3, used by K; subcontractor S at rank 2 (network, S11)
 *   K3  provider A, USD 70.00, IaaS (S17), supports F4, used by H
 * H alone (individual): 2 critical functions (F1 F2); contracts K1 K3.
 *   A: F1 F2 directly, 2 of 2 = 100.0 %, 2 contracts, EUR 100.00 + USD 70.00, S17 S19
 *   S: F1 F2 through K1, 100.0 %, 1 contract (chain), EUR 100.00, S09 — after A (fewer contracts)
 * H and K (consolidated): 3 critical functions; contracts K1 K2 K3.
 *   S: F1 F2 F3 through K1 and K2, 3 of 3 = 100.0 %, 2 contracts, EUR 150.50, S09 S11
 *   A: F1 F2, 2 of 3 = 66.7 %, 2 contracts, EUR 100.00 + USD 70.00
 *   B: F3, 1 of 3 = 33.3 %, 1 contract, EUR 50.50
 */
beforeAll(async () => {
  ({ t, officer } = await startRegisterApp());
  const db = t.services.db;
  const head = await createRegisterEntity(db, { name: `Head ${TAG}` });
  const child = await createRegisterEntity(db, { name: `Child ${TAG}`, parentId: head.id });
  const fn = (entityId: string, n: number, critical = true) =>
    createBusinessFunction(db, {
      entityId,
      identifier: `F${n}-${TAG}`,
      criticality: critical ? "eba_BT:x28" : "eba_BT:x29",
    });
  const [f1, f2, f3, f4] = [
    await fn(head.id, 1),
    await fn(head.id, 2),
    await fn(child.id, 3),
    await fn(head.id, 4, false),
  ];
  const a = await createVendor(db, { name: `A ${TAG}`, country: "DE" });
  const b = await createVendor(db, { name: `B ${TAG}`, country: "FR" });
  const s = await createVendor(db, { name: `S ${TAG}`, country: "IE" });
  Object.assign(ids, { head: head.id, child: child.id, a: a.id, b: b.id, s: s.id });
  const contract = async (
    vendorId: string,
    currency: string,
    annualCost: string,
    ictServiceType: string,
    functionIds: string[],
    entityId: string,
    sub?: string,
  ) => {
    const c = await createContract(db, {
      vendorId,
      currency,
      annualCost,
      ictServiceType,
      status: "executed",
      startDate: day("2026-01-01"),
      endDate: day("2027-12-31"),
    });
    await db.contractFunction.createMany({ data: functionIds.map((functionId) => ({ contractId: c.id, functionId })) });
    await db.contractRecipient.create({ data: { contractId: c.id, entityId } });
    if (sub) {
      await db.contractSubcontractor.create({
        data: {
          contractId: c.id,
          vendorId: s.id,
          rank: 2,
          serviceType: sub,
          performanceCountries: ["IE"],
          dataLocations: ["IE"],
        },
      });
    }
  };
  await contract(a.id, "EUR", "100.00", "eba_TA:S19", [f1!.id, f2!.id], head.id, "eba_TA:S09");
  await contract(b.id, "EUR", "50.50", "eba_TA:S14", [f3!.id], child.id, "eba_TA:S11");
  await contract(a.id, "USD", "70.00", "eba_TA:S17", [f4!.id], head.id);
});
afterAll(() => t?.close());

const concentration = async (query: string, token = officer.token) => {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/register/concentration?referenceDate=2026-12-31&${query}`,
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

const summary = (v: {
  name: string;
  sharePercent: string;
  criticalFunctions: { identifier: string; direct: boolean }[];
  contracts: number;
  directContracts: number;
  chainContracts: number;
  annualCost: { currency: string; amount: string }[];
  ictServiceTypes: string[];
  roles: string[];
}) => [
  v.name.split(" ")[0],
  v.sharePercent,
  v.criticalFunctions.map((f) => `${f.identifier.split("-")[0]}${f.direct ? "" : " (chain)"}`),
  [v.contracts, v.directContracts, v.chainContracts],
  v.annualCost.map((m) => `${m.currency} ${m.amount}`),
  v.ictServiceTypes,
  v.roles,
];

describe("concentration", () => {
  it("the reporting entity alone", async () => {
    const body = await concentration(`entityId=${ids.head}`);
    expect(body.scope).toEqual({
      consolidated: false,
      entityId: ids.head,
      entityName: `Head ${TAG}`,
      referenceDate: "2026-12-31",
    });
    expect(body.vendors.map(summary)).toEqual([
      ["A", "100.0", ["F1", "F2"], [2, 2, 0], ["EUR 100.00", "USD 70.00"], ["eba_TA:S17", "eba_TA:S19"], ["provider"]],
      ["S", "100.0", ["F1 (chain)", "F2 (chain)"], [1, 0, 1], ["EUR 100.00"], ["eba_TA:S09"], ["subcontractor"]],
    ]);
    expect(body.totals).toEqual({
      criticalFunctions: 2,
      vendors: 2,
      contracts: 2,
      annualCost: [
        { currency: "EUR", amount: "100.00" },
        { currency: "USD", amount: "70.00" },
      ],
    });
  });

  it("consolidated: the subsidiary's functions and contracts too", async () => {
    const body = await concentration(`entityId=${ids.head}&consolidated=true`);
    expect(body.vendors.map(summary)).toEqual([
      [
        "S",
        "100.0",
        ["F1 (chain)", "F2 (chain)", "F3 (chain)"],
        [2, 0, 2],
        ["EUR 150.50"],
        ["eba_TA:S09", "eba_TA:S11"],
        ["subcontractor"],
      ],
      ["A", "66.7", ["F1", "F2"], [2, 2, 0], ["EUR 100.00", "USD 70.00"], ["eba_TA:S17", "eba_TA:S19"], ["provider"]],
      ["B", "33.3", ["F3"], [1, 1, 0], ["EUR 50.50"], ["eba_TA:S14"], ["provider"]],
    ]);
    expect(body.vendors.map((v: { share: number }) => v.share)).toEqual([1, 2 / 3, 1 / 3]);
    expect(body.totals).toEqual({
      criticalFunctions: 3,
      vendors: 3,
      contracts: 3,
      annualCost: [
        { currency: "EUR", amount: "150.50" },
        { currency: "USD", amount: "70.00" },
      ],
    });
  });
});

/**
 * Written out by hand from the spec's role table (000 §6) and the register's rules (docs/REGISTER.md), not read from
 * the permission module.
 *   view — the EBA register, the concentration view, the DORA export history: view compliance (Regulatory Body),
 *          create policies (Compliance, Compliance Officer), create audit-reports (Internal Auditor), create
 *          risk-assessment (Risk Manager)
 *   edit — run the checks, export the EBA register, start a DORA export: create policies (Compliance, Compliance
 *          Officer)
 * Admin passes everything.
 */
const Y = true;
const N = false;
const TABLE: Record<string, [view: boolean, edit: boolean]> = {
  Admin: [Y, Y],
  "Business User": [N, N],
  "Risk Manager": [Y, N],
  Compliance: [Y, Y],
  "Compliance Officer": [Y, Y],
  Finance: [N, N],
  "Finance Manager": [N, N],
  Legal: [N, N],
  "Legal Counsel": [N, N],
  "IT Security": [N, N],
  Procurement: [N, N],
  "Vendor Manager": [N, N],
  Executive: [N, N],
  "Board Member": [N, N],
  "Internal Auditor": [Y, N],
  "External Auditor": [N, N],
  "Regulatory Body": [Y, N],
};

describe("the register's read side and exports per role", () => {
  for (const [role, [view, edit]] of Object.entries(TABLE)) {
    it(`${role}: view ${view}, checks and exports ${edit}`, async () => {
      const { token } = await signIn(t, role);
      const send = async (method: "GET" | "POST", url: string, payload?: object) =>
        (await t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) })).statusCode;
      const ok = (allowed: boolean, success = 200) => (allowed ? success : 403);
      // The exports are asked with a bad request: a caller who may export gets 400 (its access passed) and no task is
      // queued for another file's worker to run.
      const unknownEntity = randomUUID();
      const expected: [string, number, number][] = [
        ["GET /api/register/eba", await send("GET", `/api/register/eba?search=${TAG}`), ok(view)],
        [
          "GET /api/register/concentration",
          await send("GET", `/api/register/concentration?entityId=${ids.head}`),
          ok(view),
        ],
        ["GET /api/register/dora", await send("GET", "/api/register/dora"), ok(view)],
        ["GET /api/register/checks", await send("GET", `/api/register/checks?entityId=${ids.head}`), ok(edit)],
        [
          "POST /api/register/eba/export",
          await send("POST", "/api/register/eba/export", { format: "pdf" }),
          ok(edit, 400),
        ],
        [
          "POST /api/register/dora",
          await send("POST", "/api/register/dora", { entityId: unknownEntity }),
          ok(edit, 400),
        ],
      ];
      expect(expected.map(([what, got]) => [what, got])).toEqual(expected.map(([what, , want]) => [what, want]));
    });
  }
});
