import { FREQUENCY_CRON } from "@tprm/api/schemas";
import { describe, expect, it } from "vitest";
import {
  anyGenerating,
  cronFor,
  describeCron,
  parseListView,
  runFileUrl,
  tabOf,
  toListInput,
  withListView,
  withTab,
} from "./reports-view";

describe("reports-view", () => {
  it("reads the tab, All Reports by default and for anything unknown", () => {
    expect(tabOf(new URLSearchParams())).toBe("all");
    expect(tabOf(new URLSearchParams("tab=templates"))).toBe("templates");
    expect(tabOf(new URLSearchParams("tab=nope"))).toBe("all");
    expect(withTab(new URLSearchParams("tab=scheduled&q=x"), "all").toString()).toBe("q=x");
  });

  it("keeps the search, sort and page in the URL, defaults left out, a new search on page 1", () => {
    const view = parseListView(new URLSearchParams("q=%20Board%20&sort=nextDue&order=desc&page=3"));
    expect(view).toEqual({ q: "Board", sort: { sort: "nextDue", order: "desc" }, page: 3 });
    expect(toListInput(view)).toEqual({ page: 3, limit: 25, sort: "nextDue", order: "desc", search: "Board" });
    const searched = withListView(new URLSearchParams("page=3&tab=scheduled"), { q: "risk" });
    expect(searched.toString()).toBe("tab=scheduled&q=risk");
    expect(parseListView(new URLSearchParams("sort=bogus&page=0"))).toEqual({
      q: "",
      sort: { sort: "name", order: "asc" },
      page: 1,
    });
  });

  it("reads a list again only while one of its reports is being generated", () => {
    expect(anyGenerating([{ status: "current" }, { status: "generating" }])).toBe(true);
    expect(anyGenerating([{ status: "failed" }])).toBe(false);
    expect(anyGenerating(undefined)).toBe(false);
  });

  it("points View at the inline PDF and Download at the attachment", () => {
    expect(runFileUrl("abc", "pdf", "inline")).toBe("/api/reports/runs/abc/pdf?disposition=inline");
    expect(runFileUrl("abc", "xlsx")).toBe("/api/reports/runs/abc/xlsx");
  });

  it("reads each frequency's default pattern back as its time and day", () => {
    expect(describeCron(FREQUENCY_CRON.daily)).toEqual({ key: "dailyAt", values: { time: "07:00" } });
    expect(describeCron(FREQUENCY_CRON.weekly)).toEqual({ key: "weeklyAt", values: { time: "07:00", day: "1" } });
    expect(describeCron(FREQUENCY_CRON.monthly)).toEqual({ key: "monthlyAt", values: { time: "07:00", day: "1" } });
    expect(describeCron(FREQUENCY_CRON.quarterly)).toEqual({ key: "quarterlyAt", values: { time: "07:00", day: "1" } });
    expect(describeCron(FREQUENCY_CRON.annually)).toEqual({
      key: "annuallyAt",
      values: { time: "07:00", day: "1", month: "1" },
    });
    expect(describeCron("*/5 * * * *").key).toBe("custom");
    expect(describeCron("0 7 * *").key).toBe("custom");
  });

  it("writes the pattern the schedule dialog chose, which reads back the same", () => {
    expect(cronFor("weekly", "07:00", 1)).toBe(FREQUENCY_CRON.weekly);
    expect(cronFor("monthly", "07:00", 1)).toBe(FREQUENCY_CRON.monthly);
    expect(cronFor("quarterly", "07:00", 1)).toBe(FREQUENCY_CRON.quarterly);
    expect(cronFor("annually", "07:00", 1)).toBe(FREQUENCY_CRON.annually);
    expect(cronFor("daily", "18:30", 1)).toBe("30 18 * * *");
    expect(describeCron(cronFor("weekly", "06:45", 5))).toEqual({
      key: "weeklyAt",
      values: { time: "06:45", day: "5" },
    });
  });
});
