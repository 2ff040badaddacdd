import { createRequire } from "node:module";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { buildOpenApiDocument, HTTP_OPERATIONS, type RestRoute } from "@tprm/api";
import type { FastifyInstance } from "fastify";

const require = createRequire(import.meta.url);

const docsPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>API reference</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css"></head>
<body><div id="swagger-ui"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script>window.ui = SwaggerUIBundle({ url: "/api/openapi.json", dom_id: "#swagger-ui", deepLinking: true });</script>
</body></html>`;

/**
 * /api/openapi.json (the procedures' REST paths and the plain upload and download routes) and a rendered reference
 * at /api/docs, served from the installed package (no CDN).
 */
export async function registerApiDocs(app: FastifyInstance, routes: RestRoute[], serverUrl: string) {
  const document = buildOpenApiDocument(routes, { version: "0.1.0", serverUrl }, HTTP_OPERATIONS);
  app.get("/api/openapi.json", async () => document);
  app.get("/api/docs", async (_request, reply) => reply.type("text/html").send(docsPage));
  const assets = path.dirname(require.resolve("swagger-ui-dist/package.json"));
  await app.register(fastifyStatic, { root: assets, prefix: "/api/docs/assets/", decorateReply: false });
}
