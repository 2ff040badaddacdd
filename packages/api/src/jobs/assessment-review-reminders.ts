import { z } from "zod";
import { defineJob, MAINTENANCE_JOB_OPTIONS } from "./define-job.js";

/**
 * Tells the lead assessor and the Risk Managers of each vendor's latest completed risk assessment whose next review
 * is overdue or due within 30 days, at most once a week per assessment (risk-assessments/review-reminders.ts). Run
 * once a day by a built-in schedule.
 */
export const assessmentReviewRemindersJob = defineJob({
  name: "assessment-review-reminders",
  queue: "maintenance",
  schema: z.object({}),
  options: MAINTENANCE_JOB_OPTIONS,
});

/**
 * Its built-in schedule (a Schedule row, seeded by the dispatcher): every day at 06:15 UTC, after the invoice
 * reminders. Whenever it runs, an assessment is told at most once a week; an operator may re-time the row.
 */
export const ASSESSMENT_REVIEW_REMINDERS_SCHEDULE = {
  key: assessmentReviewRemindersJob.name,
  name: "Remind assessors of risk assessments due for review",
  jobName: assessmentReviewRemindersJob.name,
  cron: "15 6 * * *",
  timeZone: "UTC",
} as const;
