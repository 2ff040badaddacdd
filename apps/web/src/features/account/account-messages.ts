import { LOGIN_MESSAGES } from "@tprm/api/schemas";
import type { TFunction } from "i18next";
import { minLengthFromMessage } from "./password-form";
import { TWO_FACTOR_MESSAGE_KEYS } from "./two-factor-forms";

// The account procedures' messages (the forms' schemas and the server's answers, the same English text) in the
// user's language. A message this screen does not know is shown as the server wrote it (001 §8: "or the server
// message").

const KNOWN: Readonly<Record<string, string>> = {
  "Passwords do not match": "account:validation.mismatch",
  "Current password is required": "account:validation.currentRequired",
  "New password is required": "account:validation.newRequired",
  "Password must be at most 128 characters": "account:validation.passwordTooLong",
  "Password is too long": "account:validation.passwordTooLong",
  "Current password is incorrect": "account:validation.wrongCurrent",
  "Too many password changes. Please try again later.": "account:validation.tooManyChanges",
  [LOGIN_MESSAGES.locked]: "account:validation.locked",
  "Name is required": "account:validation.keyNameRequired",
  "Name must be at most 100 characters": "account:validation.keyNameTooLong",
  "Expiry must be in the future": "account:validation.expiryFuture",
  "Expiry must be a date and time (ISO 8601)": "account:validation.expiryFormat",
};

export function accountIssueText(message: string | undefined, t: TFunction): string | undefined {
  if (!message) return undefined;
  const known = KNOWN[message] ?? TWO_FACTOR_MESSAGE_KEYS[message];
  if (known) return t(known);
  const minLength = minLengthFromMessage(message);
  if (minLength !== null) return t("account:validation.tooShort", { min: minLength });
  return message;
}
