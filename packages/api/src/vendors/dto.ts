// What the vendor procedures answer with: money and measures as exact decimal strings, never floats. The types are
// those of the answers' schemas (schemas/vendors.ts, schemas/invoices.ts), which tRPC checks and the API reference
// documents: one definition.
import type {
  Invoice,
  KpiBreach,
  Prisma,
  Vendor,
  VendorOffboarding,
  VendorOnboardingTask,
  VendorReview,
} from "@tprm/db";
import type { z } from "zod";
import { invoiceDisplayStatus, isoDate, todayIso } from "../invoices/rules.js";
import type { invoiceOutput } from "../schemas/invoices.js";
import type {
  kpiBreachOutput,
  offboardingOutput,
  onboardingTaskOutput,
  reviewOutput,
  vendorOutput,
} from "../schemas/vendors.js";
import { sameName, userRef } from "./attribution.js";
import { RISK_LEVEL_LABELS } from "./rules.js";

/** The vendor as answered and audited: money as exact text; `searchText` (the database's search copy) left out. */
export function toVendorDto(vendor: Vendor): VendorDto {
  const { contractValue, searchText: _searchText, ...rest } = vendor;
  return { ...rest, contractValue: contractValue.toFixed(2) };
}
export type VendorDto = z.output<typeof vendorOutput>;
export type OnboardingTaskDto = z.output<typeof onboardingTaskOutput>;
export type ReviewDto = z.output<typeof reviewOutput>;
export type OffboardingDto = z.output<typeof offboardingOutput>;
export type KpiBreachDto = z.output<typeof kpiBreachOutput>;

/**
 * True when A and B have the same fields. A column added to a table must be added to its answer's schema too: the
 * schema is what tRPC lets through (it drops fields it does not name) and what the API reference documents.
 */
type SameFields<A, B> = [Exclude<keyof A, keyof B>, Exclude<keyof B, keyof A>] extends [never, never] ? true : false;
const fieldsDocumented: [
  SameFields<Omit<Vendor, "searchText">, VendorDto>,
  SameFields<VendorReview & Record<"reviewedBy" | "coReviewers", unknown>, ReviewDto>,
  SameFields<VendorOffboarding & Record<"requestedBy" | "createdById", unknown>, OffboardingDto>,
  SameFields<KpiBreach & Record<"open" | "reportedBy", unknown>, KpiBreachDto>,
  SameFields<Invoice & Record<"vendor" | "paidBy" | "displayStatus" | "overdue", unknown>, InvoiceDto>,
] = [true, true, true, true, true];
void fieldsDocumented;

export function toTaskDto(task: VendorOnboardingTask): OnboardingTaskDto {
  return {
    id: task.id,
    title: task.title,
    position: task.position,
    done: task.completedAt !== null,
    completedAt: task.completedAt,
    completedById: task.completedById,
  };
}

/** What a "by whom" needs of a user: id and name (never e-mail, role or anything else). */
export const USER_NAME = { select: { id: true, firstName: true, lastName: true } } as const;
type UserName = { id: string; firstName: string; lastName: string };

/** Load a review with these to answer it. */
export const REVIEW_INCLUDE = {
  reviewerUser: USER_NAME,
  coReviewers: { orderBy: [{ position: "asc" }, { userId: "asc" }], select: { user: USER_NAME } },
} as const satisfies Prisma.VendorReviewInclude;

/**
 * A review with its people: `reviewedBy` is the reviewer's account (null for a review saved before reviewers were
 * linked to accounts), `reviewer` the name to show (the account's, else the name as typed then), `coReviewers`
 * in the order chosen.
 */
export function toReviewDto(
  review: VendorReview & { reviewerUser: UserName | null; coReviewers: { user: UserName }[] },
): ReviewDto {
  const { reviewerUser, coReviewers, ...rest } = review;
  const reviewedBy = userRef(reviewerUser);
  return {
    ...rest,
    reviewer: reviewedBy?.name ?? review.reviewer,
    reviewedBy,
    coReviewers: coReviewers.map((c) => userRef(c.user)!),
  };
}

/** Load an offboarding with these to answer it. */
export const OFFBOARDING_INCLUDE = { requestedBy: USER_NAME } as const satisfies Prisma.VendorOffboardingInclude;

/**
 * An offboarding with its requester, by the rule reviews follow. `requestedBy` is the requester's account: the
 * signed-in user who started it, for requests recorded since the requester is the signed-in user (their name is
 * what `requester` holds) and for earlier ones whose typed requester was that account's own name. An earlier
 * request typed as someone else's name keeps that name as typed in `requester`, with `requestedBy` and
 * `requestedById` null: the account that entered it did not request it. `createdById` is the account that
 * recorded the request (the stored `requestedById`), as on reviews.
 */
export function toOffboardingDto(offboarding: VendorOffboarding & { requestedBy: UserName | null }): OffboardingDto {
  const { requestedBy: account, requestedById: recordedById, ...rest } = offboarding;
  const recorder = userRef(account);
  const requestedBy = recorder && sameName(offboarding.requester, recorder.name) ? recorder : null;
  return {
    ...rest,
    requester: requestedBy?.name ?? offboarding.requester,
    requestedById: requestedBy?.id ?? null,
    requestedBy,
    createdById: recordedById,
  };
}

/** Load a KPI breach with these to answer it. */
export const BREACH_INCLUDE = { createdBy: USER_NAME } as const satisfies Prisma.KpiBreachInclude;

/** A KPI breach: measures as exact text, `reportedBy` the account that recorded it (null if unknown). */
export function toBreachDto(breach: KpiBreach & { createdBy: UserName | null }): KpiBreachDto {
  const { threshold, actual, createdBy, ...rest } = breach;
  return {
    ...rest,
    threshold: threshold.toString(),
    actual: actual.toString(),
    open: breach.resolvedAt === null,
    reportedBy: userRef(createdBy),
  };
}

/** An invoice answer: `paidBy` (who approved the payment) is null while pending, or when it was not recorded. */
export function toInvoiceDto(
  invoice: Invoice & { vendor?: { id: string; name: string }; paidBy?: UserName | null },
  today = todayIso(),
): InvoiceDto {
  const { amount, issueDate, dueDate, vendor, paidBy, ...rest } = invoice;
  const displayStatus = invoiceDisplayStatus(invoice, today);
  return {
    ...rest,
    ...(vendor ? { vendor: { id: vendor.id, name: vendor.name } } : {}),
    paidBy: userRef(paidBy),
    amount: amount.toFixed(2),
    issueDate: isoDate(issueDate),
    dueDate: isoDate(dueDate),
    displayStatus,
    overdue: displayStatus === "overdue",
  };
}
export type InvoiceDto = z.output<typeof invoiceOutput>;

/** "1234567.5" → "1,234,567.50" for audit sentences. */
export function formatAmount(amount: string, currency?: string): string {
  const [whole = "0", fraction = "00"] = amount.split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${grouped}.${fraction.padEnd(2, "0")}${currency ? ` ${currency}` : ""}`;
}

export const riskLabel = (level: keyof typeof RISK_LEVEL_LABELS) => RISK_LEVEL_LABELS[level];
