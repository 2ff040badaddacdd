import { z } from "zod";
import { ROLES } from "../permissions/roles.js";
import { idOutput, timestampText } from "./output.js";
import { userSettingsOutput } from "./settings.js";

export const PASSWORD_MIN_LENGTH = 8;

export const emailField = z
  .string()
  .trim()
  .min(1, "Email is required")
  .max(254, "Email is too long")
  .pipe(z.email("Enter a valid email address"))
  .transform((v) => v.toLowerCase());

export const newPasswordField = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(128, "Password must be at most 128 characters");

export const loginInput = z.object({
  email: emailField,
  password: z.string().min(1, "Password is required").max(1024, "Password is too long"),
});

const nameField = (label: string) =>
  z.string().trim().min(1, `${label} is required`).max(100, `${label} must be at most 100 characters`);

export const registerInput = z.object({
  email: emailField,
  password: newPasswordField,
  firstName: nameField("First name"),
  lastName: nameField("Last name"),
});

export const requestPasswordResetInput = z.object({ email: emailField });

export const resetPasswordInput = z.object({
  token: z.string().min(10, "The reset link is incomplete").max(200),
  password: newPasswordField,
});

/** The spec's client sends {userId, acceptedAt, ipAddress}; the server records its own values and ignores them. */
export const acceptAgreementInput = z
  .object({
    userId: z.unknown().optional(),
    acceptedAt: z.unknown().optional(),
    ipAddress: z.unknown().optional(),
  })
  .optional()
  .default({});

export const roleField = z.enum(ROLES, { error: "Choose one of the platform's roles" });

export const createUserInput = registerInput.extend({ role: roleField });

// ---------------------------------------------------------------------------------------------------------------
// Answers (the procedures' `.output()`, documented in the API reference).

export const USER_STATUSES = ["pending", "active", "deactivated"] as const;

/** What the client learns about the signed-in user (GET /api/auth/me, the sign-in answer). */
export const sessionUserOutput = z.object({
  id: idOutput,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.string().nullable().describe("Null for an account waiting for an Admin to give it a role"),
  status: z.enum(USER_STATUSES),
  jobTitle: z.string().nullable(),
  permissions: z.array(z.string()).describe('What the role may do, "action:resource"'),
});

export const loginOutput = z.object({
  accessToken: z.string().describe("Send as `Authorization: Bearer <accessToken>`"),
  expiresAt: timestampText,
  user: sessionUserOutput,
});

/**
 * GET /api/auth/me: the signed-in user with what the web app applies before the first screen — the user's own
 * settings (schemas/settings.ts) — and whether the organisation still requires the user to turn on two-factor.
 */
export const currentUserOutput = sessionUserOutput.extend({
  settings: userSettingsOutput.describe("The user's display and notification settings (GET /api/users/settings)"),
  twoFactorEnrolmentRequired: z
    .boolean()
    .describe(
      "True while the organisation requires two-factor for the user's role and the user has not turned it on: other " +
        "paths than the account's, the settings, this one and sign-out answer 403 until it is",
    ),
});

export const meOutput = z.object({ user: currentUserOutput });

export const logoutOutput = z.object({ ok: z.literal(true) });

export const registerOutput = z.object({
  user: sessionUserOutput,
  pendingApproval: z.boolean().describe("True until an Admin activates the account (every account but the first)"),
});

export const agreementStatusOutput = z.object({
  hasAgreed: z.boolean(),
  version: z.string(),
  acceptedAt: timestampText.nullable(),
});

export const acceptedAgreementOutput = z.object({ version: z.string(), acceptedAt: timestampText });
