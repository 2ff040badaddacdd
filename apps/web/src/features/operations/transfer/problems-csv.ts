// The validation's problems as a CSV the Admin downloads (RFC 4180, UTF-8 with BOM, CRLF; formulas guarded).
import type { ValidationProblem } from "@tprm/api/operations/validate-import";

const FORMULA = /^[=+\-@\t\r]/;

function cell(value: string | number | null): string {
  if (value === null) return "";
  let text = String(value);
  if (typeof value === "string" && FORMULA.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function problemsCsv(headers: [string, string, string, string, string], problems: readonly ValidationProblem[]) {
  const lines = [headers.map(cell).join(",")];
  for (const p of problems) lines.push([p.file, p.row, p.field, p.value, p.rule].map(cell).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

/** problems-<file>.csv: the uploaded name without its extension. */
export function problemsFilename(filename: string) {
  const base = filename.replace(/\.[^.]+$/, "").replace(/[^\p{L}\p{N}._-]+/gu, "_") || "import";
  return `problems-${base}.csv`;
}
