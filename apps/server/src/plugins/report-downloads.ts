import { Readable } from "node:stream";
import {
  type ErrorStatusOf,
  fastifyPath,
  REPORT_FILE_EXPIRED,
  REPORT_FILE_NOT_READY,
  reportDispositionQuery,
  reportRunIdParam,
  reportRunPdfOperation,
  reportRunXlsxOperation,
  runFileOf,
  type Services,
} from "@tprm/api";
import { contentDisposition, openFile } from "@tprm/api/files";
import { allows, REPORT_ACCESS } from "@tprm/api/permissions";
import type { FastifyInstance, FastifyReply } from "fastify";
import { refuseOwedEnrolment, resolveCaller } from "./auth-context.js";
import { toErrorResponse } from "./error-envelope.js";

type Op = typeof reportRunPdfOperation;
const fail = (reply: FastifyReply, status: ErrorStatusOf<Op>, message: string) =>
  reply.status(status).send({ success: false, message });

/**
 * GET /api/reports/runs/{id}/pdf and /xlsx: a run's files to everyone who may view reports, as an attachment
 * (Download) or inline (?disposition=inline: View opens the PDF in a tab). Streamed out of PostgreSQL a few megabytes
 * at a time. 409 before the run completes, 410 once the retention rule deleted the file.
 */
export function registerReportDownloads(app: FastifyInstance, services: Services) {
  for (const [kind, op] of [
    ["pdf", reportRunPdfOperation],
    ["xlsx", reportRunXlsxOperation],
  ] as const) {
    app.get<{ Params: { id: string }; Querystring: Record<string, string> }>(
      fastifyPath(op),
      async (request, reply) => {
        const caller = await resolveCaller(services, request, reply);
        const user = caller.auth?.user;
        if (!user) return fail(reply, 401, caller.cookieRefused ?? "You are not signed in.");
        const owed = await refuseOwedEnrolment(services, user);
        if (owed) return fail(reply, 403, owed);
        if (!allows(user.role, REPORT_ACCESS.view)) return fail(reply, 403, "You don't have permission to do this.");
        const id = reportRunIdParam.safeParse(request.params.id);
        if (!id.success) return fail(reply, 404, "No report run with this id.");
        const { disposition } = reportDispositionQuery.parse(request.query ?? {});
        try {
          const found = await runFileOf(services.db, id.data, kind);
          if (!found.run) return fail(reply, 404, "No report run with this id.");
          if (found.expired) return fail(reply, 410, REPORT_FILE_EXPIRED);
          const file = found.fileId ? await openFile(services.db, found.fileId) : null;
          if (!file) {
            return found.run.status === "completed"
              ? fail(reply, 410, REPORT_FILE_EXPIRED)
              : fail(reply, 409, REPORT_FILE_NOT_READY);
          }
          return reply
            .header("Content-Type", file.info.contentType)
            .header("Content-Disposition", contentDisposition(file.info.filename, disposition))
            .header("Content-Length", String(file.info.size))
            .header("Cache-Control", "private, no-store")
            .header("X-Content-Type-Options", "nosniff")
            .header("ETag", `"${file.info.sha256}"`)
            .send(Readable.from(file.chunks()));
        } catch (error) {
          const { status, body } = toErrorResponse(error);
          if (status >= 500) request.log.error({ err: error }, "report download failed");
          return reply.status(status).send(body);
        }
      },
    );
  }
}
