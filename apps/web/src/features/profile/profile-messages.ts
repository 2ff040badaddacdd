import { PROFILE_READ_ONLY_MESSAGES } from "@tprm/api/schemas";
import type { TFunction } from "i18next";

// The profile schema's messages (the form's and the server's, which are the same text) in the user's language. A
// message this screen does not know is shown as the server wrote it.

/** The field names the schema's messages use, as the form labels them. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  "First name": "profile:fields.firstName",
  "Last name": "profile:fields.lastName",
  "Job title": "profile:fields.jobTitle",
  Department: "profile:fields.department",
  Phone: "profile:fields.phone",
  Location: "profile:fields.location",
  "Business unit": "profile:fields.businessUnit",
  Bio: "profile:fields.bio",
};

const PHONE_FORMAT = "Enter a valid phone number (digits, spaces, + ( ) - .)";

export function profileIssueText(message: string | undefined, t: TFunction): string | undefined {
  if (!message) return undefined;
  const required = /^(.+) is required$/.exec(message);
  const requiredLabel = required && FIELD_LABELS[required[1] as string];
  if (requiredLabel) return t("profile:validation.required", { field: t(requiredLabel) });
  const tooLong = /^(.+) must be at most (\d+) characters$/.exec(message);
  const tooLongLabel = tooLong && FIELD_LABELS[tooLong[1] as string];
  if (tooLong && tooLongLabel) return t("profile:validation.tooLong", { field: t(tooLongLabel), max: tooLong[2] });
  if (message === PHONE_FORMAT) return t("profile:validation.phoneFormat");
  const readOnly = Object.entries(PROFILE_READ_ONLY_MESSAGES).find(([, text]) => text === message)?.[0];
  if (readOnly) return t(`profile:validation.readOnly.${readOnly}`);
  return message;
}
