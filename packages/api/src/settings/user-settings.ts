// The signed-in user's own display and notification settings (spec 001 §2.10, §3 "Settings"). A user without a row
// has the defaults; the first save writes the row. Every save that changes something is in the audit trail.
import type { Prisma, UserSettings as UserSettingsRow } from "@tprm/db";
import { recordChange } from "../audit/record-change.js";
import type { SignedInContext } from "../context.js";
import {
  DATE_FORMATS,
  DEFAULT_USER_SETTINGS,
  DIGEST_FREQUENCIES,
  LANGUAGES,
  THEMES,
  TIME_ZONES,
  type UserSettings,
} from "../schemas/settings.js";

type SettingsReader = Pick<Prisma.TransactionClient, "userSettings">;

const FIELDS = Object.keys(DEFAULT_USER_SETTINGS) as (keyof UserSettings)[];

const oneOf = <T extends string>(options: readonly T[], value: string, fallback: T): T =>
  (options as readonly string[]).includes(value) ? (value as T) : fallback;

/** The stored row as settings; a value no longer offered (or no row) gives the default. */
export function settingsOf(row: UserSettingsRow | null): UserSettings {
  if (!row) return { ...DEFAULT_USER_SETTINGS };
  const d = DEFAULT_USER_SETTINGS;
  return {
    theme: oneOf(THEMES, row.theme, d.theme),
    language: oneOf(LANGUAGES, row.language, d.language),
    dateFormat: oneOf(DATE_FORMATS, row.dateFormat, d.dateFormat),
    timezone: oneOf(TIME_ZONES, row.timeZone, d.timezone),
    emailNotifications: row.emailNotifications,
    inAppNotifications: row.inAppNotifications,
    digestFrequency: oneOf(DIGEST_FREQUENCIES, row.digestFrequency, d.digestFrequency),
  };
}

export async function readUserSettings(db: SettingsReader, userId: string): Promise<UserSettings> {
  return settingsOf(await db.userSettings.findUnique({ where: { userId } }));
}

export function getUserSettings(ctx: SignedInContext) {
  return readUserSettings(ctx.db, ctx.auth.user.id);
}

/** PUT /api/users/settings: the full object. Nothing is written (nor audited) when nothing changed. */
export async function saveUserSettings(ctx: SignedInContext, input: UserSettings): Promise<UserSettings> {
  const userId = ctx.auth.user.id;
  return ctx.db.$transaction(async (tx) => {
    const before = await readUserSettings(tx, userId);
    const changed = FIELDS.filter((field) => before[field] !== input[field]);
    if (changed.length === 0) return before;
    const { timezone, ...rest } = input;
    const data = { ...rest, timeZone: timezone };
    await tx.userSettings.upsert({ where: { userId }, create: { userId, ...data }, update: data });
    await recordChange(tx, ctx, {
      action: "UPDATE",
      entityType: "UserSettings",
      entityId: userId,
      description: `Updated own settings: ${changed.join(", ")}`,
      before: Object.fromEntries(changed.map((field) => [field, before[field]])),
      after: Object.fromEntries(changed.map((field) => [field, input[field]])),
    });
    return { ...input };
  });
}
