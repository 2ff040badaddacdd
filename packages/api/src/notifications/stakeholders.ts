// The stakeholder directory: each group's default roles (STAKEHOLDER_DEFAULT_ROLES) plus the named users and shared
// mailboxes an Admin added (every change audited), and sending a notification to a group (000 §7).
import { randomUUID } from "node:crypto";
import { Prisma } from "@tprm/db";
import type { z } from "zod";
import { recordChange } from "../audit/record-change.js";
import type { SignedInContext } from "../context.js";
import { conflictOnField, invalidField, notFound } from "../lib/errors.js";
import { personName } from "../lib/people.js";
import {
  type addStakeholderMemberInput,
  type notifyStakeholdersInput,
  STAKEHOLDER_DEFAULT_ROLES,
  STAKEHOLDER_LABELS,
  STAKEHOLDER_TYPES,
  type StakeholderType,
} from "../schemas/notifications.js";
import { notify } from "./notify.js";

export const STAKEHOLDER_MEMBER_ENTITY = "StakeholderMember";
export const STAKEHOLDER_NOTIFICATION_ENTITY = "StakeholderNotification";

const MEMBER_SELECT = {
  id: true,
  stakeholderType: true,
  email: true,
  name: true,
  createdAt: true,
  user: { select: { id: true, firstName: true, lastName: true, email: true } },
} as const;

type MemberRow = {
  id: string;
  stakeholderType: string;
  email: string | null;
  name: string | null;
  createdAt: Date;
  user: { id: string; firstName: string; lastName: string; email: string } | null;
};

function toMemberDto(row: MemberRow) {
  return {
    id: row.id,
    stakeholderType: row.stakeholderType as StakeholderType,
    user: row.user ? { id: row.user.id, name: personName(row.user), email: row.user.email } : null,
    email: row.email,
    name: row.name,
    createdAt: row.createdAt,
  };
}

/** Every group with its default roles and the members an Admin added. */
export async function stakeholderGroups(ctx: SignedInContext) {
  const rows = await ctx.db.stakeholderMember.findMany({
    select: MEMBER_SELECT,
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  return STAKEHOLDER_TYPES.map((type) => ({
    type,
    label: STAKEHOLDER_LABELS[type],
    roles: [...STAKEHOLDER_DEFAULT_ROLES[type]],
    members: rows.filter((r) => r.stakeholderType === type).map(toMemberDto),
  }));
}

export async function addStakeholderMember(ctx: SignedInContext, input: z.infer<typeof addStakeholderMemberInput>) {
  const field = input.userId ? "userId" : "email";
  const group = STAKEHOLDER_LABELS[input.stakeholderType];
  const taken = () => conflictOnField(field, `Already a member of the ${group} stakeholders`);
  try {
    return await ctx.db.$transaction(async (tx) => {
      if (input.userId) {
        const user = await tx.user.findUnique({ where: { id: input.userId }, select: { status: true } });
        if (user?.status !== "active") throw invalidField("userId", "Choose an active user");
      }
      const existing = await tx.stakeholderMember.findFirst({
        where: {
          stakeholderType: input.stakeholderType,
          ...(input.userId ? { userId: input.userId } : { email: input.email! }),
        },
      });
      if (existing) throw taken();
      const row = await tx.stakeholderMember.create({
        data: {
          stakeholderType: input.stakeholderType,
          userId: input.userId ?? null,
          email: input.userId ? null : input.email!,
          name: input.userId ? null : (input.name ?? null),
          createdById: ctx.auth.user.id,
        },
        select: MEMBER_SELECT,
      });
      const member = toMemberDto(row);
      await recordChange(tx, ctx, {
        action: "CREATE",
        entityType: STAKEHOLDER_MEMBER_ENTITY,
        entityId: row.id,
        after: member,
        description: `Added ${member.user ? member.user.name : `the mailbox ${member.email}`} to the ${group} stakeholders`,
      });
      return member;
    });
  } catch (error) {
    // Two Admins adding the same member at once: the unique index refuses the second, answered as the check would.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") throw taken();
    throw error;
  }
}

export async function removeStakeholderMember(ctx: SignedInContext, id: string) {
  return ctx.db.$transaction(async (tx) => {
    const row = await tx.stakeholderMember.findUnique({ where: { id }, select: MEMBER_SELECT });
    if (!row) throw notFound("Stakeholder member not found.");
    await tx.stakeholderMember.delete({ where: { id } });
    const member = toMemberDto(row);
    const group = STAKEHOLDER_LABELS[member.stakeholderType] ?? member.stakeholderType;
    await recordChange(tx, ctx, {
      action: "DELETE",
      entityType: STAKEHOLDER_MEMBER_ENTITY,
      entityId: id,
      before: member,
      description: `Removed ${member.user ? member.user.name : `the mailbox ${member.email}`} from the ${group} stakeholders`,
    });
    return { id, deleted: true };
  });
}

/** POST /api/notifications/stakeholders: one event told to a group, with its audit row, in one transaction. */
export async function notifyStakeholders(ctx: SignedInContext, input: z.infer<typeof notifyStakeholdersInput>) {
  const eventKey = `stakeholder.${input.type}:${randomUUID()}`;
  return ctx.db.$transaction(async (tx) => {
    const sent = await notify(tx, ctx, {
      eventKey,
      eventType: "stakeholder.notified",
      type: input.category,
      priority: input.priority,
      title: input.title,
      message: input.message,
      entity: input.relatedEntity,
      link: input.link,
      audience: { stakeholders: [input.type] },
    });
    await recordChange(tx, ctx, {
      action: "CREATE",
      entityType: STAKEHOLDER_NOTIFICATION_ENTITY,
      entityId: null,
      after: { eventKey, ...input, recipients: sent.recipients, mailboxes: sent.mailboxes.length },
      description: `Notified the ${STAKEHOLDER_LABELS[input.type]} stakeholders: ${input.title} (${sent.recipients} people, ${sent.mailboxes.length} mailboxes)`,
    });
    return { eventKey, recipients: sent.recipients, mailboxes: sent.mailboxes.length };
  });
}
