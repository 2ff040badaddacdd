// What every export's worker half shares (vendors, risk assessments): the domain's rows read in one consistent
// snapshot (REPEATABLE READ), in id order with keyset pagination (never OFFSET), into the CSV or XLSX writer with the
// task's progress, then the file stored and the task completed with it, in one transaction. Each domain gives only
// its count, its page query, its columns and its names.
import { Prisma, type PrismaClient } from "@tprm/db";
import { recordChange } from "../audit/record-change.js";
import type { SignedInContext } from "../context.js";
import { FILE_KINDS, saveFile } from "../files/index.js";
import type { OutboxEventInput } from "../outbox/events.js";
import { completeTask, createTask, reportProgress, startTask, type TaskKind } from "../tasks/task-service.js";
import type { TransferColumn } from "./cells.js";
import { notifyTransferFinished } from "./notifications.js";
import type { ExportFormat, ExportResult } from "./public.js";
import { createCsvWriter, createXlsxWriter } from "./writers.js";

export const EXPORT_BATCH_SIZE = 2_000;
export const PROGRESS_EVERY_ROWS = 5_000;
/** A whole-register export may take minutes on a large register: far beyond Prisma's 5 s default. */
const LONG_TX = { timeout: 15 * 60_000, maxWait: 30_000 } as const;

export interface ExportRunOptions {
  log?: (message: string) => void;
  /** Shown on the running task (startTask): the worker says why it runs again. */
  note?: string | null;
  batchSize?: number;
}

/**
 * The server's half: records the task (its params: what the worker needs) and the audit row of the request, whose
 * outbox event queues the job once this commits. Answers at once with the task to poll.
 */
export async function requestExportTask(
  ctx: SignedInContext,
  how: {
    kind: TaskKind;
    /** The job that writes the file, for the task: outboxEvent(itsJob, { taskId }). */
    job: (taskId: string) => OutboxEventInput;
    params: object;
    /** The request as the audit row keeps it: the filters and the format. */
    input: { format: ExportFormat | "jsonl" };
    entityType: string;
    description: string;
  },
) {
  // Who took a copy, and with which filters, is part of the audit trail.
  const task = await ctx.db.$transaction(async (tx) => {
    const created = await createTask(tx, {
      kind: how.kind,
      createdById: ctx.auth.user.id,
      params: how.params as Prisma.InputJsonValue,
    });
    await recordChange(tx, ctx, {
      action: "EXPORT",
      // The job is queued by the outbox drain once this commits: a Redis outage delays it, never loses it.
      event: how.job(created.id),
      entityType: how.entityType,
      entityId: null,
      after: { taskId: created.id, ...how.input },
      description: how.description,
    });
    return created;
  });
  return { taskId: task.id, status: task.status };
}

/** `<prefix>-2026-03-31T10-20-30Z.csv`: the file's name, stamped with the moment of the export. */
export function exportFilename(prefix: string, format: ExportFormat, now = new Date()) {
  const stamp = now.toISOString().slice(0, 19).replace(/:/g, "-");
  return `${prefix}-${stamp}Z.${format}`;
}

/** One domain's export, as the task's params ask for it. */
export interface ExportPlan<Row extends { id: string }> {
  format: ExportFormat;
  /** How many rows the file will have (the task's total), read in the snapshot. */
  count: (tx: Prisma.TransactionClient) => Promise<number>;
  /** The rows after `after` (null: from the first) in id order, at most `limit`. */
  page: (tx: Prisma.TransactionClient, after: string | null, limit: number) => Promise<Row[]>;
}

export interface ExportDomain<Row> {
  kind: TaskKind;
  /** Log lines start with it: "vendor export". */
  label: string;
  columns: readonly TransferColumn<Row>[];
  sheetName: string;
  filenamePrefix: string;
  filePurpose: string;
  /** Reads the task's params (already started): the format and the queries. */
  plan: (task: { params: Prisma.JsonValue | null; createdAt: Date }) => ExportPlan<Row & { id: string }>;
}

/** The worker's half: writes the file and completes the task. Returns the task's result. */
export async function runExportTask<Row extends { id: string }>(
  db: PrismaClient,
  taskId: string,
  domain: ExportDomain<Row>,
  options: ExportRunOptions = {},
): Promise<ExportResult | null> {
  const task = await startTask(db, taskId, options.note ?? null);
  if (!task) return null;
  if (task.status === "completed") return task.result as unknown as ExportResult;
  const plan = domain.plan(task);
  const batchSize = options.batchSize ?? EXPORT_BATCH_SIZE;

  const { bytes, rows } = await db.$transaction(
    async (tx) => {
      await reportProgress(db, taskId, 0, await plan.count(tx));
      const writer =
        plan.format === "csv" ? createCsvWriter(domain.columns) : createXlsxWriter(domain.columns, domain.sheetName);
      let rows = 0;
      let reported = 0;
      let after: string | null = null;
      for (;;) {
        const batch: Row[] = await plan.page(tx, after, batchSize);
        for (const row of batch) writer.addRow(row);
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

  const filename = exportFilename(domain.filenamePrefix, plan.format);
  const result: ExportResult = { rows, format: plan.format, filename };
  await db.$transaction(
    async (tx) => {
      const file = await saveFile(tx, bytes, {
        filename,
        purpose: domain.filePurpose,
        createdById: task.createdById,
        accept: [plan.format],
        // Generated here, so the cap is PostgreSQL's, not the upload limit.
        maxBytes: 1024 * 1024 * 1024 - 1,
      });
      await completeTask(tx, taskId, {
        result: result as unknown as Prisma.InputJsonValue,
        outputFileId: file.id,
        progress: rows,
        total: rows,
      });
      await notifyTransferFinished(tx, task, { kind: domain.kind, result });
    },
    { timeout: 120_000, maxWait: 30_000 },
  );
  options.log?.(`${domain.label} ${taskId}: ${rows} rows, ${FILE_KINDS[plan.format].label}, ${bytes.byteLength} bytes`);
  return result;
}
