// Both files from one read of each table (render.ts): the rows reach the PDF and the XLSX, each table's rows() is
// called once, more rows than the hand-over queue holds pass through, and a failed read fails the rendering.
import { describe, expect, it } from "vitest";
import type { ReportDocument, ReportRow } from "./document.js";
import { renderReportFiles } from "./render.js";
import { pdfPages, tableRows, xlsxCells } from "./testing.js";

function doc(rows: () => AsyncIterable<ReportRow>): ReportDocument {
  return {
    title: "Operational",
    type: "operational",
    organisationName: "Bank",
    generatedAt: new Date("2026-11-28T12:00:00Z"),
    timeZone: "UTC",
    requestedBy: "Olga",
    periodDays: 30,
    sections: [
      {
        id: "invoices",
        title: "Invoices and exceptions",
        blocks: [
          { kind: "figures", items: [{ label: "Overdue", value: "5000" }] },
          {
            kind: "table",
            title: "Overdue invoices",
            columns: [
              { key: "n", label: "Invoice" },
              { key: "a", label: "Amount", format: "number" },
            ],
            rows,
            empty: "None.",
          },
        ],
      },
    ],
  };
}

describe("renderReportFiles", () => {
  it("reads each table once and writes every row to both files", async () => {
    let reads = 0;
    const rows = async function* () {
      reads += 1;
      for (let i = 0; i < 5000; i++) yield { n: `INV-${i}`, a: i };
    };
    const { pdf, xlsx } = await renderReportFiles(doc(rows));
    expect(reads).toBe(1);
    const text = (await pdfPages(pdf.bytes)).join(" ");
    expect(text).toContain("INV-0 0");
    expect(text).toContain("INV-4999 4,999");
    expect(text).toContain("5,000 rows");
    const table = tableRows((await xlsxCells(xlsx))["Invoices and exceptions"]!, "Overdue invoices");
    expect(table).toHaveLength(5000);
    expect(table[4999]).toEqual({ Invoice: "INV-4999", Amount: 4999 });
  });

  it("fails when the table's read fails", async () => {
    const rows = async function* () {
      yield { n: "INV-1", a: 1 };
      throw new Error("connection lost");
    };
    await expect(renderReportFiles(doc(rows))).rejects.toThrow("connection lost");
  });
});
