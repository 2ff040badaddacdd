import { z } from "zod";
import { defineJob } from "./define-job.js";

/**
 * Validates an uploaded CSV/XLSX file of contracts and inserts all of its rows in one transaction, or none.
 * A retry after a crash is safe: the rows and the task's completion commit together.
 */
export const contractImportJob = defineJob({
  name: "contract-import",
  queue: "transfer",
  schema: z.object({ taskId: z.uuid() }),
  options: { attempts: 3, backoff: { type: "exponential", delay: 5_000 } },
});
