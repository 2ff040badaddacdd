import { describe, expect, it } from "vitest";
import { PASSWORD_MIN_LENGTH } from "./auth.js";
import {
  DATE_FORMATS,
  DEFAULT_ORGANISATION_SETTINGS,
  DEFAULT_USER_SETTINGS,
  DIGEST_FREQUENCIES,
  LANGUAGES,
  organisationSettingsInput,
  PASSWORD_MIN_LENGTH_FLOOR,
  passwordTooShortMessage,
  THEMES,
  TIME_ZONES,
  twoFactorEnrolmentRequired,
  twoFactorRequiredFor,
  userSettingsInput,
} from "./settings.js";

const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("personal settings (001 §3, §9)", () => {
  it("offers the spec's options and defaults", () => {
    expect(THEMES).toEqual(["light", "dark", "auto"]);
    expect(LANGUAGES).toEqual(["en", "es", "fr", "de", "zh"]);
    expect(DATE_FORMATS).toEqual(["MM/DD/YYYY", "DD/MM/YYYY", "YYYY-MM-DD", "DD-MMM-YYYY"]);
    expect(TIME_ZONES).toEqual([
      "America/New_York",
      "America/Chicago",
      "America/Denver",
      "America/Los_Angeles",
      "Europe/London",
      "Europe/Paris",
      "Asia/Tokyo",
      "Asia/Shanghai",
      "Australia/Sydney",
    ]);
    expect(DIGEST_FREQUENCIES).toEqual(["realtime", "hourly", "daily", "weekly", "monthly"]);
    expect(DEFAULT_USER_SETTINGS).toEqual({
      theme: "light",
      language: "en",
      dateFormat: "MM/DD/YYYY",
      timezone: "America/New_York",
      emailNotifications: true,
      inAppNotifications: true,
      digestFrequency: "daily",
    });
    expect(userSettingsInput.parse(DEFAULT_USER_SETTINGS)).toEqual(DEFAULT_USER_SETTINGS);
  });

  it("refuses an unknown value or a missing field, naming it", () => {
    const bad = userSettingsInput.safeParse({ ...DEFAULT_USER_SETTINGS, language: "it", timezone: "Europe/Rome" });
    expect(issuesOf(bad)).toEqual({
      language: "Language must be one of: en, es, fr, de, zh",
      timezone: expect.stringMatching(/^Time zone must be one of: America\/New_York/),
    });
    const { theme: _, ...missing } = DEFAULT_USER_SETTINGS;
    expect(Object.keys(issuesOf(userSettingsInput.safeParse(missing)))).toEqual(["theme"]);
  });
});

describe("the organisation's password minimum", () => {
  it("uses the spec's text at 8 and the organisation's number above it", () => {
    expect(PASSWORD_MIN_LENGTH_FLOOR).toBe(PASSWORD_MIN_LENGTH);
    expect(passwordTooShortMessage(8)).toBe("Password must be at least 8 characters");
    expect(passwordTooShortMessage(12)).toBe("Password must be at least 12 characters");
    expect(passwordTooShortMessage(6)).toBe("Password must be at least 8 characters");
  });

  it("accepts 8 to 128 only, and a session lifetime of 1 to 2160 hours", () => {
    const base = { ...DEFAULT_ORGANISATION_SETTINGS, name: "Northbank plc" };
    expect(organisationSettingsInput.safeParse(base).success).toBe(true);
    expect(issuesOf(organisationSettingsInput.safeParse({ ...base, passwordMinLength: 7 }))).toEqual({
      passwordMinLength: "Minimum password length must be at least 8",
    });
    expect(issuesOf(organisationSettingsInput.safeParse({ ...base, passwordMinLength: 129 })).passwordMinLength).toBe(
      "Minimum password length must be at most 128",
    );
    expect(issuesOf(organisationSettingsInput.safeParse({ ...base, passwordMinLength: 9.5 })).passwordMinLength).toBe(
      "Minimum password length must be a whole number from 8 to 128",
    );
    expect(Object.keys(issuesOf(organisationSettingsInput.safeParse({ ...base, sessionLifetimeHours: 0 })))).toEqual([
      "sessionLifetimeHours",
    ]);
    expect(organisationSettingsInput.safeParse({ ...base, sessionLifetimeHours: 2161 }).success).toBe(false);
    expect(issuesOf(organisationSettingsInput.safeParse({ ...base, name: "   " }))).toEqual({
      name: "Organisation name is required",
    });
  });
});

describe("required two-factor", () => {
  it("needs at least one known role when required by role, and keeps roles only then", () => {
    const base = { ...DEFAULT_ORGANISATION_SETTINGS, name: "Northbank plc" };
    expect(issuesOf(organisationSettingsInput.safeParse({ ...base, twoFactorRequirement: "roles" }))).toEqual({
      twoFactorRoles: "Choose at least one role",
    });
    expect(
      Object.keys(
        issuesOf(
          organisationSettingsInput.safeParse({ ...base, twoFactorRequirement: "roles", twoFactorRoles: ["Boss"] }),
        ),
      ),
    ).toEqual(["twoFactorRoles.0"]);
    const roles = organisationSettingsInput.parse({
      ...base,
      twoFactorRequirement: "roles",
      twoFactorRoles: ["Admin", "Finance", "Admin"],
    });
    expect(roles.twoFactorRoles).toEqual(["Admin", "Finance"]);
    const all = organisationSettingsInput.parse({ ...base, twoFactorRequirement: "all", twoFactorRoles: ["Finance"] });
    expect(all.twoFactorRoles).toEqual([]);
  });

  it("is required of everyone, of the listed roles, or of nobody", () => {
    const byRole = { twoFactorRequirement: "roles" as const, twoFactorRoles: ["Admin", "Finance"] };
    expect(twoFactorRequiredFor(byRole, "Finance")).toBe(true);
    expect(twoFactorRequiredFor(byRole, "ADMIN")).toBe(true);
    expect(twoFactorRequiredFor(byRole, "Procurement")).toBe(false);
    expect(twoFactorRequiredFor(byRole, null)).toBe(false);
    expect(twoFactorRequiredFor({ twoFactorRequirement: "all", twoFactorRoles: [] }, "Procurement")).toBe(true);
    expect(twoFactorRequiredFor({ twoFactorRequirement: "none", twoFactorRoles: ["Finance"] }, "Finance")).toBe(false);
  });

  it("is owed until the user turns it on", () => {
    const policy = { twoFactorRequirement: "roles" as const, twoFactorRoles: ["Finance"] };
    expect(twoFactorEnrolmentRequired(policy, { role: "Finance", twoFactorEnabled: false })).toBe(true);
    expect(twoFactorEnrolmentRequired(policy, { role: "Finance", twoFactorEnabled: true })).toBe(false);
    expect(twoFactorEnrolmentRequired(policy, { role: "Legal", twoFactorEnabled: false })).toBe(false);
  });
});
