// Background task records: long work (exports, imports, reports) runs in the worker and reports progress here;
// the screens poll tasks.get. Only the task's creator or an Admin may read a task or download its files.
import type { BackgroundTask, Prisma, PrismaClient, TaskStatus, User } from "@tprm/db";
import { mayReadFilesOf } from "../file-access.js";
import { type Db, getFileInfo, type StoredFileInfo } from "../files/index.js";
import { fileExpiresAt, type RetentionRule } from "../files/retention.js";
import { isAskedToReadFile } from "../governance/acknowledgements/files.js";
import { forbidden, notFound } from "../lib/errors.js";
import { isAdmin } from "../permissions/roles.js";

export const TASK_KINDS = [
  "vendor-export",
  "vendor-import",
  "assessment-export",
  "assessment-import",
  "contract-export",
  "contract-import",
  "policy-export",
  "audit-export",
  "report-generate",
  "export-all",
  "backup",
  "eba-export",
  "dora-export",
] as const;
export type TaskKind = (typeof TASK_KINDS)[number];

export interface CreateTaskInput {
  kind: TaskKind;
  /** Null for work the platform starts by itself (a scheduled report). */
  createdById: string | null;
  params?: Prisma.InputJsonValue;
  inputFileId?: string | null;
  total?: number | null;
}

export async function createTask(db: Db, input: CreateTaskInput): Promise<BackgroundTask> {
  return db.backgroundTask.create({
    data: {
      kind: input.kind,
      status: "queued",
      createdById: input.createdById,
      params: input.params,
      inputFileId: input.inputFileId ?? null,
      total: input.total ?? null,
    },
  });
}

/**
 * Marks a task running (again, on a retry) and returns it; null when it no longer exists. A task already
 * completed is returned as it is, so a redelivered job does nothing twice. `note`: what the running task tells the
 * user beside its progress (e.g. that it started again after its worker stopped); none by default.
 */
export async function startTask(
  db: PrismaClient,
  id: string,
  note: string | null = null,
): Promise<BackgroundTask | null> {
  const task = await db.backgroundTask.findUnique({ where: { id } });
  if (!task || task.status === "completed") return task;
  return db.backgroundTask.update({
    where: { id },
    data: { status: "running", startedAt: new Date(), finishedAt: null, error: note, progress: 0 },
  });
}

/** Progress for the screens; `total` when known. Cheap enough to call every few thousand rows. */
export async function reportProgress(db: Db, id: string, progress: number, total?: number | null) {
  await db.backgroundTask.update({
    where: { id },
    data: { progress, ...(total !== undefined ? { total } : {}) },
  });
}

export async function completeTask(
  db: Db,
  id: string,
  outcome: { result: Prisma.InputJsonValue; outputFileId?: string | null; progress?: number; total?: number | null },
) {
  await db.backgroundTask.update({
    where: { id },
    data: {
      status: "completed",
      result: outcome.result,
      outputFileId: outcome.outputFileId ?? null,
      ...(outcome.progress !== undefined ? { progress: outcome.progress } : {}),
      ...(outcome.total !== undefined ? { total: outcome.total } : {}),
      error: null,
      finishedAt: new Date(),
    },
  });
}

/** `final` false: the job will be retried; the task stays running with the error shown. */
export async function failTask(db: Db, id: string, message: string, final = true) {
  await db.backgroundTask.update({
    where: { id },
    data: final
      ? { status: "failed", error: message, finishedAt: new Date() }
      : { status: "queued", error: `${message} (retrying)` },
  });
}

export interface TaskDto {
  id: string;
  kind: string;
  status: TaskStatus;
  progress: number;
  total: number | null;
  result: Prisma.JsonValue | null;
  error: string | null;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  /** The file the task wrote, while it is kept: `expiresAt` is when the retention rule deletes it (null: never). */
  outputFile: { id: string; filename: string; size: number; contentType: string; expiresAt: Date | null } | null;
  /**
   * Set when the task wrote a file that the retention rule has since deleted (the task keeps its record; the
   * download answers 410): what to tell the user, e.g. "This export has expired (…). Run the export again."
   */
  outputFileExpired: { message: string } | null;
}

/** A completed task that writes a file but has none any more: its file was deleted under its retention rule. */
function expiredOutput(task: BackgroundTask, outputFile: StoredFileInfo | null, rules: readonly RetentionRule[]) {
  if (task.status !== "completed" || outputFile) return null;
  const rule = rules.find((r) => r.isOutputOf?.(task));
  return rule ? { message: rule.expiredMessage(rule.days) } : null;
}

export function toTaskDto(
  task: BackgroundTask,
  outputFile: StoredFileInfo | null,
  rules: readonly RetentionRule[] = [],
): TaskDto {
  return {
    id: task.id,
    kind: task.kind,
    status: task.status,
    progress: task.progress,
    total: task.total,
    result: task.result,
    error: task.error,
    createdAt: task.createdAt,
    startedAt: task.startedAt,
    finishedAt: task.finishedAt,
    outputFile: outputFile
      ? {
          id: outputFile.id,
          filename: outputFile.filename,
          size: outputFile.size,
          contentType: outputFile.contentType,
          expiresAt: fileExpiresAt(rules, outputFile),
        }
      : null,
    outputFileExpired: expiredOutput(task, outputFile, rules),
  };
}

type Reader = Pick<User, "id" | "role">;

/**
 * The creator or an Admin; anyone else gets 403 (404 when the task does not exist). `rules` (the file retention
 * rules) say when its output file goes, or that it has gone.
 */
export async function readTask(
  db: Db,
  reader: Reader,
  id: string,
  rules: readonly RetentionRule[] = [],
): Promise<TaskDto> {
  const task = await db.backgroundTask.findUnique({ where: { id } });
  if (!task) throw notFound("Task not found.");
  if (task.createdById !== reader.id && !isAdmin(reader.role)) {
    throw forbidden("Only the person who started this task, or an Admin, may see it.");
  }
  const outputFile = task.outputFileId ? await getFileInfo(db, task.outputFileId) : null;
  return toTaskDto(task, outputFile, rules);
}

export const NOT_YOUR_FILE = "Only the person who created this file, or an Admin, may download it.";

/**
 * May `reader` download file `id`? Admins may; so may everyone its purpose lets read it (file-access.ts: evidence
 * of risk assessments for their viewers), and whoever was asked to acknowledge a policy version, its files;
 * otherwise the file must be theirs: stored by them, or the input or output of a task they started. 404 when there
 * is no such file, 403 when it is someone else's.
 */
export async function authorizeFileDownload(db: Db, reader: Reader, id: string): Promise<StoredFileInfo> {
  const info = await getFileInfo(db, id);
  if (!info) throw notFound("File not found.");
  if (isAdmin(reader.role) || info.createdById === reader.id) return info;
  if (mayReadFilesOf(reader.role, info.purpose)) return info;
  if (await isAskedToReadFile(db, reader.id, id)) return info;
  const ownTask = await db.backgroundTask.findFirst({
    where: { createdById: reader.id, OR: [{ outputFileId: id }, { inputFileId: id }] },
    select: { id: true },
  });
  if (ownTask) return info;
  throw forbidden(NOT_YOUR_FILE);
}
