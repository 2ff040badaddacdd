// Invoices: list (with the derived "overdue" status), CRUD, exceptions and metrics. Amounts are exact decimals.
// Marking an invoice paid records who approved the payment (paidById): the signed-in user, never the request.
import { Prisma } from "@tprm/db";
import type { z } from "zod";
import { recordChange } from "../audit/record-change.js";
import type { Context, SignedInContext } from "../context.js";
import { badRequest, notFound } from "../lib/errors.js";
import { formatAmount } from "../lib/money.js";
import { paginate, skipTake } from "../lib/pagination.js";
import { personName, USER_NAME } from "../lib/people.js";
import type {
  createInvoiceInput,
  listInvoicesInput,
  recentInvoicesInput,
  updateInvoiceInput,
} from "../schemas/invoices.js";
import { taggedWhere } from "../tags/filter.js";
import { checkInvoiceContract, overContractWarning } from "./contract-limit.js";
import { type InvoiceDto, toInvoiceDto } from "./dto.js";
import { addDays, normalizeInvoiceNumber, paymentDateProblem, todayIso } from "./rules.js";

export const INVOICE_ENTITY = "Invoice";

const vendorRef = { select: { id: true, name: true } } as const;
/** What an invoice answer needs besides its own columns: its vendor and who approved its payment. */
export const withRefs = { vendor: vendorRef, paidBy: USER_NAME } as const;

/** A "YYYY-MM-DD" date as the Date Prisma writes to a date column. */
export const asDate = (day: string) => new Date(`${day}T00:00:00.000Z`);
/** A payment date is a calendar date (midnight UTC, like the dates the dialog sends): by default today, the organisation's. */
const paidToday = (ctx: Context) => asDate(todayIso(ctx.env.APP_TIME_ZONE));

function statusWhere(status: "paid" | "pending" | "overdue" | undefined, today: Date): Prisma.InvoiceWhereInput {
  if (status === "paid") return { status: "paid" };
  if (status === "pending") return { status: "pending", dueDate: { gte: today } };
  if (status === "overdue") return { status: "pending", dueDate: { lt: today } };
  return {};
}

function listOrder(input: z.infer<typeof listInvoicesInput>): Prisma.InvoiceOrderByWithRelationInput[] {
  const order = input.order;
  if (input.sort === "vendor") return [{ vendor: { name: order } }, { dueDate: "desc" }, { id: "asc" }];
  return [{ [input.sort]: order }, { id: order }];
}

export async function listInvoices(ctx: Context, input: z.infer<typeof listInvoicesInput>) {
  const today = todayIso(ctx.env.APP_TIME_ZONE);
  const where: Prisma.InvoiceWhereInput = {
    AND: [
      statusWhere(input.status, asDate(today)),
      input.vendorId ? { vendorId: input.vendorId } : {},
      input.contractId ? { contractId: input.contractId } : {},
      await taggedWhere(ctx.db, "invoice", input.tagId),
      input.search
        ? {
            OR: [
              { number: { contains: input.search, mode: "insensitive" } },
              { description: { contains: input.search, mode: "insensitive" } },
              { vendor: { name: { contains: input.search, mode: "insensitive" } } },
            ],
          }
        : {},
    ],
  };
  const [rows, total] = await Promise.all([
    ctx.db.invoice.findMany({
      where,
      orderBy: listOrder(input),
      include: withRefs,
      ...skipTake(input.page, input.limit),
    }),
    ctx.db.invoice.count({ where }),
  ]);
  return { items: rows.map((r) => toInvoiceDto(r, today)), pagination: paginate(input.page, input.limit, total) };
}

export async function recentInvoices(ctx: Context, input: z.infer<typeof recentInvoicesInput>) {
  const rows = await ctx.db.invoice.findMany({
    orderBy: [{ issueDate: "desc" }, { createdAt: "desc" }, { id: "desc" }],
    take: input.limit,
    include: withRefs,
  });
  const today = todayIso(ctx.env.APP_TIME_ZONE);
  return rows.map((r) => toInvoiceDto(r, today));
}

/** The exceptions a new or changed invoice raises, as sentences for the form. */
async function warningsFor(tx: Prisma.TransactionClient, invoice: InvoiceDto) {
  const warnings: string[] = [];
  const siblings = await tx.invoice.findMany({
    where: {
      vendorId: invoice.vendorId,
      id: { not: invoice.id },
      OR: [
        { number: { equals: invoice.number, mode: "insensitive" } },
        { amount: invoice.amount, issueDate: asDate(invoice.issueDate) },
      ],
    },
    select: { number: true, amount: true, issueDate: true },
  });
  if (siblings.some((s) => normalizeInvoiceNumber(s.number) === normalizeInvoiceNumber(invoice.number))) {
    warnings.push(`Another invoice from this vendor has the number ${invoice.number}.`);
  }
  if (siblings.some((s) => normalizeInvoiceNumber(s.number) !== normalizeInvoiceNumber(invoice.number))) {
    warnings.push(`Another invoice from this vendor has the same amount and issue date.`);
  }
  const overContract = await overContractWarning(tx, invoice);
  if (overContract) warnings.push(overContract);
  return warnings;
}

export async function createInvoice(ctx: SignedInContext, input: z.infer<typeof createInvoiceInput>) {
  const actor = ctx.auth.user;
  return ctx.db.$transaction(async (tx) => {
    const vendor = await tx.vendor.findUnique({
      where: { id: input.vendorId },
      select: { id: true, name: true, currency: true },
    });
    if (!vendor) throw notFound("Vendor not found.");
    await checkInvoiceContract(tx, vendor.id, input.contractId);
    const paymentProblem =
      input.status === "paid" && input.paidAt ? paymentDateProblem(input.paidAt, input.issueDate) : null;
    if (paymentProblem) throw badRequest(`paidAt: ${paymentProblem}`);
    const created = await tx.invoice.create({
      data: {
        vendorId: vendor.id,
        contractId: input.contractId ?? null,
        number: input.number,
        amount: input.amount,
        currency: input.currency ?? vendor.currency,
        issueDate: asDate(input.issueDate),
        dueDate: asDate(input.dueDate),
        status: input.status,
        paidAt: input.status === "paid" ? (input.paidAt ?? paidToday(ctx)) : null,
        paidById: input.status === "paid" ? actor.id : null,
        description: input.description ?? null,
        createdById: actor.id,
      },
      include: withRefs,
    });
    const dto = toInvoiceDto(created, todayIso(ctx.env.APP_TIME_ZONE));
    await recordChange(tx, ctx, {
      action: "CREATE",
      entityType: INVOICE_ENTITY,
      entityId: created.id,
      after: dto,
      description: `Recorded invoice ${dto.number} from ${vendor.name}: ${formatAmount(dto.amount, dto.currency)}${dto.paidBy ? ` (paid, approved by ${dto.paidBy.name})` : ""}`,
    });
    return { ...dto, warnings: await warningsFor(tx, dto) };
  });
}

export async function updateInvoice(ctx: SignedInContext, input: z.infer<typeof updateInvoiceInput>) {
  const actor = ctx.auth.user;
  const { id, ...fields } = input;
  return ctx.db.$transaction(async (tx) => {
    const before = await tx.invoice.findUnique({ where: { id }, include: withRefs });
    if (!before) throw notFound("Invoice not found.");
    const beforeDto = toInvoiceDto(before, todayIso(ctx.env.APP_TIME_ZONE));
    const issueDate = fields.issueDate ?? beforeDto.issueDate;
    const dueDate = fields.dueDate ?? beforeDto.dueDate;
    if (dueDate < issueDate) throw badRequest("dueDate: Due date cannot be before the issue date");
    if (fields.vendorId && fields.vendorId !== before.vendorId) {
      const exists = await tx.vendor.findUnique({ where: { id: fields.vendorId }, select: { id: true } });
      if (!exists) throw notFound("Vendor not found.");
    }
    // The contract named (or still named) must be the final vendor's: moving an invoice to another vendor without
    // choosing one of its contracts is refused rather than leaving it under a contract of the first vendor.
    const contractId = fields.contractId === undefined ? before.contractId : fields.contractId;
    await checkInvoiceContract(tx, fields.vendorId ?? before.vendorId, contractId);
    const status = fields.status ?? before.status;
    const paymentProblem = status === "paid" && fields.paidAt ? paymentDateProblem(fields.paidAt, issueDate) : null;
    if (paymentProblem) throw badRequest(`paidAt: ${paymentProblem}`);
    const paidAt =
      status === "paid" ? (fields.paidAt ?? (before.status === "paid" ? before.paidAt : null) ?? paidToday(ctx)) : null;
    const after = await tx.invoice.update({
      where: { id },
      data: {
        ...(fields.vendorId ? { vendorId: fields.vendorId } : {}),
        ...(fields.contractId !== undefined ? { contractId: fields.contractId } : {}),
        ...(fields.number ? { number: fields.number } : {}),
        ...(fields.amount ? { amount: fields.amount } : {}),
        ...(fields.currency ? { currency: fields.currency } : {}),
        issueDate: asDate(issueDate),
        dueDate: asDate(dueDate),
        status,
        paidAt,
        // Who approved the payment: whoever marks it paid; kept while it stays paid, cleared when back to pending.
        paidById: status === "paid" ? (before.status === "paid" ? before.paidById : actor.id) : null,
        ...(fields.description !== undefined ? { description: fields.description } : {}),
      },
      include: withRefs,
    });
    const dto = toInvoiceDto(after, todayIso(ctx.env.APP_TIME_ZONE));
    const paidNow = before.status !== "paid" && status === "paid";
    await recordChange(tx, ctx, {
      action: "UPDATE",
      entityType: INVOICE_ENTITY,
      entityId: id,
      before: beforeDto,
      after: dto,
      description: paidNow
        ? `Marked invoice ${dto.number} from ${after.vendor.name} paid: ${formatAmount(dto.amount, dto.currency)} (approved by ${personName(actor)})`
        : `Updated invoice ${dto.number} from ${after.vendor.name}`,
    });
    return { ...dto, warnings: await warningsFor(tx, dto) };
  });
}

export async function deleteInvoice(ctx: SignedInContext, id: string) {
  return ctx.db.$transaction(async (tx) => {
    const before = await tx.invoice.findUnique({ where: { id }, include: withRefs });
    if (!before) throw notFound("Invoice not found.");
    await tx.invoice.delete({ where: { id } });
    const dto = toInvoiceDto(before, todayIso(ctx.env.APP_TIME_ZONE));
    await recordChange(tx, ctx, {
      action: "DELETE",
      entityType: INVOICE_ENTITY,
      entityId: id,
      before: dto,
      description: `Deleted invoice ${dto.number} from ${before.vendor.name}: ${formatAmount(dto.amount, dto.currency)}`,
    });
    return { id, deleted: true };
  });
}

const money = (value: Prisma.Decimal | null) => (value ?? new Prisma.Decimal(0)).toFixed(2);

type Bucket = "all" | "paid" | "pending" | "overdue" | "dueSoon";
interface CurrencyRow {
  currency: string;
  all: string;
  paid: string;
  pending: string;
  overdue: string;
  dueSoon: string;
}

export async function invoiceMetrics(ctx: Context) {
  const today = todayIso(ctx.env.APP_TIME_ZONE);
  const todayDate = asDate(today);
  const in30 = asDate(addDays(today, 30));
  const sum = (where: Prisma.InvoiceWhereInput) =>
    ctx.db.invoice.aggregate({ where, _count: { _all: true }, _sum: { amount: true } });
  const [all, paid, pending, overdue, dueSoon, avg, perCurrency] = await Promise.all([
    sum({}),
    sum({ status: "paid" }),
    sum({ status: "pending", dueDate: { gte: todayDate } }),
    sum({ status: "pending", dueDate: { lt: todayDate } }),
    sum({ status: "pending", dueDate: { gte: todayDate, lte: in30 } }),
    ctx.db.$queryRaw<{ days: string | null }[]>(Prisma.sql`
      SELECT ROUND(AVG(GREATEST(0, "paidAt"::date - "issueDate")), 1)::text AS days
        FROM "Invoice" WHERE "status" = 'paid' AND "paidAt" IS NOT NULL`),
    // The same buckets per currency, so a screen can show real sums when the register mixes currencies.
    ctx.db.$queryRaw<CurrencyRow[]>(Prisma.sql`
      SELECT "currency",
             COALESCE(SUM("amount"), 0)::numeric(18,2)::text AS "all",
             COALESCE(SUM("amount") FILTER (WHERE "status" = 'paid'), 0)::numeric(18,2)::text AS "paid",
             COALESCE(SUM("amount") FILTER (WHERE "status" = 'pending' AND "dueDate" >= ${todayDate}::date), 0)::numeric(18,2)::text AS "pending",
             COALESCE(SUM("amount") FILTER (WHERE "status" = 'pending' AND "dueDate" < ${todayDate}::date), 0)::numeric(18,2)::text AS "overdue",
             COALESCE(SUM("amount") FILTER (WHERE "status" = 'pending' AND "dueDate" >= ${todayDate}::date AND "dueDate" <= ${in30}::date), 0)::numeric(18,2)::text AS "dueSoon"
        FROM "Invoice" GROUP BY "currency" ORDER BY "currency"`),
  ]);
  const byCurrency = (bucket: Bucket) =>
    perCurrency.filter((row) => row[bucket] !== "0.00").map((row) => ({ currency: row.currency, amount: row[bucket] }));
  const total = (a: typeof all, bucket: Bucket) => ({
    count: a._count._all,
    amount: money(a._sum.amount),
    byCurrency: byCurrency(bucket),
  });
  const days = avg[0]?.days;
  return {
    totals: {
      all: total(all, "all"),
      paid: total(paid, "paid"),
      pending: total(pending, "pending"),
      overdue: total(overdue, "overdue"),
    },
    overdueAmount: money(overdue._sum.amount),
    dueNext30Days: total(dueSoon, "dueSoon"),
    averageDaysToPay: days == null ? null : Number(days),
    /** `amount` sums as recorded, without FX conversion; with more than one currency use `byCurrency`. */
    currencies: perCurrency.map((c) => c.currency),
  };
}
