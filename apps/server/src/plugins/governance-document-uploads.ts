import fastifyMultipart from "@fastify/multipart";
import {
  checkDocumentForFile,
  type ErrorStatusOf,
  fastifyPath,
  governanceDocumentFileOperation,
  governanceDocumentIdParam,
  type Services,
  textProblem,
  uploadGovernanceDocumentFile,
} from "@tprm/api";
import { formatBytes } from "@tprm/api/files";
import { allows } from "@tprm/api/permissions";
import type { FastifyInstance, FastifyReply } from "fastify";
import { refuseOwedEnrolment, resolveCaller } from "./auth-context.js";
import { toErrorResponse } from "./error-envelope.js";

// Declared by the operation: the route and the OpenAPI document read the same limits.
const op = governanceDocumentFileOperation;
const upload = op.upload;

/** Only the statuses the operation documents (governance/documents/documents-http.ts, also in /api/openapi.json). */
const fail = (reply: FastifyReply, status: ErrorStatusOf<typeof op>, message: string) =>
  reply.status(status).send({ success: false, message });

const multipartOnly = `Send the file as multipart/form-data in the field "${upload.field}".`;

/**
 * POST /api/governance/documents/{id}/file → 200 { success, data: the document with its new file }. The permission
 * and the document are checked before a byte of the body is read; the service caps the size and checks the name
 * and content before storing the file with the document's change and its audit row.
 */
export async function registerGovernanceDocumentUploads(app: FastifyInstance, services: Services) {
  await app.register(async (scope) => {
    // Registered in this scope only: elsewhere multipart bodies stay unsupported (415). One byte over the cap, so
    // the storage module sees the file is too large and stops with 413 itself.
    await scope.register(fastifyMultipart, { limits: { fileSize: upload.maxBytes + 1, ...upload.limits } });

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
      const id = governanceDocumentIdParam.safeParse(request.params.id);
      if (!id.success) return fail(reply, 404, "Document not found.");
      try {
        await checkDocumentForFile(services.db, id.data);
        if (!request.isMultipart()) return fail(reply, 415, multipartOnly);
        const part = await request.file();
        if (!part) return fail(reply, 400, `No file was sent: attach it in the field "${upload.field}".`);
        try {
          if (part.fieldname !== upload.field) {
            return fail(reply, 400, `The file must be sent in the field "${upload.field}", not "${part.fieldname}".`);
          }
          const nameProblem = textProblem(part.filename ?? "");
          if (nameProblem) return fail(reply, 400, `The file's name ${nameProblem}.`);
          if (!part.filename?.trim()) return fail(reply, 400, "The file has no name.");
          const data = await uploadGovernanceDocumentFile(
            services,
            { ...caller, auth },
            { documentId: id.data, filename: part.filename, source: part.file },
          );
          return reply.status(op.success.status).send({ success: true, data });
        } finally {
          part.file.resume();
        }
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === "FST_REQ_FILE_TOO_LARGE") {
          return fail(reply, 413, `The file is larger than ${formatBytes(upload.maxBytes)}.`);
        }
        if (code === "FST_FILES_LIMIT" || code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT") {
          return fail(reply, 413, "Send one file at a time, and nothing else.");
        }
        if (code === "FST_INVALID_MULTIPART_CONTENT_TYPE" || code === "FST_MULTIPART_INVALID_CONTENT_TYPE") {
          return fail(reply, 415, multipartOnly);
        }
        const { status, body } = toErrorResponse(error);
        if (status >= 500) request.log.error({ err: error }, "governance document upload failed");
        return reply.status(status).send(body);
      }
    });
  });
}
