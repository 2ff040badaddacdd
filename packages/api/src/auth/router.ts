import { recordChange } from "../audit/record-change.js";
import {
  acceptAgreementInput,
  acceptedAgreementOutput,
  loginInput,
  logoutOutput,
  meOutput,
  registerInput,
  registerOutput,
  requestPasswordResetInput,
  resetPasswordInput,
} from "../schemas/auth.js";
import { messageOutput } from "../schemas/output.js";
import { loginAnswerOutput, loginTwoFactorInput, signedInOutput } from "../schemas/two-factor.js";
import { procedure, router, signedInProcedure } from "../trpc.js";
import { acceptAgreement } from "./agreement.js";
import { login } from "./login.js";
import { loginTwoFactor } from "./login-two-factor.js";
import { requestPasswordReset, resetPassword } from "./password-reset.js";
import { register } from "./register.js";
import { toCurrentUser } from "./session-user.js";
import { revokeSession } from "./sessions.js";

const tags = ["Auth"];

export const authRouter = router({
  login: procedure
    .meta({
      access: "public",
      rest: {
        method: "POST",
        path: "/api/public/auth/login",
        summary:
          "Sign in with email and password. `twoFactorRequired: false`: signed in (session cookie, accessToken). " +
          "`twoFactorRequired: true` (the account uses two-factor): no session yet; send the challengeToken and a code " +
          "to POST /api/public/auth/login/2fa within 5 minutes",
        tags,
        errors: {
          401: "Wrong email or password.",
          403: "The account is locked, deactivated or waiting for an Admin's approval (or a cookie request did not name the app's origin).",
          429: "Too many sign-in attempts from this address; Retry-After says when to try again.",
          503: "Redis is unavailable: the rate limit cannot be checked, so the form refuses (fails closed) until it is back.",
        },
      },
    })
    .input(loginInput)
    .output(loginAnswerOutput)
    .mutation(({ ctx, input }) => login(ctx, input)),

  loginTwoFactor: procedure
    .meta({
      access: "public",
      rest: {
        method: "POST",
        path: "/api/public/auth/login/2fa",
        summary:
          "Second step of a sign-in with two-factor on: the challengeToken and a 6-digit code of the authenticator " +
          "app or a recovery code (each works once). Answers as a sign-in does (session cookie, accessToken)",
        tags,
        errors: {
          400: "The code is wrong or was used before (`issues` names the code field); it counts toward the lockout like a wrong password.",
          401: "The challenge is unknown, expired (5 minutes), already used or spent (5 wrong codes): sign in again with the password.",
          403: "The account is locked, deactivated or waiting for an Admin's approval (or a cookie request did not name the app's origin).",
          429: "Too many sign-in attempts from this address; Retry-After says when to try again.",
          503: "Redis is unavailable: the rate limit cannot be checked, so the form refuses (fails closed) until it is back.",
        },
      },
    })
    .input(loginTwoFactorInput)
    .output(signedInOutput)
    .mutation(({ ctx, input }) => loginTwoFactor(ctx, input)),

  logout: signedInProcedure
    .meta({
      access: "signed-in",
      rest: { method: "POST", path: "/api/auth/logout", summary: "Revoke the current session", tags },
    })
    .output(logoutOutput)
    .mutation(async ({ ctx }) => {
      const auth = ctx.auth;
      if (auth.sessionId) {
        await revokeSession(ctx.db, auth.sessionId);
        await ctx.db.$transaction((tx) =>
          recordChange(tx, ctx, {
            action: "LOGOUT",
            entityType: "Session",
            entityId: null,
          }),
        );
      }
      ctx.cookies.clearSession();
      return { ok: true };
    }),

  me: signedInProcedure
    .meta({ access: "signed-in", rest: { method: "GET", path: "/api/auth/me", summary: "The signed-in user", tags } })
    .output(meOutput)
    .query(async ({ ctx }) => ({ user: await toCurrentUser(ctx.db, ctx.auth.user) })),

  register: procedure
    .meta({
      access: "public",
      rest: {
        method: "POST",
        path: "/api/auth/register",
        summary: "Create an account (the first becomes Admin)",
        tags,
        errors: {
          409: "An account with this email already exists.",
          429: "Too many registrations from this address; Retry-After says when to try again.",
          503: "Redis is unavailable: the rate limit cannot be checked, so the form refuses (fails closed) until it is back.",
        },
        successStatus: 201,
      },
    })
    .input(registerInput)
    .output(registerOutput)
    .mutation(({ ctx, input }) => register(ctx, input)),

  requestPasswordReset: procedure
    .meta({
      access: "public",
      rest: {
        method: "POST",
        path: "/api/auth/request-password-reset",
        summary: "E-mail a single-use reset link",
        tags,
        errors: {
          429: "Too many reset requests; Retry-After says when to try again.",
          503: "Redis is unavailable: the rate limit cannot be checked, so the form refuses (fails closed) until it is back.",
        },
      },
    })
    .input(requestPasswordResetInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) => requestPasswordReset(ctx, input)),

  resetPassword: procedure
    .meta({
      access: "public",
      rest: { method: "POST", path: "/api/auth/reset-password", summary: "Set a new password with a reset link", tags },
    })
    .input(resetPasswordInput)
    .output(messageOutput)
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
    .output(acceptedAgreementOutput)
    .mutation(({ ctx }) => acceptAgreement(ctx)),
});
