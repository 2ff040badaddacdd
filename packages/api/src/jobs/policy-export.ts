import { z } from "zod";
import { defineJob } from "./define-job.js";

/** Writes the policies (filtered as the task's params say) to a CSV or XLSX file. */
export const policyExportJob = defineJob({
  name: "policy-export",
  queue: "transfer",
  schema: z.object({ taskId: z.uuid() }),
  options: { attempts: 3, backoff: { type: "exponential", delay: 5_000 } },
});
