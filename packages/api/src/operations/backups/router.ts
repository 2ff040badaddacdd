// The backup and restore procedures (issue 19 items 1–2), merged into the `operations` router. Admin only. The
// download (streamed) and the restore of an uploaded archive are Fastify routes: apps/server/src/plugins/backup-routes.ts.
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { procedure, signedInProcedure } from "../../trpc.js";
import { backupOverview, deleteBackup, requestBackup, requestRestore, saveBackupSettings } from "./backup-service.js";
import { readMaintenance, readRestoreStatus } from "./maintenance.js";
import {
  backupIdInput,
  backupOverviewOutput,
  backupSettingsInput,
  maintenanceState,
  restoreInput,
  restoreStatus,
} from "./schemas.js";

const tags = ["System"];
const NOT_FOUND = "No backup with this name.";

export const backupProcedures = {
  backups: signedInProcedure
    .meta({
      access: "admin",
      rest: {
        method: "GET",
        path: "/api/system/backups",
        summary:
          "The backups in BACKUP_DIR (newest first), the schedule and retention, and whether backups are encrypted",
        tags,
      },
    })
    .output(backupOverviewOutput)
    .query(({ ctx }) => backupOverview(ctx)),

  runBackup: signedInProcedure
    .meta({
      access: "admin",
      rest: {
        method: "POST",
        path: "/api/system/backup",
        summary: "Take a backup now: the worker writes it; poll GET /api/tasks/{taskId} for its progress",
        tags,
        successStatus: 202,
      },
    })
    .output(z.object({ taskId: z.uuid(), status: z.string() }))
    .mutation(({ ctx }) => requestBackup(ctx)),

  saveBackupSettings: signedInProcedure
    .meta({
      access: "admin",
      rest: {
        method: "PUT",
        path: "/api/system/backup-settings",
        summary: "Set the nightly backup (on or off, local time of day) and how many backups are kept",
        tags,
      },
    })
    .input(backupSettingsInput)
    .output(backupSettingsInput)
    .mutation(({ ctx, input }) => saveBackupSettings(ctx, input)),

  deleteBackup: signedInProcedure
    .meta({
      access: "admin",
      rest: {
        method: "DELETE",
        path: "/api/system/backups/{id}",
        summary: "Delete a backup",
        tags,
        errors: { 404: NOT_FOUND },
      },
    })
    .input(backupIdInput)
    .output(z.object({ id: z.string() }))
    .mutation(({ ctx, input }) => deleteBackup(ctx, input.id)),

  restore: signedInProcedure
    .meta({
      access: "admin",
      rest: {
        method: "POST",
        path: "/api/system/restore",
        summary:
          "Restore a listed backup (typed confirmation: its name). Refused at once for a newer schema; the worker checks the checksums before touching anything, then replaces every table and ends every session",
        tags,
        successStatus: 202,
        errors: {
          400: "The confirmation does not match, or the backup is of a newer schema.",
          404: NOT_FOUND,
          409: "A restore is already under way.",
        },
      },
    })
    .input(restoreInput)
    .output(restoreStatus)
    .mutation(({ ctx, input }) =>
      requestRestore(
        ctx,
        { backupId: input.backupId, uploadFile: null, confirmation: input.confirmation, sourceName: input.backupId },
        randomUUID(),
      ),
    ),

  restoreStatus: signedInProcedure
    .meta({
      access: "admin",
      rest: {
        method: "GET",
        path: "/api/system/restore",
        summary: "The latest restore's status (kept in Redis)",
        tags,
      },
    })
    .output(restoreStatus.nullable())
    .query(({ ctx }) => readRestoreStatus(ctx.redis)),

  maintenance: procedure
    .meta({
      access: "public",
      rest: {
        method: "GET",
        path: "/api/system/maintenance",
        summary: "Whether the platform is in maintenance (a restore under way); answered even then",
        tags,
      },
    })
    .output(maintenanceState)
    .query(({ ctx }) => readMaintenance(ctx.redis)),
};
