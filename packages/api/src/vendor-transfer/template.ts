// The import template: the headers an import reads (columns.ts, but ID) and one example row, written by the export's
// own writers (transfer/template.ts) — so the template is exactly what an export of that one vendor would be, and
// imports as it is.
import { importTemplateSource } from "../transfer/template.js";
import { SHEET_NAME, TEMPLATE_COLUMNS } from "./columns.js";
import { importTemplateFilename } from "./public.js";

export type { ImportTemplate } from "../transfer/template.js";

/** The template in one format; built once per process (the columns only change with a release). */
export const importTemplate = importTemplateSource(TEMPLATE_COLUMNS, SHEET_NAME, importTemplateFilename);
