// The contract's lifecycle: stage moves (forward one, back any; Execution needs an approval), the approval (at the
// Approval stage, never by the owner) and termination (final). Each runs in one transaction on the locked contract,
// with its history row, its audit row and its notifications; the status is recomputed from the facts (rules.ts).
import type { Contract, Prisma } from "@tprm/db";
import type { z } from "zod";
import { recordChange } from "../audit/record-change.js";
import type { SignedInContext } from "../context.js";
import { todayIn } from "../lib/dates.js";
import { conflict, forbidden } from "../lib/errors.js";
import { personName } from "../lib/people.js";
import type {
  approveContractInput,
  ContractDetail,
  moveContractStageInput,
  terminateContractInput,
} from "../schemas/contracts.js";
import { readContract } from "./contract-read.js";
import { addEvent, lockContract, statusOf, vendorValueChecked } from "./contract-save.js";
import { auditSnapshot, CONTRACT_ENTITY } from "./dto.js";
import { notifyAwaitingApproval, notifyOwner } from "./notifications.js";
import {
  type ApprovalRefusal,
  approvalRefusal,
  CONTRACT_STAGE_LABELS,
  CONTRACT_STAGES,
  type ContractStageValue,
  moveWithdrawsApproval,
  type StageMoveRefusal,
  stageIndex,
  stageMoveRefusal,
} from "./rules.js";

export const CLOSED = "The contract has expired or been terminated: its lifecycle has ended.";

function moveRefusalMessage(refusal: StageMoveRefusal, from: ContractStageValue): string {
  const label = CONTRACT_STAGE_LABELS;
  switch (refusal) {
    case "closed":
      return CLOSED;
    case "same_stage":
      return `The contract is already at the ${label[from]} stage.`;
    case "skips_stages": {
      const next = CONTRACT_STAGES[stageIndex(from) + 1];
      return `Move one stage at a time: after ${label[from]} comes ${next ? label[next] : "no other stage"}.`;
    }
    case "needs_approval":
      return "Execution needs an approved contract: record the approval first.";
  }
}

const APPROVAL_REFUSALS: Record<Exclude<ApprovalRefusal, "owner">, string> = {
  closed: CLOSED,
  not_at_approval: "Approval is recorded at the Approval stage: move the contract there first.",
  already_approved: "The contract is already approved.",
};

/** What a change answers with and how it is recorded: the audit row, with the before and after. */
async function finish(
  tx: Prisma.TransactionClient,
  ctx: SignedInContext,
  before: Contract,
  after: Contract,
  description: string,
) {
  await recordChange(tx, ctx, {
    action: "UPDATE",
    entityType: CONTRACT_ENTITY,
    entityId: after.id,
    before: auditSnapshot(before),
    after: auditSnapshot(after),
    description,
  });
  return readContract(tx, after.id, todayIn(ctx.env.APP_TIME_ZONE));
}

async function vendorNameOf(tx: Prisma.TransactionClient, contract: Contract) {
  const vendor = await tx.vendor.findUnique({ where: { id: contract.vendorId }, select: { name: true } });
  return { ...contract, vendorName: vendor?.name ?? "" };
}

export async function moveContractStage(
  ctx: SignedInContext,
  input: z.output<typeof moveContractStageInput>,
): Promise<ContractDetail> {
  const actor = ctx.auth.user;
  return ctx.db.$transaction(async (tx) => {
    const before = await lockContract(tx, input.id);
    const approved = before.approvedAt !== null;
    const refusal = stageMoveRefusal(before.stage, input.stage, { approved, status: before.status });
    if (refusal) throw conflict(moveRefusalMessage(refusal, before.stage));
    const withdraws = moveWithdrawsApproval(input.stage, approved);
    const facts = { ...before, stage: input.stage, ...(withdraws ? { approvedAt: null } : {}) };
    const after = await vendorValueChecked(
      tx.contract.update({
        where: { id: input.id },
        data: {
          stage: input.stage,
          status: statusOf(facts),
          updatedById: actor.id,
          ...(withdraws ? { approvedAt: null, approvedById: null, approvalNote: null } : {}),
        },
      }),
    );
    await addEvent(tx, input.id, actor.id, {
      kind: "stage_moved",
      fromStage: before.stage,
      toStage: input.stage,
      note: input.note ?? null,
    });
    if (withdraws) {
      await addEvent(tx, input.id, actor.id, {
        kind: "approval_withdrawn",
        fromStage: before.stage,
        toStage: input.stage,
        note: `Moved back to ${CONTRACT_STAGE_LABELS[input.stage]}`,
      });
    }
    // Back at Approval with the approval kept (moved back from Execution), there is nothing to approve.
    if (input.stage === "approval" && after.approvedAt === null) {
      await notifyAwaitingApproval(tx, ctx, await vendorNameOf(tx, after), after.updatedAt);
    }
    const labels = `${CONTRACT_STAGE_LABELS[before.stage]} to ${CONTRACT_STAGE_LABELS[input.stage]}`;
    return finish(
      tx,
      ctx,
      before,
      after,
      `Moved contract ${before.reference} from ${labels}${withdraws ? " (approval withdrawn)" : ""}`,
    );
  });
}

export async function approveContract(
  ctx: SignedInContext,
  input: z.output<typeof approveContractInput>,
): Promise<ContractDetail> {
  const actor = ctx.auth.user;
  return ctx.db.$transaction(async (tx) => {
    const before = await lockContract(tx, input.id);
    const refusal = approvalRefusal({
      stage: before.stage,
      approved: before.approvedAt !== null,
      status: before.status,
      ownerId: before.ownerId,
      approverId: actor.id,
    });
    if (refusal === "owner") throw forbidden("You own this contract: someone else must approve it.");
    if (refusal) throw conflict(APPROVAL_REFUSALS[refusal]);
    const at = new Date();
    const after = await tx.contract.update({
      where: { id: input.id },
      data: {
        approvedAt: at,
        approvedById: actor.id,
        approvalNote: input.note ?? null,
        status: statusOf({ ...before, approvedAt: at }),
        updatedById: actor.id,
      },
    });
    await addEvent(tx, input.id, actor.id, { kind: "approved", toStage: before.stage, note: input.note ?? null });
    await notifyOwner(tx, ctx, await vendorNameOf(tx, after), {
      kind: "approved",
      at,
      by: personName(actor),
      note: input.note ?? null,
    });
    return finish(tx, ctx, before, after, `Approved contract ${before.reference}`);
  });
}

export async function terminateContract(
  ctx: SignedInContext,
  input: z.output<typeof terminateContractInput>,
): Promise<ContractDetail> {
  const actor = ctx.auth.user;
  return ctx.db.$transaction(async (tx) => {
    const before = await lockContract(tx, input.id);
    if (before.terminatedAt !== null || before.status === "terminated") {
      throw conflict("The contract is already terminated.");
    }
    const at = new Date();
    const after = await tx.contract.update({
      where: { id: input.id },
      data: {
        terminatedAt: at,
        terminatedById: actor.id,
        terminationReason: input.reason,
        status: "terminated",
        updatedById: actor.id,
      },
    });
    await addEvent(tx, input.id, actor.id, { kind: "terminated", fromStage: before.stage, note: input.reason });
    await notifyOwner(tx, ctx, await vendorNameOf(tx, after), {
      kind: "terminated",
      at,
      by: personName(actor),
      note: input.reason,
    });
    return finish(tx, ctx, before, after, `Terminated contract ${before.reference}: ${input.reason}`);
  });
}
