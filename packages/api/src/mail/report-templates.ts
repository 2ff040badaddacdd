// The e-mail of a report run to one recipient (issue 17): the PDF attached, or, when it is larger than the attachment
// limit (reports/rules.ts REPORT_ATTACHMENT_LIMIT_BYTES), a link to it. Rendered by the worker's report-delivery job.
import { z } from "zod";
import { escapeHtml } from "./notification-templates.js";
import type { EmailTemplate, RenderedEmail } from "./templates.js";

const reportDeliveryData = z.object({
  /** The recipient's first name; null for an external address. */
  name: z.string().nullable(),
  reportName: z.string(),
  reportType: z.string(),
  organisationName: z.string(),
  /** When it was generated, already written in the organisation's time zone ("1 December 2026 at 07:00 (Europe/Berlin)"). */
  generatedAt: z.string(),
  periodDays: z.number().int(),
  pageCount: z.number().int(),
  /** "2.4 MB" */
  size: z.string(),
  method: z.enum(["attachment", "link"]),
  /** The run's PDF in the app (sign-in required). */
  link: z.url(),
  /** The recipient group through which the user receives it; null for an external address. */
  recipientGroup: z.string().nullable(),
  /** "Monthly", or null for a run started by hand. */
  frequency: z.string().nullable(),
});

export const reportDeliveryEmail: EmailTemplate<"report-delivery", typeof reportDeliveryData> = {
  id: "report-delivery",
  data: reportDeliveryData,
  render: (d): RenderedEmail => {
    const subject = `${d.reportName}: ${d.reportType} report of ${d.organisationName || "your organisation"}`;
    const why = d.recipientGroup
      ? `You receive it as a member of the recipient group ${d.recipientGroup}.`
      : "You receive it because an administrator added your address to this report's recipients.";
    const file =
      d.method === "attachment"
        ? `The report is attached as a PDF (${d.pageCount} pages, ${d.size}). It can also be opened in the platform: ${d.link}`
        : `The report (${d.pageCount} pages, ${d.size}) is too large to attach. Open it in the platform (sign-in required): ${d.link}`;
    const lines = [
      d.name ? `Hello ${d.name},` : "Hello,",
      "",
      `${d.frequency ? `The ${d.frequency.toLowerCase()} report` : "The report"} "${d.reportName}" was generated on ${d.generatedAt}, covering the last ${d.periodDays} days.`,
      "",
      file,
      "",
      why,
      "The report is confidential to its recipients; do not forward it outside your organisation.",
    ];
    const html = `<!doctype html><html lang="en"><body style="font-family:Roboto,Arial,sans-serif">${[
      `<p>${escapeHtml(lines[0] ?? "")}</p>`,
      `<p>${escapeHtml(lines[2] ?? "")}</p>`,
      d.method === "attachment"
        ? `<p>The report is attached as a PDF (${d.pageCount} pages, ${escapeHtml(d.size)}). <a href="${escapeHtml(d.link)}">Open it in the platform</a>.</p>`
        : `<p>The report (${d.pageCount} pages, ${escapeHtml(d.size)}) is too large to attach. <a href="${escapeHtml(d.link)}">Open it in the platform</a> (sign-in required).</p>`,
      `<p>${escapeHtml(why)}<br>${escapeHtml(lines[7] ?? "")}</p>`,
    ].join("")}</body></html>`;
    return { subject, text: lines.join("\n"), html };
  },
};
