import { hashPassword, type Prisma } from "@tprm/db";
import type { z } from "zod";
import { recordChange } from "../audit/record-change.js";
import { revokeUserSessions } from "../auth/sessions.js";
import type { Context, SignedInContext } from "../context.js";
import { badRequest, conflictOnField, notFound } from "../lib/errors.js";
import { paginate, skipTake } from "../lib/pagination.js";
import type { createUserInput } from "../schemas/auth.js";
import type { listUsersInput, setRoleInput } from "../schemas/users.js";
import { checkPasswordLength } from "../settings/public.js";

export const listFields = {
  id: true,
  email: true,
  firstName: true,
  lastName: true,
  role: true,
  status: true,
  jobTitle: true,
  department: true,
  lockedUntil: true,
  twoFactorEnabled: true,
  lastLoginAt: true,
  createdAt: true,
} satisfies Prisma.UserSelect;

export async function listUsers(ctx: Context, input: z.infer<typeof listUsersInput>) {
  const where: Prisma.UserWhereInput = {
    ...(input.status ? { status: input.status } : {}),
    ...(input.search
      ? {
          OR: [
            { email: { contains: input.search, mode: "insensitive" } },
            { firstName: { contains: input.search, mode: "insensitive" } },
            { lastName: { contains: input.search, mode: "insensitive" } },
            { role: { contains: input.search, mode: "insensitive" } },
          ],
        }
      : {}),
  };
  const [items, total] = await Promise.all([
    ctx.db.user.findMany({
      where,
      select: listFields,
      // Accounts waiting for a role come first: they are what an Admin has to act on.
      orderBy: [{ status: "asc" }, { lastName: "asc" }, { firstName: "asc" }],
      ...skipTake(input.page, input.limit),
    }),
    ctx.db.user.count({ where }),
  ]);
  return { items, pagination: paginate(input.page, input.limit, total) };
}

export async function createUser(ctx: SignedInContext, input: z.infer<typeof createUserInput>) {
  await checkPasswordLength(ctx.db, input.password, "password");
  const passwordHash = await hashPassword(input.password);
  return ctx.db.$transaction(async (tx) => {
    if (await tx.user.findUnique({ where: { email: input.email }, select: { id: true } })) {
      throw conflictOnField("email", "An account with this email already exists.");
    }
    const user = await tx.user.create({
      data: {
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        role: input.role,
        status: "active",
        lastPasswordChange: new Date(),
      },
      select: listFields,
    });
    await recordChange(tx, ctx, {
      action: "CREATE",
      entityType: "User",
      entityId: user.id,
      after: user,
    });
    return user;
  });
}

type Change = (user: Prisma.UserGetPayload<{ select: typeof listFields }>) => {
  action: "ROLE_CHANGE" | "DEACTIVATE" | "REACTIVATE" | "UNLOCK";
  data: Prisma.UserUpdateInput;
  revokeSessions?: boolean;
};

/** One path for every admin change to an account: load, refuse self-harm, update, audit — in one transaction. */
async function changeUser(ctx: SignedInContext, id: string, change: Change, selfAllowed = false) {
  const actor = ctx.auth.user;
  if (!selfAllowed && actor.id === id) throw badRequest("You cannot change your own role or status.");
  return ctx.db.$transaction(async (tx) => {
    const before = await tx.user.findUnique({ where: { id }, select: listFields });
    if (!before) throw notFound("User not found.");
    const { action, data, revokeSessions } = change(before);
    const after = await tx.user.update({ where: { id }, data, select: listFields });
    if (revokeSessions) await revokeUserSessions(tx, id);
    if (action === "UNLOCK") {
      // A successful-attempt row restarts the failure count for the lockout rule.
      await tx.loginAttempt.create({
        data: { email: before.email, userId: id, success: true, reason: "unlocked-by-admin", ipAddress: ctx.ipAddress },
      });
    }
    await recordChange(tx, ctx, {
      action,
      entityType: "User",
      entityId: id,
      before,
      after,
    });
    return after;
  });
}

export const setUserRole = (ctx: SignedInContext, input: z.infer<typeof setRoleInput>) =>
  changeUser(ctx, input.id, (user) => ({
    action: "ROLE_CHANGE",
    // Giving a role to an account that waits for approval activates it.
    data: { role: input.role, ...(user.status === "pending" ? { status: "active" } : {}) },
    revokeSessions: user.role !== input.role,
  }));

export const deactivateUser = (ctx: SignedInContext, id: string) =>
  changeUser(ctx, id, () => ({ action: "DEACTIVATE", data: { status: "deactivated" }, revokeSessions: true }));

export const reactivateUser = (ctx: SignedInContext, id: string) =>
  changeUser(ctx, id, (user) => {
    if (!user.role) throw badRequest("Give this account a role to activate it.");
    return { action: "REACTIVATE", data: { status: "active" } };
  });

export const unlockUser = (ctx: SignedInContext, id: string) =>
  changeUser(ctx, id, () => ({ action: "UNLOCK", data: { lockedUntil: null } }), true);
