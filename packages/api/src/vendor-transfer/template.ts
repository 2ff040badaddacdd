// The import template: the headers an import reads (columns.ts, but ID) and one example row, written by the export's
// own writers — so the template is exactly what an export of that one vendor would be, and imports as it is.
import { TEMPLATE_COLUMNS } from "./columns.js";
import { type ImportTemplateFormat, importTemplateFilename } from "./public.js";
import { createCsvWriter, createXlsxWriter } from "./writers.js";

export interface ImportTemplate {
  filename: string;
  bytes: Buffer;
}

const built = new Map<ImportTemplateFormat, Promise<Buffer>>();

async function build(format: ImportTemplateFormat): Promise<Buffer> {
  const writer = format === "csv" ? createCsvWriter(TEMPLATE_COLUMNS) : createXlsxWriter(TEMPLATE_COLUMNS);
  writer.addCells(TEMPLATE_COLUMNS.map((column) => column.example ?? null));
  return writer.finish();
}

/** The template in one format; built once per process (the columns only change with a release). */
export async function importTemplate(format: ImportTemplateFormat): Promise<ImportTemplate> {
  let bytes = built.get(format);
  if (!bytes) {
    bytes = build(format);
    built.set(format, bytes);
    bytes.catch(() => built.delete(format));
  }
  return { filename: importTemplateFilename(format), bytes: await bytes };
}
