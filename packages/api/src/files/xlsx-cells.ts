// What a worksheet's cells say, as plain functions: column references (A … XFD), which number formats show a date,
// and Excel's serial day numbers. Used by xlsx-reader.ts (styles) and xlsx-sheet.ts (rows).

/** 1,234 */
export const count = (n: number) => n.toLocaleString("en");

/** "A" → 1, "XFD" → 16384; 0 when the reference has no letters; `max` + 1 when it is beyond `max`. */
export function columnOf(ref: string | undefined, max: number): number {
  if (!ref) return 0;
  let col = 0;
  for (let i = 0; i < ref.length; i++) {
    const code = ref.charCodeAt(i) | 0x20; // lower case
    if (code < 0x61 || code > 0x7a) break;
    col = col * 26 + (code - 0x60);
    if (col > max) return max + 1;
  }
  return col;
}

export function columnName(col: number): string {
  let name = "";
  for (let n = col; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

// Built-in number formats that are dates or times (ECMA-376 18.8.30, with the East Asian ones).
export const BUILT_IN_DATES = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56,
  57, 58,
]);

/** A custom format is a date when, outside quotes and [colour/condition] brackets, it has date or time letters. */
export function isDateFormat(code: string): boolean {
  return /[ymdhsb]/i.test(code.replace(/\[[^\]]*]/g, "").replace(/"[^"]*"/g, ""));
}

/** Excel's serial day number as a Date (1900 system; 1904 when the workbook says so). */
export function excelDate(serial: number, date1904: boolean): Date {
  return new Date(Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 24 * 3600 * 1000));
}
