/**
 * The landing page's rules and schema live in packages/api (one source for the browser and the server).
 * They are imported through this one module so the path is written once; when the `@tprm/api/schemas`
 * entry re-exports them, replace both lines with imports from there.
 */
export * from "../../../../../packages/api/src/landing/roi";
export * from "../../../../../packages/api/src/schemas/demo-request";
