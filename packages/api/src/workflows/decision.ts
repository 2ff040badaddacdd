// The committee's decision on a new outsourcing arrangement (POST /api/workflows/{id}/committee-decision; 001 §4–§5,
// issue 16): by a member of its committee or an Admin, never its owner, once all seven prerequisites are complete.
// Approval closes the arrangement at Contract Execution and brings its linked contract to the Approval stage (Legal
// still approves the contract); deferral sets the review date the daily job reminds on; rejection closes it.
import type { Prisma } from "@tprm/db";
import type { z } from "zod";
import { recordChange } from "../audit/record-change.js";
import type { SignedInContext } from "../context.js";
import { addEvent as addContractEvent, lockContract, statusOf } from "../contracts/contract-save.js";
import { CONTRACT_ENTITY, auditSnapshot as contractSnapshot } from "../contracts/dto.js";
import { notifyAwaitingApproval } from "../contracts/notifications.js";
import { CONTRACT_STAGE_LABELS, stageIndex } from "../contracts/rules.js";
import { todayIn } from "../lib/dates.js";
import { conflict, forbidden, invalidField } from "../lib/errors.js";
import { personName } from "../lib/people.js";
import { notify } from "../notifications/notify.js";
import { isAdmin } from "../permissions/roles.js";
import type { committeeDecisionInput, decisionResultOutput } from "../schemas/workflows.js";
import { M } from "./messages.js";
import { type DecisionRefusal, decisionMessage, decisionRefusal, formerOwnerIds } from "./rules.js";
import { isCommitteeMember, reassignments, WORKFLOW_ENTITY } from "./workflow-dto.js";
import { addEvent, finishUpdate, lockWorkflow } from "./workflow-save.js";

type Tx = Prisma.TransactionClient;

const REFUSALS: Record<DecisionRefusal, () => Error> = {
  not_outsourcing_workflow: () => conflict(M.decisionNotOutsourcing),
  closed: () => conflict(M.decisionClosed),
  prerequisites: () => conflict(M.decisionPrerequisites),
  owner: () => forbidden(M.decisionOwner),
  creator: () => forbidden(M.decisionCreator),
  former_owner: () => forbidden(M.decisionFormerOwner),
  reviewer: () => forbidden(M.decisionReviewer),
  not_member: () => forbidden(M.decisionNotMember),
};

/**
 * Brings the approved arrangement's contract to the Approval stage when it stands before it, with its history row
 * and audit row, and tells Legal it awaits their approval (the contract's own approval stays theirs).
 */
async function moveContractToApproval(tx: Tx, ctx: SignedInContext, contractId: string, workflowRef: string) {
  const before = await lockContract(tx, contractId);
  if (stageIndex(before.stage) >= stageIndex("approval") || before.status === "terminated") return;
  const actor = ctx.auth.user;
  const after = await tx.contract.update({
    where: { id: contractId },
    data: { stage: "approval", status: statusOf({ ...before, stage: "approval" }), updatedById: actor.id },
  });
  const note = `The committee approved outsourcing arrangement ${workflowRef}`;
  await addContractEvent(tx, contractId, actor.id, {
    kind: "stage_moved",
    fromStage: before.stage,
    toStage: "approval",
    note,
  });
  const vendor = await tx.vendor.findUnique({ where: { id: after.vendorId }, select: { name: true } });
  await notifyAwaitingApproval(tx, ctx, { ...after, vendorName: vendor?.name ?? "" }, after.updatedAt);
  await recordChange(tx, ctx, {
    action: "UPDATE",
    entityType: CONTRACT_ENTITY,
    entityId: contractId,
    before: contractSnapshot(before),
    after: contractSnapshot(after),
    description: `Moved contract ${before.reference} from ${CONTRACT_STAGE_LABELS[before.stage]} to Approval: ${note}`,
  });
}

export async function decideWorkflow(
  ctx: SignedInContext,
  input: z.output<typeof committeeDecisionInput>,
): Promise<z.output<typeof decisionResultOutput>> {
  const actor = ctx.auth.user;
  const today = todayIn(ctx.env.APP_TIME_ZONE);
  const deferralDate = input.decision === "deferred" ? (input.deferralDate ?? null) : null;
  if (deferralDate !== null && deferralDate <= today) throw invalidField("deferralDate", M.deferralNotFuture);
  const reason = input.reason ?? null;
  return ctx.db.$transaction(async (tx) => {
    const before = await lockWorkflow(tx, input.id);
    const refusal = decisionRefusal(
      {
        userId: actor.id,
        isAdmin: isAdmin(actor.role),
        isCommitteeMember: await isCommitteeMember(tx, before.committeeId, actor.id),
      },
      {
        type: before.type,
        status: before.status,
        ownerId: before.ownerId,
        createdById: before.createdById,
        formerOwnerIds: formerOwnerIds(await reassignments(tx, before.id), before.ownerId),
        reviewerIds: before.reviews.map((r) => r.completedById),
        completed: before.reviews.map((r) => r.kind),
      },
    );
    if (refusal) throw REFUSALS[refusal]();

    const decision = await tx.workflowDecision.create({
      data: {
        workflowId: before.id,
        decision: input.decision,
        reason,
        deferralDate: deferralDate ? new Date(deferralDate) : null,
        decidedById: actor.id,
      },
    });
    const now = decision.decidedAt;
    const after = await tx.workflow.update({
      where: { id: before.id },
      data: {
        status: input.decision,
        updatedById: actor.id,
        ...(input.decision === "approved" ? { currentStep: "contract_execution", completedAt: now } : {}),
        ...(input.decision === "rejected" ? { completedAt: now } : {}),
        nextReviewDate: deferralDate ? new Date(deferralDate) : null,
      },
    });
    await addEvent(tx, before.id, actor.id, { kind: "decision", detail: input.decision, note: reason });
    if (input.decision === "approved" && before.currentStep !== "contract_execution") {
      await addEvent(tx, before.id, actor.id, {
        kind: "step_completed",
        detail: before.currentStep,
        note: "Committee approval: moved to Contract Execution",
        automatic: true,
      });
      if (before.contractId) await moveContractToApproval(tx, ctx, before.contractId, before.reference);
    }
    const message = decisionMessage(input.decision, reason, deferralDate);
    await notify(tx, ctx, {
      eventKey: `workflow.decision:${decision.id}`,
      eventType: `workflow.${input.decision}`,
      type: "workflow",
      priority: input.decision === "approved" ? "high" : "critical",
      title: `Committee decision on ${before.reference}: ${input.decision}`,
      message: `${personName(actor)} recorded the committee's decision on ${before.name}. ${message}`.slice(0, 2000),
      entity: { type: WORKFLOW_ENTITY, id: before.id, name: before.reference },
      link: `/workflows?record=${before.id}`,
      audience: { users: [before.ownerId] },
      skipActor: true,
    });
    const workflow = await finishUpdate(
      tx,
      ctx,
      before,
      after,
      `Committee decision on ${before.reference}: ${message}`,
    );
    return { workflow, message };
  });
}
