import fastifyMultipart from "@fastify/multipart";
import { type ErrorStatusOf, fastifyPath, type Services, textProblem } from "@tprm/api";
import {
  ASSESSMENT_IMPORT_ACCESS,
  assessmentImportOperation,
  startAssessmentImport,
} from "@tprm/api/assessment-transfer/service";
import {
  CONTRACT_IMPORT_ACCESS,
  contractImportOperation,
  startContractImport,
} from "@tprm/api/contract-transfer/service";
import { formatBytes } from "@tprm/api/files";
import { hasPermission, type Permission } from "@tprm/api/permissions";
import type { StartedImport } from "@tprm/api/transfer";
import { startVendorImport, VENDOR_IMPORT_ACCESS, vendorImportOperation } from "@tprm/api/vendor-transfer/service";
import type { FastifyInstance, FastifyReply } from "fastify";
import { refuseOwedEnrolment, resolveCaller } from "./auth-context.js";
import { toErrorResponse } from "./error-envelope.js";

// Declared by the operation: the route and the OpenAPI document read the same field and limits.
const upload = vendorImportOperation.upload;

/** Only the statuses the operations document (vendor-transfer/http.ts, assessment-transfer/http.ts, also the source of /api/openapi.json). */
const fail = (reply: FastifyReply, status: ErrorStatusOf<typeof vendorImportOperation>, message: string) =>
  reply.status(status).send({ success: false, message });

/**
 * File uploads (multipart/form-data, one file in the field "file"). The permission is checked before a byte of the
 * body is read; the storage module then caps the size and checks the content (CSV or XLSX by its bytes, not its name).
 *
 * POST /api/vendors/import, /api/risk-assessments/import and /api/contracts/import → 202
 * { success, data: { taskId, status, file } }; poll GET /api/tasks/{taskId}.
 */
export async function registerUploads(app: FastifyInstance, services: Services) {
  await app.register(async (scope) => {
    // Registered in this scope only: elsewhere multipart bodies stay unsupported (415).
    await scope.register(fastifyMultipart, {
      // One byte over the cap, so the storage module sees the file is too large and stops with 413 itself.
      limits: { fileSize: upload.maxBytes + 1, ...upload.limits },
    });

    const imports: {
      operation: typeof vendorImportOperation | typeof assessmentImportOperation | typeof contractImportOperation;
      access: Permission;
      start: typeof startVendorImport | typeof startAssessmentImport | typeof startContractImport;
      what: string;
    }[] = [
      { operation: vendorImportOperation, access: VENDOR_IMPORT_ACCESS, start: startVendorImport, what: "vendor" },
      {
        operation: assessmentImportOperation,
        access: ASSESSMENT_IMPORT_ACCESS,
        start: startAssessmentImport,
        what: "risk assessment",
      },
      {
        operation: contractImportOperation,
        access: CONTRACT_IMPORT_ACCESS,
        start: startContractImport,
        what: "contract",
      },
    ];
    for (const route of imports) {
      // One multipart set-up serves both: their limits are the same constants.
      if (route.operation.upload.maxBytes !== upload.maxBytes) throw new Error(`${route.what} import: other limits`);
      scope.post(fastifyPath(route.operation), async (request, reply) => {
        const caller = await resolveCaller(services, request, reply);
        const user = caller.auth?.user;
        if (!user) {
          return caller.cookieRefused
            ? fail(reply, 403, caller.cookieRefused)
            : fail(reply, 401, "You are not signed in.");
        }
        if (!hasPermission(user.role, route.access)) {
          return fail(reply, 403, "You don't have permission to do this.");
        }
        const owed = await refuseOwedEnrolment(services, user);
        if (owed) return fail(reply, 403, owed);
        if (!request.isMultipart()) {
          return fail(reply, 415, `Send the file as multipart/form-data, in a field named "${upload.field}".`);
        }
        try {
          const part = await request.file();
          if (!part)
            return fail(reply, 400, `No file was sent: attach a CSV or XLSX file in the field "${upload.field}".`);
          if (part.fieldname !== upload.field) {
            part.file.resume();
            return fail(reply, 400, `The file must be sent in the field "${upload.field}", not "${part.fieldname}".`);
          }
          // The name is stored with the file: the same text rule as every other input (lib/storable-text.ts).
          const nameProblem = textProblem(part.filename ?? "");
          if (nameProblem) {
            part.file.resume();
            return fail(reply, 400, `The file's name ${nameProblem}.`);
          }
          const data: StartedImport = await route.start(services, user, {
            filename: part.filename,
            source: part.file,
            ipAddress: caller.ipAddress,
            userAgent: caller.userAgent,
          });
          return reply.status(route.operation.success.status).send({ success: true, data });
        } catch (error) {
          const code = (error as { code?: string }).code;
          if (code === "FST_REQ_FILE_TOO_LARGE") {
            return fail(reply, 413, `The file is larger than ${formatBytes(upload.maxBytes)}.`);
          }
          if (code === "FST_FILES_LIMIT" || code === "FST_PARTS_LIMIT") {
            return fail(reply, 413, "Send one file at a time.");
          }
          if (code === "FST_INVALID_MULTIPART_CONTENT_TYPE" || code === "FST_MULTIPART_INVALID_CONTENT_TYPE") {
            return fail(reply, 415, `Send the file as multipart/form-data, in a field named "${upload.field}".`);
          }
          const { status, body } = toErrorResponse(error);
          if (status >= 500) request.log.error({ err: error }, `${route.what} import upload failed`);
          return reply.status(status).send(body);
        }
      });
    }
  });
}
