import { randomUUID } from "node:crypto";
import { recordChange } from "../audit/record-change.js";
import type { Context } from "../context.js";
import { emailPayload, sendEmailJob } from "../jobs/send-email.js";
import { tooManyRequests } from "../lib/errors.js";
import { secondsLeftInWindow, underRateLimit } from "../lib/rate-limit.js";
import { demoRequestEmail } from "../mail/templates.js";
import { outboxEvent } from "../outbox/events.js";
import type { DemoRequest } from "../schemas/demo-request.js";

/**
 * Stores the request and mails the sales team through the worker. A filled honeypot gets the same answer as a
 * real request, but nothing is stored or sent, so a bot learns nothing.
 */
export async function submitDemoRequest(ctx: Context, input: DemoRequest) {
  const ip = ctx.ipAddress ?? "unknown";
  if (!(await underRateLimit(ctx.redis, `demo:${ip}`, ctx.env.PUBLIC_FORM_RATE_LIMIT_PER_HOUR, 3600))) {
    throw tooManyRequests(
      "Too many requests from your address. Please try again in an hour, or write to us directly.",
      secondsLeftInWindow(3600),
    );
  }
  if (input.website) return { id: randomUUID() };
  const request = await ctx.db.$transaction(async (tx) => {
    const created = await tx.demoRequest.create({
      data: {
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email.toLowerCase(),
        company: input.company,
        title: input.title,
        phone: input.phone || null,
        message: input.message || null,
        budget: input.budget || null,
        timeline: input.timeline || null,
        employees: input.employees || null,
        ipAddress: ctx.ipAddress,
      },
    });
    await recordChange(tx, ctx, {
      actorId: null,
      action: "CREATE",
      entityType: "DemoRequest",
      entityId: created.id,
      after: created,
      // Mailed to the sales team by the worker once this commits.
      event: outboxEvent(
        sendEmailJob,
        emailPayload(demoRequestEmail, ctx.env.SALES_EMAIL, {
          requestId: created.id,
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          company: input.company,
          title: input.title,
          phone: input.phone || null,
          employees: input.employees || null,
          budget: input.budget || null,
          timeline: input.timeline || null,
          message: input.message || null,
        }),
      ),
    });
    return created;
  });
  return { id: request.id };
}
