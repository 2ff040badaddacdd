import { z } from "zod";
import { defineJob } from "./define-job.js";

/**
 * Generates one report run (reports/generate.ts): builds the document from live data, renders the PDF and the
 * XLSX into storage, completes the run and its task, and, for a run that delivers (scheduled or Run now), records
 * one delivery per recipient and queues them. A redelivered job for a completed run does nothing.
 */
export const reportGenerateJob = defineJob({
  name: "report-generate",
  queue: "reports",
  schema: z.object({ runId: z.uuid() }),
  options: { attempts: 3, backoff: { type: "exponential", delay: 10_000 } },
});

/**
 * A scheduled report's run, enqueued by the schedule dispatcher from the report's Schedule row (key
 * "report:<reportId>"): records the run (trigger scheduled), whose outbox event queues report-generate to build and
 * deliver it. Recording only, so a retried schedule job never makes a second run.
 */
export const reportScheduleJob = defineJob({
  name: "report-schedule",
  queue: "reports",
  schema: z.object({ reportId: z.uuid() }),
  options: { attempts: 3, backoff: { type: "exponential", delay: 10_000 } },
});

/**
 * Sends one delivery (one recipient of one run): the PDF attached, or a link when it is larger than the attachment
 * limit. Retried with backoff; the delivery row records attempts, the last error, and sent, failed or bounced.
 */
export const reportDeliveryJob = defineJob({
  name: "report-delivery",
  queue: "email",
  schema: z.object({ deliveryId: z.uuid() }),
  options: {
    attempts: 5,
    backoff: { type: "exponential", delay: 30_000 },
    removeOnComplete: { age: 3600 },
    removeOnFail: { age: 30 * 24 * 3600 },
  },
});
