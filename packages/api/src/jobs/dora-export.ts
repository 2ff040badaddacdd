import { z } from "zod";
import { defineJob } from "./define-job.js";

/**
 * Builds the DORA Register of Information package of the task's scope (register/dora-export.ts): checks first, then
 * the ZIP unless blocking errors stop it (and the export was not forced).
 */
export const doraExportJob = defineJob({
  name: "dora-export",
  queue: "transfer",
  schema: z.object({ taskId: z.uuid() }),
  options: { attempts: 3, backoff: { type: "exponential", delay: 5_000 } },
});

/** Writes the EBA outsourcing register (the filters of the task's params) to a CSV or XLSX file. */
export const ebaExportJob = defineJob({
  name: "eba-export",
  queue: "transfer",
  schema: z.object({ taskId: z.uuid() }),
  options: { attempts: 3, backoff: { type: "exponential", delay: 5_000 } },
});
