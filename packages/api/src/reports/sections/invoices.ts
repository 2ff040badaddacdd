// Invoices over the period and their exceptions: overdue, duplicates (same number, or same amount and issue date,
// for one vendor) and amounts above the contract value — the same rules as the invoices screen.
import type { Prisma } from "@tprm/db";
import { type OverContractRow, overContractQuery } from "../../invoices/contract-limit.js";
import { DUPLICATE_CANDIDATES } from "../../invoices/invoice-exceptions.js";
import { exceedsContractValue, findDuplicateInvoices } from "../../invoices/rules.js";
import type { ReportContext, ReportRow, ReportSection } from "../document.js";
import { REPORT_SECTIONS } from "../rules.js";
import { asDate, byVendor, count, days, daysFrom, isoOrNull, keyset, listRows, pagedRows } from "./common.js";

/** Most invoices above their contract value the report lists (the figure counts them all up to this). */
const OVER_CONTRACT_LIMIT = 5000;
const include = { vendor: { select: { name: true } } } satisfies Prisma.InvoiceInclude;

const OVERDUE_BANDS = [
  { label: "1–30 days", max: 30 },
  { label: "31–60 days", max: 60 },
  { label: "61–90 days", max: 90 },
  { label: "Over 90 days", max: Number.POSITIVE_INFINITY },
];

export async function invoicesSection(ctx: ReportContext): Promise<ReportSection> {
  const { today, periodStart } = days(ctx);
  const scope = byVendor(ctx);
  const issued: Prisma.InvoiceWhereInput = { issueDate: { gte: asDate(periodStart) }, ...scope };
  const overdue: Prisma.InvoiceWhereInput = { status: "pending", dueDate: { lt: asDate(today) }, ...scope };
  const [byCurrency, paidInPeriod, pending, overdueDates, candidates, overContract] = await Promise.all([
    ctx.db.invoice.groupBy({
      by: ["currency", "status"],
      where: issued,
      _count: { _all: true },
      _sum: { amount: true },
    }),
    ctx.db.invoice.count({ where: { status: "paid", paidAt: { gte: asDate(periodStart) }, ...scope } }),
    ctx.db.invoice.count({ where: { status: "pending", ...scope } }),
    ctx.db.invoice.groupBy({ by: ["dueDate"], where: overdue, _count: { _all: true } }),
    ctx.db.$queryRaw<{ id: string }[]>(DUPLICATE_CANDIDATES),
    ctx.db.$queryRaw<OverContractRow[]>(overContractQuery(OVER_CONTRACT_LIMIT)),
  ]);
  const [duplicateRows, overRows] = await Promise.all([
    candidates.length
      ? ctx.db.invoice.findMany({ where: { id: { in: candidates.map((c) => c.id) }, ...scope }, include })
      : [],
    overContract.length
      ? ctx.db.invoice.findMany({ where: { id: { in: overContract.map((o) => o.id) }, ...scope }, include })
      : [],
  ]);
  const groups = findDuplicateInvoices(
    duplicateRows.map((r) => ({
      id: r.id,
      vendorId: r.vendorId,
      number: r.number,
      amount: r.amount.toFixed(2),
      issueDate: r.issueDate,
    })),
  );
  const byId = new Map([...duplicateRows, ...overRows].map((r) => [r.id, r]));
  const exceptionRow = (id: string, reason: string, detail: string): ReportRow => {
    const r = byId.get(id);
    return {
      reason,
      vendor: r?.vendor.name ?? null,
      number: r?.number ?? null,
      amount: r ? Number(r.amount) : null,
      currency: r?.currency ?? null,
      issued: isoOrNull(r?.issueDate),
      detail,
    };
  };
  const limits = new Map(overContract.map((o) => [o.id, o]));
  const above = overRows.filter((r) => exceedsContractValue(r.amount.toFixed(2), limits.get(r.id)?.limit ?? "0"));
  const exceptions: ReportRow[] = [
    ...groups.flatMap((g) =>
      g.invoiceIds.map((id) =>
        exceptionRow(
          id,
          g.reason === "same-number" ? "Duplicate number" : "Same amount and date",
          `${g.invoiceIds.length} invoices: ${g.key}`,
        ),
      ),
    ),
    ...above.map((r) => {
      const limit = limits.get(r.id) as OverContractRow;
      return exceptionRow(
        r.id,
        "Above contract value",
        `${limit.reference ?? "Executed contracts"}: ${limit.limit} ${r.currency}`,
      );
    }),
  ];
  const overdueCount = overdueDates.reduce((s, g) => s + g._count._all, 0);
  const bands = OVERDUE_BANDS.map((b) => ({ label: b.label, value: 0 }));
  for (const g of overdueDates) {
    const late = daysFrom(isoOrNull(g.dueDate) as string, today);
    const i = OVERDUE_BANDS.findIndex((b) => late <= b.max);
    (bands[i] as { value: number }).value += g._count._all;
  }
  const currencies = [...new Set(byCurrency.map((g) => g.currency))].sort();
  const sum = (c: string, status?: string) =>
    byCurrency
      .filter((g) => g.currency === c && (!status || g.status === status))
      .reduce((s, g) => s + Number(g._sum.amount ?? 0), 0);
  const issuedCount = byCurrency.reduce((s, g) => s + g._count._all, 0);
  return {
    id: "invoices",
    title: REPORT_SECTIONS.invoices.title,
    blocks: [
      {
        kind: "figures",
        items: [
          { label: `Issued in the last ${ctx.filters.periodDays} days`, value: count(issuedCount) },
          { label: `Paid in the last ${ctx.filters.periodDays} days`, value: count(paidInPeriod) },
          { label: "Pending", value: count(pending) },
          { label: "Overdue", value: count(overdueCount) },
          { label: "Duplicate groups", value: count(groups.length) },
          { label: "Above the contract value", value: count(above.length) },
        ],
      },
      { kind: "chart", title: "Overdue invoices by days past due", series: bands },
      {
        kind: "table",
        title: `Invoiced in the last ${ctx.filters.periodDays} days by currency`,
        count: currencies.length,
        empty: "No invoice was issued in the period.",
        columns: [
          { key: "currency", label: "Currency", width: 1 },
          { key: "invoices", label: "Invoices", width: 1, format: "number" },
          { key: "amount", label: "Amount", width: 1.5, format: "number" },
          { key: "paid", label: "Paid", width: 1.5, format: "number" },
          { key: "pending", label: "Pending", width: 1.5, format: "number" },
        ],
        rows: listRows(
          currencies.map((c) => ({
            currency: c,
            invoices: byCurrency.filter((g) => g.currency === c).reduce((s, g) => s + g._count._all, 0),
            amount: sum(c),
            paid: sum(c, "paid"),
            pending: sum(c, "pending"),
          })),
        ),
      },
      {
        kind: "table",
        title: "Overdue invoices",
        count: overdueCount,
        empty: "No invoice is overdue.",
        columns: [
          { key: "vendor", label: "Vendor", width: 2 },
          { key: "number", label: "Invoice", width: 1.2 },
          { key: "amount", label: "Amount", width: 1.2, format: "number" },
          { key: "currency", label: "Currency", width: 0.7 },
          { key: "issued", label: "Issued", width: 0.9, format: "date" },
          { key: "due", label: "Due", width: 0.9, format: "date" },
          { key: "late", label: "Days overdue", width: 0.8, format: "number" },
        ],
        rows: pagedRows(
          (after, take) =>
            ctx.db.invoice.findMany({ where: overdue, include, ...keyset(after, take, [{ dueDate: "asc" }]) }),
          (r) => ({
            vendor: r.vendor.name,
            number: r.number,
            amount: Number(r.amount),
            currency: r.currency,
            issued: isoOrNull(r.issueDate),
            due: isoOrNull(r.dueDate),
            late: daysFrom(isoOrNull(r.dueDate) as string, today),
          }),
        ),
      },
      {
        kind: "table",
        title: "Invoice exceptions",
        count: exceptions.length,
        empty: "No duplicate invoice and none above its contract value.",
        columns: [
          { key: "reason", label: "Exception", width: 1.3 },
          { key: "vendor", label: "Vendor", width: 1.8 },
          { key: "number", label: "Invoice", width: 1.1 },
          { key: "amount", label: "Amount", width: 1.1, format: "number" },
          { key: "currency", label: "Currency", width: 0.7 },
          { key: "issued", label: "Issued", width: 0.9, format: "date" },
          { key: "detail", label: "Detail", width: 2.2 },
        ],
        rows: listRows(exceptions),
      },
    ],
  };
}
