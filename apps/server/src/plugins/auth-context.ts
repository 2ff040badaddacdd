import { type Caller, owesTwoFactorEnrolment, SESSION_COOKIE, type Services, validateToken } from "@tprm/api";
import { TWO_FACTOR_ENROLMENT_MESSAGE } from "@tprm/api/schemas";
import type { FastifyReply, FastifyRequest } from "fastify";
import { isCheckedChange, NO_ORIGIN_MESSAGE, originVerdict } from "./cross-site.js";

/** Reads the bearer token (REST clients) or the session cookie (browser) and builds the caller. */
export async function resolveCaller(services: Services, request: FastifyRequest, reply: FastifyReply): Promise<Caller> {
  const header = request.headers.authorization;
  const bearer = header?.toLowerCase().startsWith("bearer ") ? header.slice(7).trim() : undefined;
  const sentCookie = request.cookies[SESSION_COOKIE];
  // A change that names no origin is not authenticated by the cookie (see cross-site.ts); foreign ones never get here.
  const cookieRefused =
    !bearer && sentCookie && isCheckedChange(request) && originVerdict(services.env, request).kind !== "trusted";
  const cookie = cookieRefused ? undefined : sentCookie;
  const token = bearer || cookie;
  const validated = token ? await validateToken(services, token) : null;
  const secure = services.env.SESSION_COOKIE_SECURE ?? services.env.APP_URL.startsWith("https://");
  const cookies: Caller["cookies"] = {
    setSession(value, expiresAt) {
      reply.setCookie(SESSION_COOKIE, value, {
        httpOnly: true,
        sameSite: "lax",
        secure,
        path: "/",
        expires: expiresAt,
      });
    },
    clearSession() {
      reply.clearCookie(SESSION_COOKIE, { path: "/" });
    },
  };
  // A cookie whose session is gone is cleared so the browser stops sending it.
  if (!bearer && cookie && !validated) cookies.clearSession();
  // A renewed session's cookie is sent again with its new expiry; otherwise the browser's cookie stands as it is (an
  // answer arriving after the user signed out or cleared cookies must not bring the cookie back).
  if (!bearer && cookie && validated?.renewed && validated.expiresAt) cookies.setSession(cookie, validated.expiresAt);
  return {
    ipAddress: request.ip ?? null,
    userAgent: request.headers["user-agent"] ?? null,
    auth: validated ? { user: validated.user, sessionId: validated.sessionId, apiKeyId: validated.apiKeyId } : null,
    ...(cookieRefused ? { cookieRefused: NO_ORIGIN_MESSAGE } : {}),
    cookies,
  };
}

/**
 * The server's own routes (uploads, downloads, the import template, the queue board) hold back a user who owes the
 * organisation two-factor enrolment, as the procedures do: the message to answer 403 with, or null.
 */
export async function refuseOwedEnrolment(
  services: Services,
  user: { twoFactorEnabled: boolean; role: string | null },
): Promise<string | null> {
  return (await owesTwoFactorEnrolment(services.db, user)) ? TWO_FACTOR_ENROLMENT_MESSAGE : null;
}
