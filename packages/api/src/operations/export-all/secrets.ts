// What never leaves the platform in an export of everything (docs/DECISIONS.md, "Export everything: secrets"): the
// one list the export's queries are built from and its manifest states. A table left out is not read at all; a
// blanked column is selected as NULL, so its value never leaves PostgreSQL.

export interface LeftOutTable {
  table: string;
  reason: string;
}

export interface BlankedColumn {
  table: string;
  column: string;
  reason: string;
}

/** Tables whose every row is a live credential (the row's id is the hash a bearer token is looked up by). */
export const LEFT_OUT_TABLES: readonly LeftOutTable[] = [
  { table: "Session", reason: "Session ids are the SHA-256 of live sign-in tokens" },
  { table: "TwoFactorChallenge", reason: "Challenge ids are the SHA-256 of pending second-step tokens" },
  { table: "PasswordResetToken", reason: "Ids are the SHA-256 of password reset links sent by e-mail" },
  { table: "_prisma_migrations", reason: "Schema bookkeeping, not a record; its level is in the manifest" },
];

/** Columns exported empty (NULL): the rest of their row is a record the bank owns. */
export const BLANKED_COLUMNS: readonly BlankedColumn[] = [
  { table: "User", column: "passwordHash", reason: "Password hash (argon2)" },
  { table: "User", column: "twoFactorSecret", reason: "TOTP secret of the second factor" },
  { table: "User", column: "twoFactorPendingSecret", reason: "TOTP secret awaiting confirmation" },
  { table: "TwoFactorRecoveryCode", column: "codeHash", reason: "Hash of a single-use recovery code" },
  { table: "ApiKey", column: "keyHash", reason: "Hash of an API key" },
  { table: "Webhook", column: "secret", reason: "Webhook signing secret (HMAC key)" },
  { table: "CalendarFeed", column: "tokenHash", reason: "Hash of a private calendar feed's URL token" },
  {
    table: "OutboxEvent",
    column: "payload",
    reason: "Payload of a job not yet queued: may hold a password reset link",
  },
];

/** Columns whose content is exported as files (files/<id>-<filename>), not in the table's CSV and JSON. */
export const FILE_CONTENT_COLUMNS: readonly BlankedColumn[] = [
  { table: "StoredFile", column: "data", reason: "The bytes are in files/<id>-<filename>, checked by sha256" },
];

/** Stored files not put in the archive: earlier exports of everything (each would hold all the ones before it). */
export const EXPORT_ALL_FILE_PURPOSE = "export-all";

export function isLeftOutTable(table: string): boolean {
  return LEFT_OUT_TABLES.some((t) => t.table === table);
}

/** How a column leaves the database: its value, NULL (a secret) or not at all (file bytes, exported as files). */
export function columnTreatment(table: string, column: string): "value" | "blank" | "file" {
  if (BLANKED_COLUMNS.some((c) => c.table === table && c.column === column)) return "blank";
  if (FILE_CONTENT_COLUMNS.some((c) => c.table === table && c.column === column)) return "file";
  return "value";
}
