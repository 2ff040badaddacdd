// The organisation's security policy as the rest of the platform reads it: the minimum password length, the
// two-factor requirement and the session lifetime. Read on every signed-in request by the two-factor gate, so it is
// kept in memory for at most POLICY_CACHE_MS per process; a save on this process forgets it at once, other
// processes see it within that time (docs/DECISIONS.md, "Organisation settings"). The session lookup reads the
// lifetime in its own query instead (auth/sessions.ts), and sign-in reads it with the new session.
import type { OrganisationSettings, Prisma } from "@tprm/db";
import {
  DEFAULT_ORGANISATION_SETTINGS,
  type OrganisationPolicy,
  PASSWORD_MIN_LENGTH_CEILING,
  PASSWORD_MIN_LENGTH_FLOOR,
  SESSION_LIFETIME_HOURS_MAX,
  SESSION_LIFETIME_HOURS_MIN,
  TWO_FACTOR_REQUIREMENTS,
  type TwoFactorRequirement,
  twoFactorRequiredFor,
} from "../schemas/settings.js";

export const POLICY_CACHE_MS = 5_000;

type SettingsReader = Pick<Prisma.TransactionClient, "organisationSettings">;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, Math.trunc(value)));

/** A session lifetime in hours as the rules apply it (1 to 2160; the default when absent or not a number). */
export function sessionLifetimeHoursOf(hours: number | null | undefined): number {
  if (hours === null || hours === undefined || !Number.isFinite(hours)) {
    return DEFAULT_ORGANISATION_SETTINGS.sessionLifetimeHours;
  }
  return clamp(hours, SESSION_LIFETIME_HOURS_MIN, SESSION_LIFETIME_HOURS_MAX);
}

export const sessionLifetimeMs = (hours: number | null | undefined) => sessionLifetimeHoursOf(hours) * 3_600_000;

/** The stored row (or its absence) as the policy in force: out-of-range values are brought back within the rules. */
export function policyOf(row: OrganisationSettings | null): OrganisationPolicy {
  if (!row) return { ...DEFAULT_ORGANISATION_SETTINGS, twoFactorRoles: [] };
  const requirement = (TWO_FACTOR_REQUIREMENTS as readonly string[]).includes(row.twoFactorRequirement)
    ? (row.twoFactorRequirement as TwoFactorRequirement)
    : "none";
  return {
    name: row.name,
    passwordMinLength: clamp(row.passwordMinLength, PASSWORD_MIN_LENGTH_FLOOR, PASSWORD_MIN_LENGTH_CEILING),
    twoFactorRequirement: requirement,
    twoFactorRoles: requirement === "roles" ? row.twoFactorRoles : [],
    sessionLifetimeHours: sessionLifetimeHoursOf(row.sessionLifetimeHours),
    timeZone: row.timeZone || "UTC",
    reportExternalDomains: row.reportExternalDomains,
  };
}

/** The stored row, read now (null before the first save). */
export function readOrganisationSettings(db: SettingsReader) {
  return db.organisationSettings.findUnique({ where: { id: 1 } });
}

// Keyed by the process's Prisma client, so two apps on two databases in one process (tests) never mix.
const cache = new WeakMap<object, { readAt: number; policy: Promise<OrganisationPolicy> }>();

/** The policy in force, read at most once per POLICY_CACHE_MS per client (concurrent callers share one read). */
export function organisationPolicy(db: SettingsReader): Promise<OrganisationPolicy> {
  const now = Date.now();
  const hit = cache.get(db);
  if (hit && now - hit.readAt < POLICY_CACHE_MS) return hit.policy;
  const policy = readOrganisationSettings(db).then(policyOf);
  cache.set(db, { readAt: now, policy });
  // A failed read is not kept: the next caller tries again.
  policy.catch(() => {
    if (cache.get(db)?.policy === policy) cache.delete(db);
  });
  return policy;
}

/** Called after a save commits: this process reads the new policy on its next request. */
export function forgetOrganisationPolicy(db: SettingsReader) {
  cache.delete(db);
}

/**
 * Whether the organisation still holds this user back until they turn on two-factor: it requires two-factor of
 * their role and they have not. The tRPC procedures (trpc.ts) and the server's own routes (uploads, downloads, the
 * import template, the queue board) ask the same question.
 */
export async function owesTwoFactorEnrolment(
  db: SettingsReader,
  user: { twoFactorEnabled: boolean; role: string | null },
): Promise<boolean> {
  return !user.twoFactorEnabled && twoFactorRequiredFor(await organisationPolicy(db), user.role);
}
