// What the vendor procedures answer with: money as exact decimal strings, never floats. The types are those of the
// answers' schemas (schemas/vendors.ts), which tRPC checks and the API reference documents: one definition. The
// vendor domain's public surface for other domains; KPI breach and invoice answers are mapped by their own domains
// (kpi-breaches/dto.ts, invoices/dto.ts).
import type { Prisma, Vendor, VendorOffboarding, VendorOnboardingTask, VendorReview } from "@tprm/db";
import type { z } from "zod";
import type { SameFields } from "../lib/documented-output.js";
import { USER_NAME, type UserName, userRef } from "../lib/people.js";
import type { offboardingOutput, onboardingTaskOutput, reviewOutput, vendorOutput } from "../schemas/vendors.js";
import { sameName } from "./attribution.js";

/** The vendor as answered and audited: money as exact text; `searchText` (the database's search copy) left out. */
export function toVendorDto(vendor: Vendor): VendorDto {
  const { contractValue, searchText: _searchText, ...rest } = vendor;
  return { ...rest, contractValue: contractValue.toFixed(2) };
}
export type VendorDto = z.output<typeof vendorOutput>;
export type OnboardingTaskDto = z.output<typeof onboardingTaskOutput>;
export type ReviewDto = z.output<typeof reviewOutput>;
export type OffboardingDto = z.output<typeof offboardingOutput>;

/** A column added to a table must be added to its answer's schema too (see SameFields). */
const fieldsDocumented: [
  SameFields<Omit<Vendor, "searchText">, VendorDto>,
  SameFields<VendorReview & Record<"reviewedBy" | "coReviewers", unknown>, ReviewDto>,
  SameFields<VendorOffboarding & Record<"requestedBy" | "createdById", unknown>, OffboardingDto>,
] = [true, true, true];
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
