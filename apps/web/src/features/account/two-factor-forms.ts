import { type setTwoFactorInput, type startTwoFactorSetupInput, TWO_FACTOR_MESSAGES } from "@tprm/api/schemas";
import type { z } from "zod";

// The two-factor dialogs' forms use the procedures' own schemas.
export { regenerateRecoveryCodesInput, setTwoFactorInput, startTwoFactorSetupInput } from "@tprm/api/schemas";

export type SetupPasswordValues = z.input<typeof startTwoFactorSetupInput>;
export type SetTwoFactorValues = z.input<typeof setTwoFactorInput>;

/** The secret as the user types it into an app: groups of four ("ABCD EFGH …"); the copy button copies it whole. */
export function groupedSecret(secret: string): string {
  return secret.replace(/\s+/g, "").replace(/(.{4})(?=.)/g, "$1 ");
}

/** The two-factor messages (the schemas' and the server's) by their translation key's last part. */
export const TWO_FACTOR_MESSAGE_KEYS: Readonly<Record<string, string>> = {
  [TWO_FACTOR_MESSAGES.totpFormat]: "account:twoFactor.messages.totpFormat",
  [TWO_FACTOR_MESSAGES.codeFormat]: "account:twoFactor.messages.codeFormat",
  [TWO_FACTOR_MESSAGES.wrongSetupCode]: "account:twoFactor.messages.wrongSetupCode",
  [TWO_FACTOR_MESSAGES.wrongCode]: "account:twoFactor.messages.wrongCode",
  [TWO_FACTOR_MESSAGES.passwordRequired]: "account:twoFactor.messages.passwordRequired",
  [TWO_FACTOR_MESSAGES.wrongPassword]: "account:twoFactor.messages.wrongPassword",
  [TWO_FACTOR_MESSAGES.alreadyOn]: "account:twoFactor.messages.alreadyOn",
  [TWO_FACTOR_MESSAGES.notOn]: "account:twoFactor.messages.notOn",
  [TWO_FACTOR_MESSAGES.noSetup]: "account:twoFactor.messages.noSetup",
  "Password is required to set up two-factor authentication": "account:twoFactor.messages.setupPasswordRequired",
};
