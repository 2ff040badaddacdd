// The policy's status moves (rules.ts: Draft → Under Review → Approved → Active, Inactive from any; Expired by the
// review job), archive and restore (spec §4: the date and the acting user recorded, cleared on restore) and the
// bulk archive (all or nothing). Each in one transaction with its history rows and audit rows.
import type { z } from "zod";
import { recordChange } from "../../audit/record-change.js";
import type { SignedInContext } from "../../context.js";
import { todayIn } from "../../lib/dates.js";
import { conflict, notFound } from "../../lib/errors.js";
import type {
  bulkArchivePoliciesInput,
  movePolicyStatusInput,
  PolicyDetail,
} from "../../schemas/governance-policies.js";
import { auditSnapshot, POLICY_ENTITY, POLICY_NOT_FOUND } from "./policy-dto.js";
import { readPolicy } from "./policy-read.js";
import { addPolicyEvent, assertMayEdit, lockPolicy } from "./policy-save.js";
import { POLICY_STATUS_LABELS, type PolicyStatusMoveRefusal, policyStatusMoveRefusal } from "./rules.js";

export const ALREADY_ARCHIVED = "The policy is already archived.";
export const NOT_ARCHIVED = "The policy is not archived.";
export const ARCHIVED_UNCHANGED = "An archived policy is not changed: restore it first.";

function moveRefusalMessage(refusal: PolicyStatusMoveRefusal, from: string, to: string) {
  switch (refusal) {
    case "same_status":
      return `The policy is already ${from}.`;
    case "expired_by_job":
      return "A policy becomes Expired when its review date passes: the review job records it.";
    case "not_allowed":
      return `A policy moves from ${from} to ${to} only through the steps Draft, Under Review, Approved, Active (or to Inactive).`;
  }
}

export async function movePolicyStatus(
  ctx: SignedInContext,
  input: z.output<typeof movePolicyStatusInput>,
): Promise<PolicyDetail> {
  const actor = ctx.auth.user;
  const today = todayIn(ctx.env.APP_TIME_ZONE);
  return ctx.db.$transaction(async (tx) => {
    const before = await lockPolicy(tx, input.id);
    assertMayEdit(ctx, before);
    if (before.archived) throw conflict(ARCHIVED_UNCHANGED);
    const refusal = policyStatusMoveRefusal(before.status, input.status);
    if (refusal) {
      throw conflict(
        moveRefusalMessage(refusal, POLICY_STATUS_LABELS[before.status], POLICY_STATUS_LABELS[input.status]),
      );
    }
    const after = await tx.policy.update({
      where: { id: input.id },
      data: { status: input.status, statusChangedAt: new Date(), statusChangedById: actor.id, updatedById: actor.id },
    });
    await addPolicyEvent(tx, input.id, actor.id, {
      kind: "status_changed",
      fromStatus: before.status,
      toStatus: input.status,
      note: input.note ?? null,
    });
    await recordChange(tx, ctx, {
      action: input.status === "approved" ? "APPROVE" : "UPDATE",
      entityType: POLICY_ENTITY,
      entityId: input.id,
      before: auditSnapshot(before),
      after: auditSnapshot(after),
      description: `Moved policy ${before.reference} from ${POLICY_STATUS_LABELS[before.status]} to ${POLICY_STATUS_LABELS[input.status]}`,
    });
    return readPolicy(tx, input.id, today);
  });
}

type Tx = Parameters<Parameters<SignedInContext["db"]["$transaction"]>[0]>[0];

async function archiveOne(tx: Tx, ctx: SignedInContext, id: string) {
  const actor = ctx.auth.user;
  const before = await lockPolicy(tx, id);
  if (before.archived) throw conflict(ALREADY_ARCHIVED);
  const after = await tx.policy.update({
    where: { id },
    data: { archived: true, archivedAt: new Date(), archivedById: actor.id, updatedById: actor.id },
  });
  await addPolicyEvent(tx, id, actor.id, { kind: "archived" });
  await recordChange(tx, ctx, {
    action: "UPDATE",
    entityType: POLICY_ENTITY,
    entityId: id,
    before: { ...auditSnapshot(before), archivedAt: null, archivedById: null },
    after: { ...auditSnapshot(after), archivedAt: after.archivedAt, archivedById: actor.id },
    description: `Archived policy ${before.reference} ${before.name}`,
  });
}

export async function archivePolicy(ctx: SignedInContext, id: string): Promise<PolicyDetail> {
  const today = todayIn(ctx.env.APP_TIME_ZONE);
  return ctx.db.$transaction(async (tx) => {
    await archiveOne(tx, ctx, id);
    return readPolicy(tx, id, today);
  });
}

export async function restorePolicy(ctx: SignedInContext, id: string): Promise<PolicyDetail> {
  const actor = ctx.auth.user;
  const today = todayIn(ctx.env.APP_TIME_ZONE);
  return ctx.db.$transaction(async (tx) => {
    const before = await lockPolicy(tx, id);
    if (!before.archived) throw conflict(NOT_ARCHIVED);
    const after = await tx.policy.update({
      where: { id },
      data: { archived: false, archivedAt: null, archivedById: null, updatedById: actor.id },
    });
    await addPolicyEvent(tx, id, actor.id, { kind: "restored" });
    await recordChange(tx, ctx, {
      action: "UPDATE",
      entityType: POLICY_ENTITY,
      entityId: id,
      before: { ...auditSnapshot(before), archivedAt: before.archivedAt, archivedById: before.archivedById },
      after: { ...auditSnapshot(after), archivedAt: null, archivedById: null },
      description: `Restored policy ${before.reference} ${before.name}`,
    });
    return readPolicy(tx, id, today);
  });
}

/** Archives every policy named, or none: an unknown id (404) or one already archived (409) stops them all. */
export async function bulkArchivePolicies(ctx: SignedInContext, input: z.output<typeof bulkArchivePoliciesInput>) {
  return ctx.db.$transaction(async (tx) => {
    // In id order, so two bulk archives over the same policies take their locks in the same order.
    const ids = [...input.ids].sort();
    const found = await tx.policy.count({ where: { id: { in: ids } } });
    if (found !== ids.length) throw notFound(`${POLICY_NOT_FOUND} (${ids.length - found} of the ids)`);
    for (const id of ids) await archiveOne(tx, ctx, id);
    return { archived: ids.length, ids: input.ids };
  });
}
