// Vendor management rules as plain functions: no database, no server code. The web imports them through
// "@tprm/api/schemas"; the services apply them; vendors/rules.test.ts pins them down. See docs/VENDORS.md.
import { addYearsToInstant, DEFAULT_TIME_ZONE } from "../lib/dates.js";
import { centsToString, toCents } from "../lib/money.js";
import { RISK_LEVELS, type RiskLevelValue } from "../lib/risk-levels.js";

export const VENDOR_STATUSES = ["onboarding", "active", "under_review", "offboarding", "offboarded"] as const;
export type VendorStatusValue = (typeof VENDOR_STATUSES)[number];

export const VENDOR_STATUS_LABELS: Record<VendorStatusValue, string> = {
  onboarding: "Onboarding",
  active: "Active",
  under_review: "Under Review",
  offboarding: "Offboarding",
  offboarded: "Offboarded",
};

/** The spec's colours: active blue, review orange, pending purple, offboard red. */
export const VENDOR_STATUS_COLORS: Record<VendorStatusValue, "blue" | "orange" | "purple" | "red"> = {
  active: "blue",
  under_review: "orange",
  onboarding: "purple",
  offboarding: "red",
  offboarded: "red",
};

export const REVIEW_TYPES = ["periodic", "triggered", "annual"] as const;
export type ReviewTypeValue = (typeof REVIEW_TYPES)[number];
export const REVIEW_TYPE_LABELS: Record<ReviewTypeValue, string> = {
  periodic: "Periodic Review",
  triggered: "Triggered Review",
  annual: "Annual Review",
};

/** The spec's defaults for the review dialog. */
export const REVIEW_DEFAULTS = { reviewType: "periodic", overallRisk: "medium" } as const;

// ---------------------------------------------------------------------------------------------------------------
// Free-text statuses (imports, the spec's original client): classified by keyword.

const STATUS_BY_TEXT: Record<string, VendorStatusValue> = Object.fromEntries(
  VENDOR_STATUSES.flatMap((status) => [
    [status, status],
    [VENDOR_STATUS_LABELS[status].toLowerCase(), status],
  ]),
);

export interface ClassifiedStatus {
  status: VendorStatusValue;
  /** The original text when it was not exactly one of our statuses (kept so nothing imported is lost). */
  statusNote: string | null;
}

/**
 * The spec's keyword rule: "offboard" → offboarding (offboarded when the text says it is done), "review" →
 * under review, "pending" or "onboard" → onboarding, "active" → active. Anything else, "inactive" included, is
 * onboarding with the text kept in statusNote for a person to look at.
 */
export function classifyVendorStatus(text: string | null | undefined): ClassifiedStatus {
  const original = (text ?? "").trim();
  const lower = original.toLowerCase().replace(/[\s_-]+/g, " ");
  const exact = STATUS_BY_TEXT[lower] ?? STATUS_BY_TEXT[lower.replace(/ /g, "_")];
  if (exact) return { status: exact, statusNote: null };
  const note = original === "" ? null : original;
  let status: VendorStatusValue = "onboarding";
  if (/off ?board/.test(lower)) {
    status = /off ?boarded|complete|done|exited|terminated/.test(lower) ? "offboarded" : "offboarding";
  } else if (/review/.test(lower)) status = "under_review";
  else if (/pending|on ?board/.test(lower)) status = "onboarding";
  else if (/\bactive\b/.test(lower) && !/\binactive\b/.test(lower)) status = "active";
  return { status, statusNote: note };
}

// ---------------------------------------------------------------------------------------------------------------
// Tabs of the vendor management screen.

export const VENDOR_TABS = [
  { id: "all", label: "All Vendors", statuses: null },
  { id: "active", label: "Active Vendors", statuses: ["active"] },
  { id: "under_review", label: "Under Review", statuses: ["under_review"] },
  { id: "onboarding", label: "Onboarding Queue", statuses: ["onboarding"] },
  { id: "offboarding", label: "Offboarding", statuses: ["offboarding", "offboarded"] },
] as const satisfies readonly { id: string; label: string; statuses: readonly VendorStatusValue[] | null }[];

export type VendorTab = (typeof VENDOR_TABS)[number]["id"];
export const VENDOR_TAB_IDS = VENDOR_TABS.map((t) => t.id) as [VendorTab, ...VendorTab[]];

/** The statuses a tab shows; null for every status. */
export function statusesForTab(tab: VendorTab): readonly VendorStatusValue[] | null {
  return VENDOR_TABS.find((t) => t.id === tab)?.statuses ?? null;
}

// ---------------------------------------------------------------------------------------------------------------
// Lifecycle: onboarding → active (checklist complete) → under_review ↔ active → offboarding → offboarded.
// An offboarding can be cancelled (back to active).

export const VENDOR_TRANSITIONS: Record<VendorStatusValue, readonly VendorStatusValue[]> = {
  onboarding: ["active"],
  active: ["under_review", "offboarding"],
  under_review: ["active", "offboarding"],
  offboarding: ["offboarded", "active"],
  offboarded: [],
};

export function canTransition(from: VendorStatusValue, to: VendorStatusValue): boolean {
  return from === to || VENDOR_TRANSITIONS[from].includes(to);
}

export interface ChecklistProgress {
  completed: number;
  total: number;
  /** Whole percent; a vendor without a checklist counts as complete (100). */
  percent: number;
}

export function checklistProgress(tasks: readonly { completedAt: Date | string | null }[]): ChecklistProgress {
  const total = tasks.length;
  const completed = tasks.filter((t) => t.completedAt !== null).length;
  return { completed, total, percent: total === 0 ? 100 : Math.floor((completed / total) * 100) };
}

/**
 * Why `name` cannot move from `from` to `to`, or null when it may. Activation needs the onboarding checklist done.
 */
export function transitionProblem(
  name: string,
  from: VendorStatusValue,
  to: VendorStatusValue,
  checklist?: ChecklistProgress,
): string | null {
  if (from === to) return null;
  if (!VENDOR_TRANSITIONS[from].includes(to)) {
    const next = VENDOR_TRANSITIONS[from].map((s) => VENDOR_STATUS_LABELS[s]);
    const allowed = next.length ? `it can move to ${next.join(" or ")}` : "it is final";
    return `${name} cannot move from ${VENDOR_STATUS_LABELS[from]} to ${VENDOR_STATUS_LABELS[to]}: ${allowed}.`;
  }
  if (from === "onboarding" && to === "active" && checklist && checklist.completed < checklist.total) {
    return `${name} cannot be activated until its onboarding checklist is complete (${checklist.completed} of ${checklist.total} done).`;
  }
  return null;
}

/** The checklist every new vendor starts with. */
export { DEFAULT_ONBOARDING_CHECKLIST } from "@tprm/db/vendors";

// ---------------------------------------------------------------------------------------------------------------
// Relationship health.

export interface ReviewScores {
  itScore: number;
  operationalScore: number;
  complianceScore: number;
  financialScore: number;
  gdprScore: number;
}

/** The review scores' range: 1 = least risk, 10 = most risk. */
const REVIEW_SCORE_MIN = 1;
const REVIEW_SCORE_MAX = 10;

/** Points taken off the health score for each open KPI breach, by severity. */
export const BREACH_PENALTY: Record<RiskLevelValue, number> = { low: 2, medium: 5, high: 10, critical: 20 };

export type OpenBreaches = Partial<Record<RiskLevelValue, number>>;

/**
 * Relationship health 0–100 from the latest review's five scores, which are risk scores (1 = least risk, 10 = most
 * risk, the direction of the risk assessment's domain scores): (10 − mean) / 9 × 100, so a mean of 1 is 100 and a
 * mean of 10 is 0, minus BREACH_PENALTY for every open KPI breach, clamped to 0–100 and rounded. No review, no score
 * (null) — never a made-up one.
 */
export function relationshipHealthScore(latest: ReviewScores | null, openBreaches: OpenBreaches = {}): number | null {
  if (!latest) return null;
  const scores = [
    latest.itScore,
    latest.operationalScore,
    latest.complianceScore,
    latest.financialScore,
    latest.gdprScore,
  ];
  const mean = scores.reduce((sum, s) => sum + s, 0) / scores.length;
  const base = ((REVIEW_SCORE_MAX - mean) / (REVIEW_SCORE_MAX - REVIEW_SCORE_MIN)) * 100;
  const penalty = RISK_LEVELS.reduce((sum, level) => sum + (openBreaches[level] ?? 0) * BREACH_PENALTY[level], 0);
  return Math.round(Math.min(100, Math.max(0, base - penalty)));
}

// ---------------------------------------------------------------------------------------------------------------
// The contract book (money rules themselves are shared: lib/money.ts).

/** The contract book in millions with one decimal, as the spec shows it: "12400000.00" → "12.4". */
export function contractBookMillions(total: string | number): string {
  const cents = toCents(typeof total === "number" ? total.toFixed(2) : total);
  // Round half up to 0.1 million = 10,000,000 cents.
  const step = 10_000_000n;
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const tenths = (abs + step / 2n) / step;
  return `${negative && tenths > 0n ? "-" : ""}${tenths / 10n}.${tenths % 10n}`;
}

/**
 * One currency's part of the contract book (vendors not offboarded whose contracts are in that currency). Amounts
 * in different currencies are never added together and never converted.
 */
export interface ContractBookEntry {
  /** ISO 4217 code, e.g. "EUR". */
  currency: string;
  /** Exact sum of the contract values, "12400000.00". */
  total: string;
  /** The same in millions with one decimal, "12.4". */
  totalMillions: string;
  /** How many vendors not offboarded hold their contract in this currency. */
  vendors: number;
}

/** A row of the contract book's GROUP BY currency, with its millions. */
export function contractBookEntry(row: { currency: string; total: string; vendors: number }): ContractBookEntry {
  const total = centsToString(toCents(row.total));
  return { currency: row.currency, total, totalMillions: contractBookMillions(total), vendors: row.vendors };
}

/**
 * The single contract book figure older clients read (`contractBook`, `contractBookMillions`): only when every
 * contract is in one currency (or there is none: "0.00", no currency). With several currencies there is no honest
 * single figure, so all three are null and the per-currency book is the answer.
 */
export function singleCurrencyBook(book: readonly ContractBookEntry[]): {
  contractBook: string | null;
  contractBookMillions: string | null;
  contractBookCurrency: string | null;
} {
  if (book.length === 0) return { contractBook: "0.00", contractBookMillions: "0.0", contractBookCurrency: null };
  if (book.length > 1) return { contractBook: null, contractBookMillions: null, contractBookCurrency: null };
  const [only] = book as [ContractBookEntry];
  return { contractBook: only.total, contractBookMillions: only.totalMillions, contractBookCurrency: only.currency };
}

/**
 * The next scheduled review: one year after a periodic or annual review, on the organisation's calendar (a review
 * on 29 February is next due on 28 February); a triggered review keeps the schedule.
 */
export function nextReviewDateAfter(
  reviewType: ReviewTypeValue,
  reviewedAt: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): Date | null {
  if (reviewType === "triggered") return null;
  return addYearsToInstant(reviewedAt, 1, timeZone);
}
