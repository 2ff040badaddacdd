import {
  NOTIFICATION_PRIORITIES,
  NOTIFICATION_TYPES,
  type NotificationPriority,
  type NotificationType,
} from "@tprm/api/schemas";

/** The Notification Center's list: 20 a page (the server's default). */
export const NOTIFICATIONS_PAGE_SIZE = 20;

export const STATUS_FILTERS = ["all", "unread", "read"] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/** What the list shows: kept in the URL so Back, reload and a shared link return to the same view. */
export interface NotificationView {
  status: StatusFilter;
  /** "" for every priority. */
  priority: NotificationPriority | "";
  /** "" for every type. */
  type: NotificationType | "";
  page: number;
}

export const DEFAULT_VIEW: NotificationView = { status: "all", priority: "", type: "", page: 1 };

function oneOf<T extends string>(options: readonly T[], value: string | null): T | undefined {
  return (options as readonly string[]).includes(value ?? "") ? (value as T) : undefined;
}

/** Reads the view from the page's query string; anything unknown or malformed falls back to the default. */
export function parseNotificationView(params: URLSearchParams): NotificationView {
  const pageParam = params.get("page") ?? "";
  return {
    status: oneOf(STATUS_FILTERS, params.get("status")) ?? DEFAULT_VIEW.status,
    priority: oneOf(NOTIFICATION_PRIORITIES, params.get("priority")) ?? "",
    type: oneOf(NOTIFICATION_TYPES, params.get("type")) ?? "",
    page: /^[1-9]\d{0,5}$/.test(pageParam) ? Number(pageParam) : 1,
  };
}

/**
 * The query string after a change of view: other parameters are kept, defaults are left out so the plain address
 * stays plain. A new filter starts again at page 1.
 */
export function withNotificationView(current: URLSearchParams, change: Partial<NotificationView>): URLSearchParams {
  const view = { ...parseNotificationView(current), ...change };
  const filterChanged = change.status !== undefined || change.priority !== undefined || change.type !== undefined;
  if (change.page === undefined && filterChanged) view.page = 1;
  const next = new URLSearchParams(current);
  const put = (key: string, value: string | null) => (value === null ? next.delete(key) : next.set(key, value));
  put("status", view.status === "all" ? null : view.status);
  put("priority", view.priority || null);
  put("type", view.type || null);
  put("page", view.page > 1 ? String(view.page) : null);
  return next;
}

/** True when any filter narrows the list (the empty message and "Clear filters" depend on it). */
export function isFiltered(view: NotificationView): boolean {
  return view.status !== "all" || view.priority !== "" || view.type !== "";
}

/** The list procedure's input for the view (filters left out when they show everything). */
export function toListInput(view: NotificationView) {
  return {
    page: view.page,
    limit: NOTIFICATIONS_PAGE_SIZE,
    ...(view.status === "all" ? {} : { status: view.status }),
    ...(view.priority ? { priority: view.priority } : {}),
    ...(view.type ? { type: view.type } : {}),
  };
}
