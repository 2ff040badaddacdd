// The reports' answers (issue 17; spec 001 §2.5, §3, §7): the list and its counters, a report with what is computed
// for it (status, next due, its schedule, its latest run), templates, runs and their deliveries, the schedules and
// the distribution metrics. Browser-safe: zod only. The inputs are in schemas/reports.ts.
import { z } from "zod";
import {
  REPORT_FREQUENCIES,
  REPORT_RECIPIENT_GROUPS,
  REPORT_SECTION_IDS,
  REPORT_STATUSES,
  REPORT_TYPES,
} from "../reports/rules.js";
import { RISK_LEVELS } from "./fields.js";
import { idOutput, pageOutput, timestamp, userRefOutput } from "./output.js";
import { reportFrequencyField, reportInput, reportTemplateInput } from "./reports.js";

export const REPORT_RUN_STATUSES = ["queued", "running", "completed", "failed"] as const;
export const REPORT_RUN_TRIGGERS = ["manual", "run_now", "scheduled"] as const;
export const REPORT_DELIVERY_STATUSES = ["pending", "sent", "failed", "bounced"] as const;

/** POST /api/reports/scheduled: schedule an existing report (an Ad-hoc one gets a frequency), or re-create its schedule. */
export const createReportScheduleInput = z.object({
  reportId: z.uuid("Unknown report"),
  frequency: reportFrequencyField.refine((f) => f !== "ad_hoc", "Choose a frequency other than Ad-hoc"),
  cron: z.string().trim().min(9).max(100).optional().describe("Five fields, read in the organisation's time zone"),
});

export const reportIdInput = z.object({ id: z.uuid("Unknown report") });
export const reportTemplateIdInput = z.object({ id: z.uuid("Unknown template") });
export const reportRunIdInput = z.object({ id: z.uuid("Unknown run") });
/** PUT /api/reports/{id}: the same body as create (the dialog), with the report's id. */
export const updateReportInput = reportInput.safeExtend({ id: z.uuid("Unknown report") });
/** PUT /api/reports/templates/{id}: the same body as create. Built-in templates are not edited (409). */
export const updateReportTemplateInput = reportTemplateInput.extend({ id: z.uuid("Unknown template") });
export const listReportTemplatesInput = z.object({
  includeArchived: z
    .enum(["true", "false"])
    .transform((v) => v === "true")
    .or(z.boolean())
    .default(false)
    .describe("Archived templates too (they keep their past runs)"),
});

export const reportFiltersOutput = z.object({
  periodDays: z.number().int(),
  riskLevels: z.array(z.enum(RISK_LEVELS)),
  criticalOnly: z.boolean(),
});

const fileOfRun = z
  .object({
    size: z.number().int().describe("Bytes"),
    available: z.boolean().describe("False once the retention rule deleted the file"),
  })
  .nullable()
  .describe("Null until the run completes");

/** A run as lists show it. */
export const reportRunOutput = z.object({
  id: idOutput,
  report: z.object({ id: idOutput, name: z.string() }).nullable().describe("Null for a template generated alone"),
  template: z.object({ id: idOutput, name: z.string() }),
  trigger: z.enum(REPORT_RUN_TRIGGERS),
  status: z.enum(REPORT_RUN_STATUSES),
  parameters: z
    .object({
      title: z.string().nullable(),
      sections: z.array(z.string()),
      filters: reportFiltersOutput.nullable(),
      timeZone: z.string().nullable(),
    })
    .describe("What the run was generated with"),
  requestedBy: userRefOutput.nullable().describe("Null for a scheduled run"),
  taskId: idOutput.nullable().describe("Poll GET /api/tasks/{id} for progress"),
  pdf: fileOfRun.describe("GET /api/reports/runs/{id}/pdf"),
  xlsx: fileOfRun.describe("GET /api/reports/runs/{id}/xlsx"),
  pageCount: z.number().int().nullable(),
  rowCount: z.number().int().nullable(),
  error: z.string().nullable(),
  deliveries: z.object({
    sent: z.number().int(),
    pending: z.number().int(),
    failed: z.number().int(),
    bounced: z.number().int(),
  }),
  createdAt: timestamp,
  startedAt: timestamp.nullable(),
  finishedAt: timestamp.nullable(),
});
export type ReportRunDto = z.output<typeof reportRunOutput>;

export const reportDeliveryOutput = z.object({
  id: idOutput,
  email: z.string(),
  recipientGroup: z.string().nullable().describe("Null for an external address"),
  method: z.enum(["attachment", "link"]),
  status: z.enum(REPORT_DELIVERY_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  sentAt: timestamp.nullable(),
  updatedAt: timestamp,
});

export const reportRunDetailOutput = reportRunOutput.extend({
  deliveryList: z.array(reportDeliveryOutput).describe("One per recipient (runs that deliver: scheduled, Run now)"),
});

export const reportRunListOutput = pageOutput(reportRunOutput);

export const reportScheduleOutput = z.object({
  id: idOutput,
  cron: z.string().describe("Five fields, read in timeZone"),
  timeZone: z.string(),
  paused: z.boolean(),
  nextRunAt: timestamp,
  lastRunAt: timestamp.nullable(),
  lastError: z.string().nullable().describe("Why the schedule could not enqueue its last run (it is then paused)"),
});

/** A report with what is computed for it (001 §3: never taken from the client). */
export const reportOutput = z.object({
  id: idOutput,
  name: z.string(),
  type: z.enum(REPORT_TYPES),
  frequency: z.enum(REPORT_FREQUENCIES),
  recipientGroups: z.array(z.string()),
  externalRecipients: z.array(z.string()),
  description: z.string(),
  format: z.literal("PDF").describe("Every run makes a PDF and an XLSX of the same data"),
  template: z.object({ id: idOutput, name: z.string(), builtIn: z.boolean() }),
  status: z.enum(REPORT_STATUSES),
  lastGeneratedAt: timestamp.nullable().describe("When the last completed run finished"),
  nextDue: timestamp.nullable().describe("The schedule's next run; null for Ad-hoc or while paused"),
  schedule: reportScheduleOutput.nullable().describe("Null for Ad-hoc"),
  latestRun: reportRunOutput.nullable(),
  createdBy: userRefOutput.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
  can: z
    .object({
      edit: z.boolean().describe("Edit, reschedule, pause, resume, run now (its creator or an Admin)"),
      delete: z.boolean(),
      generate: z.boolean(),
    })
    .describe("What the caller may do on it"),
});
export type ReportDto = z.output<typeof reportOutput>;

export const reportListOutput = pageOutput(reportOutput);

export const reportCountersOutput = z.object({
  total: z.number().int().describe("Total Reports (not deleted)"),
  scheduled: z.number().int().describe("Scheduled: a frequency other than Ad-hoc"),
  paused: z.number().int().describe("Scheduled reports whose schedule is paused"),
  failed: z.number().int().describe("Reports whose last run failed"),
});

export const reportTemplateOutput = z.object({
  id: idOutput,
  key: z.string().nullable().describe("regulatory, executive or operational for the built-in templates"),
  name: z.string(),
  description: z.string(),
  type: z.enum(REPORT_TYPES),
  sections: z.array(z.enum(REPORT_SECTION_IDS)),
  filters: reportFiltersOutput,
  builtIn: z.boolean(),
  archivedAt: timestamp.nullable(),
  reportCount: z.number().int().describe("Reports (not deleted) that generate it"),
  createdBy: userRefOutput.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
  can: z.object({ edit: z.boolean(), archive: z.boolean() }),
});
export type ReportTemplateDto = z.output<typeof reportTemplateOutput>;

export const reportTemplateListOutput = z.object({ items: z.array(reportTemplateOutput) });

/** The 202 that starts a generation: poll the task, then open the run. */
export const generatedReportOutput = z.object({
  runId: idOutput.describe("GET /api/reports/runs/{id}"),
  taskId: idOutput.describe("Poll GET /api/tasks/{id} until it is completed or failed"),
  status: z.enum(REPORT_RUN_STATUSES),
});

const deliveryCounts = {
  sent: z.number().int(),
  failed: z.number().int(),
  bounced: z.number().int(),
  pending: z.number().int(),
};

export const distributionMetricsOutput = z.object({
  days: z.number().int(),
  since: timestamp,
  totals: z.object(deliveryCounts),
  byReport: z.array(z.object({ reportId: idOutput.nullable(), name: z.string(), ...deliveryCounts })),
  byGroup: z.array(
    z.object({
      group: z.enum([...REPORT_RECIPIENT_GROUPS, "External"]).describe("External: addresses outside the directory"),
      ...deliveryCounts,
    }),
  ),
  failures: z
    .array(reportDeliveryOutput.extend({ runId: idOutput, reportName: z.string().nullable() }))
    .describe("The latest failed or bounced deliveries (at most 50), newest first"),
});
