import { z } from "zod";
import { defineJob, MAINTENANCE_JOB_OPTIONS } from "./define-job.js";

/**
 * Reminds the owner and the committee of a deferred outsourcing arrangement on its expected review date, once
 * (workflows/deferral-reminders.ts). Run once a day by a built-in schedule.
 */
export const workflowDeferralRemindersJob = defineJob({
  name: "workflow-deferral-reminders",
  queue: "maintenance",
  schema: z.object({}),
  options: MAINTENANCE_JOB_OPTIONS,
});

/** Its built-in schedule: every day at 07:00 UTC, after the policy reviews. A reminder is sent once whenever it runs. */
export const WORKFLOW_DEFERRAL_REMINDERS_SCHEDULE = {
  key: workflowDeferralRemindersJob.name,
  name: "Remind owners and committees of deferred outsourcing arrangements on their review date",
  jobName: workflowDeferralRemindersJob.name,
  cron: "0 7 * * *",
  timeZone: "UTC",
} as const;
