// The DORA export history: one read for the page (each package's file comes with its task, no read per row), and a
// row keeps problems only for a refused or forced export, at most LIST_PROBLEMS of them.
import { describe, expect, it } from "vitest";
import type { Context } from "../context.js";
import type { RegisterProblem } from "./checks.js";
import { LIST_PROBLEMS, listDoraExports } from "./reports-service.js";

const problem = (i: number): RegisterProblem => ({
  severity: "blocking",
  template: "B_02.01",
  row: i + 1,
  column: "c0050",
  field: "annualCost",
  rule: "mandatory",
  message: "Annual cost is mandatory",
  record: { kind: "contract", id: `c${i}`, label: `CT-${i}` },
  link: `/contracts?contract=c${i}&section=register&field=annualCost`,
});

const task = (id: string, result: object | null, file: { id: string; filename: string; size: number } | null) => ({
  id,
  kind: "dora-export",
  status: result ? "completed" : "running",
  progress: 4,
  total: 4,
  error: null,
  createdAt: new Date("2026-11-29T05:00:00Z"),
  finishedAt: null,
  params: {
    scope: { consolidated: false, entityId: "e1", referenceDate: "2025-12-31" },
    profile: "eba",
    force: false,
  },
  result,
  outputFileId: file?.id ?? null,
  outputFile: file,
  createdBy: { id: "u1", firstName: "Carla", lastName: "Officer", email: "c@example.test" },
});

const report = (refused: boolean, forced: boolean, n: number) => ({
  refused,
  forced,
  packageName: refused ? null : "PKG",
  counts: { blocking: n, warning: 0 },
  problems: Array.from({ length: n }, (_, i) => problem(i)),
  rowsPerTemplate: null,
});

describe("listDoraExports", () => {
  it("reads the page and its files in one query, and trims the problems a row carries", async () => {
    const reads: string[] = [];
    const rows = [
      task("t1", report(true, false, 120), null),
      task("t2", report(false, true, 3), { id: "f2", filename: "PKG.zip", size: 10 }),
      task("t3", { ...report(false, false, 0), problems: [{ ...problem(0), severity: "warning" }] }, null),
      task("t4", null, null),
    ];
    const db = {
      backgroundTask: {
        count: async () => {
          reads.push("count");
          return rows.length;
        },
        findMany: async (args: { include?: Record<string, unknown> }) => {
          reads.push("findMany");
          expect(args.include).toHaveProperty("outputFile");
          return rows;
        },
      },
      storedFile: {
        findUnique: async () => {
          reads.push("storedFile");
          return null;
        },
      },
    };
    const page = await listDoraExports({ db } as unknown as Context, { page: 1, limit: 20 });
    expect(reads.sort()).toEqual(["count", "findMany"]);
    const [refused, forced, clean, running] = page.items;
    expect(refused!.report!.problems).toHaveLength(LIST_PROBLEMS);
    expect(refused!.report!.counts.blocking).toBe(120);
    expect(forced!.report!.problems).toHaveLength(3);
    expect(forced!.outputFile).toEqual({ id: "f2", filename: "PKG.zip", size: 10 });
    expect(clean!.report!.problems).toEqual([]);
    expect(running!.report).toBeNull();
    expect(LIST_PROBLEMS).toBe(50);
  });
});
