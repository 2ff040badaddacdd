import { writeAudit } from "../audit/write-audit.js";
import {
  acceptAgreementInput,
  loginInput,
  registerInput,
  requestPasswordResetInput,
  resetPasswordInput,
} from "../schemas/auth.js";
import { procedure, router, signedInProcedure } from "../trpc.js";
import { acceptAgreement } from "./agreement.js";
import { login } from "./login.js";
import { requestPasswordReset, resetPassword } from "./password-reset.js";
import { register } from "./register.js";
import { toSessionUser } from "./session-user.js";
import { revokeSession } from "./sessions.js";

const tags = ["Auth"];

export const authRouter = router({
  login: procedure
    .meta({
      access: "public",
      rest: { method: "POST", path: "/api/public/auth/login", summary: "Sign in with email and password", tags },
    })
    .input(loginInput)
    .mutation(({ ctx, input }) => login(ctx, input)),

  logout: signedInProcedure
    .meta({
      access: "signed-in",
      rest: { method: "POST", path: "/api/auth/logout", summary: "Revoke the current session", tags },
    })
    .mutation(async ({ ctx }) => {
      const auth = ctx.auth;
      if (auth.sessionId) {
        await revokeSession(ctx.db, auth.sessionId);
        await ctx.db.$transaction((tx) =>
          writeAudit(tx, {
            actorId: auth.user.id,
            action: "LOGOUT",
            entityType: "Session",
            entityId: null,
            ipAddress: ctx.ipAddress,
          }),
        );
      }
      ctx.cookies.clearSession();
      return { ok: true };
    }),

  me: signedInProcedure
    .meta({ access: "signed-in", rest: { method: "GET", path: "/api/auth/me", summary: "The signed-in user", tags } })
    .query(({ ctx }) => ({ user: toSessionUser(ctx.auth.user) })),

  register: procedure
    .meta({
      access: "public",
      rest: {
        method: "POST",
        path: "/api/auth/register",
        summary: "Create an account (the first becomes Admin)",
        tags,
        successStatus: 201,
      },
    })
    .input(registerInput)
    .mutation(({ ctx, input }) => register(ctx, input)),

  requestPasswordReset: procedure
    .meta({
      access: "public",
      rest: {
        method: "POST",
        path: "/api/auth/request-password-reset",
        summary: "E-mail a single-use reset link",
        tags,
      },
    })
    .input(requestPasswordResetInput)
    .mutation(({ ctx, input }) => requestPasswordReset(ctx, input)),

  resetPassword: procedure
    .meta({
      access: "public",
      rest: { method: "POST", path: "/api/auth/reset-password", summary: "Set a new password with a reset link", tags },
    })
    .input(resetPasswordInput)
    .mutation(({ ctx, input }) => resetPassword(ctx, input)),

  acceptAgreement: signedInProcedure
    .meta({
      access: "signed-in",
      rest: {
        method: "POST",
        path: "/api/auth/accept-agreement",
        summary: "Accept the user agreement (version 1.0)",
        tags,
      },
    })
    .input(acceptAgreementInput)
    .mutation(({ ctx }) => acceptAgreement(ctx)),
});
