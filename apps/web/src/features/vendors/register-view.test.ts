import { describe, expect, it } from "vitest";
import { parseRegisterView, withRegisterView } from "./register-view";

const parse = (query: string) => parseRegisterView(new URLSearchParams(query));

describe("register view in the URL", () => {
  it("reads tab, search, sort and page, with defaults for what is missing", () => {
    expect(parse("")).toEqual({ tab: "all", q: "", sort: null, page: 1 });
    expect(parse("tab=active&q=%20acme%20&sort=contractValue&order=desc&page=3")).toEqual({
      tab: "active",
      q: "acme",
      sort: { sort: "contractValue", order: "desc" },
      page: 3,
    });
  });

  it("ignores what it does not know", () => {
    expect(parse("tab=nope&sort=password&order=sideways&page=-2")).toEqual(parse(""));
    expect(parse("page=1.5").page).toBe(1);
    expect(parse("page=0").page).toBe(1);
    expect(parse("page=99999999").page).toBe(1);
  });

  it("writes only what differs from the defaults and keeps other parameters", () => {
    const start = new URLSearchParams("vendor=abc");
    const next = withRegisterView(start, { tab: "onboarding", q: "bank", sort: { sort: "country", order: "asc" } });
    expect(next.toString()).toBe("vendor=abc&tab=onboarding&q=bank&sort=country&order=asc");
    expect(withRegisterView(next, { tab: "all", q: "", sort: { sort: "name", order: "asc" } }).toString()).toBe(
      "vendor=abc",
    );
  });

  it("goes back to page 1 when the tab, search or sort changes, not when only the page does", () => {
    const onPage3 = new URLSearchParams("page=3&q=bank");
    expect(withRegisterView(onPage3, { page: 4 }).get("page")).toBe("4");
    expect(withRegisterView(onPage3, { q: "credit" }).get("page")).toBeNull();
    expect(withRegisterView(onPage3, { tab: "active" }).get("page")).toBeNull();
    expect(withRegisterView(onPage3, { sort: { sort: "status", order: "desc" } }).get("page")).toBeNull();
  });

  it("keeps the name order chosen while searching (no choice there means by relevance)", () => {
    const searching = new URLSearchParams("q=harbour");
    expect(parseRegisterView(searching).sort).toBeNull();
    const byName = withRegisterView(searching, { sort: { sort: "name", order: "asc" } });
    expect(byName.toString()).toBe("q=harbour&sort=name&order=asc");
    expect(parseRegisterView(byName).sort).toEqual({ sort: "name", order: "asc" });
    expect(withRegisterView(byName, { q: "" }).toString()).toBe("");
  });

  it("round-trips", () => {
    const view = { tab: "under_review", q: "data", sort: { sort: "riskRating", order: "desc" }, page: 2 } as const;
    expect(parseRegisterView(withRegisterView(new URLSearchParams(), view))).toEqual(view);
  });
});
