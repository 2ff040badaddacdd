import { REPORT_SORTS } from "@tprm/api/schemas";
import { nextSort as nextSortBy, type SortState } from "../../lib/sort";

/** The page's three tabs (001 §2.5), each a real panel. */
export const REPORT_TABS = ["all", "scheduled", "templates"] as const;
export type ReportTab = (typeof REPORT_TABS)[number];

export type ReportSort = (typeof REPORT_SORTS)[number];
export const REPORTS_PAGE_SIZE = 25;

/** What the All Reports table shows, kept in the URL so Back, reload and a shared link return to the same view. */
export interface ReportListView {
  q: string;
  sort: SortState<ReportSort>;
  page: number;
}

export const DEFAULT_SORT: SortState<ReportSort> = { sort: "name", order: "asc" };
const DESC_FIRST = new Set<ReportSort>(["lastGeneratedAt", "createdAt"]);

export function nextSort(current: SortState<ReportSort>, column: ReportSort): SortState<ReportSort> {
  return nextSortBy(current, column, DESC_FIRST);
}

function oneOf<T extends string>(options: readonly T[], value: string | null): T | undefined {
  return (options as readonly string[]).includes(value ?? "") ? (value as T) : undefined;
}

export function tabOf(params: URLSearchParams): ReportTab {
  return oneOf(REPORT_TABS, params.get("tab")) ?? "all";
}

export function withTab(current: URLSearchParams, tab: string): URLSearchParams {
  const chosen = oneOf(REPORT_TABS, tab) ?? "all";
  const next = new URLSearchParams(current);
  if (chosen === "all") next.delete("tab");
  else next.set("tab", chosen);
  return next;
}

export function parseListView(params: URLSearchParams): ReportListView {
  const sort = oneOf(REPORT_SORTS, params.get("sort"));
  const order = oneOf(["asc", "desc"] as const, params.get("order"));
  const pageParam = params.get("page") ?? "";
  return {
    q: (params.get("q") ?? "").trim().slice(0, 200),
    sort: { sort: sort ?? DEFAULT_SORT.sort, order: order ?? (sort ? "asc" : DEFAULT_SORT.order) },
    page: /^[1-9]\d{0,5}$/.test(pageParam) ? Number(pageParam) : 1,
  };
}

/** The query string after a change of view; a new search or sort starts again at page 1, defaults are left out. */
export function withListView(current: URLSearchParams, change: Partial<ReportListView>): URLSearchParams {
  const view = { ...parseListView(current), ...change };
  if (change.page === undefined && (change.q !== undefined || change.sort !== undefined)) view.page = 1;
  const next = new URLSearchParams(current);
  const put = (key: string, value: string | null) => (value ? next.set(key, value) : next.delete(key));
  put("q", view.q.trim() || null);
  const isDefaultSort = view.sort.sort === DEFAULT_SORT.sort && view.sort.order === DEFAULT_SORT.order;
  put("sort", isDefaultSort ? null : view.sort.sort);
  put("order", isDefaultSort ? null : view.sort.order);
  put("page", view.page > 1 ? String(view.page) : null);
  return next;
}

/** reports.list's input for the view. */
export function toListInput(view: ReportListView) {
  return {
    page: view.page,
    limit: REPORTS_PAGE_SIZE,
    sort: view.sort.sort,
    order: view.sort.order,
    ...(view.q ? { search: view.q } : {}),
  };
}

/** How often a list with a report being generated is read again. */
export const GENERATING_POLL_MS = 3000;

export function anyGenerating(items: readonly { status: string }[] | undefined): boolean {
  return !!items?.some((item) => item.status === "generating");
}

/** Where a run's file is read: inline (View, a new tab) or as a download. */
export function runFileUrl(runId: string, format: "pdf" | "xlsx", disposition: "inline" | "attachment" = "attachment") {
  const base = `/api/reports/runs/${encodeURIComponent(runId)}/${format}`;
  return disposition === "inline" ? `${base}?disposition=inline` : base;
}

/** "Mondays at 07:00" for the five-field patterns the frequencies use; null for any other pattern. */
export function describeCron(cron: string): { key: string; values?: Record<string, string> } {
  const fields = cron.trim().split(/\s+/);
  if (fields.length !== 5) return { key: "custom" };
  const [minute, hour, dom, month, dow] = fields as [string, string, string, string, string];
  if (!/^\d{1,2}$/.test(minute) || !/^\d{1,2}$/.test(hour)) return { key: "custom" };
  const time = `${hour.padStart(2, "0")}:${minute.padStart(2, "0")}`;
  if (dom === "*" && month === "*" && dow === "*") return { key: "dailyAt", values: { time } };
  if (dom === "*" && month === "*" && /^[0-6]$/.test(dow)) return { key: "weeklyAt", values: { time, day: dow } };
  if (/^\d{1,2}$/.test(dom) && month === "*" && dow === "*") return { key: "monthlyAt", values: { time, day: dom } };
  if (/^\d{1,2}$/.test(dom) && month === "1,4,7,10" && dow === "*")
    return { key: "quarterlyAt", values: { time, day: dom } };
  if (/^\d{1,2}$/.test(dom) && /^\d{1,2}$/.test(month) && dow === "*")
    return { key: "annuallyAt", values: { time, day: dom, month } };
  return { key: "custom" };
}

/** The cron pattern for a frequency at a time of day (and a weekday or a day of the month where it has one). */
export function cronFor(
  frequency: "daily" | "weekly" | "monthly" | "quarterly" | "annually",
  time: string,
  day: number,
): string {
  const [h, m] = time.split(":").map((n) => Number(n));
  const minute = Number.isFinite(m) ? m : 0;
  const hour = Number.isFinite(h) ? h : 7;
  switch (frequency) {
    case "daily":
      return `${minute} ${hour} * * *`;
    case "weekly":
      return `${minute} ${hour} * * ${day}`;
    case "monthly":
      return `${minute} ${hour} ${day} * *`;
    case "quarterly":
      return `${minute} ${hour} ${day} 1,4,7,10 *`;
    case "annually":
      return `${minute} ${hour} ${day} 1 *`;
  }
}
