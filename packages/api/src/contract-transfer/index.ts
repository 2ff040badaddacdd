// Server and worker entry of contract export and import (the web uses ./public.ts only).
export { CONTRACT_EXPORT_ACCESS, CONTRACT_IMPORT_ACCESS } from "./access.js";
export { requestContractExport, runContractExport } from "./export-service.js";
export { contractImportOperation, contractImportTemplateOperation } from "./http.js";
export { runContractImport, startContractImport } from "./import-service.js";
export * from "./public.js";
export { contractImportTemplate } from "./template.js";
