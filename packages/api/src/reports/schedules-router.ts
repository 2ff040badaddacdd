// reports.scheduled: the Scheduled Reports tab (GET/POST /api/reports/scheduled, PUT/DELETE
// /api/reports/scheduled/{id}, POST /api/reports/scheduled/{id}/run). Services: schedules.ts.
import { REPORT_ACCESS } from "../permissions/access.js";
import {
  createReportScheduleInput,
  generatedReportOutput,
  reportIdInput,
  reportListOutput,
  reportOutput,
} from "../schemas/report-outputs.js";
import { listReportsInput, updateReportScheduleInput } from "../schemas/reports.js";
import { router, signedInProcedure } from "../trpc.js";
import { NOT_YOUR_REPORT } from "./access-checks.js";
import {
  createReportSchedule,
  deleteReportSchedule,
  NOT_SCHEDULED,
  runReportNow,
  updateReportSchedule,
} from "./schedules.js";
import { listReports, REPORT_NOT_FOUND } from "./service.js";

const tags = ["Reports"];
const BASE = "/api/reports";
export const IN_PROGRESS = "The report is being generated; wait for that run to finish.";

export const scheduledRouter = router({
  list: signedInProcedure
    .meta({
      access: REPORT_ACCESS.view,
      rest: {
        method: "GET",
        path: `${BASE}/scheduled`,
        summary: "The Scheduled Reports tab: reports with a frequency other than Ad-hoc, with their schedules",
        tags,
      },
    })
    .input(listReportsInput.omit({ scheduled: true }))
    .output(reportListOutput)
    .query(({ ctx, input }) => listReports(ctx, { ...input, scheduled: true })),

  create: signedInProcedure
    .meta({
      access: REPORT_ACCESS.create,
      rest: {
        method: "POST",
        path: `${BASE}/scheduled`,
        summary:
          "Schedule a report (its creator or an Admin): a frequency, at 07:00 in the organisation's time zone unless a cron pattern says otherwise",
        tags,
        successStatus: 201,
        errors: {
          400: "A report without recipients, or a cron pattern that cannot be read.",
          403: NOT_YOUR_REPORT,
          404: REPORT_NOT_FOUND,
        },
      },
    })
    .input(createReportScheduleInput)
    .output(reportOutput)
    .mutation(({ ctx, input }) => createReportSchedule(ctx, input)),

  update: signedInProcedure
    .meta({
      access: REPORT_ACCESS.create,
      rest: {
        method: "PUT",
        path: `${BASE}/scheduled/{id}`,
        summary: "Pause, resume, or change a scheduled report's frequency or time (id: the report's)",
        tags,
        errors: {
          400: "A cron pattern that cannot be read.",
          403: NOT_YOUR_REPORT,
          404: REPORT_NOT_FOUND,
          409: NOT_SCHEDULED,
        },
      },
    })
    .input(updateReportScheduleInput)
    .output(reportOutput)
    .mutation(({ ctx, input }) => updateReportSchedule(ctx, input)),

  delete: signedInProcedure
    .meta({
      access: REPORT_ACCESS.create,
      rest: {
        method: "DELETE",
        path: `${BASE}/scheduled/{id}`,
        summary: "Stop a report's schedule: the report stays, Ad-hoc, with its runs",
        tags,
        errors: { 403: NOT_YOUR_REPORT, 404: REPORT_NOT_FOUND, 409: NOT_SCHEDULED },
      },
    })
    .input(reportIdInput)
    .output(reportOutput)
    .mutation(({ ctx, input }) => deleteReportSchedule(ctx, input.id)),

  runNow: signedInProcedure
    .meta({
      access: REPORT_ACCESS.create,
      rest: {
        method: "POST",
        path: `${BASE}/scheduled/{id}/run`,
        summary: "Run now: generate the report and e-mail it to its recipients as the schedule would",
        tags,
        successStatus: 202,
        errors: { 403: NOT_YOUR_REPORT, 404: REPORT_NOT_FOUND, 409: `${IN_PROGRESS} Or the report has no recipients.` },
      },
    })
    .input(reportIdInput)
    .output(generatedReportOutput)
    .mutation(({ ctx, input }) => runReportNow(ctx, input.id)),
});
