// What every import's worker half shares (vendors, risk assessments): the stored upload read and checked by the
// domain, then ALL rows or NONE — any problem and the task completes as rejected with its report (import-support.ts);
// otherwise the domain's inserts, one audit row for the uploader and the task's completion commit in a single
// transaction. Each domain gives its reading, its insert and its words.
import type { Prisma, PrismaClient } from "@tprm/db";
import { recordChange } from "../audit/record-change.js";
import { formatBytes, openFile } from "../files/index.js";
import { completeTask, reportProgress, startTask, type TaskKind } from "../tasks/task-service.js";
import { createIdBatch } from "./batch-ids.js";
import { type ImportReading, notes } from "./import-parse.js";
import { type ImportParams, isUniqueViolation, LONG_TX, rejectImport } from "./import-support.js";
import { failTransferTask, notifyTransferFinished } from "./notifications.js";
import type { ImportedResult, RejectedImportResult } from "./public.js";

export interface ImportRunOptions {
  log?: (message: string) => void;
  /** Shown on the running task (startTask): the worker says why it runs again. */
  note?: string | null;
}

/** A file read and checked, every problem found: `valid` is what the insert writes. */
export interface ImportParsed<Valid> extends ImportReading {
  valid: Valid[];
}

/** What the domain's insert is given, inside the import's transaction. */
export interface ImportJob<Valid, Params extends ImportParams> {
  taskId: string;
  /** The uploaded file's name. */
  filename: string;
  params: Params;
  parsed: ImportParsed<Valid>;
  actorId: string | null;
  /** The rows' ids, in the file's order (batch-ids.ts). */
  ids: ReturnType<typeof createIdBatch>;
  /** The moment of the import, as the inserts stamp it. */
  nowText: string;
  /** When the file was opened and when every row had been checked (Date.now()), for the log. */
  started: number;
  validated: number;
  /** The task's progress: `done` of the rows written. */
  progress: (done: number) => Promise<void>;
}

export interface ImportWritten<Extra> {
  /** The result's own figures (between `inserted` and `batch`). */
  result: Extra;
  /** The audit row's own figures (after the batch's ids, before the file's). */
  audit: Record<string, unknown>;
  description: string;
  /** Added to the log line once the transaction has committed. */
  logDetail?: (now: number) => string;
}

export interface ImportDomain<Valid, Params extends ImportParams, Extra> {
  kind: TaskKind;
  /** "vendor import": log lines start with it. */
  label: string;
  /** "vendors": what the log counts. */
  plural: string;
  entityType: string;
  reportPurpose: string;
  parse: (
    db: PrismaClient,
    taskId: string,
    kind: "csv" | "xlsx",
    chunks: AsyncIterable<Buffer>,
  ) => Promise<ImportParsed<Valid>>;
  write: (tx: Prisma.TransactionClient, job: ImportJob<Valid, Params>) => Promise<ImportWritten<Extra>>;
  /** The task's error when a unique index refused a row after the checks: nothing was written. */
  uniqueViolation: string;
}

/** The worker's half: validate everything, then insert everything or nothing. Returns the task's result. */
export async function runImportTask<Valid, Params extends ImportParams, Extra>(
  db: PrismaClient,
  taskId: string,
  domain: ImportDomain<Valid, Params, Extra>,
  options: ImportRunOptions = {},
): Promise<ImportedResult<Extra> | RejectedImportResult | null> {
  const task = await startTask(db, taskId, options.note ?? null);
  if (!task) return null;
  if (task.status === "completed") return task.result as unknown as ImportedResult<Extra> | RejectedImportResult;
  const params = (task.params ?? {}) as unknown as Params;
  const stored = task.inputFileId ? await openFile(db, task.inputFileId) : null;
  if (!stored) {
    await failTransferTask(db, taskId, "The uploaded file is no longer stored; upload it again.");
    return null;
  }
  const kind = stored.info.kind === "xlsx" ? "xlsx" : "csv";
  const filename = stored.info.filename;
  const started = Date.now();
  const parsed = await domain.parse(db, taskId, kind, stored.chunks());
  const validated = Date.now();

  if (parsed.problemCount > 0) {
    const result = await rejectImport(
      db,
      { id: taskId, createdById: task.createdById, kind: domain.kind },
      filename,
      parsed,
      domain.reportPurpose,
    );
    options.log?.(
      `${domain.label} ${taskId}: ${filename} rejected (${parsed.rejectedRows.size} of ${parsed.rows} rows, ${parsed.problemCount} problems)`,
    );
    return result;
  }

  const actorId = task.createdById;
  const count = parsed.valid.length;
  const ids = createIdBatch(count);
  const job: ImportJob<Valid, Params> = {
    taskId,
    filename,
    params,
    parsed,
    actorId,
    ids,
    nowText: new Date().toISOString(),
    started,
    validated,
    progress: (done) => reportProgress(db, taskId, done, count),
  };
  await reportProgress(db, taskId, 0, count);
  let done: { result: ImportedResult<Extra>; logDetail?: (now: number) => string };
  try {
    done = await db.$transaction(async (tx) => {
      const written = await domain.write(tx, job);
      const batch = { taskId, firstId: ids.first, lastId: ids.last };
      const result = {
        outcome: "imported",
        filename,
        rows: parsed.rows,
        inserted: count,
        ...written.result,
        batch,
        ...notes(parsed),
      } as ImportedResult<Extra>;
      // The worker writes it for the uploader: their account, address and browser, kept with the task.
      const uploader = { ipAddress: params.ipAddress ?? null, userAgent: params.userAgent ?? null, auth: null };
      await recordChange(tx, uploader, {
        actorId,
        action: "CREATE",
        entityType: domain.entityType,
        entityId: null,
        after: {
          import: {
            ...batch,
            ...written.audit,
            fileId: stored.info.id,
            filename,
            sha256: stored.info.sha256,
            size: stored.info.size,
            ...(parsed.workbook ? { worksheet: parsed.workbook.worksheet?.name ?? null } : {}),
            ...(parsed.workbook?.ignoredWorksheets.length
              ? { ignoredWorksheets: parsed.workbook.ignoredWorksheets.map((w) => w.name) }
              : {}),
          },
        },
        description: written.description,
      });
      await completeTask(tx, taskId, {
        result: result as unknown as Prisma.InputJsonValue,
        progress: count,
        total: count,
      });
      await notifyTransferFinished(tx, task, { kind: domain.kind, result });
      return { result, logDetail: written.logDetail };
    }, LONG_TX);
  } catch (error) {
    if (isUniqueViolation(error)) {
      await failTransferTask(db, taskId, domain.uniqueViolation);
      return null;
    }
    throw error;
  }
  options.log?.(
    `${domain.label} ${taskId}: ${count} ${domain.plural} from ${filename} (${formatBytes(stored.info.size)}) in ${Date.now() - started} ms` +
      (done.logDetail?.(Date.now()) ?? ""),
  );
  return done.result;
}
