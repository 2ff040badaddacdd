// Answers about background tasks (exports, imports): GET /api/tasks/{id} and the 202 that starts one.
import { z } from "zod";
import { idOutput, timestamp } from "./output.js";

export const TASK_STATUSES = ["queued", "running", "completed", "failed"] as const;

/** The answer that starts a task (202): the task to poll with GET /api/tasks/{id}. */
export const queuedTaskOutput = z.object({
  taskId: idOutput.describe("Poll GET /api/tasks/{id} until it is completed or failed"),
  status: z.enum(TASK_STATUSES),
});

export const taskOutput = z.object({
  id: idOutput,
  kind: z.string().describe("vendor-export or vendor-import"),
  status: z.enum(TASK_STATUSES),
  progress: z.number().int().describe("Rows done so far"),
  total: z.number().int().nullable().describe("Rows in all, when known"),
  result: z
    .unknown()
    .describe(
      "Null until the task completes. An export: { rows, format, filename }. An import: { outcome: imported, " +
        "rows, inserted, onboardingTasks, batch, ... } or { outcome: rejected, rows, rejectedRows, problems, ... }",
    ),
  error: z.string().nullable().describe("Why the task failed (or is being retried)"),
  createdAt: timestamp,
  startedAt: timestamp.nullable(),
  finishedAt: timestamp.nullable(),
  outputFile: z
    .object({
      id: idOutput.describe("Download it from GET /api/files/{id}/download"),
      filename: z.string(),
      size: z.number().int().describe("Bytes"),
      contentType: z.string(),
      expiresAt: timestamp.nullable().describe("When the retention rule deletes it; null: never"),
    })
    .nullable()
    .describe("The file the task wrote, while it is kept"),
  outputFileExpired: z
    .object({ message: z.string() })
    .nullable()
    .describe("Set when the task's file has been deleted under its retention rule: what to tell the user"),
});
