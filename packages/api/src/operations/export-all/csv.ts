// The CSV of one table in the archive of everything: RFC 4180, UTF-8 with BOM, CRLF, the database's column names
// as the header. NULL is an empty unquoted cell; an empty text is "" (so the two stay apart). Text cells a
// spreadsheet would run as a formula get a leading apostrophe, as in every export of the platform (OWASP CSV
// injection); the JSON Lines beside it hold the exact values.
import { guardFormula } from "../../transfer/cells.js";

const TEXT_TYPES = new Set(["text", "varchar", "bpchar"]);
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: string | null, type: string): string {
  if (value === null) return "";
  const text = TEXT_TYPES.has(type) ? guardFormula(value) : value;
  return text === "" || NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: readonly (string | null)[], types: readonly string[]): string {
  return `${values.map((v, i) => csvCell(v, types[i]!)).join(",")}\r\n`;
}

export const CSV_BOM = "\uFEFF";
