import type { TFunction } from "i18next";
import { camelKey } from "./name-keys";

/** The role's key under admin:roles: "Risk Manager" → "riskManager", "IT Security" → "itSecurity". */
export function roleKey(role: string): string {
  return camelKey(role);
}

/**
 * A role's name in the user's language (admin namespace, roles.*). The value sent and stored stays the platform's
 * English name (the server's, which the users search matches); a role the app does not know is shown as it is.
 * The admin screens use it; other screens will share one from components/ later.
 */
export function roleName(t: TFunction, role: string): string {
  return t(`admin:roles.${roleKey(role)}`, { defaultValue: role });
}
