import type { User } from "@tprm/db";
import type { z } from "zod";
import { listPermissions } from "../permissions/check.js";
import type { sessionUserOutput } from "../schemas/auth.js";

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
