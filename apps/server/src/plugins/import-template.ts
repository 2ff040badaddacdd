import { type ErrorStatusOf, fastifyPath, type Services } from "@tprm/api";
import { contentDisposition, FILE_KINDS } from "@tprm/api/files";
import { hasPermission } from "@tprm/api/permissions";
import {
  IMPORT_TEMPLATE_FORMATS,
  importTemplate,
  importTemplateFormatParam,
  importTemplateOperation,
  VENDOR_IMPORT_ACCESS,
} from "@tprm/api/vendor-transfer/service";
import type { FastifyInstance, FastifyReply } from "fastify";
import { refuseOwedEnrolment, resolveCaller } from "./auth-context.js";

/** Only the statuses the operation documents (vendor-transfer/http.ts, also the source of /api/openapi.json). */
const fail = (reply: FastifyReply, status: ErrorStatusOf<typeof importTemplateOperation>, message: string) =>
  reply.status(status).send({ success: false, message });

/**
 * GET /api/vendors/import-template/{csv|xlsx}: the import template (the columns an import reads and one example row),
 * for those who may import. The import dialog links both formats.
 */
export function registerImportTemplate(app: FastifyInstance, services: Services) {
  app.get<{ Params: { format: string } }>(fastifyPath(importTemplateOperation), async (request, reply) => {
    const caller = await resolveCaller(services, request, reply);
    const user = caller.auth?.user;
    if (!user) return fail(reply, 401, "You are not signed in.");
    if (!hasPermission(user.role, VENDOR_IMPORT_ACCESS))
      return fail(reply, 403, "You don't have permission to do this.");
    const owed = await refuseOwedEnrolment(services, user);
    if (owed) return fail(reply, 403, owed);
    const format = importTemplateFormatParam.safeParse(request.params.format);
    if (!format.success) {
      return fail(reply, 404, `No template in that format: use ${IMPORT_TEMPLATE_FORMATS.join(" or ")}.`);
    }
    const template = await importTemplate(format.data);
    return reply
      .header("Content-Type", FILE_KINDS[format.data].contentType)
      .header("Content-Disposition", contentDisposition(template.filename))
      .header("Content-Length", String(template.bytes.length))
      .header("Cache-Control", "private, max-age=3600")
      .header("X-Content-Type-Options", "nosniff")
      .send(template.bytes);
  });
}
