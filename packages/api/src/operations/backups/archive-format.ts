// The backup files in BACKUP_DIR (docs/OPERATIONS.md "Backups"). Each backup is two files: `<id>.tar` (or
// `<id>.tar.enc` when encrypted) and `<id>.manifest.json` beside it. The list of backups IS the manifests in the
// directory, never database rows: a restore replaces every table. A backup is written under `.partial-<id>/` and
// renamed into place at the end, archive first and manifest last, so a worker killed mid-backup leaves nothing listed.
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, readdir, readFile, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { z } from "zod";

import { BACKUP_ID, backupIdSchema } from "./schemas.js";

export const BACKUP_FORMAT = "tprm-backup/1";
export { BACKUP_ID, backupIdSchema };

const tablePart = z.object({
  name: z.string().min(1),
  columns: z.array(z.string().min(1)),
  rows: z.number().int().min(0),
  /** The part inside the archive: tables/<name>.copy.gz (PostgreSQL COPY text format, gzipped). */
  part: z.string(),
  bytes: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

/** What the archive carries inside (manifest.json, its first entry). */
export const innerManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  id: backupIdSchema,
  createdAt: z.string(),
  createdBy: z.object({ id: z.string().nullable(), name: z.string() }).nullable(),
  trigger: z.enum(["manual", "scheduled"]),
  /** The newest applied row of _prisma_migrations when the snapshot was taken. */
  migration: z.string(),
  tables: z.array(tablePart),
});
export type InnerManifest = z.infer<typeof innerManifestSchema>;

/** The manifest beside the archive: the inner one plus the archive's own size, checksum and encryption. */
export const manifestSchema = innerManifestSchema.extend({
  archive: z.object({
    file: z.string(),
    bytes: z.number().int().min(0),
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
    encrypted: z.boolean(),
    /** The encryption: AES-256-GCM with the key in BACKUP_ENCRYPTION_KEY; null when not encrypted. */
    cipher: z.literal("aes-256-gcm").nullable(),
  }),
  durationMs: z.number().int().min(0),
});
export type BackupManifest = z.infer<typeof manifestSchema>;

export const manifestPath = (dir: string, id: string) => join(dir, `${id}.manifest.json`);
export const archiveName = (id: string, encrypted: boolean) => `${id}.tar${encrypted ? ".enc" : ""}`;
export const partialDir = (dir: string, id: string) => join(dir, `.partial-${id}`);

/** A new backup's name from when its job was created (so a retried job writes the same backup again). */
export function newBackupId(createdAt: Date, seed: string): string {
  const stamp = createdAt.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  return `tprm-backup-${stamp}-${createHash("sha256").update(seed).digest("hex").slice(0, 8)}`;
}

export async function ensureDir(dir: string) {
  await mkdir(dir, { recursive: true });
}

/** The listed backups (their manifests), newest first. A manifest that does not parse is skipped and named. */
export async function listBackups(dir: string): Promise<{ backups: BackupManifest[]; unreadable: string[] }> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [] as string[];
    throw error;
  });
  const backups: BackupManifest[] = [];
  const unreadable: string[] = [];
  for (const name of names.filter((n) => n.endsWith(".manifest.json"))) {
    const parsed = manifestSchema.safeParse(
      await readFile(join(dir, name), "utf8").then(
        (text) => JSON.parse(text) as unknown,
        () => null,
      ),
    );
    if (parsed.success && `${parsed.data.id}.manifest.json` === name) backups.push(parsed.data);
    else unreadable.push(name);
  }
  backups.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
  return { backups, unreadable };
}

export async function readBackup(dir: string, id: string): Promise<BackupManifest | null> {
  if (!BACKUP_ID.test(id)) return null;
  const text = await readFile(manifestPath(dir, id), "utf8").catch(() => null);
  if (text === null) return null;
  const parsed = manifestSchema.safeParse(JSON.parse(text));
  return parsed.success && parsed.data.id === id ? parsed.data : null;
}

/** Deletes a backup: its manifest first (so it is no longer listed), then its archive. */
export async function removeBackup(dir: string, manifest: BackupManifest) {
  await rm(manifestPath(dir, manifest.id), { force: true });
  await rm(join(dir, manifest.archive.file), { force: true });
}

/** Partial folders and archives without a manifest older than this are a crashed worker's leftovers. */
const LEFTOVER_AGE_MS = 6 * 3600_000;

/** Removes what killed backups left behind (never a backup being written: those are younger than six hours). */
export async function removeLeftovers(dir: string, now = Date.now()): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const listed = new Set(names.filter((n) => n.endsWith(".manifest.json")).map((n) => n.replace(".manifest.json", "")));
  const removed: string[] = [];
  for (const name of names) {
    const id = name.startsWith(".partial-") ? null : name.replace(/\.tar(\.enc)?$/, "");
    const leftover = name.startsWith(".partial-") || (id !== name && id !== null && !listed.has(id));
    if (!leftover) continue;
    const info = await stat(join(dir, name)).catch(() => null);
    if (!info || now - info.mtimeMs < LEFTOVER_AGE_MS) continue;
    await rm(join(dir, name), { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}

export async function sha256OfFile(path: string, start = 0, end?: number): Promise<string> {
  const hash = createHash("sha256");
  await pipeline(createReadStream(path, { start, end }), hash);
  return hash.digest("hex");
}
