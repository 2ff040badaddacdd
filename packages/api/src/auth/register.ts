import { hashPassword } from "@tprm/db";
import type { z } from "zod";
import { recordChange } from "../audit/record-change.js";
import type { Context } from "../context.js";
import { conflict, tooManyRequests } from "../lib/errors.js";
import { secondsLeftInWindow, underRateLimit } from "../lib/rate-limit.js";
import type { registerInput } from "../schemas/auth.js";
import { checkPasswordLength } from "../settings/public.js";
import { toSessionUser } from "./session-user.js";

/**
 * The first account of an empty install becomes Admin and may sign in at once. Every later account waits,
 * without a role, until an Admin gives it one. A lock serialises concurrent first registrations.
 */
export async function register(ctx: Context, input: z.infer<typeof registerInput>) {
  await checkPasswordLength(ctx.db, input.password, "password");
  if (
    !(await underRateLimit(
      ctx.redis,
      `register:${ctx.ipAddress ?? "unknown"}`,
      ctx.env.PUBLIC_FORM_RATE_LIMIT_PER_HOUR,
      3600,
    ))
  ) {
    throw tooManyRequests(
      "Too many registrations from your address. Please try again later.",
      secondsLeftInWindow(3600),
    );
  }
  const passwordHash = await hashPassword(input.password);
  const user = await ctx.db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(72710001)`;
    if (await tx.user.findUnique({ where: { email: input.email }, select: { id: true } })) {
      throw conflict("An account with this email already exists.");
    }
    const first = (await tx.user.count()) === 0;
    const created = await tx.user.create({
      data: {
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        role: first ? "Admin" : null,
        status: first ? "active" : "pending",
        lastPasswordChange: new Date(),
      },
    });
    await recordChange(tx, ctx, {
      actorId: created.id,
      action: "REGISTER",
      entityType: "User",
      entityId: created.id,
      after: created,
    });
    return created;
  });
  return { user: toSessionUser(user), pendingApproval: user.status === "pending" };
}
