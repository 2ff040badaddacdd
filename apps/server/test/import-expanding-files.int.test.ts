// Issue 9, point 1: two crafted workbooks that POST /api/vendors/import accepted (202) ran the worker out of memory
// within seconds. Through the real route and the real worker job, both now end in the import's rejection report,
// and the worker (here, in this process) lives on with its memory bounded and takes the next import.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { hugeCellXlsx, longTagsXlsx, lyingHeadersXlsx } from "../../../packages/api/test/xlsx-bombs.js";
import { bearer } from "./helpers.js";
import { useImportApp } from "./vendor-transfer-harness.js";

const imports = useImportApp();

/** Runs `work`, sampling this process's resident memory: how far it rose. */
async function rssGrowth<T>(work: () => Promise<T>): Promise<{ value: T; growth: number }> {
  const before = process.memoryUsage.rss();
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 5);
  try {
    const value = await work();
    return { value, growth: Math.max(peak, process.memoryUsage.rss()) - before };
  } finally {
    clearInterval(timer);
  }
}

const MB = 1024 * 1024;

describe("uploads that expand (POST /api/vendors/import → worker)", () => {
  it.each([
    {
      file: "lying-headers.xlsx",
      build: lyingHeadersXlsx,
      reason:
        "The file could not be read as an Excel workbook: the workbook is damaged or crafted: its part xl/worksheets/sheet1.xml expands to more than the 1,000 bytes its header declares",
    },
    {
      file: "huge-cell.xlsx",
      build: hugeCellXlsx,
      reason:
        "The file could not be read as an Excel workbook: the workbook holds a text of more than 32,767 characters (the most an Excel cell holds)",
    },
    {
      // Hours of CPU for a backtracking attribute pattern, with the transfer queue blocked meanwhile.
      file: "long-tags.xlsx",
      build: () => longTagsXlsx(2_000),
      reason:
        "The file could not be read as an Excel workbook: the workbook is damaged or crafted: it holds an XML tag longer than 8,192 characters",
    },
  ])(
    "$file is accepted, then rejected with a report the user sees; memory stays bounded",
    async ({ file, build, reason }) => {
      const { value: task, growth } = await rssGrowth(() => imports.importFile(file, build()));
      expect(task.status).toBe("completed");
      expect(task.error).toBeNull();
      expect(task.result).toMatchObject({
        outcome: "rejected",
        inserted: 0,
        problemCount: 1,
        problems: [{ row: null, column: null, value: null, reason }],
      });
      // The downloadable report says the same.
      const report = await imports.t.app.inject({
        method: "GET",
        url: `/api/files/${task.outputFile!.id}/download`,
        headers: bearer(imports.procurement.token),
      });
      expect(report.statusCode).toBe(200);
      expect(report.body).toContain(reason);
      // Server and worker share this process: well under what either file would expand to.
      expect(growth).toBeLessThan(96 * MB);
    },
  );

  it("the worker is alive afterwards and imports the next file", async () => {
    const name = `After the bombs ${randomUUID().slice(0, 8)}`;
    const task = await imports.importFile("after.csv", `Name,Country\n${name},GB\n`);
    expect(task.result).toMatchObject({ outcome: "imported", inserted: 1 });
    expect(await imports.t.services.db.vendor.count({ where: { name } })).toBe(1);
  });
});
