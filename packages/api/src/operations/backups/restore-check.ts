// A restore's checks, all before anything is touched: the archive's checksum (a listed backup), its decryption
// (GCM's tag fails a changed byte or a wrong key), every part's size and checksum against the manifest inside, and
// the schema level (a backup from a newer schema is refused). The parts land in a working folder the load reads.
import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import pg from "pg";
import { extract as tarExtract } from "tar-stream";
import { type InnerManifest, innerManifestSchema, sha256OfFile } from "./archive-format.js";
import { decryptor, readEnvelope } from "./encryption.js";
import { appliedMigrations, listTables } from "./tables.js";

/** A refusal: the restore stops before touching anything and says why. */
export class RestoreRefused extends Error {}

const PART_NAME = /^tables\/[A-Za-z0-9_]+\.copy\.gz$/;

export interface CheckedArchive {
  manifest: InnerManifest;
  /** The folder holding the verified parts (tables/<name>.copy.gz); remove it when done. */
  workDir: string;
}

export async function checkArchive(input: {
  archivePath: string;
  workDir: string;
  key: Buffer | null;
  databaseUrl: string;
  /** The listed backup's archive checksum, or null for an uploaded archive. */
  expectedSha256: string | null;
  expectedId?: string;
}): Promise<CheckedArchive> {
  const { archivePath, workDir } = input;
  if (input.expectedSha256 && (await sha256OfFile(archivePath)) !== input.expectedSha256) {
    throw new RestoreRefused("The backup's checksum does not match its manifest: the archive was changed or damaged.");
  }
  await rm(workDir, { recursive: true, force: true });
  await mkdir(join(workDir, "tables"), { recursive: true });
  const envelope = await readEnvelope(archivePath);
  if (envelope.encrypted && !input.key) {
    throw new RestoreRefused("This backup is encrypted and BACKUP_ENCRYPTION_KEY is not set on the worker.");
  }
  const written = new Map<string, { bytes: number; sha256: string }>();
  let innerText: string | null = null;
  const extract = tarExtract();
  extract.on("entry", (header, stream, next) => {
    const name = header.name;
    if (name === "manifest.json") {
      const chunks: Buffer[] = [];
      stream.on("data", (c) => chunks.push(c as Buffer));
      stream.on("end", () => {
        innerText = Buffer.concat(chunks).toString("utf8");
        next();
      });
      return;
    }
    if (!PART_NAME.test(name) || written.has(name) || header.type !== "file") {
      stream.resume();
      return next(new RestoreRefused(`The archive holds an unexpected entry (${name.slice(0, 100)}).`));
    }
    const hash = createHash("sha256");
    let bytes = 0;
    const tap = new Transform({
      transform(chunk: Buffer, _e, done) {
        hash.update(chunk);
        bytes += chunk.length;
        done(null, chunk);
      },
    });
    pipeline(stream, tap, createWriteStream(join(workDir, name))).then(
      () => {
        written.set(name, { bytes, sha256: hash.digest("hex") });
        next();
      },
      (error: Error) => next(error),
    );
  });
  try {
    if (envelope.encrypted) {
      const source = createReadStream(archivePath, { start: envelope.start, end: envelope.end });
      await pipeline(source, decryptor(input.key!, envelope.iv, envelope.tag), extract);
    } else {
      await pipeline(createReadStream(archivePath), extract);
    }
  } catch (error) {
    if (error instanceof RestoreRefused) throw error;
    const message = (error as Error).message;
    throw new RestoreRefused(
      envelope.encrypted && /auth|decrypt/i.test(message)
        ? "The backup could not be decrypted: the key is not the one it was made with, or the archive was changed."
        : `The file is not a readable backup archive (${message.slice(0, 200)}).`,
    );
  }
  if (innerText === null)
    throw new RestoreRefused("The archive has no manifest.json: it is not a backup of this platform.");
  const parsed = innerManifestSchema.safeParse(
    (() => {
      try {
        return JSON.parse(innerText) as unknown;
      } catch {
        return null;
      }
    })(),
  );
  if (!parsed.success)
    throw new RestoreRefused("The archive's manifest.json is not a backup manifest of this platform.");
  const manifest = parsed.data;
  if (input.expectedId && manifest.id !== input.expectedId) {
    throw new RestoreRefused("The archive's manifest names another backup than the one listed.");
  }
  for (const table of manifest.tables) {
    const part = written.get(table.part);
    if (!part || part.bytes !== table.bytes || part.sha256 !== table.sha256) {
      throw new RestoreRefused(`The part of table ${table.name} does not match its checksum in the manifest.`);
    }
  }
  if (written.size !== manifest.tables.length)
    throw new RestoreRefused("The archive holds parts its manifest does not list.");
  await checkSchema(input.databaseUrl, manifest);
  return { manifest, workDir };
}

/** Refuses a backup of a newer (or another) schema, and one holding a table or column this database lacks. */
async function checkSchema(databaseUrl: string, manifest: InnerManifest) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const applied = await appliedMigrations(client);
    if (!applied.includes(manifest.migration)) {
      throw new RestoreRefused(
        `The backup was taken at schema level ${manifest.migration || "(none)"}, which this platform has not reached ` +
          `(its level is ${applied.at(-1)}): a backup of a newer schema cannot be restored here.`,
      );
    }
    const tables = new Map((await listTables(client)).map((t) => [t.name, new Set(t.columns)]));
    for (const table of manifest.tables) {
      const columns = tables.get(table.name);
      if (!columns)
        throw new RestoreRefused(`The backup holds table ${table.name}, which this database does not have.`);
      const missing = table.columns.find((c) => !columns.has(c));
      if (missing)
        throw new RestoreRefused(
          `The backup holds column ${table.name}.${missing}, which this database does not have.`,
        );
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}
