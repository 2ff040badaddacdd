// The pure rules of notifications: who an audience reaches, when a digest is due, where "today" starts for a user.
// No database here (rules.test.ts holds them to the spec's words).
import { TZDate } from "@date-fns/tz";
import { normalizeRole, type Role } from "../permissions/roles.js";
import { STAKEHOLDER_DEFAULT_ROLES, type StakeholderType } from "../schemas/notifications.js";
import type { DigestFrequency } from "../schemas/settings.js";

/** Who a notification is for: named users, everyone holding a role, stakeholder groups, shared mailboxes. */
export interface Audience {
  users?: readonly string[];
  roles?: readonly string[];
  stakeholders?: readonly StakeholderType[];
  /** Addresses e-mailed only (no row in the app): a shared mailbox outside the stakeholder groups. */
  emails?: readonly string[];
}

/** The roles an audience names, its stakeholder groups' default roles included (unknown role names dropped). */
export function audienceRoles(audience: Audience): Role[] {
  const named = [
    ...(audience.roles ?? []),
    ...(audience.stakeholders ?? []).flatMap((s) => STAKEHOLDER_DEFAULT_ROLES[s]),
  ];
  return [...new Set(named.map(normalizeRole).filter((r): r is Role => r !== null))];
}

/** The values a role is stored under: Admin is also written "ADMIN" (spec 000 §6). */
export function storedRoleValues(roles: readonly Role[]): string[] {
  return roles.includes("Admin") ? [...roles, "ADMIN"] : [...roles];
}

export interface CandidateUser {
  id: string;
  email: string;
  role: string | null;
  status: string;
}

export interface CandidateMember {
  stakeholderType: string;
  userId: string | null;
  email: string | null;
}

/**
 * Who an audience reaches among the candidates: active users named, holding one of its roles, or added to one of its
 * groups — each once; and the mailboxes (its e-mails and its groups' shared mailboxes), each once, less the addresses
 * of users already reached (they get the notification as users).
 */
export function pickRecipients(
  audience: Audience,
  candidates: { users: readonly CandidateUser[]; members: readonly CandidateMember[] },
): { userIds: string[]; mailboxes: string[] } {
  const roles = new Set<string>(audienceRoles(audience));
  const groups = new Set<string>(audience.stakeholders ?? []);
  const inGroups = candidates.members.filter((m) => groups.has(m.stakeholderType));
  const named = new Set([...(audience.users ?? []), ...inGroups.flatMap((m) => (m.userId ? [m.userId] : []))]);
  const reached = candidates.users.filter((u) => {
    if (u.status !== "active") return false;
    const role = normalizeRole(u.role);
    return named.has(u.id) || (role !== null && roles.has(role));
  });
  const userIds = [...new Set(reached.map((u) => u.id))];
  const taken = new Set(reached.map((u) => u.email.toLowerCase()));
  const addresses = [...(audience.emails ?? []), ...inGroups.flatMap((m) => (m.email ? [m.email] : []))];
  const mailboxes = [...new Set(addresses.map((a) => a.trim().toLowerCase()))].filter((a) => a && !taken.has(a));
  return { userIds, mailboxes };
}

// ---------------------------------------------------------------------------------------------------------------
// Digests.

/** The hour (in the user's time zone) a daily, weekly or monthly digest goes out: before the working day. */
export const DIGEST_HOUR = 8;

export type DigestSchedule = Exclude<DigestFrequency, "realtime">;
export const DIGEST_SCHEDULES: readonly DigestSchedule[] = ["hourly", "daily", "weekly", "monthly"];

/**
 * When the current digest period began: the hour's start (hourly); today's 08:00 (daily), this week's Monday 08:00
 * (weekly), the 1st of the month at 08:00 (monthly) in the user's time zone — or the one before when `now` is
 * earlier than that.
 */
export function digestPeriodStart(frequency: DigestSchedule, now: Date, timeZone: string): Date {
  const local = new TZDate(now.getTime(), timeZone);
  const y = local.getFullYear();
  const m = local.getMonth();
  const d = local.getDate();
  const at = (year: number, month: number, day: number, hour = DIGEST_HOUR) =>
    new Date(TZDate.tz(timeZone, year, month, day, hour, 0, 0).getTime());
  if (frequency === "hourly") return at(y, m, d, local.getHours());
  if (frequency === "daily") {
    const today = at(y, m, d);
    return today <= now ? today : at(y, m, d - 1);
  }
  if (frequency === "weekly") {
    const sinceMonday = (local.getDay() + 6) % 7;
    const monday = at(y, m, d - sinceMonday);
    return monday <= now ? monday : at(y, m, d - sinceMonday - 7);
  }
  const first = at(y, m, 1);
  return first <= now ? first : at(y, m - 1, 1);
}

/**
 * A digest is due when something waiting arrived before the current period began (it belongs to a period that has
 * ended) and no digest went out during the current period. A realtime user has no digest.
 */
export function digestDue(input: {
  frequency: DigestFrequency;
  lastSentAt: Date | null;
  oldestPendingAt: Date | null;
  now: Date;
  timeZone: string;
}): boolean {
  if (input.frequency === "realtime" || !input.oldestPendingAt) return false;
  const start = digestPeriodStart(input.frequency, input.now, input.timeZone);
  if (input.lastSentAt && input.lastSentAt >= start) return false;
  return input.oldestPendingAt < start;
}

// ---------------------------------------------------------------------------------------------------------------
// Stats.

/** Midnight today where the user is: 001 §2.7's "Today's Notifications" counts from it. */
export function startOfTodayIn(timeZone: string, now: Date = new Date()): Date {
  const local = new TZDate(now.getTime(), timeZone);
  return new Date(TZDate.tz(timeZone, local.getFullYear(), local.getMonth(), local.getDate()).getTime());
}
