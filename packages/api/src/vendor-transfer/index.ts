// Server and worker entry of vendor export and import (the web uses ./public.ts only).

export { failTransferTask } from "../transfer/notifications.js";
export { VENDOR_EXPORT_ACCESS, VENDOR_IMPORT_ACCESS } from "./access.js";
export { requestVendorExport, runVendorExport } from "./export-service.js";
export { importTemplateFormatParam, importTemplateOperation, vendorImportOperation } from "./http.js";
export { runVendorImport, startVendorImport } from "./import-service.js";
export * from "./public.js";
export { importTemplate } from "./template.js";
