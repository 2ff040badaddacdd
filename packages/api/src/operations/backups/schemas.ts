import { z } from "zod";
import { maintenanceState, restoreStatus } from "./maintenance.js";

const keep = (what: string) =>
  z.coerce
    .number({ error: `${what} must be a whole number` })
    .int(`${what} must be a whole number`)
    .min(0, `${what} must be 0 or more`)
    .max(365, `${what} must be at most 365`);

// Browser-safe (the web app's forms use them): zod only, no Node modules.

/** tprm-backup-20261129-020000-1a2b3c4d: the name an Admin types to confirm a restore. */
export const BACKUP_ID = /^tprm-backup-\d{8}-\d{6}-[0-9a-f]{8}$/;
export const backupIdSchema = z.string().regex(BACKUP_ID, "No backup with this name.");
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

export const backupSettingsInput = z.object({
  enabled: z.boolean(),
  timeOfDay: z.string().regex(TIME_OF_DAY, "Enter a time of day as HH:MM (24-hour)"),
  keepLast: keep("Keep last").min(1, "Keep at least the last backup"),
  keepDaily: keep("Daily backups kept"),
  keepWeekly: keep("Weekly backups kept"),
});
export type BackupSettingsInput = z.infer<typeof backupSettingsInput>;

export const backupSummary = z.object({
  id: z.string().describe("The backup's name, e.g. tprm-backup-20261129-020000-1a2b3c4d"),
  createdAt: z.string(),
  createdBy: z.string().nullable().describe("Who ran it; null for a scheduled backup"),
  trigger: z.enum(["manual", "scheduled"]),
  bytes: z.number().int(),
  encrypted: z.boolean(),
  migration: z.string().describe("The schema level (newest applied migration) it was taken at"),
  tables: z.number().int(),
  rows: z.number().int(),
  sha256: z.string(),
});

export const backupOverviewOutput = z.object({
  backups: z.array(backupSummary),
  unreadable: z.array(z.string()).describe("Manifest files in BACKUP_DIR that could not be read"),
  settings: backupSettingsInput,
  timeZone: z.string(),
  encryption: z.boolean().describe("Whether new backups are encrypted (BACKUP_ENCRYPTION_KEY is set)"),
});

export const backupIdInput = z.object({ id: backupIdSchema });
export const restoreInput = z.object({
  backupId: backupIdSchema,
  confirmation: z.string().max(200).describe("The backup's name, typed by the Admin to confirm"),
});
export { maintenanceState, restoreStatus };
