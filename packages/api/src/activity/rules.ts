// The pure rules of activity (docs/ACTIVITY.md): how an audit row reads as the spec's activity record, and which
// records a role sees in the feed. No database here (rules.test.ts).
import type { AuditAction } from "../audit/write-audit.js";
import type { Access } from "../permissions/access.js";
import { allows, REGISTER_ACCESS, VENDOR_ACCESS } from "../permissions/access.js";
import type { ActivityAction } from "../schemas/activity.js";

/**
 * Every audit action as one of the spec's five. A Record over the audit actions, so an action added to the audit
 * trail does not compile until it is placed here. Signing in and out create and end a session; an export creates a
 * file; accepting the user agreement approves it; every change to an account (password, role, lock, two-factor) is
 * an update of it.
 */
const ACTION_OF: Readonly<Record<AuditAction, ActivityAction>> = {
  CREATE: "CREATE",
  UPDATE: "UPDATE",
  DELETE: "DELETE",
  APPROVE: "APPROVE",
  REVIEW: "REVIEW",
  REGISTER: "CREATE",
  LOGIN: "CREATE",
  EXPORT: "CREATE",
  // A restore replaces the data: an update of everything.
  RESTORE: "UPDATE",
  LOGOUT: "DELETE",
  ACCEPT_AGREEMENT: "APPROVE",
  LOCK: "UPDATE",
  UNLOCK: "UPDATE",
  PASSWORD_RESET_REQUEST: "UPDATE",
  PASSWORD_RESET: "UPDATE",
  PASSWORD_CHANGE: "UPDATE",
  ROLE_CHANGE: "UPDATE",
  DEACTIVATE: "UPDATE",
  REACTIVATE: "UPDATE",
  TWO_FACTOR_SETUP: "UPDATE",
  TWO_FACTOR_ENABLE: "UPDATE",
  TWO_FACTOR_DISABLE: "UPDATE",
  TWO_FACTOR_RESET: "UPDATE",
  TWO_FACTOR_RECOVERY_CODES: "UPDATE",
  TWO_FACTOR_RECOVERY_CODE_USED: "UPDATE",
};

/** The spec's action for an audit row's action; an action this release does not know (an older row) reads as UPDATE. */
export function activityAction(auditAction: string): ActivityAction {
  return Object.hasOwn(ACTION_OF, auditAction) ? ACTION_OF[auditAction as AuditAction] : "UPDATE";
}

/** What rows written without a sentence say (sign-ins, registrations…): the audit action in words. */
const SENTENCE_OF: Partial<Record<AuditAction, string>> = {
  LOGIN: "Signed in",
  LOGOUT: "Signed out",
  REGISTER: "Registered an account",
  LOCK: "Account locked after repeated failed sign-ins",
  UNLOCK: "Unlocked an account",
  PASSWORD_RESET_REQUEST: "Asked for a password reset link",
  PASSWORD_RESET: "Reset the password with a reset link",
  PASSWORD_CHANGE: "Changed the password",
  ACCEPT_AGREEMENT: "Accepted the user agreement",
  ROLE_CHANGE: "Changed a user's role",
  DEACTIVATE: "Deactivated a user",
  REACTIVATE: "Reactivated a user",
  EXPORT: "Exported records",
};

const VERB_OF: Readonly<Record<ActivityAction, string>> = {
  CREATE: "Created",
  UPDATE: "Updated",
  DELETE: "Deleted",
  APPROVE: "Approved",
  REVIEW: "Reviewed",
};

/** Kinds of record whose name is not simply their words in lower case. */
const NOUN_OF: Readonly<Record<string, string>> = { ApiKey: "API key", User: "user account" };

/** "DemoRequest" → "demo request"; "StakeholderMember" → "stakeholder member". */
function entityWords(entityType: string): string {
  if (Object.hasOwn(NOUN_OF, entityType)) return NOUN_OF[entityType]!;
  return entityType
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .toLowerCase()
    .trim();
}

/** The row's own sentence, or one made from its action and the kind of record ("Created a demo request"). */
export function activityDescription(row: { action: string; entityType: string; description: string | null }): string {
  const own = row.description?.trim();
  if (own) return own;
  const sentence = Object.hasOwn(SENTENCE_OF, row.action) ? SENTENCE_OF[row.action as AuditAction] : undefined;
  if (sentence) return sentence;
  const words = entityWords(row.entityType);
  // "an API key", "an outbox event", "a user account" (a "u" sounding like "you" is the usual case in our names).
  const article = /^[aeio]/i.test(words) ? "an" : "a";
  return words ? `${VERB_OF[activityAction(row.action)]} ${article} ${words}` : VERB_OF[activityAction(row.action)];
}

/** The actor's name, or "System" when no user acted (the worker, a lock the platform set, a deleted account). */
export const SYSTEM_ACTOR = "System";

/**
 * The kinds of record whose activity a role sees without the audit permission, and what it must be allowed to view
 * for each: a vendor's (KPI breaches, reviews, offboarding, imports and exports are recorded on the vendor) and an
 * invoice's. Everything else (accounts, sessions, settings, schedules, stored files) is the audit trail's.
 */
export const ACTIVITY_ENTITY_ACCESS: Readonly<Record<string, Access>> = {
  Vendor: VENDOR_ACCESS.view,
  Invoice: { action: "view", resource: "invoices" },
  // The regulatory register's entities and functions (docs/REGISTER.md): its viewers.
  RegisterEntity: REGISTER_ACCESS.view,
  BusinessFunction: REGISTER_ACCESS.view,
};

/** What a role reads in the feed: everything (the audit permission), or the kinds of record it may view. */
export type FeedScope = { all: true } | { all: false; entityTypes: string[] };

export function feedScope(role: string | null | undefined): FeedScope {
  if (allows(role, "audit")) return { all: true };
  return {
    all: false,
    entityTypes: Object.entries(ACTIVITY_ENTITY_ACCESS)
      .filter(([, access]) => allows(role, access))
      .map(([type]) => type),
  };
}

/** Whether a scope covers a kind of record. */
export function scopeCovers(scope: FeedScope, entityType: string): boolean {
  return scope.all || scope.entityTypes.includes(entityType);
}

/** A user's activity: their own, or anyone's with the audit permission. */
export function mayReadUserActivity(reader: { id: string; role: string | null }, userId: string): boolean {
  return reader.id === userId || allows(reader.role, "audit");
}
