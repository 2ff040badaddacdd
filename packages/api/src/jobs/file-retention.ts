import { z } from "zod";
import { defineJob, MAINTENANCE_JOB_OPTIONS } from "./define-job.js";

/** How often the built-in schedule (Schedule row "file-retention", hourly) runs: a file outlives it by an hour at most. */
export const FILE_RETENTION_EVERY_MS = 60 * 60_000;

/**
 * Deletes stored files older than their purpose's retention (exports, import files and problem reports; see
 * retention.ts), with an audit row for each. Scheduled: a built-in Schedule row runs it every hour. Safe to run twice
 * at once (each file is claimed with a row lock) and to retry (what is deleted stays deleted).
 */
export const fileRetentionJob = defineJob({
  name: "file-retention",
  queue: "maintenance",
  schema: z.object({}),
  options: MAINTENANCE_JOB_OPTIONS,
});
