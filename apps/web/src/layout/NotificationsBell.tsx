import { can } from "@tprm/api/permissions";
import { Tooltip, TooltipContent, TooltipTrigger } from "@tprm/ui";
import { BellIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useSession } from "../lib/session";

/**
 * Bell button opening the notification center; shown only to roles that may view notifications. It has no unread
 * dot yet: there is nothing to count until notifications are stored, and a dot that is always on means nothing.
 */
export function NotificationsBell() {
  const { t } = useTranslation("layout");
  const { data: user } = useSession();
  const navigate = useNavigate();
  if (!can(user?.role, "view", "notifications")) return null;
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <button
          type="button"
          aria-label={t("layout:notifications")}
          data-testid="notifications-bell"
          onClick={() => void navigate("/notifications")}
          className="relative inline-flex size-9 items-center justify-center rounded-md outline-none hover:bg-white/10 focus-visible:ring-2 focus-visible:ring-white/70"
        >
          <BellIcon aria-hidden="true" className="size-5" />
        </button>
      </TooltipTrigger>
      <TooltipContent>{t("layout:notifications")}</TooltipContent>
    </Tooltip>
  );
}
