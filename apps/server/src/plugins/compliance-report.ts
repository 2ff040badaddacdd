import {
  complianceReportOperation,
  downloadComplianceReport,
  type ErrorStatusOf,
  fastifyPath,
  type Services,
} from "@tprm/api";
import { contentDisposition } from "@tprm/api/files";
import { allows } from "@tprm/api/permissions";
import type { FastifyInstance, FastifyReply } from "fastify";
import { refuseOwedEnrolment, resolveCaller } from "./auth-context.js";
import { toErrorResponse } from "./error-envelope.js";

/** Only the statuses the operation documents (compliance/http.ts, also the source of /api/openapi.json). */
const fail = (reply: FastifyReply, status: ErrorStatusOf<typeof complianceReportOperation>, message: string) =>
  reply.status(status).send({ success: false, message });

/** POST /api/compliance/report: the compliance report as a PDF, for those who may view the compliance register. */
export function registerComplianceReport(app: FastifyInstance, services: Services) {
  app.post(fastifyPath(complianceReportOperation), async (request, reply) => {
    const caller = await resolveCaller(services, request, reply);
    const user = caller.auth?.user;
    if (caller.cookieRefused) return fail(reply, 403, caller.cookieRefused);
    if (!user) return fail(reply, 401, "You are not signed in.");
    if (!allows(user.role, complianceReportOperation.access)) {
      return fail(reply, 403, "You don't have permission to do this.");
    }
    const owed = await refuseOwedEnrolment(services, user);
    if (owed) return fail(reply, 403, owed);
    try {
      const report = await downloadComplianceReport(services.db, caller, user);
      return reply
        .header("Content-Type", "application/pdf")
        .header("Content-Disposition", contentDisposition(report.filename))
        .header("Content-Length", String(report.bytes.length))
        .header("Cache-Control", "private, no-store")
        .header("X-Content-Type-Options", "nosniff")
        .send(report.bytes);
    } catch (error) {
      const { status, body } = toErrorResponse(error);
      if (status >= 500) request.log.error({ err: error }, "compliance report failed");
      return reply.status(status).send(body);
    }
  });
}
