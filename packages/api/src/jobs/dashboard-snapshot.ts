import { z } from "zod";
import { defineJob, MAINTENANCE_JOB_OPTIONS } from "./define-job.js";

/**
 * Stores the day's key figures for the dashboard's trends (dashboard/snapshot.ts): once a day in the organisation's
 * time zone, whichever hourly run comes first that day.
 */
export const dashboardSnapshotJob = defineJob({
  name: "dashboard-snapshot",
  queue: "maintenance",
  schema: z.object({}),
  options: MAINTENANCE_JOB_OPTIONS,
});

/** Its built-in schedule: hourly, so the organisation's midnight (any time zone) is followed within the hour. */
export const DASHBOARD_SNAPSHOT_SCHEDULE = {
  key: dashboardSnapshotJob.name,
  name: "Store the day's dashboard figures (trends compare with them)",
  jobName: dashboardSnapshotJob.name,
  cron: "5 * * * *",
  timeZone: "UTC",
} as const;
