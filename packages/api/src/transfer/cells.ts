// The cells of an export and how an import matches its headers, for every export (vendors, risk assessments). A
// domain's column table (e.g. vendor-transfer/columns.ts) lists TransferColumns over its own row type.

export type CellValue = string | number | null;

/** How a column is written: text; money (exact two decimals); a whole number; a decimal such as a score; a date. */
export type ColumnKind = "text" | "money" | "int" | "decimal" | "date";

export interface TransferColumn<Row> {
  header: string;
  /** Excel column width (characters). */
  width: number;
  kind: ColumnKind;
  value: (row: Row) => CellValue;
}

/** A column an import may read back, in a domain's column table. */
export interface ImportColumn<Row, Field extends string> extends TransferColumn<Row> {
  /** The field an import fills from this column; absent for columns the register derives (ids, stamps, counts). */
  field?: Field;
  /** Other names an import accepts for it. */
  aliases?: string[];
  /** A row is refused when this column is missing or empty. */
  required?: true;
  /** For the import's help and template: what the column takes, in words. Columns an import reads have one. */
  help?: string;
  /** The import template's example row (importable as it is); null leaves the cell empty. */
  example?: CellValue;
}

/** The header each import field is exported under (for messages about a field the file did not name). */
export function headersOfFields<Field extends string>(
  columns: readonly { header: string; field?: Field }[],
): Map<Field, string> {
  return new Map(columns.filter((c) => c.field).map((c) => [c.field!, c.header]));
}

/**
 * The lookup from a file's header to the column it names: each column answers to every name `names` gives it (its
 * header, its field name, its aliases), compared by headerKey. Two columns answering to one header would make the
 * import guess: refused when the module loads.
 */
export function columnLookup<Column extends { header: string }>(
  columns: readonly Column[],
  names: (column: Column) => readonly (string | undefined)[],
): (header: string) => Column | undefined {
  const byKey = new Map<string, Column>();
  for (const column of columns) {
    for (const name of names(column)) {
      if (!name) continue;
      const key = headerKey(name);
      const known = byKey.get(key);
      if (known && known !== column)
        throw new Error(`Header "${name}" names both ${known.header} and ${column.header}`);
      byKey.set(key, column);
    }
  }
  return (header) => byKey.get(headerKey(header));
}

/** "Contract Value", "contractValue", "contract_value" → "contractvalue". */
export function headerKey(header: string): string {
  return header
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "");
}

/** Characters that make a spreadsheet read a cell as a formula (CSV injection, OWASP). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell for CSV: prefixed with an apostrophe when a spreadsheet would run it as a formula ("=HYPERLINK(...)",
 * "+44 20 …", "@SUM(…)"). The import removes that apostrophe again, so a round trip is lossless.
 */
export function guardFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** Undoes guardFormula on an imported text cell. */
export function unguardFormula(text: string): string {
  return text.length > 1 && text[0] === "'" && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}
