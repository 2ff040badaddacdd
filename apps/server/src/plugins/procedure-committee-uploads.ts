import {
  checkCommitteeTarget,
  checkProcedureTarget,
  committeeCharterUploadOperation,
  committeeIdParam,
  meetingIdParam,
  meetingMinutesUploadOperation,
  procedureDocumentUploadOperation,
  procedureIdParam,
  type Services,
  uploadCommitteeCharter,
  uploadMeetingMinutes,
  uploadProcedureDocument,
} from "@tprm/api";
import type { FastifyInstance } from "fastify";
import { registerUploadRoutes, uploadRoute } from "./upload-routes.js";

/**
 * The one-file uploads of procedures and committees (packages/api/src/governance/{procedures,committees}):
 *   POST /api/governance/procedures/{id}/document                        file → the procedure with its document
 *   POST /api/governance/committees/{id}/charter                         file → the committee with its charter
 *   POST /api/governance/committees/{id}/meetings/{meetingId}/minutes    file → the committee with the minutes
 * Each answers 201 { success, data }; the record (404) is checked before the body is read.
 */
const ROUTES = [
  uploadRoute({
    op: procedureDocumentUploadOperation,
    ids: (p) => (procedureIdParam.safeParse(p.id).success ? { id: p.id! } : null),
    unknown: "Procedure not found.",
    check: (services, ids) => checkProcedureTarget(services.db, ids.id),
    store: (services, caller, ids, _fields, file) => uploadProcedureDocument(services, caller, ids.id, file),
  }),
  uploadRoute({
    op: committeeCharterUploadOperation,
    ids: (p) => (committeeIdParam.safeParse(p.id).success ? { id: p.id! } : null),
    unknown: "Committee not found.",
    check: (services, ids) => checkCommitteeTarget(services.db, ids.id),
    store: (services, caller, ids, _fields, file) => uploadCommitteeCharter(services, caller, ids.id, file),
  }),
  uploadRoute({
    op: meetingMinutesUploadOperation,
    ids: (p) =>
      committeeIdParam.safeParse(p.id).success && meetingIdParam.safeParse(p.meetingId).success
        ? { committeeId: p.id!, meetingId: p.meetingId! }
        : null,
    unknown: "Meeting not found on this committee.",
    check: (services, ids) => checkCommitteeTarget(services.db, ids.committeeId, ids.meetingId),
    store: (services, caller, ids, _fields, file) => uploadMeetingMinutes(services, caller, ids, file),
  }),
];

export function registerProcedureCommitteeUploads(app: FastifyInstance, services: Services) {
  return registerUploadRoutes(app, services, ROUTES, "governance procedure or committee file");
}
