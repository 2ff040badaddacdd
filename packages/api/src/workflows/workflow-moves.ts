// The row actions of the instances table: Reassign Owner, Update Timeline, and completing the current step of a
// workflow other than a new outsourcing arrangement (which moves through its reviews and the decision instead).
import type { z } from "zod";
import type { SignedInContext } from "../context.js";
import { isoDate } from "../lib/dates.js";
import { conflict, invalidField } from "../lib/errors.js";
import { notify } from "../notifications/notify.js";
import type {
  completeStepInput,
  reassignOwnerInput,
  updateTimelineInput,
  WorkflowDetail,
} from "../schemas/workflows.js";
import { M } from "./messages.js";
import { isWorkflowClosed, reassignmentDetail, WORKFLOW_TEMPLATES } from "./rules.js";
import { WORKFLOW_ENTITY } from "./workflow-dto.js";
import { addEvent, finishUpdate, lockWorkflow } from "./workflow-save.js";
import { assertEligibleOwner } from "./workflow-write.js";

export async function reassignOwner(
  ctx: SignedInContext,
  input: z.output<typeof reassignOwnerInput>,
): Promise<WorkflowDetail> {
  const actor = ctx.auth.user;
  return ctx.db.$transaction(async (tx) => {
    const before = await lockWorkflow(tx, input.id);
    if (isWorkflowClosed(before.status)) throw conflict(M.closed);
    if (before.ownerId === input.ownerId) throw conflict(M.sameOwner);
    await assertEligibleOwner(tx, input.ownerId);
    const after = await tx.workflow.update({
      where: { id: input.id },
      data: { ownerId: input.ownerId, updatedById: actor.id },
      include: { owner: { select: { firstName: true, lastName: true } } },
    });
    // The previous owner is kept: they may not decide the arrangement later (rules.ts decisionRefusal).
    await addEvent(tx, input.id, actor.id, {
      kind: "owner_reassigned",
      detail: reassignmentDetail(before.ownerId, input.ownerId),
      note: input.note,
    });
    await notify(tx, ctx, {
      eventKey: `workflow.reassigned:${input.id}:${input.ownerId}:${Date.now()}`,
      eventType: "workflow.ownerReassigned",
      type: "workflow",
      priority: "medium",
      title: `Workflow ${before.reference} is now yours`,
      message: `You are the owner of ${before.name} (${before.reference}).${input.note ? ` Note: ${input.note}` : ""}`,
      entity: { type: WORKFLOW_ENTITY, id: input.id, name: before.reference },
      link: `/workflows?record=${input.id}`,
      audience: { users: [input.ownerId] },
      skipActor: true,
    });
    const newOwner = `${after.owner.firstName} ${after.owner.lastName}`.trim();
    return finishUpdate(tx, ctx, before, after, `Reassigned workflow ${before.reference} to ${newOwner}`);
  });
}

export async function updateTimeline(
  ctx: SignedInContext,
  input: z.output<typeof updateTimelineInput>,
): Promise<WorkflowDetail> {
  const actor = ctx.auth.user;
  return ctx.db.$transaction(async (tx) => {
    const before = await lockWorkflow(tx, input.id);
    if (isWorkflowClosed(before.status)) throw conflict(M.closed);
    if (input.targetDate < isoDate(before.startDate)) throw invalidField("targetDate", M.targetBeforeStart);
    const after = await tx.workflow.update({
      where: { id: input.id },
      data: { targetDate: new Date(input.targetDate), updatedById: actor.id },
    });
    await addEvent(tx, input.id, actor.id, {
      kind: "timeline_updated",
      detail: `${isoDate(before.targetDate)} → ${input.targetDate}`,
      note: input.reason,
    });
    return finishUpdate(
      tx,
      ctx,
      before,
      after,
      `Moved the target date of workflow ${before.reference} from ${isoDate(before.targetDate)} to ${input.targetDate}: ${input.reason}`,
    );
  });
}

export async function completeStep(
  ctx: SignedInContext,
  input: z.output<typeof completeStepInput>,
): Promise<WorkflowDetail> {
  const actor = ctx.auth.user;
  return ctx.db.$transaction(async (tx) => {
    const before = await lockWorkflow(tx, input.id);
    if (before.type === "new_outsourcing") throw conflict(M.stepsByReviews);
    if (isWorkflowClosed(before.status)) throw conflict(M.closed);
    const steps = WORKFLOW_TEMPLATES[before.type];
    const index = Math.max(
      0,
      steps.findIndex((s) => s.key === before.currentStep),
    );
    const next = steps[index + 1];
    const done = steps[index]!.key;
    const after = await tx.workflow.update({
      where: { id: input.id },
      data: next
        ? { currentStep: next.key, status: "in_progress", updatedById: actor.id }
        : { status: "completed", completedAt: new Date(), updatedById: actor.id },
    });
    await addEvent(tx, input.id, actor.id, { kind: "step_completed", detail: done, note: input.note });
    const what = next ? `moved on to ${next.key}` : "completed the workflow";
    return finishUpdate(tx, ctx, before, after, `Completed step ${done} of workflow ${before.reference}: ${what}`);
  });
}
