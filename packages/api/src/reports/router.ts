// The reports' procedures (issue 17; spec 001 §2.5, 000 §7; docs/REPORTS.md "API"): reports and their counters,
// templates, generation and runs, the Scheduled Reports tab, and the distribution metrics. Access: REPORT_ACCESS
// (permissions/access.ts); a report's creator or an Admin changes it (access-checks.ts). The runs' files are served
// by GET /api/reports/runs/{id}/pdf and /xlsx (apps/server plugins/report-downloads.ts).
import { REPORT_ACCESS } from "../permissions/access.js";
import { deletedOutput } from "../schemas/output.js";
import {
  createReportScheduleInput,
  distributionMetricsOutput,
  generatedReportOutput,
  listReportTemplatesInput,
  reportCountersOutput,
  reportIdInput,
  reportListOutput,
  reportOutput,
  reportRunDetailOutput,
  reportRunIdInput,
  reportRunListOutput,
  reportTemplateIdInput,
  reportTemplateListOutput,
  reportTemplateOutput,
  updateReportInput,
  updateReportTemplateInput,
} from "../schemas/report-outputs.js";
import {
  distributionMetricsInput,
  generateReportInput,
  listReportRunsInput,
  listReportsInput,
  reportInput,
  reportTemplateInput,
  updateReportScheduleInput,
} from "../schemas/reports.js";
import { router, signedInProcedure } from "../trpc.js";
import { NOT_YOUR_REPORT, NOT_YOUR_TEMPLATE } from "./access-checks.js";
import { distributionMetrics } from "./metrics.js";
import { generateReport, getRun, listRuns, RUN_NOT_FOUND } from "./runs.js";
import {
  createReportSchedule,
  deleteReportSchedule,
  NOT_SCHEDULED,
  runReportNow,
  updateReportSchedule,
} from "./schedules.js";
import {
  createReport,
  deleteReport,
  getReport,
  listReports,
  REPORT_NOT_FOUND,
  reportCounters,
  updateReport,
} from "./service.js";
import {
  archiveTemplate,
  createTemplate,
  getTemplate,
  listTemplates,
  TEMPLATE_MESSAGES,
  updateTemplate,
} from "./templates.js";

const tags = ["Reports"];
const BASE = "/api/reports";
const IN_PROGRESS = "The report is being generated; wait for that run to finish.";

const templatesRouter = router({
  list: signedInProcedure
    .meta({
      access: REPORT_ACCESS.view,
      rest: {
        method: "GET",
        path: `${BASE}/templates`,
        summary: "The report templates: the three built-in ones (Regulatory, Executive, Operational) and users' own",
        tags,
      },
    })
    .input(listReportTemplatesInput)
    .output(reportTemplateListOutput)
    .query(({ ctx, input }) => listTemplates(ctx, input)),

  get: signedInProcedure
    .meta({
      access: REPORT_ACCESS.view,
      rest: {
        method: "GET",
        path: `${BASE}/templates/{id}`,
        summary: "A report template: its sections in order and its filters",
        tags,
        errors: { 404: TEMPLATE_MESSAGES.notFound },
      },
    })
    .input(reportTemplateIdInput)
    .output(reportTemplateOutput)
    .query(({ ctx, input }) => getTemplate(ctx, input.id)),

  create: signedInProcedure
    .meta({
      access: REPORT_ACCESS.create,
      rest: {
        method: "POST",
        path: `${BASE}/templates`,
        summary:
          "Create New Template: a name, a type, sections in order and filters (period, risk levels, critical only)",
        tags,
        successStatus: 201,
      },
    })
    .input(reportTemplateInput)
    .output(reportTemplateOutput)
    .mutation(({ ctx, input }) => createTemplate(ctx, input)),

  update: signedInProcedure
    .meta({
      access: REPORT_ACCESS.create,
      rest: {
        method: "PUT",
        path: `${BASE}/templates/{id}`,
        summary: "Change one's own template (its creator or an Admin); the built-in ones are not changed",
        tags,
        errors: {
          400: "A type other than that of the reports using it.",
          403: NOT_YOUR_TEMPLATE,
          404: TEMPLATE_MESSAGES.notFound,
          409: `${TEMPLATE_MESSAGES.builtIn} Or ${TEMPLATE_MESSAGES.archived}`,
        },
      },
    })
    .input(updateReportTemplateInput)
    .output(reportTemplateOutput)
    .mutation(({ ctx, input }) => updateTemplate(ctx, input)),

  archive: signedInProcedure
    .meta({
      access: REPORT_ACCESS.create,
      rest: {
        method: "POST",
        path: `${BASE}/templates/{id}/archive`,
        summary: "Archive one's own template no report uses (its past runs stay)",
        tags,
        errors: {
          403: NOT_YOUR_TEMPLATE,
          404: TEMPLATE_MESSAGES.notFound,
          409: `${TEMPLATE_MESSAGES.builtIn} Or reports still generate it.`,
        },
      },
    })
    .input(reportTemplateIdInput)
    .output(reportTemplateOutput)
    .mutation(({ ctx, input }) => archiveTemplate(ctx, input.id)),
});

const scheduledRouter = router({
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
