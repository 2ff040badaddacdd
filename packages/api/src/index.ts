export { type AppRouter, appRouter } from "./router.js";
export { createCallerFactory, type Meta, type RestMeta, type Access } from "./trpc.js";
export type { Context, Caller, Services } from "./context.js";
export { loadEnv, type Env } from "./env.js";
export { validateToken } from "./auth/sessions.js";
export { SESSION_COOKIE } from "./auth/constants.js";
export { JobClient } from "./jobs/job-client.js";
export { buildRestRoutes, type RestRoute } from "./rest/routes.js";
export { buildOpenApiDocument } from "./rest/openapi.js";
