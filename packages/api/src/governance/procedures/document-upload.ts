// A procedure's document (spec 001 §5: optional, .pdf .doc .docx .txt), uploaded through the multipart route
// (apps/server/src/plugins/procedure-committee-uploads.ts) and downloaded through GET /api/files/{fileId}/download by
// anyone who may view the governance centre.
import { z } from "zod";
import { recordChange } from "../../audit/record-change.js";
import type { Services } from "../../context.js";
import { todayIn } from "../../lib/dates.js";
import { conflict, notFound } from "../../lib/errors.js";
import { GOVERNANCE_ACCESS } from "../../permissions/access.js";
import { defineHttpOperation } from "../../rest/http-operation.js";
import {
  GOVERNANCE_FILE_KINDS,
  GOVERNANCE_UPLOAD_FILE_FIELD,
  MAX_GOVERNANCE_FILE_BYTES,
} from "../../schemas/governance-files.js";
import { PROCEDURE_DOCUMENT_PATH, procedureOutput } from "../../schemas/governance-procedures.js";
import {
  fileAudit,
  type IncomingFile,
  readGovernanceFile,
  storeGovernanceFile,
  type Uploader,
} from "../attach-file.js";
import { PROCEDURE_DOCUMENT_FILE_PURPOSE } from "../files.js";
import { governanceFileDescription, governanceFileErrors, SINGLE_FILE_LIMITS } from "../upload-errors.js";
import { PROCEDURE_ENTITY, PROCEDURE_NOT_FOUND } from "./dto.js";
import { readProcedure } from "./procedure-read.js";
import { ARCHIVED_NOT_CHANGED } from "./procedure-write.js";

export const procedureIdParam = z.guid("Unknown procedure").describe("The procedure's id");

export const procedureDocumentUploadOperation = defineHttpOperation({
  method: "POST",
  path: PROCEDURE_DOCUMENT_PATH,
  operationId: "procedures.uploadDocument",
  summary: "Attach the procedure's document (multipart/form-data: file), replacing the one before",
  description:
    "The permission and the procedure (404) are checked before the body is read. The file is stored, linked to the " +
    "procedure and recorded in the audit trail in one transaction. An archived procedure is not changed (409).",
  tags: ["Governance procedures"],
  access: GOVERNANCE_ACCESS.editProcedure,
  params: { id: procedureIdParam },
  upload: {
    field: GOVERNANCE_UPLOAD_FILE_FIELD,
    fields: {},
    accept: GOVERNANCE_FILE_KINDS,
    maxBytes: MAX_GOVERNANCE_FILE_BYTES,
    description: `The procedure document: ${governanceFileDescription}`,
    limits: SINGLE_FILE_LIMITS,
  },
  success: { status: 201, description: "The procedure with its document", data: procedureOutput },
  errors: { ...governanceFileErrors, 404: PROCEDURE_NOT_FOUND, 409: ARCHIVED_NOT_CHANGED },
});

type Db = Services["db"];

/** 404 for an unknown procedure: asked before the body is read. */
export async function checkProcedureTarget(db: Db, id: string) {
  const found = await db.procedure.findUnique({ where: { id }, select: { id: true } });
  if (!found) throw notFound(PROCEDURE_NOT_FOUND);
}

export async function uploadProcedureDocument(
  services: Pick<Services, "db" | "env">,
  caller: Uploader,
  procedureId: string,
  file: IncomingFile,
) {
  const read = await readGovernanceFile(caller, GOVERNANCE_ACCESS.editProcedure, file);
  const today = todayIn(services.env.APP_TIME_ZONE);
  return services.db.$transaction(
    async (tx) => {
      await tx.$queryRaw`SELECT 1 FROM "Procedure" WHERE "id" = ${procedureId}::uuid FOR UPDATE`;
      const before = await tx.procedure.findUnique({
        where: { id: procedureId },
        select: { reference: true, name: true, fileId: true, archived: true },
      });
      if (!before) return readProcedure(tx, procedureId, today); // 404
      if (before.archived) throw conflict(ARCHIVED_NOT_CHANGED);
      const stored = await storeGovernanceFile(tx, caller, read, file.filename, PROCEDURE_DOCUMENT_FILE_PURPOSE);
      await tx.procedure.update({
        where: { id: procedureId },
        data: { fileId: stored.id, updatedById: caller.auth.user.id },
      });
      await recordChange(tx, caller, {
        action: "UPDATE",
        entityType: PROCEDURE_ENTITY,
        entityId: procedureId,
        before: { fileId: before.fileId },
        after: fileAudit(stored),
        description: `Attached the document ${stored.filename} to procedure ${before.reference} ${before.name}`,
      });
      return readProcedure(tx, procedureId, today);
    },
    { timeout: 60_000, maxWait: 10_000 },
  );
}
