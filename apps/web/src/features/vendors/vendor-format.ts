/**
 * Pure presentation rules of the vendor screen: chip colours for status (000 §4; the risk levels' colours are every
 * screen's, components/risk-level.ts), the labels of the vendor enumerations in the user's language, contract-book
 * formatting (000 §9), countries and column sorting. Money,
 * calendar dates and invoice states are shared with the invoices screen (lib/format.ts, lib/invoice-state.ts). The
 * values, tabs and lists come from the shared rules in @tprm/api/schemas, so the screen and the server never
 * disagree; their English labels there are the API's, the screen translates by value. Unit-tested.
 */
import {
  type DEFAULT_ONBOARDING_CHECKLIST,
  REVIEW_TYPES,
  type ReviewTypeValue,
  RISK_LEVELS,
  type RiskLevelValue,
  VENDOR_SORTS,
  VENDOR_STATUSES,
  VENDOR_TABS,
  type VendorStatusValue,
  type VendorTab,
} from "@tprm/api/schemas";
import type { TFunction } from "i18next";
import { currencyName, formatAmount, formatCount, formatMoneyMillions } from "../../lib/format";

export { countryName } from "../../lib/countries";

import { type SortState as GenericSortState, nextSort as nextSortBy, type SortOrder } from "../../lib/sort";

export { REVIEW_TYPES, RISK_LEVELS, VENDOR_STATUSES, VENDOR_TABS, type VendorTab };
export type VendorStatus = VendorStatusValue;
export type RiskLevel = RiskLevelValue;
export type ReviewType = ReviewTypeValue;
/** The `t` of any component that loaded the "vendors" namespace (useTranslation(["…", "vendors"])). */
export type Translate = TFunction;

// ---------------------------------------------------------------------------------------------------------------
// Labels of the vendor enumerations, by value. Keys under "vendors:"; the caller's component must have loaded that
// namespace (useTranslation([..., "vendors"])). Unknown values (a newer server) read as their words.

const isOneOf = <T extends string>(list: readonly T[], value: string | null | undefined): value is T =>
  value != null && (list as readonly string[]).includes(value);

/** "under_review" → "Under Review" (vendors:status.*). */
export function statusLabel(t: Translate, status: string): string {
  return isOneOf(VENDOR_STATUSES, status) ? t(`vendors:status.${status}`) : humanize(status);
}

/** A risk level (risk rating, criticality, breach severity): "Low" … "Critical" (vendors:riskLevel.*). */
export function riskLevelLabel(t: Translate, level: string): string {
  return isOneOf(RISK_LEVELS, level) ? t(`vendors:riskLevel.${level}`) : humanize(level);
}

/** A vendor's risk rating: its level, or "Not rated" until the first review. */
export function riskLabel(t: Translate, risk: string | null | undefined): string {
  return risk ? riskLevelLabel(t, risk) : t("vendors:risk.notRated");
}

/** A vendor's criticality (a risk level; Medium when missing, as the server defaults it). */
export function criticalityLabel(t: Translate, criticality: string | null | undefined): string {
  return riskLevelLabel(t, criticality ?? "medium");
}

/** "periodic" → "Periodic Review" (vendors:reviewType.*). */
export function reviewTypeLabel(t: Translate, type: string): string {
  return isOneOf(REVIEW_TYPES, type) ? t(`vendors:reviewType.${type}`) : humanize(type);
}

export const OFFBOARDING_STATES = ["open", "completed", "cancelled"] as const;
export type OffboardingState = (typeof OFFBOARDING_STATES)[number];

/** An offboarding's state: "In progress", "Completed", "Cancelled" (vendors:offboardingState.*). */
export function offboardingStateLabel(t: Translate, state: string): string {
  return isOneOf(OFFBOARDING_STATES, state) ? t(`vendors:offboardingState.${state}`) : humanize(state);
}

/** A tab of the register: "All Vendors", "Onboarding Queue"… (vendors:tabs.*). */
export function tabLabel(t: Translate, tab: VendorTab): string {
  return t(`vendors:tabs.${tab}`);
}

/** For <LabelledOptions>: every risk level with its label, e.g. labels={riskLevelLabels(t)}. */
export function riskLevelLabels(t: Translate): Record<RiskLevel, string> {
  return Object.fromEntries(RISK_LEVELS.map((level) => [level, riskLevelLabel(t, level)])) as Record<RiskLevel, string>;
}

/** For <LabelledOptions>: every review type with its label. */
export function reviewTypeLabels(t: Translate): Record<ReviewType, string> {
  return Object.fromEntries(REVIEW_TYPES.map((type) => [type, reviewTypeLabel(t, type)])) as Record<ReviewType, string>;
}

/** The standard onboarding checklist's items (stored in English on each vendor), by their stored title. */
const CHECKLIST_KEYS: Record<(typeof DEFAULT_ONBOARDING_CHECKLIST)[number], string> = {
  "Due diligence questionnaire received": "vendors:onboardingChecklist.dueDiligenceQuestionnaire",
  "Financial statements reviewed": "vendors:onboardingChecklist.financialStatements",
  "Information security assessment completed": "vendors:onboardingChecklist.informationSecurity",
  "Data protection agreement (DPA) signed": "vendors:onboardingChecklist.dataProtectionAgreement",
  "Business continuity plan reviewed": "vendors:onboardingChecklist.businessContinuity",
  "Sanctions and AML screening passed": "vendors:onboardingChecklist.sanctionsScreening",
  "Contract signed": "vendors:onboardingChecklist.contractSigned",
};

/** A checklist item's title: a standard item in the user's language, any other title as it was written. */
export function checklistItemLabel(t: Translate, title: string): string {
  const key = (CHECKLIST_KEYS as Record<string, string | undefined>)[title];
  return key ? t(key) : title;
}

export function parseTab(value: string | null | undefined): VendorTab {
  return VENDOR_TABS.find((tab) => tab.id === value)?.id ?? "all";
}

/**
 * How many vendors a tab lists, from the summary's exact counts per status. The register's page counts at most
 * 1,000 rows ahead; without a search, the pager can still say exactly how many vendors the tab holds.
 */
export function tabTotal(tab: VendorTab, summary: { total: number; counts: Record<VendorStatus, number> }): number {
  const statuses = VENDOR_TABS.find((t) => t.id === tab)?.statuses;
  return statuses ? statuses.reduce((sum, status) => sum + summary.counts[status], 0) : summary.total;
}

/**
 * Chip classes per status. The spec's colours: active blue, review orange, pending (onboarding) purple,
 * offboard red; an offboarded vendor keeps the red family but outlined, so it reads as "finished".
 */
const STATUS_CLASSES: Record<VendorStatus, string> = {
  active: "border-blue-200 bg-blue-50 text-blue-800 dark:border-blue-400/30 dark:bg-blue-500/15 dark:text-blue-200",
  under_review:
    "border-orange-200 bg-orange-50 text-orange-800 dark:border-orange-400/30 dark:bg-orange-500/15 dark:text-orange-200",
  onboarding:
    "border-purple-200 bg-purple-50 text-purple-800 dark:border-purple-400/30 dark:bg-purple-500/15 dark:text-purple-200",
  offboarding: "border-red-200 bg-red-50 text-red-800 dark:border-red-400/30 dark:bg-red-500/15 dark:text-red-200",
  offboarded: "border-red-300 bg-transparent text-red-800 dark:border-red-400/40 dark:text-red-300",
};

export function statusClassName(status: string): string {
  return STATUS_CLASSES[status as VendorStatus] ?? "bg-muted text-muted-foreground";
}

/** "under_review" → "Under review". */
export function humanize(value: string): string {
  const words = value.replace(/[_-]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** One currency's part of the contract book, as vendors.summary answers it. */
export interface ContractBookFigure {
  currency: string;
  total: string;
  totalMillions: string;
  vendors: number;
}

/**
 * One currency's contract book in millions with one decimal (000 §9): "$12.4M", "€225,297.6M", "CHF 3.1M". A book
 * that is not zero but rounds to 0.0 reads "<€0.1M", never "€0.0M".
 */
export function formatContractBook(figure: Pick<ContractBookFigure, "currency" | "total" | "totalMillions">): string {
  const rounded = formatMoneyMillions(figure.totalMillions, figure.currency);
  const nonZero = /[1-9]/.test(figure.total);
  return nonZero && !/[1-9]/.test(figure.totalMillions) ? `<${formatMoneyMillions("0.1", figure.currency)}` : rounded;
}

/** "EUR" → "Euro" in the user's language (the code itself when the browser has no name for it). */
export { currencyName };

/**
 * What one figure says to a screen reader and in its tooltip: "Euro: €12,400,000.50 across 3 vendors".
 */
export function contractBookLabel(t: Translate, figure: ContractBookFigure): string {
  return t("vendors:contractBook.figureLabel", {
    currency: currencyName(figure.currency),
    amount: formatAmount(figure.total, figure.currency),
    vendors: formatCount(figure.vendors),
    count: figure.vendors,
  });
}

/**
 * The header shows the largest currencies and folds the rest behind "+N more": all of them when there are at most
 * `max`, otherwise the first `max - 1` (so "+1 more" never takes the place of the figure it hides).
 */
export function splitContractBook<T>(book: readonly T[], max = 4): { shown: T[]; hidden: T[] } {
  if (book.length <= max) return { shown: [...book], hidden: [] };
  const keep = Math.max(1, max - 1);
  return { shown: book.slice(0, keep), hidden: book.slice(keep) };
}

/** The register's sort columns, as the server declares them (listVendorsInput). */
export const SORT_COLUMNS = VENDOR_SORTS;
export type SortColumn = (typeof SORT_COLUMNS)[number];
export type { SortOrder };
export type SortState = GenericSortState<SortColumn>;

/** Columns whose first click sorts largest first (money, risk, counts, dates). */
const DESC_FIRST: ReadonlySet<SortColumn> = new Set(["riskRating", "contractValue", "kpiBreachesCount", "createdAt"]);

/** Clicking a header: the same column flips its order; another column starts at its natural order. */
export function nextSort(current: SortState, column: SortColumn): SortState {
  return nextSortBy(current, column, DESC_FIRST);
}

/** Relationship health colour: green from 80, amber from 60, red below. */
export function healthTone(score: number): "good" | "fair" | "poor" {
  if (score >= 80) return "good";
  if (score >= 60) return "fair";
  return "poor";
}
