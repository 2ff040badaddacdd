// POST /api/risk-assessments/import and GET /api/risk-assessments/import-template/{format} as their routes serve
// them and /api/openapi.json documents them (rest/http-operation.ts).
import { defineHttpOperation } from "../rest/http-operation.js";
import {
  importErrors,
  importUpload,
  maxImportRows,
  maxImportSize,
  templateErrors,
  templateSuccess,
} from "../transfer/http.js";
import { importTemplateFormatParam, startedImportOutput } from "../transfer/public.js";
import { ASSESSMENT_IMPORT_ACCESS } from "./access.js";
import {
  ASSESSMENT_IMPORT_COLUMNS_HELP,
  ASSESSMENT_IMPORT_PATH,
  ASSESSMENT_IMPORT_TEMPLATE_PATH,
  assessmentImportTemplateFilename,
} from "./public.js";

const FORBIDDEN = "Signed in, without the permission to create risk assessments.";
const tags = ["Risk assessments"];

export const assessmentImportOperation = defineHttpOperation({
  method: "POST",
  path: ASSESSMENT_IMPORT_PATH,
  operationId: "riskAssessmentTransfer.import",
  summary:
    "Import risk assessments from a CSV or XLSX file (multipart/form-data); answers 202 with the task to poll (GET /api/tasks/{id})",
  description:
    "The permission is checked before the body is read. The file is stored with its task, then the worker checks " +
    "every row — the vendor by its name (exactly one vendor, capitals aside), the lead assessor and team by the " +
    "e-mails of active users, scores 0–10 (the legacy score columns too), Draft or In Progress only — and imports " +
    "all of them or none: the task's result says what was imported, or lists every problem (row, column, value, " +
    "reason) with a CSV report of them all as its output file (GET /api/files/{id}/download). Each imported " +
    "assessment gets a new reference; its overall score, risk and progress are derived from its domains. " +
    `Columns: ${ASSESSMENT_IMPORT_COLUMNS_HELP}.`,
  tags,
  access: ASSESSMENT_IMPORT_ACCESS,
  upload: importUpload("assessments"),
  success: { status: 202, description: "The file is stored and its import queued", data: startedImportOutput },
  errors: importErrors(FORBIDDEN),
});

export const assessmentImportTemplateOperation = defineHttpOperation({
  method: "GET",
  path: ASSESSMENT_IMPORT_TEMPLATE_PATH,
  operationId: "riskAssessmentTransfer.importTemplate",
  summary:
    "Download the risk assessment import template: the columns an import reads and one example row (CSV or XLSX)",
  description:
    "Built from the same column table the import reads (the export's headers, but Reference), with one example " +
    "row naming a demo vendor and demo users. Replace the example with your assessments and upload it to POST " +
    `${ASSESSMENT_IMPORT_PATH}. Columns: ${ASSESSMENT_IMPORT_COLUMNS_HELP}. Limits: ${maxImportSize} and ${maxImportRows} rows per file.`,
  tags,
  access: ASSESSMENT_IMPORT_ACCESS,
  params: { format: importTemplateFormatParam },
  success: templateSuccess(assessmentImportTemplateFilename),
  errors: templateErrors(FORBIDDEN),
});
