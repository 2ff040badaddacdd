// The change record: every mutation calls recordChange inside its transaction. It writes the audit row — actor, IP
// and user agent taken from the request's context, never passed by hand — and, when the change has something to
// tell the outside world (an e-mail, a job), the outbox rows the worker hands to the queues after commit. A change
// that rolls back leaves neither.
import type { Prisma } from "@tprm/db";
import type { Caller } from "../context.js";
import { type OutboxEventInput, writeOutboxEvents } from "../outbox/events.js";
import { webhookOutboxEvents } from "../webhooks/events.js";
import { type AuditAction, auditRow } from "./write-audit.js";

/** Who made a change: the request's caller (tRPC, REST, upload route) or the worker itself (SYSTEM). */
export type ChangeContext = Pick<Caller, "ipAddress" | "userAgent" | "auth">;

/** Changes the platform makes by itself (the retention job, a schedule): no user, no request. */
export const SYSTEM: ChangeContext = { ipAddress: null, userAgent: null, auth: null };

export interface Change {
  entityType: string;
  entityId: string | null;
  action: AuditAction;
  /** The human sentence for activity feeds, e.g. "Reviewed Acme Ltd: risk High". */
  description?: string | null;
  before?: unknown;
  after?: unknown;
  /** What the outside world must hear of it, dispatched only if the transaction commits (outboxEvent()). */
  event?: OutboxEventInput | readonly OutboxEventInput[];
  /**
   * Who acted, when it is not the signed-in user: the account signing in, registering or resetting its password
   * (null for a lock the system sets). Left out, the actor is ctx.auth's user, or nobody.
   */
  actorId?: string | null;
}

function row(ctx: ChangeContext, change: Change) {
  return auditRow({
    actorId: change.actorId !== undefined ? change.actorId : (ctx.auth?.user.id ?? null),
    action: change.action,
    entityType: change.entityType,
    entityId: change.entityId,
    before: change.before,
    after: change.after,
    description: change.description,
    ipAddress: ctx.ipAddress,
    // Headers are the client's to choose: keep what an audit reader needs, not an unbounded string.
    userAgent: ctx.userAgent?.slice(0, 500) ?? null,
  });
}

function eventsOf(changes: readonly Change[]) {
  return changes.flatMap((c) => (c.event === undefined ? [] : Array.isArray(c.event) ? c.event : [c.event]));
}

/** Records one change (its audit row and outbox events). Call it with the change's own transaction client. */
export async function recordChange(tx: Prisma.TransactionClient, ctx: ChangeContext, change: Change) {
  await tx.auditLog.create({ data: row(ctx, change) });
  // Webhooks: a change that maps to a catalogue event some active endpoint hears of (webhooks/events.ts).
  const hooks = await webhookOutboxEvents(tx, ctx.auth?.user ?? null, [change]);
  await writeOutboxEvents(tx, [...eventsOf([change]), ...hooks]);
}

/** Records the changes of a bulk operation (one audit row per record) in one statement each, in its transaction. */
export async function recordChanges(tx: Prisma.TransactionClient, ctx: ChangeContext, changes: readonly Change[]) {
  if (changes.length) await tx.auditLog.createMany({ data: changes.map((c) => row(ctx, c)) });
  const hooks = await webhookOutboxEvents(tx, ctx.auth?.user ?? null, changes);
  await writeOutboxEvents(tx, [...eventsOf(changes), ...hooks]);
}
