import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/**
 * Serves the built web app; unknown non-API paths get index.html so client-side routes work on reload. The
 * wildcard route looks files up per request, so a rebuilt app is served without a restart. HEAD is answered as GET
 * (same status and headers, no body) on every path the app serves, static files and the index.html fallback alike:
 * monitors and link checkers probe with HEAD.
 *
 * /sw.js, the web app's service worker, is answered with Cache-Control: no-cache: the browser asks for it again on
 * every check for a new version (a deploy changes it) instead of keeping a copy.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string) {
  const hasWeb = existsSync(path.join(distDir, "index.html"));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: "/",
      wildcard: true,
      index: ["index.html"],
      setHeaders(reply, filePath) {
        if (path.relative(distDir, filePath) === "sw.js") reply.header("cache-control", "no-cache");
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split("?")[0] ?? "";
    const isApi = url.startsWith("/api/") || url.startsWith("/trpc/") || url.startsWith("/admin/queues");
    const servesApp = request.method === "GET" || request.method === "HEAD";
    if (isApi || !servesApp || !hasWeb) {
      return reply.status(404).send({ success: false, message: `No route for ${request.method} ${url}` });
    }
    return reply.type("text/html").sendFile("index.html");
  });
}
