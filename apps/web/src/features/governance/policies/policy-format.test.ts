import { describe, expect, it } from "vitest";
import { isNarrowed, policiesViewOf, policiesViewParams, toListInput } from "./policies-view";
import { complianceTone, reviewBadgeClassName } from "./policy-format";

describe("the days badge of the Upcoming Policy Reviews table", () => {
  it.each([
    [0, "red"],
    [14, "red"],
    [15, "amber"],
    [30, "amber"],
    [31, "muted"],
    [90, "muted"],
    [91, "muted"],
  ])("%i days: %s", (days, colour) => {
    expect(reviewBadgeClassName(days)).toContain(`bg-${colour}`);
  });
});

describe("the compliance figure's tone", () => {
  it("is good at 95, a warning at 90, bad below", () => {
    expect(complianceTone(95)).toBe("good");
    expect(complianceTone(94)).toBe("warn");
    expect(complianceTone(90)).toBe("warn");
    expect(complianceTone(89)).toBe("bad");
  });
});

describe("the tab's state in the URL", () => {
  it("reads filters, sort, page and the open policy, and ignores what it does not know", () => {
    const view = policiesViewOf(
      new URLSearchParams("q=aml&status=active&risk=high&within=30&sort=reviewDate&order=desc&page=3&policy=p1"),
    );
    expect(view).toMatchObject({ q: "aml", status: "active", risk: "high", within: 30, page: 3, policy: "p1" });
    expect(view.sort).toEqual({ sort: "reviewDate", order: "desc" });
    expect(policiesViewOf(new URLSearchParams("status=nope&within=7&page=-1"))).toMatchObject({
      status: null,
      within: null,
      page: 1,
    });
  });

  it("goes back to page 1 on a filter change, keeps the tab and leaves defaults out", () => {
    const current = new URLSearchParams("tab=policies&page=4&q=x");
    expect(policiesViewParams(current, { status: "draft" }).toString()).toBe("tab=policies&q=x&status=draft");
    expect(policiesViewParams(current, { page: 5 }).get("page")).toBe("5");
    expect(toListInput(policiesViewOf(new URLSearchParams("within=14")))).toMatchObject({ reviewWithinDays: 14 });
  });

  it("keeps the category and framework filters in the URL, trimmed, and passes them to the list", () => {
    const view = policiesViewOf(new URLSearchParams("category=%20Security%20&framework=DORA"));
    expect(view).toMatchObject({ category: "Security", framework: "DORA" });
    expect(policiesViewOf(new URLSearchParams(""))).toMatchObject({ category: "", framework: "" });
    expect(policiesViewOf(new URLSearchParams(`category=${"c".repeat(150)}`)).category).toHaveLength(100);
    expect(toListInput(view)).toMatchObject({ category: "Security", framework: "DORA" });
    expect(toListInput(policiesViewOf(new URLSearchParams("")))).not.toHaveProperty("category");
    expect(toListInput(policiesViewOf(new URLSearchParams("")))).not.toHaveProperty("framework");
  });

  it("goes back to page 1 when the category or framework changes, and drops them when emptied", () => {
    const current = new URLSearchParams("tab=policies&page=3&risk=high");
    expect(policiesViewParams(current, { category: "  Privacy " }).toString()).toBe(
      "tab=policies&risk=high&category=Privacy",
    );
    expect(policiesViewParams(current, { framework: "EBA/GL/2019/02" }).toString()).toBe(
      "tab=policies&risk=high&framework=EBA%2FGL%2F2019%2F02",
    );
    const filtered = new URLSearchParams("category=Privacy&framework=GDPR&page=2");
    expect(policiesViewParams(filtered, { page: 2 }).toString()).toBe("category=Privacy&framework=GDPR&page=2");
    expect(policiesViewParams(filtered, { category: "", framework: "  " }).toString()).toBe("");
  });

  it("counts the category and framework as narrowing the list", () => {
    expect(isNarrowed(policiesViewOf(new URLSearchParams("category=Privacy")))).toBe(true);
    expect(isNarrowed(policiesViewOf(new URLSearchParams("framework=GDPR")))).toBe(true);
    expect(isNarrowed(policiesViewOf(new URLSearchParams("page=2")))).toBe(false);
  });
});
