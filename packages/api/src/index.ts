export { takeCheckpoint } from "./audit/checkpoint.js";
export { AUDIT_EXPORT_FILE_PURPOSE, runAuditExport } from "./audit/export-service.js";
export { auditMacKey, auditSigningKey, configureAuditKeys } from "./audit/keys.js";
export { type Change, type ChangeContext, recordChange, recordChanges, SYSTEM } from "./audit/record-change.js";
export { sealAuditRows } from "./audit/seal.js";
export { type VerifyReport, verifyAuditChain } from "./audit/verify.js";
export { SESSION_COOKIE } from "./auth/constants.js";
export { requestPasswordReset } from "./auth/password-reset.js";
export { validateToken } from "./auth/sessions.js";
export { complianceReportOperation } from "./compliance/http.js";
export { downloadComplianceReport } from "./compliance/report.js";
export type { Caller, Context, Services } from "./context.js";
export {
  contractDocumentIdParam,
  contractDocumentUploadOperation,
  contractDocumentVersionOperation,
  contractIdParam,
} from "./contracts/documents-http.js";
export {
  checkDocumentContract,
  checkDocumentTarget,
  type DocumentUpload,
  uploadContractDocument,
  uploadContractDocumentVersion,
} from "./contracts/documents-service.js";
export { type ContractJobRun, runContractReminders } from "./contracts/reminders.js";
export {
  contractTemplateIdParam,
  contractTemplateUploadOperation,
  contractTemplateVersionOperation,
} from "./contracts/templates-http.js";
export {
  checkTemplateTarget,
  type TemplateUpload,
  uploadContractTemplate,
  uploadContractTemplateVersion,
} from "./contracts/templates-service.js";
export { FEED_PATH_PREFIX, feedDocument } from "./dashboard/calendar/feed.js";
export { parseIcs } from "./dashboard/calendar/ical-parse.js";
export { forgetDashboardFigures } from "./dashboard/figure-cache.js";
export { storeDailySnapshot } from "./dashboard/snapshot.js";
export { type Env, loadEnv } from "./env.js";
export { acknowledgementCountsOf } from "./governance/acknowledgements/counts.js";
export { onMajorVersion } from "./governance/acknowledgements/request.js";
export {
  checkCommitteeTarget,
  committeeCharterUploadOperation,
  committeeIdParam,
  meetingIdParam,
  meetingMinutesUploadOperation,
  uploadCommitteeCharter,
  uploadMeetingMinutes,
} from "./governance/committees/file-uploads.js";
export { governanceDocumentFileOperation, governanceDocumentIdParam } from "./governance/documents/documents-http.js";
export { checkDocumentForFile, uploadGovernanceDocumentFile } from "./governance/documents/documents-write.js";
export { runPolicyExport } from "./governance/policies/policy-export.js";
export {
  POLICY_CHARTER_PATH,
  POLICY_DOCUMENT_PATH,
  policyCharterUploadOperation,
  policyDocumentUploadOperation,
  policyIdParam,
} from "./governance/policies/policy-http.js";
export {
  checkPolicyUploadTarget,
  type PolicyFileUpload,
  uploadPolicyFile,
} from "./governance/policies/policy-uploads.js";
export {
  checkProcedureTarget,
  procedureDocumentUploadOperation,
  procedureIdParam,
  uploadProcedureDocument,
} from "./governance/procedures/document-upload.js";
export { type PolicyReviewRun, runPolicyReviewReminders } from "./governance/review-reminders/review-reminders.js";
export { notifyOverdueInvoices } from "./invoices/overdue-notifications.js";
export { JobClient } from "./jobs/job-client.js";
export { emailPayload } from "./jobs/send-email.js";
export { invalidField, retryAfterOf, SERVER_ERROR_MESSAGE } from "./lib/errors.js";
export { findUnstorableText, textProblem } from "./lib/storable-text.js";
export { renderEmail } from "./mail/render-email.js";
export {
  defineEmailTemplate,
  demoRequestEmail,
  EMAIL_TEMPLATES,
  type EmailTemplate,
  passwordResetEmail,
  type RenderedEmail,
} from "./mail/templates.js";
export * from "./notifications/index.js";
export * from "./operations/database-stats/index.js";
export * from "./operations/metrics/index.js";
export * from "./outbox/index.js";
export { type DoraExportResult, runDoraExport } from "./register/dora-export.js";
export { runEbaExport } from "./register/eba-export.js";
export {
  type DeliveryOutcome,
  deliverReport,
  failDelivery,
  isRecipientRefusal,
  recordDeliveries,
} from "./reports/delivery.js";
export {
  createReportRun,
  createReportRunIn,
  failReportRun,
  type ReportRunParameters,
  type ReportRunResult,
  runReportGeneration,
} from "./reports/generate.js";
export { resolveRecipients } from "./reports/recipients.js";
export { runFileOf } from "./reports/runs.js";
export {
  REPORT_FILE_EXPIRED,
  REPORT_FILE_NOT_READY,
  reportDispositionQuery,
  reportRunIdParam,
  reportRunPdfOperation,
  reportRunXlsxOperation,
} from "./reports/runs-http.js";
export {
  defineHttpOperation,
  type ErrorStatus,
  type ErrorStatusOf,
  type FileUpload,
  fastifyPath,
  type HttpOperation,
} from "./rest/http-operation.js";
export { HTTP_OPERATIONS } from "./rest/http-operations.js";
export { buildOpenApiDocument } from "./rest/openapi.js";
export { buildRestRoutes, type RestRoute } from "./rest/routes.js";
export { fileRetentionRules, type RetentionEnv, runFileRetention } from "./retention.js";
export { evidenceAssessmentIdParam, evidenceUploadOperation } from "./risk-assessments/evidence-http.js";
export { checkEvidenceTarget, uploadEvidence } from "./risk-assessments/evidence-service.js";
export { notifyAssessmentReviewsDue, type ReviewReminderRun } from "./risk-assessments/review-reminders.js";
export { type AppRouter, appRouter } from "./router.js";
export * from "./schedules/index.js";
export { owesTwoFactorEnrolment } from "./settings/public.js";
export { type Access, createCallerFactory, type Meta, type RestMeta } from "./trpc.js";
export { attemptDelivery, fanOutWebhookEvent, sweepOverdueDeliveries } from "./webhooks/deliver.js";
export { sendWebhook, webhookSignature } from "./webhooks/send.js";
export { isPrivateAddress } from "./webhooks/url-guard.js";
export { type DeferralReminderRun, runWorkflowDeferralReminders } from "./workflows/deferral-reminders.js";
