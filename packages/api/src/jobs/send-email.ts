import { z } from "zod";
import { EMAIL_TEMPLATES, type EmailTemplate } from "../mail/templates.js";
import { defineJob } from "./define-job.js";

/**
 * One e-mail: the template to render (mail/templates.ts), its data, and stored files to attach. The worker renders
 * it; the payload never carries rendered text, so the wording lives in one place and a queued message is small.
 */
export const sendEmailJob = defineJob({
  name: "send-email",
  queue: "email",
  schema: z
    .object({
      to: z.union([z.email(), z.array(z.email()).min(1).max(50)]),
      template: z.string().refine((id) => EMAIL_TEMPLATES.has(id), "Unknown e-mail template"),
      data: z.record(z.string(), z.unknown()).default({}),
      /** Stored files (StoredFile ids) attached as they are. */
      attachments: z
        .array(z.object({ fileId: z.uuid() }))
        .max(10)
        .default([]),
    })
    .superRefine((mail, issue) => {
      const template = EMAIL_TEMPLATES.get(mail.template);
      const parsed = template?.data.safeParse(mail.data);
      if (parsed && !parsed.success) {
        for (const i of parsed.error.issues) issue.addIssue({ ...i, path: ["data", ...i.path] } as never);
      }
    }),
  // A sent message leaves Redis within minutes (a reset link, a requester's details are not kept there for days);
  // 5 minutes outlast the outbox drain's transaction (2 minutes), so a drain that dies after enqueueing and
  // dispatches the same event again still finds the job (same id) and adds no second message.
  options: { removeOnComplete: { age: 300 }, removeOnFail: { age: 7 * 24 * 3600 } },
});

/** The e-mail job's payload for a template, its data typed by the template. */
export function emailPayload<TData extends z.ZodType>(
  template: EmailTemplate<string, TData>,
  to: string | string[],
  data: z.input<TData>,
  attachments: { fileId: string }[] = [],
) {
  return { to, template: template.id, data: data as Record<string, unknown>, attachments };
}
