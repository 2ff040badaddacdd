import { z } from "zod";
import { paginationInput } from "../lib/pagination.js";
import { roleField, USER_STATUSES } from "./auth.js";
import { idOutput, pageOutput, timestamp } from "./output.js";

export const userIdInput = z.object({ id: z.string().uuid("Unknown user id") });

export const listUsersInput = paginationInput(25).extend({
  search: z.string().trim().max(200).optional(),
  status: z.enum(["pending", "active", "deactivated"]).optional(),
});

export const setRoleInput = userIdInput.extend({ role: roleField });

/** GET /api/users/directory: active users by name or role, for pickers (co-reviewers). */
export const userDirectoryInput = z
  .object({
    search: z.string().trim().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(50).default(20),
  })
  .optional()
  .default({ limit: 20 });

// ---------------------------------------------------------------------------------------------------------------
// Answers (the procedures' `.output()`, documented in the API reference).

/** An account as the Admin's user screen lists it. */
export const adminUserOutput = z.object({
  id: idOutput,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.string().nullable(),
  status: z.enum(USER_STATUSES),
  jobTitle: z.string().nullable(),
  department: z.string().nullable(),
  lockedUntil: timestamp.nullable().describe("Sign-in is refused until then"),
  twoFactorEnabled: z.boolean().describe("Signing in asks for a code of an authenticator app (an Admin may reset it)"),
  lastLoginAt: timestamp.nullable(),
  createdAt: timestamp,
});

export const adminUserListOutput = pageOutput(adminUserOutput);

/** GET /api/users/directory: id, name and role only. */
export const userDirectoryOutput = z.array(z.object({ id: idOutput, name: z.string(), role: z.string().nullable() }));
