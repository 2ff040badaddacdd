import { renderEmail } from "@tprm/api";
import { readFile } from "@tprm/api/files";
import { sendEmailJob } from "@tprm/api/jobs";
import { UnrecoverableError } from "bullmq";
import { handle } from "./types.js";

/** Renders the job's template with its data, attaches its stored files and sends it. */
export const sendEmailHandler = handle(sendEmailJob, async (payload, job, deps) => {
  let rendered: ReturnType<typeof renderEmail>;
  try {
    rendered = renderEmail(payload);
  } catch (error) {
    throw new UnrecoverableError((error as Error).message);
  }
  const attachments = [];
  for (const { fileId } of payload.attachments) {
    if (!deps.db) throw new UnrecoverableError("This worker was started without its database (attachments)");
    const file = await readFile(deps.db, fileId);
    // A file deleted since (retention) is not sent as something else: the message fails for good.
    if (!file) throw new UnrecoverableError(`The attached file ${fileId} no longer exists`);
    attachments.push({ filename: file.info.filename, content: file.data, contentType: file.info.contentType });
  }
  const result = await deps.mailer.send({ to: payload.to, ...rendered, attachments });
  deps.log(`sent ${payload.template} e-mail (job ${job.id}, attempt ${job.attemptsMade + 1})`);
  return result;
});
