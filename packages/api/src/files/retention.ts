// Retention of stored files: a purpose's files older than its number of days are deleted by the worker's scheduled
// job (jobs/file-retention.ts), each with an audit row in the transaction that deletes it. Tasks keep their record
// (their file reference becomes null: ON DELETE SET NULL). The audit row is also how a later download of the file
// knows it expired (410 with the rule's message) rather than never existed (404).
import type { BackgroundTask, Prisma, PrismaClient } from "@tprm/db";
import { recordChange, SYSTEM } from "../audit/record-change.js";
import { isAdmin } from "../permissions/roles.js";
import type { Db } from "./storage.js";

export interface RetentionRule {
  /** StoredFile.purpose the rule applies to. */
  purpose: string;
  /** Files older than this many days are deleted. */
  days: number;
  /** What one such file is, for the audit trail: "export", "import file", ... */
  noun: string;
  /** What a download of a deleted file answers (410), and a task whose output it was shows, given the days kept. */
  expiredMessage: (days: number) => string;
  /** True for a task whose output file has this purpose: a completed one without it had it deleted (expired). */
  isOutputOf?: (task: Pick<BackgroundTask, "kind" | "result">) => boolean;
  /**
   * Files that are a task's input: days the input of a task that crashed its worker (CRASHED_WORKER_RESULT) is kept
   * for inspection after the failure, even past `days`. Unset: no longer than any other.
   */
  crashedInputDays?: number;
}

/**
 * The result of a task that failed because its job crashed its worker (twice: the worker's onFailed hook): the file
 * it was reading may be what crashed it, so retention keeps that file for the rule's crashedInputDays.
 */
export const CRASHED_WORKER_RESULT = { failure: "crashed-worker" } as const;

/** Files deleted per transaction: a few hundred MB of bytea at most, so no transaction holds its locks for long. */
export const RETENTION_BATCH_SIZE = 20;
const DAY_MS = 24 * 3600_000;
/** The audit trail's name for a stored file; its entityId is the file's id. */
export const STORED_FILE_ENTITY = "StoredFile";

export interface RetentionOutcome {
  purpose: string;
  days: number;
  /** Files older than this were due. */
  cutoff: Date;
  deleted: number;
  bytes: number;
}

interface DueFile {
  id: string;
  filename: string;
  size: number;
  sha256: string;
  purpose: string;
  createdById: string | null;
  createdAt: Date;
}

/** What the audit row of a deletion keeps: the file as it was, and the tasks that pointed at it. */
interface DeletedFileSnapshot {
  file: Omit<DueFile, "createdAt"> & { createdAt: string };
  tasks: { id: string; kind: string; createdById: string | null; role: "input" | "output" }[];
}

interface RetentionRecord {
  retention: { days: number; cutoff: string };
}

const plural = (n: number, word: string) => `${n.toLocaleString("en")} ${word}${n === 1 ? "" : "s"}`;

/**
 * Deletes every file past its rule's retention, oldest first, in batches; one audit row per file (actor: System).
 * Files still being imported (the input of a queued or running task) are kept until their task ends, and the input
 * of a task that crashed its worker is kept for inspection for the rule's crashedInputDays after the failure; any
 * other failed task's input goes like a completed one's. Concurrent runs share the work: each batch claims its rows
 * with FOR UPDATE SKIP LOCKED.
 */
export async function purgeExpiredFiles(
  db: PrismaClient,
  rules: readonly RetentionRule[],
  options: { now?: Date; batchSize?: number } = {},
): Promise<RetentionOutcome[]> {
  const now = options.now ?? new Date();
  const batchSize = options.batchSize ?? RETENTION_BATCH_SIZE;
  const outcomes: RetentionOutcome[] = [];
  for (const rule of rules) {
    const cutoff = new Date(now.getTime() - rule.days * DAY_MS);
    const crashedCutoff = new Date(now.getTime() - (rule.crashedInputDays ?? 0) * DAY_MS);
    const outcome: RetentionOutcome = { purpose: rule.purpose, days: rule.days, cutoff, deleted: 0, bytes: 0 };
    for (;;) {
      const deleted = await db.$transaction((tx) => deleteBatch(tx, rule, { cutoff, crashedCutoff }, batchSize), {
        timeout: 120_000,
        maxWait: 30_000,
      });
      outcome.deleted += deleted.length;
      outcome.bytes += deleted.reduce((sum, f) => sum + f.size, 0);
      if (deleted.length < batchSize) break;
    }
    outcomes.push(outcome);
  }
  return outcomes;
}

async function deleteBatch(
  tx: Prisma.TransactionClient,
  rule: RetentionRule,
  { cutoff, crashedCutoff }: { cutoff: Date; crashedCutoff: Date },
  batchSize: number,
): Promise<DueFile[]> {
  // Timestamps are stored as UTC wall-clock time (timestamp(3)), as Prisma writes them.
  const due = await tx.$queryRaw<DueFile[]>`
    SELECT f."id", f."filename", f."size", f."sha256", f."purpose", f."createdById", f."createdAt"
    FROM "StoredFile" f
    WHERE f."purpose" = ${rule.purpose}
      AND f."createdAt" < ${cutoff.toISOString()}::timestamp(3)
      AND NOT EXISTS (
        SELECT 1 FROM "BackgroundTask" t
        WHERE t."inputFileId" = f."id"
          AND (t."status" IN ('queued', 'running')
            OR (t."status" = 'failed'
              AND t."result"->>'failure' = ${CRASHED_WORKER_RESULT.failure}
              AND COALESCE(t."finishedAt", f."createdAt") >= ${crashedCutoff.toISOString()}::timestamp(3))))
    ORDER BY f."createdAt", f."id"
    LIMIT ${batchSize}
    FOR UPDATE OF f SKIP LOCKED`;
  if (!due.length) return [];
  const ids = due.map((f) => f.id);
  const tasks = await tx.backgroundTask.findMany({
    where: { OR: [{ inputFileId: { in: ids } }, { outputFileId: { in: ids } }] },
    select: { id: true, kind: true, createdById: true, inputFileId: true, outputFileId: true },
  });
  for (const file of due) {
    const { createdAt, ...rest } = file;
    const before: DeletedFileSnapshot = {
      file: { ...rest, createdAt: createdAt.toISOString() },
      tasks: tasks
        .filter((t) => t.inputFileId === file.id || t.outputFileId === file.id)
        .map((t) => ({
          id: t.id,
          kind: t.kind,
          createdById: t.createdById,
          role: t.outputFileId === file.id ? ("output" as const) : ("input" as const),
        })),
    };
    const after: RetentionRecord = { retention: { days: rule.days, cutoff: cutoff.toISOString() } };
    await recordChange(tx, SYSTEM, {
      action: "DELETE",
      entityType: STORED_FILE_ENTITY,
      entityId: file.id,
      before,
      after,
      description: `Deleted the ${rule.noun} ${file.filename}: kept ${plural(rule.days, "day")}, as the retention rule says`,
    });
  }
  await tx.storedFile.deleteMany({ where: { id: { in: ids } } });
  return due;
}

export interface ExpiredFile {
  id: string;
  filename: string;
  purpose: string;
  /** When the worker deleted it. */
  deletedAt: Date;
  /** The retention in force then. */
  days: number;
  /** The person who stored it and those who started the tasks it belonged to: who may still ask for it. */
  ownerIds: string[];
}

/** A file deleted under a retention rule, from the audit row of its deletion; null when there is none. */
export async function findExpiredFile(db: Db, id: string): Promise<ExpiredFile | null> {
  const row = await db.auditLog.findFirst({
    where: { entityType: STORED_FILE_ENTITY, entityId: id, action: "DELETE" },
    orderBy: { createdAt: "desc" },
  });
  const before = row?.before as DeletedFileSnapshot | null | undefined;
  const after = row?.after as RetentionRecord | null | undefined;
  if (!row || !before?.file || !after?.retention) return null;
  const owners = [before.file.createdById, ...(before.tasks ?? []).map((t) => t.createdById)];
  return {
    id,
    filename: before.file.filename,
    purpose: before.file.purpose,
    deletedAt: row.createdAt,
    days: after.retention.days,
    ownerIds: [...new Set(owners.filter((o): o is string => o !== null))],
  };
}

/** The same rule as a download of the file had: its owners and Admins. */
export function mayAskForExpiredFile(reader: { id: string; role: string | null }, file: ExpiredFile): boolean {
  return isAdmin(reader.role) || file.ownerIds.includes(reader.id);
}

/** What a download of an expired file answers: its rule's message (with the days kept then), or a plain one. */
export function expiredFileMessage(
  rules: readonly RetentionRule[],
  file: Pick<ExpiredFile, "purpose" | "days">,
): string {
  const rule = rules.find((r) => r.purpose === file.purpose);
  return rule ? rule.expiredMessage(file.days) : "This file has expired and was deleted under the retention rule.";
}

/** When a stored file of this purpose will be deleted (null: its purpose has no rule). */
export function fileExpiresAt(
  rules: readonly RetentionRule[],
  file: { purpose: string; createdAt: Date },
): Date | null {
  const rule = rules.find((r) => r.purpose === file.purpose);
  return rule ? new Date(file.createdAt.getTime() + rule.days * DAY_MS) : null;
}
