import { Badge, cn } from "@tprm/ui";
import { useTranslation } from "react-i18next";
import { formatDateTime, formatRelativeTime } from "../../lib/format";
import { isUnread, type NotificationItem, priorityClassName } from "./notification-format";

// Pieces of one notification, shared by the Notification Center's list and the bell. Titles and messages are the
// server's (English, as the API writes them); priority and type are named by value in the user's language.

/** The unread mark: a dot for the eye, the word "Unread" for screen readers. Nothing once read. */
export function UnreadMark({ notification, className }: { notification: NotificationItem; className?: string }) {
  const { t } = useTranslation(["notifications"]);
  if (!isUnread(notification)) return null;
  return (
    <>
      <span
        aria-hidden="true"
        data-testid="unread-dot"
        className={cn("size-2 shrink-0 rounded-full bg-primary", className)}
      />
      <span className="sr-only">{t("notifications:item.unread")}</span>
    </>
  );
}

export function PriorityBadge({ priority }: { priority: string }) {
  const { t } = useTranslation(["notifications"]);
  return (
    <Badge variant="outline" data-priority={priority} className={priorityClassName(priority)}>
      <span className="sr-only">{t("notifications:item.priorityPrefix")}</span>
      {t(`notifications:priority.${priority}`)}
    </Badge>
  );
}

export function TypeBadge({ type }: { type: string }) {
  const { t } = useTranslation(["notifications"]);
  return (
    <Badge variant="outline" data-type={type} className="text-muted-foreground">
      <span className="sr-only">{t("notifications:item.typePrefix")}</span>
      {t(`notifications:type.${type}`)}
    </Badge>
  );
}

/** "5 minutes ago", the exact date and time on hover (title) and for machines (dateTime). */
export function NotificationTime({ createdAt, className }: { createdAt: string; className?: string }) {
  return (
    <time
      dateTime={createdAt}
      title={formatDateTime(createdAt)}
      className={cn("text-xs text-muted-foreground", className)}
    >
      {formatRelativeTime(createdAt)}
    </time>
  );
}
