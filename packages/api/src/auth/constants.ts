export const SESSION_COOKIE = "tprm_session";
// A session's lifetime (30 days unless the organisation's settings say otherwise) and its sliding renewal, when less
// than half of it remains, are in auth/sessions.ts with settings/policy.ts.

export const LOCKOUT_MAX_FAILURES = 5;
export const LOCKOUT_WINDOW_MS = 15 * 60 * 1000;
export const LOCKOUT_DURATION_MS = 15 * 60 * 1000;

export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

export const AGREEMENT_VERSION = "1.0";
export const AGREEMENT_EFFECTIVE_DATE = "2025-10-01";

/** The spec's login catalogue (000 §8): the texts the server answers with for each outcome. */
export const LOGIN_MESSAGES = {
  invalid: "Invalid email or password. Please check your credentials and try again.",
  locked: "Access denied. Your account may be locked. Please contact support.",
  pending: "Your account is waiting for an administrator to assign a role. Please contact your administrator.",
  deactivated: "This account has been deactivated. Please contact your administrator.",
  rateLimited: "Too many sign-in attempts from your address. Please wait a minute and try again.",
} as const;

export const PASSWORD_RESET_MESSAGE =
  "If an account exists for that e-mail address, we have sent a link to reset the password. The link is valid for one hour.";
