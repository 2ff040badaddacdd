import { randomUUID } from "node:crypto";
import { writeAudit } from "../audit/write-audit.js";
import type { Context } from "../context.js";
import { sendEmailJob } from "../jobs/send-email.js";
import { tooManyRequests } from "../lib/errors.js";
import { secondsLeftInWindow, underRateLimit } from "../lib/rate-limit.js";
import { BUDGET_OPTIONS, COMPANY_SIZE_OPTIONS, type DemoRequest, TIMELINE_OPTIONS } from "../schemas/demo-request.js";

const label = (options: readonly { value: string; label: string }[], value?: string) =>
  options.find((o) => o.value === value)?.label ?? "—";

function salesEmailText(id: string, r: DemoRequest) {
  return [
    `A new enterprise demo request arrived from the website (reference ${id}).`,
    "",
    `Name:          ${r.firstName} ${r.lastName}`,
    `Business email: ${r.email}`,
    `Company:       ${r.company}`,
    `Job title:     ${r.title}`,
    `Phone:         ${r.phone || "—"}`,
    `Company size:  ${label(COMPANY_SIZE_OPTIONS, r.employees)}`,
    `Budget:        ${label(BUDGET_OPTIONS, r.budget)}`,
    `Timeline:      ${label(TIMELINE_OPTIONS, r.timeline)}`,
    "",
    "Message:",
    r.message || "—",
  ].join("\n");
}

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
    await writeAudit(tx, {
      actorId: null,
      action: "CREATE",
      entityType: "DemoRequest",
      entityId: created.id,
      after: created,
      ipAddress: ctx.ipAddress,
    });
    return created;
  });
  await ctx.jobs.enqueue(sendEmailJob, {
    to: ctx.env.SALES_EMAIL,
    kind: "demo-request",
    subject: `Demo request: ${input.company} (${input.firstName} ${input.lastName})`,
    text: salesEmailText(request.id, input),
  });
  return { id: request.id };
}
