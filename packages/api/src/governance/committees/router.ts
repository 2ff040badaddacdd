// The governance centre's oversight committees, their members, meetings and decisions (docs/GOVERNANCE.md, Committees). Access rules: GOVERNANCE_ACCESS in permissions/access.ts.
import { GOVERNANCE_ACCESS } from "../../permissions/access.js";
import {
  committeeDetailOutput,
  committeeIdInput,
  committeeListOutput,
  createCommitteeInput,
  createDecisionInput,
  createMeetingInput,
  meetingIdInput,
  updateCommitteeInput,
  updateMeetingInput,
} from "../../schemas/governance-committees.js";
import { deletedOutput } from "../../schemas/output.js";
import { router, signedInProcedure } from "../../trpc.js";
import { getCommittee, listCommittees } from "./committee-read.js";
import { createCommittee, deleteCommittee, HAS_MEETINGS, updateCommittee } from "./committee-write.js";
import { COMMITTEE_NOT_FOUND, MEETING_NOT_FOUND } from "./dto.js";
import {
  cancelMeeting,
  createMeeting,
  DECISION_NEEDS_HELD,
  HELD_NOT_CANCELLED,
  MEETING_CANCELLED,
  recordDecision,
  updateMeeting,
} from "./meetings.js";

const tags = ["Governance committees"];
const BASE = "/api/governance/committees";
const UNKNOWN_PEOPLE = "A member, the chair or an attendee names no user or member here (`issues` names the field).";
const MEETING_404 = `${COMMITTEE_NOT_FOUND} Or ${MEETING_NOT_FOUND}`;

export const committeesRouter = router({
  list: signedInProcedure
    .meta({
      access: GOVERNANCE_ACCESS.view,
      rest: {
        method: "GET",
        path: BASE,
        summary: "Every committee, by name, with its members, member count, last and next meeting",
        tags,
      },
    })
    .output(committeeListOutput)
    .query(({ ctx }) => listCommittees(ctx)),

  get: signedInProcedure
    .meta({
      access: GOVERNANCE_ACCESS.view,
      rest: {
        method: "GET",
        path: `${BASE}/{id}`,
        summary: "A committee with its members and its meetings (attendees, minutes, decisions)",
        tags,
        errors: { 404: COMMITTEE_NOT_FOUND },
      },
    })
    .input(committeeIdInput)
    .output(committeeDetailOutput)
    .query(({ ctx, input }) => getCommittee(ctx, input.id)),

  create: signedInProcedure
    .meta({
      access: GOVERNANCE_ACCESS.manageCommittees,
      rest: {
        method: "POST",
        path: BASE,
        summary: "Add a committee with its members (a list, or membersJson as the original API sent it)",
        tags,
        successStatus: 201,
        errors: { 400: UNKNOWN_PEOPLE },
      },
    })
    .input(createCommitteeInput)
    .output(committeeDetailOutput)
    .mutation(({ ctx, input }) => createCommittee(ctx, input)),

  update: signedInProcedure
    .meta({
      access: GOVERNANCE_ACCESS.manageCommittees,
      rest: {
        method: "PUT",
        path: `${BASE}/{id}`,
        summary: "Change a committee; members given replace the list (kept by id or name, with their attendance)",
        tags,
        errors: { 400: UNKNOWN_PEOPLE, 404: COMMITTEE_NOT_FOUND },
      },
    })
    .input(updateCommitteeInput)
    .output(committeeDetailOutput)
    .mutation(({ ctx, input }) => updateCommittee(ctx, input)),

  delete: signedInProcedure
    .meta({
      access: GOVERNANCE_ACCESS.manageCommittees,
      rest: {
        method: "DELETE",
        path: `${BASE}/{id}`,
        summary: "Delete a committee that never met; one with meetings is kept (set it inactive instead)",
        tags,
        errors: { 404: COMMITTEE_NOT_FOUND, 409: HAS_MEETINGS },
      },
    })
    .input(committeeIdInput)
    .output(deletedOutput)
    .mutation(({ ctx, input }) => deleteCommittee(ctx, input.id)),

  createMeeting: signedInProcedure
    .meta({
      access: GOVERNANCE_ACCESS.manageCommittees,
      rest: {
        method: "POST",
        path: `${BASE}/{committeeId}/meetings`,
        summary: "Schedule a meeting (or record one already held), with its agenda, location and attendees",
        tags,
        successStatus: 201,
        errors: { 400: UNKNOWN_PEOPLE, 404: COMMITTEE_NOT_FOUND },
      },
    })
    .input(createMeetingInput)
    .output(committeeDetailOutput)
    .mutation(({ ctx, input }) => createMeeting(ctx, input)),

  updateMeeting: signedInProcedure
    .meta({
      access: GOVERNANCE_ACCESS.manageCommittees,
      rest: {
        method: "PUT",
        path: `${BASE}/{committeeId}/meetings/{meetingId}`,
        summary: "Change a meeting: time, agenda, location, attendees, or mark it held",
        tags,
        errors: { 400: UNKNOWN_PEOPLE, 404: MEETING_404, 409: MEETING_CANCELLED },
      },
    })
    .input(updateMeetingInput)
    .output(committeeDetailOutput)
    .mutation(({ ctx, input }) => updateMeeting(ctx, input)),

  cancelMeeting: signedInProcedure
    .meta({
      access: GOVERNANCE_ACCESS.manageCommittees,
      rest: {
        method: "PATCH",
        path: `${BASE}/{committeeId}/meetings/{meetingId}/cancel`,
        summary: "Cancel a scheduled meeting (kept, shown as cancelled)",
        tags,
        errors: { 404: MEETING_404, 409: `${MEETING_CANCELLED} Or: ${HELD_NOT_CANCELLED}` },
      },
    })
    .input(meetingIdInput)
    .output(committeeDetailOutput)
    .mutation(({ ctx, input }) => cancelMeeting(ctx, input.committeeId, input.meetingId)),

  recordDecision: signedInProcedure
    .meta({
      access: GOVERNANCE_ACCESS.manageCommittees,
      rest: {
        method: "POST",
        path: `${BASE}/{committeeId}/meetings/{meetingId}/decisions`,
        summary: "Record a decision of a held meeting: title, outcome (approved, rejected, deferred, noted), note",
        tags,
        successStatus: 201,
        errors: { 404: MEETING_404, 409: DECISION_NEEDS_HELD },
      },
    })
    .input(createDecisionInput)
    .output(committeeDetailOutput)
    .mutation(({ ctx, input }) => recordDecision(ctx, input)),
});
