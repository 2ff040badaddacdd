import type { PrismaClient, User } from "@tprm/db";
import type { z } from "zod";
import { listPermissions } from "../permissions/check.js";
import type { currentUserOutput, sessionUserOutput } from "../schemas/auth.js";
import { twoFactorEnrolmentRequired } from "../schemas/settings.js";
import { organisationPolicy, readUserSettings } from "../settings/public.js";

/** What the client learns about the signed-in user (GET /api/auth/me, login answer): schemas/auth.ts. */
export type SessionUser = z.output<typeof sessionUserOutput>;

export function toSessionUser(user: User): SessionUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    status: user.status,
    jobTitle: user.jobTitle,
    permissions: listPermissions(user.role),
  };
}

export type CurrentUser = z.output<typeof currentUserOutput>;

/** GET /api/auth/me: the session user, the user's settings and whether two-factor enrolment is owed. */
export async function toCurrentUser(db: PrismaClient, user: User): Promise<CurrentUser> {
  const [settings, policy] = await Promise.all([readUserSettings(db, user.id), organisationPolicy(db)]);
  return { ...toSessionUser(user), settings, twoFactorEnrolmentRequired: twoFactorEnrolmentRequired(policy, user) };
}
