import { failReportRun, nudgeOutbox, runReportGeneration } from "@tprm/api";
import { reportGenerateJob, STALLED_TOO_OFTEN } from "@tprm/api/jobs";
import { UnrecoverableError } from "bullmq";
import { requireDb, runNote } from "./transfer-support.js";
import { handle } from "./types.js";

export const REPORT_FAILED =
  "The report could not be generated; nothing was sent. Please try again, or contact support if it keeps failing.";
export const REPORT_CRASHED =
  "The background worker stopped twice while generating this report, so it was stopped and nothing was sent. Please try again, or contact support if it keeps failing.";

/**
 * Generates one run (packages/api/src/reports/generate.ts). On an error the run and its task show it — failed on the
 * job's last attempt, waiting for the retry before — and the error goes back to BullMQ, which retries with backoff.
 */
export const reportGenerateHandler = handle(
  reportGenerateJob,
  async (payload, job, deps) => {
    const db = requireDb(deps);
    try {
      const result = await runReportGeneration(db, payload.runId, { log: deps.log, note: runNote(job) });
      // Deliveries and the requester's notice wait in the outbox.
      if (result && deps.jobs) nudgeOutbox(deps.jobs, deps.log);
      return result;
    } catch (error) {
      const final = error instanceof UnrecoverableError || job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      deps.log(`report run ${payload.runId} failed (attempt ${job.attemptsMade + 1}): ${(error as Error).message}`);
      const failed = await failReportRun(
        db,
        payload.runId,
        final ? REPORT_FAILED : "The report could not be generated",
        final,
      ).catch(() => false);
      if (failed && final && deps.jobs) nudgeOutbox(deps.jobs, deps.log);
      throw error;
    }
  },
  {
    async onFailed(job, error, deps) {
      const runId = (job.data as { runId?: unknown })?.runId;
      if (typeof runId !== "string") return;
      const crashed = error.message === STALLED_TOO_OFTEN;
      if (await failReportRun(requireDb(deps), runId, crashed ? REPORT_CRASHED : REPORT_FAILED, true)) {
        deps.log(`report run ${runId} marked failed: ${error.message}`);
        if (deps.jobs) nudgeOutbox(deps.jobs, deps.log);
      }
    },
  },
);
