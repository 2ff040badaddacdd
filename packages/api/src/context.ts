import type { PrismaClient, SqlPool, User } from "@tprm/db";
import type { Redis } from "ioredis";
import type { SessionUser } from "./auth/session-user.js";
import type { Env } from "./env.js";
import type { JobClient } from "./jobs/job-client.js";

/** Long-lived dependencies, created once per process. */
export interface Services {
  env: Env;
  db: PrismaClient;
  /** The pool under `db`, for the hot reads written in SQL (the vendor register's page, the session lookup). */
  sql: SqlPool;
  redis: Redis;
  jobs: JobClient;
}

/** What a transport (tRPC over HTTP, the REST adapter, a test) knows about the caller. */
export interface Caller {
  ipAddress: string | null;
  userAgent: string | null;
  /** The session (or API key) that authenticated this request, if any. */
  auth: { user: User; sessionId: string | null; apiKeyId: string | null } | null;
  /**
   * Set when the request carried the session cookie but the cookie was not used: a change that named no Origin or
   * Referer (apps/server/src/plugins/cross-site.ts). Says why, for the 403 a signed-in procedure answers instead of 401.
   */
  cookieRefused?: string;
  /** Lets auth procedures set or clear the browser's session cookie; a no-op for bearer clients. */
  cookies: {
    setSession(token: string, expiresAt: Date): void;
    clearSession(): void;
  };
}

export interface Context extends Services, Caller {}

/** Who a signed-in request acts as: the user and the session or API key that authenticated it. */
export type SignedInAuth = NonNullable<Caller["auth"]>;

/**
 * The context of a procedure built on `signedInProcedure` (every access rule but "public"): enforceAccess has
 * already refused a request without a user, and the type says so. Services that act for a user take this.
 */
export interface SignedInContext extends Context {
  auth: SignedInAuth;
}

export type { SessionUser };
