import { Badge } from "@tprm/ui";
import { useTranslation } from "react-i18next";
import { isLockedNow } from "../../../lib/format";
import type { AdminUser } from "./types";

export function UserStatusBadges({ user }: { user: AdminUser }) {
  const { t } = useTranslation(["admin"]);
  return (
    <div className="flex flex-wrap gap-1">
      {user.status === "pending" && <Badge variant="warning">{t("admin:users.status.pending")}</Badge>}
      {user.status === "active" && <Badge variant="success">{t("admin:users.status.active")}</Badge>}
      {user.status === "deactivated" && <Badge variant="secondary">{t("admin:users.status.deactivated")}</Badge>}
      {isLockedNow(user.lockedUntil) && <Badge variant="destructive">{t("admin:users.status.locked")}</Badge>}
    </div>
  );
}
