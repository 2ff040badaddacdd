import { type ErrorStatusOf, fastifyPath, type Services } from "@tprm/api";
import {
  ASSESSMENT_IMPORT_ACCESS,
  assessmentImportTemplate,
  assessmentImportTemplateOperation,
} from "@tprm/api/assessment-transfer/service";
import {
  CONTRACT_IMPORT_ACCESS,
  contractImportTemplate,
  contractImportTemplateOperation,
} from "@tprm/api/contract-transfer/service";
import { contentDisposition, FILE_KINDS } from "@tprm/api/files";
import { hasPermission, type Permission } from "@tprm/api/permissions";
import type { ImportTemplateFormat } from "@tprm/api/transfer";
import {
  IMPORT_TEMPLATE_FORMATS,
  importTemplate,
  importTemplateFormatParam,
  importTemplateOperation,
  VENDOR_IMPORT_ACCESS,
} from "@tprm/api/vendor-transfer/service";
import type { FastifyInstance, FastifyReply } from "fastify";
import { refuseOwedEnrolment, resolveCaller } from "./auth-context.js";

/** Only the statuses the operations document (vendor-transfer/http.ts, assessment-transfer/http.ts, also the source of /api/openapi.json). */
const fail = (reply: FastifyReply, status: ErrorStatusOf<typeof importTemplateOperation>, message: string) =>
  reply.status(status).send({ success: false, message });

const TEMPLATES: {
  operation:
    | typeof importTemplateOperation
    | typeof assessmentImportTemplateOperation
    | typeof contractImportTemplateOperation;
  access: Permission;
  build: (format: ImportTemplateFormat) => Promise<{ filename: string; bytes: Buffer }>;
}[] = [
  { operation: importTemplateOperation, access: VENDOR_IMPORT_ACCESS, build: importTemplate },
  { operation: assessmentImportTemplateOperation, access: ASSESSMENT_IMPORT_ACCESS, build: assessmentImportTemplate },
  { operation: contractImportTemplateOperation, access: CONTRACT_IMPORT_ACCESS, build: contractImportTemplate },
];

/**
 * GET /api/vendors/import-template/{csv|xlsx}, /api/risk-assessments/import-template/{csv|xlsx} and
 * /api/contracts/import-template/{csv|xlsx}: the import template (the columns an import reads and one example row),
 * for those who may import. The import dialogs link both formats.
 */
export function registerImportTemplate(app: FastifyInstance, services: Services) {
  for (const template of TEMPLATES) {
    app.get<{ Params: { format: string } }>(fastifyPath(template.operation), async (request, reply) => {
      const caller = await resolveCaller(services, request, reply);
      const user = caller.auth?.user;
      if (!user) return fail(reply, 401, "You are not signed in.");
      if (!hasPermission(user.role, template.access)) return fail(reply, 403, "You don't have permission to do this.");
      const owed = await refuseOwedEnrolment(services, user);
      if (owed) return fail(reply, 403, owed);
      const format = importTemplateFormatParam.safeParse(request.params.format);
      if (!format.success) {
        return fail(reply, 404, `No template in that format: use ${IMPORT_TEMPLATE_FORMATS.join(" or ")}.`);
      }
      const built = await template.build(format.data);
      return reply
        .header("Content-Type", FILE_KINDS[format.data].contentType)
        .header("Content-Disposition", contentDisposition(built.filename))
        .header("Content-Length", String(built.bytes.length))
        .header("Cache-Control", "private, max-age=3600")
        .header("X-Content-Type-Options", "nosniff")
        .send(built.bytes);
    });
  }
}
