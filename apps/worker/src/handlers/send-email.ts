import { sendEmailJob } from "@tprm/api/jobs";
import { handle } from "./types.js";

export const sendEmailHandler = handle(sendEmailJob, async (payload, job, deps) => {
  const result = await deps.mailer.send(payload);
  deps.log(`sent ${payload.kind} e-mail (job ${job.id}, attempt ${job.attemptsMade + 1})`);
  return result;
});
