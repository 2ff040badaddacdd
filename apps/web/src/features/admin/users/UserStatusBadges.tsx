import { Badge } from "@tprm/ui";
import { useTranslation } from "react-i18next";
import { isLockedNow } from "../../../lib/format";
import type { AdminUser } from "./types";

// Text on its tint at 7:1 or more in both themes (axe's enhanced contrast rule; a page lists many of these chips).
// The shared success tint reads 6.5:1, and the solid destructive badge only 3.6:1 in the dark theme.
const ACTIVE = "text-green-900 dark:text-green-200";
const LOCKED = "border-transparent bg-red-100 text-red-900 dark:bg-red-500/20 dark:text-red-200";

export function UserStatusBadges({ user }: { user: AdminUser }) {
  const { t } = useTranslation(["admin"]);
  return (
    <div className="flex flex-wrap gap-1">
      {user.status === "pending" && <Badge variant="warning">{t("admin:users.status.pending")}</Badge>}
      {user.status === "active" && (
        <Badge variant="success" className={ACTIVE}>
          {t("admin:users.status.active")}
        </Badge>
      )}
      {user.status === "deactivated" && <Badge variant="secondary">{t("admin:users.status.deactivated")}</Badge>}
      {isLockedNow(user.lockedUntil) && (
        <Badge variant="outline" className={LOCKED}>
          {t("admin:users.status.locked")}
        </Badge>
      )}
    </div>
  );
}
