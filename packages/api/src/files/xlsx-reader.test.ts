import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { hugeCellXlsx, largeHonestXlsx, longTagsXlsx, lyingHeadersXlsx } from "../../test/xlsx-bombs.js";
import { FileProblem } from "./file-problem.js";
import { openXlsx, type XlsxLimits, type XlsxRow } from "./xlsx-reader.js";
import { ZipWriter } from "./zip-writer.js";

const MB = 1024 * 1024;

async function readAll(bytes: Buffer, limits: Partial<XlsxLimits> = {}) {
  const workbook = await openXlsx(bytes, limits);
  const rows: XlsxRow[] = [];
  for await (const row of workbook.rows(workbook.sheets[0]!)) rows.push(row);
  return rows;
}

/** Runs `work` and answers how far the process's resident memory rose above where it started (sampled). */
async function rssGrowth(work: () => Promise<unknown>): Promise<number> {
  const before = process.memoryUsage.rss();
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 5);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return Math.max(peak, process.memoryUsage.rss()) - before;
}

/** A workbook of one worksheet whose sheet XML is `sheetData` (the platform's own ZIP writer, honest headers). */
function sheetXlsx(sheetData: string, extra = "") {
  const zip = new ZipWriter();
  zip.add(
    "xl/workbook.xml",
    '<workbook xmlns:r="r"><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>',
  );
  zip.add(
    "xl/_rels/workbook.xml.rels",
    '<Relationships><Relationship Id="rId1" Type="x/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
  );
  zip.add("xl/worksheets/sheet1.xml", `${extra}<worksheet><sheetData>${sheetData}</sheetData></worksheet>`);
  return zip.finish();
}

describe("reading a crafted workbook: limited before memory runs out, refused with a message", () => {
  it("headers that claim 1,000 bytes for a worksheet of 1.5 GB: stopped at the 1,001st byte", async () => {
    const bytes = lyingHeadersXlsx();
    expect(bytes.byteLength).toBeLessThan(2 * MB);
    let error: unknown;
    const growth = await rssGrowth(() => readAll(bytes).catch((e) => (error = e)));
    expect(error).toBeInstanceOf(FileProblem);
    expect((error as Error).message).toBe(
      "the workbook is damaged or crafted: its part xl/worksheets/sheet1.xml expands to more than the 1,000 bytes its header declares",
    );
    expect(growth).toBeLessThan(48 * MB);
  });

  it("an honest 0.9 MB file holding one 900 MB cell: the text is refused past Excel's 32,767 characters", async () => {
    const bytes = hugeCellXlsx();
    expect(bytes.byteLength).toBeLessThan(MB);
    let error: unknown;
    const growth = await rssGrowth(() => readAll(bytes).catch((e) => (error = e)));
    expect(error).toBeInstanceOf(FileProblem);
    expect((error as Error).message).toBe(
      "the workbook holds a text of more than 32,767 characters (the most an Excel cell holds)",
    );
    expect(growth).toBeLessThan(48 * MB);
  });

  it("honest headers and nothing else wrong: what all parts inflate to is capped while inflating", async () => {
    const bytes = largeHonestXlsx(96);
    const growth = await rssGrowth(() =>
      expect(readAll(bytes, { maxExpandedBytes: 16 * MB })).rejects.toThrow(
        "the workbook expands to more than 16 MB when opened; split it into smaller files",
      ),
    );
    expect(growth).toBeLessThan(48 * MB);
    // Within the cap it is an ordinary sheet.
    expect(await readAll(largeHonestXlsx(4), { maxExpandedBytes: 16 * MB })).toEqual([{ row: 1, cells: ["Name"] }]);
  });

  it("an inline cell past 32,767 characters names its cell and row", async () => {
    const bytes = sheetXlsx(`<row r="7"><c r="C7" t="inlineStr"><is><t>${"x".repeat(40_000)}</t></is></c></row>`);
    const error = await readAll(bytes).catch((e: FileProblem) => e);
    expect(error).toBeInstanceOf(FileProblem);
    expect((error as FileProblem).message).toBe(
      'cell C7 of the worksheet "S" holds more than 32,767 characters (the most an Excel cell holds)',
    );
    expect((error as FileProblem).row).toBe(7);
  });

  it("refuses a cell beyond column XFD, rows past the limit, an endless tag and a document type declaration", async () => {
    await expect(readAll(sheetXlsx('<row r="1"><c r="XFE1"><v>1</v></c></row>'))).rejects.toThrow(
      'row 1 of the worksheet "S" has a cell beyond column XFD, the last one Excel allows',
    );
    await expect(readAll(sheetXlsx('<row r="1048577"><c r="A1048577"><v>1</v></c></row>'))).rejects.toThrow(
      'the worksheet "S" has more than 1,048,576 rows, the most Excel allows',
    );
    await expect(readAll(sheetXlsx("<row/>".repeat(11)), { maxRows: 10 })).rejects.toThrow("more than 10 rows");
    await expect(readAll(sheetXlsx(`<row r="1" spans="${"1".repeat(9_000)}"/>`))).rejects.toThrow(
      "it holds an XML tag longer than 8,192 characters",
    );
    await expect(
      readAll(sheetXlsx("", '<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;">]>')),
    ).rejects.toThrow("the workbook contains a document type declaration, which Excel never writes");
  });

  it("a workbook of long tags without = (each one quadratic for a backtracking pattern) is refused at once", async () => {
    // Each 64,000-character tag compresses to about 100 bytes: 2,000 of them are a 200 KB upload that cost the former attribute
    // pattern over an hour of CPU.
    const bytes = longTagsXlsx(2_000);
    expect(bytes.byteLength).toBeLessThan(MB);
    const start = performance.now();
    await expect(readAll(bytes)).rejects.toThrow(
      "the workbook is damaged or crafted: it holds an XML tag longer than 8,192 characters",
    );
    expect(performance.now() - start).toBeLessThan(500);
  });

  it("caps how many shared strings, and how much text in all, a workbook may make it keep", async () => {
    const zip = new ZipWriter();
    zip.add("xl/workbook.xml", '<workbook><sheets><sheet name="S" sheetId="1"/></sheets></workbook>');
    zip.add("xl/sharedStrings.xml", `<sst>${"<si><t>abcdef</t></si>".repeat(50)}</sst>`);
    zip.add("xl/worksheets/sheet1.xml", "<worksheet><sheetData/></worksheet>");
    const bytes = zip.finish();
    await expect(readAll(bytes, { maxSharedStrings: 49 })).rejects.toThrow("more than 49 different texts");
    await expect(readAll(bytes, { maxSharedStringChars: 200 })).rejects.toThrow("add up to more than 200 characters");
    expect(await readAll(bytes)).toEqual([]);
  });

  it("refuses a damaged archive and a non-workbook with a message, not a crash", async () => {
    await expect(readAll(Buffer.from("PK\u0003\u0004 not really a workbook"))).rejects.toThrow(
      "the file is not a complete workbook (its ZIP structure is damaged)",
    );
    const zip = new ZipWriter();
    zip.add("word/document.xml", "<document/>");
    await expect(readAll(zip.finish())).rejects.toThrow(
      "the file is not an Excel workbook (it has no xl/workbook.xml)",
    );
  });
});

describe("reading an ordinary workbook", () => {
  it("reads what Excel stores: shared and inline text, numbers, dates by their format, booleans, formula results", async () => {
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet("Vendors");
    sheet.addRow(["Name", "Value", "Review", "Active", "Total", "Note"]);
    sheet.addRow([
      "Acme & Sons <Ltd>",
      1234.5,
      new Date(Date.UTC(2027, 2, 31)),
      true,
      { formula: "B2*2", result: 2469 },
      { richText: [{ text: "Rich " }, { font: { bold: true }, text: "text" }] },
    ]);
    sheet.getCell("H3").value = "far right";
    sheet.getCell("C2").numFmt = "yyyy-mm-dd";
    const bytes = Buffer.from(await wb.xlsx.writeBuffer());
    expect(await readAll(bytes)).toEqual([
      { row: 1, cells: ["Name", "Value", "Review", "Active", "Total", "Note"] },
      {
        row: 2,
        cells: ["Acme & Sons <Ltd>", 1234.5, new Date(Date.UTC(2027, 2, 31)), "TRUE", 2469, "Rich text"],
      },
      { row: 3, cells: [null, null, null, null, null, null, null, "far right"] },
    ]);
  });
});
