// The contract list (filters, sorts, search, paging), the summary (counts and totals per currency over the same
// filters) and the expiring contracts, each over a vendor of the test's own so other rows never count.
import { addDays, todayIn } from "@tprm/api/dates";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Caller, contractRow, person, startContractApp, vendor } from "./contracts-support.js";
import type { signIn, TestApp } from "./helpers.js";

let t: TestApp;
let call: Caller;
let buyer: Awaited<ReturnType<typeof signIn>>;
let today: string;
const day = (d: string) => new Date(`${d}T00:00:00Z`);

beforeAll(async () => {
  ({ t, call, buyer } = await startContractApp());
  today = todayIn(t.services.env.APP_TIME_ZONE);
});
afterAll(() => t.close());

interface Item {
  id: string;
  name: string;
  value: string;
  currency: string;
  endDate: string | null;
  expiringSoon: boolean;
  daysToEnd: number | null;
  noticeDeadline: string | null;
  monthlyValueK: string;
  approved: boolean;
}

async function list(query: string) {
  const res = await call(buyer.token, "GET", `/api/contracts?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { items: res.body.data as Item[], pagination: res.body.pagination };
}

/** A vendor with five contracts of different states, ends, values and currencies. */
async function register() {
  const v = await vendor(t, `Register ${Date.now()} ${Math.random()}`);
  const owner = await person(t, "Procurement");
  const base = { vendorId: v.id, ownerId: owner.id };
  const soon = await contractRow(t, {
    ...base,
    name: "Alpha hosting",
    value: "1200000.00",
    stage: "management",
    status: "executed",
    approvedAt: new Date(),
    endDate: day(addDays(today, 10)),
    riskLevel: "high",
  });
  const renewing = await contractRow(t, {
    ...base,
    name: "Bravo licence",
    value: "600000.00",
    type: "software_licence",
    stage: "management",
    status: "executed",
    approvedAt: new Date(),
    endDate: day(addDays(today, 100)),
    autoRenewal: true,
    renewalTermMonths: 12,
    noticePeriodDays: 80,
  });
  const awaiting = await contractRow(t, {
    ...base,
    name: "Charlie DPA",
    value: "1000.50",
    currency: "EUR",
    stage: "approval",
    status: "under_review",
    endDate: null,
  });
  const expired = await contractRow(t, {
    ...base,
    name: "Delta old",
    value: "50.00",
    stage: "management",
    status: "expired",
    approvedAt: new Date(),
    expiredAt: new Date(),
    endDate: day(addDays(today, -5)),
  });
  const draft = await contractRow(t, {
    ...base,
    name: "Echo draft",
    value: "300.00",
    currency: "EUR",
    stage: "drafting",
    status: "draft",
    endDate: day(addDays(today, 20)),
    ownerId: null,
  });
  return { v, owner, soon, renewing, awaiting, expired, draft };
}

describe("the list", () => {
  it("filters by vendor, status, stage, type, owner, risk, currency and expiring", async () => {
    const r = await register();
    const names = async (q: string) => (await list(`vendorId=${r.v.id}&sort=name&${q}`)).items.map((i) => i.name);
    expect(await names("")).toEqual(["Alpha hosting", "Bravo licence", "Charlie DPA", "Delta old", "Echo draft"]);
    expect(await names("status=executed")).toEqual(["Alpha hosting", "Bravo licence"]);
    expect(await names("stage=approval")).toEqual(["Charlie DPA"]);
    expect(await names("type=software_licence")).toEqual(["Bravo licence"]);
    expect(await names(`ownerId=${r.owner.id}`)).toEqual([
      "Alpha hosting",
      "Bravo licence",
      "Charlie DPA",
      "Delta old",
    ]);
    expect(await names("riskLevel=high")).toEqual(["Alpha hosting"]);
    expect(await names("currency=EUR")).toEqual(["Charlie DPA", "Echo draft"]);
    expect(await names("expiring=true")).toEqual(["Alpha hosting", "Echo draft"]);
  });

  it("answers each row's derived figures", async () => {
    const r = await register();
    const { items } = await list(`vendorId=${r.v.id}&sort=name`);
    const byName = new Map(items.map((i) => [i.name, i]));
    expect(byName.get("Alpha hosting")).toMatchObject({
      monthlyValueK: "100.0",
      expiringSoon: true,
      daysToEnd: 10,
      approved: true,
      noticeDeadline: null,
    });
    expect(byName.get("Bravo licence")).toMatchObject({
      expiringSoon: false,
      noticeDeadline: addDays(today, 20),
      monthlyValueK: "50.0",
    });
    expect(byName.get("Charlie DPA")).toMatchObject({ endDate: null, daysToEnd: null, approved: false });
    expect(byName.get("Delta old")).toMatchObject({ expiringSoon: false, daysToEnd: -5 });
  });

  it("sorts with open-ended contracts last, value grouped by currency, and pages", async () => {
    const r = await register();
    const names = async (q: string) => (await list(`vendorId=${r.v.id}&${q}`)).items.map((i) => i.name);
    expect(await names("")).toEqual(["Delta old", "Alpha hosting", "Echo draft", "Bravo licence", "Charlie DPA"]);
    expect(await names("sort=endDate&order=desc")).toEqual([
      "Bravo licence",
      "Echo draft",
      "Alpha hosting",
      "Delta old",
      "Charlie DPA",
    ]);
    expect(await names("sort=value")).toEqual([
      "Echo draft",
      "Charlie DPA",
      "Delta old",
      "Bravo licence",
      "Alpha hosting",
    ]);
    expect(await names("sort=name&order=desc")).toEqual([
      "Echo draft",
      "Delta old",
      "Charlie DPA",
      "Bravo licence",
      "Alpha hosting",
    ]);
    const page2 = await list(`vendorId=${r.v.id}&sort=name&limit=2&page=2`);
    expect(page2.items.map((i) => i.name)).toEqual(["Charlie DPA", "Delta old"]);
    expect(page2.pagination).toMatchObject({ page: 2, limit: 2, total: 5, totalPages: 3 });
    const past = await list(`vendorId=${r.v.id}&limit=2&page=9`);
    expect(past.items).toEqual([]);
    expect(past.pagination.total).toBe(5);
  });

  it("searches the name, the reference and the vendor's name", async () => {
    const r = await register();
    const token = `Zulu${Date.now()}`;
    await t.services.db.contract.update({ where: { id: r.soon.id }, data: { name: `Alpha ${token} 100%` } });
    expect((await list(`search=${token}`)).items.map((i) => i.id)).toEqual([r.soon.id]);
    expect((await list(`search=${encodeURIComponent(`${token} 100%`)}`)).items.map((i) => i.id)).toEqual([r.soon.id]);
    expect((await list(`search=${r.renewing.reference.toLowerCase()}`)).items.map((i) => i.id)).toEqual([
      r.renewing.id,
    ]);
    const vendorPart = r.v.name.slice(0, 25).toUpperCase();
    expect((await list(`search=${encodeURIComponent(vendorPart)}&vendorId=${r.v.id}`)).items).toHaveLength(5);
  });

  it("lists best matches first when searching with no column chosen, and keeps a chosen column's order", async () => {
    const r = await register();
    const word = `Kite${Date.now()}`;
    const db = t.services.db.contract;
    await db.update({ where: { id: r.soon.id }, data: { name: `Zeta ${word}` } });
    await db.update({ where: { id: r.renewing.id }, data: { name: word } });
    await db.update({ where: { id: r.awaiting.id }, data: { name: `A${word}x` } });
    await db.update({ where: { id: r.expired.id }, data: { name: `${word} Services` } });
    const ids = async (query: string) => (await list(query)).items.map((i) => i.id);
    expect(await ids(`search=${word}`)).toEqual([r.renewing.id, r.expired.id, r.soon.id, r.awaiting.id]);
    // A reference typed exactly comes first too.
    expect((await ids(`search=${encodeURIComponent(r.draft.reference)}`))[0]).toBe(r.draft.id);
    // The user's column keeps its order: by end date, open-ended last.
    expect(await ids(`search=${word}&sort=endDate&order=asc`)).toEqual([
      r.expired.id,
      r.soon.id,
      r.renewing.id,
      r.awaiting.id,
    ]);
  });

  it("refuses an unknown filter value (400)", async () => {
    const res = await call(buyer.token, "GET", "/api/contracts?status=active");
    expect(res.status).toBe(400);
  });
});

describe("the summary", () => {
  it("counts and totals per currency over the list's filters", async () => {
    const r = await register();
    const res = await call(buyer.token, "GET", `/api/contracts/summary?vendorId=${r.v.id}`);
    expect(res.status).toBe(200);
    const s = res.body.data;
    expect(s.total).toBe(5);
    expect(s.byStatus).toEqual([
      { status: "draft", count: 1 },
      { status: "under_review", count: 1 },
      { status: "approved", count: 0 },
      { status: "executed", count: 2 },
      { status: "expired", count: 1 },
      { status: "terminated", count: 0 },
    ]);
    expect(s.byStage.find((x: { stage: string }) => x.stage === "management").count).toBe(3);
    expect(s).toMatchObject({ expiringSoon: 2, pendingApproval: 1, noticeDue: 1 });
    expect(s.totals).toEqual([
      { currency: "USD", total: "1800050.00", totalMillions: "1.8", monthlyValueK: "150.0", contracts: 3 },
      { currency: "EUR", total: "1300.50", totalMillions: "0.0", monthlyValueK: "0.1", contracts: 2 },
    ]);
    const executed = await call(buyer.token, "GET", `/api/contracts/summary?vendorId=${r.v.id}&status=executed`);
    expect(executed.body.data.totals).toEqual([
      { currency: "USD", total: "1800000.00", totalMillions: "1.8", monthlyValueK: "150.0", contracts: 2 },
    ]);
  });
});

describe("expiring", () => {
  it("the running contracts whose end or notice deadline falls within the days asked, soonest first", async () => {
    const r = await register();
    const ids = async (days: number) => {
      const res = await call(buyer.token, "GET", `/api/contracts/expiring?days=${days}&limit=200`);
      expect(res.status).toBe(200);
      const mine = new Set([r.soon.id, r.renewing.id, r.awaiting.id, r.expired.id, r.draft.id]);
      return (res.body.data as Item[]).filter((i) => mine.has(i.id)).map((i) => i.name);
    };
    expect(await ids(15)).toEqual(["Alpha hosting"]);
    expect(await ids(30)).toEqual(["Alpha hosting", "Bravo licence", "Echo draft"]);
    expect(await ids(365)).toEqual(["Alpha hosting", "Bravo licence", "Echo draft"]);
  });
});
