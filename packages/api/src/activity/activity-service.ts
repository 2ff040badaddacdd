// The activity feed and a user's activity, read from the audit trail (docs/ACTIVITY.md). Both are one page of
// AuditLog rows, newest first, and their count: the feed on the (entityType, entityId) and (createdAt) indexes, a
// user's activity on (actorId, createdAt).
import type { Prisma } from "@tprm/db";
import type { SignedInContext } from "../context.js";
import { forbidden, notFound } from "../lib/errors.js";
import { paginate, skipTake } from "../lib/pagination.js";
import { personName } from "../lib/people.js";
import type { ActivityFeedInput, ActivityRecord, UserActivityInput } from "../schemas/activity.js";
import {
  activityAction,
  activityDescription,
  feedScope,
  mayReadUserActivity,
  SYSTEM_ACTOR,
  scopeCovers,
} from "./rules.js";

export const NOT_YOUR_ACTIVITY = "Only the user themselves, an Admin or an auditor may read a user's activity.";
export const NOT_THIS_ACTIVITY = "You don't have permission to view the activity of this kind of record.";

const DAY_MS = 24 * 60 * 60 * 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const ACTOR = { select: { id: true, firstName: true, lastName: true } } as const;

type Row = Prisma.AuditLogGetPayload<{ include: { actor: typeof ACTOR } }>;

export function toActivityRecord(row: Row): ActivityRecord {
  return {
    id: row.id,
    userId: row.actor?.id ?? null,
    userName: row.actor ? personName(row.actor) : SYSTEM_ACTOR,
    action: activityAction(row.action),
    auditAction: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    description: activityDescription(row),
    createdAt: row.createdAt,
  };
}

async function page(ctx: SignedInContext, where: Prisma.AuditLogWhereInput, input: { page: number; limit: number }) {
  const [rows, total] = await Promise.all([
    ctx.db.auditLog.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      include: { actor: ACTOR },
      ...skipTake(input.page, input.limit),
    }),
    ctx.db.auditLog.count({ where }),
  ]);
  return { items: rows.map(toActivityRecord), pagination: paginate(input.page, input.limit, total) };
}

/**
 * A vendor's own rows and, for a reader who may view invoices, those of its invoices (as the vendor record showed
 * them before the feed existed). Invoices deleted since are no longer the vendor's: their rows stay in the audit
 * trail and under entityType Invoice.
 */
async function vendorWhere(ctx: SignedInContext, vendorId: string, withInvoices: boolean) {
  const own: Prisma.AuditLogWhereInput = { entityType: "Vendor", entityId: vendorId };
  // Invoice.vendorId is a uuid column: any other text names no vendor with invoices.
  if (!withInvoices || !UUID.test(vendorId)) return own;
  const invoices = await ctx.db.invoice.findMany({ where: { vendorId }, select: { id: true } });
  if (invoices.length === 0) return own;
  return { OR: [own, { entityType: "Invoice", entityId: { in: invoices.map((i) => i.id) } }] };
}

/**
 * GET /api/activity/feed. The audit permission reads every row; any other role reads the rows of the kinds of
 * record it may view (rules.ts ACTIVITY_ENTITY_ACCESS), and asking for another kind is refused (403).
 */
export async function activityFeed(ctx: SignedInContext, input: ActivityFeedInput) {
  const scope = feedScope(ctx.auth.user.role);
  if (input.entityType && !scopeCovers(scope, input.entityType)) throw forbidden(NOT_THIS_ACTIVITY);
  let where: Prisma.AuditLogWhereInput;
  if (input.entityType === "Vendor" && input.entityId) {
    where = await vendorWhere(ctx, input.entityId, scopeCovers(scope, "Invoice"));
  } else {
    where = {
      ...(input.entityType
        ? { entityType: input.entityType }
        : scope.all
          ? {}
          : { entityType: { in: scope.entityTypes } }),
      ...(input.entityId ? { entityId: input.entityId } : {}),
    };
  }
  return page(ctx, where, input);
}

/**
 * GET /api/activity/users/{userId}: what the user did in the last `days` days. A user reads their own; another
 * user's needs the audit permission (403 otherwise, before anything is looked up, so it says nothing of who exists).
 */
export async function userActivity(ctx: SignedInContext, input: UserActivityInput, now = new Date()) {
  if (!mayReadUserActivity(ctx.auth.user, input.userId)) throw forbidden(NOT_YOUR_ACTIVITY);
  if (input.userId !== ctx.auth.user.id) {
    const exists = await ctx.db.user.findUnique({ where: { id: input.userId }, select: { id: true } });
    if (!exists) throw notFound("User not found.");
  }
  const since = new Date(now.getTime() - input.days * DAY_MS);
  return page(ctx, { actorId: input.userId, createdAt: { gte: since } }, input);
}
