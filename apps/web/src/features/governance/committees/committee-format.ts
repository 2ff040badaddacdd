import type { DecisionOutcomeValue, MeetingStatusValue } from "@tprm/api/schemas";
import type { TFunction } from "i18next";
import { formatDateTime } from "../../../lib/format";

/** The card's last meeting: its date and time, or 'N/A' when none was held (001 §2.2). */
export const lastMeetingText = (t: TFunction, at: string | null) =>
  at ? formatDateTime(at) : t("governanceCommittees:card.notApplicable");

/** The card's next meeting: its date and time, or 'TBD' when none is scheduled (001 §2.2). */
export const nextMeetingText = (t: TFunction, at: string | null) =>
  at ? formatDateTime(at) : t("governanceCommittees:card.toBeDecided");

export const meetingStatusLabel = (t: TFunction, status: MeetingStatusValue) =>
  t(`governanceCommittees:meetingStatus.${status}`);
export const outcomeLabel = (t: TFunction, outcome: DecisionOutcomeValue) =>
  t(`governanceCommittees:outcome.${outcome}`);

export function outcomeClassName(outcome: DecisionOutcomeValue): string {
  switch (outcome) {
    case "approved":
      return "border-transparent bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200";
    case "rejected":
      return "border-transparent bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200";
    case "deferred":
      return "border-transparent bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200";
    default:
      return "border-transparent bg-muted text-foreground";
  }
}

/** A `datetime-local` input's value ("2026-03-01T09:30") for a time, in the browser's zone. */
export function toLocalInput(value: string | Date): string {
  const d = new Date(value);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The committee the URL opens (?committee=<id>), or null. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function openCommitteeOf(params: URLSearchParams): string | null {
  const id = params.get("committee");
  return id && UUID.test(id) ? id : null;
}

export const COMMITTEE_DETAIL_TABS = ["overview", "meetings", "charter", "collaboration"] as const;
export type CommitteeDetailTab = (typeof COMMITTEE_DETAIL_TABS)[number];
export function detailTabOf(params: URLSearchParams): CommitteeDetailTab {
  const tab = params.get("section");
  return (COMMITTEE_DETAIL_TABS as readonly string[]).includes(tab ?? "") ? (tab as CommitteeDetailTab) : "overview";
}
