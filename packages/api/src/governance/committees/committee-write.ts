// Changes to committees: create, update (the member list replaced when given, members kept by id or name; those
// left out marked removed, so their attendance stays), delete (only a committee without meetings: one with meetings is set inactive instead, so its
// record is kept). Each runs in one transaction with its audit row.
import type { Prisma } from "@tprm/db";
import type { z } from "zod";
import { recordChange } from "../../audit/record-change.js";
import type { SignedInContext } from "../../context.js";
import { conflict, invalidField } from "../../lib/errors.js";
import type {
  CommitteeMemberInput,
  createCommitteeInput,
  updateCommitteeInput,
} from "../../schemas/governance-committees.js";
import { readCommittee } from "./committee-read.js";
import { COMMITTEE_ENTITY, COMMITTEE_SELECT, committeeSnapshot } from "./dto.js";
import type { MemberText } from "./rules.js";

type Tx = Prisma.TransactionClient;
type MemberIn = Omit<CommitteeMemberInput, "role" | "department"> & MemberText;
type CommitteeInput = Partial<z.output<typeof updateCommitteeInput>>;

export const HAS_MEETINGS = "The committee has meetings: set it inactive instead, so its record is kept.";

/** The member list the body gives: `members` as a list, else `membersJson`; undefined leaves the members as they are. */
function membersOf(input: CommitteeInput): MemberIn[] | undefined {
  if (input.members) {
    return input.members.map((m) => ({ ...m, role: m.role ?? null, department: m.department ?? null }));
  }
  return input.membersJson;
}

async function assertUsers(tx: Tx, input: CommitteeInput, members: MemberIn[] | undefined) {
  const wanted = [input.chairId, ...(members ?? []).map((m) => m.userId)].filter((id): id is string => !!id);
  if (!wanted.length) return;
  const found = new Set(
    (await tx.user.findMany({ where: { id: { in: wanted } }, select: { id: true } })).map((u) => u.id),
  );
  if (input.chairId && !found.has(input.chairId)) throw invalidField("chairId", "Unknown chair");
  members?.forEach((m, i) => {
    if (m.userId && !found.has(m.userId)) throw invalidField(`members.${i}.userId`, "Unknown user");
  });
}

/**
 * Replaces the committee's members with `members`, keeping those named by id (or, failing that, by name). Those left
 * out are marked removed, never deleted: the meetings they attended keep naming them.
 */
async function syncMembers(tx: Tx, committeeId: string, members: MemberIn[]) {
  const existing = await tx.committeeMember.findMany({
    where: { committeeId, removedAt: null },
    select: { id: true, name: true },
  });
  const unused = new Map(existing.map((m) => [m.id, m]));
  const plan = members.map((m, i) => {
    if (m.id) {
      if (!unused.has(m.id)) throw invalidField(`members.${i}.id`, "Unknown member");
      unused.delete(m.id);
      return { keep: m.id, m, i };
    }
    const same = [...unused.values()].find((e) => e.name === m.name);
    if (same) unused.delete(same.id);
    return { keep: same?.id, m, i };
  });
  if (unused.size) {
    await tx.committeeMember.updateMany({ where: { id: { in: [...unused.keys()] } }, data: { removedAt: new Date() } });
  }
  for (const { keep, m, i } of plan) {
    const data = { name: m.name, role: m.role, department: m.department, userId: m.userId ?? null, position: i };
    if (keep) await tx.committeeMember.update({ where: { id: keep }, data });
    else await tx.committeeMember.create({ data: { ...data, committeeId } });
  }
}

function detailsData(input: CommitteeInput) {
  const data: Record<string, unknown> = {};
  for (const key of ["name", "type", "chair", "chairId", "jurisdiction", "status", "purpose"] as const) {
    if (input[key] !== undefined) data[key] = input[key];
  }
  return data;
}

export async function createCommittee(ctx: SignedInContext, input: z.output<typeof createCommitteeInput>) {
  const actor = ctx.auth.user;
  return ctx.db.$transaction(async (tx) => {
    const members = membersOf(input) ?? [];
    await assertUsers(tx, input, members);
    const created = await tx.committee.create({
      data: {
        ...(detailsData(input) as Prisma.CommitteeUncheckedCreateInput),
        name: input.name,
        type: input.type,
        chair: input.chair,
        createdById: actor.id,
        updatedById: actor.id,
      },
      select: { id: true },
    });
    await syncMembers(tx, created.id, members);
    const after = await tx.committee.findUniqueOrThrow({ where: { id: created.id }, select: COMMITTEE_SELECT });
    await recordChange(tx, ctx, {
      action: "CREATE",
      entityType: COMMITTEE_ENTITY,
      entityId: created.id,
      after: committeeSnapshot(after),
      description: `Created committee ${after.name} (${after.members.length} members)`,
    });
    return readCommittee(tx, created.id);
  });
}

async function lockCommittee(tx: Tx, id: string) {
  await tx.$queryRaw`SELECT 1 FROM "Committee" WHERE "id" = ${id}::uuid FOR UPDATE`;
  return tx.committee.findUnique({ where: { id }, select: COMMITTEE_SELECT });
}

export async function updateCommittee(ctx: SignedInContext, input: z.output<typeof updateCommitteeInput>) {
  return ctx.db.$transaction(async (tx) => {
    const before = await lockCommittee(tx, input.id);
    if (!before) return readCommittee(tx, input.id); // 404
    const members = membersOf(input);
    await assertUsers(tx, input, members);
    await tx.committee.update({
      where: { id: input.id },
      data: { ...detailsData(input), updatedById: ctx.auth.user.id },
    });
    if (members) await syncMembers(tx, input.id, members);
    const after = await tx.committee.findUniqueOrThrow({ where: { id: input.id }, select: COMMITTEE_SELECT });
    await recordChange(tx, ctx, {
      action: "UPDATE",
      entityType: COMMITTEE_ENTITY,
      entityId: input.id,
      before: committeeSnapshot(before),
      after: committeeSnapshot(after),
      description: `Updated committee ${after.name}`,
    });
    return readCommittee(tx, input.id);
  });
}

export async function deleteCommittee(ctx: SignedInContext, id: string) {
  return ctx.db.$transaction(async (tx) => {
    const before = await lockCommittee(tx, id);
    if (!before) {
      await readCommittee(tx, id); // 404
      return { id, deleted: true };
    }
    if (before.meetings.length) throw conflict(HAS_MEETINGS);
    await tx.committee.delete({ where: { id } });
    await recordChange(tx, ctx, {
      action: "DELETE",
      entityType: COMMITTEE_ENTITY,
      entityId: id,
      before: committeeSnapshot(before),
      description: `Deleted committee ${before.name}`,
    });
    return { id, deleted: true };
  });
}
