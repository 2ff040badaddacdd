// Report deliveries (issue 17): one row per recipient of a run (recipients.ts), recorded with the run's completion and
// each sent by its own report-delivery job: the PDF attached, or a link when it is larger than the attachment limit.
// A refusing mail server is retried with backoff (the job's attempts; the row counts them and keeps the last error)
// until the last attempt fails it; a 5xx refusal of the address bounces it at once. An external address is sent only
// while its domain is one the organisation allows, checked at send time. docs/REPORTS.md, "Pipeline".
import type { Prisma, PrismaClient, Report, ReportRun } from "@tprm/db";
import { formatBytes, readFile } from "../files/index.js";
import { reportDeliveryJob } from "../jobs/reports.js";
import { reportDeliveryEmail } from "../mail/report-templates.js";
import { outboxEvent, writeOutboxEvents } from "../outbox/events.js";
import { readOrganisationSettings } from "../settings/policy.js";
import { readUserSettings } from "../settings/user-settings.js";
import type { ReportRunParameters } from "./generate.js";
import { resolveRecipients } from "./recipients.js";
import { externalAddressAllowed, REPORT_ATTACHMENT_LIMIT_BYTES } from "./rules.js";
import { noticeDeliveryFailed } from "./run-notices.js";

export { formatGeneratedAt } from "../mail/report-templates.js";

/**
 * Records one pending delivery per recipient of a completed run and queues each (outbox events, sent once the
 * transaction commits). `attachmentLimitBytes`: above it the e-mail carries a link instead of the PDF.
 */
export async function recordDeliveries(
  tx: Prisma.TransactionClient,
  input: { run: ReportRun; report: Report; pdfSize: number },
  attachmentLimitBytes = REPORT_ATTACHMENT_LIMIT_BYTES,
): Promise<number> {
  const recipients = await resolveRecipients(tx, input.report);
  if (!recipients.length) return 0;
  const method = input.pdfSize > attachmentLimitBytes ? "link" : "attachment";
  const rows = await tx.reportDelivery.createManyAndReturn({
    data: recipients.map((r) => ({
      runId: input.run.id,
      reportId: input.report.id,
      recipientGroup: r.recipientGroup,
      userId: r.userId,
      email: r.email,
      method,
    })),
    skipDuplicates: true,
    select: { id: true },
  });
  await writeOutboxEvents(
    tx,
    rows.map((row) => outboxEvent(reportDeliveryJob, { deliveryId: row.id })),
  );
  return rows.length;
}

/** What the worker's mailer takes (apps/worker/src/mailer.ts). */
export interface ReportMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export interface DeliverOptions {
  send: (mail: ReportMail) => Promise<unknown>;
  /** Where the app is reached (APP_URL): the e-mail's link to the run. */
  appUrl: string;
  /** This try's number (1 for the first) and how many the job has: the last failure fails the delivery. */
  attempt: number;
  attempts: number;
  now?: Date;
}

export type DeliveryOutcome =
  | { status: "sent" | "bounced" | "failed"; error?: string }
  /** Not pending any more (a redelivered job): nothing was sent. */
  | { status: "skipped" }
  /** The mail server refused for now: the job is retried with backoff. */
  | { status: "retry"; error: string };

/** A 5xx answer to the recipient (the address does not exist, the mailbox refuses): not worth a retry. */
export function isRecipientRefusal(error: unknown): boolean {
  const e = error as { responseCode?: number; command?: string; code?: string };
  return (
    typeof e?.responseCode === "number" &&
    e.responseCode >= 500 &&
    e.responseCode < 600 &&
    (e.command === "RCPT TO" || e.code === "EENVELOPE")
  );
}

const errorText = (error: unknown) => String((error as Error)?.message ?? error).slice(0, 1_000);

/** Sends one delivery and records what happened to it. */
export async function deliverReport(
  db: PrismaClient,
  deliveryId: string,
  options: DeliverOptions,
): Promise<DeliveryOutcome> {
  const delivery = await db.reportDelivery.findUnique({
    where: { id: deliveryId },
    include: {
      run: true,
      report: { select: { name: true, frequency: true } },
      user: { select: { firstName: true, status: true } },
    },
  });
  if (delivery?.status !== "pending") return { status: "skipped" };
  const title = (delivery.run.parameters as unknown as ReportRunParameters | null)?.title ?? "The report";
  const finish = async (status: "sent" | "bounced" | "failed", error: string | null) => {
    await db.$transaction(async (tx) => {
      await tx.reportDelivery.update({
        where: { id: deliveryId },
        data: { status, lastError: error, ...(status === "sent" ? { sentAt: options.now ?? new Date() } : {}) },
      });
      if (status !== "sent") await noticeDeliveryFailed(tx, { ...delivery, status }, title, error ?? "");
    });
    return error ? { status, error } : { status };
  };

  // Who may still receive it is decided now, not when the run was recorded.
  if (delivery.userId) {
    if (delivery.user?.status !== "active") return finish("failed", "The recipient's account is no longer active.");
  } else {
    const settings = await readOrganisationSettings(db);
    if (!externalAddressAllowed(delivery.email, settings?.reportExternalDomains ?? [])) {
      return finish("failed", "The organisation no longer allows reports to be sent to this address's domain.");
    }
  }
  const run = delivery.run;
  if (run.status !== "completed" || !run.pdfFileId) return finish("failed", "The report's PDF is no longer kept.");
  if (delivery.method === "link" && !delivery.userId) {
    return finish(
      "failed",
      "The PDF is larger than the attachment limit, and an external recipient cannot sign in to open the link.",
    );
  }
  const file = delivery.method === "attachment" ? await readFile(db, run.pdfFileId) : null;
  if (delivery.method === "attachment" && !file) return finish("failed", "The report's PDF is no longer kept.");

  const parameters = run.parameters as unknown as ReportRunParameters;
  // A user reads it in their language and time zone (their settings, as every screen and e-mail does); an external
  // address in English and the run's zone, the organisation's for a schedule.
  const reader = delivery.userId ? await readUserSettings(db, delivery.userId) : null;
  const appUrl = options.appUrl.replace(/\/+$/, "");
  const frequency = run.trigger === "scheduled" ? delivery.report?.frequency : undefined;
  const rendered = reportDeliveryEmail.render({
    name: delivery.user?.firstName ?? null,
    language: reader?.language ?? "en",
    timeZone: reader?.timezone ?? parameters.timeZone,
    reportName: parameters.title,
    reportType: parameters.type,
    organisationName: parameters.organisationName,
    generatedAt: (run.finishedAt ?? run.createdAt).toISOString(),
    periodDays: parameters.filters?.periodDays ?? 0,
    pageCount: run.pageCount ?? 0,
    size: formatBytes(run.pdfSize ?? 0),
    method: delivery.method === "link" ? "link" : "attachment",
    link: `${appUrl}/api/reports/runs/${run.id}/pdf?disposition=inline`,
    signInLink: `${appUrl}/reports`,
    recipientGroup: delivery.recipientGroup,
    frequency: frequency && frequency !== "ad_hoc" ? frequency : null,
  });

  await db.reportDelivery.update({ where: { id: deliveryId }, data: { attempts: { increment: 1 } } });
  try {
    await options.send({
      to: delivery.email,
      ...rendered,
      attachments: file
        ? [{ filename: file.info.filename, content: file.data, contentType: file.info.contentType }]
        : [],
    });
  } catch (error) {
    const message = errorText(error);
    if (isRecipientRefusal(error)) return finish("bounced", message);
    if (options.attempt >= options.attempts) return finish("failed", message);
    await db.reportDelivery.update({ where: { id: deliveryId }, data: { lastError: message } });
    return { status: "retry", error: message };
  }
  return finish("sent", null);
}

/** The delivery job died for good (its worker crashed twice): a still-pending delivery is failed with why. */
export async function failDelivery(db: PrismaClient, deliveryId: string, message: string) {
  return db.$transaction(async (tx) => {
    const { count } = await tx.reportDelivery.updateMany({
      where: { id: deliveryId, status: "pending" },
      data: { status: "failed", lastError: message.slice(0, 1_000) },
    });
    if (count !== 1) return false;
    const delivery = await tx.reportDelivery.findUniqueOrThrow({ where: { id: deliveryId }, include: { run: true } });
    const title = (delivery.run.parameters as unknown as ReportRunParameters | null)?.title ?? "The report";
    await noticeDeliveryFailed(tx, { ...delivery, status: "failed" }, title, message);
    return true;
  });
}
