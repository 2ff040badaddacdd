import { ALL_JOBS } from "@tprm/api/jobs";
import { assessmentExportHandler } from "./assessment-export.js";
import { assessmentImportHandler } from "./assessment-import.js";
import { assessmentReviewRemindersHandler } from "./assessment-review-reminders.js";
import { auditCheckpointHandler, auditSealHandler } from "./audit.js";
import { auditExportHandler } from "./audit-export.js";
import { backupRunHandler, backupScheduleCheckHandler } from "./backup.js";
import { contractExportHandler } from "./contract-export.js";
import { contractImportHandler } from "./contract-import.js";
import { contractRemindersHandler } from "./contract-reminders.js";
import { dashboardSnapshotHandler } from "./dashboard-snapshot.js";
import { doraExportHandler, ebaExportHandler } from "./dora-export.js";
import { exportAllHandler } from "./export-all.js";
import { fileRetentionHandler } from "./file-retention.js";
import { invoiceOverdueHandler } from "./invoice-overdue.js";
import { notificationDeliverHandler, notificationDigestHandler } from "./notifications.js";
import { outboxDrainHandler } from "./outbox-drain.js";
import { policyExportHandler } from "./policy-export.js";
import { policyReviewRemindersHandler } from "./policy-review-reminders.js";
import { reportDeliveryHandler } from "./report-delivery.js";
import { reportGenerateHandler } from "./report-generate.js";
import { reportScheduleHandler } from "./report-schedule.js";
import { backupRestoreHandler } from "./restore.js";
import { scheduleDispatchHandler } from "./schedule-dispatch.js";
import { sendEmailHandler } from "./send-email.js";
import type { JobHandler } from "./types.js";
import { vendorExportHandler } from "./vendor-export.js";
import { vendorImportHandler } from "./vendor-import.js";
import { webhookDeliverHandler, webhookFanoutHandler, webhookSweepHandler } from "./webhook-deliver.js";
import { workflowDeferralRemindersHandler } from "./workflow-deferral-reminders.js";

export const HANDLERS: JobHandler[] = [
  backupRunHandler as unknown as JobHandler,
  backupScheduleCheckHandler as unknown as JobHandler,
  backupRestoreHandler as unknown as JobHandler,
  sendEmailHandler as unknown as JobHandler,
  exportAllHandler as unknown as JobHandler,
  vendorExportHandler as unknown as JobHandler,
  auditExportHandler as unknown as JobHandler,
  vendorImportHandler as unknown as JobHandler,
  fileRetentionHandler as unknown as JobHandler,
  auditSealHandler as unknown as JobHandler,
  auditCheckpointHandler as unknown as JobHandler,
  outboxDrainHandler as unknown as JobHandler,
  scheduleDispatchHandler as unknown as JobHandler,
  notificationDeliverHandler as unknown as JobHandler,
  notificationDigestHandler as unknown as JobHandler,
  invoiceOverdueHandler as unknown as JobHandler,
  assessmentExportHandler as unknown as JobHandler,
  assessmentImportHandler as unknown as JobHandler,
  assessmentReviewRemindersHandler as unknown as JobHandler,
  contractExportHandler as unknown as JobHandler,
  contractImportHandler as unknown as JobHandler,
  contractRemindersHandler as unknown as JobHandler,
  policyReviewRemindersHandler as unknown as JobHandler,
  policyExportHandler as unknown as JobHandler,
  workflowDeferralRemindersHandler as unknown as JobHandler,
  reportGenerateHandler as unknown as JobHandler,
  reportScheduleHandler as unknown as JobHandler,
  reportDeliveryHandler as unknown as JobHandler,
  webhookFanoutHandler as unknown as JobHandler,
  webhookDeliverHandler as unknown as JobHandler,
  webhookSweepHandler as unknown as JobHandler,
  dashboardSnapshotHandler as unknown as JobHandler,
  ebaExportHandler as unknown as JobHandler,
  doraExportHandler as unknown as JobHandler,
];

// Fail at start-up, not at run time, when a job contract has no handler.
for (const job of ALL_JOBS) {
  if (!HANDLERS.some((h) => h.job.name === job.name)) throw new Error(`No worker handler for job "${job.name}"`);
}
