import { describe, expect, it } from "vitest";
import {
  activeFilterCount,
  defaultReferenceDate,
  ebaFiltersFrom,
  ebaFiltersInput,
  scopeFrom,
  tabFrom,
  withEbaFilters,
  withoutEbaFilters,
  withScope,
  withTab,
} from "./register-url";

const params = (query: string) => new URLSearchParams(query);
const TABS = ["eba", "checks", "dora", "concentration"];

describe("the register's tab in the URL", () => {
  it("opens the named tab, else the first", () => {
    expect(tabFrom(params("tab=checks"), TABS)).toBe("checks");
    expect(tabFrom(params("tab=nonsense"), TABS)).toBe("eba");
    expect(tabFrom(params(""), TABS)).toBe("eba");
  });

  it("keeps the scope and drops the other tab's filters when the tab changes", () => {
    const next = withTab(params("q=cloud&page=3&scope=consolidated&date=2026-12-31&reporting=e1"), "dora");
    expect(next.toString()).toBe("tab=dora&scope=consolidated&date=2026-12-31&reporting=e1");
    expect(withTab(params("tab=dora&q=x"), "eba").toString()).toBe("");
  });

  it("does not change the URL when the same tab is chosen again", () => {
    const current = params("tab=checks&date=2026-12-31");
    expect(withTab(current, "checks")).toBe(current);
  });
});

describe("the EBA register's filters in the URL", () => {
  it("reads every filter, ignoring unknown values", () => {
    const f = ebaFiltersFrom(
      params(
        "q=%20cloud%20&critical=yes&provider=v1&entity=e1&service=eba_TA:S19&status=executed&sort=endDate&order=desc&page=2",
      ),
    );
    expect(f).toEqual({
      q: "cloud",
      critical: true,
      provider: "v1",
      entity: "e1",
      serviceType: "eba_TA:S19",
      status: "executed",
      sort: "endDate",
      order: "desc",
      page: 2,
    });
    const bad = ebaFiltersFrom(params("critical=maybe&service=eba_TA:S99&status=draft&sort=cost&order=up&page=-4"));
    expect(bad).toMatchObject({ critical: undefined, serviceType: undefined, status: undefined, sort: undefined });
    expect(bad.order).toBeUndefined();
    expect(bad.page).toBe(1);
  });

  it("writes a change and goes back to page 1 unless the page itself changes", () => {
    const current = params("tab=eba&q=cloud&page=4");
    expect(withEbaFilters(current, { critical: false }).toString()).toBe("tab=eba&q=cloud&critical=no");
    expect(withEbaFilters(current, { page: 5 }).toString()).toBe("tab=eba&q=cloud&page=5");
    expect(withEbaFilters(current, { q: "" }).toString()).toBe("tab=eba");
    expect(withEbaFilters(params("critical=yes"), { critical: undefined }).toString()).toBe("");
    expect(withEbaFilters(params(""), { serviceType: "eba_TA:S17" }).get("service")).toBe("eba_TA:S17");
  });

  it("clears the filters but keeps the tab, the sort and the scope", () => {
    const current = params("tab=eba&q=x&critical=yes&status=executed&sort=provider&order=desc&date=2026-12-31&page=2");
    expect(withoutEbaFilters(current).toString()).toBe("tab=eba&sort=provider&order=desc&date=2026-12-31");
  });

  it("counts the filters beyond the search and sends only those set, with the server's names", () => {
    const f = ebaFiltersFrom(params("q=a&critical=no&status=expired"));
    expect(activeFilterCount(f)).toBe(2);
    expect(ebaFiltersInput(f)).toEqual({ search: "a", critical: false, status: "expired" });
    expect(ebaFiltersInput(ebaFiltersFrom(params("")))).toEqual({});
  });
});

describe("the scope of checks and exports in the URL", () => {
  it("defaults to the individual register at the 31 December filed next (last year's until 30 June)", () => {
    expect(defaultReferenceDate("2026-11-29")).toBe("2026-12-31");
    expect(defaultReferenceDate("2026-07-01")).toBe("2026-12-31");
    expect(defaultReferenceDate("2026-06-30")).toBe("2025-12-31");
    expect(defaultReferenceDate("2027-01-01")).toBe("2026-12-31");
    expect(scopeFrom(params(""), "2026-11-29")).toEqual({
      consolidated: false,
      entityId: null,
      referenceDate: "2026-12-31",
    });
  });

  it("reads and writes the consolidation, date and reporting entity", () => {
    expect(scopeFrom(params("scope=consolidated&date=2025-12-31&reporting=e1"), "2026-11-29")).toEqual({
      consolidated: true,
      entityId: "e1",
      referenceDate: "2025-12-31",
    });
    expect(scopeFrom(params("date=31.12.2025"), "2026-11-29").referenceDate).toBe("2026-12-31");
    const next = withScope(params("tab=checks"), { consolidated: true, referenceDate: "2025-12-31", entityId: "e2" });
    expect(next.toString()).toBe("tab=checks&scope=consolidated&reporting=e2&date=2025-12-31");
    expect(withScope(next, { consolidated: false, entityId: null }).toString()).toBe("tab=checks&date=2025-12-31");
  });
});
