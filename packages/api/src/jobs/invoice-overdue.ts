import { z } from "zod";
import { defineJob, MAINTENANCE_JOB_OPTIONS } from "./define-job.js";

/**
 * Tells Finance of each invoice that became overdue (pending past its due date, on the organisation's calendar):
 * one notification per invoice and the day it became overdue, so a rerun, a retry or a run on a later day adds
 * nothing (invoices/overdue-notifications.ts). Run once a day by a built-in schedule.
 */
export const invoiceOverdueJob = defineJob({
  name: "invoice-overdue-notify",
  queue: "maintenance",
  schema: z.object({}),
  options: MAINTENANCE_JOB_OPTIONS,
});

/**
 * Its built-in schedule (a Schedule row, seeded by the dispatcher): every day at 06:00 UTC, before the working day
 * in Europe. Whenever it runs, an invoice is told once; an operator may re-time the row to the organisation's morning.
 */
export const INVOICE_OVERDUE_SCHEDULE = {
  key: invoiceOverdueJob.name,
  name: "Tell Finance of invoices that became overdue",
  jobName: invoiceOverdueJob.name,
  cron: "0 6 * * *",
  timeZone: "UTC",
} as const;
