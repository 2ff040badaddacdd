// A committee's charter and a meeting's minutes, uploaded through the multipart routes
// (apps/server/src/plugins/procedure-committee-uploads.ts) and downloaded through GET /api/files/{fileId}/download by
// anyone who may view the governance centre.
import { z } from "zod";
import { recordChange } from "../../audit/record-change.js";
import type { Services } from "../../context.js";
import { conflict, notFound } from "../../lib/errors.js";
import { GOVERNANCE_ACCESS } from "../../permissions/access.js";
import { defineHttpOperation } from "../../rest/http-operation.js";
import {
  COMMITTEE_CHARTER_PATH,
  committeeDetailOutput,
  MEETING_MINUTES_PATH,
} from "../../schemas/governance-committees.js";
import {
  GOVERNANCE_FILE_KINDS,
  GOVERNANCE_UPLOAD_FILE_FIELD,
  MAX_GOVERNANCE_FILE_BYTES,
} from "../../schemas/governance-files.js";
import {
  fileAudit,
  type IncomingFile,
  readGovernanceFile,
  storeGovernanceFile,
  type Uploader,
} from "../attach-file.js";
import { COMMITTEE_CHARTER_FILE_PURPOSE, MEETING_MINUTES_FILE_PURPOSE } from "../files.js";
import { governanceFileDescription, governanceFileErrors, SINGLE_FILE_LIMITS } from "../upload-errors.js";
import { readCommittee } from "./committee-read.js";
import { COMMITTEE_ENTITY, COMMITTEE_NOT_FOUND, MEETING_NOT_FOUND } from "./dto.js";
import { MEETING_CANCELLED } from "./meetings.js";

type Db = Services["db"];
const TX = { timeout: 60_000, maxWait: 10_000 };

export const committeeIdParam = z.guid("Unknown committee").describe("The committee's id");
export const meetingIdParam = z.guid("Unknown meeting").describe("The meeting's id (on this committee)");

const upload = (what: string) => ({
  field: GOVERNANCE_UPLOAD_FILE_FIELD,
  fields: {},
  accept: GOVERNANCE_FILE_KINDS,
  maxBytes: MAX_GOVERNANCE_FILE_BYTES,
  description: `${what}: ${governanceFileDescription}`,
  limits: SINGLE_FILE_LIMITS,
});

export const committeeCharterUploadOperation = defineHttpOperation({
  method: "POST",
  path: COMMITTEE_CHARTER_PATH,
  operationId: "committees.uploadCharter",
  summary: "Attach the committee's charter (multipart/form-data: file), replacing the one before",
  description:
    "The permission and the committee (404) are checked before the body is read. The file is stored, linked to the " +
    "committee and recorded in the audit trail in one transaction. View Charter downloads it.",
  tags: ["Governance committees"],
  access: GOVERNANCE_ACCESS.manageCommittees,
  params: { id: committeeIdParam },
  upload: upload("The charter"),
  success: { status: 201, description: "The committee with its charter", data: committeeDetailOutput },
  errors: { ...governanceFileErrors, 404: COMMITTEE_NOT_FOUND },
});

export const meetingMinutesUploadOperation = defineHttpOperation({
  method: "POST",
  path: MEETING_MINUTES_PATH,
  operationId: "committees.uploadMinutes",
  summary: "Attach a meeting's minutes (multipart/form-data: file), replacing the ones before",
  description:
    "The permission, the committee and the meeting (404) are checked before the body is read. A cancelled meeting " +
    "takes no minutes (409).",
  tags: ["Governance committees"],
  access: GOVERNANCE_ACCESS.manageCommittees,
  params: { id: committeeIdParam, meetingId: meetingIdParam },
  upload: upload("The minutes"),
  success: { status: 201, description: "The committee with its meetings", data: committeeDetailOutput },
  errors: { ...governanceFileErrors, 404: `${COMMITTEE_NOT_FOUND} Or ${MEETING_NOT_FOUND}`, 409: MEETING_CANCELLED },
});

export async function checkCommitteeTarget(db: Db, committeeId: string, meetingId?: string) {
  const found = await db.committee.findUnique({ where: { id: committeeId }, select: { id: true } });
  if (!found) throw notFound(COMMITTEE_NOT_FOUND);
  if (meetingId === undefined) return;
  const meeting = await db.committeeMeeting.findFirst({ where: { id: meetingId, committeeId }, select: { id: true } });
  if (!meeting) throw notFound(MEETING_NOT_FOUND);
}

export async function uploadCommitteeCharter(
  services: Pick<Services, "db">,
  caller: Uploader,
  committeeId: string,
  file: IncomingFile,
) {
  const read = await readGovernanceFile(caller, GOVERNANCE_ACCESS.manageCommittees, file);
  return services.db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT 1 FROM "Committee" WHERE "id" = ${committeeId}::uuid FOR UPDATE`;
    const before = await tx.committee.findUnique({
      where: { id: committeeId },
      select: { name: true, charterFileId: true },
    });
    if (!before) throw notFound(COMMITTEE_NOT_FOUND);
    const stored = await storeGovernanceFile(tx, caller, read, file.filename, COMMITTEE_CHARTER_FILE_PURPOSE);
    await tx.committee.update({
      where: { id: committeeId },
      data: { charterFileId: stored.id, updatedById: caller.auth.user.id },
    });
    await recordChange(tx, caller, {
      action: "UPDATE",
      entityType: COMMITTEE_ENTITY,
      entityId: committeeId,
      before: { charterFileId: before.charterFileId },
      after: fileAudit(stored),
      description: `Attached the charter ${stored.filename} to committee ${before.name}`,
    });
    return readCommittee(tx, committeeId);
  }, TX);
}

export async function uploadMeetingMinutes(
  services: Pick<Services, "db">,
  caller: Uploader,
  ids: { committeeId: string; meetingId: string },
  file: IncomingFile,
) {
  const read = await readGovernanceFile(caller, GOVERNANCE_ACCESS.manageCommittees, file);
  return services.db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT 1 FROM "Committee" WHERE "id" = ${ids.committeeId}::uuid FOR UPDATE`;
    const committee = await tx.committee.findUnique({ where: { id: ids.committeeId }, select: { name: true } });
    if (!committee) throw notFound(COMMITTEE_NOT_FOUND);
    const meeting = await tx.committeeMeeting.findFirst({
      where: { id: ids.meetingId, committeeId: ids.committeeId },
      select: { id: true, status: true, minutesFileId: true, scheduledAt: true },
    });
    if (!meeting) throw notFound(MEETING_NOT_FOUND);
    if (meeting.status === "cancelled") throw conflict(MEETING_CANCELLED);
    const stored = await storeGovernanceFile(tx, caller, read, file.filename, MEETING_MINUTES_FILE_PURPOSE);
    await tx.committeeMeeting.update({ where: { id: meeting.id }, data: { minutesFileId: stored.id } });
    await recordChange(tx, caller, {
      action: "UPDATE",
      entityType: COMMITTEE_ENTITY,
      entityId: ids.committeeId,
      before: { meetingId: meeting.id, minutesFileId: meeting.minutesFileId },
      after: { meetingId: meeting.id, ...fileAudit(stored) },
      description: `Attached the minutes ${stored.filename} to the meeting of ${committee.name} on ${meeting.scheduledAt.toISOString().slice(0, 10)}`,
    });
    return readCommittee(tx, ids.committeeId);
  }, TX);
}
