// The assessment list's filters as one SQL condition on "RiskAssessment" ra: the list page, the dashboard figures
// and whoever else must agree with the list (the export, the review reminders) build on these.
import { Prisma, type RiskLevel, type VendorStatus } from "@tprm/db";
import { addDays } from "../lib/dates.js";
import { escapeLike } from "../lib/relevance.js";
import { taggedSql } from "../tags/filter.js";
import { REVIEW_DUE_SOON_DAYS } from "./rules.js";

export interface AssessmentListFilters {
  status?: "draft" | "in_progress" | "completed";
  overallRisk?: RiskLevel;
  type?: "comprehensive" | "initial" | "periodic_review" | "triggered";
  vendorId?: string;
  leadAssessorId?: string;
  /** Assessment date on or after / on or before, "YYYY-MM-DD". */
  from?: string;
  to?: string;
  reviewDue?: "overdue" | "due";
  search?: string;
  /** Only assessments carrying this tag. */
  tagId?: string;
}

/** The search term, or null when there is nothing to search for. */
export function assessmentSearchTerm(search: string | undefined): string | null {
  const term = search?.trim();
  return term ? term : null;
}

/**
 * The assessment `ra` is its vendor's latest completed one (no completed assessment of the same vendor is dated
 * later; the id breaks ties). Only such an assessment is due for review; an older one was superseded. The flag is
 * kept by triggers (migration 20261125000600_assessment_latest) and indexed with the next review date.
 */
export function latestCompletedSql(alias = "ra"): Prisma.Sql {
  return Prisma.sql`${Prisma.raw(alias)}."latestCompleted"`;
}

/** A vendor in this status is no longer reviewed: the relationship has ended, so none of its assessments is due. */
export const UNREVIEWED_VENDOR_STATUS = "offboarded" satisfies VendorStatus;

/**
 * The assessments whose next review date counts (review due in the list's filter, the cards' mark, the dashboard
 * and the daily reminders): each vendor's latest completed one, unless the vendor is offboarded. An anti-join on the
 * offboarded vendors (few, through the vendor's status index) keeps the partial indexes on latestCompleted usable.
 */
export function reviewScopeSql(alias = "ra"): Prisma.Sql {
  return Prisma.sql`${latestCompletedSql(alias)} AND NOT EXISTS (
    SELECT 1 FROM "Vendor" ov WHERE ov."id" = ${Prisma.raw(alias)}."vendorId"
      AND ov."status" = ${Prisma.raw(`'${UNREVIEWED_VENDOR_STATUS}'`)})`;
}

/** reviewScopeSql for a row already read with its vendor's status (a card, the detail). */
export const inReviewScope = (latestCompleted: boolean, vendorStatus: VendorStatus) =>
  latestCompleted && vendorStatus !== UNREVIEWED_VENDOR_STATUS;

/**
 * Due for review: an assessment in the review scope (reviewScopeSql) whose next review date has passed (overdue) or
 * falls within 30 days of `today` (due), on the organisation's calendar.
 */
export function reviewDueSql(due: "overdue" | "due", today: string): Prisma.Sql {
  const window =
    due === "overdue"
      ? Prisma.sql`ra."nextReviewDate" < ${today}::date`
      : Prisma.sql`ra."nextReviewDate" BETWEEN ${today}::date AND ${addDays(today, REVIEW_DUE_SOON_DAYS)}::date`;
  return Prisma.sql`${window} AND ${reviewScopeSql()}`;
}

/** The filters as a SQL condition on "RiskAssessment" ra (TRUE when nothing is filtered). */
export function assessmentFilterSql(filters: AssessmentListFilters, today: string): Prisma.Sql {
  const conditions: Prisma.Sql[] = [];
  if (filters.status) conditions.push(Prisma.sql`ra."status" = ${filters.status}::"AssessmentStatus"`);
  if (filters.overallRisk) conditions.push(Prisma.sql`ra."overallRisk" = ${filters.overallRisk}::"RiskLevel"`);
  if (filters.type) conditions.push(Prisma.sql`ra."type" = ${filters.type}::"AssessmentType"`);
  if (filters.vendorId) conditions.push(Prisma.sql`ra."vendorId" = ${filters.vendorId}::uuid`);
  if (filters.tagId) conditions.push(taggedSql("assessment", filters.tagId, 'ra."id"'));
  if (filters.leadAssessorId) conditions.push(Prisma.sql`ra."leadAssessorId" = ${filters.leadAssessorId}::uuid`);
  if (filters.from) conditions.push(Prisma.sql`ra."assessmentDate" >= ${filters.from}::date`);
  if (filters.to) conditions.push(Prisma.sql`ra."assessmentDate" <= ${filters.to}::date`);
  if (filters.reviewDue) conditions.push(reviewDueSql(filters.reviewDue, today));
  const term = assessmentSearchTerm(filters.search);
  if (term) {
    const pattern = `%${escapeLike(term)}%`;
    // Three trigram-indexed branches, the vendor's name through its search copy (lower-cased). `= ANY (ARRAY(…))`
    // rather than `IN (…)`: a hashed IN subplan cannot join the bitmap OR, and every row was read (benchmarks.md).
    conditions.push(Prisma.sql`(ra."reference" ILIKE ${pattern} OR ra."serviceCategory" ILIKE ${pattern}
      OR ra."vendorId" = ANY (ARRAY(SELECT sv."id" FROM "Vendor" sv WHERE sv."searchText" LIKE lower(${pattern}))))`);
  }
  return conditions.length ? Prisma.join(conditions, " AND ") : Prisma.sql`TRUE`;
}
