import {
  REPORT_FREQUENCIES,
  REPORT_RECIPIENT_GROUPS,
  REPORT_TYPES,
  type ReportFrequencyValue,
  type ReportRecipientGroup,
  type ReportStatusValue,
  type ReportTypeValue,
} from "@tprm/api/schemas";
import type { TFunction } from "i18next";
import { currentLocale } from "../../lib/preferences";
import { describeCron } from "./reports-view";

/** The recipient groups' translation keys (the API names them in English, as 001 §6 does). */
const GROUP_KEYS: Record<ReportRecipientGroup | "External", string> = {
  "Risk Team": "reports:groups.riskTeam",
  Management: "reports:groups.management",
  Compliance: "reports:groups.compliance",
  Audit: "reports:groups.audit",
  "Executive Team": "reports:groups.executiveTeam",
  Board: "reports:groups.board",
  External: "reports:groups.external",
};

export function groupLabel(t: TFunction, group: string): string {
  const key = GROUP_KEYS[group as ReportRecipientGroup];
  return key ? t(key) : group;
}

export function typeLabels(t: TFunction): Record<ReportTypeValue, string> {
  return Object.fromEntries(REPORT_TYPES.map((v) => [v, t(`reports:types.${v}`)])) as Record<ReportTypeValue, string>;
}

export function frequencyLabels(t: TFunction): Record<ReportFrequencyValue, string> {
  return Object.fromEntries(REPORT_FREQUENCIES.map((v) => [v, t(`reports:frequencies.${v}`)])) as Record<
    ReportFrequencyValue,
    string
  >;
}

export const groupOptions = REPORT_RECIPIENT_GROUPS;

/** Badge colours per computed status, dark enough on their tint for WCAG AA. */
export function statusVariant(status: ReportStatusValue): "success" | "warning" | "destructive" | "secondary" {
  switch (status) {
    case "current":
      return "success";
    case "due":
    case "paused":
      return "warning";
    case "failed":
      return "destructive";
    default:
      return "secondary";
  }
}

/** "Every Monday at 07:00" for a schedule's cron pattern, in the user's language. */
export function scheduleLabel(t: TFunction, cron: string): string {
  const { key, values } = describeCron(cron);
  if (key === "custom" || !values) return t("reports:scheduled.cron.custom", { cron });
  const weekday = key === "weeklyAt" ? t(`reports:scheduleDialog.weekdays.${values.day}`) : "";
  let month = "";
  if (values.month) {
    try {
      month = new Intl.DateTimeFormat(currentLocale(), { month: "long", timeZone: "UTC" }).format(
        new Date(Date.UTC(2000, Number(values.month) - 1, 1)),
      );
    } catch {
      month = values.month;
    }
  }
  return t(`reports:scheduled.cron.${key}`, { ...values, weekday, month });
}

/** Recipients as one line: the groups in the user's language, then the external addresses. */
export function recipientsLine(t: TFunction, groups: readonly string[], external: readonly string[]): string {
  const all = [...groups.map((g) => groupLabel(t, g)), ...external];
  return all.length ? all.join(", ") : t("reports:list.noRecipients");
}
