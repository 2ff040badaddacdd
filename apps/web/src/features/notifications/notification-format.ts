import type { NotificationPriority } from "@tprm/api/schemas";
import type { RouterOutputs } from "../../lib/api-types";

// Presentation rules shared by the Notification Center and the bell (layout/NotificationsBell.tsx). Type-only
// imports from the API: the bell is in the signed-in frame and must stay small.

export type NotificationItem = RouterOutputs["notifications"]["list"]["items"][number];

/** The bell shows the newest five. */
export const BELL_SIZE = 5;

/** The counts and the bell refresh every minute while the page is open (and when the window gets the focus back). */
export const NOTIFICATIONS_REFRESH_MS = 60_000;

/**
 * Where a notification's link leads inside the app: a path starting with one "/" (as the server stores it); anything
 * else (another site, "//host", a backslash trick) is not followed.
 */
export function inAppPath(link: string | null | undefined): string | null {
  if (!link) return null;
  return /^\/(?!\/)[^\s\\]*$/.test(link) ? link : null;
}

/** Priority chips: text at 4.5:1 or more on its tint in both themes; critical solid red as on the vendor screen. */
const PRIORITY_CLASSES: Readonly<Record<NotificationPriority, string>> = {
  critical: "border-red-700 bg-red-700 text-white dark:border-red-500 dark:bg-red-600 dark:text-white",
  high: "border-orange-300 bg-orange-100 text-orange-900 dark:border-orange-400/40 dark:bg-orange-500/25 dark:text-orange-100",
  medium: "border-blue-200 bg-blue-50 text-blue-800 dark:border-blue-400/30 dark:bg-blue-500/15 dark:text-blue-200",
  low: "border-border bg-muted text-muted-foreground",
};

export function priorityClassName(priority: string): string {
  return PRIORITY_CLASSES[priority as NotificationPriority] ?? PRIORITY_CLASSES.low;
}

export const isUnread = (notification: Pick<NotificationItem, "status">) => notification.status !== "read";
