import { z } from "zod";
import { paginationInput } from "../lib/pagination.js";
import { roleField } from "./auth.js";

export const userIdInput = z.object({ id: z.string().uuid("Unknown user id") });

export const listUsersInput = paginationInput(25).extend({
  search: z.string().trim().max(200).optional(),
  status: z.enum(["pending", "active", "deactivated"]).optional(),
});

export const setRoleInput = userIdInput.extend({ role: roleField });
