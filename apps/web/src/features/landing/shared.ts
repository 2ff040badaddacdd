/**
 * The landing page's rules and schema live in packages/api (one source for the browser and the server).
 * The demo request schema comes through the package's `./schemas` entry. The ROI rules are not exported by an
 * entry of their own yet, so they are imported by path, here only: when `@tprm/api/schemas` (or a `./landing`
 * entry) re-exports them, change the second line to import from there.
 */
export * from "@tprm/api/schemas";
export * from "../../../../../packages/api/src/landing/roi";
