import { DECISIONS, REVIEW_KINDS } from "@tprm/api/schemas";
import type { TFunction } from "i18next";
import { formatCalendarDate } from "../../../lib/format";
import type { WorkflowEvent } from "../types";
import { stepLabel } from "../workflow-labels";

const FIELD_LABEL: Readonly<Record<string, string>> = {
  name: "workflows:fields.name",
  businessUnit: "workflows:fields.businessUnit",
  businessJustification: "workflows:fields.justification",
  legalEntity: "workflows:fields.legalEntity",
  jurisdiction: "workflows:fields.jurisdiction",
  vendorId: "workflows:fields.vendor",
  committeeId: "workflows:fields.committee",
  contractId: "workflows:fields.contract",
};

const oneOf = <T extends string>(values: readonly T[], value: string): value is T =>
  (values as readonly string[]).includes(value);

/**
 * An event's detail in words: the server keeps it as data (a step key, a review kind, "2026-03-01 → 2026-04-01",
 * the changed fields, the new owner's id). The new owner's id is not shown (the note and the owner say who).
 */
export function eventDetail(t: TFunction, e: WorkflowEvent): string | null {
  const detail = e.detail?.trim();
  if (!detail) return null;
  switch (e.kind) {
    case "created":
      return t("workflows:eventDetail.startedAt", { step: stepLabel(t, detail) });
    case "step_completed":
      return t("workflows:eventDetail.stepDone", { step: stepLabel(t, detail) });
    case "review_completed":
      return oneOf(REVIEW_KINDS, detail) ? t(`workflows:reviewKinds.${detail}`) : detail;
    case "decision":
      return oneOf(DECISIONS, detail) ? t(`workflows:decision.${detail}`) : detail;
    case "timeline_updated": {
      const [from, to] = detail.split("→").map((d) => d.trim());
      return from && to
        ? t("workflows:eventDetail.moved", { from: formatCalendarDate(from), to: formatCalendarDate(to) })
        : detail;
    }
    case "edited": {
      const fields = detail.split(",").map((f) => f.trim());
      return t("workflows:eventDetail.edited", {
        fields: fields.map((f) => (FIELD_LABEL[f] ? t(FIELD_LABEL[f]) : f)).join(", "),
      });
    }
    case "owner_reassigned":
      return null;
    default:
      return detail;
  }
}
