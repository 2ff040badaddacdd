// Server entry of import validation (the web uses ./public.ts only).

/** For reading an archive back (tests, tools). */
export { inflateBudget, inflateEntry, readZipDirectory } from "../../files/zip-inspect.js";
export { validateImportOperation } from "./http.js";
export * from "./public.js";
export { validateImport } from "./service.js";
