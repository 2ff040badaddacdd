// The invoice exceptions: overdue, duplicates and above the contract value (contract-limit.ts), each list capped
// while its count stays complete.
import { Prisma } from "@tprm/db";
import type { Context } from "../context.js";
import { type OverContractRow, overContractQuery } from "./contract-limit.js";
import { toInvoiceDto } from "./dto.js";
import { asDate, withRefs } from "./invoice-service.js";
import { exceedsContractValue, findDuplicateInvoices, todayIso } from "./rules.js";

/** Most rows each exception list returns (the counts are always complete). */
const EXCEPTION_LIMIT = 500;

/** Invoices that share a vendor and a number, or a vendor, an amount and an issue date (the report reads it too). */
export const DUPLICATE_CANDIDATES = Prisma.sql`
      SELECT i."id" FROM "Invoice" i
        JOIN (SELECT "vendorId", upper(btrim("number")) AS n FROM "Invoice"
               GROUP BY 1, 2 HAVING COUNT(*) > 1) d
          ON d."vendorId" = i."vendorId" AND d.n = upper(btrim(i."number"))
      UNION
      SELECT i."id" FROM "Invoice" i
        JOIN (SELECT "vendorId", "amount", "issueDate" FROM "Invoice"
               GROUP BY 1, 2, 3 HAVING COUNT(*) > 1) d
          ON d."vendorId" = i."vendorId" AND d."amount" = i."amount" AND d."issueDate" = i."issueDate"`;

export async function invoiceExceptions(ctx: Context) {
  const today = todayIso(ctx.env.APP_TIME_ZONE);
  const todayDate = asDate(today);
  const [overdueRows, overdueCount, duplicateCandidates, overContractLimits] = await Promise.all([
    ctx.db.invoice.findMany({
      where: { status: "pending", dueDate: { lt: todayDate } },
      orderBy: [{ dueDate: "asc" }, { id: "asc" }],
      take: EXCEPTION_LIMIT,
      include: withRefs,
    }),
    ctx.db.invoice.count({ where: { status: "pending", dueDate: { lt: todayDate } } }),
    // Candidates found in SQL (so the whole table is never loaded); findDuplicateInvoices decides the groups.
    ctx.db.$queryRaw<{ id: string }[]>(DUPLICATE_CANDIDATES),
    ctx.db.$queryRaw<OverContractRow[]>(overContractQuery(EXCEPTION_LIMIT)),
  ]);

  const duplicateRows = duplicateCandidates.length
    ? await ctx.db.invoice.findMany({
        where: { id: { in: duplicateCandidates.map((r) => r.id) } },
        include: withRefs,
      })
    : [];
  const byId = new Map(duplicateRows.map((r) => [r.id, toInvoiceDto(r, today)]));
  const groups = findDuplicateInvoices([...byId.values()]).map((group) => {
    const invoices = group.invoiceIds.map((id) => byId.get(id)!);
    return { reason: group.reason, key: group.key, vendor: invoices[0]!.vendor!, invoices };
  });

  const limits = new Map(overContractLimits.map((r) => [r.id, r]));
  const overContractRows = limits.size
    ? await ctx.db.invoice.findMany({ where: { id: { in: [...limits.keys()] } }, include: withRefs })
    : [];
  const overContract = overContractRows
    .map((r) => ({ row: r, limit: limits.get(r.id)! }))
    .filter(({ row, limit }) => exceedsContractValue(row.amount.toFixed(2), limit.limit))
    .map(({ row, limit }) => ({
      ...toInvoiceDto(row, today),
      contractValue: limit.limit,
      contractReference: limit.reference,
    }))
    .sort((a, b) => a.vendor!.name.localeCompare(b.vendor!.name) || a.number.localeCompare(b.number));

  const overdue = overdueRows.map((r) => ({
    ...toInvoiceDto(r, today),
    daysOverdue: Math.round((todayDate.getTime() - r.dueDate.getTime()) / 86_400_000),
  }));
  return {
    overdue,
    duplicates: groups.slice(0, EXCEPTION_LIMIT),
    overContract,
    counts: { overdue: overdueCount, duplicates: groups.length, overContract: overContract.length },
  };
}
