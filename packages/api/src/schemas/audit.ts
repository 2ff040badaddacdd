import { z } from "zod";
import { paginationInput } from "../lib/pagination.js";

export const listAuditLogsInput = paginationInput(50).extend({
  actorId: z.string().uuid("actorId must be a user id").optional(),
  entityType: z.string().trim().max(100).optional(),
  entityId: z.string().trim().max(200).optional(),
  action: z.string().trim().max(50).optional(),
  from: z.coerce.date({ error: "from must be a date" }).optional(),
  to: z.coerce.date({ error: "to must be a date" }).optional(),
});
