// The audit trail's tamper evidence (docs/AUDIT.md): what a row's hash covers and how rows are chained. Pure: the
// writer (packages/api audit/write-audit.ts), the demo seed, the sealer, the verifier and the export share these
// functions, and scripts/audit-check-export.mjs says the same in plain JavaScript so an auditor can check an export
// without this code.

import { createHash, createHmac, createPrivateKey, createPublicKey, randomBytes, sign, verify } from "node:crypto";
import type { Prisma } from "./generated/prisma/client.js";

/** The chain hash "before" the first row ever sealed. */
export const GENESIS_HASH = "0".repeat(64);

/** What a row's hash covers: every column the application writes, nothing the sealer adds. */
export interface AuditContent {
  id: string;
  actorId: string | null;
  action: string;
  entityType: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
  description: string | null;
  ipAddress: string | null;
  userAgent: string | null;
  createdAt: Date | string;
}

/**
 * JSON with object keys sorted at every level (JSONB stores keys in its own order, so the text a row was written
 * with is not the text it is read back with; the sorted form is the same either way). undefined is null.
 */
export function canonicalJson(value: unknown): string {
  if (value === undefined || value === null) return "null";
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/** The canonical text of a row's content, in a fixed field order. */
export function contentText(row: AuditContent): string {
  const createdAt = row.createdAt instanceof Date ? row.createdAt.toISOString() : new Date(row.createdAt).toISOString();
  return canonicalJson([
    row.id,
    row.actorId,
    row.action,
    row.entityType,
    row.entityId,
    row.before ?? null,
    row.after ?? null,
    row.description,
    row.ipAddress,
    row.userAgent,
    createdAt,
  ]);
}

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

export const contentHashOf = (row: AuditContent) => sha256(contentText(row));

/** A sealed row's link: the previous row's chain hash, this row's place and its content hash. */
export const chainHashOf = (previous: string, seq: bigint | number | string, contentHash: string) =>
  sha256(`${previous}\n${String(seq)}\n${contentHash}`);

/** The application's mark on a row it wrote (HMAC-SHA256 with AUDIT_MAC_KEY): a row written in SQL has none. */
export const rowMacOf = (key: string, row: AuditContent) =>
  createHmac("sha256", key).update(contentText(row), "utf8").digest("hex");

/** A UUID v7 (time-ordered, as Prisma's uuid(7) default): the id is part of the MAC, so it is made before writing. */
export function uuidv7(now = Date.now()): string {
  const bytes = randomBytes(16);
  bytes.writeUIntBE(now, 0, 6);
  bytes[6] = (bytes[6]! & 0x0f) | 0x70;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

// ── Signed checkpoints ──────────────────────────────────────────────────────────────────────────────────────────

/** The text a checkpoint's signature covers. */
export const checkpointMessage = (seq: bigint | number | string, chainHash: string, signedAt: Date | string) =>
  `tprm-audit-checkpoint:${String(seq)}:${chainHash}:${new Date(signedAt).toISOString()}`;

/** An Ed25519 private key given as PEM or as base64 PKCS#8 DER (AUDIT_SIGNING_KEY). */
function privateKeyOf(text: string) {
  const trimmed = text.trim();
  return trimmed.startsWith("-----")
    ? createPrivateKey(trimmed)
    : createPrivateKey({ key: Buffer.from(trimmed, "base64"), format: "der", type: "pkcs8" });
}

/** The public key (SPKI, base64 DER) of the signing key: what an auditor checks signatures with. */
export function publicKeyOf(signingKey: string): string {
  return createPublicKey(privateKeyOf(signingKey)).export({ format: "der", type: "spki" }).toString("base64");
}

export function signCheckpoint(signingKey: string, seq: bigint | number | string, chainHash: string, signedAt: Date) {
  return sign(null, Buffer.from(checkpointMessage(seq, chainHash, signedAt)), privateKeyOf(signingKey)).toString(
    "base64",
  );
}

export function checkpointSignatureValid(
  publicKey: string,
  signature: string,
  seq: bigint | number | string,
  chainHash: string,
  signedAt: Date | string,
): boolean {
  try {
    const key = createPublicKey({ key: Buffer.from(publicKey, "base64"), format: "der", type: "spki" });
    return verify(
      null,
      Buffer.from(checkpointMessage(seq, chainHash, signedAt)),
      key,
      Buffer.from(signature, "base64"),
    );
  } catch {
    return false;
  }
}

/** Outside production, rows are marked with this published key: tamper evidence needs a real secret in production. */
export const DEVELOPMENT_AUDIT_MAC_KEY = "tprm-development-audit-mac-key-not-a-secret";

/**
 * Rows written straight to the table (the demo seed's history) marked as the application marks its own: an id and a
 * time of their own, and the row's MAC with `key` (the environment's AUDIT_MAC_KEY, else the development key).
 */
export function markAuditRows(
  rows: Prisma.AuditLogCreateManyInput[],
  key: string | null = process.env.AUDIT_MAC_KEY ?? DEVELOPMENT_AUDIT_MAC_KEY,
): Prisma.AuditLogCreateManyInput[] {
  return rows.map((r) => {
    const createdAt = r.createdAt ? new Date(r.createdAt) : new Date();
    const content: AuditContent = {
      id: r.id ?? uuidv7(createdAt.getTime()),
      actorId: r.actorId ?? null,
      action: r.action,
      entityType: r.entityType,
      entityId: r.entityId ?? null,
      before: r.before ?? null,
      after: r.after ?? null,
      description: r.description ?? null,
      ipAddress: r.ipAddress ?? null,
      userAgent: r.userAgent ?? null,
      createdAt,
    };
    return { ...r, id: content.id, createdAt, rowMac: key ? rowMacOf(key, content) : null };
  });
}
