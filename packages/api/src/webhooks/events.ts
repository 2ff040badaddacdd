// Catalogue events from the change record (docs/WEBHOOKS.md "Where events come from"). Every mutation already calls
// recordChange with an entity type and an action; a change maps to at most one catalogue event:
//
//   entity type (audit)  →  kind        CREATE → <kind>.created   DELETE → <kind>.deleted (if in the catalogue)
//   Vendor                  vendor      UPDATE, APPROVE, REVIEW → <kind>.updated
//   Contract                contract    Workflow whose status became approved, rejected or deferred → workflow.decided
//   RiskAssessment          assessment
//   Policy                  policy      Anything else (users, sessions, settings, reports, exports…) raises nothing.
//   Workflow                workflow
//
// The event is written as one outbox row in the change's own transaction — only when an active endpoint subscribes
// to it, read from a per-process cache of the subscribed events (a few seconds old at most; this process's webhook
// changes forget it at once). A change that rolls back raises nothing.
import { randomUUID } from "node:crypto";
import type { Prisma } from "@tprm/db";
import type { AuditAction } from "../audit/write-audit.js";
import { WEBHOOK_EVENTS, type WebhookEvent } from "../collaboration/rules.js";
import { type WebhookEventPayload, webhookFanoutJob } from "../jobs/webhooks.js";
import { personName } from "../lib/people.js";
import { type OutboxEventInput, outboxEvent } from "../outbox/events.js";

export const ENTITY_EVENT_KINDS: Readonly<Record<string, string>> = {
  Vendor: "vendor",
  Contract: "contract",
  RiskAssessment: "assessment",
  Policy: "policy",
  Workflow: "workflow",
};

const DECISIONS = new Set(["approved", "rejected", "deferred"]);
const UPDATE_ACTIONS = new Set<AuditAction>(["UPDATE", "APPROVE", "REVIEW"]);

const statusOf = (v: unknown) =>
  v && typeof v === "object" && "status" in v ? String((v as { status: unknown }).status) : null;

/** The catalogue event a change raises, or null. */
export function webhookEventOf(change: {
  entityType: string;
  entityId: string | null;
  action: AuditAction;
  before?: unknown;
  after?: unknown;
}): WebhookEvent | null {
  const kind = ENTITY_EVENT_KINDS[change.entityType];
  if (!kind || !change.entityId) return null;
  let name: string | null = null;
  if (change.action === "CREATE") name = `${kind}.created`;
  else if (change.action === "DELETE") name = `${kind}.deleted`;
  else if (UPDATE_ACTIONS.has(change.action)) {
    const now = statusOf(change.after);
    const decided = kind === "workflow" && now && DECISIONS.has(now) && statusOf(change.before) !== now;
    name = decided ? "workflow.decided" : `${kind}.updated`;
  }
  return name && name in WEBHOOK_EVENTS ? (name as WebhookEvent) : null;
}

// ── The cache of subscribed events ───────────────────────────────────────────────────────────────────────────

export const SUBSCRIBED_EVENTS_CACHE_MS = 5_000;
let cached: { readAt: number; events: Promise<Set<string>> } | null = null;

/** Forget the cached subscriptions (after this process created, changed or deleted an endpoint). */
export function forgetSubscribedEvents() {
  cached = null;
}

function subscribedEvents(tx: Prisma.TransactionClient): Promise<Set<string>> {
  const now = Date.now();
  if (cached && now - cached.readAt < SUBSCRIBED_EVENTS_CACHE_MS) return cached.events;
  const events = tx.webhook
    .findMany({ where: { active: true }, select: { events: true } })
    .then((rows) => new Set(rows.flatMap((r) => r.events)));
  cached = { readAt: now, events };
  events.catch(() => forgetSubscribedEvents());
  return events;
}

interface Actor {
  id: string;
  firstName: string;
  lastName: string;
}

/** The outbox events (zero or one each) for the webhooks of these changes, all in the caller's transaction. */
export async function webhookOutboxEvents(
  tx: Prisma.TransactionClient,
  actor: Actor | null,
  changes: readonly {
    entityType: string;
    entityId: string | null;
    action: AuditAction;
    description?: string | null;
    before?: unknown;
    after?: unknown;
    actorId?: string | null;
  }[],
): Promise<OutboxEventInput[]> {
  const raised = changes.map((c) => [c, webhookEventOf(c)] as const).filter(([, e]) => e !== null);
  if (!raised.length) return [];
  const subscribed = await subscribedEvents(tx);
  const occurredAt = new Date().toISOString();
  return raised
    .filter(([, e]) => subscribed.has(e!))
    .map(([c, event]) => {
      const by = actor && (c.actorId === undefined || c.actorId === actor.id) ? actor : null;
      const payload: WebhookEventPayload = {
        id: randomUUID(),
        event: event!,
        occurredAt,
        actor: by ? { id: by.id, name: personName(by) } : null,
        data: {
          entityType: ENTITY_EVENT_KINDS[c.entityType]!,
          entityId: c.entityId!,
          description: c.description?.slice(0, 2_000) ?? null,
        },
      };
      return outboxEvent(webhookFanoutJob, payload);
    });
}
