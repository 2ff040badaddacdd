// What a report is before it is a file: sections of blocks (figures, charts, tables, text) drawn from live data by
// the section builders (reports/sections/), then rendered twice, as a PDF (reports/pdf/) and an XLSX (reports/xlsx.ts).
// A table's rows are a factory of an async iterable, so each renderer reads them afresh from the database in
// batches: a register of any length is never held in memory.
import type { PrismaClient } from "@tprm/db";
import type { ReportFilters } from "../schemas/reports.js";
import type { ReportSectionId, ReportTypeValue } from "./rules.js";

export type ReportCell = string | number | null;
export type ReportRow = Record<string, ReportCell>;

export interface ReportColumn {
  key: string;
  label: string;
  /** Relative width in the PDF (default 1). */
  width?: number;
  align?: "left" | "right";
  /** How the XLSX stores the cell: text (default), a number, or a date ("YYYY-MM-DD" text in the row). */
  format?: "text" | "number" | "date";
}

export type ReportBlock =
  /** Headline figures: "Vendors: 1,204", "Critical arrangements: 12". */
  | { kind: "figures"; items: { label: string; value: string }[] }
  /** A bar chart; the XLSX gets its data as a small table. */
  | { kind: "chart"; title: string; series: { label: string; value: number }[]; unit?: string }
  /** A table. `rows()` may be called more than once (once per renderer); `count` when known, for progress. */
  | {
      kind: "table";
      title: string;
      columns: ReportColumn[];
      rows: () => AsyncIterable<ReportRow>;
      count?: number;
      /** Shown instead of the table when it has no rows. */
      empty: string;
    }
  | { kind: "text"; text: string };

export interface ReportSection {
  /** A section of the catalogue (REPORT_SECTIONS), or one of the compliance report's own (compliance/report.ts). */
  id: ReportSectionId | `compliance-${string}`;
  title: string;
  blocks: ReportBlock[];
}

export interface ReportDocument {
  /** The template's (or report's) name. */
  title: string;
  type: ReportTypeValue;
  organisationName: string;
  generatedAt: Date;
  /** IANA zone the generated-at time and dates are printed in (the reader's, or the organisation's for a schedule). */
  timeZone: string;
  /** Who asked for it ("Scheduled" for a schedule). */
  requestedBy: string;
  periodDays: number;
  /** What the figures are limited to (the template's filters), in words; printed under the period. */
  scope?: string;
  sections: ReportSection[];
}

/** What a section builder gets. */
export interface ReportContext {
  db: PrismaClient;
  now: Date;
  timeZone: string;
  filters: ReportFilters;
}

export type SectionBuilder = (ctx: ReportContext) => Promise<ReportSection>;
