// What the policy changes share: the lock a change takes, the per-record rule for IT Security (only security
// policies, never the mark itself), the owner a policy may link to, the history row and the next version.
import { type Policy, type PolicyEventKind, type PolicyStatus, Prisma } from "@tprm/db";
import type { SignedInContext } from "../../context.js";
import { forbidden, invalidField, notFound } from "../../lib/errors.js";
import { allows, GOVERNANCE_ACCESS } from "../../permissions/access.js";
import { POLICY_NOT_FOUND } from "./policy-dto.js";
import { nextPolicyVersion } from "./rules.js";

type Tx = Prisma.TransactionClient;

export const ONLY_SECURITY_POLICIES = "You may edit security policies only.";
export const MARK_NEEDS_POLICY_EDITOR = "Only those who edit policies set or clear the security-policy mark.";

/** Locks the policy for the change (two edits at once would each number the same version) and loads it. */
export async function lockPolicy(tx: Tx, id: string): Promise<Policy> {
  await tx.$queryRaw(Prisma.sql`SELECT 1 FROM "Policy" WHERE "id" = ${id}::uuid FOR UPDATE`);
  const row = await tx.policy.findUnique({ where: { id } });
  if (!row) throw notFound(POLICY_NOT_FOUND);
  return row;
}

/** True for a role that edits every policy (edit policies); IT Security holds only "edit security-policies". */
export const editsEveryPolicy = (role: string | null) => allows(role, { action: "edit", resource: "policies" });

/**
 * The per-record half of GOVERNANCE_ACCESS.editPolicy: a role that only edits security policies may change a policy
 * marked so, and never the mark (403 otherwise).
 */
export function assertMayEdit(
  ctx: Pick<SignedInContext, "auth">,
  policy: Pick<Policy, "securityPolicy">,
  changesMark = false,
) {
  const role = ctx.auth.user.role;
  if (editsEveryPolicy(role)) return;
  if (!allows(role, GOVERNANCE_ACCESS.editPolicy) || !policy.securityPolicy) throw forbidden(ONLY_SECURITY_POLICIES);
  if (changesMark) throw forbidden(MARK_NEEDS_POLICY_EDITOR);
}

/** The linked owner is an active user (400 on the field otherwise). */
export async function assertOwnerUser(tx: Tx, ownerId: string | null | undefined) {
  if (!ownerId) return;
  const user = await tx.user.findUnique({ where: { id: ownerId }, select: { status: true } });
  if (user?.status !== "active") throw invalidField("ownerId", "The owner must be an active user");
}

/** A row of the policy's history, by the signed-in user. */
export function addPolicyEvent(
  tx: Tx,
  policyId: string,
  actorId: string | null,
  event: {
    kind: PolicyEventKind;
    fromStatus?: PolicyStatus | null;
    toStatus?: PolicyStatus | null;
    note?: string | null;
  },
) {
  return tx.policyEvent.create({
    data: {
      policyId,
      actorId,
      kind: event.kind,
      fromStatus: event.fromStatus ?? null,
      toStatus: event.toStatus ?? null,
      note: event.note ?? null,
    },
  });
}

/**
 * The policy's next version, built on the current one: what `change` names replaces it (the text, the document, the
 * charter), the rest carries over; the policy then points at it. Earlier versions stay as they were.
 */
export async function addVersion(
  tx: Tx,
  policy: Policy,
  actorId: string,
  change: {
    major: boolean;
    content?: string | null;
    fileId?: string;
    charterFileId?: string;
    changeNote: string | null;
  },
) {
  const current = policy.currentVersionId
    ? await tx.policyVersion.findUnique({
        where: { id: policy.currentVersionId },
        select: { content: true, fileId: true, charterFileId: true },
      })
    : null;
  const next = nextPolicyVersion({ major: policy.versionMajor, minor: policy.versionMinor }, change.major);
  const version = await tx.policyVersion.create({
    data: {
      policyId: policy.id,
      major: next.major,
      minor: next.minor,
      content: change.content !== undefined ? change.content : (current?.content ?? null),
      fileId: change.fileId ?? current?.fileId ?? null,
      charterFileId: change.charterFileId ?? current?.charterFileId ?? null,
      changeNote: change.changeNote,
      createdById: actorId,
    },
  });
  await tx.policy.update({
    where: { id: policy.id },
    data: { currentVersionId: version.id, versionMajor: next.major, versionMinor: next.minor, updatedById: actorId },
  });
  await addPolicyEvent(tx, policy.id, actorId, {
    kind: "version_added",
    note: `Version ${next.major}.${next.minor}${change.changeNote ? `: ${change.changeNote}` : ""}`,
  });
  return version;
}
