// Reading the header row and the cells of a data row, for every import (vendors, risk assessments): which column
// fills which field, the cells a row gives each field, and text that cannot be stored refused as the cell's one
// problem. Each domain's import-rows.ts adds its required columns and its row rules.
import { unguardFormula } from "./cells.js";
import { cellText, shown, unstorableCell } from "./import-cells.js";
import type { ImportProblem } from "./public.js";
import type { RawCell } from "./read-rows.js";

export interface HeaderPlan<Field extends string> {
  /** For each column of the file, the field it fills (null: not read). */
  fieldAt: (Field | null)[];
  /** The header text the file uses for each field it has (for messages). */
  headerOf: Map<Field, string>;
  /** Headers the import does not know (reported, not an error). */
  ignored: string[];
  problems: ImportProblem[];
}

/** A domain's column table as the header row is read against it. */
export interface HeaderColumns<Field extends string> {
  columnForHeader: (header: string) => { field?: Field } | undefined;
  /** Each field's header in an export, for messages. */
  headerOfField: Map<Field, string>;
}

/** Reads the header row: which column fills which field; a field named twice is a problem. */
export function planHeaderRow<Field extends string>(
  cells: RawCell[],
  headerRow: number,
  columns: HeaderColumns<Field>,
): HeaderPlan<Field> {
  const fieldAt: (Field | null)[] = [];
  const headerOf = new Map<Field, string>();
  const ignored: string[] = [];
  const problems: ImportProblem[] = [];
  for (const cell of cells) {
    const header = cellText(cell);
    const unstorable = unstorableCell(header);
    if (unstorable) {
      problems.push({ row: headerRow, column: shown(header), value: shown(header), reason: unstorable });
      fieldAt.push(null);
      continue;
    }
    const column = header ? columns.columnForHeader(header) : undefined;
    const field = column?.field ?? null;
    if (header && !column) ignored.push(header);
    if (field && headerOf.has(field)) {
      problems.push({
        row: headerRow,
        column: header,
        value: header,
        reason: `Two columns are read as ${columns.headerOfField.get(field)}: "${headerOf.get(field)}" and "${header}". Keep one.`,
      });
      fieldAt.push(null);
      continue;
    }
    if (field) headerOf.set(field, header);
    fieldAt.push(field);
  }
  return { fieldAt, headerOf, ignored, problems };
}

/** One data row's cells by field, and the problems found in it so far. */
export interface RowCells<Field extends string> {
  raw: Map<Field, RawCell>;
  /** The field's cell as text ("" when absent). */
  text: (field: Field) => string;
  /** The column a problem with the field names: the file's header, else the export's. */
  headerFor: (field: Field) => string;
  problems: ImportProblem[];
  problem: (field: Field, reason: string, value?: string) => void;
  /** Fields whose text cannot be stored: that is the cell's one problem (no other rule is checked on it). */
  unstorable: Set<Field>;
  /** The problems in the order of the file's columns, as a person reads the row. */
  sortedProblems: () => ImportProblem[];
}

export function readRowCells<Field extends string>(
  plan: HeaderPlan<Field>,
  cells: RawCell[],
  row: number,
  headerOfField: Map<Field, string>,
): RowCells<Field> {
  const raw = new Map<Field, RawCell>();
  plan.fieldAt.forEach((field, index) => {
    if (!field) return;
    const cell = cells[index] ?? null;
    raw.set(field, typeof cell === "string" ? unguardFormula(cell.trim()) : cell);
  });
  const text = (field: Field) => cellText(raw.get(field) ?? null);
  const headerFor = (field: Field) => plan.headerOf.get(field) ?? headerOfField.get(field) ?? field;
  const problems: ImportProblem[] = [];
  const problem = (field: Field, reason: string, value = text(field)) =>
    problems.push({ row, column: headerFor(field), value: shown(value) || null, reason });

  const unstorable = new Set<Field>();
  for (const [field, cell] of raw) {
    const reason = typeof cell === "string" ? unstorableCell(cell) : null;
    if (!reason) continue;
    unstorable.add(field);
    problem(field, reason);
  }
  const sortedProblems = () => {
    const position = (column: string | null) => plan.fieldAt.findIndex((f) => f !== null && headerFor(f) === column);
    return problems.sort((a, b) => position(a.column) - position(b.column));
  };
  return { raw, text, headerFor, problems, problem, unstorable, sortedProblems };
}
