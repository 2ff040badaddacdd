// reports.templates: the Report Templates tab (GET/POST /api/reports/templates, PUT /api/reports/templates/{id},
// POST /api/reports/templates/{id}/archive). Services: templates.ts.
import { REPORT_ACCESS } from "../permissions/access.js";
import {
  listReportTemplatesInput,
  reportTemplateIdInput,
  reportTemplateListOutput,
  reportTemplateOutput,
  updateReportTemplateInput,
} from "../schemas/report-outputs.js";
import { reportTemplateInput } from "../schemas/reports.js";
import { router, signedInProcedure } from "../trpc.js";
import { NOT_YOUR_TEMPLATE } from "./access-checks.js";
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

export const templatesRouter = router({
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
