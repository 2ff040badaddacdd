// The person who started an export or import hears when it has finished (docs/ACTIVITY.md, "Notifications of
// events"): one notify() call in the transaction that completes or fails the task, keyed by the task, so a
// redelivered job never tells twice.
import type { Prisma, PrismaClient } from "@tprm/db";
import { SYSTEM } from "../audit/record-change.js";
import { notify } from "../notifications/index.js";
import type { NotificationPriority } from "../schemas/notifications.js";
import type { VendorExportResult, VendorImportResult } from "./public.js";

/** Where the register's export and import are: the vendor screen. */
const REGISTER_LINK = "/vendor-management";

type Finished =
  | { kind: "vendor-export"; result: VendorExportResult }
  | { kind: "vendor-import"; result: VendorImportResult }
  | { kind: string; failed: string };

const count = (n: number, noun: string) => `${n.toLocaleString("en")} ${noun}${n === 1 ? "" : "s"}`;

function describe(finished: Finished): {
  eventType: string;
  priority: NotificationPriority;
  title: string;
  message: string;
} {
  const what = finished.kind === "vendor-import" ? "import" : "export";
  if ("failed" in finished) {
    return {
      eventType: "transfer.failed",
      priority: "high",
      title: `Your vendor ${what} failed`,
      message: finished.failed,
    };
  }
  if (finished.kind === "vendor-export") {
    const { rows, format, filename } = finished.result;
    return {
      eventType: "transfer.exportCompleted",
      priority: "low",
      title: "Your vendor export is ready",
      message: `${filename} (${format.toUpperCase()}, ${count(rows, "vendor")}) is ready to download from the vendor screen.`,
    };
  }
  const result = finished.result;
  if (result.outcome === "imported") {
    return {
      eventType: "transfer.importCompleted",
      priority: "medium",
      title: "Your vendor import is done",
      message: `Imported ${count(result.inserted, "vendor")} from ${result.filename}.`,
    };
  }
  return {
    eventType: "transfer.importRejected",
    priority: "high",
    title: "Your vendor import was rejected",
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
  return notify(tx, SYSTEM, {
    eventKey: `transfer.finished:${task.id}`,
    ...text,
    type: "transfer",
    message: text.message.slice(0, 2000),
    entity: {
      type: "BackgroundTask",
      id: task.id,
      name: `Vendor ${finished.kind === "vendor-import" ? "import" : "export"}`,
    },
    link: REGISTER_LINK,
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
