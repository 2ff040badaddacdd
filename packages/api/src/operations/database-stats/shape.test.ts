import { describe, expect, it } from "vitest";
import { estimateRows, shapeConnections, shapeIndexes, shapeStatements, shapeTables, type TableRow } from "./shape.js";

const table = (name: string, overrides: Partial<TableRow> = {}): TableRow => ({
  name,
  reltuples: 0,
  n_live_tup: "0",
  n_dead_tup: "0",
  total_bytes: "8192",
  table_bytes: "0",
  index_bytes: "8192",
  seq_scan: "1",
  idx_scan: null,
  last_vacuum: null,
  last_autovacuum: null,
  last_analyze: null,
  last_autoanalyze: null,
  ...overrides,
});

describe("row estimates", () => {
  it("takes the statistics' live rows, else the planner's estimate, never below 0", () => {
    expect(estimateRows("1200", 1000)).toBe(1200);
    expect(estimateRows("0", 1000)).toBe(1000);
    expect(estimateRows(null, -1)).toBe(0);
    expect(estimateRows("0", 99.6)).toBe(100);
  });
});

describe("tables", () => {
  it("turns pg's text numbers into numbers, takes the latest vacuum and analyse, largest first", () => {
    const rows = shapeTables([
      table("Small"),
      table("Vendor", {
        n_live_tup: "100000",
        n_dead_tup: "12",
        total_bytes: "52428800",
        table_bytes: "41943040",
        index_bytes: "10485760",
        seq_scan: "3",
        idx_scan: "4521",
        last_vacuum: new Date("2026-11-01T00:00:00Z"),
        last_autovacuum: new Date("2026-11-20T00:00:00Z"),
        last_autoanalyze: new Date("2026-11-21T00:00:00Z"),
      }),
    ]);
    expect(rows.map((r) => r.name)).toEqual(["Vendor", "Small"]);
    expect(rows[0]).toEqual({
      name: "Vendor",
      estimatedRows: 100_000,
      deadRows: 12,
      totalBytes: 52_428_800,
      tableBytes: 41_943_040,
      indexBytes: 10_485_760,
      sequentialScans: 3,
      indexScans: 4521,
      lastVacuumAt: "2026-11-20T00:00:00.000Z",
      lastAnalyzeAt: "2026-11-21T00:00:00.000Z",
    });
    expect(rows[1]).toMatchObject({ indexScans: 0, lastVacuumAt: null, lastAnalyzeAt: null });
  });
});

describe("indexes", () => {
  it("marks never-scanned indexes unused unless they enforce uniqueness, least used first", () => {
    const rows = shapeIndexes([
      { name: "Vendor_pkey", table: "Vendor", idx_scan: "0", bytes: "16384", unique: true },
      { name: "Vendor_name_idx", table: "Vendor", idx_scan: "250", bytes: "65536", unique: false },
      { name: "Vendor_tier_idx", table: "Vendor", idx_scan: "0", bytes: "32768", unique: false },
    ]);
    expect(rows.map((r) => [r.name, r.scans, r.unused])).toEqual([
      ["Vendor_tier_idx", 0, true],
      ["Vendor_pkey", 0, false],
      ["Vendor_name_idx", 250, false],
    ]);
  });
});

describe("connections and statements", () => {
  it("counts connections by state, a null state as background", () => {
    expect(
      shapeConnections(
        [
          { state: "idle", count: "7" },
          { state: "active", count: "2" },
          { state: null, count: "5" },
        ],
        "100",
      ),
    ).toEqual({
      max: 100,
      total: 14,
      byState: [
        { state: "idle", count: 7 },
        { state: "background", count: 5 },
        { state: "active", count: 2 },
      ],
    });
  });

  it("rounds statement times to hundredths of a millisecond", () => {
    expect(
      shapeStatements([{ query: "SELECT $1", calls: "3", total_ms: 10.123456, mean_ms: 3.374485, rows: "3" }]),
    ).toEqual([{ query: "SELECT $1", calls: 3, totalMs: 10.12, meanMs: 3.37, rows: 3 }]);
  });
});
