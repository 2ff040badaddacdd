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
<script src="/api/docs/init.js"></script>
</body></html>`;

/** Starts Swagger UI: a served file, not an inline script, so the Content-Security-Policy allows no inline script. */
const initScript = `window.ui = SwaggerUIBundle({ url: "/api/openapi.json", dom_id: "#swagger-ui", deepLinking: true, validatorUrl: null });
`;

/**
 * The document's one server is the relative URL "/": OpenAPI resolves it against the address the document was
 * fetched from, so Swagger UI and generated clients call the host the reader actually reached (127.0.0.1, a
 * load balancer's name, an internal alias) without trusting any request header, and one cached document fits
 * every address the server is reached at. APP_URL (the address for e-mailed links) is not the API's address.
 */
export const API_SERVER_URL = "/";

/**
 * /api/openapi.json (the procedures' REST paths and the plain upload and download routes) and a rendered reference
 * at /api/docs, served from the installed package (no CDN).
 */
export async function registerApiDocs(app: FastifyInstance, routes: RestRoute[]) {
  const document = buildOpenApiDocument(routes, { version: "0.1.0", serverUrl: API_SERVER_URL }, HTTP_OPERATIONS);
  app.get("/api/openapi.json", async () => document);
  app.get("/api/docs", async (_request, reply) => reply.type("text/html").send(docsPage));
  app.get("/api/docs/init.js", async (_request, reply) => reply.type("text/javascript").send(initScript));
  const assets = path.dirname(require.resolve("swagger-ui-dist/package.json"));
  await app.register(fastifyStatic, { root: assets, prefix: "/api/docs/assets/", decorateReply: false });
}
