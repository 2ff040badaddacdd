// What every import's service shares (vendors, risk assessments): storing the upload with its task, the problem
// report of a rejected file and the rejected outcome, written in one transaction with the task's completion.
import type { Prisma, PrismaClient, User } from "@tprm/db";
import type { Services } from "../context.js";
import { collectBytes, type FileSource, saveFile } from "../files/index.js";
import { type OutboxEventInput, writeOutboxEvents } from "../outbox/events.js";
import { nudgeOutbox } from "../outbox/nudge.js";
import { completeTask, createTask, type TaskKind } from "../tasks/task-service.js";
import { guardFormula } from "./cells.js";
import { type ImportReading, notes } from "./import-parse.js";
import { notifyTransferFinished } from "./notifications.js";
import {
  IMPORT_FILE_KINDS,
  type ImportProblem,
  MAX_IMPORT_BYTES,
  type RejectedImportResult,
  type StartedImport,
} from "./public.js";

/** The task's result carries the first RESULT_PROBLEMS problems; the report keeps up to MAX_PROBLEMS_KEPT. */
export const RESULT_PROBLEMS = 1_000;
/** An import's writing transaction may take minutes on a large file: far beyond Prisma's 5 s default. */
export const LONG_TX = { timeout: 15 * 60_000, maxWait: 30_000 } as const;

export interface ImportParams {
  filename: string;
  /** The uploader's request, for the audit row the worker writes when the rows are in. */
  ipAddress: string | null;
  userAgent?: string | null;
}

export interface ImportUpload {
  filename: string;
  source: FileSource;
  ipAddress: string | null;
  userAgent?: string | null;
}

/**
 * Stores the upload and its task together, then queues the job. The route has already checked the permission.
 * `params`: what the job needs besides the upload (kept on the task's params).
 */
export async function storeImportUpload(
  services: Pick<Services, "db" | "jobs">,
  user: Pick<User, "id">,
  upload: ImportUpload,
  how: {
    purpose: string;
    kind: TaskKind;
    /** The job that reads the file, for the task: outboxEvent(itsJob, { taskId }). */
    job: (taskId: string) => OutboxEventInput;
    params?: Record<string, unknown>;
  },
): Promise<StartedImport> {
  // Read the whole upload (capped) before opening a transaction: a slow client never holds a connection.
  const bytes = await collectBytes(upload.source, MAX_IMPORT_BYTES);
  const { file, task } = await services.db.$transaction(
    async (tx) => {
      const file = await saveFile(tx, bytes, {
        filename: upload.filename,
        purpose: how.purpose,
        createdById: user.id,
        accept: IMPORT_FILE_KINDS,
        maxBytes: MAX_IMPORT_BYTES,
      });
      const params: ImportParams = {
        filename: file.filename,
        ipAddress: upload.ipAddress,
        userAgent: upload.userAgent ?? null,
        ...how.params,
      };
      const task = await createTask(tx, {
        kind: how.kind,
        createdById: user.id,
        inputFileId: file.id,
        params: params as unknown as Prisma.InputJsonValue,
      });
      // Queued by the outbox drain once this commits (a Redis outage delays the import, never loses it).
      await writeOutboxEvents(tx, [how.job(task.id)]);
      return { file, task };
    },
    { timeout: 60_000, maxWait: 10_000 },
  );
  // The upload route is not a tRPC mutation: it nudges the drain itself.
  nudgeOutbox(services.jobs);
  return {
    taskId: task.id,
    status: "queued",
    // saveFile accepted nothing else.
    file: { id: file.id, filename: file.filename, size: file.size, kind: file.kind === "xlsx" ? "xlsx" : "csv" },
  };
}

/** Every problem as a CSV file (Row, Column, Value, Reason): the report a rejected import leaves to download. */
export function problemsCsv(problems: ImportProblem[]): Buffer {
  const cell = (v: string | number | null) => {
    const text = v === null ? "" : typeof v === "number" ? String(v) : guardFormula(v);
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const lines = ["Row,Column,Value,Reason"];
  for (const p of problems) lines.push([p.row, p.column, p.value, p.reason].map(cell).join(","));
  return Buffer.from(`\uFEFF${lines.join("\r\n")}\r\n`, "utf8");
}

export function reportFilename(filename: string) {
  return `${filename.replace(/\.[^.]+$/, "")}-import-problems.csv`;
}

export function isUniqueViolation(error: unknown) {
  const text = `${(error as Error)?.message ?? ""} ${JSON.stringify((error as { meta?: unknown })?.meta ?? {})}`;
  return /23505|unique constraint|duplicate key/i.test(text);
}

/** Nothing is written: the task completes as rejected, with every problem and the report file, and its creator is told. */
export async function rejectImport(
  db: PrismaClient,
  task: { id: string; createdById: string | null; kind: TaskKind },
  filename: string,
  reading: ImportReading,
  reportPurpose: string,
): Promise<RejectedImportResult> {
  const problems = [...reading.problems].sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
  const result: RejectedImportResult = {
    outcome: "rejected",
    filename,
    rows: reading.rows,
    inserted: 0,
    rejectedRows: reading.rejectedRows.size,
    problemCount: reading.problemCount,
    problems: problems.slice(0, RESULT_PROBLEMS),
    problemsTruncated: reading.problemCount > RESULT_PROBLEMS,
    ...notes(reading),
  };
  await db.$transaction(async (tx) => {
    const report = await saveFile(tx, problemsCsv(problems), {
      filename: reportFilename(filename),
      purpose: reportPurpose,
      createdById: task.createdById,
      accept: ["csv"],
      maxBytes: 1024 * 1024 * 1024 - 1,
    });
    await completeTask(tx, task.id, {
      result: result as unknown as Prisma.InputJsonValue,
      outputFileId: report.id,
      progress: reading.rows,
      total: reading.rows,
    });
    await notifyTransferFinished(tx, { id: task.id, createdById: task.createdById }, { kind: task.kind, result });
  });
  return result;
}
