// GET /api/system/database-stats against the real PostgreSQL of the run (issue 19, docs/OPERATIONS.md "Database
// statistics"): the application's tables with sizes and estimated rows, index use, connections, and what it says
// of pg_stat_statements.
import { databaseStatsOutput } from "@tprm/api";
import { createVendor } from "@tprm/db/factories";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, signIn, startTestApp, type TestApp } from "./helpers.js";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = (await signIn(t, "Admin")).token;
});
afterAll(() => t.close());

const read = async () => {
  const res = await t.app.inject({ method: "GET", url: "/api/system/database-stats", headers: bearer(admin) });
  expect(res.statusCode).toBe(200);
  return databaseStatsOutput.parse(res.json().data);
};

describe("GET /api/system/database-stats", () => {
  it("lists the application's tables with sizes and PostgreSQL's row estimates", async () => {
    for (let i = 0; i < 3; i++) await createVendor(t.services.db, { name: `Stats vendor ${i} ${Date.now()}` });
    await t.services.db.$executeRawUnsafe('ANALYZE "Vendor"');
    const exact = await t.services.db.vendor.count();
    const stats = await read();
    expect(stats.rowCountsAreEstimates).toBe(true);
    expect(stats.database.bytes).toBeGreaterThan(0);
    const vendor = stats.tables.find((table) => table.name === "Vendor");
    expect(vendor).toBeDefined();
    // ANALYZE of a small table counts every row (reltuples); the live-row statistic the answer prefers may still
    // receive the inserting connection's counts afterwards (PostgreSQL flushes them up to 10 s later): an estimate.
    const [pg] = await t.services.db.$queryRaw<{ reltuples: number }[]>`
      SELECT c.reltuples FROM pg_class c
      WHERE c.relname = 'Vendor' AND c.relnamespace = to_regnamespace(current_schema())::oid`;
    expect(pg!.reltuples).toBe(exact);
    expect(vendor!.estimatedRows).toBeGreaterThanOrEqual(exact);
    expect(vendor!.totalBytes).toBeGreaterThanOrEqual(vendor!.tableBytes + vendor!.indexBytes);
    expect(vendor!.lastAnalyzeAt).not.toBeNull();
    // Prisma's migration table is in the schema too; no table of another schema (pg_catalog) is listed.
    expect(stats.tables.some((table) => table.name === "pg_class")).toBe(false);
    // Largest first.
    const sizes = stats.tables.map((table) => table.totalBytes);
    expect([...sizes].sort((a, b) => b - a)).toEqual(sizes);
  });

  it("reports index use, with the unique indexes never counted unused", async () => {
    const stats = await read();
    const pkey = stats.indexes.find((index) => index.name === "Vendor_pkey");
    expect(pkey).toMatchObject({ table: "Vendor", unique: true, unused: false });
    expect(pkey!.bytes).toBeGreaterThan(0);
    for (const index of stats.indexes) expect(index.unused).toBe(index.scans === 0 && !index.unique);
  });

  it("counts connections by state, this one included", async () => {
    const stats = await read();
    expect(stats.connections.max).toBeGreaterThan(0);
    expect(stats.connections.total).toBeGreaterThanOrEqual(1);
    expect(stats.connections.byState.find((s) => s.state === "active")?.count).toBeGreaterThanOrEqual(1);
  });

  it("says when pg_stat_statements is not installed, and when it is installed but not loaded", async () => {
    const installed = await t.services.db.$queryRaw<{ n: bigint }[]>`
      SELECT count(*) AS n FROM pg_extension WHERE extname = 'pg_stat_statements'`;
    if (Number(installed[0]!.n) > 0) return; // a server set up with it: the other branch is covered elsewhere
    expect((await read()).slowStatements).toMatchObject({ status: "not-installed" });
    await t.services.db.$executeRawUnsafe("CREATE EXTENSION pg_stat_statements");
    try {
      const [preload] = await t.services.db.$queryRaw<{ v: string }[]>`
        SELECT current_setting('shared_preload_libraries') AS v`;
      const slow = (await read()).slowStatements;
      if (preload!.v.includes("pg_stat_statements")) expect(slow.status).toBe("available");
      else
        expect(slow).toMatchObject({
          status: "not-loaded",
          message: expect.stringContaining("shared_preload_libraries"),
        });
    } finally {
      await t.services.db.$executeRawUnsafe("DROP EXTENSION pg_stat_statements");
    }
  });
});
