import { z } from "zod";
import { DATE_FORMATS, type DateFormat } from "../lib/dates.js";
import { normalizeRole, ROLES } from "../permissions/roles.js";
import { timestamp, userRefOutput } from "./output.js";

// Personal settings (GET/PUT /api/users/settings, spec 001 §2.10, §3 "Settings", §9) and the organisation's
// settings (GET/PUT /api/settings/organisation). The option lists and defaults are the web app's too.

export const THEMES = ["light", "dark", "auto"] as const;
export type Theme = (typeof THEMES)[number];

/** 001 §9: the five languages, by code; `LANGUAGE_NAMES` gives the names the spec lists. */
export const LANGUAGES = ["en", "es", "fr", "de", "zh"] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: "English",
  es: "Spanish",
  fr: "French",
  de: "German",
  zh: "Chinese",
};

export { DATE_FORMATS, type DateFormat };

export const TIME_ZONES = [
  "America/New_York",
  "America/Chicago",
  "America/Denver",
  "America/Los_Angeles",
  "Europe/London",
  "Europe/Paris",
  "Asia/Tokyo",
  "Asia/Shanghai",
  "Australia/Sydney",
] as const;
export type SettingsTimeZone = (typeof TIME_ZONES)[number];

export const DIGEST_FREQUENCIES = ["realtime", "hourly", "daily", "weekly", "monthly"] as const;
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number];

const choose = (label: string, options: readonly string[]) => `${label} must be one of: ${options.join(", ")}`;

/** PUT /api/users/settings: the full settings object (§7 "Update settings"); every field is required. */
export const userSettingsInput = z.object({
  theme: z.enum(THEMES, { error: choose("Theme", THEMES) }),
  language: z.enum(LANGUAGES, { error: choose("Language", LANGUAGES) }),
  dateFormat: z.enum(DATE_FORMATS, { error: choose("Date format", DATE_FORMATS) }),
  timezone: z.enum(TIME_ZONES, { error: choose("Time zone", TIME_ZONES) }),
  emailNotifications: z.boolean({ error: "Email notifications must be true or false" }),
  inAppNotifications: z.boolean({ error: "In-app notifications must be true or false" }),
  digestFrequency: z
    .enum(DIGEST_FREQUENCIES, { error: choose("Digest frequency", DIGEST_FREQUENCIES) })
    .describe("Kept while e-mail notifications are off (the screen disables the select then, §5)"),
});

export const userSettingsOutput = userSettingsInput;
export type UserSettings = z.output<typeof userSettingsOutput>;

/** §3 "Settings": what a user who never saved has. */
export const DEFAULT_USER_SETTINGS: Readonly<UserSettings> = {
  theme: "light",
  language: "en",
  dateFormat: "MM/DD/YYYY",
  timezone: "America/New_York",
  emailNotifications: true,
  inAppNotifications: true,
  digestFrequency: "daily",
};

/** 001 §8: the message after a successful save. */
export const SETTINGS_SAVED_MESSAGE = "Settings updated successfully!";

// ---------------------------------------------------------------------------------------------------------------
// The organisation's settings (one row; the `settings` permission: IT Security and Admin).

export const TWO_FACTOR_REQUIREMENTS = ["none", "all", "roles"] as const;
export type TwoFactorRequirement = (typeof TWO_FACTOR_REQUIREMENTS)[number];

/**
 * 001 §9: a new password has at least 8 characters; an organisation may ask for more, never less. Equal to
 * `PASSWORD_MIN_LENGTH` of schemas/auth.ts (a unit test holds them equal; importing it here would make the two
 * modules import each other).
 */
export const PASSWORD_MIN_LENGTH_FLOOR = 8;
/** A password has at most 128 characters (schemas/auth.ts), so no minimum may exceed it. */
export const PASSWORD_MIN_LENGTH_CEILING = 128;
/** One hour to 90 days. */
export const SESSION_LIFETIME_HOURS_MIN = 1;
export const SESSION_LIFETIME_HOURS_MAX = 2160;
export const ORGANISATION_NAME_MAX = 200;
/** At most this many domains may receive scheduled reports besides the users. */
export const REPORT_EXTERNAL_DOMAINS_MAX = 50;

/** True for an IANA time zone this runtime knows ("Europe/Berlin", "UTC"). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone });
    return true;
  } catch {
    return false;
  }
}

const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export interface OrganisationPolicy {
  name: string;
  passwordMinLength: number;
  twoFactorRequirement: TwoFactorRequirement;
  twoFactorRoles: string[];
  sessionLifetimeHours: number;
  /** IANA zone report schedules are read in and scheduled reports print their times in. */
  timeZone: string;
  /** Domains whose addresses may receive reports besides the users (docs/REPORTS.md). */
  reportExternalDomains: string[];
}

/** What applies until an administrator first saves the organisation's settings. */
export const DEFAULT_ORGANISATION_SETTINGS: Readonly<OrganisationPolicy> = {
  name: "",
  passwordMinLength: PASSWORD_MIN_LENGTH_FLOOR,
  twoFactorRequirement: "none",
  twoFactorRoles: [],
  sessionLifetimeHours: 720,
  timeZone: "UTC",
  reportExternalDomains: [],
};

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a whole number from ${min} to ${max}` })
    .int(`${label} must be a whole number from ${min} to ${max}`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

/** PUT /api/settings/organisation: the full object. Roles are kept only when the requirement is "roles". */
export const organisationSettingsInput = z
  .object({
    name: z
      .string({ error: "Organisation name is required" })
      .trim()
      .min(1, "Organisation name is required")
      .max(ORGANISATION_NAME_MAX, `Organisation name must be at most ${ORGANISATION_NAME_MAX} characters`),
    passwordMinLength: wholeNumber("Minimum password length", PASSWORD_MIN_LENGTH_FLOOR, PASSWORD_MIN_LENGTH_CEILING),
    twoFactorRequirement: z
      .enum(TWO_FACTOR_REQUIREMENTS, { error: choose("Two-factor requirement", TWO_FACTOR_REQUIREMENTS) })
      .describe("none: nobody must use two-factor; all: everyone; roles: the roles in twoFactorRoles"),
    twoFactorRoles: z
      .array(z.enum(ROLES, { error: "Choose one of the platform's roles" }), {
        error: "Two-factor roles must be a list of roles",
      })
      .max(ROLES.length)
      .default([])
      .describe('The roles that must use two-factor; required (at least one) when twoFactorRequirement is "roles"'),
    sessionLifetimeHours: wholeNumber("Session lifetime", SESSION_LIFETIME_HOURS_MIN, SESSION_LIFETIME_HOURS_MAX),
    timeZone: z
      .string({ error: "Time zone must be an IANA time zone, e.g. Europe/Berlin" })
      .trim()
      .refine(isKnownTimeZone, "Time zone must be an IANA time zone, e.g. Europe/Berlin")
      .optional()
      .describe("IANA zone report schedules run in (07:00 there); left out: unchanged"),
    reportExternalDomains: z
      .array(
        z
          .string({ error: "Each allowed domain must be a domain name, e.g. regulator.example" })
          .trim()
          .toLowerCase()
          .transform((d) => d.replace(/^@/, ""))
          .refine((d) => DOMAIN.test(d), "Each allowed domain must be a domain name, e.g. regulator.example"),
        { error: "Allowed domains must be a list of domain names" },
      )
      .max(REPORT_EXTERNAL_DOMAINS_MAX, `At most ${REPORT_EXTERNAL_DOMAINS_MAX} allowed domains`)
      .optional()
      .describe("Domains whose addresses may receive reports (their subdomains too); left out: unchanged"),
  })
  .superRefine((value, ctx) => {
    if (value.twoFactorRequirement === "roles" && value.twoFactorRoles.length === 0) {
      ctx.addIssue({ code: "custom", path: ["twoFactorRoles"], message: "Choose at least one role" });
    }
  })
  .transform((value) => ({
    ...value,
    twoFactorRoles: value.twoFactorRequirement === "roles" ? [...new Set(value.twoFactorRoles)] : [],
    ...(value.reportExternalDomains ? { reportExternalDomains: [...new Set(value.reportExternalDomains)] } : {}),
  }));

export const organisationSettingsOutput = z.object({
  name: z.string().describe('The organisation\'s name ("" until first saved)'),
  passwordMinLength: z.number().int(),
  twoFactorRequirement: z.enum(TWO_FACTOR_REQUIREMENTS),
  twoFactorRoles: z.array(z.string()),
  sessionLifetimeHours: z.number().int(),
  timeZone: z.string().describe("IANA zone report schedules run in"),
  reportExternalDomains: z.array(z.string()).describe("Domains whose addresses may receive reports"),
  updatedAt: timestamp.nullable().describe("Null while the defaults apply (never saved)"),
  updatedBy: userRefOutput.nullable(),
});

/** 001 §5, §8: "Password must be at least 8 characters", with the organisation's number when it asks for more. */
export function passwordTooShortMessage(minLength: number): string {
  return `Password must be at least ${Math.max(PASSWORD_MIN_LENGTH_FLOOR, minLength)} characters`;
}

/** What a signed-in procedure answers (403) while the organisation requires two-factor and the user has none. */
export const TWO_FACTOR_ENROLMENT_MESSAGE =
  "Your organisation requires two-factor authentication for your account. Turn it on under Account security to continue.";

/** Whether the organisation requires two-factor of a role: everyone, or the listed roles. */
export function twoFactorRequiredFor(
  policy: Pick<OrganisationPolicy, "twoFactorRequirement" | "twoFactorRoles">,
  role: string | null | undefined,
): boolean {
  if (policy.twoFactorRequirement === "all") return true;
  const known = normalizeRole(role);
  return policy.twoFactorRequirement === "roles" && known !== null && policy.twoFactorRoles.includes(known);
}

/** True while the user must still turn two-factor on: required for the role and not enabled. */
export function twoFactorEnrolmentRequired(
  policy: Pick<OrganisationPolicy, "twoFactorRequirement" | "twoFactorRoles">,
  user: { role: string | null; twoFactorEnabled: boolean },
): boolean {
  return !user.twoFactorEnabled && twoFactorRequiredFor(policy, user.role);
}
