// An export-all archive checked against its manifest and against this platform's schema, nothing written: every
// entry the manifest names is there with its SHA-256, each table's CSV has the manifest's header and row count and
// every value fits its column (type, NOT NULL, enum label), each JSON line parses, every stored file is there
// with its checksum, and the archive's schema is not newer than this platform's.
import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import type { PrismaClient } from "@tprm/db";
import { parse } from "csv-parse";
import { FileProblem } from "../../files/index.js";
import { inflateBudget, inflateEntry, readZipDirectory, type ZipEntry } from "../../files/zip-inspect.js";
import type { Manifest, ManifestTable } from "../export-all/manifest.js";
import { MANIFEST_PATH } from "../export-all/manifest.js";
import { EXPORT_ALL_FORMAT, EXPORT_ALL_FORMAT_VERSION } from "../export-all/public.js";
import { migrationLevel, readExportTables } from "../export-all/tables.js";
import type { Problems } from "./collect.js";
import { valueProblem } from "./values.js";

/** An archive expands to at most this much when checked (a ZIP bomb stops here). */
const MAX_EXPANDED = 4 * 1024 * 1024 * 1024;

/** True when the bytes are a ZIP with a manifest.json (an export-all archive) rather than a workbook. */
export function looksLikeArchive(bytes: Buffer): boolean {
  if (bytes.length < 4 || bytes.readUInt32LE(0) !== 0x04034b50) return false;
  try {
    const names = readZipDirectory(bytes).map((e) => e.name);
    return names.includes(MANIFEST_PATH) && !names.includes("xl/workbook.xml");
  } catch {
    return false;
  }
}

interface Schema {
  tables: Map<string, Map<string, { type: string; nullable: boolean }>>;
  enums: Map<string, Set<string>>;
  migration: { latest: string | null; applied: number };
}

async function readSchema(db: PrismaClient): Promise<Schema> {
  return db.$transaction(async (tx) => {
    await tx.$executeRaw`SET TRANSACTION READ ONLY`;
    const tables = new Map<string, Map<string, { type: string; nullable: boolean }>>();
    for (const t of await readExportTables(tx)) {
      tables.set(t.name, new Map(t.columns.map((c) => [c.name, { type: c.type, nullable: c.nullable }])));
    }
    const enums = new Map<string, Set<string>>();
    const labels = await tx.$queryRaw<{ type: string; label: string }[]>`
      SELECT t.typname AS "type", e.enumlabel AS "label" FROM pg_enum e JOIN pg_type t ON t.oid = e.enumtypid`;
    for (const { type, label } of labels) {
      if (!enums.has(type)) enums.set(type, new Set());
      enums.get(type)!.add(label);
    }
    return { tables, enums, migration: await migrationLevel(tx) };
  });
}

export async function checkArchive(
  db: PrismaClient,
  filename: string,
  bytes: Buffer,
  problems: Problems,
): Promise<{ rows: number; files: number }> {
  const whole = (rule: string, file = filename, field: string | null = null) =>
    problems.add({ file, row: null, field, value: null, rule });
  let entries: Map<string, ZipEntry>;
  try {
    entries = new Map(readZipDirectory(bytes).map((e) => [e.name, e]));
  } catch (error) {
    whole(`The archive cannot be read: ${(error as Error).message}`);
    return { rows: 0, files: 0 };
  }
  const budget = inflateBudget(MAX_EXPANDED);
  const read = (entry: ZipEntry) => inflateEntry(bytes, entry, budget);
  const manifestEntry = entries.get(MANIFEST_PATH);
  if (!manifestEntry) {
    whole(`The archive has no ${MANIFEST_PATH}: it is not an export of everything`);
    return { rows: 0, files: 0 };
  }
  let manifest: Manifest;
  try {
    const parts: Buffer[] = [];
    for await (const chunk of read(manifestEntry)) parts.push(chunk);
    manifest = JSON.parse(Buffer.concat(parts).toString("utf8")) as Manifest;
  } catch (error) {
    whole(`${MANIFEST_PATH} is not valid JSON: ${(error as Error).message}`, MANIFEST_PATH);
    return { rows: 0, files: 0 };
  }
  if (manifest.format !== EXPORT_ALL_FORMAT) {
    whole(`The manifest's format is "${manifest.format}", not ${EXPORT_ALL_FORMAT}`, MANIFEST_PATH, "format");
    return { rows: 0, files: 0 };
  }
  if (!(manifest.formatVersion <= EXPORT_ALL_FORMAT_VERSION)) {
    whole(`Format version ${manifest.formatVersion} is newer than this platform reads`, MANIFEST_PATH, "formatVersion");
  }
  const schema = await readSchema(db);
  const theirs = manifest.migration?.latest ?? null;
  if (theirs && schema.migration.latest && theirs > schema.migration.latest) {
    problems.add({
      file: MANIFEST_PATH,
      row: null,
      field: "migration.latest",
      value: theirs,
      rule: `The archive's schema (${theirs}) is newer than this platform's (${schema.migration.latest})`,
    });
  }

  let rows = 0;
  for (const table of manifest.tables ?? []) rows += await checkTable(table, entries, read, schema, problems);
  let files = 0;
  for (const file of manifest.files ?? []) {
    files += 1;
    const entry = entries.get(file.path);
    if (!entry) {
      whole("A stored file the manifest lists is missing from the archive", file.path);
      continue;
    }
    const sha256 = await digest(read(entry)).catch((error: Error) => error);
    if (sha256 instanceof Error) whole(`The file cannot be read: ${sha256.message}`, file.path);
    else if (sha256 !== file.sha256) whole(`Checksum differs from the manifest's (sha256 ${file.sha256})`, file.path);
  }
  return { rows, files: files + (manifest.tables?.length ?? 0) };
}

async function digest(chunks: AsyncIterable<Buffer>) {
  const hash = createHash("sha256");
  for await (const chunk of chunks) hash.update(chunk);
  return hash.digest("hex");
}

/** Passes the chunks through while hashing them; `done()` answers the SHA-256 once they have all gone by. */
function hashing(chunks: AsyncIterable<Buffer>) {
  const hash = createHash("sha256");
  let sha: string | null = null;
  return {
    chunks: (async function* () {
      for await (const chunk of chunks) {
        hash.update(chunk);
        yield chunk;
      }
      sha = hash.digest("hex");
    })(),
    done: () => sha,
  };
}

async function checkTable(
  table: ManifestTable,
  entries: Map<string, ZipEntry>,
  read: (entry: ZipEntry) => AsyncGenerator<Buffer>,
  schema: Schema,
  problems: Problems,
): Promise<number> {
  const csvPath = table.csv?.path ?? `tables/${table.name}.csv`;
  const ours = schema.tables.get(table.name);
  if (!ours) {
    problems.add({ file: csvPath, row: null, field: null, value: table.name, rule: "No such table on this platform" });
  }
  const csvEntry = entries.get(csvPath);
  let rows = 0;
  if (!csvEntry) {
    problems.add({ file: csvPath, row: null, field: null, value: null, rule: "Missing from the archive" });
  } else {
    const columns = table.columns ?? [];
    for (const c of columns) {
      if (ours && !ours.has(c.name)) {
        problems.add({ file: csvPath, row: 1, field: c.name, value: null, rule: "No such column in this table here" });
      }
    }
    const hashed = hashing(read(csvEntry));
    const parser = Readable.from(hashed.chunks).pipe(
      parse({
        bom: true,
        relax_column_count: true,
        cast: (value, context) => (context.quoting || value !== "" ? value : null) as string,
      }),
    );
    let line = 0;
    try {
      for await (const record of parser as AsyncIterable<(string | null)[]>) {
        line += 1;
        if (line === 1) {
          const header = record.join(",");
          const expected = columns.map((c) => c.name).join(",");
          if (header !== expected) {
            problems.add({
              file: csvPath,
              row: 1,
              field: null,
              value: header,
              rule: `Header differs from the manifest's columns (${expected})`,
            });
          }
          continue;
        }
        rows += 1;
        if (record.length !== columns.length) {
          problems.add({
            file: csvPath,
            row: line,
            field: null,
            value: null,
            rule: `${record.length} cells where the header has ${columns.length}`,
          });
          continue;
        }
        for (let i = 0; i < columns.length; i++) {
          const column = columns[i]!;
          const here = ours?.get(column.name);
          const rule = valueProblem(record[i] ?? null, here ?? column, schema.enums, column.blanked === true);
          if (rule) problems.add({ file: csvPath, row: line, field: column.name, value: record[i] ?? null, rule });
        }
      }
    } catch (error) {
      const message = error instanceof FileProblem ? error.message : (error as Error).message;
      problems.add({
        file: csvPath,
        row: line + 1,
        field: null,
        value: null,
        rule: `The CSV cannot be read: ${message}`,
      });
    }
    const sha = hashed.done();
    if (sha && table.csv?.sha256 && sha !== table.csv.sha256) {
      problems.add({
        file: csvPath,
        row: null,
        field: null,
        value: null,
        rule: "Checksum differs from the manifest's",
      });
    }
    if (rows !== table.rows) {
      problems.add({
        file: csvPath,
        row: null,
        field: null,
        value: String(rows),
        rule: `The manifest says ${table.rows} rows; the file has ${rows}`,
      });
    }
  }
  await checkJson(table, entries, read, problems);
  return rows;
}

async function checkJson(
  table: ManifestTable,
  entries: Map<string, ZipEntry>,
  read: (entry: ZipEntry) => AsyncGenerator<Buffer>,
  problems: Problems,
) {
  const path = table.json?.path ?? `json/${table.name}.jsonl`;
  const entry = entries.get(path);
  if (!entry) {
    problems.add({ file: path, row: null, field: null, value: null, rule: "Missing from the archive" });
    return;
  }
  const hashed = hashing(read(entry));
  let line = 0;
  let rest = "";
  const decoder = new StringDecoder("utf8");
  const check = (text: string) => {
    line += 1;
    try {
      const value = JSON.parse(text);
      if (!value || typeof value !== "object" || Array.isArray(value)) throw new Error("not an object");
    } catch (error) {
      problems.add({
        file: path,
        row: line,
        field: null,
        value: text.slice(0, 200),
        rule: `Not a JSON object: ${(error as Error).message}`,
      });
    }
  };
  try {
    for await (const chunk of hashed.chunks) {
      const lines = (rest + decoder.write(chunk)).split("\n");
      rest = lines.pop() ?? "";
      for (const text of lines) check(text);
    }
    rest += decoder.end();
    if (rest.trim()) check(rest);
  } catch (error) {
    problems.add({
      file: path,
      row: null,
      field: null,
      value: null,
      rule: `The file cannot be read: ${(error as Error).message}`,
    });
    return;
  }
  const sha = hashed.done();
  if (sha && table.json?.sha256 && sha !== table.json.sha256) {
    problems.add({ file: path, row: null, field: null, value: null, rule: "Checksum differs from the manifest's" });
  }
  if (line !== table.rows) {
    problems.add({
      file: path,
      row: null,
      field: null,
      value: String(line),
      rule: `The manifest says ${table.rows} rows; the file has ${line}`,
    });
  }
}
