import { describe, expect, it } from "vitest";
import {
  chosenWorkflowOf,
  committeeParams,
  openRecordOf,
  parseListView,
  tabOf,
  templateTypeOf,
  toListInput,
  withListView,
  withTab,
  withTemplateType,
} from "./workflows-view";

const ID = "0b5f8a56-8f7c-4f0e-9a43-7c8d2c1e9a10";

describe("workflows-view", () => {
  it("reads the tab, Active Workflows by default", () => {
    expect(tabOf(new URLSearchParams())).toBe("active");
    expect(tabOf(new URLSearchParams("tab=analytics"))).toBe("analytics");
    expect(tabOf(new URLSearchParams("tab=nonsense"))).toBe("active");
    expect(withTab(new URLSearchParams("tab=templates&q=x"), "active").toString()).toBe("q=x");
    expect(withTab(new URLSearchParams(), "committee").get("tab")).toBe("committee");
  });

  it("reads the table's view and falls back on anything malformed", () => {
    expect(parseListView(new URLSearchParams("q= cloud &type=contract_renewal&status=overdue&page=3"))).toEqual({
      q: "cloud",
      type: "contract_renewal",
      status: "overdue",
      sort: { sort: "targetDate", order: "asc" },
      page: 3,
    });
    expect(parseListView(new URLSearchParams("type=x&status=late&page=-1&sort=evil"))).toMatchObject({
      type: "",
      status: "",
      page: 1,
      sort: { sort: "targetDate", order: "asc" },
    });
  });

  it("writes the view, defaults left out; a new filter goes back to page 1", () => {
    const current = new URLSearchParams(`tab=active&page=4&record=${ID}`);
    const next = withListView(current, { status: "overdue" });
    expect(next.get("status")).toBe("overdue");
    expect(next.get("page")).toBeNull();
    expect(next.get("record")).toBe(ID);
    expect(withListView(new URLSearchParams(), { page: 2 }).get("page")).toBe("2");
    expect(
      withListView(new URLSearchParams("sort=name&order=desc"), {
        sort: { sort: "targetDate", order: "asc" },
      }).toString(),
    ).toBe("");
  });

  it("sends workflows.list only the filters in use", () => {
    expect(toListInput(parseListView(new URLSearchParams("status=overdue")))).toEqual({
      page: 1,
      limit: 25,
      sort: "targetDate",
      order: "asc",
      status: "overdue",
    });
  });

  it("opens the committee tab with the workflow chosen, and the record", () => {
    const params = committeeParams(new URLSearchParams("q=x"), ID);
    expect(params.get("tab")).toBe("committee");
    expect(chosenWorkflowOf(params)).toBe(ID);
    expect(openRecordOf(new URLSearchParams(`record=${ID}`))).toBe(ID);
    expect(openRecordOf(new URLSearchParams("record=1"))).toBeNull();
  });

  it("keeps the template's type, new outsourcing by default", () => {
    expect(templateTypeOf(new URLSearchParams())).toBe("new_outsourcing");
    expect(templateTypeOf(withTemplateType(new URLSearchParams(), "vendor_offboarding"))).toBe("vendor_offboarding");
    expect(withTemplateType(new URLSearchParams("template=risk_assessment"), "new_outsourcing").toString()).toBe("");
  });
});
