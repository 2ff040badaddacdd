// The New Workflow dialog (POST /api/workflows), Edit Workflow (PUT /api/workflows/{id}) and deletion (Admin).
// A new outsourcing arrangement is not started here: it starts in the wizard (submit.ts).
import type { Prisma } from "@tprm/db";
import type { z } from "zod";
import { recordChange } from "../audit/record-change.js";
import type { SignedInContext } from "../context.js";
import { addDays, todayIn } from "../lib/dates.js";
import { conflict, invalidField } from "../lib/errors.js";
import { nextReferenceNumber } from "../lib/references.js";
import { allows, WORKFLOW_ACCESS } from "../permissions/access.js";
import type { createWorkflowInput, updateWorkflowInput, WorkflowDetail } from "../schemas/workflows.js";
import { M } from "./messages.js";
import { DEFAULT_TARGET_DAYS, isWorkflowClosed, WORKFLOW_TEMPLATES } from "./rules.js";
import { workflowReference } from "./submit.js";
import { auditSnapshot, WORKFLOW_ENTITY } from "./workflow-dto.js";
import { readWorkflow } from "./workflow-read.js";
import { addEvent, finishUpdate, type LockedWorkflow, lockWorkflow } from "./workflow-save.js";

type Tx = Prisma.TransactionClient;

/** 400 on `field` unless the user is active and may view workflows (an owner must see what they own). */
export async function assertEligibleOwner(tx: Tx, userId: string, field = "ownerId") {
  const user = await tx.user.findUnique({ where: { id: userId }, select: { status: true, role: true } });
  if (user?.status !== "active" || !allows(user.role, WORKFLOW_ACCESS.view)) {
    throw invalidField(field, M.ownerNotEligible);
  }
}

async function assertVendor(tx: Tx, vendorId: string) {
  const vendor = await tx.vendor.findUnique({ where: { id: vendorId }, select: { id: true } });
  if (!vendor) throw invalidField("vendorId", M.unknownVendor);
}

export async function createWorkflow(
  ctx: SignedInContext,
  input: z.output<typeof createWorkflowInput>,
): Promise<WorkflowDetail> {
  if (input.type === "new_outsourcing") throw invalidField("type", M.outsourcingInWizard);
  const actor = ctx.auth.user;
  const today = todayIn(ctx.env.APP_TIME_ZONE);
  const targetDate = input.targetDate ?? addDays(today, DEFAULT_TARGET_DAYS);
  if (targetDate < today) throw invalidField("targetDate", "Target date cannot be in the past");
  const ownerId = input.ownerId ?? actor.id;
  return ctx.db.$transaction(async (tx) => {
    await assertEligibleOwner(tx, ownerId);
    if (input.vendorId) await assertVendor(tx, input.vendorId);
    const year = Number(today.slice(0, 4));
    const reference = workflowReference(year, await nextReferenceNumber(tx, "WF", year));
    const first = WORKFLOW_TEMPLATES[input.type][0]!;
    const created = await tx.workflow.create({
      data: {
        reference,
        type: input.type,
        name: input.name,
        status: "in_progress",
        currentStep: first.key,
        ownerId,
        vendorId: input.vendorId ?? null,
        businessUnit: input.businessUnit,
        businessJustification: input.businessJustification,
        startDate: new Date(today),
        targetDate: new Date(targetDate),
        createdById: actor.id,
        updatedById: actor.id,
      },
    });
    await addEvent(tx, created.id, actor.id, { kind: "created", detail: first.key });
    await recordChange(tx, ctx, {
      action: "CREATE",
      entityType: WORKFLOW_ENTITY,
      entityId: created.id,
      after: auditSnapshot(created),
      description: `Started workflow ${reference}: ${input.name}`,
    });
    return readWorkflow(tx, ctx, created.id);
  });
}

/**
 * What a prerequisite or the committee already stands on no longer changes (409): the committee once the arrangement
 * awaits its decision (Pending, Deferred) or has one; the provider once the risk review (of its assessment) is
 * complete; the contract once the contract draft review (of that contract) is complete. Sending the stored value is
 * no change.
 */
function assertUnfrozen(before: LockedWorkflow, input: z.output<typeof updateWorkflowInput>) {
  const changes = (key: "committeeId" | "vendorId" | "contractId") =>
    input[key] !== undefined && (input[key] ?? null) !== before[key];
  const awaitsOrDecided = before.status === "pending" || before.status === "deferred" || before._count.decisions > 0;
  if (changes("committeeId") && awaitsOrDecided) throw conflict(M.committeeFrozen);
  if (before.type !== "new_outsourcing") return;
  const done = before.reviews.map((r) => r.kind);
  if (changes("vendorId") && done.includes("risk")) throw conflict(M.vendorFrozen);
  if (changes("contractId") && done.includes("contract_draft")) throw conflict(M.contractFrozen);
}

export async function updateWorkflow(
  ctx: SignedInContext,
  input: z.output<typeof updateWorkflowInput>,
): Promise<WorkflowDetail> {
  const actor = ctx.auth.user;
  return ctx.db.$transaction(async (tx) => {
    const before = await lockWorkflow(tx, input.id);
    if (isWorkflowClosed(before.status)) throw conflict(M.closed);
    assertUnfrozen(before, input);
    if (input.vendorId) await assertVendor(tx, input.vendorId);
    // The contract drafted for the arrangement is with its provider: the vendor and the contract it will have agree.
    const vendorId = input.vendorId !== undefined ? input.vendorId : before.vendorId;
    const contractId = input.contractId !== undefined ? input.contractId : before.contractId;
    if (contractId && (input.contractId || input.vendorId)) {
      const contract = await tx.contract.findUnique({ where: { id: contractId }, select: { vendorId: true } });
      if (!contract) throw invalidField("contractId", M.unknownContract);
      if (vendorId && contract.vendorId !== vendorId) {
        throw invalidField(input.contractId ? "contractId" : "vendorId", M.contractOtherVendor);
      }
    }
    if (input.committeeId) {
      const committee = await tx.committee.findUnique({ where: { id: input.committeeId }, select: { status: true } });
      if (committee?.status !== "active") throw invalidField("committeeId", M.inactiveCommittee);
    }
    // Absent keys keep the stored value; null clears an optional one.
    const data: Prisma.WorkflowUncheckedUpdateInput = { updatedById: actor.id };
    if (input.name !== undefined) data.name = input.name;
    for (const key of ["businessUnit", "businessJustification", "legalEntity", "jurisdiction"] as const) {
      if (input[key] !== undefined) data[key] = input[key] ?? null;
    }
    for (const key of ["vendorId", "committeeId", "contractId"] as const) {
      if (input[key] !== undefined) data[key] = input[key] ?? null;
    }
    const after = await tx.workflow.update({ where: { id: input.id }, data });
    const changed = Object.keys(data).filter((k) => k !== "updatedById");
    await addEvent(tx, input.id, actor.id, { kind: "edited", detail: changed.join(", ") || null });
    return finishUpdate(tx, ctx, before, after, `Edited workflow ${before.reference}`);
  });
}

export async function deleteWorkflow(ctx: SignedInContext, id: string) {
  return ctx.db.$transaction(async (tx) => {
    const before = await lockWorkflow(tx, id);
    if (before._count.decisions > 0) throw conflict(M.hasDecision);
    await tx.workflow.delete({ where: { id } });
    await recordChange(tx, ctx, {
      action: "DELETE",
      entityType: WORKFLOW_ENTITY,
      entityId: id,
      before: auditSnapshot(before),
      description: `Deleted workflow ${before.reference}: ${before.name}`,
    });
    return { id, deleted: true };
  });
}
