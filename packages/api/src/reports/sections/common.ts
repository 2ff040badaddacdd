// What the section builders share: the filters as Prisma conditions, the report's "today", tables read in keyset
// pages (a register of any length is read PAGE_SIZE rows at a time, never whole), labels and numbers.
import type { Prisma } from "@tprm/db";
import { addDays, isoDate, todayIn } from "../../lib/dates.js";
import type { ReportContext, ReportRow } from "../document.js";

export const PAGE_SIZE = 250;

/** Today in the report's time zone, and the period's first day. */
export function days(ctx: ReportContext): { today: string; periodStart: string; periodEnd: string } {
  const today = todayIn(ctx.timeZone, ctx.now);
  return {
    today,
    periodStart: addDays(today, -ctx.filters.periodDays),
    periodEnd: addDays(today, ctx.filters.periodDays),
  };
}

/** A calendar date as the column type stores it (midnight UTC). */
export const asDate = (iso: string) => new Date(`${iso}T00:00:00.000Z`);

export const isoOrNull = (d: Date | null | undefined) => (d ? isoDate(d) : null);

/** Days from one calendar date to another (negative when `to` is earlier). */
export const daysFrom = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** "under_review" → "Under review". */
export function label(value: string | null | undefined): string {
  if (!value) return "";
  const words = value.replace(/[_-]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const count = (n: number) => n.toLocaleString("en-GB");
export const money = (amount: number, currency: string) =>
  `${amount.toLocaleString("en-GB", { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${currency}`;
export const percent = (part: number, whole: number) =>
  whole === 0 ? "0%" : `${((part / whole) * 100).toLocaleString("en-GB", { maximumFractionDigits: 1 })}%`;

// ── The filters ───────────────────────────────────────────────────────────────────────────────────────────────

/**
 * The outsourcing register: new outsourcing arrangements (workflows of that type) that were not rejected or
 * cancelled — those under review, awaiting or deferred by the committee, and approved ones.
 */
export const REGISTER_STATUSES = ["initiation", "in_progress", "pending", "approved", "deferred", "completed"] as const;

/** Critical or important: classified critical by the materiality assessment, or its contract supports a critical function. */
export const CRITICAL_ARRANGEMENT: Prisma.WorkflowWhereInput = {
  OR: [{ materialityClassification: "critical" }, { contract: { criticalFunction: true } }],
};

/** The vendors the filters keep: of the chosen risk ratings; with criticalOnly, providers of a critical arrangement. */
export function vendorScope(ctx: ReportContext): Prisma.VendorWhereInput {
  const and: Prisma.VendorWhereInput[] = [];
  if (ctx.filters.riskLevels.length) and.push({ riskRating: { in: ctx.filters.riskLevels } });
  if (ctx.filters.criticalOnly) {
    and.push({
      workflows: { some: { type: "new_outsourcing", status: { in: [...REGISTER_STATUSES] }, ...CRITICAL_ARRANGEMENT } },
    });
  }
  return and.length ? { AND: and } : {};
}

/** The register's arrangements under the filters. */
export function arrangementScope(
  ctx: ReportContext,
  criticalOnly = ctx.filters.criticalOnly,
): Prisma.WorkflowWhereInput {
  const and: Prisma.WorkflowWhereInput[] = [{ type: "new_outsourcing", status: { in: [...REGISTER_STATUSES] } }];
  if (criticalOnly) and.push(CRITICAL_ARRANGEMENT);
  if (ctx.filters.riskLevels.length) and.push({ vendor: { riskRating: { in: ctx.filters.riskLevels } } });
  return { AND: and };
}

/** The providers of the register's arrangements (under the filters): whom the regulatory sections are about. */
export function registerProviders(ctx: ReportContext): Prisma.VendorWhereInput {
  return { workflows: { some: arrangementScope(ctx) } };
}

/** Conditions on a record's vendor (contracts, assessments, breaches, invoices). */
export function byVendor(ctx: ReportContext): { vendor?: Prisma.VendorWhereInput } {
  const scope = vendorScope(ctx);
  return Object.keys(scope).length ? { vendor: scope } : {};
}

// ── Tables read in pages ──────────────────────────────────────────────────────────────────────────────────────

/**
 * Rows read in pages of PAGE_SIZE ordered by id (keyset: each page starts after the last id), mapped one by one.
 * Each call starts afresh, so the PDF and the XLSX each read the table once.
 */
export function pagedRows<T extends { id: string }>(
  fetchPage: (after: string | undefined, take: number) => Promise<T[]>,
  toRow: (item: T) => ReportRow,
): () => AsyncIterable<ReportRow> {
  return async function* rows() {
    let after: string | undefined;
    for (;;) {
      const page = await fetchPage(after, PAGE_SIZE);
      for (const item of page) yield toRow(item);
      if (page.length < PAGE_SIZE) return;
      after = (page[page.length - 1] as T).id;
    }
  };
}

/** Keyset arguments for a Prisma findMany ordered by id. */
export const keyset = <O extends Record<string, "asc" | "desc">>(
  after: string | undefined,
  take: number,
  orderBy: O[] = [],
) => ({
  take,
  ...(after ? { cursor: { id: after }, skip: 1 } : {}),
  orderBy: [...orderBy, { id: "asc" as const }],
});

/** Rows already small enough to hold (a grouped summary). */
export function listRows(rows: ReportRow[]): () => AsyncIterable<ReportRow> {
  return async function* () {
    yield* rows;
  };
}

export const RISK_ORDER = ["critical", "high", "medium", "low"] as const;
