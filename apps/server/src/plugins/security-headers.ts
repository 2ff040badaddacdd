import fastifyHelmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

/**
 * Security headers on every answer (pages, API, files, errors, 404), by @fastify/helmet:
 *
 * - Content-Security-Policy: scripts only from this origin (no inline script: the web app's theme script and the
 *   API reference's start-up are served files), the service worker (/sw.js) from this origin, connections to this
 *   origin, no plugins, no <base> elsewhere, forms post here only, and no one may frame our pages (frame-ancestors
 *   'none'; X-Frame-Options DENY for old browsers).
 *   Styles may be inline ('unsafe-inline'): the toast library and Swagger UI set <style> elements at run time, and a
 *   style cannot run code. Images and fonts may be data: URLs (icons in CSS). frame-src allows https pages: the
 *   landing page embeds the consultation scheduler, whose address is chosen at build time (VITE_SCHEDULING_URL).
 * - X-Content-Type-Options: nosniff; Referrer-Policy: strict-origin-when-cross-origin (other sites learn our origin,
 *   never a path with a vendor id in it); Cross-Origin-Opener-Policy / Resource-Policy: same-origin.
 * - Strict-Transport-Security only when APP_URL is https (an http install would otherwise lock browsers out of it),
 *   and then upgrade-insecure-requests too.
 *
 * And Retry-After on every 429: the seconds the refusal carries (lib/errors.ts tooManyRequests), 60 otherwise.
 */
export async function registerSecurityHeaders(app: FastifyInstance, appUrl: string) {
  const https = new URL(appUrl).protocol === "https:";
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        workerSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", "https:"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // The consultation scheduler is a cross-origin frame that does not send CORP headers.
    crossOriginEmbedderPolicy: false,
  });

  app.addHook("onSend", async (_request, reply, payload) => {
    if (reply.statusCode === 429 && !reply.hasHeader("retry-after")) reply.header("Retry-After", "60");
    return payload;
  });
}
