import { assessmentImportOperation, assessmentImportTemplateOperation } from "../assessment-transfer/http.js";
import { complianceReportOperation } from "../compliance/http.js";
import { contractImportOperation, contractImportTemplateOperation } from "../contract-transfer/http.js";
import { contractDocumentUploadOperation, contractDocumentVersionOperation } from "../contracts/documents-http.js";
import { contractTemplateUploadOperation, contractTemplateVersionOperation } from "../contracts/templates-http.js";
import { fileDownloadOperation } from "../files/http.js";
import {
  committeeCharterUploadOperation,
  meetingMinutesUploadOperation,
} from "../governance/committees/file-uploads.js";
import { governanceDocumentFileOperation } from "../governance/documents/documents-http.js";
import { policyCharterUploadOperation, policyDocumentUploadOperation } from "../governance/policies/policy-http.js";
import { procedureDocumentUploadOperation } from "../governance/procedures/document-upload.js";
import { backupDownloadOperation, restoreUploadOperation } from "../operations/backups/http.js";
import { metricsOperation } from "../operations/metrics/http.js";
import { validateImportOperation } from "../operations/validate-import/http.js";
import { reportRunPdfOperation, reportRunXlsxOperation } from "../reports/runs-http.js";
import { evidenceUploadOperation } from "../risk-assessments/evidence-http.js";
import { importTemplateOperation, vendorImportOperation } from "../vendor-transfer/http.js";
import type { HttpOperation } from "./http-operation.js";

/** Every REST path served by a plain route (not a procedure); /api/openapi.json documents each of them. */
export const HTTP_OPERATIONS: readonly HttpOperation[] = [
  vendorImportOperation,
  importTemplateOperation,
  assessmentImportOperation,
  assessmentImportTemplateOperation,
  contractImportOperation,
  contractImportTemplateOperation,
  fileDownloadOperation,
  evidenceUploadOperation,
  contractDocumentUploadOperation,
  contractDocumentVersionOperation,
  contractTemplateUploadOperation,
  contractTemplateVersionOperation,
  governanceDocumentFileOperation,
  procedureDocumentUploadOperation,
  committeeCharterUploadOperation,
  meetingMinutesUploadOperation,
  policyDocumentUploadOperation,
  policyCharterUploadOperation,
  reportRunPdfOperation,
  reportRunXlsxOperation,
  complianceReportOperation,
  metricsOperation,
  validateImportOperation,
  backupDownloadOperation,
  restoreUploadOperation,
];
