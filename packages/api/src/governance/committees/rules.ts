// The committees' rules (spec 001 §2.2, §3, §5; issue 15): the last and next meeting shown on a committee's card,
// and the members as the original API sent them (membersJson, a JSON text of [{name, role, department}]). Browser-safe.

export const COMMITTEE_STATUSES = ["active", "inactive"] as const;
export type CommitteeStatusValue = (typeof COMMITTEE_STATUSES)[number];
export const MEETING_STATUSES = ["scheduled", "held", "cancelled"] as const;
export type MeetingStatusValue = (typeof MEETING_STATUSES)[number];
export const DECISION_OUTCOMES = ["approved", "rejected", "deferred", "noted"] as const;
export type DecisionOutcomeValue = (typeof DECISION_OUTCOMES)[number];

export const MAX_MEMBERS = 100;

export interface MeetingTime {
  scheduledAt: Date;
  status: MeetingStatusValue;
}

/** The latest held meeting's time; null when none was held (the card shows 'N/A'). */
export function lastMeeting(meetings: readonly MeetingTime[]): Date | null {
  let last: Date | null = null;
  for (const m of meetings) {
    if (m.status === "held" && (!last || m.scheduledAt > last)) last = m.scheduledAt;
  }
  return last;
}

/** The earliest scheduled meeting still ahead of `now`; null when none is (the card shows 'TBD'). */
export function nextMeeting(meetings: readonly MeetingTime[], now: Date): Date | null {
  let next: Date | null = null;
  for (const m of meetings) {
    if (m.status === "scheduled" && m.scheduledAt > now && (!next || m.scheduledAt < next)) next = m.scheduledAt;
  }
  return next;
}

export interface MemberText {
  name: string;
  role: string | null;
  department: string | null;
}

export type MembersJsonResult = { ok: true; members: MemberText[] } | { ok: false; message: string };

export const MEMBERS_JSON_SHAPE = 'a JSON list of members such as [{"name": "…", "role": "…", "department": "…"}]';

const text = (v: unknown, max: number): string | null | undefined => {
  if (v === undefined || v === null) return null;
  if (typeof v !== "string") return undefined;
  const t = v.trim();
  return t.length > max ? undefined : t || null;
};

/**
 * membersJson as the original client sent it. Empty text is no members. Anything else must be a JSON list of objects,
 * each with a non-empty name (at most 200 characters) and an optional role and department (text, at most 200).
 */
export function parseMembersJson(source: string): MembersJsonResult {
  if (!source.trim()) return { ok: true, members: [] };
  let value: unknown;
  try {
    value = JSON.parse(source);
  } catch {
    return { ok: false, message: `Members JSON is not valid JSON: give ${MEMBERS_JSON_SHAPE}` };
  }
  if (!Array.isArray(value)) return { ok: false, message: `Members JSON must be ${MEMBERS_JSON_SHAPE}` };
  if (value.length > MAX_MEMBERS) return { ok: false, message: `Members JSON: at most ${MAX_MEMBERS} members` };
  const members: MemberText[] = [];
  for (const [i, item] of value.entries()) {
    const at = `Members JSON, member ${i + 1}`;
    if (typeof item !== "object" || item === null || Array.isArray(item)) {
      return { ok: false, message: `${at} must be an object with name, role and department` };
    }
    const o = item as Record<string, unknown>;
    const name = text(o.name, 200);
    if (!name) return { ok: false, message: `${at}: name is required (text of at most 200 characters)` };
    const role = text(o.role, 200);
    const department = text(o.department, 200);
    if (role === undefined) return { ok: false, message: `${at}: role must be text of at most 200 characters` };
    if (department === undefined) {
      return { ok: false, message: `${at}: department must be text of at most 200 characters` };
    }
    members.push({ name, role, department });
  }
  return { ok: true, members };
}

/** The members as membersJson, for clients that still read it. */
export function membersJsonOf(members: readonly MemberText[]): string {
  return JSON.stringify(members.map((m) => ({ name: m.name, role: m.role ?? "", department: m.department ?? "" })));
}
