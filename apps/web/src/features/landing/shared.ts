/** The landing page's rules and schema live in packages/api: one source for the browser and the server. */
export * from "@tprm/api/landing";
export * from "@tprm/api/schemas";
