import { z } from "zod";
import { defineJob } from "./define-job.js";

/**
 * Writes the archive of everything (operations/export-all): every table as CSV and JSON Lines, every stored file,
 * a manifest. A retry starts again from the beginning; nothing is kept of a failed run.
 */
export const exportAllJob = defineJob({
  name: "export-all",
  queue: "transfer",
  schema: z.object({ taskId: z.uuid() }),
  options: { attempts: 2, backoff: { type: "exponential", delay: 10_000 } },
});
