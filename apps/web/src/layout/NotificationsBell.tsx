import { useQuery } from "@tanstack/react-query";
import { can } from "@tprm/api/permissions";
import {
  cn,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@tprm/ui";
import { BellIcon, CheckCheckIcon, InboxIcon } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LoadingText } from "../auth/LoadingScreen";
import { NotificationTime, PriorityBadge, UnreadMark } from "../features/notifications/NotificationParts";
import { BELL_SIZE, inAppPath, isUnread, type NotificationItem } from "../features/notifications/notification-format";
import {
  useMarkAllRead,
  useMarkNotificationRead,
  useNotificationStats,
} from "../features/notifications/use-notifications";
import { useSession } from "../lib/session";
import { useTRPC } from "../lib/trpc";

/**
 * The bell (000 §2), for roles that may view notifications: a dot while something is unread, and an accessible name
 * that says how many. It opens the five newest (unread ones bold with a dot), each leading to its record and marked
 * read on the way, "Mark all read" and the Notification Center. The count refreshes every minute, when the window
 * gets the focus back and after the user's own changes (the refresh map).
 */
export function NotificationsBell() {
  // The top bar must not suspend: the bell's own texts load beside it, the trigger needs only the frame's.
  const { t, ready } = useTranslation(["layout", "notifications"], { useSuspense: false });
  const { data: user } = useSession();
  const allowed = can(user?.role, "view", "notifications");
  const stats = useNotificationStats({ enabled: allowed });
  const [open, setOpen] = useState(false);
  if (!allowed) return null;

  const unread = stats.data?.unread ?? 0;
  const label = unread > 0 && ready ? t("notifications:bell.label", { count: unread }) : t("layout:notifications");
  return (
    <DropdownMenu
      // Not modal: the page behind stays in the accessibility tree (a modal menu hides it with aria-hidden while its
      // links stay focusable); Escape, a click outside and Tab still close it.
      modal={false}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) void stats.refetch();
      }}
    >
      <DropdownMenuTrigger
        aria-label={label}
        data-testid="notifications-bell"
        data-unread={unread}
        className="relative inline-flex size-9 items-center justify-center rounded-md outline-none hover:bg-white/10 focus-visible:ring-2 focus-visible:ring-white/70"
      >
        <BellIcon aria-hidden="true" className="size-5" />
        {unread > 0 && (
          <span
            aria-hidden="true"
            data-testid="notifications-dot"
            className="absolute top-1.5 right-1.5 size-2.5 rounded-full bg-red-500 ring-2 ring-topbar"
          />
        )}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" collisionPadding={8} className="w-[min(24rem,calc(100vw-1rem))] p-0">
        {open && ready ? <BellMenu unread={unread} /> : <LoadingText className="px-3 py-4 text-sm" />}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function BellMenu({ unread }: { unread: number }) {
  const { t } = useTranslation(["notifications"]);
  const trpc = useTRPC();
  // Read afresh each time the menu opens; the cached page shows meanwhile.
  const latest = useQuery(trpc.notifications.list.queryOptions({ page: 1, limit: BELL_SIZE }, { staleTime: 0 }));
  const { markRead } = useMarkNotificationRead();
  const markAll = useMarkAllRead();
  const items = latest.data?.items ?? [];

  return (
    <>
      <DropdownMenuLabel className="flex items-baseline justify-between gap-3 px-3 py-2.5">
        <span className="text-sm font-semibold">{t("notifications:bell.title")}</span>
        <span className="text-xs font-normal text-muted-foreground" data-testid="bell-unread">
          {unread > 0 ? t("notifications:bell.unreadCount", { count: unread }) : t("notifications:bell.allRead")}
        </span>
      </DropdownMenuLabel>
      <DropdownMenuSeparator className="my-0" />
      {latest.isPending ? (
        <LoadingText className="px-3 py-6 text-sm" />
      ) : latest.isError && items.length === 0 ? (
        <div className="px-3 py-6 text-sm text-destructive">{t("notifications:bell.loadError")}</div>
      ) : items.length === 0 ? (
        <div className="flex items-center gap-2 px-3 py-6 text-sm text-muted-foreground">
          <InboxIcon aria-hidden="true" className="size-4" />
          {t("notifications:bell.empty")}
        </div>
      ) : (
        <DropdownMenuGroup className="p-1" data-testid="bell-list">
          {items.map((notification) => (
            <BellItem key={notification.id} notification={notification} onOpen={() => markRead(notification)} />
          ))}
        </DropdownMenuGroup>
      )}
      <DropdownMenuSeparator className="my-0" />
      <div className="grid gap-0.5 p-1">
        <DropdownMenuItem
          disabled={unread === 0 || markAll.isPending}
          // Stays open: the list and the count change in place.
          onSelect={(event) => {
            event.preventDefault();
            markAll.mutate();
          }}
        >
          <CheckCheckIcon aria-hidden="true" />
          {markAll.isPending ? t("notifications:actions.markingAllRead") : t("notifications:bell.markAllRead")}
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/notifications" className="font-medium">
            <BellIcon aria-hidden="true" />
            {t("notifications:bell.viewAll")}
          </Link>
        </DropdownMenuItem>
      </div>
    </>
  );
}

function BellItem({ notification, onOpen }: { notification: NotificationItem; onOpen: () => void }) {
  const unread = isUnread(notification);
  const path = inAppPath(notification.link);
  const content = (
    <>
      <span className="flex w-2 shrink-0 justify-center pt-1.5">
        <UnreadMark notification={notification} />
      </span>
      <span className="grid min-w-0 flex-1 gap-1">
        <span className={cn("line-clamp-2 break-words", unread ? "font-semibold" : "font-normal")}>
          {notification.title}
        </span>
        <span className="line-clamp-2 text-xs break-words text-muted-foreground">{notification.message}</span>
        <span className="flex flex-wrap items-center gap-2">
          <PriorityBadge priority={notification.priority} />
          <NotificationTime createdAt={notification.createdAt} />
        </span>
      </span>
    </>
  );
  const props = {
    className: "items-start gap-2 px-2 py-2.5",
    "data-testid": "bell-notification",
    "data-status": notification.status,
  };
  if (!path) {
    return (
      <DropdownMenuItem {...props} onSelect={onOpen}>
        {content}
      </DropdownMenuItem>
    );
  }
  return (
    <DropdownMenuItem asChild {...props}>
      <Link to={path} onClick={onOpen}>
        {content}
      </Link>
    </DropdownMenuItem>
  );
}
