import { Readable } from "node:stream";
import type { Services } from "@tprm/api";
import { contentDisposition, openFile } from "@tprm/api/files";
import { authorizeFileDownload } from "@tprm/api/tasks";
import type { FastifyInstance } from "fastify";
import { resolveCaller } from "./auth-context.js";
import { toErrorResponse } from "./error-envelope.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * GET /api/files/{id}/download: a stored file, streamed as an attachment, to its creator (or the creator of the task it
 * belongs to) or an Admin. Errors use the REST envelope: 401, 403, 404.
 */
export function registerDownloads(app: FastifyInstance, services: Services) {
  app.get<{ Params: { id: string } }>("/api/files/:id/download", async (request, reply) => {
    const caller = await resolveCaller(services, request, reply);
    const user = caller.auth?.user;
    if (!user) return reply.status(401).send({ success: false, message: "You are not signed in." });
    if (!UUID.test(request.params.id)) return reply.status(404).send({ success: false, message: "File not found." });
    try {
      await authorizeFileDownload(services.db, user, request.params.id);
      const file = await openFile(services.db, request.params.id);
      if (!file) return reply.status(404).send({ success: false, message: "File not found." });
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
