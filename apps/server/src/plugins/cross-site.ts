import type { Env } from "@tprm/api";
import type { FastifyInstance, FastifyRequest } from "fastify";

/**
 * Cross-site request checks. The session cookie is SameSite=Lax, which keeps it off cross-site POSTs but not off
 * requests from sibling subdomains (same site, other origin), so a change sent with the cookie must also name an
 * origin we trust: the Origin header, or the origin of the Referer when Origin is absent.
 *
 * Trusted: APP_URL's origin, ALLOWED_ORIGINS, and the origin the request itself was addressed to (scheme + Host, as
 * the browser sent it: a page on another origin cannot make a browser send our Host with its own Origin, and a page
 * on a name pointed at our address has no cookie of ours). Reads (GET, HEAD, OPTIONS) and bearer calls (REST
 * clients, API keys: a foreign page cannot make a browser add an Authorization header) are not checked.
 *
 * - A change naming a foreign origin (or "null") is refused with 403 here, before any route runs, whether or not it
 *   carries the cookie: that also stops a foreign page from signing a browser in to an account of its choosing.
 * - A change carrying the cookie but naming no origin at all is not authenticated by the cookie (resolveCaller);
 *   a procedure that needs a signed-in user then answers 403 with `NO_ORIGIN_MESSAGE`, a public one runs as for
 *   anyone (a REST client holding an old cookie can still sign in).
 */

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

export const NO_ORIGIN_MESSAGE =
  "This change was refused: it came with the session cookie but named no Origin or Referer, so it cannot be told " +
  "apart from a request forged by another site. Browsers send one on every change; API clients sign in with a " +
  "bearer token (Authorization: Bearer).";

const foreignMessage = (origin: string, app: string) =>
  `This change was sent from another site (${origin}) and was refused. Use the platform at ${app}; API clients ` +
  "sign in with a bearer token (Authorization: Bearer).";

export function hasBearer(request: FastifyRequest) {
  return request.headers.authorization?.toLowerCase().startsWith("bearer ") ?? false;
}

/** True for a request whose origin is checked: a change (not GET/HEAD/OPTIONS) without a bearer token. */
export function isCheckedChange(request: FastifyRequest) {
  return !READS.has(request.method) && !hasBearer(request);
}

/** The origin the request names: its Origin header, else its Referer's origin; "null" for an opaque origin. */
function namedOrigin(request: FastifyRequest): string | null {
  const origin = request.headers.origin;
  if (origin) return URL.canParse(origin) ? new URL(origin).origin : "null";
  const referer = request.headers.referer;
  if (referer) return URL.canParse(referer) ? new URL(referer).origin : "null";
  return null;
}

function trustedOrigins(env: Pick<Env, "APP_URL" | "ALLOWED_ORIGINS">, request: FastifyRequest) {
  const own = URL.canParse(`${request.protocol}://${request.host}`)
    ? new URL(`${request.protocol}://${request.host}`).origin
    : null;
  return new Set([new URL(env.APP_URL).origin, ...env.ALLOWED_ORIGINS, ...(own ? [own] : [])]);
}

export type OriginVerdict = { kind: "trusted" } | { kind: "foreign"; origin: string } | { kind: "unnamed" };

export function originVerdict(env: Pick<Env, "APP_URL" | "ALLOWED_ORIGINS">, request: FastifyRequest): OriginVerdict {
  const origin = namedOrigin(request);
  if (origin === null) return { kind: "unnamed" };
  // "null" (sandboxed frames, some redirects) never matches: new URL() never yields the origin "null" for http(s).
  return trustedOrigins(env, request).has(origin) ? { kind: "trusted" } : { kind: "foreign", origin };
}

/** Refuses, before any route runs, a change that names a foreign origin (tRPC, REST, uploads, the queue board). */
export function registerCrossSiteGuard(app: FastifyInstance, env: Env) {
  const appOrigin = new URL(env.APP_URL).origin;
  app.addHook("onRequest", async (request, reply) => {
    if (!isCheckedChange(request)) return;
    const verdict = originVerdict(env, request);
    if (verdict.kind !== "foreign") return;
    request.log.warn({ origin: verdict.origin, url: request.url }, "cross-site change refused");
    return reply.status(403).send({ success: false, message: foreignMessage(verdict.origin, appOrigin) });
  });
}
