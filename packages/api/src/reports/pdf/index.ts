// The report as a PDF (pdfkit): a title page (organisation, title, type, generated-at in the reader's time zone,
// period, requested by, contents), then each section on a new page with its figures, bar charts, tables and text;
// every page carries the organisation's name and "Page n of m" in its footer.
import { addDays, calendarDateIn } from "../../lib/dates.js";
import type { ReportBlock, ReportDocument } from "../document.js";
import { REPORT_TYPE_SPEC_NAMES } from "../rules.js";
import { drawChart, drawFigures } from "./blocks.js";
import { Canvas, COLORS } from "./canvas.js";
import { pageFooters } from "./footer.js";
import { drawTable } from "./table.js";

export interface RenderPdfOptions {
  /** Called as table rows are drawn, with the number drawn so far (about every 500 rows and at the end). */
  onProgress?: (rowsDrawn: number) => void;
}

/** "28 November 2026, 22:05 GMT+1 (Europe/Berlin)". */
export function formatGeneratedAt(at: Date, timeZone: string): string {
  const text = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(at);
  return `${text} (${timeZone})`;
}

/** The period the figures cover: "1 September 2026 – 30 November 2026 (90 days)", dates in the report's zone. */
export function formatPeriod(doc: Pick<ReportDocument, "generatedAt" | "timeZone" | "periodDays">): string {
  const to = calendarDateIn(doc.generatedAt, doc.timeZone);
  const from = addDays(to, -doc.periodDays);
  return `${longDate(from)} – ${longDate(to)} (${doc.periodDays} days)`;
}

function longDate(iso: string): string {
  return new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", day: "numeric", month: "long", year: "numeric" }).format(
    new Date(`${iso}T00:00:00Z`),
  );
}

function drawTitlePage(c: Canvas, doc: ReportDocument): void {
  c.doc.rect(0, 0, c.doc.page.width, 8).fillColor(COLORS.accent).fill();
  c.y = 110;
  c.line(doc.organisationName, c.left, c.y, { size: 14, color: COLORS.muted }, { maxWidth: c.width });
  c.y += 30;
  for (const l of c.wrap(doc.title, { size: 26, weight: "bold" }, c.width)) {
    c.line(l, c.left, c.y, { size: 26, weight: "bold", color: COLORS.accent });
    c.y += 34;
  }
  c.y += 4;
  c.line(`${REPORT_TYPE_SPEC_NAMES[doc.type]} report`, c.left, c.y, { size: 13 });
  c.y += 36;
  const facts: [string, string][] = [
    ["Generated", formatGeneratedAt(doc.generatedAt, doc.timeZone)],
    ["Period", formatPeriod(doc)],
    ...(doc.scope ? ([["Scope", doc.scope]] as [string, string][]) : []),
    ["Requested by", doc.requestedBy],
    ["Dates in tables", `year-month-day, as ${calendarDateIn(doc.generatedAt, doc.timeZone)}`],
  ];
  for (const [label, value] of facts) {
    c.line(label, c.left, c.y, { size: 10, color: COLORS.muted });
    c.line(value, c.left + 110, c.y, { size: 10 }, { maxWidth: c.width - 110 });
    c.y += 18;
  }
  c.y += 20;
  c.line("Contents", c.left, c.y, { size: 11, weight: "bold" });
  c.y += 18;
  doc.sections.forEach((s, i) => {
    c.ensure(16);
    c.line(`${i + 1}. ${s.title}`, c.left + 10, c.y, { size: 10 }, { maxWidth: c.width - 10 });
    c.y += 16;
  });
}

async function drawBlock(c: Canvas, block: ReportBlock, onRow: () => void): Promise<void> {
  switch (block.kind) {
    case "figures":
      drawFigures(c, block);
      return;
    case "chart":
      drawChart(c, block);
      return;
    case "table":
      await drawTable(c, block, onRow);
      return;
    case "text":
      c.paragraph(block.text, { size: 9 });
      return;
  }
}

export async function renderReportPdf(
  doc: ReportDocument,
  options: RenderPdfOptions = {},
): Promise<{ bytes: Buffer; pageCount: number }> {
  const c = new Canvas({ title: doc.title, author: doc.organisationName });
  const footers = pageFooters(c, doc.organisationName);
  c.onLeavePage = footers.draw;
  drawTitlePage(c, doc);
  let rows = 0;
  const onRow = () => {
    rows++;
    if (rows % 500 === 0) options.onProgress?.(rows);
  };
  for (const section of doc.sections) {
    c.newPage();
    c.line(section.title, c.left, c.y, { size: 16, weight: "bold", color: COLORS.accent }, { maxWidth: c.width });
    c.y += 28;
    for (const block of section.blocks) await drawBlock(c, block, onRow);
  }
  options.onProgress?.(rows);
  const bytes = await c.finish(footers.complete);
  return { bytes, pageCount: footers.pages() };
}
