// The money is real: a vendor's contract value and the contract book come from its executed contracts, never from a
// number typed on the vendor; an invoice's "over the contract value" compares with the contract it names or with the
// vendor's executed contracts in the invoice's currency. In a database of its own, so the totals are exact.
import { randomUUID } from "node:crypto";
import { createContract, createVendor } from "@tprm/db/factories";
import type { TestDatabase } from "@tprm/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createOwnDatabase, signIn, startTestApp, type TestApp } from "./helpers.js";

let database: TestDatabase;
let t: TestApp;
let vendorManager: string;
let finance: string;

beforeAll(async () => {
  database = await createOwnDatabase();
  t = await startTestApp({ DATABASE_URL: database.url });
  vendorManager = (await signIn(t, "Vendor Manager")).token;
  finance = (await signIn(t, "Finance")).token;
}, 60_000);

afterAll(async () => {
  await t?.close();
  await database?.drop();
});

const TAG = `money${randomUUID().slice(0, 6)}`;
const REFUSED = "Contract value comes from the vendor's contracts: add or change a contract instead.";
type Method = "GET" | "POST" | "PUT" | "DELETE";

async function call(method: Method, url: string, token: string, payload?: object) {
  const res = await t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() };
}

const storedValue = async (id: string) =>
  (await t.services.db.vendor.findUniqueOrThrow({ where: { id } })).contractValue.toFixed(2);

describe("a vendor body never sets the contract value", () => {
  it("refuses contractValue on create with a 400 and writes nothing", async () => {
    const name = `Typed ${TAG}`;
    for (const contractValue of ["250000.00", 0, null]) {
      const res = await call("POST", "/api/vendors", vendorManager, { name, contractValue });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(JSON.stringify(res.body)).toContain(REFUSED);
    }
    expect(await t.services.db.vendor.count({ where: { name } })).toBe(0);
    expect(await t.services.db.auditLog.count({ where: { description: { contains: name } } })).toBe(0);
  });

  it("refuses contractValue on update with a 400 and leaves the vendor as it was", async () => {
    const vendor = await createVendor(t.services.db, { name: `Kept ${TAG}`, phone: "1" });
    await createContract(t.services.db, { vendorId: vendor.id, value: "500.00" });
    const res = await call("PUT", `/api/vendors/${vendor.id}`, vendorManager, { phone: "2", contractValue: "9" });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(REFUSED);
    const after = await t.services.db.vendor.findUniqueOrThrow({ where: { id: vendor.id } });
    expect([after.phone, after.contractValue.toFixed(2)]).toEqual(["1", "500.00"]);
    // Without it the update goes through, and the answer still carries the derived value.
    const ok = await call("PUT", `/api/vendors/${vendor.id}`, vendorManager, { phone: "2" });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ phone: "2", contractValue: "500.00" });
  });
});

describe("a vendor with contracts", () => {
  it("cannot be deleted: the contracts are history (409, nothing removed)", async () => {
    const admin = (await signIn(t, "Admin")).token;
    const vendor = await createVendor(t.services.db, { name: `Held ${TAG}` });
    await createContract(t.services.db, { vendorId: vendor.id, status: "draft" });
    const res = await call("DELETE", `/api/vendors/${vendor.id}`, admin);
    expect(res.status).toBe(409);
    expect(res.body.message).toContain("1 contract");
    expect(await t.services.db.vendor.count({ where: { id: vendor.id } })).toBe(1);
  });
});

describe("the database keeps the vendor's contract value from its executed contracts", () => {
  it("follows executing, changing the value, a second currency, terminating and the vendor's currency", async () => {
    const db = t.services.db;
    const vendor = await createVendor(db, { name: `Trigger ${TAG}`, currency: "EUR" });
    const approved = await createContract(db, {
      vendorId: vendor.id,
      value: "1000.00",
      currency: "EUR",
      status: "approved",
      stage: "approval",
    });
    expect(await storedValue(vendor.id)).toBe("0.00");
    await db.contract.update({ where: { id: approved.id }, data: { status: "executed", stage: "execution" } });
    expect(await storedValue(vendor.id)).toBe("1000.00");
    const second = await createContract(db, { vendorId: vendor.id, value: "250.50", currency: "EUR" });
    expect(await storedValue(vendor.id)).toBe("1250.50");
    await db.contract.update({ where: { id: second.id }, data: { value: "300.00" } });
    expect(await storedValue(vendor.id)).toBe("1300.00");
    // Another currency is in the book, not in the vendor's value (in the vendor's currency).
    await createContract(db, { vendorId: vendor.id, value: "99.00", currency: "USD" });
    expect(await storedValue(vendor.id)).toBe("1300.00");
    await db.contract.update({
      where: { id: approved.id },
      data: { status: "terminated", stage: "renewal_termination", terminatedAt: new Date() },
    });
    expect(await storedValue(vendor.id)).toBe("300.00");
    // The vendor moves to dollars: its value is its executed dollar contracts.
    await call("PUT", `/api/vendors/${vendor.id}`, vendorManager, { currency: "USD" });
    expect(await storedValue(vendor.id)).toBe("99.00");

    const record = await call("GET", `/api/vendors/${vendor.id}`, vendorManager);
    expect(record.status).toBe(200);
    expect(record.body.data.contractValue).toBe("99.00");
    expect(record.body.data.contractBookByCurrency).toEqual([
      { currency: "EUR", total: "300.00", contracts: 1 },
      { currency: "USD", total: "99.00", contracts: 1 },
    ]);
  });
});

describe("the contract book counts executed contracts of vendors not offboarded", () => {
  it("leaves out draft, under review, approved, expired and terminated contracts and offboarded vendors", async () => {
    const db = t.services.db;
    await db.contract.deleteMany();
    const live = await createVendor(db, { name: `Book ${TAG}`, status: "active", currency: "GBP" });
    await createContract(db, { vendorId: live.id, value: "700.00", currency: "GBP" });
    await createContract(db, { vendorId: live.id, value: "1.00", currency: "JPY" });
    for (const status of ["draft", "under_review", "approved", "expired", "terminated"] as const) {
      await createContract(db, { vendorId: live.id, value: "5000.00", currency: "GBP", status });
    }
    const gone = await createVendor(db, { name: `Gone ${TAG}`, status: "offboarded", currency: "GBP" });
    await createContract(db, { vendorId: gone.id, value: "8000.00", currency: "GBP" });

    const summary = (await call("GET", "/api/vendors/summary", vendorManager)).body.data;
    expect(summary.contractBookByCurrency).toEqual([
      { currency: "GBP", total: "700.00", totalMillions: "0.0", vendors: 1 },
      { currency: "JPY", total: "1.00", totalMillions: "0.0", vendors: 1 },
    ]);
    expect(await storedValue(live.id)).toBe("700.00");
  });

  it("reads the executed contracts through their partial index", async () => {
    const plan = await t.services.db.$transaction(async (tx) => {
      await tx.$executeRawUnsafe("SET LOCAL enable_seqscan = off");
      return (await tx.$queryRawUnsafe(
        `EXPLAIN SELECT c."currency", sum(c."value") FROM "Contract" c JOIN "Vendor" v ON v."id" = c."vendorId"
          WHERE c."status" = 'executed' AND v."status" <> 'offboarded' GROUP BY c."currency"`,
      )) as { "QUERY PLAN": string }[];
    });
    expect(plan.map((p) => p["QUERY PLAN"]).join("\n")).toContain("Contract_executed_vendor_idx");
  });
});

describe("an invoice over the contract value", () => {
  let vendor: { id: string };
  let other: { id: string };
  let small: { id: string; reference: string };
  let euro: { id: string };

  beforeAll(async () => {
    const db = t.services.db;
    vendor = await createVendor(db, { name: `Billed ${TAG}`, currency: "USD" });
    other = await createVendor(db, { name: `Other ${TAG}`, currency: "USD" });
    small = await createContract(db, { vendorId: vendor.id, value: "1000.00", currency: "USD" });
    await createContract(db, { vendorId: vendor.id, value: "4000.00", currency: "USD" });
    euro = await createContract(db, { vendorId: vendor.id, value: "10.00", currency: "EUR" });
  });

  const invoice = (fields: object) =>
    call("POST", "/api/invoices", finance, {
      vendorId: vendor.id,
      number: `N-${randomUUID().slice(0, 8)}`,
      issueDate: "2026-11-01",
      dueDate: "2026-12-01",
      ...fields,
    });

  it("compares an invoice naming a contract with that contract's value", async () => {
    const res = await invoice({ amount: "1500.00", contractId: small.id });
    expect(res.status).toBe(201);
    expect(res.body.data.contractId).toBe(small.id);
    expect(res.body.data.warnings).toEqual([
      `The amount is above the value of contract ${small.reference}: 1,000.00 USD.`,
    ]);
    // Within the vendor's executed dollars (5,000), but the named contract is what counts.
    const within = await invoice({ amount: "900.00", contractId: small.id });
    expect(within.body.data.warnings).toEqual([]);
  });

  it("says nothing when the named contract is in another currency", async () => {
    const res = await invoice({ amount: "999999.00", currency: "USD", contractId: euro.id });
    expect(res.status).toBe(201);
    expect(res.body.data.warnings).toEqual([]);
  });

  it("compares an invoice naming no contract with the vendor's executed contracts in its currency", async () => {
    const above = await invoice({ amount: "5000.01" });
    expect(above.body.data.warnings).toEqual([
      "The amount is above the vendor's executed contracts in USD: 5,000.00 USD.",
    ]);
    expect((await invoice({ amount: "5000.00" })).body.data.warnings).toEqual([]);
    const inEuro = await invoice({ amount: "10.01", currency: "EUR" });
    expect(inEuro.body.data.warnings).toEqual([
      "The amount is above the vendor's executed contracts in EUR: 10.00 EUR.",
    ]);
    // No executed contract in the currency: nothing to compare with.
    expect((await invoice({ amount: "99999.00", currency: "CHF" })).body.data.warnings).toEqual([]);
  });

  it("lists both kinds in the exceptions, with what each is compared with", async () => {
    const res = await call("GET", "/api/invoices/exceptions", finance);
    expect(res.status).toBe(200);
    const mine = res.body.data.overContract.filter((i: { vendorId: string }) => i.vendorId === vendor.id);
    const shown = mine.map((i: { amount: string; contractValue: string; contractReference: string | null }) => [
      i.amount,
      i.contractValue,
      i.contractReference,
    ]);
    expect(shown).toHaveLength(3);
    expect(shown).toEqual(
      expect.arrayContaining([
        ["1500.00", "1000.00", small.reference],
        ["5000.01", "5000.00", null],
        ["10.01", "10.00", null],
      ]),
    );
  });

  it("refuses a contract of another vendor or an unknown one, and filters the list by contract", async () => {
    const theirs = await createContract(t.services.db, { vendorId: other.id });
    const foreign = await invoice({ amount: "1.00", contractId: theirs.id });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toContain("The contract belongs to another vendor");
    const unknown = await invoice({ amount: "1.00", contractId: randomUUID() });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain("Unknown contract");

    const list = await call("GET", `/api/invoices?contractId=${small.id}`, finance);
    expect(list.status).toBe(200);
    expect(list.body.data.map((i: { amount: string }) => i.amount).sort()).toEqual(["1500.00", "900.00"]);

    // Moving an invoice to another vendor while it names this vendor's contract is refused; clearing it is not.
    const id = list.body.data[0].id;
    const moved = await call("PUT", `/api/invoices/${id}`, finance, { vendorId: other.id });
    expect(moved.status).toBe(400);
    const cleared = await call("PUT", `/api/invoices/${id}`, finance, { vendorId: other.id, contractId: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data).toMatchObject({ vendorId: other.id, contractId: null });
  });
});
