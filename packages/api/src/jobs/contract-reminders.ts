import { z } from "zod";
import { defineJob, MAINTENANCE_JOB_OPTIONS } from "./define-job.js";

/**
 * Renews or expires the contracts whose end date has passed and sends the reminders due 90, 60 and 30 days before
 * an end date or a notice deadline, each once (contracts/reminders.ts). Run once a day by a built-in schedule.
 */
export const contractRemindersJob = defineJob({
  name: "contract-reminders",
  queue: "maintenance",
  schema: z.object({}),
  options: MAINTENANCE_JOB_OPTIONS,
});

/**
 * Its built-in schedule (a Schedule row, seeded by the dispatcher): every day at 06:30 UTC, after the invoice and
 * assessment reminders. Whenever it runs, a reminder is sent once; an operator may re-time the row.
 */
export const CONTRACT_REMINDERS_SCHEDULE = {
  key: contractRemindersJob.name,
  name: "Renew, expire and send reminders of contracts",
  jobName: contractRemindersJob.name,
  cron: "30 6 * * *",
  timeZone: "UTC",
} as const;
