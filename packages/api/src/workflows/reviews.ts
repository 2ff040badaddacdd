// A prerequisite review of a new outsourcing arrangement (POST /api/workflows/{id}/reviews): one of the seven flags
// of 001 §3, set with a comment by the people responsible for it (rules.ts reviewRefusal). The arrangement's step and
// status follow from the reviews done (rules.ts outsourcingStep, statusAfterReviews); the owner is told.
import type { Prisma } from "@tprm/db";
import type { z } from "zod";
import type { SignedInContext } from "../context.js";
import { conflict, forbidden } from "../lib/errors.js";
import { personName } from "../lib/people.js";
import { clip } from "../lib/text.js";
import { notify } from "../notifications/notify.js";
import { NOTIFICATION_MESSAGE_MAX, NOTIFICATION_TITLE_MAX } from "../schemas/notifications.js";
import type { completeReviewInput, WorkflowDetail } from "../schemas/workflows.js";
import { M } from "./messages.js";
import {
  OUTSOURCING_STEP_SPEC_NAMES,
  type OutsourcingStep,
  outsourcingStep,
  REVIEW_FLAG_NAMES,
  REVIEW_FORBIDDEN,
  type ReviewKind,
  type ReviewRefusal,
  reviewRefusal,
  statusAfterReviews,
} from "./rules.js";
import { contractAtDraftingOrLater, WORKFLOW_ENTITY } from "./workflow-dto.js";
import { addEvent, finishUpdate, lockWorkflow } from "./workflow-save.js";

/** How each review is named in sentences (history, notifications, audit). */
export const REVIEW_LABELS: Readonly<Record<ReviewKind, string>> = {
  it: "IT review",
  compliance: "Compliance review",
  risk: "Risk review",
  operations: "Operations review",
  legal: "Legal review",
  finance: "Finance review",
  contract_draft: "Contract draft review",
};

const REFUSALS: Record<ReviewRefusal, string> = {
  not_responsible: M.reviewNotResponsible,
  operations_owner_only: M.reviewOperationsOwnerOnly,
  owner_other_review: M.reviewOwnerOther,
  not_outsourcing_workflow: M.reviewNotOutsourcing,
  closed: M.closed,
  already_completed: M.reviewAlreadyDone,
  risk_assessment_not_completed: M.riskAssessmentNotCompleted,
  no_contract_draft: M.noContractDraft,
};

/**
 * With the seventh prerequisite set, the committee hears that the arrangement awaits its decision: the user-members
 * of its (active) committee, or the committee stakeholder group when none is linked.
 */
async function notifyCommitteeReady(
  tx: Prisma.TransactionClient,
  ctx: SignedInContext,
  w: { id: string; reference: string; name: string; committeeId: string | null },
) {
  const members = w.committeeId
    ? await tx.committeeMember.findMany({
        where: { committeeId: w.committeeId, removedAt: null, userId: { not: null }, committee: { status: "active" } },
        select: { userId: true },
      })
    : [];
  const users = members.flatMap((m) => (m.userId ? [m.userId] : []));
  await notify(tx, ctx, {
    eventKey: `workflow.awaitingDecision:${w.id}`,
    eventType: "workflow.awaitingDecision",
    type: "workflow",
    priority: "high",
    title: clip(`Awaiting the committee's decision: ${w.reference} ${w.name}`, NOTIFICATION_TITLE_MAX),
    message: clip(
      `All seven prerequisites of the outsourcing arrangement ${w.reference} ${w.name} are complete. The committee ` +
        "may now approve, defer or reject it.",
      NOTIFICATION_MESSAGE_MAX,
    ),
    entity: { type: WORKFLOW_ENTITY, id: w.id, name: w.reference },
    // The committee's page, which every member may open whatever their role (committee-members.ts).
    link: `/committee-decisions?workflow=${w.id}`,
    audience: users.length ? { users } : { stakeholders: ["committee"] },
    skipActor: true,
  });
}

export async function completeReview(
  ctx: SignedInContext,
  input: z.output<typeof completeReviewInput>,
): Promise<WorkflowDetail> {
  const actor = ctx.auth.user;
  return ctx.db.$transaction(async (tx) => {
    const before = await lockWorkflow(tx, input.id);
    const completed = before.reviews.map((r) => r.kind);
    const refusal = reviewRefusal(
      input.kind,
      { role: actor.role ?? "", userId: actor.id },
      {
        type: before.type,
        status: before.status,
        ownerId: before.ownerId,
        completed,
        riskAssessmentCompleted: before.riskAssessment?.status === "completed",
        contractAtDraftingOrLater: contractAtDraftingOrLater(before),
      },
    );
    if (refusal) throw (REVIEW_FORBIDDEN.includes(refusal) ? forbidden : conflict)(REFUSALS[refusal]);

    await tx.workflowReview.create({
      data: { workflowId: before.id, kind: input.kind, comment: input.comment, completedById: actor.id },
    });
    const label = REVIEW_LABELS[input.kind];
    await addEvent(tx, before.id, actor.id, { kind: "review_completed", detail: input.kind, note: input.comment });

    const done = [...completed, input.kind];
    const step = outsourcingStep(before.status, done);
    const status = statusAfterReviews(before.status, done);
    if (step !== before.currentStep) {
      await addEvent(tx, before.id, actor.id, {
        kind: "step_completed",
        detail: before.currentStep,
        note: `${label} completed: moved to ${OUTSOURCING_STEP_SPEC_NAMES[step as OutsourcingStep]}`,
        automatic: true,
      });
    }
    const after = await tx.workflow.update({
      where: { id: before.id },
      data: {
        currentStep: step,
        status,
        updatedById: actor.id,
        // 001 §3 riskThreshold: the linked assessment's overall risk once the risk review is set.
        ...(input.kind === "risk" ? { riskThreshold: before.riskAssessment?.overallRisk ?? null } : {}),
      },
    });
    await notify(tx, ctx, {
      eventKey: `workflow.review:${before.id}:${input.kind}`,
      eventType: "workflow.reviewCompleted",
      type: "workflow",
      priority: status === "pending" ? "high" : "medium",
      title: `${label} completed on ${before.reference}`,
      message: clip(
        `${personName(actor)} completed the ${label.toLowerCase()} of ${before.name}: ${input.comment}` +
          (status === "pending" ? " All seven prerequisites are complete: the committee may decide." : ""),
        NOTIFICATION_MESSAGE_MAX,
      ),
      entity: { type: WORKFLOW_ENTITY, id: before.id, name: before.reference },
      link: `/workflows?record=${before.id}`,
      audience: { users: [before.ownerId] },
      skipActor: true,
    });
    if (status === "pending" && before.status !== "pending") await notifyCommitteeReady(tx, ctx, before);
    return finishUpdate(
      tx,
      ctx,
      before,
      after,
      `Set ${REVIEW_FLAG_NAMES[input.kind]} on workflow ${before.reference}: ${input.comment}`,
    );
  });
}
