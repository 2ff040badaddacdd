// Takes a backup: one REPEATABLE READ, READ ONLY transaction on one connection (one consistent snapshot of every
// table, stored files included: they are StoredFile rows), each table streamed out with COPY ... TO STDOUT, gzipped
// into its own part file, then the parts tarred (and optionally encrypted) into the archive. Memory stays bounded
// whatever the table sizes: every step streams (docs/DECISIONS.md "Backups by COPY in the worker").
import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import pg from "pg";
import { to as copyTo } from "pg-copy-streams";
import { pack as tarPack } from "tar-stream";
import {
  archiveName,
  type BackupManifest,
  ensureDir,
  type InnerManifest,
  manifestPath,
  partialDir,
} from "./archive-format.js";
import { encryptStream } from "./encryption.js";
import { appliedMigrations, listTables, quoteIdent } from "./tables.js";

export interface BackupOptions {
  databaseUrl: string;
  dir: string;
  id: string;
  key: Buffer | null;
  trigger: InnerManifest["trigger"];
  createdBy: InnerManifest["createdBy"];
  onProgress?: (done: number, total: number) => Promise<void> | void;
  /** Called after each table's part is written (tests stop a backup in the middle here). */
  afterTable?: (name: string) => Promise<void> | void;
}

/** Counts the rows of COPY text output: one line each (newlines inside values are escaped as \n). */
function rowCounter() {
  let rows = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) rows++;
      done(null, chunk);
    },
  });
  return { counter, rows: () => rows };
}

function hashTap(hash: ReturnType<typeof createHash>) {
  let bytes = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  return { tap, bytes: () => bytes };
}

export async function takeBackup(options: BackupOptions): Promise<BackupManifest> {
  const started = Date.now();
  const { dir, id } = options;
  await ensureDir(dir);
  const work = partialDir(dir, id);
  // A retried job (its worker was killed) starts this backup again from the beginning.
  await rm(work, { recursive: true, force: true });
  await mkdir(join(work, "tables"), { recursive: true });
  const client = new pg.Client({ connectionString: options.databaseUrl, application_name: "tprm-backup" });
  await client.connect();
  let inner: InnerManifest;
  try {
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    const migrations = await appliedMigrations(client);
    const tables = await listTables(client);
    const parts: InnerManifest["tables"] = [];
    let done = 0;
    for (const table of tables) {
      const part = `tables/${table.name}.copy.gz`;
      const hash = createHash("sha256");
      const { counter, rows } = rowCounter();
      const { tap, bytes } = hashTap(hash);
      const columns = table.columns.map(quoteIdent).join(", ");
      await pipeline(
        client.query(copyTo(`COPY ${quoteIdent(table.name)} (${columns}) TO STDOUT`)),
        counter,
        createGzip({ level: 6 }),
        tap,
        createWriteStream(join(work, part)),
      );
      parts.push({
        name: table.name,
        columns: table.columns,
        rows: rows(),
        part,
        bytes: bytes(),
        sha256: hash.digest("hex"),
      });
      await options.onProgress?.(++done, tables.length);
      await options.afterTable?.(table.name);
    }
    await client.query("COMMIT");
    inner = {
      format: "tprm-backup/1",
      id,
      createdAt: new Date(started).toISOString(),
      createdBy: options.createdBy,
      trigger: options.trigger,
      migration: migrations.at(-1) ?? "",
      tables: parts,
    };
  } finally {
    await client.end().catch(() => undefined);
  }

  // The archive: manifest.json first, then each part, as an uncompressed tar of gzipped parts (readable with tar).
  const encrypted = options.key !== null;
  const file = archiveName(id, encrypted);
  const archiveHash = createHash("sha256");
  const { tap, bytes } = hashTap(archiveHash);
  const tar = tarPack();
  const written = (async () => {
    const innerJson = Buffer.from(JSON.stringify(inner, null, 2));
    tar.entry({ name: "manifest.json", size: innerJson.length }, innerJson);
    for (const part of inner.tables) {
      await new Promise<void>((resolve, reject) => {
        const entry = tar.entry({ name: part.part, size: part.bytes }, (error) => (error ? reject(error) : resolve()));
        createReadStream(join(work, part.part)).on("error", reject).pipe(entry);
      });
    }
    tar.finalize();
  })();
  const out = createWriteStream(join(work, "archive"));
  await Promise.all([
    written,
    options.key ? pipeline(tar, encryptStream(options.key), tap, out) : pipeline(tar, tap, out),
  ]);
  const manifest: BackupManifest = {
    ...inner,
    archive: {
      file,
      bytes: bytes(),
      sha256: archiveHash.digest("hex"),
      encrypted,
      cipher: encrypted ? "aes-256-gcm" : null,
    },
    durationMs: Date.now() - started,
  };
  const size = (await stat(join(work, "archive"))).size;
  if (size !== manifest.archive.bytes)
    throw new Error(`The archive has ${size} bytes, ${manifest.archive.bytes} were written`);
  await writeFile(join(work, "manifest.json"), JSON.stringify(manifest, null, 2));
  // Archive first, manifest last: the backup is listed only once both are in place.
  await rename(join(work, "archive"), join(dir, file));
  await rename(join(work, "manifest.json"), manifestPath(dir, id));
  await rm(work, { recursive: true, force: true });
  return manifest;
}
