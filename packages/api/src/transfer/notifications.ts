// The person who started an export or import hears when it has finished (docs/ACTIVITY.md, "Notifications of
// events"): one notify() call in the transaction that completes or fails the task, keyed by the task, so a
// redelivered job never tells twice.
import type { Prisma, PrismaClient } from "@tprm/db";
import { SYSTEM } from "../audit/record-change.js";
import { notify } from "../notifications/index.js";
import type { NotificationPriority } from "../schemas/notifications.js";
import type { TaskKind } from "../tasks/task-service.js";
import type { ExportFormat } from "./public.js";

/** What a kind of transfer is about, in the words of its notification, and where its screen is. */
interface TransferSubject {
  /** "vendor": "Your vendor export is ready", "Imported 3 vendors". */
  noun: string;
  /** Where the export and import are: "the vendor screen". */
  screen: string;
  link: string;
  /** The notification's entity name: "Vendor" → "Vendor import". */
  entityName: string;
}

const SUBJECTS = {
  vendor: { noun: "vendor", screen: "the vendor screen", link: "/vendor-management", entityName: "Vendor" },
  assessment: {
    noun: "risk assessment",
    screen: "the risk assessment screen",
    link: "/risk-assessment",
    entityName: "Risk assessment",
  },
  contract: { noun: "contract", screen: "the contracts screen", link: "/contracts", entityName: "Contract" },
  policy: { noun: "policy", screen: "the governance centre", link: "/governance", entityName: "Policy" },
  audit: { noun: "audit trail", screen: "the audit log screen", link: "/admin/audit-logs", entityName: "Audit trail" },
  ebaRegister: {
    noun: "outsourcing arrangement",
    screen: "the register screen",
    link: "/register",
    entityName: "EBA register",
  },
  doraPackage: {
    noun: "DORA register of information",
    screen: "the register's DORA export tab",
    link: "/register?tab=dora",
    entityName: "DORA",
  },
} as const satisfies Record<string, TransferSubject>;

// A report run is not a transfer: its screen polls its task, and its recipients hear of it by e-mail.
// Nor a backup or an export of everything: the Operations screen polls their tasks.
type TransferKind = Exclude<TaskKind, "report-generate" | "backup" | "export-all">;
const TRANSFERS: Readonly<Record<TransferKind, { subject: TransferSubject; what: "export" | "import" }>> = {
  "vendor-export": { subject: SUBJECTS.vendor, what: "export" },
  "vendor-import": { subject: SUBJECTS.vendor, what: "import" },
  "assessment-export": { subject: SUBJECTS.assessment, what: "export" },
  "assessment-import": { subject: SUBJECTS.assessment, what: "import" },
  "contract-export": { subject: SUBJECTS.contract, what: "export" },
  "contract-import": { subject: SUBJECTS.contract, what: "import" },
  "policy-export": { subject: SUBJECTS.policy, what: "export" },
  "audit-export": { subject: SUBJECTS.audit, what: "export" },
  "eba-export": { subject: SUBJECTS.ebaRegister, what: "export" },
  "dora-export": { subject: SUBJECTS.doraPackage, what: "export" },
};

const transferOf = (kind: string) => TRANSFERS[kind as TransferKind] ?? TRANSFERS["vendor-export"];

export interface ExportDone {
  rows: number;
  /** csv, xlsx (every export) or jsonl (the audit trail). */
  format: ExportFormat | "jsonl";
  filename: string;
}

export type ImportDone =
  | { outcome: "imported"; filename: string; inserted: number }
  | { outcome: "rejected"; filename: string; rows: number; rejectedRows: number };

type Finished = { kind: TaskKind; result: ExportDone | ImportDone } | { kind: string; failed: string };

const count = (n: number, noun: string) => `${n.toLocaleString("en")} ${noun}${n === 1 ? "" : "s"}`;

function describe(finished: Finished): {
  eventType: string;
  priority: NotificationPriority;
  title: string;
  message: string;
} {
  const { subject, what } = transferOf(finished.kind);
  if ("failed" in finished) {
    return {
      eventType: "transfer.failed",
      priority: "high",
      title: `Your ${subject.noun} ${what} failed`,
      message: finished.failed,
    };
  }
  const result = finished.result;
  if (!("outcome" in result)) {
    const { rows, format, filename } = result;
    return {
      eventType: "transfer.exportCompleted",
      priority: "low",
      title: `Your ${subject.noun} export is ready`,
      message: `${filename} (${format.toUpperCase()}, ${count(rows, subject.noun)}) is ready to download from ${subject.screen}.`,
    };
  }
  if (result.outcome === "imported") {
    return {
      eventType: "transfer.importCompleted",
      priority: "medium",
      title: `Your ${subject.noun} import is done`,
      message: `Imported ${count(result.inserted, subject.noun)} from ${result.filename}.`,
    };
  }
  return {
    eventType: "transfer.importRejected",
    priority: "high",
    title: `Your ${subject.noun} import was rejected`,
    message: `Nothing was imported from ${result.filename}: ${count(result.rejectedRows, "row")} of ${result.rows.toLocaleString("en")} ${result.rejectedRows === 1 ? "has a problem" : "have problems"}. The problem report lists each one with its row and column.`,
  };
}

/** Tells the task's creator that it finished: exported, imported, rejected or failed. Call it in the task's transaction. */
export async function notifyTransferFinished(
  tx: Prisma.TransactionClient,
  task: { id: string; createdById: string | null },
  finished: Finished,
) {
  if (!task.createdById) return null;
  const text = describe(finished);
  const { subject, what } = transferOf(finished.kind);
  return notify(tx, SYSTEM, {
    eventKey: `transfer.finished:${task.id}`,
    ...text,
    type: "transfer",
    message: text.message.slice(0, 2000),
    entity: { type: "BackgroundTask", id: task.id, name: `${subject.entityName} ${what}` },
    link: subject.link,
    audience: { users: [task.createdById] },
  });
}

/**
 * Fails a task still queued or running and tells its creator, in one transaction; a task already completed or
 * failed keeps what it says and nobody is told again. `result`: what the failure leaves on the task (e.g. that
 * it crashed its worker). Returns whether the task was failed now.
 */
export async function failTransferTask(
  db: PrismaClient,
  taskId: string,
  message: string,
  result?: Prisma.InputJsonValue,
): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const { count: failed } = await tx.backgroundTask.updateMany({
      where: { id: taskId, status: { in: ["queued", "running"] } },
      data: { status: "failed", error: message, finishedAt: new Date(), ...(result !== undefined ? { result } : {}) },
    });
    if (!failed) return false;
    const task = await tx.backgroundTask.findUnique({
      where: { id: taskId },
      select: { kind: true, createdById: true },
    });
    if (task)
      await notifyTransferFinished(
        tx,
        { id: taskId, createdById: task.createdById },
        { kind: task.kind, failed: message },
      );
    return true;
  });
}
