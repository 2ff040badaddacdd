import { describe, expect, it } from "vitest";
import { DOMAIN_LABELS } from "../risk-assessments/rules.js";
import { ASSESSMENT_COLUMNS, columnForHeader, TEMPLATE_COLUMNS } from "./columns.js";
import { COMPLETED_REFUSED, planHeaders, validateRow } from "./import-rows.js";

const IT = `${DOMAIN_LABELS.itBusinessContinuity} Score`;

function check(headers: string[], cells: (string | number | null)[]) {
  const plan = planHeaders(headers, 1);
  expect(plan.problems).toEqual([]);
  return validateRow(plan, cells, 2);
}

describe("the assessment import's headers", () => {
  it("match the export's headers, the field names and the legacy score names, case and punctuation aside", () => {
    expect(columnForHeader("lead_assessor")?.header).toBe("Lead Assessor");
    expect(columnForHeader("itBusinessContinuityScore")?.header).toBe(IT);
    expect(columnForHeader("IT & BUSINESS CONTINUITY score")?.header).toBe(IT);
    expect(columnForHeader("itScore")?.field).toBe("legacy:itScore");
    expect(columnForHeader("Overall Score")?.field).toBeUndefined(); // derived: exported, never read
    expect(ASSESSMENT_COLUMNS).toHaveLength(13 + 18 + 7);
    expect(TEMPLATE_COLUMNS.map((c) => c.header)).not.toContain("Reference");
  });

  it("need a Vendor and a Lead Assessor column, and no field twice", () => {
    expect(planHeaders(["Vendor", "Team"], 1).problems[0]?.reason).toMatch(/at least a "Lead Assessor" column/);
    expect(planHeaders(["Vendor", "Lead Assessor", "vendor name"], 1).problems[0]?.reason).toBe(
      'Two columns are read as Vendor: "Vendor" and "vendor name". Keep one.',
    );
    expect(planHeaders(["Vendor", "Lead Assessor", "Colour"], 1).ignored).toEqual(["Colour"]);
  });
});

describe("an imported row", () => {
  const headers = ["Vendor", "Lead Assessor", "Team", "Type", "Status", "Assessment Date", IT, "itScore", "gdprScore"];

  it("is read with the defaults of a new assessment and the legacy scores on their domains", () => {
    const { assessment, problems } = check(headers, [
      " Acme ",
      "a@bank.example",
      "b@bank.example; c@bank.example",
      "",
      "",
      "",
      "",
      7,
      3,
    ]);
    expect(problems).toEqual([]);
    expect(assessment).toMatchObject({
      vendorName: "Acme",
      leadAssessorEmail: "a@bank.example",
      teamEmails: ["b@bank.example", "c@bank.example"],
      type: "comprehensive",
      status: "draft",
      assessmentDate: null,
      domains: { itBusinessContinuity: { score: 7, notes: null }, complianceLegal: { score: 3, notes: null } },
    });
  });

  it("says every problem with its column: Completed, a score out of range, a bad date, conflicting scores", () => {
    const { assessment, problems } = check(headers, [
      "",
      "",
      "x; y@bank.example",
      "Annual",
      "Completed",
      "31/03/2026",
      4.5,
      6,
      "",
    ]);
    expect(assessment).toBeNull();
    expect(problems.map((p) => [p.column, p.reason])).toEqual([
      ["Vendor", "Vendor name is required"],
      ["Lead Assessor", "Assessor is required"],
      ["Team", "Team must list e-mail addresses; not one: x"],
      ["Type", "Type must be Comprehensive, Initial, Periodic Review or Triggered"],
      ["Status", COMPLETED_REFUSED],
      ["Assessment Date", "Assessment date must be a date such as 2026-03-31 (YYYY-MM-DD)"],
      [IT, "Score must be a whole number from 0 to 10"],
    ]);
    const conflict = check(headers, ["Acme", "a@bank.example", "", "", "In Progress", "2026-02-29", 5, 6, ""]);
    expect(conflict.problems.map((p) => [p.column, p.reason])).toEqual([
      ["Assessment Date", "Assessment date must be a date such as 2026-03-31 (YYYY-MM-DD)"],
      [IT, `itScore gives ${DOMAIN_LABELS.itBusinessContinuity} another score; keep one value`],
      ["itScore", `${IT} gives ${DOMAIN_LABELS.itBusinessContinuity} another score; keep one value`],
    ]);
  });

  it("takes a workbook's date cells and the labels of type and status", () => {
    const { assessment } = check(headers, [
      "Acme",
      "a@bank.example",
      "",
      "periodic review",
      "in progress",
      new Date("2026-05-04T00:00:00Z"),
      "",
      "",
      "",
    ] as never);
    expect(assessment).toMatchObject({ type: "periodic_review", status: "in_progress", assessmentDate: "2026-05-04" });
  });
});
