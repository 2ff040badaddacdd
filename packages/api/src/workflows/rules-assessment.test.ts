// The wizard's two questionnaires with the spec's values (001 §4, §9): outsourcing score, dependency classes,
// whether it is outsourcing; materiality colours, scores and classification.
import { describe, expect, it } from "vitest";
import {
  MATERIALITY_MAX_SCORE,
  MATERIALITY_QUESTIONS,
  MATERIALITY_SECTION_MAX,
  MATERIALITY_SECTIONS,
  OUTSOURCING_MAX_SCORE,
  OUTSOURCING_QUESTION_IDS,
} from "./questions.js";
import {
  answerColour,
  dependencyLevel,
  isOutsourcing,
  materialityClassification,
  materialityScore,
  outsourcingScore,
  ratioColour,
  sectionColour,
  sectionScores,
} from "./rules.js";

/** Every materiality question answered `value`, then the overrides. */
const answers = (value: number, overrides: Record<string, number | null> = {}) => ({
  ...Object.fromEntries(MATERIALITY_QUESTIONS.map((q) => [q.id, value])),
  ...overrides,
});

describe("outsourcing assessment (001 §4, §9)", () => {
  const yes = (...ids: string[]) =>
    Object.fromEntries(OUTSOURCING_QUESTION_IDS.map((id) => [id, ids.includes(id) ? "Yes" : "No"])) as Record<
      string,
      "Yes" | "No"
    >;

  it("four questions, max score 4; Yes scores 1, No and unanswered 0", () => {
    expect(OUTSOURCING_QUESTION_IDS).toHaveLength(4);
    expect(OUTSOURCING_MAX_SCORE).toBe(4);
    expect(outsourcingScore(yes())).toBe(0);
    expect(outsourcingScore(yes("recurrent"))).toBe(1);
    expect(outsourcingScore(yes("recurrent", "bundle"))).toBe(2);
    expect(outsourcingScore(yes("recurrent", "ownFunction", "notExcluded"))).toBe(3);
    expect(outsourcingScore(yes(...OUTSOURCING_QUESTION_IDS))).toBe(4);
    expect(outsourcingScore({ recurrent: "Yes", ownFunction: null })).toBe(1);
  });

  it.each([
    [0, "low"],
    [1, "low"],
    [2, "medium"],
    [3, "medium"],
    [4, "high"],
  ])("dependency of score %i: %s", (score, level) => {
    expect(dependencyLevel(score)).toBe(level);
  });

  it("outsourcing: the first three Yes, or a bundle with an outsourced part", () => {
    expect(isOutsourcing(yes("recurrent", "ownFunction", "notExcluded"))).toBe(true);
    expect(isOutsourcing(yes("bundle"))).toBe(true);
    expect(isOutsourcing(yes("recurrent", "ownFunction"))).toBe(false);
    expect(isOutsourcing(yes("ownFunction", "notExcluded"))).toBe(false);
    expect(isOutsourcing(yes())).toBe(false);
    expect(isOutsourcing({})).toBe(false);
  });
});

describe("materiality (001 §4, §9)", () => {
  it("fifteen questions in five sections of three, 0–5, max 75 (15 per section)", () => {
    expect(MATERIALITY_QUESTIONS).toHaveLength(15);
    expect(MATERIALITY_MAX_SCORE).toBe(75);
    expect(MATERIALITY_SECTION_MAX).toBe(15);
    for (const section of MATERIALITY_SECTIONS) {
      expect(MATERIALITY_QUESTIONS.filter((q) => q.section === section)).toHaveLength(3);
    }
  });

  it.each([
    [0, 100, "green"],
    [32, 100, "green"],
    [33, 100, "amber"],
    [66, 100, "amber"],
    [67, 100, "red"],
    [100, 100, "red"],
    [1, 0, "green"],
  ])("ratio %i/%i → %s (red from 0.67, amber from 0.33)", (score, max, colour) => {
    expect(ratioColour(score, max)).toBe(colour);
  });

  it("the section colour over 15: 4 green, 5 amber (0.333), 10 amber (0.667 < 0.67), 11 red", () => {
    expect(sectionColour(4)).toBe("green");
    expect(sectionColour(5)).toBe("amber");
    expect(sectionColour(10)).toBe("amber");
    expect(sectionColour(11)).toBe("red");
    expect(ratioColour(75, MATERIALITY_MAX_SCORE)).toBe("red");
  });

  it.each([
    [0, "green"],
    [1, "green"],
    [2, "amber"],
    [3, "amber"],
    [4, "red"],
    [5, "red"],
  ])("answer %i → %s", (answer, colour) => {
    expect(answerColour(answer)).toBe(colour);
  });

  it("the total and each section's score; unanswered counts 0", () => {
    expect(materialityScore(answers(5))).toBe(75);
    expect(materialityScore(answers(2, { q1: null, q15: 5 }))).toBe(2 * 13 + 5);
    expect(materialityScore({})).toBe(0);
    expect(sectionScores(answers(1, { q1: 5, q13: 0 }))).toEqual({
      operationsContinuity: 7,
      financialReputational: 3,
      complianceRegulatory: 3,
      dependencySubstitutability: 3,
      systemicExternal: 2,
    });
  });

  it("classification: Critical from 45 or any answer 5; Material from 25 or any answer 4; else Non-material", () => {
    // 45 = 15 × 3; 44 = 14 × 3 + 2.
    expect(materialityClassification(answers(3))).toBe("critical");
    expect(materialityClassification(answers(3, { q15: 2 }))).toBe("material");
    expect(materialityClassification(answers(0, { q7: 5 }))).toBe("critical");
    // 25 = 12 × 2 + 1 (+ two zeros); 24 = 12 × 2.
    expect(materialityClassification(answers(2, { q13: 1, q14: 0, q15: 0 }))).toBe("material");
    expect(materialityClassification(answers(2, { q13: 0, q14: 0, q15: 0 }))).toBe("non_material");
    expect(materialityClassification(answers(0, { q3: 4 }))).toBe("material");
    expect(materialityClassification(answers(0))).toBe("non_material");
    expect(materialityClassification({})).toBe("non_material");
  });
});
