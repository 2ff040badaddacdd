// GET /api/system/health: what a monitor reads. Worker ids and error texts only for a signed-in Admin.
import { z } from "zod";
import { timestampText } from "./output.js";

const checkOutput = z.object({
  status: z.enum(["up", "down"]),
  latencyMs: z.number().int(),
  error: z.string().optional().describe("Why it is down (Admin only)"),
});

export const healthOutput = z.object({
  status: z.enum(["ok", "degraded"]).describe("ok when the database, Redis and at least one worker are up"),
  time: timestampText,
  database: checkOutput,
  redis: checkOutput,
  worker: z.object({
    status: z.enum(["up", "down"]),
    count: z.number().int().describe("Workers that sent a heartbeat within the last seconds"),
    workers: z.array(
      z.object({
        id: z.string().optional().describe("Host name and process id (Admin only)"),
        lastBeatAt: timestampText,
      }),
    ),
  }),
});
