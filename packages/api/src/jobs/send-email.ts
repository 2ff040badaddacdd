import { z } from "zod";
import { defineJob } from "./define-job.js";

export const sendEmailJob = defineJob({
  name: "send-email",
  queue: "email",
  schema: z.object({
    to: z.string().email(),
    subject: z.string().min(1).max(300),
    text: z.string().min(1),
    html: z.string().optional(),
    /** What the message is about, for logs (never the secret it may carry). */
    kind: z.enum(["password-reset", "demo-request", "account-approved", "generic"]).default("generic"),
  }),
});
