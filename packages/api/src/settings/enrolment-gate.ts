// While the organisation requires two-factor of a user who has not turned it on, signed-in procedures answer 403
// (trpc.ts, requireSignedIn) except these: the current user and signing out, the agreement gate the web passes
// first, the account's own pages (profile, password, sessions, API keys, two-factor), the settings, and the user's own
// notifications (the top bar's bell reads them on every screen, and a "password changed" notice concerns enrolment).

const OPEN = new Set([
  "auth.me",
  "auth.logout",
  "auth.acceptAgreement",
  "users.agreementStatus",
  "users.profile",
  "users.updateProfile",
  "users.changePassword",
  "users.sessions",
  "users.revokeSession",
  "users.revokeOtherSessions",
  "users.apiKeys",
  "users.createApiKey",
  "users.revokeApiKey",
  "users.twoFactor",
  "users.startTwoFactorSetup",
  "users.setTwoFactor",
  "users.regenerateRecoveryCodes",
  "users.settings",
  "users.updateSettings",
  "settings.organisation",
  "settings.updateOrganisation",
  "notifications.list",
  "notifications.stats",
  "notifications.markRead",
  "notifications.markAllRead",
  "notifications.settings",
  "notifications.updateSettings",
]);

/** Whether a procedure (its tRPC path, "users.profile") may run while two-factor enrolment is owed. */
export function isOpenDuringTwoFactorEnrolment(path: string): boolean {
  return OPEN.has(path);
}

export const OPEN_DURING_TWO_FACTOR_ENROLMENT: ReadonlySet<string> = OPEN;
