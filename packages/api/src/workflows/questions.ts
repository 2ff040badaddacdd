// The wizard's two questionnaires (001 §2.3, §9; issue 16): four yes/no questions deciding whether an arrangement
// is outsourcing, and fifteen 0–5 materiality questions in five sections of three. Only ids, sections and the
// guideline each rests on live here; the texts and scoring guides are product text in the translation files
// (apps/web/src/locales/<language>/workflowQuestions.json) and docs/OUTSOURCING-QUESTIONS.md. Browser-safe.

/** The outsourcing questions (EBA/GL/2019/02 Guideline 3, paragraphs 26–28). */
export const OUTSOURCING_QUESTIONS = [
  { id: "recurrent", guideline: "26" },
  { id: "ownFunction", guideline: "26" },
  { id: "notExcluded", guideline: "28" },
  { id: "bundle", guideline: "27" },
] as const;
export type OutsourcingQuestionId = (typeof OUTSOURCING_QUESTIONS)[number]["id"];
export const OUTSOURCING_QUESTION_IDS = OUTSOURCING_QUESTIONS.map((q) => q.id) as OutsourcingQuestionId[];

/** The five sections of 001 §2.3, in order. */
export const MATERIALITY_SECTIONS = [
  "operationsContinuity",
  "financialReputational",
  "complianceRegulatory",
  "dependencySubstitutability",
  "systemicExternal",
] as const;
export type MaterialitySection = (typeof MATERIALITY_SECTIONS)[number];

/** The section names as the spec gives them (server messages, exports); the screens translate their own. */
export const MATERIALITY_SECTION_LABELS: Readonly<Record<MaterialitySection, string>> = {
  operationsContinuity: "Operations & Continuity",
  financialReputational: "Financial & Reputational",
  complianceRegulatory: "Compliance & Regulatory",
  dependencySubstitutability: "Dependency & Substitutability",
  systemicExternal: "Systemic & External",
};

/** The fifteen materiality questions (EBA/GL/2019/02 Guideline 4 paragraphs 29–31 and section 12.2), q1–q15. */
export const MATERIALITY_QUESTIONS = [
  { id: "q1", section: "operationsContinuity", key: "serviceContinuity", guideline: "29(a), 31(b)" },
  { id: "q2", section: "operationsContinuity", key: "coreBusinessLine", guideline: "30" },
  { id: "q3", section: "operationsContinuity", key: "clientImpact", guideline: "31(d)" },
  { id: "q4", section: "financialReputational", key: "financialImpact", guideline: "29(a), 31(b)" },
  { id: "q5", section: "financialReputational", key: "reputation", guideline: "31(b)" },
  { id: "q6", section: "financialReputational", key: "scaleComplexity", guideline: "31(f), 31(g)" },
  { id: "q7", section: "complianceRegulatory", key: "licensedActivity", guideline: "29(a), 29(c)" },
  { id: "q8", section: "complianceRegulatory", key: "controlFunctions", guideline: "29(b), 31(c)" },
  { id: "q9", section: "complianceRegulatory", key: "dataConfidentiality", guideline: "31(j), 12.2" },
  { id: "q10", section: "dependencySubstitutability", key: "substitutability", guideline: "31(h)" },
  { id: "q11", section: "dependencySubstitutability", key: "reintegration", guideline: "31(i)" },
  { id: "q12", section: "dependencySubstitutability", key: "subOutsourcing", guideline: "12.2" },
  { id: "q13", section: "systemicExternal", key: "concentration", guideline: "31(e), 12.2" },
  { id: "q14", section: "systemicExternal", key: "jurisdiction", guideline: "12.2" },
  { id: "q15", section: "systemicExternal", key: "severeScenarios", guideline: "12.2, 31(b)" },
] as const satisfies readonly { id: string; section: MaterialitySection; key: string; guideline: string }[];
export type MaterialityQuestionId = (typeof MATERIALITY_QUESTIONS)[number]["id"];
export const MATERIALITY_QUESTION_IDS = MATERIALITY_QUESTIONS.map((q) => q.id) as MaterialityQuestionId[];

export const OUTSOURCING_MAX_SCORE = OUTSOURCING_QUESTIONS.length; // 4
export const MATERIALITY_MAX_ANSWER = 5;
export const MATERIALITY_MAX_SCORE = MATERIALITY_QUESTIONS.length * MATERIALITY_MAX_ANSWER; // 75
export const MATERIALITY_SECTION_MAX = 3 * MATERIALITY_MAX_ANSWER; // 15
