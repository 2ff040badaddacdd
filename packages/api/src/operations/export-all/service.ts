// The export of everything (issue 19 item 3; docs/OPERATIONS.md "Export everything"). The server records the task
// and the audit row of the request (whose outbox event queues the job); the worker writes the archive into a
// temporary file as the rows come through cursors (zip-stream.ts, archive.ts), then stores it a few megabytes at a
// time and completes the task with it as its output, downloaded from GET /api/files/{id}/download.

import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { finished } from "node:stream/promises";
import { Prisma, type PrismaClient } from "@tprm/db";
import { recordChange } from "../../audit/record-change.js";
import type { SignedInContext } from "../../context.js";
import { formatBytes } from "../../files/index.js";
import { exportAllJob } from "../../jobs/export-all.js";
import { outboxEvent } from "../../outbox/events.js";
import { completeTask, createTask, reportProgress, startTask } from "../../tasks/task-service.js";
import { createIdBatch } from "../../transfer/batch-ids.js";
import { writeArchive } from "./archive.js";
import type { ExportAllList, ExportAllResult } from "./public.js";
import { EXPORT_ALL_FILE_PURPOSE } from "./secrets.js";
import { ZipStream } from "./zip-stream.js";

export const EXPORT_ALL_KIND = "export-all";
/** StoredFile.data is bytea, which PostgreSQL caps at 1 GB. */
export const MAX_ARCHIVE_BYTES = 1024 * 1024 * 1024 - 1;
const STORE_CHUNK_BYTES = 1024 * 1024;
const LONG_TX = { timeout: 60 * 60_000, maxWait: 30_000 } as const;

export async function requestExportAll(ctx: SignedInContext) {
  const task = await ctx.db.$transaction(async (tx) => {
    const created = await createTask(tx, { kind: EXPORT_ALL_KIND, createdById: ctx.auth.user.id, params: {} });
    await recordChange(tx, ctx, {
      action: "EXPORT",
      event: outboxEvent(exportAllJob, { taskId: created.id }),
      entityType: "System",
      entityId: null,
      after: { taskId: created.id, export: "everything" },
      description: "Exported every record and stored file of the platform (export of everything)",
    });
    return created;
  });
  return { taskId: task.id, status: task.status };
}

/** The newest exports of everything, with their archive while it is kept. */
export async function listExportAll(db: PrismaClient, take = 20): Promise<ExportAllList> {
  const tasks = await db.backgroundTask.findMany({
    where: { kind: EXPORT_ALL_KIND },
    orderBy: { createdAt: "desc" },
    take,
    include: {
      createdBy: { select: { firstName: true, lastName: true, email: true } },
      outputFile: { select: { id: true, size: true } },
    },
  });
  return {
    exports: tasks.map((task) => ({
      taskId: task.id,
      status: task.status,
      progress: task.progress,
      total: task.total,
      error: task.error,
      createdAt: task.createdAt,
      finishedAt: task.finishedAt,
      createdBy: task.createdBy
        ? `${task.createdBy.firstName} ${task.createdBy.lastName}`.trim() || task.createdBy.email
        : null,
      result: (task.result as ExportAllResult | null) ?? null,
      file: task.outputFile,
      expired: task.status === "completed" && !task.outputFile,
    })),
  };
}

export function exportAllFilename(now = new Date()) {
  return `tprm-export-all-${now.toISOString().slice(0, 19).replace(/:/g, "-")}Z.zip`;
}

/**
 * Copies the archive into a StoredFile row a megabyte at a time: appended to a large object (lo_put writes in
 * place, where `data || chunk` would rewrite the whole value at every step), which becomes the row's bytes in one
 * statement on the server and is then dropped. The worker holds one chunk at a time.
 */
async function storeArchive(tx: Prisma.TransactionClient, path: string, filename: string, createdById: string | null) {
  const { size } = await stat(path);
  if (size > MAX_ARCHIVE_BYTES) {
    throw new Error(`The archive is ${formatBytes(size)}, more than the 1 GB a stored file can hold`);
  }
  const hash = createHash("sha256");
  const [lo] = await tx.$queryRaw<{ oid: number }[]>`SELECT lo_create(0)::int8 AS "oid"`;
  const oid = Number(lo!.oid);
  let offset = 0;
  for await (const chunk of createReadStream(path, { highWaterMark: STORE_CHUNK_BYTES })) {
    const bytes = chunk as Buffer;
    hash.update(bytes);
    await tx.$executeRaw`SELECT lo_put(${oid}::oid, ${offset}::int8, ${bytes})`;
    offset += bytes.byteLength;
  }
  const sha256 = hash.digest("hex");
  const [row] = await tx.$queryRaw<{ id: string }[]>`
    INSERT INTO "StoredFile" ("id", "filename", "contentType", "size", "sha256", "data", "purpose", "createdById")
    VALUES (${createIdBatch(1).first}::uuid, ${filename}, 'application/zip', ${size}, ${sha256}, lo_get(${oid}::oid),
            ${EXPORT_ALL_FILE_PURPOSE}, ${createdById}::uuid)
    RETURNING "id"::text AS "id"`;
  await tx.$executeRaw`SELECT lo_unlink(${oid}::oid)`;
  return { id: row!.id, size, sha256 };
}

/** The worker's half: writes, stores and completes. Returns the task's result (null: no such task). */
export async function runExportAll(
  db: PrismaClient,
  taskId: string,
  options: { log?: (message: string) => void; note?: string | null } = {},
): Promise<ExportAllResult | null> {
  const task = await startTask(db, taskId, options.note ?? null);
  if (!task) return null;
  if (task.status === "completed") return task.result as unknown as ExportAllResult;
  const started = Date.now();
  const creator = task.createdById
    ? await db.user.findUnique({
        where: { id: task.createdById },
        select: { id: true, email: true, firstName: true, lastName: true },
      })
    : null;
  const dir = await mkdtemp(join(tmpdir(), "tprm-export-all-"));
  const path = join(dir, "archive.zip");
  const out = createWriteStream(path);
  // A write failure surfaces through finished(out) below; once the export stopped (an error, the worker closing) and
  // `out` is destroyed, a write still on its way must not become an uncaught exception that takes the worker down.
  out.on("error", () => undefined);
  try {
    const zip = new ZipStream(out);
    let total: number | null = null;
    const manifest = await db.$transaction(
      async (tx) => {
        const written = await writeArchive(
          tx,
          zip,
          {
            id: creator?.id ?? null,
            email: creator?.email ?? null,
            name: creator ? `${creator.firstName} ${creator.lastName}`.trim() || null : null,
          },
          async (done, all) => {
            if (all !== undefined) total = all;
            await reportProgress(db, taskId, done, total);
          },
        );
        return written;
      },
      { ...LONG_TX, isolationLevel: Prisma.TransactionIsolationLevel.RepeatableRead },
    );
    out.end();
    await finished(out);

    const filename = exportAllFilename(new Date(manifest.createdAt));
    const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
    const result = await db.$transaction(async (tx) => {
      const file = await storeArchive(tx, path, filename, task.createdById);
      const result: ExportAllResult = {
        filename,
        tables: manifest.tables.length,
        rows,
        files: manifest.files.length,
        bytes: file.size,
        sha256: file.sha256,
      };
      await completeTask(tx, taskId, {
        result: result as unknown as Prisma.InputJsonValue,
        outputFileId: file.id,
        progress: rows + manifest.files.length,
        total: rows + manifest.files.length,
      });
      return result;
    }, LONG_TX);
    options.log?.(
      `export-all ${taskId}: ${result.tables} tables, ${rows} rows, ${result.files} files, ${formatBytes(result.bytes)} in ${Date.now() - started} ms`,
    );
    return result;
  } finally {
    out.destroy();
    await rm(dir, { recursive: true, force: true });
  }
}
