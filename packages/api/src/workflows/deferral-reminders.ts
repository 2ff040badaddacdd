// The deferral reminder (issue 16; docs/WORKFLOWS.md, "Deferral"): when the committee defers an arrangement, the
// daily job reminds its owner and its committee on the expected review date, once. The arrangement's latest decision
// must still be that deferral (a later decision supersedes it). Marking WorkflowDecision.reminderSentOn with a
// conditional update decides: a run repeated the same day, or two workers at once, send nothing more. A day the job
// did not run is caught up the next day (the date is on or before today).
import { Prisma, type PrismaClient } from "@tprm/db";
import { recordChange, SYSTEM } from "../audit/record-change.js";
import { type IsoDate, todayIn } from "../lib/dates.js";
import { clip } from "../lib/text.js";
import { notify } from "../notifications/notify.js";
import { NOTIFICATION_MESSAGE_MAX, NOTIFICATION_TITLE_MAX } from "../schemas/notifications.js";
import { WORKFLOW_ENTITY } from "./workflow-dto.js";

export const DEFERRAL_REMINDER_BATCH = 200;

export interface DeferralReminderRun {
  today: IsoDate;
  /** Reminders sent now (0 on a rerun the same day). */
  reminders: number;
  /** Notification rows written now. */
  notified: number;
}

interface Candidate {
  decisionId: string;
  workflowId: string;
  reference: string;
  name: string;
  ownerId: string;
  committeeId: string | null;
  deferralDate: IsoDate;
  reason: string | null;
  decidedAt: Date;
}

function candidatePage(db: PrismaClient, today: IsoDate, after: string | null) {
  return db.$queryRaw<Candidate[]>`
    SELECT d."id" AS "decisionId", w."id" AS "workflowId", w."reference", w."name", w."ownerId", w."committeeId",
      to_char(d."deferralDate", 'YYYY-MM-DD') AS "deferralDate", d."reason",
      d."decidedAt"
    FROM "WorkflowDecision" d JOIN "Workflow" w ON w."id" = d."workflowId"
    WHERE d."decision" = 'deferred' AND d."deferralDate" <= ${today}::date AND d."reminderSentOn" IS NULL
      AND w."status" = 'deferred'
      AND NOT EXISTS (SELECT 1 FROM "WorkflowDecision" later WHERE later."workflowId" = d."workflowId"
                        AND (later."decidedAt", later."id") > (d."decidedAt", d."id"))
      ${after ? Prisma.sql`AND d."id" > ${after}::uuid` : Prisma.empty}
    ORDER BY d."id"
    LIMIT ${DEFERRAL_REMINDER_BATCH}`;
}

async function remind(db: PrismaClient, c: Candidate, today: IsoDate, run: DeferralReminderRun) {
  await db.$transaction(async (tx) => {
    // Decided again now, not from the page read before: with the workflow locked as a decision locks it (one taken
    // meanwhile is waited for, then seen), the deferral is marked only while the workflow is still Deferred and no
    // later decision supersedes it.
    await tx.$queryRaw`SELECT 1 FROM "Workflow" WHERE "id" = ${c.workflowId}::uuid FOR UPDATE`;
    const marked = await tx.workflowDecision.updateMany({
      where: {
        id: c.decisionId,
        reminderSentOn: null,
        workflow: {
          status: "deferred",
          decisions: {
            none: { OR: [{ decidedAt: { gt: c.decidedAt } }, { decidedAt: c.decidedAt, id: { gt: c.decisionId } }] },
          },
        },
      },
      data: { reminderSentOn: new Date(today) },
    });
    if (marked.count !== 1) return;
    // The members of the arrangement's committee while it is active; otherwise the committee stakeholder group.
    const committee = c.committeeId
      ? await tx.committee.findUnique({
          where: { id: c.committeeId },
          select: {
            status: true,
            members: { where: { removedAt: null, userId: { not: null } }, select: { userId: true } },
          },
        })
      : null;
    const members = committee?.status === "active" ? committee.members : [];
    const result = await notify(tx, SYSTEM, {
      eventKey: `workflow.deferralReminder:${c.decisionId}`,
      eventType: "workflow.deferralReminder",
      type: "workflow",
      priority: "high",
      title: clip(`Deferred arrangement due for review: ${c.reference} ${c.name}`, NOTIFICATION_TITLE_MAX),
      message: clip(
        `The committee deferred ${c.reference} ${c.name} until ${c.deferralDate}` +
          `${c.reason ? ` (reason: ${c.reason})` : ""}. The review date has come: take the arrangement back to the committee.`,
        NOTIFICATION_MESSAGE_MAX,
      ),
      entity: { type: WORKFLOW_ENTITY, id: c.workflowId, name: c.reference },
      link: `/committee-decisions?workflow=${c.workflowId}`,
      audience: {
        users: [c.ownerId, ...members.flatMap((m) => (m.userId ? [m.userId] : []))],
        // Without an active committee linked, the committee's stakeholder group hears of it.
        ...(committee?.status === "active" ? {} : { stakeholders: ["committee" as const] }),
      },
    });
    await recordChange(tx, SYSTEM, {
      action: "UPDATE",
      entityType: WORKFLOW_ENTITY,
      entityId: c.workflowId,
      description: `Reminded the owner and the committee of ${c.reference}: deferred until ${c.deferralDate}`,
      after: { decisionId: c.decisionId, reminderSentOn: today },
    });
    run.reminders += 1;
    run.notified += result.recipients;
  });
}

export async function runWorkflowDeferralReminders(
  db: PrismaClient,
  options: { timeZone: string; now?: Date; today?: IsoDate },
): Promise<DeferralReminderRun> {
  const today = options.today ?? todayIn(options.timeZone, options.now);
  const run: DeferralReminderRun = { today, reminders: 0, notified: 0 };
  let after: string | null = null;
  for (;;) {
    const page = await candidatePage(db, today, after);
    for (const c of page) await remind(db, c, today, run);
    const last = page[page.length - 1];
    if (!last || page.length < DEFERRAL_REMINDER_BATCH) break;
    after = last.decisionId;
  }
  return run;
}
