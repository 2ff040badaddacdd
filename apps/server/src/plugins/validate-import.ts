import fastifyMultipart from "@fastify/multipart";
import { type ErrorStatusOf, fastifyPath, type Services } from "@tprm/api";
import { collectBytes, formatBytes } from "@tprm/api/files";
import {
  VALIDATE_KIND_FIELD,
  validateImport,
  validateImportOperation,
  validateKindField,
} from "@tprm/api/operations/validate-import/service";
import { isAdmin } from "@tprm/api/permissions";
import type { FastifyInstance, FastifyReply } from "fastify";
import { refuseOwedEnrolment, resolveCaller } from "./auth-context.js";
import { toErrorResponse } from "./error-envelope.js";

const op = validateImportOperation;
const upload = op.upload;
const multipartOnly = `Send the file as multipart/form-data, in a field named "${upload.field}".`;

/** Only the statuses the operation documents (operations/validate-import/http.ts, also /api/openapi.json's). */
const fail = (reply: FastifyReply, status: ErrorStatusOf<typeof op>, message: string) =>
  reply.status(status).send({ success: false, message });

/**
 * POST /api/system/validate-import (Admin): the upload is read into memory (at most MAX_VALIDATE_BYTES), checked,
 * and answered with every problem; nothing is stored or written (docs/OPERATIONS.md "Import validation").
 */
export async function registerValidateImport(app: FastifyInstance, services: Services) {
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { fileSize: upload.maxBytes + 1, ...upload.limits } });
    scope.post(fastifyPath(op), async (request, reply) => {
      const caller = await resolveCaller(services, request, reply);
      const user = caller.auth?.user;
      if (!user) {
        return caller.cookieRefused
          ? fail(reply, 403, caller.cookieRefused)
          : fail(reply, 401, "You are not signed in.");
      }
      if (!isAdmin(user.role)) return fail(reply, 403, "Only an Admin may validate an import.");
      const owed = await refuseOwedEnrolment(services, user);
      if (owed) return fail(reply, 403, owed);
      try {
        if (!request.isMultipart()) return fail(reply, 415, multipartOnly);
        const part = await request.file();
        if (!part) return fail(reply, 400, `No file was sent: attach it in the field "${upload.field}".`);
        if (part.fieldname !== upload.field) {
          part.file.resume();
          return fail(reply, 400, `The file must be sent in the field "${upload.field}", not "${part.fieldname}".`);
        }
        const sent = part.fields[VALIDATE_KIND_FIELD];
        const value = sent && !Array.isArray(sent) && sent.type === "field" ? sent.value : undefined;
        const kind = validateKindField.safeParse(value);
        if (!kind.success) {
          part.file.resume();
          return fail(reply, 400, `${VALIDATE_KIND_FIELD}: ${kind.error.issues[0]?.message ?? "unknown kind"}`);
        }
        const bytes = await collectBytes(part.file, upload.maxBytes);
        const data = await validateImport(services.db, {
          filename: part.filename || "upload",
          bytes,
          kind: kind.data,
        });
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
        if (status >= 500) request.log.error({ err: error }, "import validation failed");
        return reply.status(status).send(body);
      }
    });
  });
}
