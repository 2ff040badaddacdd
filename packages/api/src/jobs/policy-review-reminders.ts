import { z } from "zod";
import { defineJob, MAINTENANCE_JOB_OPTIONS } from "./define-job.js";

/**
 * Tells policy owners of review dates 30 and 14 days ahead and once passed, each once, and marks policies whose
 * review date has passed Expired (governance/review-reminders). Run once a day by a built-in schedule.
 */
export const policyReviewRemindersJob = defineJob({
  name: "policy-review-reminders",
  queue: "maintenance",
  schema: z.object({}),
  options: MAINTENANCE_JOB_OPTIONS,
});

/** Its built-in schedule: every day at 06:45 UTC, after the contract reminders. A reminder is sent once whenever it runs. */
export const POLICY_REVIEW_REMINDERS_SCHEDULE = {
  key: policyReviewRemindersJob.name,
  name: "Remind policy owners of reviews and expire policies past their review date",
  jobName: policyReviewRemindersJob.name,
  cron: "45 6 * * *",
  timeZone: "UTC",
} as const;
