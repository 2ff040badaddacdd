// The contract rules (issue 14; spec 000 §4, §9): lifecycle, status, expiry, notice deadlines, renewals, reminders
// and the money shown. Pure functions with no server code: the schemas, the services, the daily job and the web use
// them. docs/CONTRACTS.md explains each.
import { addDays, addMonths, daysBetween, type IsoDate } from "../lib/dates.js";
import { centsToString, toCents } from "../lib/money.js";

export const CONTRACT_TYPES = [
  "service_agreement",
  "data_processing_agreement",
  "sla",
  "master_services_agreement",
  "outsourcing_agreement",
  "non_disclosure_agreement",
  "software_licence",
  "other",
] as const;
export type ContractTypeValue = (typeof CONTRACT_TYPES)[number];

export const CONTRACT_TYPE_LABELS: Record<ContractTypeValue, string> = {
  service_agreement: "Service Agreement",
  data_processing_agreement: "Data Processing Agreement",
  sla: "SLA",
  master_services_agreement: "Master Services Agreement",
  outsourcing_agreement: "Outsourcing Agreement",
  non_disclosure_agreement: "Non-Disclosure Agreement",
  software_licence: "Software Licence",
  other: "Other",
};

export const CONTRACT_STATUSES = ["draft", "under_review", "approved", "executed", "expired", "terminated"] as const;
export type ContractStatusValue = (typeof CONTRACT_STATUSES)[number];

/**
 * The status labels. The spec's form showed Executed as "Active" and Under Review as "Laps"; we keep the stored
 * values and label Executed "Active" on purpose (an executed contract is the one in force) and Under Review
 * "Under review" ("Laps" was a defect). docs/CONTRACTS.md, "Statuses".
 */
export const CONTRACT_STATUS_LABELS: Record<ContractStatusValue, string> = {
  draft: "Draft",
  under_review: "Under review",
  approved: "Approved",
  executed: "Active",
  expired: "Expired",
  terminated: "Terminated",
};

/** The seven stages of spec 000 §4, in order. */
export const CONTRACT_STAGES = [
  "initiation",
  "drafting",
  "negotiation",
  "approval",
  "execution",
  "management",
  "renewal_termination",
] as const;
export type ContractStageValue = (typeof CONTRACT_STAGES)[number];

export const CONTRACT_STAGE_LABELS: Record<ContractStageValue, string> = {
  initiation: "Initiation",
  drafting: "Drafting",
  negotiation: "Negotiation",
  approval: "Approval",
  execution: "Execution",
  management: "Management",
  renewal_termination: "Renewal/Termination",
};

/** The stages a new contract may start at (later ones are reached through moves; an import may bring any). */
export const OPENING_STAGES = ["initiation", "drafting", "negotiation"] as const satisfies ContractStageValue[];

export const CONTRACT_DOCUMENT_KINDS = ["signed", "amendment", "draft", "other"] as const;
export type ContractDocumentKindValue = (typeof CONTRACT_DOCUMENT_KINDS)[number];
export const CONTRACT_DOCUMENT_KIND_LABELS: Record<ContractDocumentKindValue, string> = {
  signed: "Signed contract",
  amendment: "Amendment",
  draft: "Draft",
  other: "Other",
};

export const CONTRACT_EVENT_KINDS = [
  "created",
  "stage_moved",
  "approved",
  "approval_withdrawn",
  "renewed",
  "expired",
  "terminated",
] as const;
export type ContractEventKindValue = (typeof CONTRACT_EVENT_KINDS)[number];

/** The files a contract document or template may be: checked by content, not by name (files/README.md). */
export const CONTRACT_FILE_EXTENSIONS = [".pdf", ".doc", ".docx", ".txt"] as const;

/** CT-2026-0042: prefix, year of creation, a per-year number of at least four digits. */
export function contractReference(year: number, n: number): string {
  return `CT-${year}-${String(n).padStart(4, "0")}`;
}

export const stageIndex = (stage: ContractStageValue) => CONTRACT_STAGES.indexOf(stage);

/** Stages from Execution on: the contract has been signed. */
export function isSigned(stage: ContractStageValue): boolean {
  return stageIndex(stage) >= stageIndex("execution");
}

/** A contract that has ended (expired or terminated): no moves, no reminders, no renewal. */
export function isClosed(status: ContractStatusValue): boolean {
  return status === "expired" || status === "terminated";
}

export interface StatusFacts {
  stage: ContractStageValue;
  approved: boolean;
  expired: boolean;
  terminated: boolean;
}

/**
 * The status follows the lifecycle: Terminated and Expired win; a signed contract (Execution or later) is
 * Executed ("Active"); an approved one not yet signed is Approved; at the Approval stage it is Under review;
 * before that, Draft.
 */
export function contractStatus({ stage, approved, expired, terminated }: StatusFacts): ContractStatusValue {
  if (terminated) return "terminated";
  if (expired) return "expired";
  if (isSigned(stage)) return "executed";
  if (approved) return "approved";
  if (stage === "approval") return "under_review";
  return "draft";
}

export type StageMoveRefusal = "same_stage" | "skips_stages" | "closed" | "needs_approval";

/**
 * Whether a contract may move from one stage to another: forward one stage at a time, back to any earlier stage;
 * never once it has expired or been terminated; into Execution only when approved (the service answers 409).
 */
export function stageMoveRefusal(
  from: ContractStageValue,
  to: ContractStageValue,
  facts: { approved: boolean; status: ContractStatusValue },
): StageMoveRefusal | null {
  if (isClosed(facts.status)) return "closed";
  if (from === to) return "same_stage";
  const step = stageIndex(to) - stageIndex(from);
  if (step > 1) return "skips_stages";
  if (to === "execution" && step > 0 && !facts.approved) return "needs_approval";
  return null;
}

/** Going back before the Approval stage withdraws the approval: what was approved is being renegotiated. */
export function moveWithdrawsApproval(to: ContractStageValue, approved: boolean): boolean {
  return approved && stageIndex(to) < stageIndex("approval");
}

/** The terms an approval covers: changing one of them before signature withdraws the approval. */
export const APPROVED_TERMS = ["vendorId", "type", "value", "currency", "startDate", "endDate"] as const;

export function editWithdrawsApproval(
  before: Record<(typeof APPROVED_TERMS)[number], unknown> & { stage: ContractStageValue; approved: boolean },
  after: Partial<Record<(typeof APPROVED_TERMS)[number], unknown>>,
): boolean {
  if (!before.approved || isSigned(before.stage)) return false;
  return APPROVED_TERMS.some((term) => after[term] !== undefined && String(after[term]) !== String(before[term]));
}

/** Approval is recorded at the Approval stage only, once, and never by the contract's owner. */
export type ApprovalRefusal = "not_at_approval" | "already_approved" | "owner" | "closed";

export function approvalRefusal(facts: {
  stage: ContractStageValue;
  approved: boolean;
  status: ContractStatusValue;
  ownerId: string | null;
  approverId: string;
}): ApprovalRefusal | null {
  if (isClosed(facts.status)) return "closed";
  if (facts.ownerId !== null && facts.ownerId === facts.approverId) return "owner";
  if (facts.stage !== "approval") return "not_at_approval";
  if (facts.approved) return "already_approved";
  return null;
}

// ---------------------------------------------------------------------------------------------------------------
// Dates: expiry, notice, renewal, reminders.

/** Spec 000 §9: a contract is expiring soon when its end date is within 30 days (today counts; past ends do not). */
export const EXPIRING_SOON_DAYS = 30;

export function daysToEnd(endDate: IsoDate | null, today: IsoDate): number | null {
  return endDate === null ? null : daysBetween(today, endDate);
}

export function isExpiringSoon(
  endDate: IsoDate | null,
  today: IsoDate,
  status: ContractStatusValue,
  days = EXPIRING_SOON_DAYS,
): boolean {
  const left = daysToEnd(endDate, today);
  return left !== null && !isClosed(status) && left >= 0 && left <= days;
}

/**
 * The last day notice can be given to stop an automatic renewal: the end date less the notice period. Only for a
 * contract that renews automatically, has an end date and a notice period.
 */
export function noticeDeadline(c: {
  autoRenewal: boolean;
  endDate: IsoDate | null;
  noticePeriodDays: number | null;
}): IsoDate | null {
  if (!c.autoRenewal || c.endDate === null || c.noticePeriodDays === null) return null;
  return addDays(c.endDate, -c.noticePeriodDays);
}

/**
 * Tacit renewal: an automatically renewing contract whose end date has passed runs for another renewal term, as
 * many terms as it takes for the end date to reach today. Null when nothing renews (not automatic, no term, no end
 * date, or not yet ended).
 */
export function renewedEndDate(
  c: { autoRenewal: boolean; endDate: IsoDate | null; renewalTermMonths: number | null },
  today: IsoDate,
): { endDate: IsoDate; terms: number } | null {
  if (!c.autoRenewal || c.endDate === null || !c.renewalTermMonths || c.endDate >= today) return null;
  let terms = 0;
  let end = c.endDate;
  // Each term counts from the original end date, so month-end dates do not drift (31 Jan + 1 month, + 2 months...).
  while (end < today) {
    terms += 1;
    end = addMonths(c.endDate, c.renewalTermMonths * terms);
  }
  return { endDate: end, terms };
}

/** A contract not renewed automatically expires the day after its end date. */
export function expiresOn(endDate: IsoDate | null, today: IsoDate): boolean {
  return endDate !== null && endDate < today;
}

/** Reminders go out 90, 60 and 30 days before a deadline (the end date, the notice deadline). */
export const REMINDER_THRESHOLDS = [90, 60, 30] as const;
export type ReminderThreshold = (typeof REMINDER_THRESHOLDS)[number];

/**
 * The reminder due for a deadline today: the tightest threshold the deadline is within (45 days left → the 60-day
 * reminder), unless it was already sent. A contract added 40 days before its end gets the 60-day reminder, then
 * the 30-day one; never all three at once. Null when nothing is due.
 */
export function dueReminder(
  deadline: IsoDate | null,
  today: IsoDate,
  sent: readonly number[],
): ReminderThreshold | null {
  if (deadline === null) return null;
  const left = daysBetween(today, deadline);
  if (left < 0) return null;
  const threshold = [...REMINDER_THRESHOLDS].reverse().find((t) => left <= t) ?? null;
  if (threshold === null || sent.includes(threshold)) return null;
  return threshold;
}

// ---------------------------------------------------------------------------------------------------------------
// Money (spec 000 §9).

/** Monthly value in thousands, one decimal: total / 12 / 1000 ("1200000.00" → "100.0", shown as 100.0k). */
export function monthlyValueK(total: string | number): string {
  const cents = toCents(typeof total === "number" ? total.toFixed(2) : total);
  // 12 months × 1000 × 100 cents = 1,200,000 per unit of k; tenths of k: 120,000 cents. Round half up.
  const step = 120_000n;
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const tenths = (abs + step / 2n) / step;
  return `${negative && tenths > 0n ? "-" : ""}${tenths / 10n}.${tenths % 10n}`;
}

/** Per currency, the sum of the values given: totals are never added across currencies. */
export function totalsByCurrency(
  rows: readonly { currency: string; value: string }[],
): { currency: string; total: string; contracts: number }[] {
  const sums = new Map<string, { cents: bigint; contracts: number }>();
  for (const row of rows) {
    const entry = sums.get(row.currency) ?? { cents: 0n, contracts: 0 };
    entry.cents += toCents(row.value);
    entry.contracts += 1;
    sums.set(row.currency, entry);
  }
  return [...sums.entries()]
    .map(([currency, { cents, contracts }]) => ({ currency, total: centsToString(cents), contracts }))
    .sort((a, b) => b.contracts - a.contracts || a.currency.localeCompare(b.currency));
}

export { contractBookMillions } from "../vendors/rules.js";
