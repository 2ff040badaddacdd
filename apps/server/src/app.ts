import { fileURLToPath } from "node:url";
import fastifyCookie from "@fastify/cookie";
import { type AppRouter, appRouter, retryAfterOf, type Services } from "@tprm/api";
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from "@trpc/server/adapters/fastify";
import Fastify from "fastify";
import { registerApiDocs } from "./plugins/api-docs.js";
import { resolveCaller } from "./plugins/auth-context.js";
import { registerBackupRoutes, registerMaintenanceGate } from "./plugins/backup-routes.js";
import { registerCalendarFeed } from "./plugins/calendar-feed.js";
import { registerComplianceReport } from "./plugins/compliance-report.js";
import { registerContractUploads } from "./plugins/contract-uploads.js";
import { registerCrossSiteGuard } from "./plugins/cross-site.js";
import { registerDownloads } from "./plugins/downloads.js";
import { registerErrorEnvelope } from "./plugins/error-envelope.js";
import { registerEvidenceUploads } from "./plugins/evidence-uploads.js";
import { registerGovernanceDocumentUploads } from "./plugins/governance-document-uploads.js";
import { registerImportTemplate } from "./plugins/import-template.js";
import { registerMetrics } from "./plugins/metrics.js";
import { registerPolicyUploads } from "./plugins/policy-uploads.js";
import { registerProcedureCommitteeUploads } from "./plugins/procedure-committee-uploads.js";
import { registerQueueBoard } from "./plugins/queue-board.js";
import { registerReportDownloads } from "./plugins/report-downloads.js";
import { registerRestRoutes } from "./plugins/rest.js";
import { registerSecurityHeaders } from "./plugins/security-headers.js";
import { registerUploads } from "./plugins/uploads.js";
import { registerValidateImport } from "./plugins/validate-import.js";
import { registerWebApp } from "./plugins/web-app.js";

export const BODY_LIMIT_BYTES = 1024 * 1024;
const defaultWebDist = fileURLToPath(new URL("../../web/dist", import.meta.url));

/** `httpMetrics: false` leaves out the per-request metrics hook: only for the benchmark that measures its cost. */
export async function buildApp(services: Services, options: { logger?: boolean; httpMetrics?: boolean } = {}) {
  const app = Fastify({
    logger: options.logger ? { level: services.env.LOG_LEVEL } : false,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: services.env.TRUST_PROXY,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
  });
  registerErrorEnvelope(app);
  // First of all: while a restore runs, the API answers 503 (backup-routes.ts).
  registerMaintenanceGate(app, services);
  await registerSecurityHeaders(app, services.env.APP_URL);
  registerCrossSiteGuard(app, services.env);
  registerMetrics(app, services, new Set(Object.keys(appRouter._def.procedures)), options.httpMetrics !== false);
  await app.register(fastifyCookie);

  await app.register(fastifyTRPCPlugin, {
    prefix: "/trpc",
    trpcOptions: {
      router: appRouter,
      createContext: async ({ req, res }) => ({ ...services, ...(await resolveCaller(services, req, res)) }),
      onError: ({ error, path }) => {
        if (error.code === "INTERNAL_SERVER_ERROR") app.log.error({ err: error, path }, "procedure failed");
      },
      // A refusal for too many requests says when to try again.
      responseMeta: ({ errors }) => {
        const seconds = errors.map(retryAfterOf).find((s) => s !== undefined);
        return seconds ? { headers: { "retry-after": String(seconds) } } : {};
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>["trpcOptions"],
  });

  const routes = registerRestRoutes(app, services, appRouter as AppRouter);
  await registerUploads(app, services);
  await registerEvidenceUploads(app, services);
  await registerContractUploads(app, services);
  await registerPolicyUploads(app, services);
  await registerGovernanceDocumentUploads(app, services);
  await registerProcedureCommitteeUploads(app, services);
  await registerValidateImport(app, services);
  registerDownloads(app, services);
  registerReportDownloads(app, services);
  await registerBackupRoutes(app, services);
  registerImportTemplate(app, services);
  registerComplianceReport(app, services);
  registerCalendarFeed(app, services);
  await registerApiDocs(app, routes);
  await registerQueueBoard(app, services);
  await registerWebApp(app, services.env.WEB_DIST_DIR ?? defaultWebDist);
  return app;
}
