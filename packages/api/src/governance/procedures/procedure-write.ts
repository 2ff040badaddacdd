// Changes to procedures: create (Draft, PRO-<year>-NNNN), update, archive and restore (001 §4: archive records the
// date and the acting user, restore clears them). Each runs in one transaction with its audit row.
import type { Prisma } from "@tprm/db";
import type { z } from "zod";
import { recordChange } from "../../audit/record-change.js";
import type { SignedInContext } from "../../context.js";
import { todayIn } from "../../lib/dates.js";
import { conflict, invalidField } from "../../lib/errors.js";
import { nextReferenceNumber } from "../../lib/references.js";
import type { createProcedureInput, updateProcedureInput } from "../../schemas/governance-procedures.js";
import { asDay, PROCEDURE_ENTITY, PROCEDURE_SELECT, procedureSnapshot } from "./dto.js";
import { readProcedure } from "./procedure-read.js";
import { procedureReference } from "./rules.js";

type Tx = Prisma.TransactionClient;
type Details = Partial<z.output<typeof updateProcedureInput>>;

/**
 * A procedure is linked to a policy in force: an archived one is refused (400) when it is newly chosen. A link kept
 * as it was (its policy archived since) stays, and shows on the alignment card.
 */
async function assertPolicy(tx: Tx, policyId: string | null | undefined, linkedNow: string | null = null) {
  if (!policyId || policyId === linkedNow) return;
  const found = await tx.policy.findUnique({ where: { id: policyId }, select: { id: true, archived: true } });
  if (!found) throw invalidField("policyId", "Choose a policy from the list");
  if (found.archived) throw invalidField("policyId", "This policy is archived: choose a policy in force");
}

async function assertOwnerUser(tx: Tx, ownerId: string | null | undefined) {
  if (!ownerId) return;
  const found = await tx.user.findUnique({ where: { id: ownerId }, select: { id: true } });
  if (!found) throw invalidField("ownerId", "Unknown owner");
}

function detailsData(input: Details): Prisma.ProcedureUncheckedUpdateInput {
  const data: Prisma.ProcedureUncheckedUpdateInput = {};
  for (const key of [
    "name",
    "owner",
    "ownerId",
    "policyId",
    "category",
    "complexity",
    "status",
    "description",
  ] as const) {
    if (input[key] !== undefined) (data as Record<string, unknown>)[key] = input[key];
  }
  if (input.lastReview !== undefined) data.lastReview = input.lastReview === null ? null : asDay(input.lastReview);
  return data;
}

async function lockProcedure(tx: Tx, id: string) {
  await tx.$queryRaw`SELECT 1 FROM "Procedure" WHERE "id" = ${id}::uuid FOR UPDATE`;
  return tx.procedure.findUnique({ where: { id }, select: PROCEDURE_SELECT });
}

export async function createProcedure(ctx: SignedInContext, input: z.output<typeof createProcedureInput>) {
  const actor = ctx.auth.user;
  const today = todayIn(ctx.env.APP_TIME_ZONE);
  return ctx.db.$transaction(async (tx) => {
    await assertOwnerUser(tx, input.ownerId);
    await assertPolicy(tx, input.policyId);
    const year = Number(today.slice(0, 4));
    const reference = procedureReference(year, await nextReferenceNumber(tx, "PRO", year));
    const created = await tx.procedure.create({
      data: {
        ...(detailsData(input) as Prisma.ProcedureUncheckedCreateInput),
        reference,
        name: input.name,
        owner: input.owner,
        complexity: input.complexity,
        status: "draft",
        createdById: actor.id,
        updatedById: actor.id,
      },
      select: PROCEDURE_SELECT,
    });
    await recordChange(tx, ctx, {
      action: "CREATE",
      entityType: PROCEDURE_ENTITY,
      entityId: created.id,
      after: procedureSnapshot(created),
      description: `Created procedure ${reference} ${created.name}`,
    });
    return readProcedure(tx, created.id, today);
  });
}

export const ARCHIVED_NOT_CHANGED = "The procedure is archived: restore it before changing it.";

export async function updateProcedure(ctx: SignedInContext, input: z.output<typeof updateProcedureInput>) {
  const today = todayIn(ctx.env.APP_TIME_ZONE);
  return ctx.db.$transaction(async (tx) => {
    const before = await lockProcedure(tx, input.id);
    if (!before) return readProcedure(tx, input.id, today); // 404
    if (before.archived) throw conflict(ARCHIVED_NOT_CHANGED);
    await assertOwnerUser(tx, input.ownerId);
    await assertPolicy(tx, input.policyId, before.policy?.id ?? null);
    const after = await tx.procedure.update({
      where: { id: input.id },
      data: { ...detailsData(input), updatedById: ctx.auth.user.id },
      select: PROCEDURE_SELECT,
    });
    await recordChange(tx, ctx, {
      action: "UPDATE",
      entityType: PROCEDURE_ENTITY,
      entityId: after.id,
      before: procedureSnapshot(before),
      after: procedureSnapshot(after),
      description: `Updated procedure ${after.reference} ${after.name}`,
    });
    return readProcedure(tx, after.id, today);
  });
}

export const ALREADY_ARCHIVED = "The procedure is already archived.";
export const NOT_ARCHIVED = "The procedure is not archived.";

/** Archive (true) or restore (false): 409 when it already is so. */
export async function setProcedureArchived(ctx: SignedInContext, id: string, archived: boolean) {
  const today = todayIn(ctx.env.APP_TIME_ZONE);
  const actor = ctx.auth.user;
  return ctx.db.$transaction(async (tx) => {
    const before = await lockProcedure(tx, id);
    if (!before) return readProcedure(tx, id, today); // 404
    if (before.archived === archived) throw conflict(archived ? ALREADY_ARCHIVED : NOT_ARCHIVED);
    const after = await tx.procedure.update({
      where: { id },
      data: archived
        ? { archived: true, archivedAt: new Date(), archivedById: actor.id, updatedById: actor.id }
        : { archived: false, archivedAt: null, archivedById: null, updatedById: actor.id },
      select: PROCEDURE_SELECT,
    });
    await recordChange(tx, ctx, {
      action: "UPDATE",
      entityType: PROCEDURE_ENTITY,
      entityId: id,
      before: { archived: before.archived, archivedAt: before.archivedAt, archivedById: before.archivedBy?.id ?? null },
      after: { archived: after.archived, archivedAt: after.archivedAt, archivedById: after.archivedBy?.id ?? null },
      description: `${archived ? "Archived" : "Restored"} procedure ${after.reference} ${after.name}`,
    });
    return readProcedure(tx, id, today);
  });
}
