import { describe, expect, it } from "vitest";
import { inAppPath, isUnread, priorityClassName } from "./notification-format";
import {
  DEFAULT_VIEW,
  isFiltered,
  parseNotificationView,
  toListInput,
  withNotificationView,
} from "./notification-view";

const parse = (query: string) => parseNotificationView(new URLSearchParams(query));

describe("Notification Center view in the URL", () => {
  it("reads status, priority, type and page, with defaults for what is missing", () => {
    expect(parse("")).toEqual(DEFAULT_VIEW);
    expect(parse("status=unread&priority=critical&type=kpi&page=3")).toEqual({
      status: "unread",
      priority: "critical",
      type: "kpi",
      page: 3,
    });
  });

  it("ignores what it does not know", () => {
    expect(parse("status=deleted&priority=urgent&type=email&page=-2")).toEqual(DEFAULT_VIEW);
    expect(parse("status=UNREAD").status).toBe("all");
    expect(parse("page=1.5").page).toBe(1);
    expect(parse("page=0").page).toBe(1);
    expect(parse("page=99999999").page).toBe(1);
  });

  it("writes only what differs from the defaults and keeps other parameters", () => {
    const start = new URLSearchParams("utm=mail");
    const next = withNotificationView(start, { status: "read", priority: "high", type: "vendor" });
    expect(next.toString()).toBe("utm=mail&status=read&priority=high&type=vendor");
    expect(withNotificationView(next, { status: "all", priority: "", type: "" }).toString()).toBe("utm=mail");
  });

  it("starts again at page 1 when a filter changes, and keeps the page otherwise", () => {
    const onPage3 = new URLSearchParams("status=unread&page=3");
    expect(withNotificationView(onPage3, { priority: "low" }).toString()).toBe("status=unread&priority=low");
    expect(withNotificationView(onPage3, { page: 4 }).toString()).toBe("status=unread&page=4");
    expect(withNotificationView(onPage3, { page: 1 }).toString()).toBe("status=unread");
  });

  it("says whether a filter narrows the list", () => {
    expect(isFiltered(DEFAULT_VIEW)).toBe(false);
    expect(isFiltered({ ...DEFAULT_VIEW, page: 5 })).toBe(false);
    expect(isFiltered({ ...DEFAULT_VIEW, status: "read" })).toBe(true);
    expect(isFiltered({ ...DEFAULT_VIEW, type: "invoice" })).toBe(true);
  });

  it("asks the server only for the filters in force", () => {
    expect(toListInput(DEFAULT_VIEW)).toEqual({ page: 1, limit: 20 });
    expect(toListInput({ status: "unread", priority: "critical", type: "kpi", page: 2 })).toEqual({
      page: 2,
      limit: 20,
      status: "unread",
      priority: "critical",
      type: "kpi",
    });
  });
});

describe("notification presentation", () => {
  it("follows only paths inside the app", () => {
    expect(inAppPath("/vendor-management?vendor=7b1c")).toBe("/vendor-management?vendor=7b1c");
    expect(inAppPath("/invoices")).toBe("/invoices");
    expect(inAppPath(null)).toBeNull();
    expect(inAppPath("")).toBeNull();
    expect(inAppPath("https://evil.example/")).toBeNull();
    expect(inAppPath("//evil.example/")).toBeNull();
    expect(inAppPath("/\\evil.example")).toBeNull();
    expect(inAppPath("javascript:alert(1)")).toBeNull();
    expect(inAppPath("/a b")).toBeNull();
  });

  it("styles each priority and treats anything but read as unread", () => {
    expect(priorityClassName("critical")).toContain("bg-red-700");
    expect(priorityClassName("unknown")).toBe(priorityClassName("low"));
    expect(isUnread({ status: "unread" })).toBe(true);
    expect(isUnread({ status: "read" })).toBe(false);
  });
});
