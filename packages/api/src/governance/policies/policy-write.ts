// Creating and editing a policy. Create: Draft, version 1.0, POL-<year>-NNNN. Edit: the details in place; a changed
// text makes the next version (major or minor as the caller says), earlier versions stay. Each in one transaction
// with its history row and its audit row.
import type { Prisma } from "@tprm/db";
import type { z } from "zod";
import { recordChange } from "../../audit/record-change.js";
import type { SignedInContext } from "../../context.js";
import { todayIn } from "../../lib/dates.js";
import { conflict } from "../../lib/errors.js";
import { nextReferenceNumber } from "../../lib/references.js";
import type { createPolicyInput, PolicyDetail, updatePolicyInput } from "../../schemas/governance-policies.js";
import { onMajorVersion } from "../acknowledgements/request.js";
import { asDay, auditSnapshot, POLICY_ENTITY } from "./policy-dto.js";
import { ARCHIVED_UNCHANGED } from "./policy-lifecycle.js";
import { readPolicy } from "./policy-read.js";
import { addPolicyEvent, addVersion, assertMayEdit, assertOwnerUser, lockPolicy } from "./policy-save.js";
import { policyReference } from "./rules.js";

export async function createPolicy(
  ctx: SignedInContext,
  input: z.output<typeof createPolicyInput>,
): Promise<PolicyDetail> {
  const actor = ctx.auth.user;
  const today = todayIn(ctx.env.APP_TIME_ZONE);
  return ctx.db.$transaction(async (tx) => {
    await assertOwnerUser(tx, input.ownerId);
    const year = Number(today.slice(0, 4));
    const reference = policyReference(year, await nextReferenceNumber(tx, "POL", year));
    const created = await tx.policy.create({
      data: {
        reference,
        name: input.name,
        owner: input.owner,
        ownerId: input.ownerId ?? null,
        jurisdiction: input.jurisdiction,
        category: input.category ?? null,
        riskRating: input.riskRating,
        reviewDate: asDay(input.reviewDate),
        regulatoryFramework: input.regulatoryFramework ?? null,
        complianceGaps: input.complianceGaps,
        securityPolicy: input.securityPolicy,
        status: "draft",
        statusChangedAt: new Date(),
        statusChangedById: actor.id,
        versionMajor: 1,
        versionMinor: 0,
        createdById: actor.id,
        updatedById: actor.id,
      },
    });
    const version = await tx.policyVersion.create({
      data: {
        policyId: created.id,
        major: 1,
        minor: 0,
        content: input.content ?? null,
        changeNote: input.changeNote ?? null,
        createdById: actor.id,
      },
    });
    const policy = await tx.policy.update({ where: { id: created.id }, data: { currentVersionId: version.id } });
    await addPolicyEvent(tx, created.id, actor.id, { kind: "created", toStatus: "draft" });
    await recordChange(tx, ctx, {
      action: "CREATE",
      entityType: POLICY_ENTITY,
      entityId: created.id,
      after: auditSnapshot(policy),
      description: `Created policy ${reference} ${policy.name} (Draft, version 1.0)`,
    });
    return readPolicy(tx, created.id, today);
  });
}

const FIELD_LABELS: Record<string, string> = {
  name: "name",
  owner: "owner",
  ownerId: "owner user",
  jurisdiction: "jurisdiction",
  category: "category",
  riskRating: "risk rating",
  reviewDate: "review date",
  regulatoryFramework: "regulatory framework",
  complianceGaps: "compliance gaps",
  securityPolicy: "security-policy mark",
  version: "text (new version)",
};

function describeChange(before: Record<string, unknown>, after: Record<string, unknown>) {
  const changed = Object.keys(FIELD_LABELS).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
  const what = changed.length ? `: ${changed.map((k) => FIELD_LABELS[k]).join(", ")}` : " without changes";
  return `Updated policy ${String(after.reference)}${what}`;
}

export async function updatePolicy(
  ctx: SignedInContext,
  input: z.output<typeof updatePolicyInput>,
): Promise<PolicyDetail> {
  const actor = ctx.auth.user;
  const today = todayIn(ctx.env.APP_TIME_ZONE);
  return ctx.db.$transaction(async (tx) => {
    const before = await lockPolicy(tx, input.id);
    if (before.archived) throw conflict(ARCHIVED_UNCHANGED);
    const changesMark = input.securityPolicy !== undefined && input.securityPolicy !== before.securityPolicy;
    assertMayEdit(ctx, before, changesMark);
    if (input.ownerId !== undefined && input.ownerId !== before.ownerId) await assertOwnerUser(tx, input.ownerId);
    const data: Prisma.PolicyUncheckedUpdateInput = { updatedById: actor.id };
    for (const key of [
      "name",
      "owner",
      "ownerId",
      "jurisdiction",
      "category",
      "riskRating",
      "regulatoryFramework",
      "complianceGaps",
      "securityPolicy",
    ] as const) {
      if (input[key] !== undefined) (data as Record<string, unknown>)[key] = input[key];
    }
    if (input.reviewDate !== undefined) data.reviewDate = asDay(input.reviewDate);
    await tx.policy.update({ where: { id: input.id }, data });
    const current = before.currentVersionId
      ? await tx.policyVersion.findUnique({ where: { id: before.currentVersionId }, select: { content: true } })
      : null;
    const textChanged = input.content !== undefined && (input.content ?? null) !== (current?.content ?? null);
    if (textChanged) {
      const locked = await tx.policy.findUniqueOrThrow({ where: { id: input.id } });
      const version = await addVersion(tx, locked, actor.id, {
        major: input.major ?? false,
        content: input.content ?? null,
        changeNote: input.changeNote ?? null,
      });
      // A major version asks everyone who acknowledged the earlier one again (docs/GOVERNANCE.md, Acknowledgements).
      if (input.major) await onMajorVersion(tx, ctx, input.id, version.id);
    }
    const after = await tx.policy.findUniqueOrThrow({ where: { id: input.id } });
    const beforeSnapshot = auditSnapshot(before);
    const afterSnapshot = auditSnapshot(after);
    await addPolicyEvent(tx, input.id, actor.id, {
      kind: "updated",
      note: describeChange(beforeSnapshot, afterSnapshot).replace(/^Updated policy \S+: ?/, ""),
    });
    await recordChange(tx, ctx, {
      action: "UPDATE",
      entityType: POLICY_ENTITY,
      entityId: input.id,
      before: beforeSnapshot,
      after: afterSnapshot,
      description: describeChange(beforeSnapshot, afterSnapshot),
    });
    return readPolicy(tx, input.id, today);
  });
}
