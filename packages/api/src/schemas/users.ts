import { z } from "zod";
import { paginationInput } from "../lib/pagination.js";
import { roleField } from "./auth.js";

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
