import { z } from "zod";
import { defineJob } from "./define-job.js";

/** Writes the audit trail (filtered as the task's params say) with its manifest into one ZIP. */
export const auditExportJob = defineJob({
  name: "audit-export",
  queue: "transfer",
  schema: z.object({ taskId: z.uuid() }),
  options: { attempts: 3, backoff: { type: "exponential", delay: 5_000 } },
});
