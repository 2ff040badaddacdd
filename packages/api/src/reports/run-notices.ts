// Who hears how a report run went (issue 17), in the transaction that records it: the one who pressed Generate when
// their report is ready; the requester and the report's owner when a run fails for good (a schedule that stops
// working must not go unnoticed); the report's owner when a recipient could not be reached (once per run). Scheduled
// runs that go well tell nobody: the e-mail is the notice. docs/REPORTS.md, "Pipeline".
import type { Prisma } from "@tprm/db";
import { SYSTEM } from "../audit/record-change.js";
import { notify } from "../notifications/index.js";

const LINK = "/reports";

interface RunRef {
  id: string;
  trigger: string;
  requestedById: string | null;
  reportId: string | null;
}

/** The report's owner (its creator), or, when there is none any more, the Admins. */
async function ownerAudience(tx: Prisma.TransactionClient, reportId: string | null) {
  const report = reportId
    ? await tx.report.findUnique({ where: { id: reportId }, select: { createdById: true, name: true } })
    : null;
  return { report, audience: report?.createdById ? { users: [report.createdById] } : { roles: ["Admin"] } };
}

/** Generate finished: the file is ready for the one who asked. */
export async function noticeRunReady(tx: Prisma.TransactionClient, run: RunRef, title: string, pages: number) {
  if (run.trigger !== "manual" || !run.requestedById) return;
  await notify(tx, SYSTEM, {
    eventKey: `report.ready:${run.id}`,
    eventType: "report.ready",
    type: "transfer",
    priority: "low",
    title: "Your report is ready",
    message: `${title} (${pages} ${pages === 1 ? "page" : "pages"}) is ready to view and download from Reports.`,
    entity: { type: "ReportRun", id: run.id, name: title },
    link: LINK,
    audience: { users: [run.requestedById] },
  });
}

/** A run failed after its last attempt: its requester, and for a scheduled run the report's owner. */
export async function noticeRunFailed(tx: Prisma.TransactionClient, run: RunRef, title: string, reason: string) {
  const { audience } = await ownerAudience(tx, run.reportId);
  const users = new Set<string>(run.requestedById ? [run.requestedById] : []);
  if (run.trigger !== "manual" && audience.users) for (const u of audience.users) users.add(u);
  const to = users.size ? { users: [...users] } : run.trigger === "scheduled" ? audience : null;
  if (!to) return;
  await notify(tx, SYSTEM, {
    eventKey: `report.failed:${run.id}`,
    eventType: "report.failed",
    type: "transfer",
    priority: "high",
    title:
      run.trigger === "scheduled" ? "A scheduled report could not be generated" : "Your report could not be generated",
    message: `${title}: ${reason}`.slice(0, 2000),
    entity: { type: "ReportRun", id: run.id, name: title },
    link: LINK,
    audience: to,
  });
}

/** A recipient was not reached (failed or bounced): the report's owner hears it once per run. */
export async function noticeDeliveryFailed(
  tx: Prisma.TransactionClient,
  delivery: { runId: string; reportId: string | null; email: string; status: "failed" | "bounced" },
  title: string,
  reason: string,
) {
  const { audience } = await ownerAudience(tx, delivery.reportId);
  const what = delivery.status === "bounced" ? "refused by the recipient's mail server" : "could not be delivered";
  await notify(tx, SYSTEM, {
    eventKey: `report.deliveryFailed:${delivery.runId}`,
    eventType: "report.deliveryFailed",
    type: "system",
    priority: "medium",
    title: "A report did not reach every recipient",
    message:
      `${title} to ${delivery.email} ${what}: ${reason.trim().replace(/[.\s]*$/, ".")} The report's runs list every recipient and what happened.`.slice(
        0,
        2000,
      ),
    entity: { type: "ReportRun", id: delivery.runId, name: title },
    link: LINK,
    audience,
  });
}

/** A scheduled run (or Run now) found nobody to send to: its groups have no active users and it has no addresses. */
export async function noticeNoRecipients(tx: Prisma.TransactionClient, run: RunRef, title: string) {
  if (run.trigger === "manual") return;
  const { audience } = await ownerAudience(tx, run.reportId);
  await notify(tx, SYSTEM, {
    eventKey: `report.noRecipients:${run.id}`,
    eventType: "report.noRecipients",
    type: "system",
    priority: "medium",
    title: "A report was generated for nobody",
    message: `${title} was generated, but its recipient groups have no active users and it has no external addresses, so nobody received it. Edit the report's recipients.`,
    entity: { type: "ReportRun", id: run.id, name: title },
    link: LINK,
    audience,
  });
}
