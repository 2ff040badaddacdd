import { z } from "zod";
import { fileRetentionRules } from "../retention.js";
import { taskOutput } from "../schemas/tasks.js";
import { router, signedInProcedure } from "../trpc.js";
import { readTask } from "./task-service.js";

export const taskIdInput = z.object({ id: z.uuid("Unknown task id") });

export const tasksRouter = router({
  /** Progress and result of an export, import or report. The creator or an Admin only (checked in readTask). */
  get: signedInProcedure
    .meta({
      access: "signed-in",
      rest: {
        method: "GET",
        path: "/api/tasks/{id}",
        summary:
          "Status, progress and result of a background task (its creator or an Admin); its output file with the time the retention rule deletes it, or why it is gone",
        tags: ["Tasks"],
        errors: { 404: "No task with this id." },
      },
    })
    .input(taskIdInput)
    .output(taskOutput)
    .query(({ ctx, input }) => readTask(ctx.db, ctx.auth.user, input.id, fileRetentionRules(ctx.env))),
});
