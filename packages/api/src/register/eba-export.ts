// Export of the EBA outsourcing register (POST /api/register/eba/export → task → file), as every register's export:
// the server records the task and its audit row, whose outbox event queues the job; the worker reads the arrangements
// the list's filters select in one REPEATABLE READ snapshot, in id order with keyset pages (eba-register.ts), each
// page with its functions, entities, supply chain, risk assessment and committee, into CSV or XLSX
// (transfer/export-run.ts), and stores the file as the task's output.
import type { Prisma, PrismaClient } from "@tprm/db";
import type { SignedInContext } from "../context.js";
import type { RetentionRule } from "../files/retention.js";
import { ebaExportJob } from "../jobs/dora-export.js";
import { todayIn } from "../lib/dates.js";
import { outboxEvent } from "../outbox/events.js";
import { type ExportEbaRegisterInput, exportEbaRegisterInput } from "../schemas/register-reports.js";
import { type ExportDomain, type ExportRunOptions, requestExportTask, runExportTask } from "../transfer/export-run.js";
import type { TransferRetentionEnv } from "../transfer/retention.js";
import { EBA_COLUMNS, EBA_SHEET_NAME, type EbaExportRow } from "./eba-columns.js";
import { type EbaContractRow, ebaFilterSql, ebaKeysetSql, ebaRows } from "./eba-register.js";

export const EBA_EXPORT_FILE_PURPOSE = "eba-register-export";
export const DORA_PACKAGE_FILE_PURPOSE = "dora-package";

const days = (n: number) => `${n.toLocaleString("en")} day${n === 1 ? "" : "s"}`;

/** The register's files are kept as long as every export (EXPORT_RETENTION_DAYS). */
export function registerExportRetention(env: Pick<TransferRetentionEnv, "EXPORT_RETENTION_DAYS">): RetentionRule[] {
  return [
    {
      purpose: EBA_EXPORT_FILE_PURPOSE,
      days: env.EXPORT_RETENTION_DAYS,
      noun: "EBA register export",
      expiredMessage: (kept) =>
        `This export of the EBA register has expired (exports are kept for ${days(kept)}). Run the export again.`,
      isOutputOf: (task) => task.kind === "eba-export",
    },
    {
      purpose: DORA_PACKAGE_FILE_PURPOSE,
      days: env.EXPORT_RETENTION_DAYS,
      noun: "DORA register of information package",
      expiredMessage: (kept) =>
        `This DORA package has expired (packages are kept for ${days(kept)}). Export the package again.`,
      isOutputOf: (task) => task.kind === "dora-export",
    },
  ];
}

interface EbaExportParams extends ExportEbaRegisterInput {
  /** The day renewal and notice dates count from. */
  today: string;
}

const describeFilters = (input: ExportEbaRegisterInput) => {
  const { format: _format, ...filters } = input;
  const used = Object.entries(filters).filter(([, v]) => v !== undefined && v !== "");
  return used.length ? ` (${used.map(([k, v]) => `${k} ${v}`).join(", ")})` : "";
};

/** Records the task and its audit row (action EXPORT) and queues the job. Answers at once with the task to poll. */
export function requestEbaExport(ctx: SignedInContext, input: ExportEbaRegisterInput) {
  const params: EbaExportParams = { ...input, today: todayIn(ctx.env.APP_TIME_ZONE) };
  return requestExportTask(ctx, {
    kind: "eba-export",
    job: (taskId) => outboxEvent(ebaExportJob, { taskId }),
    params,
    input,
    entityType: "EbaRegister",
    description: `Exported the EBA outsourcing register as ${input.format.toUpperCase()}${describeFilters(input)}`,
  });
}

const EBA_EXPORT: ExportDomain<EbaExportRow> = {
  kind: "eba-export",
  label: "EBA register export",
  columns: EBA_COLUMNS,
  sheetName: EBA_SHEET_NAME,
  filenamePrefix: "eba-outsourcing-register",
  filePurpose: EBA_EXPORT_FILE_PURPOSE,
  plan(task) {
    const stored = (task.params ?? {}) as { today?: string };
    const params = exportEbaRegisterInput.parse(task.params ?? {});
    const today = stored.today ?? task.createdAt.toISOString().slice(0, 10);
    const where = ebaFilterSql(params);
    return {
      format: params.format,
      async count(tx: Prisma.TransactionClient) {
        const [counted] = await tx.$queryRaw<
          { total: number }[]
        >`SELECT count(*)::int AS "total" FROM "Contract" c WHERE ${where}`;
        return counted?.total ?? 0;
      },
      async page(tx: Prisma.TransactionClient, after: string | null, limit: number) {
        const rows = await tx.$queryRaw<EbaContractRow[]>(ebaKeysetSql(where, after, limit));
        return ebaRows(tx, rows, today);
      },
    };
  },
};

/** The worker's half: writes the file and completes the task. Returns the task's result. */
export function runEbaExport(db: PrismaClient, taskId: string, options: ExportRunOptions = {}) {
  return runExportTask(db, taskId, EBA_EXPORT, options);
}
