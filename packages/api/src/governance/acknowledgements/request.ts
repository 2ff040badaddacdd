// Sending a policy's current version for acknowledgement, and asking again when a major version is made
// (docs/GOVERNANCE.md, Acknowledgements). Each runs in one transaction with its rows, the policy's ackVersionId,
// a PolicyEvent, the audit row and one notification per person newly asked.
import type { Prisma } from "@tprm/db";
import type { z } from "zod";
import type { ChangeContext } from "../../audit/record-change.js";
import { recordChange } from "../../audit/record-change.js";
import type { SignedInContext } from "../../context.js";
import { type IsoDate, todayIn } from "../../lib/dates.js";
import { conflict, invalidField, notFound } from "../../lib/errors.js";
import { clip } from "../../lib/text.js";
import { notify } from "../../notifications/notify.js";
import { storedRoleValues } from "../../notifications/rules.js";
import type { Role } from "../../permissions/roles.js";
import type { requestAcknowledgementInput } from "../../schemas/governance-acknowledgements.js";
import { NOTIFICATION_MESSAGE_MAX, NOTIFICATION_TITLE_MAX } from "../../schemas/notifications.js";
import { acknowledgementCountsOfPolicy } from "./counts.js";
import {
  ARCHIVED_POLICY,
  acknowledgementLink,
  NO_VERSION,
  POLICY_ENTITY,
  POLICY_NOT_FOUND,
  versionLabel,
} from "./dto.js";
import { renewedDueDate } from "./rules.js";

type Tx = Prisma.TransactionClient;
type Version = { id: string; major: number; minor: number };
type PolicyRef = { id: string; reference: string; name: string };

/** Locks the policy's row: two requests at once must not both count someone as newly asked. */
async function lockPolicy(tx: Tx, id: string) {
  await tx.$queryRaw`SELECT 1 FROM "Policy" WHERE "id" = ${id}::uuid FOR UPDATE`;
}

/**
 * Asks `userIds` to acknowledge `version` by `dueDate`, leaving out those already asked for its major version.
 * Writes the rows, moves the policy's ackVersionId, records the event and audit row and notifies those asked now.
 */
async function ask(
  tx: Tx,
  ctx: ChangeContext,
  policy: PolicyRef,
  version: Version,
  userIds: readonly string[],
  dueDate: IsoDate,
  why: string,
) {
  const asked = await tx.policyAcknowledgement.findMany({
    where: { policyId: policy.id, version: { major: version.major }, userId: { in: [...userIds] } },
    select: { userId: true },
    distinct: ["userId"],
  });
  const already = new Set(asked.map((a) => a.userId));
  const fresh = userIds.filter((id) => !already.has(id));
  if (fresh.length === 0) return { added: 0, alreadyAsked: already.size };
  const actorId = ctx.auth?.user.id ?? null;
  await tx.policyAcknowledgement.createMany({
    data: fresh.map((userId) => ({
      policyId: policy.id,
      versionId: version.id,
      userId,
      requestedById: actorId,
      dueDate: new Date(`${dueDate}T00:00:00.000Z`),
    })),
    skipDuplicates: true,
  });
  await tx.policy.update({ where: { id: policy.id }, data: { ackVersionId: version.id } });
  const label = versionLabel(version);
  const note = `${why}: version ${label} to ${fresh.length} ${fresh.length === 1 ? "person" : "people"}, due ${dueDate}`;
  await tx.policyEvent.create({
    data: { policyId: policy.id, kind: "acknowledgement_requested", note, actorId },
  });
  await recordChange(tx, ctx, {
    entityType: POLICY_ENTITY,
    entityId: policy.id,
    action: "UPDATE",
    description: `${policy.reference} ${policy.name}: ${note}`,
    after: { ackVersionId: version.id, version: label, asked: fresh, dueDate },
  });
  await notify(tx, ctx, {
    eventKey: `policy.acknowledgementRequested:${version.id}`,
    eventType: "policy.acknowledgementRequested",
    type: "governance",
    priority: "medium",
    title: clip(`Please acknowledge ${policy.name} (version ${label})`, NOTIFICATION_TITLE_MAX),
    message: clip(
      `You are asked to read version ${label} of the policy ${policy.reference} ${policy.name} and acknowledge it by ${dueDate}.`,
      NOTIFICATION_MESSAGE_MAX,
    ),
    entity: { type: POLICY_ENTITY, id: policy.id, name: policy.reference },
    link: acknowledgementLink(version.id),
    audience: { users: fresh },
  });
  return { added: fresh.length, alreadyAsked: already.size };
}

/** The active users a request names: those named (each must be active) and every active holder of the roles. */
async function recipientsOf(tx: Tx, roles: readonly Role[], userIds: readonly string[]) {
  if (userIds.length) {
    const named = await tx.user.findMany({
      where: { id: { in: [...userIds] }, status: "active" },
      select: { id: true },
    });
    if (named.length !== userIds.length) throw invalidField("userIds", "Choose active people from the directory");
  }
  const holders = roles.length
    ? await tx.user.findMany({
        where: { status: "active", role: { in: storedRoleValues(roles) } },
        select: { id: true },
        orderBy: { id: "asc" },
      })
    : [];
  const all = [...new Set([...userIds, ...holders.map((u) => u.id)])];
  if (all.length === 0) throw invalidField("roles", "No active user holds these roles");
  return all;
}

export async function requestAcknowledgement(
  ctx: SignedInContext,
  input: z.output<typeof requestAcknowledgementInput>,
) {
  const today = todayIn(ctx.env.APP_TIME_ZONE);
  if (input.dueDate < today) throw invalidField("dueDate", "Due date cannot be in the past");
  const result = await ctx.db.$transaction(async (tx) => {
    // Lock before reading: read first, a version made meanwhile (and committed while we waited for the lock) would
    // be missed, and the older version sent, moving ackVersionId back behind the current version.
    await lockPolicy(tx, input.id);
    const policy = await tx.policy.findUnique({
      where: { id: input.id },
      select: { id: true, reference: true, name: true, archived: true, currentVersion: { select: VERSION } },
    });
    if (!policy) throw notFound(POLICY_NOT_FOUND);
    if (policy.archived) throw conflict(ARCHIVED_POLICY);
    if (!policy.currentVersion) throw conflict(NO_VERSION);
    const users = await recipientsOf(tx, input.roles, input.userIds);
    const done = await ask(tx, ctx, policy, policy.currentVersion, users, input.dueDate, "Sent for acknowledgement");
    return { ...done, version: policy.currentVersion };
  });
  const counts = await acknowledgementCountsOfPolicy(ctx.db, input.id, today);
  return {
    policyId: input.id,
    version: result.version,
    counts,
    added: result.added,
    alreadyAsked: result.alreadyAsked,
  };
}

const VERSION = { id: true, major: true, minor: true } as const;

/**
 * For the policies' service: call it in the transaction that makes a new MAJOR version of a policy (never for a
 * minor one, which asks nobody again), after the version row exists: `await onMajorVersion(tx, ctx, policyId,
 * version.id)`. Everyone asked to acknowledge the policy's earlier major version (still active) is asked again for
 * the new one, due in 30 days (RENEWED_ACKNOWLEDGEMENT_DAYS), and notified; the policy's ackVersionId moves to it.
 * A policy never sent for acknowledgement, or a version that is not a later major one, changes nothing.
 * `ctx.env.APP_TIME_ZONE` (when the context has it) sets the calendar of the due date.
 */
export async function onMajorVersion(
  tx: Tx,
  ctx: ChangeContext & { env?: { APP_TIME_ZONE: string } },
  policyId: string,
  newVersionId: string,
): Promise<{ asked: number }> {
  const policy = await tx.policy.findUnique({
    where: { id: policyId },
    select: { id: true, reference: true, name: true, ackVersion: { select: VERSION } },
  });
  if (!policy?.ackVersion) return { asked: 0 };
  const version = await tx.policyVersion.findUnique({
    where: { id: newVersionId },
    select: { ...VERSION, policyId: true },
  });
  if (!version || version.policyId !== policyId || version.major <= policy.ackVersion.major) return { asked: 0 };
  await lockPolicy(tx, policyId);
  const earlier = await tx.policyAcknowledgement.findMany({
    where: { policyId, version: { major: policy.ackVersion.major }, user: { status: "active" } },
    select: { userId: true },
    distinct: ["userId"],
    orderBy: { userId: "asc" },
  });
  if (earlier.length === 0) return { asked: 0 };
  const today = todayIn(ctx.env?.APP_TIME_ZONE);
  const done = await ask(
    tx,
    ctx,
    policy,
    version,
    earlier.map((e) => e.userId),
    renewedDueDate(today),
    `New major version ${versionLabel(version)} asked again`,
  );
  return { asked: done.added };
}
