import { WORKFLOW_TYPES, type WorkflowTypeValue } from "@tprm/api/schemas";
import type { TFunction } from "i18next";
import { isKnownStep } from "./workflows-format";

/** A step's name in the user's language; a step the screens do not know is shown as the server wrote it. */
export function stepLabel(t: TFunction, key: string): string {
  return isKnownStep(key) ? t(`workflows:steps.${key}`) : key;
}

export function typeLabels(t: TFunction): Record<WorkflowTypeValue, string> {
  return Object.fromEntries(WORKFLOW_TYPES.map((type) => [type, t(`workflows:types.${type}`)])) as Record<
    WorkflowTypeValue,
    string
  >;
}
