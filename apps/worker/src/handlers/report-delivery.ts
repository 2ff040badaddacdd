import { deliverReport, failDelivery, nudgeOutbox } from "@tprm/api";
import { reportDeliveryJob, STALLED_TOO_OFTEN } from "@tprm/api/jobs";
import { UnrecoverableError } from "bullmq";
import { requireDb } from "./transfer-support.js";
import { handle, type WorkerDeps } from "./types.js";

const appUrlOf = (deps: WorkerDeps) => deps.env?.APP_URL ?? "http://localhost:3000";

/**
 * Sends one recipient's e-mail of a report run (packages/api/src/reports/delivery.ts). A mail server that refuses
 * for now is tried again with the job's backoff; the last failure, or a 5xx refusal of the address, ends it.
 */
export const reportDeliveryHandler = handle(
  reportDeliveryJob,
  async (payload, job, deps) => {
    const outcome = await deliverReport(requireDb(deps), payload.deliveryId, {
      send: (mail) => deps.mailer.send(mail),
      appUrl: appUrlOf(deps),
      attempt: job.attemptsMade + 1,
      attempts: job.opts.attempts ?? 1,
    });
    deps.log(`report delivery ${payload.deliveryId}: ${outcome.status} (attempt ${job.attemptsMade + 1})`);
    // BullMQ retries it with backoff; the delivery stays pending with its last error.
    if (outcome.status === "retry") throw new Error(outcome.error);
    if (outcome.status === "failed" || outcome.status === "bounced") {
      // The report's owner is told (an outbox event): hand it over now.
      if (deps.jobs) nudgeOutbox(deps.jobs, deps.log);
      throw new UnrecoverableError(outcome.error ?? outcome.status);
    }
    return outcome;
  },
  {
    async onFailed(job, error, deps) {
      const deliveryId = (job.data as { deliveryId?: unknown })?.deliveryId;
      if (typeof deliveryId !== "string") return;
      const why =
        error.message === STALLED_TOO_OFTEN ? "The e-mail worker stopped twice while sending it." : error.message;
      if (await failDelivery(requireDb(deps), deliveryId, why)) {
        deps.log(`report delivery ${deliveryId} failed: ${why}`);
        if (deps.jobs) nudgeOutbox(deps.jobs, deps.log);
      }
    },
  },
);
