// The import template: the headers an import reads (columns.ts, but Reference) and one example row, written by the
// export's own writers (transfer/template.ts) — so the template is what an export of that one assessment would be,
// and imports as it is where its example vendor and people exist (the demo's).
import { importTemplateSource } from "../transfer/template.js";
import { SHEET_NAME, TEMPLATE_COLUMNS } from "./columns.js";
import { assessmentImportTemplateFilename } from "./public.js";

export type { ImportTemplate } from "../transfer/template.js";

/** The template in one format; built once per process (the columns only change with a release). */
export const assessmentImportTemplate = importTemplateSource(
  TEMPLATE_COLUMNS,
  SHEET_NAME,
  assessmentImportTemplateFilename,
);
