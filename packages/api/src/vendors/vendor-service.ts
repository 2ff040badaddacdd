// The vendor register: list, summary, detail, create, update (with the lifecycle), delete (with the history
// rule), search and bulk changes. Every change runs in one transaction with its audit rows.
import { Prisma, sqlRows, type VendorStatus } from "@tprm/db";
import type { z } from "zod";
import { writeAudit, writeAudits } from "../audit/write-audit.js";
import type { Context } from "../context.js";
import { conflict, notFound } from "../lib/errors.js";
import { hasPermission } from "../permissions/check.js";
import type {
  bulkDeleteVendorsInput,
  bulkUpdateVendorsInput,
  createVendorInput,
  searchVendorsInput,
  updateVendorInput,
} from "../schemas/vendors.js";
import { requireAuth } from "../trpc.js";
import {
  BREACH_INCLUDE,
  OFFBOARDING_INCLUDE,
  REVIEW_INCLUDE,
  toBreachDto,
  toInvoiceDto,
  toOffboardingDto,
  toReviewDto,
  toTaskDto,
  toVendorDto,
  USER_NAME,
} from "./dto.js";
import { vendorFilterWhere } from "./list-filters.js";
import {
  type ChecklistProgress,
  type ContractBookEntry,
  checklistProgress,
  contractBookEntry,
  DEFAULT_ONBOARDING_CHECKLIST,
  RISK_LEVEL_LABELS,
  relationshipHealthScore,
  singleCurrencyBook,
  transitionProblem,
  VENDOR_STATUS_LABELS,
  VENDOR_STATUSES,
} from "./rules.js";

type Tx = Prisma.TransactionClient;

export const VENDOR_ENTITY = "Vendor";

/** Bulk changes touch up to 500 vendors: give their transaction more than Prisma's default 5 s. */
const BULK_TX = { timeout: 60_000, maxWait: 10_000 } as const;

// ---------------------------------------------------------------------------------------------------------------
// Reading

/**
 * The contract book per currency of the vendors not offboarded: one GROUP BY currency, summed in PostgreSQL
 * (numeric, exact). Ordered by how many vendors each currency has, then by currency code: amounts in different
 * currencies are never compared, not even to order them (a yen total would always come before a dollar one).
 */
async function contractBook(ctx: Context): Promise<ContractBookEntry[]> {
  const rows = await sqlRows<{ currency: string; total: string; vendors: number }>(
    ctx.sql,
    Prisma.sql`
      SELECT v."currency", sum(v."contractValue")::text AS total, count(*)::int AS vendors
      FROM "Vendor" v WHERE v."status" <> 'offboarded'
      GROUP BY v."currency"
      ORDER BY count(*) DESC, v."currency" ASC`,
  );
  return rows.map(contractBookEntry);
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

export async function getVendor(ctx: Context, id: string) {
  const user = requireAuth(ctx).user;
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

  const [openBreaches, activityRows] = await Promise.all([
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
    invoices: invoices ? invoices.map((i) => toInvoiceDto(i)) : null,
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

// ---------------------------------------------------------------------------------------------------------------
// Lifecycle

async function checklistOf(tx: Tx, vendorId: string): Promise<ChecklistProgress> {
  const tasks = await tx.vendorOnboardingTask.findMany({ where: { vendorId }, select: { completedAt: true } });
  return checklistProgress(tasks);
}

/**
 * The fields a status change sets, and the offboarding records it closes: activation stamps activatedAt;
 * offboarding stamps offboardingStartedAt; offboarded completes the open offboarding; back to active from
 * offboarding cancels it.
 */
async function statusEffects(
  tx: Tx,
  vendorIds: string[],
  from: VendorStatus,
  to: VendorStatus,
  actorId: string,
  now: Date,
): Promise<Prisma.VendorUncheckedUpdateManyInput> {
  if (from === to) return {};
  const data: Prisma.VendorUncheckedUpdateManyInput = { status: to };
  if (to === "active" && from === "onboarding") data.activatedAt = now;
  if (to === "offboarding") data.offboardingStartedAt = now;
  if (to === "offboarded") {
    data.offboardedAt = now;
    await tx.vendorOffboarding.updateMany({
      where: { vendorId: { in: vendorIds }, state: "open" },
      data: { state: "completed", completedAt: now, completedById: actorId },
    });
  }
  if (to === "active" && from === "offboarding") {
    data.offboardingStartedAt = null;
    await tx.vendorOffboarding.updateMany({
      where: { vendorId: { in: vendorIds }, state: "open" },
      data: { state: "cancelled", completedAt: now, completedById: actorId },
    });
  }
  return data;
}

async function assertLeiFree(tx: Tx, lei: string | null | undefined, exceptId?: string) {
  if (!lei) return;
  const other = await tx.vendor.findUnique({ where: { lei }, select: { id: true, name: true } });
  if (other && other.id !== exceptId) throw conflict(`LEI ${lei} already belongs to ${other.name}.`);
}

/** Turns a unique-constraint race on the LEI into the same 409 the pre-check gives. */
function uniqueLeiConflict(error: unknown, lei: string | null | undefined): never {
  if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
    throw conflict(`LEI ${lei ?? ""} already belongs to another vendor.`);
  }
  throw error;
}

export async function createVendor(ctx: Context, input: z.infer<typeof createVendorInput>) {
  const actor = requireAuth(ctx).user;
  try {
    return await ctx.db.$transaction(async (tx) => {
      await assertLeiFree(tx, input.lei);
      const vendor = await tx.vendor.create({
        data: {
          name: input.name,
          legalName: input.legalName ?? null,
          businessType: input.businessType ?? null,
          country: input.country ?? null,
          countryOfService: input.countryOfService ?? null,
          contactPerson: input.contactPerson ?? null,
          email: input.email ?? null,
          phone: input.phone ?? null,
          contractValue: input.contractValue ?? "0",
          currency: input.currency ?? "USD",
          servicesProvided: input.servicesProvided ?? [],
          criticality: input.criticality ?? "medium",
          lei: input.lei ?? null,
          registrationNumber: input.registrationNumber ?? null,
          registeredAddress: input.registeredAddress ?? null,
          parentCompany: input.parentCompany ?? null,
          status: "onboarding",
          createdById: actor.id,
          updatedById: actor.id,
          onboardingTasks: {
            create: DEFAULT_ONBOARDING_CHECKLIST.map((title, position) => ({ title, position })),
          },
        },
        include: { onboardingTasks: { orderBy: { position: "asc" } } },
      });
      const { onboardingTasks, ...row } = vendor;
      const dto = toVendorDto(row);
      await writeAudit(tx, {
        actorId: actor.id,
        action: "CREATE",
        entityType: VENDOR_ENTITY,
        entityId: vendor.id,
        after: dto,
        description: `Started onboarding of ${vendor.name}`,
        ipAddress: ctx.ipAddress,
      });
      return { ...dto, onboardingTasks: onboardingTasks.map(toTaskDto), checklist: checklistProgress(onboardingTasks) };
    });
  } catch (error) {
    uniqueLeiConflict(error, input.lei);
  }
}

const FIELD_LABELS: Record<string, string> = {
  name: "name",
  legalName: "legal name",
  businessType: "business type",
  country: "country",
  countryOfService: "country of service",
  contactPerson: "contact person",
  email: "email",
  phone: "phone",
  contractValue: "contract value",
  currency: "currency",
  servicesProvided: "services",
  criticality: "criticality",
  riskRating: "risk rating",
  lei: "LEI",
  registrationNumber: "registration number",
  registeredAddress: "registered address",
  parentCompany: "parent company",
  statusNote: "status note",
};

function describeUpdate(name: string, before: Record<string, unknown>, after: Record<string, unknown>) {
  const parts: string[] = [];
  if (before.status !== after.status) {
    parts.push(
      `status ${VENDOR_STATUS_LABELS[before.status as VendorStatus]} → ${VENDOR_STATUS_LABELS[after.status as VendorStatus]}`,
    );
  }
  if (before.riskRating !== after.riskRating && after.riskRating) {
    parts.push(`risk ${RISK_LEVEL_LABELS[after.riskRating as keyof typeof RISK_LEVEL_LABELS]}`);
  }
  const changed = Object.keys(FIELD_LABELS).filter(
    (k) => k !== "riskRating" && JSON.stringify(before[k]) !== JSON.stringify(after[k]),
  );
  if (changed.length) parts.push(changed.map((k) => FIELD_LABELS[k]).join(", "));
  return parts.length ? `Updated ${name}: ${parts.join("; ")}` : `Saved ${name} without changes`;
}

export async function updateVendor(ctx: Context, input: z.infer<typeof updateVendorInput>) {
  const actor = requireAuth(ctx).user;
  const { id, status, ...fields } = input;
  try {
    return await ctx.db.$transaction(async (tx) => {
      const before = await tx.vendor.findUnique({ where: { id } });
      if (!before) throw notFound("Vendor not found.");
      const now = new Date();
      let statusData: Prisma.VendorUncheckedUpdateManyInput = {};
      if (status && status !== before.status) {
        const checklist = status === "active" ? await checklistOf(tx, id) : undefined;
        const problem = transitionProblem(fields.name ?? before.name, before.status, status, checklist);
        if (problem) throw conflict(problem);
        statusData = await statusEffects(tx, [id], before.status, status, actor.id, now);
      }
      if (fields.lei && fields.lei !== before.lei) await assertLeiFree(tx, fields.lei, id);
      // undefined leaves a field as it is; null clears it (name, currency, criticality, contract value and
      // services cannot be cleared).
      const data: Prisma.VendorUncheckedUpdateInput = { ...statusData, updatedById: actor.id };
      for (const [key, value] of Object.entries(fields)) {
        if (value === undefined) continue;
        if (value === null && ["name", "currency", "criticality", "contractValue", "servicesProvided"].includes(key))
          continue;
        (data as Record<string, unknown>)[key] = value;
      }
      const after = await tx.vendor.update({ where: { id }, data });
      const beforeDto = toVendorDto(before);
      const afterDto = toVendorDto(after);
      await writeAudit(tx, {
        actorId: actor.id,
        action: "UPDATE",
        entityType: VENDOR_ENTITY,
        entityId: id,
        before: beforeDto,
        after: afterDto,
        description: describeUpdate(after.name, beforeDto, afterDto),
        ipAddress: ctx.ipAddress,
      });
      return afterDto;
    });
  } catch (error) {
    uniqueLeiConflict(error, input.lei);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Deleting: only vendors without history.

interface HistoryCounts {
  reviews: number;
  kpiBreaches: number;
  invoices: number;
  offboardings: number;
}

const HISTORY_COUNT = { select: { reviews: true, kpiBreaches: true, invoices: true, offboardings: true } } as const;

function historyOf(counts: HistoryCounts): string | null {
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const parts = [
    counts.reviews ? plural(counts.reviews, "review", "reviews") : null,
    counts.kpiBreaches ? plural(counts.kpiBreaches, "KPI breach", "KPI breaches") : null,
    counts.invoices ? plural(counts.invoices, "invoice", "invoices") : null,
    counts.offboardings ? plural(counts.offboardings, "offboarding", "offboardings") : null,
  ].filter(Boolean);
  return parts.length ? parts.join(", ") : null;
}

export async function deleteVendor(ctx: Context, id: string) {
  const actor = requireAuth(ctx).user;
  return ctx.db.$transaction(async (tx) => {
    const vendor = await tx.vendor.findUnique({ where: { id }, include: { _count: HISTORY_COUNT } });
    if (!vendor) throw notFound("Vendor not found.");
    const { _count, ...row } = vendor;
    const history = historyOf(_count);
    if (history) throw conflict(`${vendor.name} has history (${history}); start an offboarding instead.`);
    await tx.vendor.delete({ where: { id } });
    await writeAudit(tx, {
      actorId: actor.id,
      action: "DELETE",
      entityType: VENDOR_ENTITY,
      entityId: id,
      before: toVendorDto(row),
      description: `Deleted ${vendor.name}`,
      ipAddress: ctx.ipAddress,
    });
    return { id, deleted: true };
  });
}

function missing(ids: string[], found: { id: string }[]) {
  const seen = new Set(found.map((v) => v.id));
  const gone = ids.filter((id) => !seen.has(id));
  return gone.length
    ? notFound(
        `${gone.length} of the chosen vendors ${gone.length === 1 ? "does" : "do"} not exist; nothing was changed.`,
      )
    : null;
}

function nameList(names: string[]) {
  return names.length > 3 ? `${names.slice(0, 3).join(", ")} and ${names.length - 3} more` : names.join(", ");
}

export async function bulkDeleteVendors(ctx: Context, input: z.infer<typeof bulkDeleteVendorsInput>) {
  const actor = requireAuth(ctx).user;
  return ctx.db.$transaction(async (tx) => {
    const vendors = await tx.vendor.findMany({ where: { id: { in: input.ids } }, include: { _count: HISTORY_COUNT } });
    const gone = missing(input.ids, vendors);
    if (gone) throw gone;
    const withHistory = vendors.filter((v) => historyOf(v._count));
    if (withHistory.length) {
      throw conflict(
        `${withHistory.length === 1 ? `${withHistory[0]!.name} has` : `${withHistory.length} of the chosen vendors have`} history (${nameList(withHistory.map((v) => v.name))}); start an offboarding instead. Nothing was deleted.`,
      );
    }
    await tx.vendor.deleteMany({ where: { id: { in: input.ids } } });
    await writeAudits(
      tx,
      vendors.map(({ _count, ...row }) => ({
        actorId: actor.id,
        action: "DELETE" as const,
        entityType: VENDOR_ENTITY,
        entityId: row.id,
        before: toVendorDto(row),
        description: `Deleted ${row.name} (bulk delete of ${vendors.length})`,
        ipAddress: ctx.ipAddress,
      })),
    );
    return { deleted: vendors.length };
  }, BULK_TX);
}

export async function bulkUpdateVendors(ctx: Context, input: z.infer<typeof bulkUpdateVendorsInput>) {
  const actor = requireAuth(ctx).user;
  const { patch } = input;
  return ctx.db.$transaction(async (tx) => {
    const before = await tx.vendor.findMany({ where: { id: { in: input.ids } }, orderBy: { name: "asc" } });
    const gone = missing(input.ids, before);
    if (gone) throw gone;
    const now = new Date();

    if (patch.status) {
      const to = patch.status;
      const activating = before.filter((v) => v.status === "onboarding" && to === "active");
      const tasks = activating.length
        ? await tx.vendorOnboardingTask.findMany({
            where: { vendorId: { in: activating.map((v) => v.id) } },
            select: { vendorId: true, completedAt: true },
          })
        : [];
      const problems = before
        .map((v) =>
          transitionProblem(
            v.name,
            v.status,
            to,
            v.status === "onboarding" ? checklistProgress(tasks.filter((t) => t.vendorId === v.id)) : undefined,
          ),
        )
        .filter((p): p is string => p !== null);
      if (problems.length) {
        const more = problems.length > 1 ? ` (and ${problems.length - 1} more)` : "";
        throw conflict(`${problems[0]}${more} Nothing was changed.`);
      }
      // One update per current status: the side effects depend on where each vendor comes from.
      const byFrom = new Map<VendorStatus, string[]>();
      for (const v of before) byFrom.set(v.status, [...(byFrom.get(v.status) ?? []), v.id]);
      for (const [from, ids] of byFrom) {
        const data = await statusEffects(tx, ids, from, to, actor.id, now);
        if (Object.keys(data).length) await tx.vendor.updateMany({ where: { id: { in: ids } }, data });
      }
    }
    const fields: Prisma.VendorUncheckedUpdateManyInput = { updatedById: actor.id };
    if (patch.riskRating !== undefined) fields.riskRating = patch.riskRating;
    if (patch.criticality !== undefined) fields.criticality = patch.criticality;
    await tx.vendor.updateMany({ where: { id: { in: input.ids } }, data: fields });

    const after = new Map(
      (await tx.vendor.findMany({ where: { id: { in: input.ids } } })).map((v) => [v.id, toVendorDto(v)]),
    );
    await writeAudits(
      tx,
      before.map((row) => {
        const beforeDto = toVendorDto(row);
        const afterDto = after.get(row.id)!;
        return {
          actorId: actor.id,
          action: "UPDATE" as const,
          entityType: VENDOR_ENTITY,
          entityId: row.id,
          before: beforeDto,
          after: afterDto,
          description: `${describeUpdate(row.name, beforeDto, afterDto)} (bulk update of ${before.length})`,
          ipAddress: ctx.ipAddress,
        };
      }),
    );
    return { updated: before.length };
  }, BULK_TX);
}
