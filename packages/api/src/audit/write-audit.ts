import type { Prisma } from "@tprm/db";

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
  | "ACCEPT_AGREEMENT"
  | "ROLE_CHANGE"
  | "DEACTIVATE"
  | "REACTIVATE"
  | "EXPORT";

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
}

const SECRET_FIELDS = new Set(["passwordHash", "twoFactorSecret", "keyHash"]);

/** Strips secrets and turns dates into strings so before/after are plain JSON. */
function snapshot(value: unknown): Prisma.InputJsonValue | undefined {
  if (value === undefined || value === null) return undefined;
  return JSON.parse(JSON.stringify(value, (key, v) => (SECRET_FIELDS.has(key) ? undefined : v)));
}

function auditRow(entry: AuditEntry) {
  return {
    actorId: entry.actorId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    before: snapshot(entry.before),
    after: snapshot(entry.after),
    description: entry.description ?? null,
    ipAddress: entry.ipAddress,
  };
}

/** Writes one audit row. Call it with the transaction client of the change it records. */
export async function writeAudit(tx: Prisma.TransactionClient, entry: AuditEntry) {
  await tx.auditLog.create({ data: auditRow(entry) });
}

/** Writes the audit rows of a bulk change (one per record) in one statement, in the change's transaction. */
export async function writeAudits(tx: Prisma.TransactionClient, entries: readonly AuditEntry[]) {
  if (entries.length) await tx.auditLog.createMany({ data: entries.map(auditRow) });
}
