// Collaboration's rules (issue 18; spec 000 §3, §7, §9): which record types take comments and tags and who may see
// them, the tag palette, mentions in a comment, and the webhook event catalogue. Pure and browser-safe: the server,
// the worker and the screens share them. docs/COLLABORATION.md.
import {
  type Access,
  CONTRACT_ACCESS,
  GOVERNANCE_ACCESS,
  REPORT_ACCESS,
  RISK_ASSESSMENT_ACCESS,
  VENDOR_ACCESS,
  WORKFLOW_ACCESS,
} from "../permissions/access.js";

export const RECORD_TYPES = [
  "vendor",
  "contract",
  "assessment",
  "policy",
  "procedure",
  "committee",
  "workflow",
  "invoice",
  "report",
] as const;
export type RecordTypeValue = (typeof RECORD_TYPES)[number];

/**
 * Who may read a record's comments and tags, write comments on it and apply tags to it: whoever may view that kind
 * of record (the service also checks the record exists and is not deleted). Comments follow the record, never more.
 */
export const RECORD_VIEW_ACCESS: Record<RecordTypeValue, Access> = {
  vendor: VENDOR_ACCESS.view,
  contract: CONTRACT_ACCESS.view,
  assessment: RISK_ASSESSMENT_ACCESS.view,
  policy: GOVERNANCE_ACCESS.view,
  procedure: GOVERNANCE_ACCESS.view,
  committee: GOVERNANCE_ACCESS.view,
  workflow: WORKFLOW_ACCESS.view,
  invoice: { action: "view", resource: "invoices" },
  report: REPORT_ACCESS.view,
};

// ── Comments ──────────────────────────────────────────────────────────────────────────────────────────────────

export const COMMENT_MAX_LENGTH = 10_000;

/**
 * Mentions are written `@[Display Name](user-id)` by the comment box (it offers colleagues as one types "@"), so a
 * mention names exactly one account whatever people are called. Answers the distinct user ids, in order.
 */
export function mentionedUserIds(body: string): string[] {
  const ids: string[] = [];
  for (const m of body.matchAll(/@\[[^\]\n]{1,200}\]\(([0-9a-f-]{36})\)/gi)) {
    const id = m[1]!.toLowerCase();
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}

/**
 * Roles from outside the organisation. They may comment where they may view, but do not browse the staff: whom they
 * may mention is limited to the people already in the record's discussion (docs/DECISIONS.md, "Mentions by outside
 * parties"), as the user directory is closed to them.
 */
export const OUTSIDE_ROLES: readonly string[] = ["External Auditor", "Regulatory Body"];

// ── Tags ──────────────────────────────────────────────────────────────────────────────────────────────────────

/** The palette a tag's colour comes from (each with a light and a dark style on screen that passes WCAG AA). */
export const TAG_COLOURS = ["grey", "blue", "green", "amber", "red", "purple", "teal", "pink"] as const;
export type TagColour = (typeof TAG_COLOURS)[number];

export const tagNameKey = (name: string) => name.trim().toLowerCase();

/** At most this many records in one apply or remove (all or nothing). */
export const MAX_TAG_TARGETS = 500;

// ── Webhooks ──────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * The events an endpoint may subscribe to, each raised from the change record (audit/record-change.ts) of the
 * matching entity and action. The payload: { id, event, occurredAt, actor: { id, name } | null, data: { entityType,
 * entityId, description } } — ids, never the record's content: a receiver reads the record through the API with its
 * own key, so a webhook never leaks what that key may not see.
 */
export const WEBHOOK_EVENTS = {
  "vendor.created": "A vendor was added",
  "vendor.updated": "A vendor's details, status or risk changed",
  "vendor.deleted": "A vendor was deleted",
  "contract.created": "A contract was created",
  "contract.updated": "A contract changed (details, stage, approval, termination)",
  "assessment.created": "A risk assessment was created",
  "assessment.updated": "A risk assessment changed (answers, submission, completion)",
  "policy.created": "A policy was created",
  "policy.updated": "A policy changed (version, status, approval)",
  "workflow.created": "A workflow or outsourcing arrangement was started",
  "workflow.updated": "A workflow changed (review, step, owner, timeline)",
  "workflow.decided": "The committee decided on an outsourcing arrangement",
} as const;
export type WebhookEvent = keyof typeof WEBHOOK_EVENTS;
export const WEBHOOK_EVENT_NAMES = Object.keys(WEBHOOK_EVENTS) as [WebhookEvent, ...WebhookEvent[]];

/** A test event (POST /api/webhooks/{id}/test), never subscribed to. */
export const WEBHOOK_TEST_EVENT = "webhook.test";

/** Retries: at these delays after each failure (about a day in all); an endpoint failing for a day is disabled. */
export const WEBHOOK_RETRY_DELAYS_MS = [
  60_000,
  5 * 60_000,
  15 * 60_000,
  60 * 60_000,
  3 * 3600_000,
  6 * 3600_000,
  12 * 3600_000,
] as const;
export const WEBHOOK_DISABLE_AFTER_MS = 24 * 3600_000;
export const WEBHOOK_TIMEOUT_MS = 10_000;
export const WEBHOOK_LOG_PAGE_SIZE = 50;
export const WEBHOOK_RESPONSE_EXCERPT = 1_000;

/** Signature header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the endpoint's secret>`. */
export const WEBHOOK_SIGNATURE_HEADER = "X-TPRM-Signature";
export const webhookSignedPayload = (timestampSeconds: number, body: string) => `${timestampSeconds}.${body}`;
