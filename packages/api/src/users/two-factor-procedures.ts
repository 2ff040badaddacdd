// Two-factor authentication: the caller's own (open to every signed-in account, docs/DECISIONS.md: personal pages)
// and an Admin's reset of another account's. Spread into the users router.
import {
  recoveryCodesOutput,
  regenerateRecoveryCodesInput,
  setTwoFactorInput,
  startTwoFactorSetupInput,
  twoFactorChangeOutput,
  twoFactorSetupOutput,
  twoFactorStatusOutput,
} from "../schemas/two-factor.js";
import { adminUserOutput, userIdInput } from "../schemas/users.js";
import { signedInProcedure } from "../trpc.js";
import { getTwoFactorStatus, regenerateRecoveryCodes, setTwoFactor, startTwoFactorSetup } from "./two-factor.js";
import { resetTwoFactor } from "./two-factor-admin.js";

const tags = ["Account"];
const LOCKED = "The account is locked after too many wrong passwords or codes.";

export const twoFactorProcedures = {
  twoFactor: signedInProcedure
    .meta({
      access: "signed-in",
      rest: {
        method: "GET",
        path: "/api/users/account/2fa",
        summary: "Whether the caller's two-factor authentication is on, since when, and recovery codes left",
        tags,
      },
    })
    .output(twoFactorStatusOutput)
    .query(({ ctx }) => getTwoFactorStatus(ctx)),

  startTwoFactorSetup: signedInProcedure
    .meta({
      access: "signed-in",
      rest: {
        method: "POST",
        path: "/api/users/account/2fa/setup",
        summary:
          "Start setting up two-factor authentication: a new secret (kept pending), its otpauth:// address and QR " +
          "code, after the account's password. Confirm with PUT /api/users/account/2fa {enabled: true, code}",
        tags,
        errors: {
          400: "Password is incorrect (counts toward the lockout).",
          403: "The account is locked after too many failed attempts.",
          409: "Two-factor authentication is already on.",
        },
      },
    })
    .input(startTwoFactorSetupInput)
    .output(twoFactorSetupOutput)
    .mutation(({ ctx, input }) => startTwoFactorSetup(ctx, input.password)),

  setTwoFactor: signedInProcedure
    .meta({
      access: "signed-in",
      rest: {
        method: "PUT",
        path: "/api/users/account/2fa",
        summary:
          "Turn two-factor authentication on ({enabled: true, code} with a code of the pending set-up; the answer " +
          "holds ten recovery codes, once) or off ({enabled: false, password, code}; code of the app or a recovery " +
          "code). The user is told by e-mail",
        tags,
        errors: {
          400: "Invalid input, or a wrong password or code (`issues` names the field); turning it off, a wrong one counts toward the sign-in lockout.",
          403: LOCKED,
          409: "Turning on: it is already on, or no set-up was started. Turning off: it is not on.",
        },
      },
    })
    .input(setTwoFactorInput)
    .output(twoFactorChangeOutput)
    .mutation(({ ctx, input }) => setTwoFactor(ctx, input)),

  regenerateRecoveryCodes: signedInProcedure
    .meta({
      access: "signed-in",
      rest: {
        method: "POST",
        path: "/api/users/account/2fa/recovery-codes",
        summary: "Ten new recovery codes, shown once; the old ones stop working. Needs a code of the app",
        tags,
        errors: {
          400: "Invalid input, or a wrong code (`issues` names the code field); it counts toward the sign-in lockout.",
          403: LOCKED,
          409: "Two-factor authentication is not on.",
        },
      },
    })
    .input(regenerateRecoveryCodesInput)
    .output(recoveryCodesOutput)
    .mutation(({ ctx, input }) => regenerateRecoveryCodes(ctx, input)),

  resetTwoFactor: signedInProcedure
    .meta({
      access: "admin",
      rest: {
        method: "POST",
        path: "/api/users/{id}/2fa/reset",
        summary:
          "Reset another account's two-factor authentication (secret, pending set-up, recovery codes); it signs in " +
          "with its password until set up again. The user is told by e-mail",
        tags: ["Users"],
        errors: {
          400: "Invalid input, or the Admin's own account (turn it off from the account page instead).",
          404: "No user with this id.",
          409: "The account does not use two-factor authentication.",
        },
      },
    })
    .input(userIdInput)
    .output(adminUserOutput)
    .mutation(({ ctx, input }) => resetTwoFactor(ctx, input.id)),
};
