// The archive's manifest (manifest.json, written last): what it holds, checksums of every entry, and what was left
// out and why (secrets.ts). validate-import reads the same shape back.
import { BLANKED_COLUMNS, EXPORT_ALL_FILE_PURPOSE, FILE_CONTENT_COLUMNS, LEFT_OUT_TABLES } from "./secrets.js";

export interface ManifestTable {
  name: string;
  rows: number;
  columns: { name: string; type: string; nullable: boolean; blanked?: true }[];
  csv: { path: string; sha256: string; size: number };
  json: { path: string; sha256: string; size: number };
}

export interface ManifestFile {
  id: string;
  filename: string;
  purpose: string;
  path: string;
  size: number;
  sha256: string;
}

export interface Manifest {
  format: string;
  formatVersion: number;
  createdAt: string;
  createdBy: { id: string | null; email: string | null; name: string | null };
  migration: { latest: string | null; applied: number };
  snapshot: string;
  conventions: string[];
  tables: ManifestTable[];
  files: ManifestFile[];
  leftOut: {
    tables: typeof LEFT_OUT_TABLES;
    columns: typeof BLANKED_COLUMNS;
    notInTables: typeof FILE_CONTENT_COLUMNS;
    files: { purpose: string; count: number; reason: string };
  };
}

export const MANIFEST_PATH = "manifest.json";
export const tableCsvPath = (table: string) => `tables/${table}.csv`;
export const tableJsonPath = (table: string) => `json/${table}.jsonl`;
/** files/<id>-<filename>, the name kept to letters, digits, dot, dash and underscore. */
export const storedFilePath = (id: string, filename: string) =>
  `files/${id}-${filename.replace(/[^\p{L}\p{N}._-]+/gu, "_").slice(0, 120)}`;

export const CONVENTIONS = [
  "tables/<Table>.csv: RFC 4180, UTF-8 with BOM, CRLF; header = the database's column names; each value as PostgreSQL's text of it (exact numbers, timestamps in UTC without zone, arrays as {a,b}).",
  'In CSV, NULL is an empty unquoted cell and an empty text is "". Text starting with = + - @ (or a tab or CR) has a leading apostrophe so a spreadsheet does not run it; the JSON has the exact value.',
  "json/<Table>.jsonl: one JSON object per row (PostgreSQL row_to_json), same rows as the CSV, same snapshot.",
  "files/<id>-<name>: the bytes of each StoredFile row (its id); sha256 as in StoredFile.sha256.",
  "Every table was read in one REPEATABLE READ transaction: the archive is one consistent moment.",
  "Secrets are not exported: see leftOut (tables not read, columns exported as NULL).",
];

export function leftOutSection(skippedFiles: number): Manifest["leftOut"] {
  return {
    tables: LEFT_OUT_TABLES,
    columns: BLANKED_COLUMNS,
    notInTables: FILE_CONTENT_COLUMNS,
    files: {
      purpose: EXPORT_ALL_FILE_PURPOSE,
      count: skippedFiles,
      reason: "Earlier exports of everything are not put in this one (each would hold all the ones before it)",
    },
  };
}
