export * from "./assessment-export.js";
export * from "./assessment-import.js";
export * from "./assessment-review-reminders.js";
export * from "./audit.js";
export * from "./audit-export.js";
export * from "./backups.js";
export * from "./contract-export.js";
export * from "./contract-import.js";
export * from "./contract-reminders.js";
export * from "./dashboard-snapshot.js";
export * from "./define-job.js";
export * from "./dora-export.js";
export * from "./export-all.js";
export * from "./file-retention.js";
export * from "./heartbeat.js";
export * from "./invoice-overdue.js";
export * from "./job-client.js";
export * from "./notifications.js";
export * from "./outbox-drain.js";
export * from "./policy-export.js";
export * from "./policy-review-reminders.js";
export * from "./reports.js";
export * from "./schedule-dispatch.js";
export * from "./send-email.js";
export * from "./vendor-export.js";
export * from "./vendor-import.js";
export * from "./webhooks.js";
export * from "./workflow-deferral-reminders.js";

import { assessmentExportJob } from "./assessment-export.js";
import { assessmentImportJob } from "./assessment-import.js";
import { assessmentReviewRemindersJob } from "./assessment-review-reminders.js";
import { auditCheckpointJob, auditSealJob } from "./audit.js";
import { auditExportJob } from "./audit-export.js";
import { backupRestoreJob, backupRunJob, backupScheduleCheckJob } from "./backups.js";
import { contractExportJob } from "./contract-export.js";
import { contractImportJob } from "./contract-import.js";
import { contractRemindersJob } from "./contract-reminders.js";
import { dashboardSnapshotJob } from "./dashboard-snapshot.js";
import { doraExportJob, ebaExportJob } from "./dora-export.js";
import { exportAllJob } from "./export-all.js";
import { fileRetentionJob } from "./file-retention.js";
import { invoiceOverdueJob } from "./invoice-overdue.js";
import { notificationDeliverJob, notificationDigestJob } from "./notifications.js";
import { outboxDrainJob } from "./outbox-drain.js";
import { policyExportJob } from "./policy-export.js";
import { policyReviewRemindersJob } from "./policy-review-reminders.js";
import { reportDeliveryJob, reportGenerateJob, reportScheduleJob } from "./reports.js";
import { scheduleDispatchJob } from "./schedule-dispatch.js";
import { sendEmailJob } from "./send-email.js";
import { vendorExportJob } from "./vendor-export.js";
import { vendorImportJob } from "./vendor-import.js";
import { webhookDeliverJob, webhookFanoutJob, webhookSweepJob } from "./webhooks.js";
import { workflowDeferralRemindersJob } from "./workflow-deferral-reminders.js";

/** Every job the worker must handle. A job missing here has no consumer. */
export const ALL_JOBS = [
  backupRunJob,
  backupScheduleCheckJob,
  backupRestoreJob,
  sendEmailJob,
  vendorExportJob,
  auditExportJob,
  vendorImportJob,
  fileRetentionJob,
  auditSealJob,
  auditCheckpointJob,
  outboxDrainJob,
  scheduleDispatchJob,
  notificationDeliverJob,
  notificationDigestJob,
  invoiceOverdueJob,
  assessmentExportJob,
  assessmentImportJob,
  assessmentReviewRemindersJob,
  contractExportJob,
  contractImportJob,
  contractRemindersJob,
  policyExportJob,
  policyReviewRemindersJob,
  workflowDeferralRemindersJob,
  reportGenerateJob,
  reportScheduleJob,
  reportDeliveryJob,
  webhookFanoutJob,
  webhookDeliverJob,
  webhookSweepJob,
  dashboardSnapshotJob,
  exportAllJob,
  ebaExportJob,
  doraExportJob,
] as const;
