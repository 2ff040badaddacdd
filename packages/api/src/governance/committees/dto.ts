// What the committee calls answer with (schemas/governance-committees.ts) and what an audit row keeps of one.
import type { Prisma } from "@tprm/db";
import { USER_NAME, userRef } from "../../lib/people.js";
import type { CommitteeDetail, CommitteeItem, MeetingItem } from "../../schemas/governance-committees.js";
import { lastMeeting, membersJsonOf, nextMeeting } from "./rules.js";

export const COMMITTEE_ENTITY = "Committee";
export const COMMITTEE_NOT_FOUND = "No committee with this id.";
export const MEETING_NOT_FOUND = "No such meeting on this committee.";

const FILE_REF = { select: { id: true, filename: true, contentType: true, size: true } } as const;

export const COMMITTEE_SELECT = {
  id: true,
  name: true,
  type: true,
  chair: true,
  chairUser: USER_NAME,
  jurisdiction: true,
  status: true,
  purpose: true,
  charterFile: FILE_REF,
  createdAt: true,
  updatedAt: true,
  members: {
    where: { removedAt: null },
    select: { id: true, name: true, role: true, department: true, user: USER_NAME },
    orderBy: [{ position: "asc" }, { id: "asc" }],
  },
  // Only what last and next meeting need; the detail reads the meetings in full.
  meetings: { select: { scheduledAt: true, status: true } },
} as const satisfies Prisma.CommitteeSelect;

export const MEETING_SELECT = {
  id: true,
  scheduledAt: true,
  status: true,
  agenda: true,
  location: true,
  minutesFile: FILE_REF,
  attendees: { select: { member: { select: { id: true, name: true, position: true } } } },
  decisions: {
    select: { id: true, title: true, outcome: true, note: true, createdBy: USER_NAME, createdAt: true },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  },
} as const satisfies Prisma.CommitteeMeetingSelect;

export type CommitteeRow = Prisma.CommitteeGetPayload<{ select: typeof COMMITTEE_SELECT }>;
type MeetingRow = Prisma.CommitteeMeetingGetPayload<{ select: typeof MEETING_SELECT }>;

export function committeeDto(row: CommitteeRow, now: Date): CommitteeItem {
  const members = row.members.map((m) => ({ ...m, user: userRef(m.user) }));
  const { meetings, ...rest } = row;
  return {
    ...rest,
    chairUser: userRef(row.chairUser),
    members,
    memberCount: members.length,
    membersJson: membersJsonOf(members),
    lastMeeting: lastMeeting(meetings),
    nextMeeting: nextMeeting(meetings, now),
  };
}

export function meetingDto(row: MeetingRow): MeetingItem {
  return {
    ...row,
    attendees: [...row.attendees]
      .sort((a, b) => a.member.position - b.member.position)
      .map((a) => ({ memberId: a.member.id, name: a.member.name })),
    decisions: row.decisions.map((d) => ({ ...d, createdBy: userRef(d.createdBy) })),
  };
}

export function committeeDetailDto(row: CommitteeRow, meetings: MeetingRow[], now: Date): CommitteeDetail {
  return { ...committeeDto(row, now), meetings: meetings.map(meetingDto) };
}

/** What the audit row keeps of a committee, before and after. */
export function committeeSnapshot(row: CommitteeRow) {
  return {
    name: row.name,
    type: row.type,
    chair: row.chair,
    chairId: row.chairUser?.id ?? null,
    jurisdiction: row.jurisdiction,
    status: row.status,
    purpose: row.purpose,
    charterFileId: row.charterFile?.id ?? null,
    members: row.members.map((m) => ({
      name: m.name,
      role: m.role,
      department: m.department,
      userId: m.user?.id ?? null,
    })),
  };
}
