// Export of the vendor register. The server only records a task and queues the job; the worker reads the register
// in one consistent snapshot (REPEATABLE READ), in id order with keyset pagination (never OFFSET), writes CSV or a
// streaming XLSX, stores the file through the storage module and completes the task with it, in one transaction
// (transfer/export-run.ts): this file gives the register's filters, count and page query.
import type { PrismaClient, Vendor } from "@tprm/db";
import type { SignedInContext } from "../context.js";
import { vendorExportJob } from "../jobs/vendor-export.js";
import { outboxEvent } from "../outbox/events.js";
import { taggedWhere } from "../tags/filter.js";
import { type ExportDomain, type ExportRunOptions, requestExportTask, runExportTask } from "../transfer/export-run.js";
import { vendorFilterWhere } from "../vendors/public.js";
import { SHEET_NAME, VENDOR_COLUMNS } from "./columns.js";
import { type ExportVendorsInput, exportVendorsInput, type VendorExportResult } from "./public.js";
import { VENDOR_FILE_PURPOSES } from "./retention.js";

/** Records the task and queues the job. Answers at once with the task to poll. */
export function requestVendorExport(ctx: SignedInContext, input: ExportVendorsInput) {
  return requestExportTask(ctx, {
    kind: "vendor-export",
    job: (taskId) => outboxEvent(vendorExportJob, { taskId }),
    params: input,
    input,
    entityType: "Vendor",
    description: `Exported the vendor register as ${input.format.toUpperCase()}`,
  });
}

const VENDOR_EXPORT: ExportDomain<Vendor> = {
  kind: "vendor-export",
  label: "vendor export",
  columns: VENDOR_COLUMNS,
  sheetName: SHEET_NAME,
  filenamePrefix: "vendor-register",
  filePurpose: VENDOR_FILE_PURPOSES.export,
  plan(task) {
    const params = exportVendorsInput.parse(task.params ?? {});
    let where = vendorFilterWhere(params);
    return {
      format: params.format,
      // The tag's vendors are read once, in the export's snapshot, before the first page.
      count: async (tx) => {
        where = { AND: [where, await taggedWhere(tx, "vendor", params.tagId)] };
        return tx.vendor.count({ where });
      },
      page: (tx, after, limit) =>
        tx.vendor.findMany({
          where: after ? { AND: [where, { id: { gt: after } }] } : where,
          orderBy: { id: "asc" },
          take: limit,
        }),
    };
  },
};

/** The worker's half: writes the file and completes the task. Returns the task's result. */
export async function runVendorExport(
  db: PrismaClient,
  taskId: string,
  options: ExportRunOptions = {},
): Promise<VendorExportResult | null> {
  return runExportTask(db, taskId, VENDOR_EXPORT, options);
}
