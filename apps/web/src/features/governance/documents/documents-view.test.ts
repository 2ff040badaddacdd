import { describe, expect, it } from "vitest";
import { complianceBarClass, documentsListInput, documentsViewOf, documentsViewParams } from "./documents-view";

const CATEGORY = "0196f000-0000-7000-8000-000000000001";

describe("documentsViewOf", () => {
  it("reads the search, the category, the filters and the page, ignoring what is not valid", () => {
    expect(
      documentsViewOf(new URLSearchParams(`tab=documents&q= audit &category=${CATEGORY}&status=draft&page=3`)),
    ).toEqual({ q: "audit", category: CATEGORY, status: "draft", compliance: null, page: 3 });
    expect(documentsViewOf(new URLSearchParams("category=nope&status=published&compliance=x&page=-2"))).toEqual({
      q: "",
      category: null,
      status: null,
      compliance: null,
      page: 1,
    });
  });
});

describe("documentsViewParams", () => {
  it("keeps the tab, leaves empty values out and goes back to page 1 on any change but the page's", () => {
    const current = new URLSearchParams(`tab=documents&q=audit&page=4`);
    expect(documentsViewParams(current, { category: CATEGORY }).toString()).toBe(
      `tab=documents&q=audit&category=${CATEGORY}`,
    );
    expect(documentsViewParams(current, { page: 5 }).toString()).toBe("tab=documents&q=audit&page=5");
    expect(documentsViewParams(current, { q: "" }).toString()).toBe("tab=documents");
  });
});

describe("documentsListInput", () => {
  it("asks for the recent documents, newest change first, narrowed by the view", () => {
    expect(documentsListInput(documentsViewOf(new URLSearchParams()))).toEqual({
      page: 1,
      limit: 10,
      sort: "updatedAt",
      order: "desc",
    });
    expect(
      documentsListInput(documentsViewOf(new URLSearchParams(`q=bcp&category=${CATEGORY}&compliance=compliant`))),
    ).toMatchObject({ search: "bcp", categoryId: CATEGORY, compliance: "compliant" });
  });
});

describe("complianceBarClass", () => {
  it("is green at 95, orange at 94.9 and 90, red at 89.9, neutral without a rate", () => {
    expect(complianceBarClass(95)).toBe("bg-emerald-600");
    expect(complianceBarClass(94.9)).toBe("bg-orange-500");
    expect(complianceBarClass(90)).toBe("bg-orange-500");
    expect(complianceBarClass(89.9)).toBe("bg-red-600");
    expect(complianceBarClass(null)).toBe("bg-muted-foreground/40");
  });
});
