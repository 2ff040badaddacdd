import fastifyMultipart from "@fastify/multipart";
import {
  checkEvidenceTarget,
  type ErrorStatusOf,
  evidenceAssessmentIdParam,
  evidenceUploadOperation,
  fastifyPath,
  type Services,
  textProblem,
  uploadEvidence,
} from "@tprm/api";
import { formatBytes } from "@tprm/api/files";
import { allows } from "@tprm/api/permissions";
import { evidenceDomainField } from "@tprm/api/schemas";
import type { FastifyInstance, FastifyReply } from "fastify";
import { refuseOwedEnrolment, resolveCaller } from "./auth-context.js";
import { toErrorResponse } from "./error-envelope.js";

// Declared by the operation: the route and the OpenAPI document read the same fields and limits.
const op = evidenceUploadOperation;
const upload = op.upload;
const DOMAIN_FIELD = Object.keys(upload.fields)[0]!;

/** Only the statuses the operation documents (risk-assessments/evidence-http.ts, also in /api/openapi.json). */
const fail = (reply: FastifyReply, status: ErrorStatusOf<typeof op>, message: string) =>
  reply.status(status).send({ success: false, message });

const multipartOnly = `Send the form as multipart/form-data: the field "${DOMAIN_FIELD}", then the file in "${upload.field}".`;

/**
 * POST /api/risk-assessments/{id}/evidence → 201 { success, data: the evidence as listed under its domain }.
 * The permission, the assessment and its status are checked before a byte of the body is read; the domain field
 * (sent before the file) then decides whether IT Security may attach to it; the storage module caps the size and
 * checks the content.
 */
export async function registerEvidenceUploads(app: FastifyInstance, services: Services) {
  await app.register(async (scope) => {
    // Registered in this scope only: elsewhere multipart bodies stay unsupported (415).
    await scope.register(fastifyMultipart, {
      // One byte over the cap, so the storage module sees the file is too large and stops with 413 itself.
      limits: { fileSize: upload.maxBytes + 1, ...upload.limits },
    });

    scope.post<{ Params: { id: string } }>(fastifyPath(op), async (request, reply) => {
      const caller = await resolveCaller(services, request, reply);
      const auth = caller.auth;
      const user = auth?.user;
      if (!auth || !user) {
        return caller.cookieRefused
          ? fail(reply, 403, caller.cookieRefused)
          : fail(reply, 401, "You are not signed in.");
      }
      if (!allows(user.role, op.access)) return fail(reply, 403, "You don't have permission to do this.");
      const owed = await refuseOwedEnrolment(services, user);
      if (owed) return fail(reply, 403, owed);
      const id = evidenceAssessmentIdParam.safeParse(request.params.id);
      if (!id.success) return fail(reply, 404, "Risk assessment not found.");
      try {
        await checkEvidenceTarget(services.db, id.data);
        if (!request.isMultipart()) return fail(reply, 415, multipartOnly);
        const part = await request.file();
        if (!part) return fail(reply, 400, `No file was sent: attach it in the field "${upload.field}".`);
        if (part.fieldname !== upload.field) {
          part.file.resume();
          return fail(reply, 400, `The file must be sent in the field "${upload.field}", not "${part.fieldname}".`);
        }
        // Fields sent before the file are parsed by now; one sent after it is not, and is refused as missing.
        const sent = part.fields[DOMAIN_FIELD];
        const value = sent && !Array.isArray(sent) && sent.type === "field" ? sent.value : undefined;
        const domain = evidenceDomainField.safeParse(value);
        if (!domain.success) {
          part.file.resume();
          return fail(
            reply,
            400,
            value === undefined
              ? `Name the domain in the field "${DOMAIN_FIELD}", sent before the file.`
              : `${DOMAIN_FIELD}: ${domain.error.issues[0]?.message ?? "Unknown assessment domain"}`,
          );
        }
        const nameProblem = textProblem(part.filename ?? "");
        if (nameProblem) {
          part.file.resume();
          return fail(reply, 400, `The file's name ${nameProblem}.`);
        }
        const data = await uploadEvidence(
          services,
          { ...caller, auth },
          {
            assessmentId: id.data,
            domain: domain.data,
            filename: part.filename,
            source: part.file,
          },
        ).finally(() => part.file.resume());
        return reply.status(op.success.status).send({ success: true, data });
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === "FST_REQ_FILE_TOO_LARGE") {
          return fail(reply, 413, `The file is larger than ${formatBytes(upload.maxBytes)}.`);
        }
        if (code === "FST_FILES_LIMIT" || code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT") {
          return fail(reply, 413, "Send one file at a time.");
        }
        if (code === "FST_INVALID_MULTIPART_CONTENT_TYPE" || code === "FST_MULTIPART_INVALID_CONTENT_TYPE") {
          return fail(reply, 415, multipartOnly);
        }
        const { status, body } = toErrorResponse(error);
        if (status >= 500) request.log.error({ err: error }, "evidence upload failed");
        return reply.status(status).send(body);
      }
    });
  });
}
