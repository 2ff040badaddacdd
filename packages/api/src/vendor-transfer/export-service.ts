// Export of the vendor register. The server only records a task and queues the job; the worker reads the register
// in one consistent snapshot (REPEATABLE READ), in id order with keyset pagination (never OFFSET), writes CSV or a
// streaming XLSX, stores the file through the storage module and completes the task with it, in one transaction.
import { Prisma, type PrismaClient, type Vendor } from "@tprm/db";
import { recordChange } from "../audit/record-change.js";
import type { SignedInContext } from "../context.js";
import { FILE_KINDS, saveFile } from "../files/index.js";
import { vendorExportJob } from "../jobs/vendor-export.js";
import { outboxEvent } from "../outbox/events.js";
import { completeTask, createTask, reportProgress, startTask } from "../tasks/task-service.js";
import { vendorFilterWhere } from "../vendors/public.js";
import { VENDOR_COLUMNS } from "./columns.js";
import { type ExportVendorsInput, exportVendorsInput, type VendorExportResult } from "./public.js";
import { VENDOR_FILE_PURPOSES } from "./retention.js";
import { notifyTransferFinished } from "./transfer-notifications.js";
import { createCsvWriter, createXlsxWriter } from "./writers.js";

export const EXPORT_BATCH_SIZE = 2_000;
export const PROGRESS_EVERY_ROWS = 5_000;
/** A whole-register export may take minutes on a large register: far beyond Prisma's 5 s default. */
const LONG_TX = { timeout: 15 * 60_000, maxWait: 30_000 } as const;

/** Records the task and queues the job. Answers at once with the task to poll. */
export async function requestVendorExport(ctx: SignedInContext, input: ExportVendorsInput) {
  const user = ctx.auth.user;
  // Who took a copy of the register, and with which filters, is part of the audit trail.
  const task = await ctx.db.$transaction(async (tx) => {
    const created = await createTask(tx, {
      kind: "vendor-export",
      createdById: user.id,
      params: input as Prisma.InputJsonValue,
    });
    await recordChange(tx, ctx, {
      action: "EXPORT",
      // The job is queued by the outbox drain once this commits: a Redis outage delays it, never loses it.
      event: outboxEvent(vendorExportJob, { taskId: created.id }),
      entityType: "Vendor",
      entityId: null,
      after: { taskId: created.id, ...input },
      description: `Exported the vendor register as ${input.format.toUpperCase()}`,
    });
    return created;
  });
  return { taskId: task.id, status: task.status };
}

export function exportFilename(format: "csv" | "xlsx", now = new Date()) {
  const stamp = now.toISOString().slice(0, 19).replace(/:/g, "-");
  return `vendor-register-${stamp}Z.${format}`;
}

export interface RunOptions {
  log?: (message: string) => void;
  /** Shown on the running task (startTask): the worker says why it runs again. */
  note?: string | null;
  batchSize?: number;
}

/** The worker's half: writes the file and completes the task. Returns the task's result. */
export async function runVendorExport(
  db: PrismaClient,
  taskId: string,
  options: RunOptions = {},
): Promise<VendorExportResult | null> {
  const task = await startTask(db, taskId, options.note ?? null);
  if (!task) return null;
  if (task.status === "completed") return task.result as unknown as VendorExportResult;
  const params = exportVendorsInput.parse(task.params ?? {});
  const where = vendorFilterWhere(params);
  const batchSize = options.batchSize ?? EXPORT_BATCH_SIZE;

  const { bytes, rows } = await db.$transaction(
    async (tx) => {
      const total = await tx.vendor.count({ where });
      await reportProgress(db, taskId, 0, total);
      const writer = params.format === "csv" ? createCsvWriter(VENDOR_COLUMNS) : createXlsxWriter(VENDOR_COLUMNS);
      let rows = 0;
      let reported = 0;
      let after: string | null = null;
      for (;;) {
        const batch: Vendor[] = await tx.vendor.findMany({
          where: after ? { AND: [where, { id: { gt: after } }] } : where,
          orderBy: { id: "asc" },
          take: batchSize,
        });
        for (const vendor of batch) writer.addRow(vendor);
        rows += batch.length;
        if (rows - reported >= PROGRESS_EVERY_ROWS) {
          reported = rows;
          await reportProgress(db, taskId, rows);
        }
        if (batch.length < batchSize) break;
        after = batch[batch.length - 1]!.id;
        // Let the lock renewal and other timers run between batches.
        await new Promise((resolve) => setImmediate(resolve));
      }
      return { bytes: await writer.finish(), rows };
    },
    { ...LONG_TX, isolationLevel: Prisma.TransactionIsolationLevel.RepeatableRead },
  );

  const filename = exportFilename(params.format);
  const result: VendorExportResult = { rows, format: params.format, filename };
  await db.$transaction(
    async (tx) => {
      const file = await saveFile(tx, bytes, {
        filename,
        purpose: VENDOR_FILE_PURPOSES.export,
        createdById: task.createdById,
        accept: [params.format],
        // Generated here, so the cap is PostgreSQL's, not the upload limit.
        maxBytes: 1024 * 1024 * 1024 - 1,
      });
      await completeTask(tx, taskId, {
        result: result as unknown as Prisma.InputJsonValue,
        outputFileId: file.id,
        progress: rows,
        total: rows,
      });
      await notifyTransferFinished(tx, task, { kind: "vendor-export", result });
    },
    { timeout: 120_000, maxWait: 30_000 },
  );
  options.log?.(`vendor export ${taskId}: ${rows} rows, ${FILE_KINDS[params.format].label}, ${bytes.byteLength} bytes`);
  return result;
}
