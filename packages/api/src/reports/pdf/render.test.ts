// The PDF and XLSX renderers on a document made here (no database): the title page, page numbers, a table running
// over pages with its header repeated, names in Chinese and Polish, charts and figures, and the workbook's cells.
import { describe, expect, it } from "vitest";
import type { ReportDocument, ReportRow } from "../document.js";
import { pdfPages, tableRows, valueBeside, xlsxCells } from "../testing.js";
import { excelSerial, renderReportXlsx, sheetNames } from "../xlsx.js";
import { formatGeneratedAt, formatPeriod, renderReportPdf } from "./index.js";

const ROWS = 200;
const vendorName = (i: number) => (i % 2 ? `Zakład Łączności ${i}` : `华为技术有限公司 ${i}`);

function doc(): ReportDocument {
  return {
    title: "Regulatory: outsourcing register",
    type: "regulatory",
    organisationName: "Banque Exemple 示例银行",
    generatedAt: new Date("2026-11-28T22:30:00Z"),
    timeZone: "Asia/Shanghai",
    requestedBy: "Rita Risk",
    periodDays: 90,
    sections: [
      {
        id: "register",
        title: "Outsourcing register",
        blocks: [
          { kind: "figures", items: [{ label: "Arrangements in the register", value: "200" }] },
          {
            kind: "chart",
            title: "Arrangements by status",
            series: [
              { label: "Approved", value: 150 },
              { label: "Pending", value: 50 },
            ],
          },
          {
            kind: "table",
            title: "Arrangements",
            count: ROWS,
            empty: "No arrangements match.",
            columns: [
              { key: "ref", label: "Reference" },
              { key: "vendor", label: "Provider", width: 2 },
              { key: "value", label: "Value", format: "number" },
              { key: "end", label: "End", format: "date" },
            ],
            rows: async function* (): AsyncIterable<ReportRow> {
              for (let i = 0; i < ROWS; i++)
                yield {
                  ref: `WF-2026-${String(i).padStart(4, "0")}`,
                  vendor: vendorName(i),
                  value: i * 1000.5,
                  end: "2027-03-31",
                };
            },
          },
        ],
      },
      {
        id: "kpi-breaches",
        title: "Open KPI breaches",
        blocks: [
          { kind: "text", text: "Breaches still open on the day of the report." },
          {
            kind: "table",
            title: "Open breaches",
            columns: [{ key: "kpi", label: "KPI" }],
            rows: async function* () {},
            empty: "No KPI breach is open.",
          },
        ],
      },
    ],
  };
}

describe("renderReportPdf", () => {
  it("prints the title page, every row, the header on each page of the table, and Page n of m", async () => {
    const { bytes, pageCount } = await renderReportPdf(doc());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const pages = await pdfPages(bytes);
    expect(pages).toHaveLength(pageCount);
    expect(pageCount).toBeGreaterThan(4);
    expect(pages[0]).toContain("Banque Exemple 示例银行");
    expect(pages[0]).toContain("Regulatory: outsourcing register");
    expect(pages[0]).toContain("Generated 29 November 2026 at 06:30 GMT+8 (Asia/Shanghai)");
    // The 29th in Shanghai: the period ends on the reader's day.
    expect(pages[0]).toContain("Period 31 August 2026 – 29 November 2026 (90 days)");
    expect(pages[0]).toContain("1. Outsourcing register 2. Open KPI breaches");
    for (const [i, page] of pages.entries()) {
      // m is a form XObject drawn after "of": pdf.js reads it without the space.
      expect(page).toMatch(new RegExp(`Page ${i + 1} of ?${pageCount}( |$)`));
      expect(page).toContain("Banque Exemple 示例银行");
    }
    const text = pages.join(" ");
    for (let i = 0; i < ROWS; i++) expect(text).toContain(`WF-2026-${String(i).padStart(4, "0")} ${vendorName(i)}`);
    expect(text).toContain("199,099.5 2027-03-31");
    expect(text).toContain("200 rows");
    // The table runs over several pages, each starting with its header.
    const tablePages = pages.filter((p) => p.includes("WF-2026-"));
    expect(tablePages.length).toBeGreaterThan(2);
    for (const page of tablePages.slice(1))
      expect(page).toContain("Arrangements (continued) Reference Provider Value End");
    expect(text).toContain("Arrangements by status Approved 150 Pending 50");
    expect(text).toContain("No KPI breach is open.");
  });

  it("formats the generated-at time and the period in the report's time zone", () => {
    const at = new Date("2026-03-31T22:30:00Z");
    expect(formatGeneratedAt(at, "Europe/Paris")).toBe("1 April 2026 at 00:30 CEST (Europe/Paris)");
    expect(formatPeriod({ generatedAt: at, timeZone: "Europe/Paris", periodDays: 30 })).toBe(
      "2 March 2026 – 1 April 2026 (30 days)",
    );
    expect(formatPeriod({ generatedAt: at, timeZone: "UTC", periodDays: 30 })).toBe(
      "1 March 2026 – 31 March 2026 (30 days)",
    );
  });
});

describe("renderReportXlsx", () => {
  it("writes a Report sheet and one sheet per section with numbers, dates and every row", async () => {
    const sheets = await xlsxCells(await renderReportXlsx(doc()));
    expect(Object.keys(sheets)).toEqual(["Report", "Outsourcing register", "Open KPI breaches"]);
    expect(valueBeside(sheets.Report!, "Organisation")).toBe("Banque Exemple 示例银行");
    expect(valueBeside(sheets.Report!, "Type")).toBe("Regulatory");
    const register = sheets["Outsourcing register"]!;
    expect(valueBeside(register, "Arrangements in the register")).toBe("200");
    expect(valueBeside(register, "Approved")).toBe(150);
    const rows = tableRows(register, "Arrangements");
    expect(rows).toHaveLength(ROWS);
    expect(rows[3]).toEqual({
      Reference: "WF-2026-0003",
      Provider: "Zakład Łączności 3",
      Value: 3001.5,
      End: new Date("2027-03-31T00:00:00Z"),
    });
    expect(tableRows(sheets["Open KPI breaches"]!, "Open breaches")).toEqual([{ KPI: "No KPI breach is open." }]);
  });

  it("names sheets within Excel's rules and dates by their serial", () => {
    expect(sheetNames(["Critical or important arrangements", "A/B: [x]", "Trends", "trends"])).toEqual([
      "Critical or important arrangeme",
      "A B   x",
      "Trends",
      "trends 2",
    ]);
    expect(excelSerial("1900-03-01")).toBe(61);
    expect(excelSerial("2026-11-28")).toBe(46354);
    expect(excelSerial("not a date")).toBeNull();
  });
});
