// Server and worker entry of the export of everything (the web uses ./public.ts only).

export type { Manifest } from "./manifest.js";
export * from "./public.js";
export { BLANKED_COLUMNS, EXPORT_ALL_FILE_PURPOSE, LEFT_OUT_TABLES } from "./secrets.js";
export { EXPORT_ALL_KIND, exportAllFilename, listExportAll, requestExportAll, runExportAll } from "./service.js";
