import {
  ORGANISATION_NAME_MAX,
  PASSWORD_MIN_LENGTH_CEILING,
  PASSWORD_MIN_LENGTH_FLOOR,
  REPORT_EXTERNAL_DOMAINS_MAX,
  SESSION_LIFETIME_HOURS_MAX,
  SESSION_LIFETIME_HOURS_MIN,
} from "@tprm/api/schemas";
import type { TFunction } from "i18next";

// The settings schemas' messages (the forms' and the server's, the same English text) in the user's language; a
// message this screen does not know is shown as the server wrote it.

const range = (label: string, min: number, max: number) => ({
  [`${label} must be a whole number from ${min} to ${max}`]: "wholeNumber",
  [`${label} must be at least ${min}`]: "wholeNumber",
  [`${label} must be at most ${max}`]: "wholeNumber",
});

const PASSWORD_RANGE = range("Minimum password length", PASSWORD_MIN_LENGTH_FLOOR, PASSWORD_MIN_LENGTH_CEILING);
const LIFETIME_RANGE = range("Session lifetime", SESSION_LIFETIME_HOURS_MIN, SESSION_LIFETIME_HOURS_MAX);

export function settingsIssueText(message: string | undefined, t: TFunction): string | undefined {
  if (!message) return undefined;
  if (message === "Organisation name is required") return t("settings:organisation.validation.nameRequired");
  if (message === `Organisation name must be at most ${ORGANISATION_NAME_MAX} characters`)
    return t("settings:organisation.validation.nameTooLong", { max: ORGANISATION_NAME_MAX });
  if (PASSWORD_RANGE[message])
    return t("settings:organisation.validation.passwordRange", {
      min: PASSWORD_MIN_LENGTH_FLOOR,
      max: PASSWORD_MIN_LENGTH_CEILING,
    });
  if (LIFETIME_RANGE[message])
    return t("settings:organisation.validation.lifetimeRange", {
      min: SESSION_LIFETIME_HOURS_MIN,
      max: SESSION_LIFETIME_HOURS_MAX,
    });
  if (message === "Choose at least one role") return t("settings:organisation.validation.chooseRole");
  if (message === "Time zone must be an IANA time zone, e.g. Europe/Berlin")
    return t("settings:organisation.validation.timeZone");
  if (message === "Each allowed domain must be a domain name, e.g. regulator.example")
    return t("settings:organisation.validation.domain");
  if (message === `At most ${REPORT_EXTERNAL_DOMAINS_MAX} allowed domains`)
    return t("settings:organisation.validation.tooManyDomains", { max: REPORT_EXTERNAL_DOMAINS_MAX });
  return message;
}
