import type { User } from "@tprm/db";
import { listPermissions } from "../permissions/check.js";

/** What the client learns about the signed-in user (GET /api/auth/me, login answer). */
export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: string | null;
  status: string;
  jobTitle: string | null;
  permissions: string[];
}

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
