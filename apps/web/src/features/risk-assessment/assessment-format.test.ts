import { ASSESSMENT_STATUSES, ASSESSMENT_TYPES, RISK_LEVELS } from "@tprm/api/schemas";
import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "../../i18n/test-setup";
import { setPreferences } from "../../lib/preferences";
import {
  domainLabel,
  flipOrder,
  isRisk,
  isStatus,
  isType,
  labelsOf,
  PROGRESS_CLASSES,
  riskLabel,
  scoreText,
  sortBy,
  statusClassName,
  statusLabel,
  typeLabel,
  weightPercent,
} from "./assessment-format";

const t = i18n.t;

afterEach(() => setPreferences({ language: "en" }));

describe("assessment labels", () => {
  it("names every status, type and risk level in the user's language", () => {
    expect(ASSESSMENT_STATUSES.map((s) => statusLabel(t, s))).toEqual(["Draft", "In Progress", "Completed"]);
    expect(ASSESSMENT_TYPES.map((v) => typeLabel(t, v))).toEqual([
      "Comprehensive",
      "Initial",
      "Periodic Review",
      "Triggered",
    ]);
    expect(RISK_LEVELS.map((r) => riskLabel(t, r))).toEqual(["Low", "Medium", "High", "Critical"]);
    expect(domainLabel(t, "esgAndAML")).toBe("ESG & AML");
  });

  it("says 'Not scored' before any domain has a score, and shows an unknown value as it came", () => {
    expect(riskLabel(t, null)).toBe("Not scored");
    expect(statusLabel(t, "archived")).toBe("archived");
    expect(typeLabel(t, "ad_hoc")).toBe("ad_hoc");
  });

  it("builds option labels for a select", () => {
    expect(labelsOf(ASSESSMENT_STATUSES, (s) => statusLabel(t, s))).toEqual({
      draft: "Draft",
      in_progress: "In Progress",
      completed: "Completed",
    });
  });

  it("tells the filter values from anything else", () => {
    expect(isStatus("in_progress")).toBe(true);
    expect(isStatus("In Progress")).toBe(false);
    expect(isType("triggered")).toBe(true);
    expect(isType("")).toBe(false);
    expect(isRisk("critical")).toBe(true);
    expect(isRisk("severe")).toBe(false);
  });
});

describe("chip and progress colours", () => {
  it("gives each status its own colour", () => {
    const statuses = ASSESSMENT_STATUSES.map(statusClassName);
    expect(new Set(statuses).size).toBe(3);
    expect(statusClassName("completed")).toContain("green");
    expect(statusClassName("in_progress")).toContain("blue");
  });

  it("colours the progress bar green, orange or red as the spec's bands say, with text in the same hue", () => {
    expect(PROGRESS_CLASSES.green.bar).toContain("green");
    expect(PROGRESS_CLASSES.orange.bar).toContain("orange");
    expect(PROGRESS_CLASSES.red.bar).toContain("red");
    for (const tone of Object.values(PROGRESS_CLASSES)) expect(tone.text).toMatch(/text-\w+-800/);
  });
});

describe("figures", () => {
  it("writes scores with at most two decimals in the user's language", () => {
    expect(scoreText(6.45)).toBe("6.45");
    expect(scoreText(7)).toBe("7");
    expect(scoreText(null)).toBe("—");
    setPreferences({ language: "de" });
    expect(scoreText(6.45)).toBe("6,45");
  });

  it("writes a domain's weight as a whole percentage", () => {
    expect(weightPercent(0.15)).toBe("15");
    expect(weightPercent(0.05)).toBe("5");
  });
});

describe("sorting the grid", () => {
  const current = { sort: "assessmentDate", order: "desc" } as const;

  it("starts a newly chosen column in its natural order: scores and dates newest first, others A to Z", () => {
    expect(sortBy(current, "overallScore")).toEqual({ sort: "overallScore", order: "desc" });
    expect(sortBy(current, "updatedAt")).toEqual({ sort: "updatedAt", order: "desc" });
    expect(sortBy(current, "nextReviewDate")).toEqual({ sort: "nextReviewDate", order: "asc" });
    expect(sortBy(current, "reference")).toEqual({ sort: "reference", order: "asc" });
  });

  it("keeps the order when the same column is chosen again, and the order button flips it", () => {
    expect(sortBy(current, "assessmentDate")).toEqual(current);
    expect(flipOrder(current)).toEqual({ sort: "assessmentDate", order: "asc" });
    expect(flipOrder(flipOrder(current))).toEqual(current);
  });
});
