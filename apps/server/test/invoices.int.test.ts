import { randomUUID } from "node:crypto";
import { createContract, createInvoice, createVendor } from "@tprm/db/factories";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, signIn, startTestApp, type TestApp } from "./helpers.js";

let t: TestApp;
let finance: string;

beforeAll(async () => {
  t = await startTestApp();
  finance = (await signIn(t, "Finance")).token;
  // Exceptions and metrics are asserted on known data: this file starts from an empty invoice table (other files'
  // invoices are of no interest here; the database belongs to this test run).
  await t.services.db.invoice.deleteMany();
});
afterAll(() => t.close());

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
async function call(method: Method, url: string, payload?: object, token = finance) {
  const res = await t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() };
}

const DAY = 86_400_000;
/** "YYYY-MM-DD", `offset` days from today (UTC). */
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
const date = (offset: number) => new Date(`${day(offset)}T00:00:00.000Z`);

describe("invoices CRUD", () => {
  it("records an invoice (amount exact, currency from the vendor), marks it paid, reopens and deletes it — audited", async () => {
    const vendor = await createVendor(t.services.db, { name: "Crud Vendor", currency: "EUR" });
    const created = await call("POST", "/api/invoices", {
      vendorId: vendor.id,
      number: "CV-2026-001",
      amount: 2500.1,
      issueDate: day(-5),
      dueDate: day(25),
      description: "Quarterly fees",
    });
    expect(created.status).toBe(201);
    const invoice = created.body.data;
    expect(invoice).toMatchObject({
      number: "CV-2026-001",
      amount: "2500.10",
      currency: "EUR",
      issueDate: day(-5),
      dueDate: day(25),
      status: "pending",
      displayStatus: "pending",
      overdue: false,
      paidAt: null,
      vendor: { id: vendor.id, name: "Crud Vendor" },
      warnings: [],
    });

    const future = new Date(Date.now() + 3 * 24 * 3600_000).toISOString();
    const tooLate = await call("PUT", `/api/invoices/${invoice.id}`, { status: "paid", paidAt: future });
    expect(tooLate.status).toBe(400);
    expect(tooLate.body.message).toMatch(/payment date cannot be in the future/);
    const tooEarly = await call("PUT", `/api/invoices/${invoice.id}`, { status: "paid", paidAt: "2000-01-01" });
    expect(tooEarly.status).toBe(400);
    expect(tooEarly.body.message).toMatch(/before the issue date/);

    const paid = await call("PUT", `/api/invoices/${invoice.id}`, { status: "paid" });
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({ status: "paid", displayStatus: "paid" });
    // Paid without a date: today, the organisation's calendar date (UTC here), as the dialog's dates are stored.
    expect(paid.body.data.paidAt).toBe(`${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`);
    const reopened = await call("PUT", `/api/invoices/${invoice.id}`, { status: "pending", amount: "2600" });
    expect(reopened.body.data).toMatchObject({ status: "pending", paidAt: null, amount: "2600.00" });

    const badDates = await call("PUT", `/api/invoices/${invoice.id}`, { dueDate: day(-30) });
    expect(badDates.status).toBe(400);
    expect(badDates.body.message).toContain("Due date cannot be before the issue date");

    const removed = await call("DELETE", `/api/invoices/${invoice.id}`);
    expect(removed.status).toBe(200);
    expect((await call("PUT", `/api/invoices/${invoice.id}`, { status: "paid" })).status).toBe(404);

    const audit = await t.services.db.auditLog.findMany({
      where: { entityType: "Invoice", entityId: invoice.id },
      orderBy: { createdAt: "asc" },
    });
    expect(audit.map((a) => a.action)).toEqual(["CREATE", "UPDATE", "UPDATE", "DELETE"]);
    expect(audit[0]!.description).toBe("Recorded invoice CV-2026-001 from Crud Vendor: 2,500.10 EUR");
    // The finance user signed in by signIn() is named Test User.
    expect(audit[1]!.description).toBe(
      "Marked invoice CV-2026-001 from Crud Vendor paid: 2,500.10 EUR (approved by Test User)",
    );
    await t.services.db.vendor.delete({ where: { id: vendor.id } });
  });

  it("validates input: 400 for bad amounts and dates, 404 for an unknown vendor, nothing stored", async () => {
    const vendor = await createVendor(t.services.db, { name: "Validation Vendor" });
    const before = await t.services.db.invoice.count();
    const bad = await call("POST", "/api/invoices", {
      vendorId: vendor.id,
      number: "",
      amount: "12.345",
      issueDate: "yesterday",
      dueDate: day(1),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.issues.map((i: { path: string }) => i.path).sort()).toEqual(["amount", "issueDate", "number"]);
    const order = await call("POST", "/api/invoices", {
      vendorId: vendor.id,
      number: "X",
      amount: 1,
      issueDate: day(0),
      dueDate: day(-1),
    });
    expect(order.status).toBe(400);
    expect(order.body.issues[0]).toEqual({ path: "dueDate", message: "Due date cannot be before the issue date" });
    const negative = await call("POST", "/api/invoices", {
      vendorId: vendor.id,
      number: "X",
      amount: -5,
      issueDate: day(0),
      dueDate: day(0),
    });
    expect(negative.body.message).toBe("amount: Amount cannot be negative");
    const ghost = await call("POST", "/api/invoices", {
      vendorId: randomUUID(),
      number: "X",
      amount: 1,
      issueDate: day(0),
      dueDate: day(0),
    });
    expect(ghost.status).toBe(404);
    expect(await t.services.db.invoice.count()).toBe(before);
    await t.services.db.vendor.delete({ where: { id: vendor.id } });
  });
});

describe("list, exceptions and metrics on known data", () => {
  let acme: { id: string };
  let globex: { id: string };
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const db = t.services.db;
    await db.invoice.deleteMany();
    // Acme's contract value: one executed contract of 10,000.00 USD; Globex has none.
    acme = await createVendor(db, { name: "Acme Hosting Ltd" });
    await createContract(db, { vendorId: acme.id, value: "10000.00", currency: "USD" });
    globex = await createVendor(db, { name: "Globex Data Inc" });
    const make = async (key: string, fields: Parameters<typeof createInvoice>[1]) => {
      ids[key] = (await createInvoice(db, fields)).id;
    };
    // Acme: paid in 10 days; paid in 20 days; overdue (due 10 days ago); duplicate number (INV-100 / inv-100);
    // same amount on the same day; over contract (12,000 > 10,000) due in 10 days.
    await make("paid10", {
      vendorId: acme.id,
      number: "P-1",
      amount: "1000.00",
      issueDate: date(-60),
      dueDate: date(-30),
      status: "paid",
      paidAt: new Date(date(-50).getTime() + 3_600_000),
    });
    await make("paid20", {
      vendorId: acme.id,
      number: "P-2",
      amount: "3000.00",
      issueDate: date(-60),
      dueDate: date(-30),
      status: "paid",
      paidAt: date(-40),
    });
    await make("overdue", {
      vendorId: acme.id,
      number: "O-1",
      amount: "500.00",
      issueDate: date(-40),
      dueDate: date(-10),
    });
    await make("dupA", {
      vendorId: acme.id,
      number: "INV-100",
      amount: "200.00",
      issueDate: date(-3),
      dueDate: date(40),
    });
    await make("dupB", {
      vendorId: acme.id,
      number: "inv-100",
      amount: "250.00",
      issueDate: date(-2),
      dueDate: date(45),
    });
    await make("sameA", { vendorId: acme.id, number: "A-1", amount: "750.00", issueDate: date(-7), dueDate: date(5) });
    await make("sameB", { vendorId: acme.id, number: "A-2", amount: "750.00", issueDate: date(-7), dueDate: date(50) });
    await make("over", {
      vendorId: acme.id,
      number: "BIG-1",
      amount: "12000.00",
      issueDate: date(-1),
      dueDate: date(10),
    });
    // Globex: no contract value recorded, so 50,000 is not "over contract"; due today is not overdue yet.
    await make("globex", {
      vendorId: globex.id,
      number: "G-1",
      amount: "50000.00",
      issueDate: date(-1),
      dueDate: date(0),
    });
  });

  const listIds = async (query: string) => {
    const res = await call("GET", `/api/invoices?${query}`);
    expect(res.status).toBe(200);
    return res.body as { data: { id: string; displayStatus: string }[]; pagination: { total: number } };
  };

  it("filters by derived status, vendor and search; sorts and pages", async () => {
    expect((await listIds("status=overdue")).data.map((i) => i.id)).toEqual([ids.overdue]);
    expect((await listIds("status=paid&sort=amount&order=asc")).data.map((i) => i.id)).toEqual([
      ids.paid10,
      ids.paid20,
    ]);
    const pending = await listIds("status=pending&limit=200");
    expect(pending.pagination.total).toBe(6);
    expect(pending.data.every((i) => i.displayStatus === "pending")).toBe(true);
    expect((await listIds(`vendorId=${globex.id}`)).data.map((i) => i.id)).toEqual([ids.globex]);
    expect((await listIds("search=globex")).data.map((i) => i.id)).toEqual([ids.globex]);
    expect((await listIds("search=inv-100&sort=number&order=asc")).pagination.total).toBe(2);
    const page = await listIds("sort=amount&order=desc&limit=2&page=1");
    expect(page.data.map((i) => i.id)).toEqual([ids.globex, ids.over]);
    expect(page.pagination.total).toBe(9);
    expect((await call("GET", "/api/invoices?status=late")).status).toBe(400);
  });

  it("recent answers the 5 latest by issue date", async () => {
    const res = await call("GET", "/api/invoices/recent");
    expect(res.body.data).toHaveLength(5);
    expect(res.body.data[0].issueDate >= res.body.data[4].issueDate).toBe(true);
  });

  it("exceptions: overdue, duplicate groups (same number; same amount and date) and over contract value", async () => {
    const res = await call("GET", "/api/invoices/exceptions");
    expect(res.status).toBe(200);
    const { overdue, duplicates, overContract, counts } = res.body.data;
    expect(overdue.map((i: { id: string }) => i.id)).toEqual([ids.overdue]);
    expect(overdue[0]).toMatchObject({
      daysOverdue: 10,
      displayStatus: "overdue",
      vendor: { name: "Acme Hosting Ltd" },
    });
    expect(
      duplicates.map((g: { reason: string; key: string; invoices: { id: string }[] }) => ({
        reason: g.reason,
        key: g.key,
        ids: g.invoices.map((i) => i.id).sort(),
      })),
    ).toEqual([
      { reason: "same-amount-and-date", key: `750.00 on ${day(-7)}`, ids: [ids.sameA, ids.sameB].sort() },
      { reason: "same-number", key: "INV-100", ids: [ids.dupA, ids.dupB].sort() },
    ]);
    expect(duplicates[0].vendor).toEqual({ id: acme.id, name: "Acme Hosting Ltd" });
    expect(overContract).toHaveLength(1);
    expect(overContract[0]).toMatchObject({
      id: ids.over,
      amount: "12000.00",
      contractValue: "10000.00",
      contractReference: null,
    });
    expect(counts).toEqual({ overdue: 1, duplicates: 2, overContract: 1 });
  });

  it("metrics: totals by status, overdue amount, due in the next 30 days, average days to pay", async () => {
    const res = await call("GET", "/api/invoices/metrics");
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      totals: {
        all: { count: 9, amount: "68450.00", byCurrency: [{ currency: "USD", amount: "68450.00" }] },
        paid: { count: 2, amount: "4000.00", byCurrency: [{ currency: "USD", amount: "4000.00" }] },
        pending: { count: 6, amount: "63950.00", byCurrency: [{ currency: "USD", amount: "63950.00" }] },
        overdue: { count: 1, amount: "500.00", byCurrency: [{ currency: "USD", amount: "500.00" }] },
      },
      overdueAmount: "500.00",
      // Due today (50,000), in 5 days (750), in 10 days (12,000).
      dueNext30Days: { count: 3, amount: "62750.00", byCurrency: [{ currency: "USD", amount: "62750.00" }] },
      averageDaysToPay: 15,
      currencies: ["USD"],
    });
  });

  it("warns on create when the new invoice is a duplicate or above the contract value", async () => {
    const res = await call("POST", "/api/invoices", {
      vendorId: acme.id,
      number: "o-1",
      amount: "10000.01",
      issueDate: day(0),
      dueDate: day(30),
    });
    expect(res.status).toBe(201);
    expect(res.body.data.warnings).toEqual([
      "Another invoice from this vendor has the number o-1.",
      "The amount is above the vendor's executed contracts in USD: 10,000.00 USD.",
    ]);
  });

  it("metrics keep currencies apart: each bucket lists its sum per currency", async () => {
    const created = await call("POST", "/api/invoices", {
      vendorId: acme.id,
      number: "EUR-1",
      amount: "1000.00",
      currency: "EUR",
      issueDate: day(0),
      dueDate: day(60),
    });
    expect(created.status).toBe(201);
    const { data } = (await call("GET", "/api/invoices/metrics")).body;
    expect(data.currencies).toEqual(["EUR", "USD"]);
    expect(data.totals.pending.byCurrency[0]).toEqual({ currency: "EUR", amount: "1000.00" });
    expect(data.totals.paid.byCurrency).toEqual([{ currency: "USD", amount: "4000.00" }]);
    expect(data.dueNext30Days.byCurrency.map((c: { currency: string }) => c.currency)).toEqual(["USD"]);
  });
});
