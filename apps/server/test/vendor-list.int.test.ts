// The register's page (GET /api/vendors) is written in SQL for speed; these tests hold it to the behaviour the
// screen and the export rely on: the same vendors as the export's filters, the row shape, the sorts, the counts.
import { randomUUID } from "node:crypto";
import { Prisma, sqlRows } from "@tprm/db";
import { createContract, createVendor, demoLei } from "@tprm/db/factories";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type VendorListFilters, vendorFilterWhere } from "../../../packages/api/src/vendors/list-filters.js";
import { VENDOR_LIST_COLUMNS } from "../../../packages/api/src/vendors/vendor-list.js";
import { bearer, signIn, startTestApp, type TestApp } from "./helpers.js";

let t: TestApp;
let token: string;

/** A tag unique to this run: every vendor of this file carries it, so assertions see only these vendors. */
const TAG = `vl${randomUUID().slice(0, 6)}`;

beforeAll(async () => {
  t = await startTestApp();
  token = (await signIn(t, "Vendor Manager")).token;
  const db = t.services.db;
  const now = new Date();
  // A contract value is the vendor's executed contracts (kept by the database).
  const alpha = await createVendor(db, { name: `Alpha ${TAG} Cloud`, status: "active", riskRating: "high" });
  await createContract(db, { vendorId: alpha.id, value: "500.00" });
  await createVendor(db, { name: `Bravo ${TAG} Data`, status: "active", riskRating: null, country: "DE" });
  const charlie = await createVendor(db, { name: `Charlie ${TAG}`, status: "onboarding", riskRating: "low" });
  await createContract(db, { vendorId: charlie.id, value: "2500.50" });
  await createVendor(db, { name: `Delta ${TAG}`, status: "under_review", riskRating: "critical", country: "FR" });
  await createVendor(db, {
    name: `Echo ${TAG}`,
    status: "offboarding",
    riskRating: "medium",
    offboardingStartedAt: now,
  });
  await createVendor(db, { name: `Foxtrot ${TAG}`, status: "offboarded", riskRating: "high", offboardedAt: now });
  // LIKE's wildcards and escape in names: a search for them means the characters.
  await createVendor(db, { name: `Uptime 100% ${TAG}`, status: "active" });
  await createVendor(db, { name: `Uptime 1000 ${TAG}`, status: "active" });
  await createVendor(db, { name: `Snake_case ${TAG}`, status: "active" });
  await createVendor(db, { name: `Snakeycase ${TAG}`, status: "active" });
  await createVendor(db, { name: `Back\\slash ${TAG}`, status: "active" });
  // Found through the contact person and the e-mail, not the name.
  await createVendor(db, { name: `Golf ${TAG}`, contactPerson: "Ingrid Østergaard", email: `ops@golf-${TAG}.example` });
});

afterAll(async () => {
  await t.services.db.contract.deleteMany({ where: { vendor: { name: { contains: TAG } } } });
  await t.services.db.vendor.deleteMany({ where: { name: { contains: TAG } } });
  await t.close();
});

async function list(query: Record<string, string | number | undefined>) {
  const qs = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) qs.set(key, String(value));
  const res = await t.app.inject({ method: "GET", url: `/api/vendors?${qs}`, headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  const body = res.json() as {
    data: Record<string, unknown>[];
    pagination: { page: number; total: number; totalPages: number; totalIsLowerBound?: boolean };
  };
  return { items: body.data, pagination: body.pagination };
}

const names = (items: Record<string, unknown>[]) => items.map((i) => i.name as string);

describe("Vendor.searchText", () => {
  it("is kept by the database on insert and update, lower-cased, one searchable field per line", async () => {
    const vendor = await createVendor(t.services.db, {
      name: `Hotel ${TAG}`,
      legalName: "Hotel Holdings PLC",
      email: "Desk@Hotel.example",
    });
    const read = (id: string) => t.services.db.vendor.findUniqueOrThrow({ where: { id } });
    expect((await read(vendor.id)).searchText).toBe(`hotel ${TAG}\nhotel holdings plc\ndesk@hotel.example`);
    await t.services.db.vendor.update({ where: { id: vendor.id }, data: { contactPerson: "Ana Núñez", email: null } });
    expect((await read(vendor.id)).searchText).toBe(`hotel ${TAG}\nhotel holdings plc\nana núñez`);
    // The database's search copy stays inside: the vendor record does not carry it.
    const record = await t.app.inject({ method: "GET", url: `/api/vendors/${vendor.id}`, headers: bearer(token) });
    expect(record.statusCode).toBe(200);
    expect(record.json().data).not.toHaveProperty("searchText");
    await t.services.db.vendor.delete({ where: { id: vendor.id } });
  });
});

describe("GET /api/vendors filters", () => {
  const cases: [string, VendorListFilters][] = [
    ["the tag", { search: TAG }],
    ["the tag in capitals", { search: TAG.toUpperCase() }],
    ["the Active tab", { search: TAG, tab: "active" }],
    ["the Offboarding tab", { search: TAG, tab: "offboarding" }],
    ["a status", { search: TAG, status: "onboarding" }],
    ["a risk rating", { search: TAG, riskRating: "high" }],
    ["a percent sign", { search: `100% ${TAG}` }],
    ["an underscore", { search: `snake_case ${TAG}` }],
    ["a backslash", { search: `back\\slash ${TAG}` }],
    ["a contact person", { search: "ingrid østergaard" }],
    ["an e-mail", { search: `golf-${TAG}` }],
  ];

  it.each(cases)("select the same vendors as the export's where clause: %s", async (_, filters) => {
    const page = await list({ ...filters, limit: 200 });
    const exported = await t.services.db.vendor.findMany({ where: vendorFilterWhere(filters), select: { id: true } });
    expect(page.items.map((i) => i.id).sort()).toEqual(exported.map((v) => v.id).sort());
    expect(page.pagination.total).toBe(exported.length);
    expect(page.items.length).toBeGreaterThan(0);
  });

  it("treat LIKE's wildcards in a search as the characters themselves", async () => {
    expect(names((await list({ search: `100% ${TAG}` })).items)).toEqual([`Uptime 100% ${TAG}`]);
    expect(names((await list({ search: `snake_case ${TAG}` })).items)).toEqual([`Snake_case ${TAG}`]);
    expect(names((await list({ search: `back\\slash` })).items)).toContain(`Back\\slash ${TAG}`);
  });

  it("do not match two words across two fields", async () => {
    await createVendor(t.services.db, { name: `Kilo ${TAG}`, legalName: "Lima Holdings" });
    expect(names((await list({ search: `${TAG} lima` })).items)).toEqual([]);
    expect(names((await list({ search: `kilo ${TAG}` })).items)).toEqual([`Kilo ${TAG}`]);
  });

  it("find an LEI typed in groups of four, and fold the case of letters beyond ASCII", async () => {
    const lei = demoLei("9845", `Mike ${TAG}`);
    await createVendor(t.services.db, { name: `Mike Øresund ${TAG}`, lei });
    const grouped = lei.replace(/(.{4})(?=.)/g, "$1 ");
    expect(names((await list({ search: grouped })).items)).toEqual([`Mike Øresund ${TAG}`]);
    expect(names((await list({ search: `MIKE ØRESUND ${TAG}` })).items)).toEqual([`Mike Øresund ${TAG}`]);
  });

  it("search one or two characters without the trigram index, and still find them", async () => {
    const { items } = await list({ search: "ø", limit: 200 });
    expect(names(items)).toContain(`Golf ${TAG}`);
  });
});

describe("GET /api/vendors rows and order", () => {
  it("answers the list's columns, money as exact text and times in UTC, as the vendor record has them", async () => {
    const { items } = await list({ search: `Charlie ${TAG}` });
    expect(items).toHaveLength(1);
    const [item] = items;
    expect(Object.keys(item!).sort()).toEqual([...VENDOR_LIST_COLUMNS].sort());
    const stored = await t.services.db.vendor.findUniqueOrThrow({ where: { id: item!.id as string } });
    expect(item).toMatchObject({
      contractValue: "2500.50",
      status: "onboarding",
      riskRating: "low",
      createdAt: stored.createdAt.toISOString(),
      updatedAt: stored.updatedAt.toISOString(),
      lastReviewedAt: null,
    });
  });

  it("sorts by risk rating with unrated vendors last going up and first going down", async () => {
    const up = names((await list({ search: TAG, tab: "active", sort: "riskRating", order: "asc" })).items);
    expect(up[0]).toBe(`Alpha ${TAG} Cloud`);
    expect(up.at(-1)).not.toBe(`Alpha ${TAG} Cloud`);
    const down = names((await list({ search: TAG, tab: "active", sort: "riskRating", order: "desc" })).items);
    expect(down.at(-1)).toBe(`Alpha ${TAG} Cloud`);
  });

  it("sorts by contract value and by status, each direction the reverse of the other", async () => {
    for (const sort of ["contractValue", "status", "name", "country", "createdAt", "kpiBreachesCount"]) {
      const up = (await list({ search: TAG, sort, order: "asc", limit: 200 })).items.map((i) => i.id);
      const down = (await list({ search: TAG, sort, order: "desc", limit: 200 })).items.map((i) => i.id);
      expect(down, sort).toEqual([...up].reverse());
    }
    const byValue = (await list({ search: TAG, sort: "contractValue", order: "desc" })).items;
    expect(byValue.slice(0, 2).map((i) => i.contractValue)).toEqual(["2500.50", "500.00"]);
  });

  it("lists best matches first when searching with no column chosen, and keeps a chosen column's order", async () => {
    const db = t.services.db;
    const word = `kestrel${TAG}`;
    const made = [`Zeta Kestrel${TAG}`, `Kestrel${TAG}`, `Akestrel${TAG}x`, `Kestrel${TAG} Systems`];
    for (const name of made) await createVendor(db, { name });
    await createVendor(db, { name: `Aardvark ${TAG}`, legalName: `Kestrel${TAG} Holdings Ltd` });
    const byRelevance = names((await list({ search: word })).items);
    expect(byRelevance).toEqual([
      `Kestrel${TAG}`,
      `Kestrel${TAG} Systems`,
      `Zeta Kestrel${TAG}`,
      `Akestrel${TAG}x`,
      `Aardvark ${TAG}`,
    ]);
    const byName = names((await list({ search: word, sort: "name", order: "asc" })).items);
    expect(byName).toEqual([...byRelevance].sort((a, b) => (a < b ? -1 : 1)));
    // Paged, relevance neither drops nor repeats a match.
    const paged = [
      ...(await list({ search: word, limit: 2, page: 1 })).items,
      ...(await list({ search: word, limit: 2, page: 2 })).items,
      ...(await list({ search: word, limit: 2, page: 3 })).items,
    ];
    expect(names(paged)).toEqual(byRelevance);
    await db.vendor.deleteMany({ where: { name: { in: [...made, `Aardvark ${TAG}`] } } });
  });

  it("pages without gaps or repeats", async () => {
    const all = (await list({ search: TAG, limit: 200 })).items.map((i) => i.id);
    const paged: unknown[] = [];
    for (let page = 1; page <= Math.ceil(all.length / 5); page++) {
      const p = await list({ search: TAG, limit: 5, page });
      expect(p.pagination.total).toBe(all.length);
      paged.push(...p.items.map((i) => i.id));
    }
    expect(paged).toEqual(all);
  });
});

describe("GET /api/vendors counts", () => {
  const BULK = `bulk${TAG}`;
  beforeAll(async () => {
    await sqlRows(
      t.services.sql,
      Prisma.sql`INSERT INTO "Vendor" ("id", "name", "updatedAt")
        SELECT gen_random_uuid(), ${`${BULK} `} || lpad(g::text, 4, '0'), now() FROM generate_series(1, 1100) g`,
    );
  });

  it("counts at most 1,000 rows past the page and says the total is a lower bound", async () => {
    const { pagination } = await list({ limit: 50 });
    expect(pagination).toMatchObject({ total: 1000, totalIsLowerBound: true, totalPages: 20 });
    const deeper = await list({ limit: 50, page: 3 });
    expect(deeper.pagination).toMatchObject({ total: 1100, totalIsLowerBound: true });
  });

  it("counts a search's matches exactly", async () => {
    const { items, pagination } = await list({ search: BULK, limit: 50, page: 2 });
    expect(pagination.total).toBe(1100);
    expect(pagination.totalIsLowerBound).toBeUndefined();
    expect(items[0]!.name).toBe(`${BULK} 0051`);
  });

  it("counts from the start for a page past the end, so the pager shows where the list ends", async () => {
    const filters = { tab: "under_review", riskRating: "critical" };
    const { items, pagination } = await list({ ...filters, limit: 50, page: 99 });
    expect(items).toEqual([]);
    const all = await list({ ...filters, limit: 200 });
    expect(all.items.length).toBeGreaterThan(0);
    expect(pagination).toMatchObject({ total: all.items.length, totalPages: 1 });
  });
});
