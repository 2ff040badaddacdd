import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { ignoredWorksheetsNotice, readRows } from "./read-rows.js";

/** The bytes as the stored file hands them out: in small chunks, so the reader really streams. */
async function* chunked(bytes: Buffer, size = 512) {
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

async function workbook(build: (wb: ExcelJS.Workbook) => void): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  build(wb);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A register on "Vendors", then an empty sheet, a sheet with values, a formatted but empty one and a hidden list. */
const fiveSheets = () =>
  workbook((wb) => {
    const vendors = wb.addWorksheet("Vendors");
    vendors.addRow(["Name", "Country"]);
    vendors.addRow(["Acme Ltd", "GB"]);
    vendors.addRow(["Globex AG", "DE"]);
    wb.addWorksheet("Notes");
    const contacts = wb.addWorksheet("Contacts");
    contacts.getCell("C7").value = "ann@acme.example";
    const styled = wb.addWorksheet("Styled");
    styled.getCell("A1").font = { bold: true };
    styled.getCell("B2").value = "   ";
    const lists = wb.addWorksheet("Lists", { state: "hidden" });
    lists.addRow(["Low", "Medium", "High"]);
  });

describe("reading a workbook", () => {
  it("reads the first worksheet only, then names the other worksheets that hold values", async () => {
    const reader = readRows("xlsx", chunked(await fiveSheets()));
    const rows = [];
    for await (const row of reader.rows) rows.push(row);
    expect(rows).toEqual([
      { row: 1, cells: ["Name", "Country"] },
      { row: 2, cells: ["Acme Ltd", "GB"] },
      { row: 3, cells: ["Globex AG", "DE"] },
    ]);
    expect(await reader.finish()).toEqual({
      worksheet: { name: "Vendors", hidden: false },
      ignoredWorksheets: [
        { name: "Contacts", hidden: false },
        { name: "Lists", hidden: true },
      ],
    });
  });

  it("still looks at the other worksheets when the reader stopped early (a refused header)", async () => {
    const reader = readRows("xlsx", chunked(await fiveSheets()));
    for await (const row of reader.rows) {
      expect(row.row).toBe(1);
      break;
    }
    const summary = await reader.finish();
    expect(summary?.ignoredWorksheets.map((w) => w.name)).toEqual(["Contacts", "Lists"]);
  });

  it("has nothing to say about a workbook of one worksheet, nor about a CSV file", async () => {
    const single = readRows("xlsx", chunked(await workbook((wb) => wb.addWorksheet("Register").addRow(["Name"]))));
    for await (const _ of single.rows);
    const summary = await single.finish();
    expect(summary).toEqual({ worksheet: { name: "Register", hidden: false }, ignoredWorksheets: [] });
    expect(ignoredWorksheetsNotice(summary)).toBeNull();

    const csv = readRows("csv", chunked(Buffer.from("name\nAcme\n")));
    for await (const _ of csv.rows);
    expect(await csv.finish()).toBeNull();
    expect(ignoredWorksheetsNotice(null)).toBeNull();
  });

  it("answers null (nothing to add) for a workbook it could not read", async () => {
    const reader = readRows("xlsx", chunked(Buffer.from("PK\u0003\u0004 not really a workbook")));
    await expect(async () => {
      for await (const _ of reader.rows);
    }).rejects.toThrow();
    expect(await reader.finish()).toBeNull();
  });
});

describe("the notice about worksheets that were not read", () => {
  const sheet = (name: string, hidden = false) => ({ name, hidden });

  it("names the worksheet read and those ignored", () => {
    expect(
      ignoredWorksheetsNotice({ worksheet: sheet("Vendors"), ignoredWorksheets: [sheet("Contacts"), sheet("Lists")] }),
    ).toBe('Only the first worksheet, "Vendors", was read; 2 other worksheets were ignored: "Contacts" and "Lists".');
    expect(ignoredWorksheetsNotice({ worksheet: sheet("Vendors"), ignoredWorksheets: [sheet("Lists", true)] })).toBe(
      'Only the first worksheet, "Vendors", was read; 1 other worksheet was ignored: "Lists" (hidden).',
    );
  });

  it("counts the rest past five names", () => {
    const ignored = ["B", "C", "D", "E", "F", "G", "H"].map((n) => sheet(n));
    expect(ignoredWorksheetsNotice({ worksheet: sheet("A"), ignoredWorksheets: ignored })).toBe(
      'Only the first worksheet, "A", was read; 7 other worksheets were ignored: "B", "C", "D", "E", "F" and 2 more.',
    );
  });
});
