import { Badge } from "@tprm/ui";
import { isLockedNow } from "../../../lib/format";
import type { AdminUser } from "./types";

export function UserStatusBadges({ user }: { user: AdminUser }) {
  return (
    <div className="flex flex-wrap gap-1">
      {user.status === "pending" && <Badge variant="warning">Pending approval</Badge>}
      {user.status === "active" && <Badge variant="success">Active</Badge>}
      {user.status === "deactivated" && <Badge variant="secondary">Deactivated</Badge>}
      {isLockedNow(user.lockedUntil) && <Badge variant="destructive">Locked</Badge>}
    </div>
  );
}
