import { initTRPC, TRPCError } from "@trpc/server";
import { ZodError, ZodRealError, z } from "zod";
import type { Context, SignedInContext } from "./context.js";
import { forbidden, SERVER_ERROR_MESSAGE, unauthorized } from "./lib/errors.js";
import { findUnstorableText } from "./lib/storable-text.js";
import { outboxScope } from "./outbox/events.js";
import { nudgeOutbox } from "./outbox/nudge.js";
import { type Access, allows } from "./permissions/access.js";
import type { ErrorStatus } from "./rest/http-operation.js";
import { TWO_FACTOR_ENROLMENT_MESSAGE } from "./schemas/settings.js";
import { isOpenDuringTwoFactorEnrolment, owesTwoFactorEnrolment } from "./settings/public.js";

export type { Access } from "./permissions/access.js";

export interface RestMeta {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** OpenAPI-style path, e.g. /api/users/{id}. */
  path: string;
  summary: string;
  tags: string[];
  successStatus?: number;
  /**
   * The errors the procedure gives besides those every path may answer (400 invalid input, 403, and 401 unless
   * public), and when: e.g. `{ 404: "No vendor with this id.", 409: "..." }`. Declared next to the code that throws
   * them; the API reference documents them.
   */
  errors?: Partial<Record<ErrorStatus, string>>;
}

export interface Meta {
  access: Access;
  rest?: RestMeta;
}

const t = initTRPC
  .context<Context>()
  .meta<Meta>()
  .create({
    errorFormatter({ shape, error }) {
      // A 500 says nothing of what failed (a database's text quotes the query and the data); the server logs it.
      if (error.code === "INTERNAL_SERVER_ERROR") {
        const { stack: _, ...data } = shape.data;
        return { ...shape, message: SERVER_ERROR_MESSAGE, data: { ...data, issues: undefined } };
      }
      const zod = error.cause instanceof ZodError ? error.cause : null;
      return {
        ...shape,
        message: zod ? summarizeIssues(zod) : shape.message,
        data: { ...shape.data, issues: zod ? zodIssues(zod) : undefined },
      };
    },
  });

export function zodIssues(error: ZodError) {
  return error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
}

export function summarizeIssues(error: ZodError) {
  const first = error.issues[0];
  if (!first) return "Invalid input.";
  const where = first.path.length ? `${first.path.join(".")}: ` : "";
  const more = error.issues.length > 1 ? ` (and ${error.issues.length - 1} more)` : "";
  return `${where}${first.message}${more}`;
}

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const mergeRouters = t.mergeRouters;

/** Enforces the procedure's declared access before anything else runs. */
const enforceAccess = t.middleware(({ ctx, meta, next }) => {
  const access = meta?.access;
  if (!access) throw forbidden("This operation declares no access rule.");
  if (access === "public") return next();
  const user = ctx.auth?.user;
  if (!user) throw ctx.cookieRefused ? forbidden(ctx.cookieRefused) : unauthorized();
  if (!allows(user.role, access)) throw forbidden();
  return next({ ctx: { ...ctx, auth: ctx.auth! } });
});

/**
 * Refuses, before the procedure's schema runs, input holding text that cannot be stored (a NUL character, an
 * unpaired surrogate) or nested deeper than any schema goes: 400 naming the field (lib/storable-text.ts). Every
 * procedure gets it, so no schema has to remember it.
 */
const refuseUnstorableInput = t.middleware(async ({ getRawInput, next }) => {
  const found = findUnstorableText(await getRawInput());
  if (found) {
    const where = found.path.length ? found.path.join(".") : "input";
    throw new TRPCError({
      code: "BAD_REQUEST",
      message: `${where}: ${found.message}`,
      cause: new ZodRealError([{ code: "custom", path: found.path, message: found.message, input: undefined }]),
    });
  }
  return next();
});

/**
 * A mutation whose change wrote outbox events (recordChange with `event`) nudges the outbox drain once it has
 * returned, its transaction committed; one that failed rolled its events back and nudges nothing.
 */
const nudgeAfterCommit = t.middleware(async ({ ctx, type, next }) => {
  if (type !== "mutation") return next();
  const scope = { written: 0 };
  const result = await outboxScope.run(scope, () => next());
  if (result.ok && scope.written) nudgeOutbox(ctx.jobs);
  return result;
});

/** The base of every procedure: declare `.meta({ access })`, then input, then the resolver. */
export const procedure = t.procedure.use(enforceAccess).use(refuseUnstorableInput).use(nudgeAfterCommit);

/**
 * Narrows the context to a signed-in caller. enforceAccess has already answered 401/403 for every access rule but
 * "public"; this turns that guarantee into the type (and refuses, rather than run without a user, should a
 * procedure declare "public" on it by mistake — a test walks the router for that), and holds back a user who owes
 * the organisation two-factor enrolment.
 */
export const requireSignedIn = t.middleware(async ({ ctx, path, next }) => {
  const auth = ctx.auth;
  if (!auth) throw ctx.cookieRefused ? forbidden(ctx.cookieRefused) : unauthorized();
  // Two-factor the organisation requires and the user has not turned on: only the account's own pages, the
  // settings, the current user and signing out answer until it is (settings/enrolment-gate.ts).
  if (!isOpenDuringTwoFactorEnrolment(path) && (await owesTwoFactorEnrolment(ctx.db, auth.user))) {
    throw forbidden(TWO_FACTOR_ENROLMENT_MESSAGE);
  }
  return next({ ctx: { ...ctx, auth } satisfies SignedInContext });
});

/** The base of every procedure whose access rule is not "public": `ctx.auth` is the signed-in user's. */
export const signedInProcedure = procedure.use(requireSignedIn);

export { z };
