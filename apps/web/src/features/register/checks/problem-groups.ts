import { TEMPLATE_IDS, type TemplateId } from "@tprm/api/register/catalog";
import type { RegisterProblemOutput } from "@tprm/api/schemas";
import type { TFunction } from "i18next";

export type Problem = RegisterProblemOutput;

/** The problems of one template: blocking first, then by row (problems not tied to a row last), then column. */
export interface ProblemGroup {
  template: TemplateId;
  problems: Problem[];
  blocking: number;
  warning: number;
}

const rowOrder = (row: number | null) => row ?? Number.MAX_SAFE_INTEGER;

function compare(a: Problem, b: Problem): number {
  if (a.severity !== b.severity) return a.severity === "blocking" ? -1 : 1;
  return rowOrder(a.row) - rowOrder(b.row) || (a.column ?? "").localeCompare(b.column ?? "");
}

/** The problems grouped by template, in the templates' order (B_01.01 … B_99.01); templates without problems left out. */
export function groupProblems(problems: readonly Problem[]): ProblemGroup[] {
  const byTemplate = new Map<TemplateId, Problem[]>();
  for (const p of problems) {
    const list = byTemplate.get(p.template) ?? [];
    list.push(p);
    byTemplate.set(p.template, list);
  }
  return TEMPLATE_IDS.flatMap((template) => {
    const list = byTemplate.get(template);
    if (!list) return [];
    const sorted = [...list].sort(compare);
    const blocking = sorted.filter((p) => p.severity === "blocking").length;
    return [{ template, problems: sorted, blocking, warning: sorted.length - blocking }];
  });
}

/** Counts by severity. */
export function severityCounts(problems: readonly Problem[]): { blocking: number; warning: number } {
  const blocking = problems.filter((p) => p.severity === "blocking").length;
  return { blocking, warning: problems.length - blocking };
}

/** A template id as its translation key's last part: "B_01.01" → "B_01_01". */
export const templateKey = (template: string) => template.replace(".", "_");

/** The rule a problem breaks, in words: the rule's own text with the problem's values, else the server's sentence. */
export function ruleText(t: TFunction, p: Pick<Problem, "rule" | "message" | "params">): string {
  return t(`register:rules.${p.rule}`, { ...p.params, defaultValue: p.message });
}

/** The record's field to fix, in words (the field's name as it stands when it has no translation). */
export function fieldText(t: TFunction, field: string): string {
  return t(`register:fields.${field}`, { defaultValue: field });
}
