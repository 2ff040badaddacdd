import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/**
 * Serves the built web app; unknown non-API paths get index.html so client-side routes work on reload. The
 * wildcard route looks files up per request, so a rebuilt app is served without a restart.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string) {
  const hasWeb = existsSync(path.join(distDir, "index.html"));
  if (hasWeb) await app.register(fastifyStatic, { root: distDir, prefix: "/", wildcard: true, index: ["index.html"] });
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split("?")[0] ?? "";
    const isApi = url.startsWith("/api/") || url.startsWith("/trpc/") || url.startsWith("/admin/queues");
    if (isApi || request.method !== "GET" || !hasWeb) {
      return reply.status(404).send({ success: false, message: `No route for ${request.method} ${url}` });
    }
    return reply.type("text/html").sendFile("index.html");
  });
}
