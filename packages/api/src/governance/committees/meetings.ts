// A committee's meetings and their decisions: schedule or record a meeting, edit it, cancel it, record a decision on
// a held meeting. Last and next meeting follow from them (rules.ts). Each change runs in one transaction with its
// audit row, on the committee.
import type { Prisma } from "@tprm/db";
import type { z } from "zod";
import { recordChange } from "../../audit/record-change.js";
import type { SignedInContext } from "../../context.js";
import { conflict, invalidField, notFound } from "../../lib/errors.js";
import type {
  createDecisionInput,
  createMeetingInput,
  updateMeetingInput,
} from "../../schemas/governance-committees.js";
import { readCommittee } from "./committee-read.js";
import { COMMITTEE_ENTITY, COMMITTEE_NOT_FOUND, MEETING_NOT_FOUND } from "./dto.js";

type Tx = Prisma.TransactionClient;

export const MEETING_CANCELLED = "The meeting was cancelled: it is no longer changed.";
export const HELD_NOT_CANCELLED = "A held meeting is not cancelled.";
export const DECISION_NEEDS_HELD = "Decisions are recorded on a held meeting: mark the meeting held first.";
export const HELD_WITH_DECISIONS = "The meeting was held and has decisions on record: it stays held.";
const HELD_AHEAD = "A meeting still ahead cannot be marked held";
const NOT_A_MEMBER = "Every attendee must be a member of this committee";

const when = (d: Date) => d.toISOString().slice(0, 16).replace("T", " ");

async function lockCommittee(tx: Tx, committeeId: string) {
  await tx.$queryRaw`SELECT 1 FROM "Committee" WHERE "id" = ${committeeId}::uuid FOR UPDATE`;
  const committee = await tx.committee.findUnique({ where: { id: committeeId }, select: { id: true, name: true } });
  if (!committee) throw notFound(COMMITTEE_NOT_FOUND);
  return committee;
}

async function findMeeting(tx: Tx, committeeId: string, meetingId: string) {
  const meeting = await tx.committeeMeeting.findFirst({
    where: { id: meetingId, committeeId },
    select: { id: true, scheduledAt: true, status: true, agenda: true, location: true },
  });
  if (!meeting) throw notFound(MEETING_NOT_FOUND);
  return meeting;
}

/**
 * Attendees are the committee's current members; a member who has since left may stay on a meeting they attended
 * (editing that meeting sends its attendees back unchanged), never be added to another.
 */
async function assertAttendees(tx: Tx, committeeId: string, attendeeIds: string[] | undefined, meetingId?: string) {
  if (!attendeeIds?.length) return;
  const alreadyThere = meetingId ? { attended: { some: { meetingId } } } : undefined;
  const count = await tx.committeeMember.count({
    where: {
      committeeId,
      id: { in: attendeeIds },
      OR: [{ removedAt: null }, ...(alreadyThere ? [alreadyThere] : [])],
    },
  });
  if (count !== new Set(attendeeIds).size) throw invalidField("attendeeIds", NOT_A_MEMBER);
}

async function setAttendees(tx: Tx, meetingId: string, attendeeIds: string[] | undefined) {
  if (attendeeIds === undefined) return;
  await tx.committeeMeetingAttendee.deleteMany({ where: { meetingId } });
  const unique = [...new Set(attendeeIds)];
  if (unique.length) {
    await tx.committeeMeetingAttendee.createMany({ data: unique.map((memberId) => ({ meetingId, memberId })) });
  }
}

export async function createMeeting(ctx: SignedInContext, input: z.output<typeof createMeetingInput>) {
  if (input.status === "held" && input.scheduledAt > new Date()) throw invalidField("status", HELD_AHEAD);
  return ctx.db.$transaction(async (tx) => {
    const committee = await lockCommittee(tx, input.committeeId);
    await assertAttendees(tx, committee.id, input.attendeeIds);
    const meeting = await tx.committeeMeeting.create({
      data: {
        committeeId: committee.id,
        scheduledAt: input.scheduledAt,
        status: input.status,
        agenda: input.agenda ?? null,
        location: input.location ?? null,
        createdById: ctx.auth.user.id,
      },
    });
    await setAttendees(tx, meeting.id, input.attendeeIds);
    await recordChange(tx, ctx, {
      action: "UPDATE",
      entityType: COMMITTEE_ENTITY,
      entityId: committee.id,
      after: { meeting: { id: meeting.id, scheduledAt: meeting.scheduledAt, status: meeting.status } },
      description: `${input.status === "held" ? "Recorded" : "Scheduled"} a meeting of ${committee.name} on ${when(meeting.scheduledAt)} UTC`,
    });
    return readCommittee(tx, committee.id);
  });
}

export async function updateMeeting(ctx: SignedInContext, input: z.output<typeof updateMeetingInput>) {
  return ctx.db.$transaction(async (tx) => {
    const committee = await lockCommittee(tx, input.committeeId);
    const before = await findMeeting(tx, committee.id, input.meetingId);
    if (before.status === "cancelled") throw conflict(MEETING_CANCELLED);
    const status = input.status ?? before.status;
    const scheduledAt = input.scheduledAt ?? before.scheduledAt;
    if (status === "held" && scheduledAt > new Date()) throw invalidField("status", HELD_AHEAD);
    // Decisions are recorded on held meetings only: a held meeting with decisions going back to scheduled would leave
    // them on a meeting that (by the record) never took place.
    if (before.status === "held" && status !== "held") {
      if (await tx.committeeDecision.count({ where: { meetingId: before.id } })) throw conflict(HELD_WITH_DECISIONS);
    }
    await assertAttendees(tx, committee.id, input.attendeeIds, before.id);
    const after = await tx.committeeMeeting.update({
      where: { id: before.id },
      data: {
        scheduledAt,
        status,
        ...(input.agenda !== undefined ? { agenda: input.agenda } : {}),
        ...(input.location !== undefined ? { location: input.location } : {}),
      },
      select: { id: true, scheduledAt: true, status: true, agenda: true, location: true },
    });
    await setAttendees(tx, before.id, input.attendeeIds);
    await recordChange(tx, ctx, {
      action: "UPDATE",
      entityType: COMMITTEE_ENTITY,
      entityId: committee.id,
      before: { meeting: before },
      after: { meeting: { ...after, attendeeIds: input.attendeeIds } },
      description: `Updated the meeting of ${committee.name} on ${when(after.scheduledAt)} UTC`,
    });
    return readCommittee(tx, committee.id);
  });
}

export async function cancelMeeting(ctx: SignedInContext, committeeId: string, meetingId: string) {
  return ctx.db.$transaction(async (tx) => {
    const committee = await lockCommittee(tx, committeeId);
    const before = await findMeeting(tx, committee.id, meetingId);
    if (before.status === "cancelled") throw conflict(MEETING_CANCELLED);
    if (before.status === "held") throw conflict(HELD_NOT_CANCELLED);
    await tx.committeeMeeting.update({ where: { id: before.id }, data: { status: "cancelled" } });
    await recordChange(tx, ctx, {
      action: "UPDATE",
      entityType: COMMITTEE_ENTITY,
      entityId: committee.id,
      before: { meeting: { id: before.id, status: before.status } },
      after: { meeting: { id: before.id, status: "cancelled" } },
      description: `Cancelled the meeting of ${committee.name} on ${when(before.scheduledAt)} UTC`,
    });
    return readCommittee(tx, committee.id);
  });
}

export async function recordDecision(ctx: SignedInContext, input: z.output<typeof createDecisionInput>) {
  return ctx.db.$transaction(async (tx) => {
    const committee = await lockCommittee(tx, input.committeeId);
    const meeting = await findMeeting(tx, committee.id, input.meetingId);
    if (meeting.status !== "held") throw conflict(DECISION_NEEDS_HELD);
    const decision = await tx.committeeDecision.create({
      data: {
        meetingId: meeting.id,
        title: input.title,
        outcome: input.outcome,
        note: input.note ?? null,
        createdById: ctx.auth.user.id,
      },
    });
    await recordChange(tx, ctx, {
      action: "UPDATE",
      entityType: COMMITTEE_ENTITY,
      entityId: committee.id,
      after: { decision: { id: decision.id, meetingId: meeting.id, title: decision.title, outcome: decision.outcome } },
      description: `Recorded the decision "${decision.title}" (${decision.outcome}) of ${committee.name}`,
    });
    return readCommittee(tx, committee.id);
  });
}
