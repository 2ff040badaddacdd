// The committees' inputs and answers (issue 15; spec 001 §2.2, §3, §5): members as a real list (membersJson still
// accepted, validated), meetings with attendees and decisions. The web dialogs validate with the same schemas:
// 'Committee Name is required', 'Committee Type is required', 'Committee Chair is required', in that order.
import { z } from "zod";
import {
  COMMITTEE_STATUSES,
  DECISION_OUTCOMES,
  MAX_MEMBERS,
  MEETING_STATUSES,
  parseMembersJson,
} from "../governance/committees/rules.js";
import { optionalText } from "./fields.js";
import { attachedFileOutput } from "./governance-procedures.js";
import { idOutput, timestamp, userRefOutput } from "./output.js";

export * from "../governance/committees/rules.js";

export const committeeStatusField = z.enum(COMMITTEE_STATUSES, { error: "Status is Active or Inactive" });
export const meetingStatusField = z.enum(MEETING_STATUSES, { error: "Status is Scheduled, Held or Cancelled" });
export const decisionOutcomeField = z.enum(DECISION_OUTCOMES, {
  error: "Outcome is Approved, Rejected, Deferred or Noted",
});

const required = (label: string, max = 200) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const committeeMemberInput = z.object({
  id: z.uuid("Unknown member").optional().describe("An existing member's id, to keep them (and their attendance)"),
  name: required("Member name"),
  role: optionalText("Role", 200),
  department: optionalText("Department", 200),
  userId: z.uuid("Unknown user").nullish().describe("The member's account, when they are a user here"),
});
export type CommitteeMemberInput = z.input<typeof committeeMemberInput>;

/**
 * `members`: the list of members; or, as the original client sent it, a count, which is accepted and ignored (the
 * count is derived from the list). `membersJson`: the list as JSON text, validated.
 */
const membersField = z
  .preprocess(
    (v) => (typeof v === "number" || v === null || (typeof v === "string" && /^\s*\d*\s*$/.test(v)) ? undefined : v),
    z
      .array(committeeMemberInput, { error: "Members must be a list of members (name, role, department)" })
      .max(MAX_MEMBERS, `At most ${MAX_MEMBERS} members`)
      .optional(),
  )
  .describe("The members; a number here (the spec's member count) is accepted and ignored: the count is derived");

const membersJsonField = z
  .string({ error: "Members JSON must be text" })
  .max(100_000, "Members JSON is too long")
  .transform((text, ctx) => {
    const parsed = parseMembersJson(text);
    if (parsed.ok) return parsed.members;
    ctx.addIssue({ code: "custom", message: parsed.message });
    return z.NEVER;
  })
  .optional()
  .describe(
    'The members as JSON text, [{"name", "role", "department"}] (the original API); ignored when members is a list',
  );

const committeeFields = {
  name: required("Committee Name"),
  type: required("Committee Type", 100),
  chair: required("Committee Chair"),
  chairId: z.uuid({ error: "Unknown chair" }).nullish().describe("The chair's account, when they are a user here"),
  jurisdiction: optionalText("Jurisdiction", 100),
  status: committeeStatusField,
  purpose: optionalText("Purpose", 5000),
  members: membersField,
  membersJson: membersJsonField,
};

export const createCommitteeInput = z.object({
  ...committeeFields,
  status: committeeFields.status.default("active"),
});
export type CreateCommitteeInput = z.input<typeof createCommitteeInput>;

export const updateCommitteeInput = z.object({
  id: z.uuid("Unknown committee"),
  name: committeeFields.name.optional(),
  type: committeeFields.type.optional(),
  chair: committeeFields.chair.optional(),
  chairId: committeeFields.chairId,
  jurisdiction: committeeFields.jurisdiction,
  status: committeeFields.status.optional(),
  purpose: committeeFields.purpose,
  members: committeeFields.members,
  membersJson: committeeFields.membersJson,
});
export type UpdateCommitteeInput = z.input<typeof updateCommitteeInput>;

export const committeeIdInput = z.object({ id: z.uuid("Unknown committee") });

const meetingTime = z.coerce.date({ error: "Date and time is required" });

const meetingFields = {
  scheduledAt: meetingTime,
  status: z.enum(["scheduled", "held"], { error: "Status is Scheduled or Held" }),
  agenda: optionalText("Agenda", 5000),
  location: optionalText("Location", 200),
  attendeeIds: z
    .array(z.uuid("Unknown member"), { error: "Attendees must be a list of members" })
    .max(MAX_MEMBERS)
    .optional()
    .describe("Members of this committee who attend"),
};

export const createMeetingInput = z.object({
  committeeId: z.uuid("Unknown committee"),
  ...meetingFields,
  status: meetingFields.status.default("scheduled"),
});
export type CreateMeetingInput = z.input<typeof createMeetingInput>;

export const updateMeetingInput = z.object({
  committeeId: z.uuid("Unknown committee"),
  meetingId: z.uuid("Unknown meeting"),
  scheduledAt: meetingTime.optional(),
  status: meetingFields.status.optional(),
  agenda: meetingFields.agenda,
  location: meetingFields.location,
  attendeeIds: meetingFields.attendeeIds,
});
export type UpdateMeetingInput = z.input<typeof updateMeetingInput>;

export const meetingIdInput = z.object({
  committeeId: z.uuid("Unknown committee"),
  meetingId: z.uuid("Unknown meeting"),
});

export const createDecisionInput = z.object({
  committeeId: z.uuid("Unknown committee"),
  meetingId: z.uuid("Unknown meeting"),
  title: required("Decision", 300),
  outcome: decisionOutcomeField,
  note: optionalText("Note", 5000),
});
export type CreateDecisionInput = z.input<typeof createDecisionInput>;

// ---- Answers ----

export const committeeMemberOutput = z.object({
  id: idOutput,
  name: z.string(),
  role: z.string().nullable(),
  department: z.string().nullable(),
  user: userRefOutput.nullable(),
});

export const committeeOutput = z.object({
  id: idOutput,
  name: z.string(),
  type: z.string(),
  chair: z.string(),
  chairUser: userRefOutput.nullable(),
  jurisdiction: z.string().nullable(),
  status: committeeStatusField,
  purpose: z.string().nullable(),
  members: z.array(committeeMemberOutput),
  memberCount: z.number().int(),
  membersJson: z.string().describe("The members as JSON text, for clients of the original API"),
  lastMeeting: timestamp.nullable().describe("The latest held meeting; null: none (shown N/A)"),
  nextMeeting: timestamp.nullable().describe("The earliest scheduled meeting ahead; null: none (shown TBD)"),
  charterFile: attachedFileOutput.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type CommitteeItem = z.infer<typeof committeeOutput>;

export const committeeListOutput = z.object({ items: z.array(committeeOutput) });

export const decisionOutput = z.object({
  id: idOutput,
  title: z.string(),
  outcome: decisionOutcomeField,
  note: z.string().nullable(),
  createdBy: userRefOutput.nullable(),
  createdAt: timestamp,
});

export const meetingOutput = z.object({
  id: idOutput,
  scheduledAt: timestamp,
  status: meetingStatusField,
  agenda: z.string().nullable(),
  location: z.string().nullable(),
  minutesFile: attachedFileOutput.nullable(),
  attendees: z.array(z.object({ memberId: idOutput, name: z.string() })),
  decisions: z.array(decisionOutput).describe("Oldest first"),
});
export type MeetingItem = z.infer<typeof meetingOutput>;

export const committeeDetailOutput = committeeOutput.extend({
  meetings: z.array(meetingOutput).describe("Latest first"),
});
export type CommitteeDetail = z.infer<typeof committeeDetailOutput>;

export const COMMITTEE_CHARTER_PATH = "/api/governance/committees/{id}/charter";
export const MEETING_MINUTES_PATH = "/api/governance/committees/{id}/meetings/{meetingId}/minutes";
