// The reports' procedures (issue 17; spec 001 §2.5, 000 §7; docs/REPORTS.md "API"): reports and their counters,
// templates, generation and runs, the Scheduled Reports tab, and the distribution metrics. Access: REPORT_ACCESS
// (permissions/access.ts); a report's creator or an Admin changes it (access-checks.ts). The runs' files are served
// by GET /api/reports/runs/{id}/pdf and /xlsx (apps/server plugins/report-downloads.ts).
import { REPORT_ACCESS } from "../permissions/access.js";
import { deletedOutput } from "../schemas/output.js";
import {
  distributionMetricsOutput,
  generatedReportOutput,
  reportCountersOutput,
  reportIdInput,
  reportListOutput,
  reportOutput,
  reportRunDetailOutput,
  reportRunIdInput,
  reportRunListOutput,
  updateReportInput,
} from "../schemas/report-outputs.js";
import {
  distributionMetricsInput,
  generateReportInput,
  listReportRunsInput,
  listReportsInput,
  reportInput,
} from "../schemas/reports.js";
import { router, signedInProcedure } from "../trpc.js";
import { NOT_YOUR_REPORT } from "./access-checks.js";
import { distributionMetrics } from "./metrics.js";
import { generateReport, getRun, listRuns, RUN_NOT_FOUND } from "./runs.js";
import { IN_PROGRESS, scheduledRouter } from "./schedules-router.js";
import {
  createReport,
  deleteReport,
  getReport,
  listReports,
  REPORT_NOT_FOUND,
  reportCounters,
  updateReport,
} from "./service.js";
import { templatesRouter } from "./templates-router.js";

const tags = ["Reports"];
const BASE = "/api/reports";

export const reportsRouter = router({
  list: signedInProcedure
    .meta({
      access: REPORT_ACCESS.view,
      rest: {
        method: "GET",
        path: BASE,
        summary:
          "List reports (paged, sorted; searched by name, type or any recipient, case-insensitive) with their computed status, next due and latest run",
        tags,
      },
    })
    .input(listReportsInput)
    .output(reportListOutput)
    .query(({ ctx, input }) => listReports(ctx, input)),

  counters: signedInProcedure
    .meta({
      access: REPORT_ACCESS.view,
      rest: {
        method: "GET",
        path: `${BASE}/counters`,
        summary:
          "The hero's counters: Total Reports and Scheduled, and the scheduled ones paused, the reports whose last run failed",
        tags,
      },
    })
    .output(reportCountersOutput)
    .query(({ ctx }) => reportCounters(ctx)),

  distributionMetrics: signedInProcedure
    .meta({
      access: REPORT_ACCESS.view,
      rest: {
        method: "GET",
        path: `${BASE}/distribution-metrics`,
        summary:
          "Deliveries of the last 30 or 90 days (sent, failed, bounced, pending) in all, per report and per recipient group, and the latest failures",
        tags,
      },
    })
    .input(distributionMetricsInput)
    .output(distributionMetricsOutput)
    .query(({ ctx, input }) => distributionMetrics(ctx, input)),

  templates: templatesRouter,
  scheduled: scheduledRouter,

  generate: signedInProcedure
    .meta({
      access: REPORT_ACCESS.create,
      rest: {
        method: "POST",
        path: `${BASE}/generate`,
        summary:
          "Generate a report (or a template alone) now: the worker makes its PDF and XLSX; poll the task, then open the run. Nobody is e-mailed",
        tags,
        successStatus: 202,
        errors: { 404: `${REPORT_NOT_FOUND} Or no such template.`, 409: IN_PROGRESS },
      },
    })
    .input(generateReportInput)
    .output(generatedReportOutput)
    .mutation(({ ctx, input }) => generateReport(ctx, input)),

  run: signedInProcedure
    .meta({
      access: REPORT_ACCESS.view,
      rest: {
        method: "GET",
        path: `${BASE}/runs/{id}`,
        summary: "One run: who, when, parameters, its files (while kept) and its deliveries per recipient",
        tags,
        errors: { 404: RUN_NOT_FOUND },
      },
    })
    .input(reportRunIdInput)
    .output(reportRunDetailOutput)
    .query(({ ctx, input }) => getRun(ctx, input.id)),

  runs: signedInProcedure
    .meta({
      access: REPORT_ACCESS.view,
      rest: {
        method: "GET",
        path: `${BASE}/{reportId}/runs`,
        summary: "A report's runs, newest first: who, when, with which parameters, file sizes, deliveries",
        tags,
        errors: { 404: REPORT_NOT_FOUND },
      },
    })
    .input(listReportRunsInput)
    .output(reportRunListOutput)
    .query(({ ctx, input }) => listRuns(ctx, input)),

  get: signedInProcedure
    .meta({
      access: REPORT_ACCESS.view,
      rest: {
        method: "GET",
        path: `${BASE}/{id}`,
        summary: "A report with its computed status, next due, schedule and latest run",
        tags,
        errors: { 404: REPORT_NOT_FOUND },
      },
    })
    .input(reportIdInput)
    .output(reportOutput)
    .query(({ ctx, input }) => getReport(ctx, input.id)),

  create: signedInProcedure
    .meta({
      access: REPORT_ACCESS.create,
      rest: {
        method: "POST",
        path: BASE,
        summary:
          "Create New Report: name, type, frequency, recipient groups and external addresses (in the allowed domains), description; a frequency other than Ad-hoc schedules it",
        tags,
        successStatus: 201,
        errors: { 400: "A template of another type or archived; an external address outside the allowed domains." },
      },
    })
    .input(reportInput)
    .output(reportOutput)
    .mutation(({ ctx, input }) => createReport(ctx, input)),

  update: signedInProcedure
    .meta({
      access: REPORT_ACCESS.create,
      rest: {
        method: "PUT",
        path: `${BASE}/{id}`,
        summary: "Edit Report (its creator or an Admin): the same body as create; a new frequency re-schedules it",
        tags,
        errors: {
          400: "A template of another type or archived; a new external address outside the allowed domains.",
          403: NOT_YOUR_REPORT,
          404: REPORT_NOT_FOUND,
        },
      },
    })
    .input(updateReportInput)
    .output(reportOutput)
    .mutation(({ ctx, input }) => updateReport(ctx, input)),

  delete: signedInProcedure
    .meta({
      access: REPORT_ACCESS.create,
      rest: {
        method: "DELETE",
        path: `${BASE}/{id}`,
        summary:
          "Delete a report (its creator or an Admin): it leaves the lists and its schedule; its runs and deliveries stay",
        tags,
        errors: { 403: NOT_YOUR_REPORT, 404: REPORT_NOT_FOUND },
      },
    })
    .input(reportIdInput)
    .output(deletedOutput)
    .mutation(({ ctx, input }) => deleteReport(ctx, input.id)),
});
