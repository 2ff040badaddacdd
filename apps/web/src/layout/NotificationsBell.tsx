import { can } from "@tprm/api/permissions";
import { Tooltip, TooltipContent, TooltipTrigger } from "@tprm/ui";
import { BellIcon } from "lucide-react";
import { Link } from "react-router";
import { useSession } from "../lib/session";

/** Bell linking to the notification center, with its dot; shown only to roles that may view notifications. */
export function NotificationsBell() {
  const { data: user } = useSession();
  if (!can(user?.role, "view", "notifications")) return null;
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Link
          to="/notifications"
          aria-label="Notifications"
          data-testid="notifications-bell"
          className="relative inline-flex size-9 items-center justify-center rounded-md outline-none hover:bg-white/10 focus-visible:ring-2 focus-visible:ring-white/70"
        >
          <BellIcon aria-hidden="true" className="size-5" />
          <span
            data-testid="notifications-dot"
            aria-hidden="true"
            className="absolute top-2 right-2 size-2 rounded-full bg-red-500 ring-2 ring-topbar"
          />
        </Link>
      </TooltipTrigger>
      <TooltipContent>Notifications</TooltipContent>
    </Tooltip>
  );
}
