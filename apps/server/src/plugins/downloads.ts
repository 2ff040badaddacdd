import { Readable } from "node:stream";
import { type ErrorStatusOf, fastifyPath, fileRetentionRules, type Services } from "@tprm/api";
import {
  contentDisposition,
  expiredFileMessage,
  fileDownloadOperation,
  fileIdParam,
  findExpiredFile,
  mayAskForExpiredFile,
  openFile,
} from "@tprm/api/files";
import { authorizeFileDownload, NOT_YOUR_FILE } from "@tprm/api/tasks";
import type { FastifyInstance, FastifyReply } from "fastify";
import { refuseOwedEnrolment, resolveCaller } from "./auth-context.js";
import { toErrorResponse } from "./error-envelope.js";

/** Only the statuses the operation documents (files/http.ts, also the source of /api/openapi.json). */
const fail = (reply: FastifyReply, status: ErrorStatusOf<typeof fileDownloadOperation>, message: string) =>
  reply.status(status).send({ success: false, message });

/**
 * GET /api/files/{id}/download: a stored file, streamed as an attachment, to its creator (or the creator of the task it
 * belongs to) or an Admin. Errors use the REST envelope: 401, 403, 404, and 410 for a file deleted under its
 * retention rule ("This export has expired …"), told only to those who could have downloaded it.
 */
export function registerDownloads(app: FastifyInstance, services: Services) {
  const rules = fileRetentionRules(services.env);
  app.get<{ Params: { id: string } }>(fastifyPath(fileDownloadOperation), async (request, reply) => {
    const caller = await resolveCaller(services, request, reply);
    const user = caller.auth?.user;
    if (!user) return fail(reply, 401, "You are not signed in.");
    const owed = await refuseOwedEnrolment(services, user);
    if (owed) return fail(reply, 403, owed);
    const id = fileIdParam.safeParse(request.params.id);
    if (!id.success) return fail(reply, 404, "File not found.");
    try {
      const file = await openFile(services.db, id.data);
      if (!file) {
        const expired = await findExpiredFile(services.db, id.data);
        if (!expired) return fail(reply, 404, "File not found.");
        if (!mayAskForExpiredFile(user, expired)) return fail(reply, 403, NOT_YOUR_FILE);
        return fail(reply, 410, expiredFileMessage(rules, expired));
      }
      await authorizeFileDownload(services.db, user, id.data);
      // Streamed out of PostgreSQL a few megabytes at a time: a 50 MB export never sits in memory whole.
      return reply
        .header("Content-Type", file.info.contentType)
        .header("Content-Disposition", contentDisposition(file.info.filename))
        .header("Content-Length", String(file.info.size))
        .header("Cache-Control", "private, no-store")
        .header("X-Content-Type-Options", "nosniff")
        .header("ETag", `"${file.info.sha256}"`)
        .send(Readable.from(file.chunks()));
    } catch (error) {
      const { status, body } = toErrorResponse(error);
      if (status >= 500) request.log.error({ err: error }, "file download failed");
      return reply.status(status).send(body);
    }
  });
}
