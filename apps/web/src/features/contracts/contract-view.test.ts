import { describe, expect, it } from "vitest";
import { formatMillions, formatMonthlyK, isLarge } from "./contract-format";
import {
  CLEARED_FILTERS,
  filtersOf,
  openContractOf,
  parseContractView,
  tabOf,
  toListInput,
  wantsContractEdit,
  withContractView,
  withOpenContract,
  withoutContractEdit,
  withTab,
} from "./contract-view";

const ID = "0196f000-0000-7000-8000-0000000000b1";
const VENDOR = "0196f000-0000-7000-8000-0000000000a1";

describe("the contract register's view in the URL", () => {
  it("reads tab, filters, sort and page, and ignores what it does not know", () => {
    const params = new URLSearchParams(
      `tab=all&q=%20cloud%20&status=executed&stage=approval&type=sla&risk=high&vendor=${VENDOR}&owner=nope&expiring=1&sort=value&order=desc&page=3`,
    );
    const view = parseContractView(params);
    expect(view).toEqual({
      q: "cloud",
      status: "executed",
      stage: "approval",
      type: "sla",
      risk: "high",
      vendor: VENDOR,
      owner: "",
      expiring: true,
      sort: { sort: "value", order: "desc" },
      sortChosen: true,
      page: 3,
    });
    expect(filtersOf(view)).toEqual({
      search: "cloud",
      status: "executed",
      stage: "approval",
      type: "sla",
      riskLevel: "high",
      vendorId: VENDOR,
      expiring: true,
    });
    expect(toListInput(view)).toMatchObject({ page: 3, limit: 25, sort: "value", order: "desc" });
    expect(parseContractView(new URLSearchParams("status=laps&page=0&sort=owner"))).toMatchObject({
      status: "",
      page: 1,
      sort: { sort: "endDate", order: "asc" },
    });
  });

  it("asks for best matches first when searching with no sort chosen, and keeps a sort chosen while searching", () => {
    const searching = parseContractView(new URLSearchParams("q=cloud"));
    expect(searching.sortChosen).toBe(false);
    expect(toListInput(searching).sort).toBeUndefined();
    const byEnd = withContractView(new URLSearchParams("q=cloud"), { sort: { sort: "endDate", order: "asc" } });
    expect(byEnd.toString()).toBe("q=cloud&sort=endDate&order=asc");
    expect(toListInput(parseContractView(byEnd)).sort).toBe("endDate");
    expect(toListInput(parseContractView(new URLSearchParams(""))).sort).toBe("endDate");
  });

  it("writes a change back, keeping the tab and the open contract, and starts a narrower list at page 1", () => {
    const current = new URLSearchParams(`contract=${ID}&page=4&stage=drafting`);
    const next = withContractView(current, { expiring: true });
    expect(next.get("expiring")).toBe("1");
    expect(next.get("page")).toBeNull();
    expect(next.get("contract")).toBe(ID);
    expect(next.get("stage")).toBe("drafting");
    const cleared = withContractView(next, CLEARED_FILTERS);
    expect(cleared.toString()).toBe(`contract=${ID}`);
    expect(withContractView(current, { page: 5 }).get("page")).toBe("5");
  });

  it("keeps the tab and the open contract in the URL", () => {
    expect(tabOf(new URLSearchParams("tab=templates"))).toBe("templates");
    expect(tabOf(new URLSearchParams("tab=other"))).toBe("all");
    expect(withTab(new URLSearchParams("tab=draft&q=x"), "all").toString()).toBe("q=x");
    expect(openContractOf(withOpenContract(new URLSearchParams(), ID))).toBe(ID);
    expect(openContractOf(new URLSearchParams("contract=12"))).toBeNull();
  });
});

describe("the money figures of spec 000 §9", () => {
  it("shows the monthly value in k and large totals in millions with one decimal", () => {
    expect(formatMonthlyK("100.0", "USD", "en-US")).toBe("$100.0k");
    expect(formatMonthlyK("5.0", "EUR", "de-DE")).toBe("5,0k\u00a0€");
    expect(formatMillions("7.3", "USD", "en-US")).toBe("$7.3M");
    expect(isLarge("1000000.00")).toBe(true);
    expect(isLarge("999999.99")).toBe(false);
  });
});

describe("a link to a contract's edit form (?contract=<id>&edit=1&field=…)", () => {
  it("asks for the form only with a contract open, and closing the form keeps the contract's sheet", () => {
    const link = new URLSearchParams(`contract=${ID}&edit=1&field=startDate`);
    expect(wantsContractEdit(link)).toBe(true);
    expect(wantsContractEdit(new URLSearchParams("edit=1&field=startDate"))).toBe(false);
    expect(wantsContractEdit(new URLSearchParams(`contract=${ID}&edit=yes`))).toBe(false);
    expect(withoutContractEdit(link).toString()).toBe(`contract=${ID}`);
    // No edit asked: a register link's field stays for the Register tab.
    const register = new URLSearchParams(`contract=${ID}&section=register&field=annualCost`);
    expect(withoutContractEdit(register).toString()).toBe(register.toString());
    expect(withOpenContract(link, null).toString()).toBe("");
  });
});
