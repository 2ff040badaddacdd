import { describe, expect, it } from "vitest";
import {
  DEFAULT_VIEW,
  filtersOf,
  isFiltered,
  newAssessmentOf,
  openAssessmentOf,
  parseAssessmentView,
  toListInput,
  withAssessmentView,
  withNewAssessment,
  withOpenAssessment,
} from "./assessment-view";

const parse = (query: string) => parseAssessmentView(new URLSearchParams(query));
const VENDOR = "0b3c9a3e-8d5f-4e1a-9c2b-5f7d1e2a3b4c";
const ASSESSOR = "7e6d5c4b-3a29-4817-b6c5-d4e3f2a1b0c9";

describe("assessment view in the URL", () => {
  it("reads every filter, the mode, sort and page, with defaults for what is missing", () => {
    expect(parse("")).toEqual(DEFAULT_VIEW);
    expect(
      parse(
        `view=dashboard&q=%20cloud%20&status=in_progress&risk=high&type=periodic_review&vendor=${VENDOR}` +
          `&assessor=${ASSESSOR}&from=2026-01-01&to=2026-03-31&due=overdue&sort=overallScore&order=asc&page=3`,
      ),
    ).toEqual({
      mode: "dashboard",
      q: "cloud",
      status: "in_progress",
      risk: "high",
      type: "periodic_review",
      vendor: VENDOR,
      assessor: ASSESSOR,
      from: "2026-01-01",
      to: "2026-03-31",
      due: "overdue",
      sort: { sort: "overallScore", order: "asc" },
      page: 3,
    });
  });

  it("ignores what it does not know", () => {
    const junk =
      "view=table&status=Completed&risk=extreme&type=x&vendor=abc&assessor=1&from=2026-02-31&to=31/03/2026" +
      "&due=soon&sort=password&order=sideways&page=-2";
    expect(parse(junk)).toEqual(DEFAULT_VIEW);
    expect(parse("page=1.5").page).toBe(1);
    expect(parse("page=0").page).toBe(1);
    expect(parse("page=99999999").page).toBe(1);
    expect(parse(`q=${"x".repeat(300)}`).q).toHaveLength(200);
  });

  it("reads a backwards date range as the same days", () => {
    const view = parse("from=2026-06-30&to=2026-01-01");
    expect([view.from, view.to]).toEqual(["2026-01-01", "2026-06-30"]);
  });

  it("writes only what differs from the defaults and keeps other parameters", () => {
    const start = new URLSearchParams(`assessment=${VENDOR}`);
    const next = withAssessmentView(start, { status: "draft", risk: "critical", q: "bank" });
    expect(next.toString()).toBe(`assessment=${VENDOR}&q=bank&status=draft&risk=critical`);
    expect(withAssessmentView(next, { status: "", risk: "", q: "" }).toString()).toBe(`assessment=${VENDOR}`);
    expect(withAssessmentView(start, { sort: { sort: "assessmentDate", order: "desc" } }).toString()).toBe(
      `assessment=${VENDOR}`,
    );
  });

  it("goes back to page 1 when a filter or the sort changes, not when the page or the mode does", () => {
    const onPage3 = new URLSearchParams("page=3&q=bank");
    expect(withAssessmentView(onPage3, { page: 4 }).get("page")).toBe("4");
    expect(withAssessmentView(onPage3, { mode: "dashboard" }).get("page")).toBe("3");
    expect(withAssessmentView(onPage3, { q: "credit" }).get("page")).toBeNull();
    expect(withAssessmentView(onPage3, { due: "due" }).get("page")).toBeNull();
    expect(withAssessmentView(onPage3, { vendor: VENDOR }).get("page")).toBeNull();
    expect(withAssessmentView(onPage3, { sort: { sort: "status", order: "asc" } }).get("page")).toBeNull();
  });

  it("round-trips", () => {
    const view = {
      ...DEFAULT_VIEW,
      mode: "dashboard",
      q: "data",
      type: "triggered",
      assessor: ASSESSOR,
      from: "2025-12-01",
      sort: { sort: "nextReviewDate", order: "asc" },
      page: 2,
    } as const;
    expect(parseAssessmentView(withAssessmentView(new URLSearchParams(), view))).toEqual(view);
  });
});

describe("filters of a view", () => {
  it("leaves out what shows everything and names the rest as the list takes them", () => {
    expect(filtersOf(DEFAULT_VIEW)).toEqual({});
    expect(isFiltered(DEFAULT_VIEW)).toBe(false);
    const view = { ...DEFAULT_VIEW, q: "acme", risk: "high", vendor: VENDOR, to: "2026-01-31", due: "due" } as const;
    expect(filtersOf(view)).toEqual({
      search: "acme",
      overallRisk: "high",
      vendorId: VENDOR,
      to: "2026-01-31",
      reviewDue: "due",
    });
    expect(isFiltered(view)).toBe(true);
  });

  it("a sort or another mode is not a filter", () => {
    expect(isFiltered({ ...DEFAULT_VIEW, mode: "dashboard", sort: { sort: "status", order: "asc" } })).toBe(false);
  });

  it("gives the list its page, size and sort", () => {
    expect(toListInput({ ...DEFAULT_VIEW, page: 2, status: "completed" })).toEqual({
      page: 2,
      limit: 12,
      sort: "assessmentDate",
      order: "desc",
      status: "completed",
    });
  });
});

describe("the open assessment and the New Assessment form in the URL", () => {
  it("reads the assessment a notification links to, and only an id", () => {
    expect(openAssessmentOf(new URLSearchParams(`assessment=${VENDOR.toUpperCase()}`))).toBe(VENDOR);
    expect(openAssessmentOf(new URLSearchParams("assessment=RA-2026-0001"))).toBeNull();
    expect(openAssessmentOf(new URLSearchParams(""))).toBeNull();
  });

  it("opens and closes an assessment without touching the view", () => {
    const start = new URLSearchParams("status=draft&page=2");
    const open = withOpenAssessment(start, ASSESSOR);
    expect(open.toString()).toBe(`status=draft&page=2&assessment=${ASSESSOR}`);
    expect(withOpenAssessment(open, null).toString()).toBe("status=draft&page=2");
  });

  it("reads the New Assessment form, with the vendor it starts with", () => {
    expect(newAssessmentOf(new URLSearchParams(""))).toBeNull();
    expect(newAssessmentOf(new URLSearchParams("new=1"))).toEqual({});
    expect(newAssessmentOf(new URLSearchParams(`new=${VENDOR}`))).toEqual({ vendorId: VENDOR });
    expect(newAssessmentOf(new URLSearchParams("new=someone"))).toEqual({});
    const open = withNewAssessment(new URLSearchParams("q=x"), true);
    expect(open.toString()).toBe("q=x&new=1");
    expect(withNewAssessment(open, VENDOR).get("new")).toBe(VENDOR);
    expect(withNewAssessment(open, false).toString()).toBe("q=x");
  });
});
