import { z } from "zod";
import { loginOutput } from "./auth.js";
import { timestamp, timestampText } from "./output.js";

// Two-factor authentication (TOTP): the signed-in user's enrolment (GET/PUT /api/users/account/2fa, POST …/setup,
// POST …/recovery-codes), the sign-in's second step (POST /api/public/auth/login/2fa) and an Admin's reset
// (POST /api/users/{id}/2fa/reset).

export const TWO_FACTOR_MESSAGES = {
  totpFormat: "Enter the 6-digit code from your authenticator app",
  codeFormat: "Enter the 6-digit code from your authenticator app, or one of your recovery codes",
  wrongSetupCode: "The code does not match. Check that your phone's clock is right and enter the current code",
  wrongCode: "The code is not valid. Enter the current code from your authenticator app, or an unused recovery code",
  passwordRequired: "Password is required to turn two-factor authentication off",
  wrongPassword: "Password is incorrect",
  challengeExpired:
    "This sign-in has expired or was already completed. Please sign in again with your email and password.",
  alreadyOn: "Two-factor authentication is already on. Turn it off first to set it up again.",
  notOn: "Two-factor authentication is not on for this account.",
  noSetup: "Start the set-up first: scan a new QR code, then enter the code it shows.",
} as const;

/** A code from the authenticator app: 6 digits, a space or hyphen in the middle allowed ("123 456"). */
export const totpCodeField = z
  .string({ error: TWO_FACTOR_MESSAGES.totpFormat })
  .trim()
  .regex(/^\d{3}[ -]?\d{3}$/, TWO_FACTOR_MESSAGES.totpFormat);

/** A code from the app, or a recovery code ("abcd-2345"; case, spaces and the hyphen do not matter). */
export const secondFactorCodeField = z
  .string({ error: TWO_FACTOR_MESSAGES.codeFormat })
  .trim()
  .regex(/^(?:\d{3}[ -]?\d{3}|[A-Za-z0-9]{4}[ -]?[A-Za-z0-9]{4})$/, TWO_FACTOR_MESSAGES.codeFormat)
  .describe("A 6-digit code from the authenticator app, or a recovery code (xxxx-xxxx, each works once)");

/**
 * PUT /api/users/account/2fa: `{ enabled: true, code }` confirms the set-up with a code of the app (the answer
 * holds the recovery codes, once); `{ enabled: false, password, code }` turns it off (code: app or recovery code).
 */
export const setTwoFactorInput = z
  .object({
    enabled: z.boolean({ error: "Say whether two-factor authentication should be on (true) or off (false)" }),
    code: secondFactorCodeField,
    password: z
      .string()
      .max(1024, "Password is too long")
      .optional()
      .describe("The account's password; required to turn two-factor authentication off"),
  })
  .superRefine((value, ctx) => {
    if (value.enabled && !/^\d{3}[ -]?\d{3}$/.test(value.code)) {
      ctx.addIssue({ code: "custom", path: ["code"], message: TWO_FACTOR_MESSAGES.totpFormat });
    }
    if (!value.enabled && !value.password) {
      ctx.addIssue({ code: "custom", path: ["password"], message: TWO_FACTOR_MESSAGES.passwordRequired });
    }
  });

/** POST /api/users/account/2fa/setup: the account's password, asked before a new secret is shown. */
export const startTwoFactorSetupInput = z.object({
  password: z
    .string({ error: "Password is required to set up two-factor authentication" })
    .min(1, "Password is required to set up two-factor authentication")
    .max(1024, "Password is too long")
    .describe("The account's password"),
});

/** POST /api/users/account/2fa/recovery-codes: new recovery codes (the old ones stop working). */
export const regenerateRecoveryCodesInput = z.object({ code: secondFactorCodeField });

/** POST /api/public/auth/login/2fa: the challenge the first step answered and a code. */
export const loginTwoFactorInput = z.object({
  challengeToken: z
    .string({ error: TWO_FACTOR_MESSAGES.challengeExpired })
    .min(1, TWO_FACTOR_MESSAGES.challengeExpired)
    .max(200, TWO_FACTOR_MESSAGES.challengeExpired)
    .describe("The challengeToken of the sign-in's first answer"),
  code: secondFactorCodeField,
});

// ---------------------------------------------------------------------------------------------------------------
// Answers.

export const twoFactorStatusOutput = z.object({
  enabled: z.boolean(),
  enabledAt: timestamp.nullable(),
  setupPending: z.boolean().describe("A set-up was started and waits for its confirming code"),
  recoveryCodesLeft: z.number().int().describe("Recovery codes not used yet (0 when two-factor is off)"),
});

export const twoFactorSetupOutput = z.object({
  secret: z.string().describe("The TOTP secret in base32, for typing into the app by hand"),
  otpauthUri: z.string().describe("otpauth://totp/… (SHA-1, 6 digits, 30 seconds), what the QR code holds"),
  qrCodeDataUrl: z.string().describe("The QR code as an SVG data URL (data:image/svg+xml;base64,…) for an <img>"),
});

const recoveryCodes = z
  .array(z.string())
  .describe("Ten single-use recovery codes (xxxx-xxxx), shown this once: only their hashes are stored");

export const twoFactorChangeOutput = twoFactorStatusOutput.extend({
  recoveryCodes: recoveryCodes.optional().describe("Only when two-factor was turned on: the recovery codes, once"),
});

export const recoveryCodesOutput = z.object({ recoveryCodes, recoveryCodesLeft: z.number().int() });

/** A sign-in that is complete: what POST /api/public/auth/login always answered, marked `twoFactorRequired: false`. */
export const signedInOutput = loginOutput.extend({ twoFactorRequired: z.literal(false) });

/** A sign-in that owes a code: answer it at POST /api/public/auth/login/2fa within `expiresAt`. */
export const twoFactorChallengeOutput = z.object({
  twoFactorRequired: z.literal(true),
  challengeToken: z.string().describe("Send with the code to POST /api/public/auth/login/2fa; works once"),
  expiresAt: timestampText.describe("5 minutes after the password was accepted"),
});

/** POST /api/public/auth/login: a session, or (two-factor on) a challenge for the second step. */
export const loginAnswerOutput = z.discriminatedUnion("twoFactorRequired", [signedInOutput, twoFactorChallengeOutput]);
