import type { RouterOutputs } from "../../../lib/api-types";

export type AdminUser = RouterOutputs["users"]["list"]["items"][number];
export type UserStatusFilter = "all" | "pending" | "active" | "deactivated";

export function fullName(user: Pick<AdminUser, "firstName" | "lastName" | "email">): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}
