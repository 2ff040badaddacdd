// What the worker's handlers and the server's routes use (apps/worker/src/handlers/backup.ts, restore.ts; apps/server/src/plugins/backup-routes.ts).

export { archiveName, listBackups, readBackup } from "./archive-format.js";
export { applyRetention, type BackupEnv, runBackup } from "./backup-run.js";
export { readBackupSettings, requestRestore } from "./backup-service.js";
export {
  BACKUP_UPLOAD_FIELD,
  backupDownloadOperation,
  MAX_BACKUP_UPLOAD_BYTES,
  restoreUploadOperation,
} from "./http.js";
export { MAINTENANCE_MESSAGE, readMaintenance, underMaintenance } from "./maintenance.js";
export { runRestore, UPLOADS_DIR } from "./restore-run.js";
export { scheduledBackupDate } from "./schedule-rule.js";
