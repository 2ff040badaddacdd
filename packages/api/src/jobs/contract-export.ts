import { z } from "zod";
import { defineJob } from "./define-job.js";

/** Writes the contracts (filtered as the task's params say) to a CSV or XLSX file. */
export const contractExportJob = defineJob({
  name: "contract-export",
  queue: "transfer",
  schema: z.object({ taskId: z.uuid() }),
  options: { attempts: 3, backoff: { type: "exponential", delay: 5_000 } },
});
