// The archive's content, written inside the export's REPEATABLE READ transaction: each table as CSV then as JSON
// Lines (two cursor passes over the same snapshot), each stored file's bytes, a README and the manifest last.
import type { Prisma } from "@tprm/db";
import { openFile } from "../../files/index.js";
import { CSV_BOM, csvLine } from "./csv.js";
import {
  CONVENTIONS,
  leftOutSection,
  MANIFEST_PATH,
  type Manifest,
  type ManifestFile,
  type ManifestTable,
  storedFilePath,
  tableCsvPath,
  tableJsonPath,
} from "./manifest.js";
import { EXPORT_ALL_FORMAT, EXPORT_ALL_FORMAT_VERSION } from "./public.js";
import { EXPORT_ALL_FILE_PURPOSE } from "./secrets.js";
import { csvRowsSql, cursorRows, type ExportTable, jsonRowsSql, migrationLevel, readExportTables } from "./tables.js";
import type { ZipStream } from "./zip-stream.js";

/** Called with the rows and files done so far, and the total once known. */
export type ArchiveProgress = (done: number, total?: number) => Promise<void>;

const README = `Export of everything — ${EXPORT_ALL_FORMAT} v${EXPORT_ALL_FORMAT_VERSION}

manifest.json   what this archive holds: tables with row counts and columns, every entry's SHA-256, the stored
                files, the schema's migration level, who exported it and when, and what was left out (secrets).
tables/         one CSV per table
json/           the same rows as JSON Lines, one object per row
files/          the stored files (documents, evidence, reports), named <id>-<filename>
`;

async function* tableCsv(tx: Prisma.TransactionClient, table: ExportTable, counted: { rows: number }) {
  const types = table.columns.map((c) => c.type);
  yield CSV_BOM +
    csvLine(
      table.columns.map((c) => c.name),
      types.map(() => "name"),
    );
  let lines: string[] = [];
  for await (const row of cursorRows<{ cells: (string | null)[] }>(tx, csvRowsSql(table))) {
    lines.push(csvLine(row.cells, types));
    counted.rows += 1;
    if (lines.length >= 500) {
      yield lines.join("");
      lines = [];
    }
  }
  if (lines.length) yield lines.join("");
}

async function* tableJson(tx: Prisma.TransactionClient, table: ExportTable, counted: { rows: number }) {
  let lines: string[] = [];
  for await (const row of cursorRows<{ json: string }>(tx, jsonRowsSql(table))) {
    lines.push(`${row.json}\n`);
    counted.rows += 1;
    if (lines.length >= 500) {
      yield lines.join("");
      lines = [];
    }
  }
  if (lines.length) yield lines.join("");
}

export async function writeArchive(
  tx: Prisma.TransactionClient,
  zip: ZipStream,
  createdBy: Manifest["createdBy"],
  progress: ArchiveProgress,
): Promise<Manifest> {
  const createdAt = new Date().toISOString();
  const tables = await readExportTables(tx);
  const migration = await migrationLevel(tx);
  const counts = new Map<string, number>();
  for (const table of tables) {
    const [row] = await tx.$queryRawUnsafe<{ n: bigint }[]>(`SELECT count(*) AS n FROM "${table.name}"`);
    counts.set(table.name, Number(row?.n ?? 0));
  }
  const files = await tx.storedFile.findMany({
    where: { purpose: { not: EXPORT_ALL_FILE_PURPOSE } },
    select: { id: true, filename: true, purpose: true, sha256: true },
    orderBy: { id: "asc" },
  });
  const skippedFiles = await tx.storedFile.count({ where: { purpose: EXPORT_ALL_FILE_PURPOSE } });
  const total = [...counts.values()].reduce((a, b) => a + b, 0) + files.length;
  await progress(0, total);
  let done = 0;

  const manifestTables: ManifestTable[] = [];
  for (const table of tables) {
    const csvRows = { rows: 0 };
    const csv = await zip.entry(tableCsvPath(table.name), tableCsv(tx, table, csvRows));
    const jsonRows = { rows: 0 };
    const json = await zip.entry(tableJsonPath(table.name), tableJson(tx, table, jsonRows));
    const expected = counts.get(table.name) ?? 0;
    if (csvRows.rows !== expected || jsonRows.rows !== expected) {
      throw new Error(
        `${table.name}: ${csvRows.rows} CSV rows and ${jsonRows.rows} JSON rows written, ${expected} counted in the same snapshot`,
      );
    }
    manifestTables.push({
      name: table.name,
      rows: expected,
      columns: table.columns.map((c) => ({
        name: c.name,
        type: c.type,
        nullable: c.nullable,
        ...(c.treatment === "blank" ? { blanked: true as const } : {}),
      })),
      csv: { path: tableCsvPath(table.name), ...csv },
      json: { path: tableJsonPath(table.name), ...json },
    });
    done += expected;
    await progress(done);
  }

  const manifestFiles: ManifestFile[] = [];
  for (const file of files) {
    const opened = await openFile(tx, file.id);
    if (!opened) continue;
    const path = storedFilePath(file.id, file.filename);
    const written = await zip.entry(path, opened.chunks());
    if (written.sha256 !== file.sha256) {
      throw new Error(`Stored file ${file.id} does not match its recorded SHA-256; the export was stopped`);
    }
    manifestFiles.push({ id: file.id, filename: file.filename, purpose: file.purpose, path, ...written });
    done += 1;
    if (done % 50 === 0) await progress(done);
  }

  const manifest: Manifest = {
    format: EXPORT_ALL_FORMAT,
    formatVersion: EXPORT_ALL_FORMAT_VERSION,
    createdAt,
    createdBy,
    migration,
    snapshot: "REPEATABLE READ",
    conventions: CONVENTIONS,
    tables: manifestTables,
    files: manifestFiles,
    leftOut: leftOutSection(skippedFiles),
  };
  await zip.entry("README.txt", [README]);
  await zip.entry(MANIFEST_PATH, [JSON.stringify(manifest, null, 2)]);
  await zip.finish();
  return manifest;
}
