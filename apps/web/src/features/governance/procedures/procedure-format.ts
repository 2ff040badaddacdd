import type { ProcedureAlignment, ProcedureComplexityValue, ProcedureStatusValue } from "@tprm/api/schemas";
import type { TFunction } from "i18next";

export const statusLabel = (t: TFunction, status: ProcedureStatusValue) => t(`governanceProcedures:status.${status}`);
export const complexityLabel = (t: TFunction, complexity: ProcedureComplexityValue) =>
  t(`governanceProcedures:complexity.${complexity}`);
export const alignmentLabel = (t: TFunction, alignment: ProcedureAlignment) =>
  t(`governanceProcedures:alignment.${alignment}`);

/** The status chip's colours: in force green, on its way blue, lapsed or withdrawn grey/red. */
export function statusChipClassName(status: ProcedureStatusValue): string {
  switch (status) {
    case "active":
    case "approved":
      return "border-transparent bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200";
    case "under_review":
      return "border-transparent bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-200";
    case "expired":
      return "border-transparent bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200";
    default:
      return "border-transparent bg-muted text-foreground";
  }
}
