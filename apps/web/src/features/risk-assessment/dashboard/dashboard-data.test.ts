import { ASSESSMENT_DOMAINS, type RiskAssessmentDashboard } from "@tprm/api/schemas";
import { describe, expect, it } from "vitest";
import {
  assessmentHref,
  bandRanges,
  countAxisTop,
  domainRows,
  heatRows,
  isFiltered,
  reviewRows,
  riskRows,
  statusRows,
  summaryInput,
} from "./dashboard-data";

const VENDOR = "0196f000-0000-7000-8000-0000000000b1";
const ASSESSMENT = "0196f000-0000-7000-8000-0000000000a1";

describe("summaryInput", () => {
  it("keeps the filters and drops paging, sorting, empty and undefined values", () => {
    const input = summaryInput({
      page: 3,
      limit: 12,
      sort: "overallScore",
      order: "asc",
      search: "  ",
      status: "completed",
      overallRisk: undefined,
      vendorId: VENDOR,
      from: "",
      to: "2026-12-31",
    } as Parameters<typeof summaryInput>[0]);
    expect(input).toEqual({ status: "completed", vendorId: VENDOR, to: "2026-12-31" });
  });

  it("reads no filters as none", () => {
    expect(summaryInput(undefined)).toEqual({});
    expect(isFiltered({})).toBe(false);
    expect(isFiltered({ search: "" })).toBe(false);
    expect(isFiltered({ reviewDue: "overdue" })).toBe(true);
  });
});

describe("riskRows", () => {
  it("lists every level from Critical to Not rated, with zeros and whole-percent shares", () => {
    const rows = riskRows({
      byRisk: [
        { risk: "low", count: 2 },
        { risk: null, count: 1 },
        { risk: "critical", count: 3 },
      ],
    });
    expect(rows).toEqual([
      { key: "critical", count: 3, percent: 50 },
      { key: "high", count: 0, percent: 0 },
      { key: "medium", count: 0, percent: 0 },
      { key: "low", count: 2, percent: 33 },
      { key: "notRated", count: 1, percent: 17 },
    ]);
  });

  it("adds up a level the server sends twice, and gives 0 % of nothing", () => {
    const rows = riskRows({
      byRisk: [
        { risk: "high", count: 1 },
        { risk: "high", count: 2 },
      ],
    });
    expect(rows.find((r) => r.key === "high")).toEqual({ key: "high", count: 3, percent: 100 });
    expect(riskRows({ byRisk: [] }).every((r) => r.count === 0 && r.percent === 0)).toBe(true);
  });
});

describe("statusRows", () => {
  it("lists Draft, In Progress and Completed in that order", () => {
    const rows = statusRows({
      byStatus: [
        { status: "completed", count: 1 },
        { status: "draft", count: 3 },
      ],
    });
    expect(rows.map((r) => [r.key, r.count, r.percent])).toEqual([
      ["draft", 3, 75],
      ["in_progress", 0, 0],
      ["completed", 1, 25],
    ]);
  });
});

describe("domainRows", () => {
  it("gives the nine domains in the spec's order with their weights, bands of the mean, and null where none scored", () => {
    const rows = domainRows({
      domainAverages: [
        { domain: "esgAndAML", average: 8.25, scored: 4 },
        { domain: "vendorFinancialResilience", average: 2.5, scored: 2 },
        { domain: "itBusinessContinuity", average: null, scored: 0 },
        { domain: "complianceLegal", average: 5.99, scored: 1 },
      ],
    });
    expect(rows.map((r) => r.domain)).toEqual([...ASSESSMENT_DOMAINS]);
    expect(rows[0]).toEqual({
      domain: "vendorFinancialResilience",
      weightPercent: 15,
      average: 2.5,
      level: "low",
      scored: 2,
    });
    expect(rows[1]).toMatchObject({ domain: "itBusinessContinuity", average: null, level: null, scored: 0 });
    // 5.99 is below 6: still Medium (the bands are read on the score as it is, as the overall risk's are).
    expect(rows[2]).toMatchObject({ domain: "complianceLegal", level: "medium" });
    expect(rows[8]).toMatchObject({ domain: "esgAndAML", weightPercent: 5, level: "critical" });
    // A domain missing from the answer counts as not scored.
    expect(rows[3]).toMatchObject({ domain: "tprmSubcontracting", weightPercent: 10, average: null, scored: 0 });
    expect(rows.reduce((sum, r) => sum + r.weightPercent, 0)).toBe(100);
  });
});

describe("heatRows", () => {
  const heatMap: RiskAssessmentDashboard["heatMap"] = {
    vendors: [
      {
        vendor: { id: VENDOR, name: "Northwind Cloud" },
        assessmentId: ASSESSMENT,
        reference: "RA-2026-0042",
        scores: [
          { domain: "esgAndAML", score: 1 },
          { domain: "vendorFinancialResilience", score: 9 },
          { domain: "concentrationSystem", score: null },
          { domain: "itBusinessContinuity", score: 6 },
        ],
      },
    ],
  };

  it("gives each vendor nine cells in the spec's order, each with the band of its score", () => {
    const [row] = heatRows({ heatMap });
    expect(row).toMatchObject({
      assessmentId: ASSESSMENT,
      reference: "RA-2026-0042",
      vendorId: VENDOR,
      vendorName: "Northwind Cloud",
    });
    expect(row?.cells.map((c) => c.domain)).toEqual([...ASSESSMENT_DOMAINS]);
    expect(row?.cells[0]).toEqual({ domain: "vendorFinancialResilience", score: 9, level: "critical" });
    expect(row?.cells[1]).toEqual({ domain: "itBusinessContinuity", score: 6, level: "high" });
    expect(row?.cells[4]).toEqual({ domain: "concentrationSystem", score: null, level: null });
    expect(row?.cells[2]).toEqual({ domain: "complianceLegal", score: null, level: null });
    expect(row?.cells[8]).toEqual({ domain: "esgAndAML", score: 1, level: "low" });
  });

  it("links a vendor to its assessment in the centre, keeping the view and filters of the address", () => {
    expect(assessmentHref(ASSESSMENT)).toBe(`/risk-assessment?assessment=${ASSESSMENT}`);
    expect(assessmentHref(ASSESSMENT, "?view=dashboard&status=completed")).toBe(
      `/risk-assessment?view=dashboard&status=completed&assessment=${ASSESSMENT}`,
    );
    // Another assessment's detail open already: replaced, not doubled.
    expect(assessmentHref(ASSESSMENT, "?view=dashboard&assessment=other")).toBe(
      `/risk-assessment?view=dashboard&assessment=${ASSESSMENT}`,
    );
  });
});

describe("reviewRows", () => {
  it("gives overdue, 30, 60 and 90 days in that order", () => {
    expect(reviewRows({ reviewsDue: { overdue: 2, within30: 0, within60: 5, within90: 1 } })).toEqual([
      { key: "overdue", count: 2 },
      { key: "within30", count: 0 },
      { key: "within60", count: 5 },
      { key: "within90", count: 1 },
    ]);
  });
});

describe("bandRanges and countAxisTop", () => {
  it("reads the bands off the shared rule: Low 0–2, Medium 3–5, High 6–7, Critical 8–10", () => {
    expect(bandRanges()).toEqual([
      { level: "low", from: 0, to: 2 },
      { level: "medium", from: 3, to: 5 },
      { level: "high", from: 6, to: 7 },
      { level: "critical", from: 8, to: 10 },
    ]);
  });

  it("runs a count axis to at least 4", () => {
    expect(countAxisTop(0)).toBe(4);
    expect(countAxisTop(3)).toBe(4);
    expect(countAxisTop(17)).toBe(17);
  });
});
