// The one storage module: every upload (import files, policy documents, templates) and every generated file
// (exports, reports) goes through here into the StoredFile table (bytea). Size-capped, hashed, and typed by its
// first bytes — never by its name — so a renamed binary never passes as a CSV.
import { createHash } from "node:crypto";
import type { Prisma, PrismaClient } from "@tprm/db";
import { TRPCError } from "@trpc/server";
import { cleanFilename, describeKinds, FILE_KINDS, type FileKind, matchAccepted, sniffFile } from "./content-type.js";
import { summarizeZip } from "./zip-inspect.js";

/** A client or a transaction client: a file can be saved in the same transaction as the record that points at it. */
export type Db = PrismaClient | Prisma.TransactionClient;

/** The default cap for any stored file. StoredFile.data is bytea, which PostgreSQL caps at 1 GB. */
export const DEFAULT_MAX_FILE_BYTES = 50 * 1024 * 1024;

export type FileSource = Uint8Array | AsyncIterable<Uint8Array | string>;

export interface SaveFileOptions {
  filename: string;
  /** What the file is for: "vendor-import", "vendor-export", ... (StoredFile.purpose). */
  purpose: string;
  createdById: string | null;
  /** The kinds this purpose accepts; anything else is refused with 415. */
  accept: readonly FileKind[];
  /** Largest size accepted; 413 beyond it. */
  maxBytes?: number;
}

export interface StoredFileInfo {
  id: string;
  filename: string;
  contentType: string;
  kind: FileKind;
  size: number;
  sha256: string;
  purpose: string;
  createdById: string | null;
  createdAt: Date;
}

export const fileTooLarge = (maxBytes: number) =>
  new TRPCError({
    code: "PAYLOAD_TOO_LARGE",
    message: `The file is larger than ${formatBytes(maxBytes)}.`,
  });

export function formatBytes(bytes: number) {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

/** Reads a stream into one buffer, stopping with 413 as soon as it passes the cap (nothing more is read). */
export async function collectBytes(source: FileSource, maxBytes: number): Promise<Buffer> {
  if (source instanceof Uint8Array) {
    if (source.byteLength > maxBytes) throw fileTooLarge(maxBytes);
    return Buffer.from(source.buffer, source.byteOffset, source.byteLength);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of source) {
    const buffer = typeof chunk === "string" ? Buffer.from(chunk, "utf8") : Buffer.from(chunk);
    size += buffer.byteLength;
    if (size > maxBytes) throw fileTooLarge(maxBytes);
    chunks.push(buffer);
  }
  // A multipart parser that cut the file at its own limit marks the stream truncated: never store half a file.
  if ((source as { truncated?: boolean }).truncated) throw fileTooLarge(maxBytes);
  return Buffer.concat(chunks, size);
}

/**
 * Checks the bytes against what the purpose accepts and answers the kind. 400 for an empty file, 415 for anything
 * whose content is not an accepted kind (the message says what it looks like).
 */
export function checkContent(bytes: Uint8Array, accept: readonly FileKind[]): FileKind {
  if (bytes.byteLength === 0) throw new TRPCError({ code: "BAD_REQUEST", message: "The file is empty." });
  const sniffed = sniffFile(bytes);
  const kind = matchAccepted(sniffed, accept);
  if (kind === "xlsx" || kind === "docx") checkZip(bytes, kind);
  if (kind) return kind;
  const found =
    sniffed.kind === "unknown"
      ? sniffed.looksLike
      : sniffed.kind === "text"
        ? "text"
        : `a ${FILE_KINDS[sniffed.kind].label}`;
  throw new TRPCError({
    code: "UNSUPPORTED_MEDIA_TYPE",
    message: `Only ${describeKinds(accept)} files are accepted here; the content of this file is ${found}.`,
  });
}

/** Most an Office file may expand to when unzipped: far above any real register, far below a zip bomb. */
export const MAX_EXPANDED_BYTES = 1024 * 1024 * 1024;

function checkZip(bytes: Uint8Array, kind: "xlsx" | "docx") {
  const zip = summarizeZip(bytes);
  if (!zip) {
    throw new TRPCError({
      code: "BAD_REQUEST",
      message: `The ${FILE_KINDS[kind].label} is incomplete or damaged; save it again and upload it once more.`,
    });
  }
  if (zip.expandedBytes > MAX_EXPANDED_BYTES) {
    throw new TRPCError({
      code: "PAYLOAD_TOO_LARGE",
      message: `The ${FILE_KINDS[kind].label} expands to more than ${formatBytes(MAX_EXPANDED_BYTES)} when opened; split it into smaller files.`,
    });
  }
}

const INFO_SELECT = {
  id: true,
  filename: true,
  contentType: true,
  size: true,
  sha256: true,
  purpose: true,
  createdById: true,
  createdAt: true,
} as const;

function kindOf(contentType: string): FileKind {
  const match = (Object.keys(FILE_KINDS) as FileKind[]).find((k) => FILE_KINDS[k].contentType === contentType);
  return match ?? "text";
}

type InfoRow = Omit<StoredFileInfo, "kind">;
const withKind = (row: InfoRow): StoredFileInfo => ({ ...row, kind: kindOf(row.contentType) });

/** Stores a file (bytes or a stream) after checking its size and content. Returns its record without the bytes. */
export async function saveFile(db: Db, source: FileSource, options: SaveFileOptions): Promise<StoredFileInfo> {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_FILE_BYTES;
  const bytes = await collectBytes(source, maxBytes);
  const kind = checkContent(bytes, options.accept);
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  const row = await db.storedFile.create({
    data: {
      filename: cleanFilename(options.filename, `file.${FILE_KINDS[kind].extension}`),
      contentType: FILE_KINDS[kind].contentType,
      size: bytes.byteLength,
      sha256,
      data: bytes as Uint8Array<ArrayBuffer>,
      purpose: options.purpose,
      createdById: options.createdById,
    },
    select: INFO_SELECT,
  });
  return withKind(row);
}

/** A file's record without its bytes, or null. */
export async function getFileInfo(db: Db, id: string): Promise<StoredFileInfo | null> {
  const row = await db.storedFile.findUnique({ where: { id }, select: INFO_SELECT });
  return row ? withKind(row) : null;
}

/** A file's record and its bytes, or null. */
export async function readFile(db: Db, id: string): Promise<{ info: StoredFileInfo; data: Buffer } | null> {
  const row = await db.storedFile.findUnique({ where: { id }, select: { ...INFO_SELECT, data: true } });
  if (!row) return null;
  const { data, ...info } = row;
  return { info: withKind(info), data: Buffer.from(data.buffer, data.byteOffset, data.byteLength) };
}

/** Bytes per read when a file is streamed out of PostgreSQL. */
export const READ_CHUNK_BYTES = 4 * 1024 * 1024;

export interface OpenedFile {
  info: StoredFileInfo;
  /** The bytes in order, READ_CHUNK_BYTES at a time (substring of the bytea): never the whole file in memory. */
  chunks(): AsyncGenerator<Buffer>;
}

/**
 * A file's record and a reader of its bytes, or null. For large files (imports, exports, downloads): the bytes
 * come out of PostgreSQL a few megabytes at a time, so a 50 MB file never sits in memory whole — reading it
 * through Prisma in one piece costs several copies (about ten times its size, measured).
 */
export async function openFile(db: Db, id: string, chunkBytes = READ_CHUNK_BYTES): Promise<OpenedFile | null> {
  const info = await getFileInfo(db, id);
  if (!info) return null;
  return {
    info,
    async *chunks() {
      for (let offset = 0; offset < info.size; offset += chunkBytes) {
        const rows = await db.$queryRaw<{ part: Uint8Array }[]>`
          SELECT substring("data" FROM ${offset + 1}::int FOR ${chunkBytes}::int) AS part
          FROM "StoredFile" WHERE "id" = ${id}::uuid`;
        const part = rows[0]?.part;
        if (!part) throw new Error(`File ${id} disappeared while it was being read`);
        yield Buffer.from(part.buffer, part.byteOffset, part.byteLength);
      }
    },
  };
}

/** Deletes a file; tasks that pointed at it keep their record (their file reference becomes null). */
export async function deleteFile(db: Db, id: string): Promise<boolean> {
  const { count } = await db.storedFile.deleteMany({ where: { id } });
  return count > 0;
}
