// The vendor register's reads: summary (counts and contract book), the record with its history, and search.
// The register's page itself is vendor-list.ts.
import { Prisma, sqlRows, type VendorStatus } from "@tprm/db";
import type { z } from "zod";
import type { Context, SignedInContext } from "../context.js";
import { toInvoiceDto } from "../invoices/dto.js";
import { BREACH_INCLUDE, toBreachDto } from "../kpi-breaches/dto.js";
import { todayIn } from "../lib/dates.js";
import { notFound } from "../lib/errors.js";
import { USER_NAME } from "../lib/people.js";
import { hasPermission } from "../permissions/check.js";
import type { searchVendorsInput } from "../schemas/vendors.js";
import { OFFBOARDING_INCLUDE, REVIEW_INCLUDE, toOffboardingDto, toReviewDto, toTaskDto, toVendorDto } from "./dto.js";
import { vendorFilterWhere } from "./list-filters.js";
import {
  type ContractBookEntry,
  checklistProgress,
  contractBookEntry,
  relationshipHealthScore,
  singleCurrencyBook,
  VENDOR_STATUSES,
} from "./rules.js";
import { VENDOR_ENTITY } from "./vendor-entity.js";

/**
 * The contract book per currency: the executed contracts of the vendors not offboarded, grouped by the contract's
 * currency and summed in PostgreSQL (numeric, exact) from the partial index "Contract_executed_vendor_idx"
 * (vendorId, currency) INCLUDE (value) WHERE status = 'executed'. `vendors` counts the vendors holding such a
 * contract in that currency. Ordered by how many vendors each currency has, then by currency code: amounts in
 * different currencies are never compared, not even to order them (a yen total would always come before a dollar
 * one).
 */
async function contractBook(ctx: Context): Promise<ContractBookEntry[]> {
  const rows = await sqlRows<{ currency: string; total: string; vendors: number }>(
    ctx.sql,
    Prisma.sql`
      SELECT c."currency", sum(c."value")::text AS total, count(DISTINCT c."vendorId")::int AS vendors
      FROM "Contract" c JOIN "Vendor" v ON v."id" = c."vendorId"
      WHERE c."status" = 'executed' AND v."status" <> 'offboarded'
      GROUP BY c."currency"
      ORDER BY count(DISTINCT c."vendorId") DESC, c."currency" ASC`,
  );
  return rows.map(contractBookEntry);
}

/** One vendor's contract book: its executed contracts per currency, most contracts first, then by currency code. */
async function vendorContractBook(ctx: Context, vendorId: string) {
  const groups = await ctx.db.contract.groupBy({
    by: ["currency"],
    where: { vendorId, status: "executed" },
    _sum: { value: true },
    _count: { _all: true },
  });
  return groups
    .map((g) => ({ currency: g.currency, total: (g._sum.value ?? 0).toFixed(2), contracts: g._count._all }))
    .sort((a, b) => b.contracts - a.contracts || a.currency.localeCompare(b.currency));
}

export async function vendorSummary(ctx: Context) {
  const [groups, book] = await Promise.all([
    ctx.db.vendor.groupBy({ by: ["status"], _count: { _all: true } }),
    contractBook(ctx),
  ]);
  const counts = Object.fromEntries(VENDOR_STATUSES.map((s) => [s, 0])) as Record<VendorStatus, number>;
  for (const group of groups) counts[group.status] = group._count._all;
  return {
    total: Object.values(counts).reduce((a, b) => a + b, 0),
    /** Per currency, largest first: `{ currency, total: "12400000.00", totalMillions: "12.4", vendors }`. */
    contractBookByCurrency: book,
    /** Deprecated single figure: set only when every contract is in one currency, otherwise null. */
    ...singleCurrencyBook(book),
    counts,
  };
}

export async function getVendor(ctx: SignedInContext, id: string) {
  const user = ctx.auth.user;
  const seesInvoices = hasPermission(user.role, { action: "view", resource: "invoices" });
  const vendor = await ctx.db.vendor.findUnique({
    where: { id },
    include: {
      onboardingTasks: { orderBy: { position: "asc" } },
      reviews: { orderBy: [{ reviewedAt: "desc" }, { createdAt: "desc" }], take: 20, include: REVIEW_INCLUDE },
      kpiBreaches: { orderBy: [{ occurredAt: "desc" }], take: 50, include: BREACH_INCLUDE },
      offboardings: { orderBy: { requestedAt: "desc" }, include: OFFBOARDING_INCLUDE },
      _count: { select: { reviews: true, kpiBreaches: true, invoices: true, offboardings: true } },
    },
  });
  if (!vendor) throw notFound("Vendor not found.");
  const { onboardingTasks, reviews, kpiBreaches, offboardings, _count, ...row } = vendor;
  const invoices = seesInvoices
    ? await ctx.db.invoice.findMany({
        where: { vendorId: id },
        orderBy: [{ issueDate: "desc" }, { createdAt: "desc" }],
        take: 50,
        include: { paidBy: USER_NAME },
      })
    : null;

  const [openBreaches, activityRows, book] = await Promise.all([
    ctx.db.kpiBreach.groupBy({ by: ["severity"], where: { vendorId: id, resolvedAt: null }, _count: { _all: true } }),
    ctx.db.auditLog.findMany({
      where: {
        OR: [
          { entityType: VENDOR_ENTITY, entityId: id },
          ...(invoices?.length ? [{ entityType: "Invoice", entityId: { in: invoices.map((i) => i.id) } }] : []),
        ],
      },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: 50,
      include: { actor: { select: { id: true, firstName: true, lastName: true } } },
    }),
    vendorContractBook(ctx, id),
  ]);
  const open = Object.fromEntries(openBreaches.map((g) => [g.severity, g._count._all]));
  const latest = reviews[0] ?? null;
  return {
    ...toVendorDto(row),
    onboardingTasks: onboardingTasks.map(toTaskDto),
    checklist: checklistProgress(onboardingTasks),
    reviews: reviews.map(toReviewDto),
    kpiBreaches: kpiBreaches.map(toBreachDto),
    openBreaches: open,
    healthScore: relationshipHealthScore(latest, open),
    offboardings: offboardings.map(toOffboardingDto),
    /** null when the caller may not view invoices. */
    invoices: invoices ? invoices.map((i) => toInvoiceDto(i, todayIn(ctx.env.APP_TIME_ZONE))) : null,
    contractBookByCurrency: book,
    counts: _count,
    activity: activityRows.map(({ actor, ...a }) => ({
      id: a.id,
      action: a.action,
      entityType: a.entityType,
      entityId: a.entityId,
      description: a.description,
      createdAt: a.createdAt,
      actor: actor ? { id: actor.id, name: `${actor.firstName} ${actor.lastName}` } : null,
    })),
  };
}

export async function searchVendors(ctx: Context, input: z.infer<typeof searchVendorsInput>) {
  const q = input.q;
  const rows = await ctx.db.vendor.findMany({
    // Name, legal name, LEI, contact person or e-mail: the register's own search.
    where: vendorFilterWhere({ search: q }),
    select: { id: true, name: true, legalName: true, status: true, country: true },
    orderBy: [{ name: "asc" }, { id: "asc" }],
    take: input.limit * 3,
  });
  const lower = q.toLowerCase();
  const rank = (r: (typeof rows)[number]) =>
    r.name.toLowerCase() === lower ? 0 : r.name.toLowerCase().startsWith(lower) ? 1 : 2;
  return rows
    .map((r, i) => ({ r, i }))
    .sort((a, b) => rank(a.r) - rank(b.r) || a.i - b.i)
    .slice(0, input.limit)
    .map(({ r }) => r);
}
