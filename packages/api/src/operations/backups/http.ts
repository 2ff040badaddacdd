// GET /api/system/backups/{id}/download and POST /api/system/restore/upload as their routes serve them
// (apps/server/src/plugins/backup-routes.ts) and /api/openapi.json documents them.
import { z } from "zod";
import { defineHttpOperation } from "../../rest/http-operation.js";
import { backupIdSchema } from "./archive-format.js";
import { restoreStatus } from "./maintenance.js";

/** Largest backup archive an Admin may upload to restore. */
export const MAX_BACKUP_UPLOAD_BYTES = 20 * 1024 ** 3;
export const BACKUP_UPLOAD_FIELD = "file";

export const backupDownloadOperation = defineHttpOperation({
  method: "GET",
  path: "/api/system/backups/{id}/download",
  operationId: "operations.downloadBackup",
  summary: "Download a backup's archive (streamed)",
  description:
    "Streams the archive as it lies in BACKUP_DIR: a tar (application/x-tar) of manifest.json and one gzipped " +
    "COPY file per table, or that tar encrypted with AES-256-GCM (application/octet-stream, .tar.enc) when " +
    "BACKUP_ENCRYPTION_KEY was set. Its SHA-256 is in the list's `sha256` and in the ETag.",
  tags: ["System"],
  access: "admin",
  params: { id: backupIdSchema.describe("The backup's name") },
  success: {
    status: 200,
    description: "The archive's bytes (application/x-tar, or application/octet-stream when encrypted)",
    file: {
      kinds: [],
      contentTypes: ["application/x-tar", "application/octet-stream"],
      headers: {
        "Content-Disposition": 'attachment; filename="<name>.tar" or "<name>.tar.enc"',
        "Content-Length": "The archive's size in bytes",
        ETag: "The archive's SHA-256, in quotes",
      },
    },
  },
  errors: { 401: "Not signed in.", 403: "Signed in, not as an Admin.", 404: "No backup with this name." },
});

export const restoreUploadOperation = defineHttpOperation({
  method: "POST",
  path: "/api/system/restore/upload",
  operationId: "operations.restoreUpload",
  summary: "Restore an uploaded backup archive (multipart/form-data: confirmation, then file)",
  description:
    "The archive (a .tar or .tar.enc this platform wrote) is saved in BACKUP_DIR/uploads and the worker restores " +
    "it like a listed backup: its manifest, its parts' checksums (and for an encrypted one its GCM tag) and its " +
    "schema level are checked before anything is touched; a refusal shows in GET /api/system/restore. The " +
    "`confirmation` field must be the file's name exactly.",
  tags: ["System"],
  access: "admin",
  upload: {
    field: BACKUP_UPLOAD_FIELD,
    fields: { confirmation: z.string().max(300).describe("The uploaded file's name, typed to confirm") },
    accept: [],
    maxBytes: MAX_BACKUP_UPLOAD_BYTES,
    description: "A backup archive (.tar, or .tar.enc when encrypted) written by this platform",
    limits: { files: 1, fields: 1, parts: 2, headerPairs: 100 },
  },
  success: { status: 202, description: "The restore, queued", data: restoreStatus },
  errors: {
    400: "The confirmation does not match the file's name, or no file was sent.",
    401: "Not signed in.",
    403: "Signed in, not as an Admin.",
    409: "A restore is already under way.",
    413: "The file is larger than the limit.",
    415: "The body is not multipart/form-data.",
  },
});
