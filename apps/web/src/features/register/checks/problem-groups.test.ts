import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { fieldText, groupProblems, type Problem, ruleText, severityCounts, templateKey } from "./problem-groups";

const problem = (over: Partial<Problem>): Problem => ({
  severity: "blocking",
  template: "B_02.02",
  row: 1,
  column: "c0010",
  field: "reference",
  rule: "mandatory",
  message: "English sentence",
  record: { kind: "contract", id: "c1", label: "CTR-1 Hosting" },
  link: "/contracts?contract=c1&section=register&field=reference",
  ...over,
});

describe("the checks' problems grouped by template", () => {
  it("orders the groups as the templates and, inside, blocking first, then by row and column", () => {
    const groups = groupProblems([
      problem({ template: "B_05.01", row: 2, severity: "warning" }),
      problem({ template: "B_02.02", row: 3 }),
      problem({ template: "B_05.01", row: null }),
      problem({ template: "B_02.02", row: 1, column: "c0050" }),
      problem({ template: "B_02.02", row: 1, column: "c0020" }),
      problem({ template: "B_01.01", row: 1, severity: "warning" }),
    ]);
    expect(groups.map((g) => g.template)).toEqual(["B_01.01", "B_02.02", "B_05.01"]);
    expect(groups[1]?.problems.map((p) => [p.row, p.column])).toEqual([
      [1, "c0020"],
      [1, "c0050"],
      [3, "c0010"],
    ]);
    expect(groups[2]?.problems.map((p) => [p.severity, p.row])).toEqual([
      ["blocking", null],
      ["warning", 2],
    ]);
    expect(groups.map((g) => [g.blocking, g.warning])).toEqual([
      [0, 1],
      [3, 0],
      [1, 1],
    ]);
  });

  it("has no groups without problems, and counts by severity", () => {
    expect(groupProblems([])).toEqual([]);
    expect(severityCounts([problem({}), problem({ severity: "warning" }), problem({})])).toEqual({
      blocking: 2,
      warning: 1,
    });
  });

  it("names a template's translation key without the dot", () => {
    expect(templateKey("B_01.02")).toBe("B_01_02");
  });
});

describe("a problem in words", () => {
  const calls: [string, Record<string, unknown>][] = [];
  const t = ((key: string, options: Record<string, unknown>) => {
    calls.push([key, options]);
    return `${key}|${String(options.defaultValue)}`;
  }) as unknown as TFunction;

  it("translates the rule by its id with the problem's values, the server's sentence the fallback", () => {
    const text = ruleText(t, problem({ rule: "lei-check-digits", params: { value: "X" }, message: "The LEI fails" }));
    expect(text).toBe("register:rules.lei-check-digits|The LEI fails");
    expect(calls.at(-1)?.[1]).toEqual({ value: "X", defaultValue: "The LEI fails" });
  });

  it("translates the field, its own name the fallback", () => {
    expect(fieldText(t, "annualCost")).toBe("register:fields.annualCost|annualCost");
  });
});
