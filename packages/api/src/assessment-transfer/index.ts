// Server and worker entry of risk assessment export and import (the web uses ./public.ts only).
export { ASSESSMENT_EXPORT_ACCESS, ASSESSMENT_IMPORT_ACCESS } from "./access.js";
export { requestAssessmentExport, runAssessmentExport } from "./export-service.js";
export { assessmentImportOperation, assessmentImportTemplateOperation } from "./http.js";
export { runAssessmentImport, startAssessmentImport } from "./import-service.js";
export * from "./public.js";
export { assessmentImportTemplate } from "./template.js";
