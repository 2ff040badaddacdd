// The wizard's two questionnaires' rules (001 §4, EBA/GL/2019/02): the outsourcing score, dependency class and
// decision, the materiality scores, colours and classification. Browser-safe; re-exported by rules.ts.
import type { RiskLevelValue } from "../lib/risk-levels.js";
import {
  MATERIALITY_QUESTIONS,
  MATERIALITY_SECTION_MAX,
  MATERIALITY_SECTIONS,
  type MaterialitySection,
  OUTSOURCING_QUESTION_IDS,
  type OutsourcingQuestionId,
} from "./questions.js";
import type { MaterialityClassValue } from "./rules.js";

// ── Outsourcing assessment ────────────────────────────────────────────────────────────────────────────────────

export type YesNo = "Yes" | "No";

/** 001 §4: Yes scores 1, No 0. */
export function outsourcingScore(answers: Partial<Record<OutsourcingQuestionId, YesNo | null>>): number {
  return OUTSOURCING_QUESTION_IDS.filter((id) => answers[id] === "Yes").length;
}

/** 001 §4 dependency classes: 0–1 Low, 2–3 Medium, 4 High. */
export function dependencyLevel(score: number): Exclude<RiskLevelValue, "critical"> {
  if (score >= 4) return "high";
  if (score >= 2) return "medium";
  return "low";
}

/**
 * Whether the arrangement is outsourcing (EBA/GL/2019/02 paragraphs 26–28): the first three answered Yes (recurrent,
 * a function of the institution's own, not excluded), or a bundle of which some part is (the fourth).
 */
export function isOutsourcing(answers: Partial<Record<OutsourcingQuestionId, YesNo | null>>): boolean {
  const yes = (id: OutsourcingQuestionId) => answers[id] === "Yes";
  return (yes("recurrent") && yes("ownFunction") && yes("notExcluded")) || yes("bundle");
}

// ── Materiality ───────────────────────────────────────────────────────────────────────────────────────────────

export type Colour = "red" | "amber" | "green";

/** 001 §4 summary breakdown colour: red at a ratio of 0.67 or more, amber at 0.33 or more, green below. */
export function ratioColour(score: number, max: number): Colour {
  const ratio = max > 0 ? score / max : 0;
  if (ratio >= 0.67) return "red";
  if (ratio >= 0.33) return "amber";
  return "green";
}

/** 001 §4 answer colour: 4–5 red, 2–3 amber, below 2 green. */
export function answerColour(answer: number): Colour {
  if (answer >= 4) return "red";
  if (answer >= 2) return "amber";
  return "green";
}

export type MaterialityAnswers = Partial<Record<string, number | null>>;

/** Each section's score (0–15) from the answers by question id. */
export function sectionScores(answers: MaterialityAnswers): Record<MaterialitySection, number> {
  const scores = Object.fromEntries(MATERIALITY_SECTIONS.map((s) => [s, 0])) as Record<MaterialitySection, number>;
  for (const q of MATERIALITY_QUESTIONS) scores[q.section] += answers[q.id] ?? 0;
  return scores;
}

export const materialityScore = (answers: MaterialityAnswers) =>
  MATERIALITY_QUESTIONS.reduce((sum, q) => sum + (answers[q.id] ?? 0), 0);

export const sectionColour = (score: number) => ratioColour(score, MATERIALITY_SECTION_MAX);

/** The thresholds of the materiality classification (docs/WORKFLOWS.md). */
export const CRITICAL_FROM = 45;
export const MATERIAL_FROM = 25;

/**
 * Critical when the score is 45 or more of 75 (60 %) or any answer is 5 (the most severe effect on one criterion
 * makes the function critical or important, EBA/GL/2019/02 paragraph 29); Material at 25 or more or with any
 * answer of 4; otherwise Non-material.
 */
export function materialityClassification(answers: MaterialityAnswers): MaterialityClassValue {
  const values = MATERIALITY_QUESTIONS.map((q) => answers[q.id] ?? 0);
  const total = values.reduce((a, b) => a + b, 0);
  if (total >= CRITICAL_FROM || values.some((v) => v >= 5)) return "critical";
  if (total >= MATERIAL_FROM || values.some((v) => v >= 4)) return "material";
  return "non_material";
}
