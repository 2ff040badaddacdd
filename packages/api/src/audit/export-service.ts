// Export of the audit trail (POST /api/audit-logs/export). The server records a task and queues the job, audited
// (transfer/export-run.ts); the worker reads the filtered trail in one REPEATABLE READ snapshot in chain order —
// sealed rows by chainSeq, then rows not yet sealed by (createdAt, id), keyset pages, never OFFSET — into CSV, XLSX
// or JSON Lines, and stores one ZIP holding the data file and manifest.json (export-manifest.ts), so the file and
// what it covers travel together.
import { createHash } from "node:crypto";
import { Prisma, type PrismaClient } from "@tprm/db";
import type { SignedInContext } from "../context.js";
import { ZipWriter } from "../files/index.js";
import type { RetentionRule } from "../files/retention.js";
import { auditExportJob } from "../jobs/audit-export.js";
import { outboxEvent } from "../outbox/events.js";
import { type AuditExportFormat, type ExportAuditLogsInput, exportAuditLogsInput } from "../schemas/audit.js";
import { completeTask, reportProgress, startTask } from "../tasks/task-service.js";
import { EXPORT_BATCH_SIZE, PROGRESS_EVERY_ROWS, requestExportTask } from "../transfer/export-run.js";
import { notifyTransferFinished } from "../transfer/notifications.js";
import type { TransferRetentionEnv } from "../transfer/retention.js";
import { createCsvWriter, createJsonLinesWriter, createXlsxWriter } from "../transfer/writers.js";
import { AUDIT_EXPORT_COLUMNS, type AuditExportRow, auditJsonLine } from "./export-columns.js";
import {
  AUDIT_EXPORT_MANIFEST_VERSION,
  type AuditExportManifest,
  manifestFilter,
  readChainHead,
  readPrevious,
} from "./export-manifest.js";
import { auditFilterWhere } from "./filter.js";

export const AUDIT_EXPORT_FILE_PURPOSE = "audit-export";
const LONG_TX = { timeout: 15 * 60_000, maxWait: 30_000 } as const;
/** A stored file's cap is PostgreSQL's (1 GB a value). */
const MAX_EXPORT_BYTES = 1024 * 1024 * 1024 - 1;

const days = (n: number) => `${n.toLocaleString("en")} day${n === 1 ? "" : "s"}`;

/** An export of the trail is kept as long as every export (EXPORT_RETENTION_DAYS). */
export function auditExportRetention(env: Pick<TransferRetentionEnv, "EXPORT_RETENTION_DAYS">): RetentionRule[] {
  return [
    {
      purpose: AUDIT_EXPORT_FILE_PURPOSE,
      days: env.EXPORT_RETENTION_DAYS,
      noun: "audit trail export",
      expiredMessage: (kept) =>
        `This export of the audit trail has expired (exports are kept for ${days(kept)}). Run the export again.`,
      isOutputOf: (task) => task.kind === "audit-export",
    },
  ];
}

export interface AuditExportResult {
  rows: number;
  format: AuditExportFormat;
  filename: string;
  firstChainSeq: string | null;
  lastChainSeq: string | null;
}

const describeFilter = (input: ExportAuditLogsInput) => {
  const parts = Object.entries(manifestFilter(input)).filter(([, v]) => v !== null);
  return parts.length ? ` (${parts.map(([k, v]) => `${k} ${v}`).join(", ")})` : "";
};

/** Records the task and its audit row (action EXPORT, entity AuditLog) and queues the job. */
export function requestAuditExport(ctx: SignedInContext, input: ExportAuditLogsInput) {
  const { format, ...filter } = input;
  // The filters used (dates as ISO text), as the worker parses them back with the same schema.
  const used = Object.entries(manifestFilter(filter)).filter(([, value]) => value !== null);
  const params = { ...Object.fromEntries(used), format };
  return requestExportTask(ctx, {
    kind: "audit-export",
    job: (taskId) => outboxEvent(auditExportJob, { taskId }),
    params,
    input: params,
    entityType: "AuditLog",
    description: `Exported the audit trail as ${format.toUpperCase()}${describeFilter(input)}`,
  });
}

const SELECT = {
  id: true,
  actorId: true,
  action: true,
  entityType: true,
  entityId: true,
  before: true,
  after: true,
  description: true,
  ipAddress: true,
  userAgent: true,
  createdAt: true,
  rowMac: true,
  chainSeq: true,
  contentHash: true,
  chainHash: true,
  actor: { select: { email: true } },
} as const satisfies Prisma.AuditLogSelect;

/** The rows in chain order, a page at a time: sealed by chainSeq, then unsealed by (createdAt, id). */
async function* chainOrder(tx: Prisma.TransactionClient, where: Prisma.AuditLogWhereInput, batch: number) {
  let seq: bigint | null = null;
  for (;;) {
    const rows: AuditExportRow[] = await tx.auditLog.findMany({
      where: { AND: [where, seq === null ? { chainSeq: { not: null } } : { chainSeq: { gt: seq } }] },
      orderBy: { chainSeq: "asc" },
      take: batch,
      select: SELECT,
    });
    if (rows.length) yield rows;
    if (rows.length < batch) break;
    seq = rows[rows.length - 1]!.chainSeq;
  }
  let after: { createdAt: Date; id: string } | null = null;
  for (;;) {
    const cursor: Prisma.AuditLogWhereInput = after
      ? { OR: [{ createdAt: { gt: after.createdAt } }, { createdAt: after.createdAt, id: { gt: after.id } }] }
      : {};
    const rows: AuditExportRow[] = await tx.auditLog.findMany({
      where: { AND: [where, { chainSeq: null }, cursor] },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      take: batch,
      select: SELECT,
    });
    if (rows.length) yield rows;
    if (rows.length < batch) break;
    after = rows[rows.length - 1]!;
  }
}

/** Writes rows of one format: CSV and JSON Lines go into the ZIP batch by batch, XLSX (one workbook) at the end. */
function dataWriter(format: AuditExportFormat, zip: ZipWriter, name: string) {
  const hash = createHash("sha256");
  if (format === "xlsx") {
    const writer = createXlsxWriter(AUDIT_EXPORT_COLUMNS, "Audit trail");
    return {
      addRow: (row: AuditExportRow) => writer.addRow(row),
      drain: () => {},
      finish: async () => {
        const bytes = await writer.finish();
        zip.add(name, bytes);
        return hash.update(bytes).digest("hex");
      },
    };
  }
  const writer = format === "csv" ? createCsvWriter(AUDIT_EXPORT_COLUMNS) : createJsonLinesWriter(auditJsonLine);
  const entry = zip.open(name);
  const drain = () => {
    const bytes = writer.take();
    hash.update(bytes);
    entry.write(bytes);
  };
  return {
    addRow: (row: AuditExportRow) => writer.addRow(row),
    drain,
    finish: async () => {
      drain();
      entry.close();
      return hash.digest("hex");
    },
  };
}

/** `audit-trail-2026-03-31T10-20-30Z`: the names of the ZIP and its data file. */
const stampName = (now: Date) => `audit-trail-${now.toISOString().slice(0, 19).replace(/:/g, "-")}Z`;

/** The worker's half: writes the ZIP, stores it and completes the task. Returns the task's result. */
export async function runAuditExport(
  db: PrismaClient,
  taskId: string,
  options: { log?: (message: string) => void; note?: string | null; batchSize?: number } = {},
): Promise<AuditExportResult | null> {
  const task = await startTask(db, taskId, options.note ?? null);
  if (!task) return null;
  if (task.status === "completed") return task.result as unknown as AuditExportResult;
  const params = exportAuditLogsInput.parse(task.params ?? {});
  const { format, ...filter } = params;
  const where = auditFilterWhere(filter);
  const batch = options.batchSize ?? EXPORT_BATCH_SIZE;
  const creator = task.createdById
    ? await db.user.findUnique({
        where: { id: task.createdById },
        select: { id: true, email: true, firstName: true, lastName: true },
      })
    : null;

  const zip = new ZipWriter();
  const manifest = await db.$transaction(
    async (tx) => {
      const exportedAt = new Date();
      const base = stampName(exportedAt);
      const dataFile = `${base}.${format}`;
      const total = await tx.auditLog.count({ where });
      await reportProgress(db, taskId, 0, total);
      const chain = await readChainHead(tx);
      const writer = dataWriter(format, zip, dataFile);
      let rows = 0;
      let sealed = 0;
      let reported = 0;
      let first: bigint | null = null;
      let last: bigint | null = null;
      for await (const page of chainOrder(tx, where, batch)) {
        for (const row of page) {
          writer.addRow(row);
          if (row.chainSeq !== null) {
            first ??= row.chainSeq;
            last = row.chainSeq;
            sealed++;
          }
        }
        writer.drain();
        rows += page.length;
        if (rows - reported >= PROGRESS_EVERY_ROWS) {
          reported = rows;
          await reportProgress(db, taskId, rows);
        }
        await new Promise((resolve) => setImmediate(resolve));
      }
      const dataSha256 = await writer.finish();
      const result: AuditExportManifest = {
        kind: "tprm-audit-export",
        version: AUDIT_EXPORT_MANIFEST_VERSION,
        dataFile,
        format,
        filter: manifestFilter(filter),
        rows,
        sealedRows: sealed,
        unsealedRows: rows - sealed,
        firstChainSeq: first?.toString() ?? null,
        lastChainSeq: last?.toString() ?? null,
        contiguous: first !== null && last !== null && last - first + 1n === BigInt(sealed),
        previous: first !== null ? await readPrevious(tx, first) : null,
        head: chain.head,
        checkpoint: chain.checkpoint,
        exportedAt: exportedAt.toISOString(),
        exportedBy: creator
          ? { id: creator.id, email: creator.email, name: `${creator.firstName} ${creator.lastName}`.trim() }
          : null,
        taskId,
        dataSha256,
      };
      return result;
    },
    { ...LONG_TX, isolationLevel: Prisma.TransactionIsolationLevel.RepeatableRead },
  );
  zip.add("manifest.json", `${JSON.stringify(manifest, null, 2)}\n`);
  const bytes = zip.finish();
  if (bytes.byteLength > MAX_EXPORT_BYTES) throw new Error("The export is larger than the 1 GB a stored file holds");

  const filename = `${stampName(new Date(manifest.exportedAt))}.zip`;
  const result: AuditExportResult = {
    rows: manifest.rows,
    format,
    filename,
    firstChainSeq: manifest.firstChainSeq,
    lastChainSeq: manifest.lastChainSeq,
  };
  await db.$transaction(
    async (tx) => {
      const file = await tx.storedFile.create({
        data: {
          filename,
          contentType: "application/zip",
          size: bytes.byteLength,
          sha256: createHash("sha256").update(bytes).digest("hex"),
          data: bytes as Uint8Array<ArrayBuffer>,
          purpose: AUDIT_EXPORT_FILE_PURPOSE,
          createdById: task.createdById,
        },
        select: { id: true },
      });
      await completeTask(tx, taskId, {
        result: result as unknown as Prisma.InputJsonValue,
        outputFileId: file.id,
        progress: manifest.rows,
        total: manifest.rows,
      });
      await notifyTransferFinished(tx, task, { kind: "audit-export", result });
    },
    { timeout: 120_000, maxWait: 30_000 },
  );
  options.log?.(`audit export ${taskId}: ${manifest.rows} rows, ${format}, ${bytes.byteLength} bytes`);
  return result;
}
