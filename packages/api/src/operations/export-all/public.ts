// What the web may know about the export of everything: the answers' shapes (zod, the same schemas the REST
// routes and /api/openapi.json use). Pure: imported by the web through "@tprm/api/operations/export-all".
import { z } from "zod";
import { timestamp } from "../../schemas/output.js";
import { TASK_STATUSES } from "../../schemas/tasks.js";

export const EXPORT_ALL_PATH = "/api/system/export-all";
export const EXPORT_ALL_LIST_PATH = "/api/system/exports";
export const EXPORT_ALL_FORMAT = "tprm-export-all";
export const EXPORT_ALL_FORMAT_VERSION = 1;

export const exportAllResult = z.object({
  filename: z.string(),
  tables: z.number().int().describe("Tables in the archive"),
  rows: z.number().int().describe("Rows in all tables"),
  files: z.number().int().describe("Stored files in the archive"),
  bytes: z.number().int().describe("Size of the archive"),
  sha256: z.string().describe("SHA-256 of the archive"),
});
export type ExportAllResult = z.infer<typeof exportAllResult>;

export const exportAllListOutput = z.object({
  exports: z.array(
    z.object({
      taskId: z.uuid(),
      status: z.enum(TASK_STATUSES),
      progress: z.number().int(),
      total: z.number().int().nullable(),
      error: z.string().nullable(),
      createdAt: timestamp,
      finishedAt: timestamp.nullable(),
      createdBy: z.string().nullable().describe("Name (or e-mail) of the Admin who started it"),
      result: exportAllResult.nullable(),
      file: z
        .object({ id: z.uuid().describe("GET /api/files/{id}/download"), size: z.number().int() })
        .nullable()
        .describe("The archive while it is kept"),
      expired: z.boolean().describe("The archive was deleted under its retention rule"),
    }),
  ),
});
export type ExportAllList = z.infer<typeof exportAllListOutput>;
