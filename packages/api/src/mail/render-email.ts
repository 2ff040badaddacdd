import type { z } from "zod";
import type { sendEmailJob } from "../jobs/send-email.js";
import { EMAIL_TEMPLATES, type RenderedEmail } from "./templates.js";

/** Renders an e-mail job's template with its data (the worker's side). Throws for an unknown template or bad data. */
export function renderEmail(payload: Pick<z.infer<typeof sendEmailJob.schema>, "template" | "data">): RenderedEmail {
  const template = EMAIL_TEMPLATES.get(payload.template);
  if (!template) throw new Error(`Unknown e-mail template "${payload.template}"`);
  return template.render(template.data.parse(payload.data));
}
