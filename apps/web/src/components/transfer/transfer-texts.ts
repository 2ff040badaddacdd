// What an export or import says in its domain's own words (vendors, risk assessments): each domain builds these from
// its namespace with full key literals, and the shared transfer screens take them; everything else they say comes
// from the "transfer" namespace.
import type { ImportResultNotes, RejectedImportResult } from "@tprm/api/transfer";
import type { ProgressWords } from "./transfer-format";

/** The result of an import, whatever the domain (each adds figures of its own to an imported one). */
export type TransferImportResult =
  | ({ outcome: "imported"; filename: string; rows: number; inserted: number } & ImportResultNotes)
  | RejectedImportResult;

export interface ImportHelpTexts {
  title: string;
  description: string;
  /** What an import never does (e.g. update an existing record). */
  addsOnly: string;
  templateDescription: string;
  columnsDescription: string;
  /** What to enter in a column, in the user's language (the server's words for a column the screen does not know). */
  columnHelp: (column: { header: string; help: string }) => string;
}

export interface TransferTexts extends ProgressWords {
  exportTitle: (format: string) => string;
  importTitle: string;
  exportDescription: string;
  /** The export finished without a row. */
  noRows: string;
  rows: (count: number, rows: string) => string;
  rowsAndSize: (count: number, rows: string, size: string) => string;
  /** "3 vendors imported": the report's title. */
  imported: (count: number, n: string) => string;
  /** The toast of an import that finished while its dialog was closed. */
  importedToast: (count: number, n: string) => string;
  importedDescription: (filename: string) => string;
  /** What else an imported result tells, appended to its description (null: nothing). */
  importedDetails?: (result: Extract<TransferImportResult, { outcome: "imported" }>) => string | null;
  /** The file picker's accessible name. */
  fileLabel: string;
  help: ImportHelpTexts;
}
