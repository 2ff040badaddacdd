// An import template: the headers an import reads and one example row, written by the export's own writers — so the
// template is exactly what an export of that one row would be, and imports as it is. Each domain gives its columns.
import type { CellValue, TransferColumn } from "./cells.js";
import type { ImportTemplateFormat } from "./public.js";
import { createCsvWriter, createXlsxWriter } from "./writers.js";

export interface ImportTemplate {
  filename: string;
  bytes: Buffer;
}

/** The template in one format, built once per process (the columns only change with a release). */
export function importTemplateSource<Row>(
  columns: readonly (TransferColumn<Row> & { example?: CellValue })[],
  sheetName: string,
  filenameOf: (format: ImportTemplateFormat) => string,
): (format: ImportTemplateFormat) => Promise<ImportTemplate> {
  const built = new Map<ImportTemplateFormat, Promise<Buffer>>();
  const build = async (format: ImportTemplateFormat): Promise<Buffer> => {
    const writer = format === "csv" ? createCsvWriter(columns) : createXlsxWriter(columns, sheetName);
    writer.addCells(columns.map((column) => column.example ?? null));
    return writer.finish();
  };
  return async (format) => {
    let bytes = built.get(format);
    if (!bytes) {
      bytes = build(format);
      built.set(format, bytes);
      bytes.catch(() => built.delete(format));
    }
    return { filename: filenameOf(format), bytes: await bytes };
  };
}
