import { describe, expect, it } from "vitest";
import { nextSort } from "../../../lib/sort";
import { DESC_FIRST, sortTables, type TableStat } from "./table-sort";

const table = (name: string, estimatedRows: number, totalBytes: number): TableStat => ({
  name,
  estimatedRows,
  deadRows: 0,
  totalBytes,
  tableBytes: totalBytes,
  indexBytes: 0,
  sequentialScans: 0,
  indexScans: 0,
  lastVacuumAt: null,
  lastAnalyzeAt: null,
});

describe("sorting the database's tables", () => {
  const tables = [table("Vendor", 100_000, 50), table("Contract", 500, 80), table("AuditLog", 500, 10)];

  it("sorts by a count largest first, ties by name", () => {
    expect(sortTables(tables, { sort: "estimatedRows", order: "desc" }).map((t) => t.name)).toEqual([
      "Vendor",
      "AuditLog",
      "Contract",
    ]);
  });

  it("sorts by name A→Z and back", () => {
    expect(sortTables(tables, { sort: "name", order: "asc" }).map((t) => t.name)).toEqual([
      "AuditLog",
      "Contract",
      "Vendor",
    ]);
    expect(sortTables(tables, { sort: "name", order: "desc" }).map((t) => t.name)).toEqual([
      "Vendor",
      "Contract",
      "AuditLog",
    ]);
  });

  it("starts a size column largest first and flips on a second click", () => {
    const first = nextSort({ sort: "name", order: "asc" }, "totalBytes", DESC_FIRST);
    expect(first).toEqual({ sort: "totalBytes", order: "desc" });
    expect(sortTables(tables, first).map((t) => t.name)).toEqual(["Contract", "Vendor", "AuditLog"]);
    expect(nextSort(first, "totalBytes", DESC_FIRST)).toEqual({ sort: "totalBytes", order: "asc" });
  });
});
