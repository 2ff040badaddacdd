// Reading the cells of an imported row, for every import: a cell's text, text PostgreSQL cannot store (a NUL
// character, a lone UTF-16 surrogate: lib/storable-text.ts, the check every API input gets) refused with its row
// and column whatever way it came in (a byte in the file, an XML character reference such as &#0; or &#xD800;),
// and what a report shows of a refused text (those characters replaced by U+FFFD, so the report can be stored).
import { replaceUnstorable, TEXT_MESSAGES, textProblem } from "../lib/storable-text.js";
import type { RawCell } from "./read-rows.js";

export const cellText = (cell: RawCell | undefined): string =>
  cell === null || cell === undefined ? "" : cell instanceof Date ? cell.toISOString() : String(cell).trim();

/** Why an imported cell's text cannot be stored (null: it can), as the import report says it. */
export function unstorableCell(text: string): string | null {
  const problem = textProblem(text);
  if (problem === null) return null;
  return problem === TEXT_MESSAGES.nul
    ? "The cell holds a NUL character (\\u0000), which cannot be stored; remove it"
    : "The cell holds an invalid character (an unpaired UTF-16 surrogate), which cannot be stored; remove it";
}

/** A cell's text as a report shows it: at most `max` characters, every one of them storable. */
export const shown = (text: string, max = 200) => replaceUnstorable(text.slice(0, max));

export function isBlankRow(cells: RawCell[]): boolean {
  return cells.every((c) => cellText(c) === "");
}
