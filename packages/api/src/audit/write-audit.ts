import type { Prisma } from "@tprm/db";
import { rowMacOf, uuidv7 } from "@tprm/db/audit-chain";
import { auditMacKey } from "./keys.js";

// The audit row's shape. Changes are recorded through recordChange (record-change.ts), which fills in the actor,
// IP and user agent from the request.

export type AuditAction =
  | "CREATE"
  | "UPDATE"
  | "DELETE"
  | "APPROVE"
  | "REVIEW"
  | "LOGIN"
  | "LOGOUT"
  | "LOCK"
  | "UNLOCK"
  | "REGISTER"
  | "PASSWORD_RESET_REQUEST"
  | "PASSWORD_RESET"
  | "PASSWORD_CHANGE"
  | "ACCEPT_AGREEMENT"
  | "ROLE_CHANGE"
  | "DEACTIVATE"
  | "REACTIVATE"
  | "EXPORT"
  | "RESTORE"
  | "TWO_FACTOR_SETUP"
  | "TWO_FACTOR_ENABLE"
  | "TWO_FACTOR_DISABLE"
  | "TWO_FACTOR_RESET"
  | "TWO_FACTOR_RECOVERY_CODES"
  | "TWO_FACTOR_RECOVERY_CODE_USED";

export interface AuditEntry {
  actorId: string | null;
  action: AuditAction;
  entityType: string;
  entityId: string | null;
  before?: unknown;
  after?: unknown;
  /** The human sentence for activity feeds, e.g. "Reviewed Acme Ltd: risk High". */
  description?: string | null;
  ipAddress: string | null;
  userAgent?: string | null;
}

const SECRET_FIELDS = new Set(["passwordHash", "twoFactorSecret", "twoFactorPendingSecret", "keyHash", "codeHash"]);

/** Strips secrets and turns dates into strings so before/after are plain JSON. */
function snapshot(value: unknown): Prisma.InputJsonValue | undefined {
  if (value === undefined || value === null) return undefined;
  return JSON.parse(JSON.stringify(value, (key, v) => (SECRET_FIELDS.has(key) ? undefined : v)));
}

/**
 * The row of one audit entry (record-change.ts writes it): its id and time are made here, not by the database, so the
 * application can mark the row (rowMac, docs/AUDIT.md) over everything it writes.
 */
export function auditRow(entry: AuditEntry, now = new Date()) {
  const row = {
    id: uuidv7(now.getTime()),
    actorId: entry.actorId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    before: snapshot(entry.before),
    after: snapshot(entry.after),
    description: entry.description ?? null,
    ipAddress: entry.ipAddress,
    userAgent: entry.userAgent ?? null,
    createdAt: now,
  };
  const key = auditMacKey();
  return { ...row, rowMac: key ? rowMacOf(key, row) : null };
}
