// The import template: the headers an import reads (columns.ts, but Reference and Status) and one example row,
// written by the export's own writers (transfer/template.ts) — so the template is what an export of that one
// contract would be, and imports as it is where its example vendor and owner exist (the demo's).
import { importTemplateSource } from "../transfer/template.js";
import { SHEET_NAME, TEMPLATE_COLUMNS } from "./columns.js";
import { contractImportTemplateFilename } from "./public.js";

/** The template in one format; built once per process (the columns only change with a release). */
export const contractImportTemplate = importTemplateSource(
  TEMPLATE_COLUMNS,
  SHEET_NAME,
  contractImportTemplateFilename,
);
