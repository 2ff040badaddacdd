import { randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { fastifyPath, type Services } from "@tprm/api";
import {
  backupDownloadOperation,
  MAINTENANCE_MESSAGE,
  readBackup,
  readMaintenance,
  requestRestore,
  restoreUploadOperation,
  UPLOADS_DIR,
} from "@tprm/api/operations/backups";
import { isAdmin } from "@tprm/api/permissions";
import type { FastifyInstance, FastifyReply } from "fastify";
import { refuseOwedEnrolment, resolveCaller } from "./auth-context.js";
import { toErrorResponse } from "./error-envelope.js";
import { registerUploadRoutes, uploadRoute } from "./upload-routes.js";

const fail = (reply: FastifyReply, status: number, message: string) =>
  reply.status(status).send({ success: false, message });

/** What stays answered while a restore runs: the maintenance state itself and the health checks. */
const OPEN_DURING_MAINTENANCE = [
  "/api/system/maintenance",
  "/trpc/operations.maintenance",
  "/api/system/health",
  "/trpc/system.health",
];
/** Each server reads the maintenance key at most once a second (every server shares it through Redis). */
const CACHE_MS = 1_000;

/**
 * While a restore runs (operations/backups/maintenance.ts) the API answers 503 with a message, on every server;
 * the web app shows its banner from GET /api/system/maintenance. The page and its files are still served.
 */
export function registerMaintenanceGate(app: FastifyInstance, services: Services) {
  let cached = { at: 0, active: false };
  app.addHook("onRequest", async (request, reply) => {
    const path = request.url.split("?")[0] ?? "";
    if (!(path.startsWith("/api/") || path.startsWith("/trpc/"))) return;
    if (OPEN_DURING_MAINTENANCE.some((open) => path === open)) return;
    if (Date.now() - cached.at > CACHE_MS) {
      const state = await readMaintenance(services.redis).catch(() => ({ active: false }));
      cached = { at: Date.now(), active: state.active };
    }
    if (!cached.active) return;
    return reply
      .status(503)
      .header("retry-after", "30")
      .send({ success: false, message: MAINTENANCE_MESSAGE, maintenance: true });
  });
}

/**
 * GET /api/system/backups/{id}/download: the archive, streamed from BACKUP_DIR (Admin).
 * POST /api/system/restore/upload: an uploaded archive saved to BACKUP_DIR/uploads, then restored by the worker.
 */
export async function registerBackupRoutes(app: FastifyInstance, services: Services) {
  app.get<{ Params: { id: string } }>(fastifyPath(backupDownloadOperation), async (request, reply) => {
    const caller = await resolveCaller(services, request, reply);
    const user = caller.auth?.user;
    if (!user) return fail(reply, 401, caller.cookieRefused ?? "You are not signed in.");
    const owed = await refuseOwedEnrolment(services, user);
    if (owed) return fail(reply, 403, owed);
    if (!isAdmin(user.role)) return fail(reply, 403, "You don't have permission to do this.");
    try {
      const manifest = await readBackup(services.env.BACKUP_DIR, request.params.id);
      if (!manifest) return fail(reply, 404, "No backup with this name.");
      const path = join(services.env.BACKUP_DIR, manifest.archive.file);
      const size = (await stat(path)).size;
      return reply
        .header("Content-Type", manifest.archive.encrypted ? "application/octet-stream" : "application/x-tar")
        .header("Content-Disposition", `attachment; filename="${manifest.archive.file}"`)
        .header("Content-Length", String(size))
        .header("Cache-Control", "private, no-store")
        .header("X-Content-Type-Options", "nosniff")
        .header("ETag", `"${manifest.archive.sha256}"`)
        .send(createReadStream(path));
    } catch (error) {
      const { status, body } = toErrorResponse(error);
      if (status >= 500) request.log.error({ err: error }, "backup download failed");
      return reply.status(status).send(body);
    }
  });

  await registerUploadRoutes(
    app,
    services,
    [
      uploadRoute({
        op: restoreUploadOperation,
        ids: () => ({}),
        unknown: "",
        check: async () => undefined,
        async store(services, caller, _ids, fields, file) {
          const ctx = { ...services, ...caller };
          const confirmation = String(fields.confirmation ?? "");
          if (confirmation.trim() !== file.filename) {
            file.source.resume();
            return requestRestore(
              ctx,
              { backupId: null, uploadFile: null, confirmation, sourceName: file.filename },
              "",
            );
          }
          const restoreId = randomUUID();
          const dir = join(services.env.BACKUP_DIR, UPLOADS_DIR);
          await mkdir(dir, { recursive: true });
          const uploadFile = `${restoreId}.upload`;
          try {
            await pipeline(file.source, createWriteStream(join(dir, uploadFile)));
            return await requestRestore(
              ctx,
              { backupId: null, uploadFile, confirmation, sourceName: file.filename },
              restoreId,
            );
          } catch (error) {
            await rm(join(dir, uploadFile), { force: true });
            throw error;
          }
        },
      }),
    ],
    "backup",
  );
}
