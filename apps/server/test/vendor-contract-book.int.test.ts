// The contract book and the contract value sort keep currencies apart: the summary answers one exact total per
// currency (never one mixed figure), and sorting by contract value groups the register by currency. The money is
// the vendors' EXECUTED contracts: the book sums them per contract currency, and the database keeps each vendor's
// contract value (the "Contract_vendorValue" trigger). In a database of its own, so the totals are exact rather
// than differences.
import { randomUUID } from "node:crypto";
import { createContract, createVendor } from "@tprm/db/factories";
import type { TestDatabase } from "@tprm/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createOwnDatabase, signIn, startTestApp, type TestApp } from "./helpers.js";

let database: TestDatabase;
let t: TestApp;
let vendorManager: string;

beforeAll(async () => {
  database = await createOwnDatabase();
  t = await startTestApp({ DATABASE_URL: database.url });
  vendorManager = (await signIn(t, "Vendor Manager")).token;
}, 60_000);

afterAll(async () => {
  await t?.close();
  await database?.drop();
});

const TAG = `cb${randomUUID().slice(0, 6)}`;

async function get(url: string, token = vendorManager) {
  const res = await t.app.inject({ method: "GET", url, headers: bearer(token) });
  expect(res.statusCode, url).toBe(200);
  return res.json();
}

const summary = async () => (await get("/api/vendors/summary")).data;

/** Through the New Vendor dialog's endpoint, as a user would add a vendor, with one executed contract. */
async function addVendor(name: string, value: string, currency: string) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/vendors",
    headers: bearer(vendorManager),
    payload: { name: `${name} ${TAG}`, currency },
  });
  expect(res.statusCode, res.body).toBe(201);
  const vendor = res.json().data as { id: string };
  await createContract(t.services.db, { vendorId: vendor.id, value, currency });
  return vendor;
}

describe("the contract book per currency (GET /api/vendors/summary)", () => {
  it("is empty on an empty register, with the old single figure at zero", async () => {
    const s = await summary();
    expect(s.contractBookByCurrency).toEqual([]);
    expect(s.contractBook).toBe("0.00");
    expect(s.contractBookMillions).toBe("0.0");
    expect(s.contractBookCurrency).toBeNull();
  });

  it("sums each currency exactly in SQL, never adds dollars to euros, and a €250,000 vendor moves only the euro book", async () => {
    await addVendor("Dollar One", "1250000.25", "USD");
    await addVendor("Dollar Two", "49999999.90", "USD");
    // One currency: the single figure older clients read is still there, with its currency.
    let s = await summary();
    expect(s.contractBookByCurrency).toEqual([
      { currency: "USD", total: "51250000.15", totalMillions: "51.3", vendors: 2 },
    ]);
    expect(s).toMatchObject({ contractBook: "51250000.15", contractBookMillions: "51.3", contractBookCurrency: "USD" });

    await addVendor("Euro One", "980000.50", "EUR");
    // Offboarded vendors are out of the book, whatever their currency.
    const gone = await createVendor(t.services.db, {
      name: `Gone ${TAG}`,
      status: "offboarded",
      currency: "EUR",
      offboardedAt: new Date(),
    });
    await createContract(t.services.db, { vendorId: gone.id, value: "9999999.00", currency: "EUR" });
    s = await summary();
    expect(s.contractBookByCurrency).toEqual([
      { currency: "USD", total: "51250000.15", totalMillions: "51.3", vendors: 2 },
      { currency: "EUR", total: "980000.50", totalMillions: "1.0", vendors: 1 },
    ]);
    // Two currencies: no single figure.
    expect(s).toMatchObject({ contractBook: null, contractBookMillions: null, contractBookCurrency: null });
    const usdBefore = s.contractBookByCurrency[0];

    await addVendor("Euro Two", "250000.00", "EUR");
    s = await summary();
    // Two vendors each: ordered by currency code, never by comparing the amounts.
    expect(s.contractBookByCurrency).toEqual([
      { currency: "EUR", total: "1230000.50", totalMillions: "1.2", vendors: 2 },
      usdBefore,
    ]);
  });

  it("keeps every cent beyond a float's precision and orders by vendor count, then currency code", async () => {
    // 4,503,599,627,370,497 + 4,503,599,627,370,496 cents = 9,007,199,254,740,993: above 2^53.
    await addVendor("Franc One", "45035996273704.97", "CHF");
    await addVendor("Franc Two", "45035996273704.96", "CHF");
    await addVendor("Krona", "1230000.50", "SEK");
    const s = await summary();
    expect(s.contractBookByCurrency.map((e: { currency: string; total: string }) => [e.currency, e.total])).toEqual([
      ["CHF", "90071992547409.93"],
      ["EUR", "1230000.50"],
      ["USD", "51250000.15"],
      ["SEK", "1230000.50"],
    ]);
    expect(s.contractBookByCurrency[0].totalMillions).toBe("90071992.5");
  });
});

describe("sorting the register by contract value groups by currency", () => {
  interface Row {
    id: string;
    name: string;
    contractValue: string;
    currency: string;
  }
  let mine: Row[] = [];

  beforeAll(async () => {
    const values: [string, string][] = [
      ["700.00", "USD"],
      ["50.00", "EUR"],
      ["700.00", "USD"],
      ["1000000.00", "GBP"],
      ["50.00", "EUR"],
      ["9.99", "USD"],
      ["700.00", "EUR"],
      ["50.00", "EUR"],
      ["0.00", "GBP"],
      ["123456.78", "USD"],
    ];
    for (const [i, [value, currency]] of values.entries()) {
      const vendor = await createVendor(t.services.db, {
        name: `Sort ${i} ${TAG}`,
        status: i % 2 ? "active" : "onboarding",
        currency,
      });
      if (value !== "0.00") await createContract(t.services.db, { vendorId: vendor.id, value, currency });
    }
  });

  const cents = (v: string) => BigInt(v.replace(".", ""));
  /** Currency, then value, then id — every key in the one direction. */
  function expected(rows: Row[], order: "asc" | "desc") {
    const sign = order === "asc" ? 1 : -1;
    return [...rows].sort((a, b) => {
      const byCurrency = a.currency < b.currency ? -1 : a.currency > b.currency ? 1 : 0;
      if (byCurrency) return sign * byCurrency;
      const byValue = cents(a.contractValue) - cents(b.contractValue);
      if (byValue) return sign * (byValue < 0n ? -1 : 1);
      return sign * (a.id < b.id ? -1 : 1);
    });
  }

  /** Every page of a query, 3 rows at a time. */
  async function allPages(query: string): Promise<Row[]> {
    const rows: Row[] = [];
    for (let page = 1; page < 50; page++) {
      const body = await get(`/api/vendors?${query}&limit=3&page=${page}`);
      rows.push(...body.data);
      if (page >= body.pagination.totalPages) break;
    }
    return rows;
  }

  for (const order of ["asc", "desc"] as const) {
    it(`pages stably through the whole register, ${order === "asc" ? "ascending" : "descending"}`, async () => {
      const rows = await allPages(`sort=contractValue&order=${order}`);
      const ids = rows.map((r) => r.id);
      expect(new Set(ids).size).toBe(ids.length);
      const everyone = await t.services.db.vendor.count();
      expect(rows).toHaveLength(everyone);
      mine = rows.filter((r) => r.name.startsWith("Sort "));
      expect(mine).toHaveLength(10);
      expect(rows.map((r) => r.id)).toEqual(expected(rows, order).map((r) => r.id));
      // Currencies come in blocks: once a currency is left it never comes back.
      const blocks = rows.map((r) => r.currency).filter((c, i, all) => i === 0 || all[i - 1] !== c);
      expect(new Set(blocks).size).toBe(blocks.length);
      expect(blocks).toEqual(
        order === "asc" ? ["CHF", "EUR", "GBP", "SEK", "USD"] : ["USD", "SEK", "GBP", "EUR", "CHF"],
      );
    });

    it(`groups a search's matches and a tab the same way, ${order}`, async () => {
      // A search of three characters or more is paged from its matches (another statement): same order.
      const searched = await allPages(`sort=contractValue&order=${order}&search=${encodeURIComponent(`Sort`)}`);
      expect(searched.map((r) => r.id)).toEqual(expected(mine, order).map((r) => r.id));
      const active = await allPages(`sort=contractValue&order=${order}&tab=active`);
      expect(active.map((r) => r.id)).toEqual(expected(active, order).map((r) => r.id));
      expect(active.length).toBeGreaterThan(0);
    });
  }

  it("uses the (currency, contractValue, id) index for the page in both directions", async () => {
    // A register this small is cheaper to scan than to walk an index: disable the scan to see which index the
    // planner would use (at 10,000 vendors it picks the index by itself, docs/VENDORS.md). Bitmap scans off too: on a
    // table this small (other files' vendors share it) the planner may read the index as a bitmap and sort after it.
    for (const dir of ["ASC", "DESC"]) {
      const plan = await t.services.db.$transaction(async (tx) => {
        await tx.$executeRawUnsafe("SET LOCAL enable_seqscan = off");
        await tx.$executeRawUnsafe("SET LOCAL enable_bitmapscan = off");
        return (await tx.$queryRawUnsafe(
          `EXPLAIN SELECT id FROM "Vendor" v ORDER BY v."currency" ${dir}, v."contractValue" ${dir}, v."id" ${dir} LIMIT 50`,
        )) as { "QUERY PLAN": string }[];
      });
      const text = plan.map((p) => p["QUERY PLAN"]).join("\n");
      expect(text).toContain("Vendor_currency_contractValue_id_idx");
      expect(text).not.toMatch(/\bSort\b/);
    }
  });
});
