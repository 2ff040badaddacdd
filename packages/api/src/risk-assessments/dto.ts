// What the risk assessment procedures answer with (schemas/risk-assessments.ts), and what an audit row keeps of an
// assessment. Calendar dates travel as "YYYY-MM-DD", the weighted score as a number with two decimals.
import type { AssessmentDomain, Prisma, RiskAssessment, RiskAssessmentDomain, RiskLevel, VendorStatus } from "@tprm/db";
import { isoDate } from "../lib/dates.js";
import { USER_NAME, type UserName, userRef } from "../lib/people.js";
import type { RiskAssessmentDetail, RiskAssessmentSummary } from "../schemas/risk-assessments.js";
import { inReviewScope } from "./list-filters.js";
import {
  ASSESSMENT_DOMAINS,
  type AssessmentStatusValue,
  type AssessmentTypeValue,
  DOMAIN_WEIGHTS,
  type DomainScores,
  legacyScoresOf,
  progressFromCount,
  reviewDue,
} from "./rules.js";

/** The audit trail's entity type, and the notifications' entity. */
export const RISK_ASSESSMENT_ENTITY = "RiskAssessment";

/** The assessment in the app: the centre opens its detail from `?assessment=`. */
export const riskAssessmentLink = (id: string) => `/risk-assessment?assessment=${encodeURIComponent(id)}`;

/** A "YYYY-MM-DD" date as the Date Prisma writes to a date column. */
export const asDay = (day: string) => new Date(`${day}T00:00:00.000Z`);

/** numeric(4,2) as a number (two decimals at most, exact as a double). */
export const scoreNumber = (value: Prisma.Decimal | string | null): number | null =>
  value === null ? null : Number(value.toString());

export function scoresOf(domains: readonly { domain: AssessmentDomain; score: number | null }[]): DomainScores {
  const scores: DomainScores = {};
  for (const d of domains) scores[d.domain] = d.score;
  return scores;
}

/** What a card needs, whether read through Prisma (the detail) or SQL (the list). */
export interface SummarySource {
  id: string;
  reference: string;
  vendor: { id: string; name: string };
  type: AssessmentTypeValue;
  status: AssessmentStatusValue;
  leadAssessor: { id: string; name: string };
  assessmentDate: Date;
  nextReviewDate: Date | null;
  serviceCategory: string | null;
  overallScore: number | null;
  overallRisk: RiskLevel | null;
  domainsCompleted: number;
  submittedAt: Date | null;
  updatedAt: Date;
  /** No later completed assessment of the same vendor exists (only such a one is due for review). */
  latestCompleted: boolean;
  /** An offboarded vendor's assessments are never due for review. */
  vendorStatus: VendorStatus;
}

/**
 * The review mark counts for a completed assessment that is its vendor's latest, the vendor not offboarded: the
 * list's "review due" filter, the dashboard and the reminders (reviewScopeSql) agree (docs/RISK-ASSESSMENTS.md).
 */
export function reviewDueOf(source: SummarySource, today: string) {
  if (source.status !== "completed" || !source.nextReviewDate) return null;
  if (!inReviewScope(source.latestCompleted, source.vendorStatus)) return null;
  return reviewDue(isoDate(source.nextReviewDate), today);
}

export function toSummaryDto(source: SummarySource, today: string): RiskAssessmentSummary {
  return {
    id: source.id,
    reference: source.reference,
    vendor: source.vendor,
    type: source.type,
    status: source.status,
    leadAssessor: source.leadAssessor,
    assessmentDate: isoDate(source.assessmentDate),
    nextReviewDate: source.nextReviewDate ? isoDate(source.nextReviewDate) : null,
    serviceCategory: source.serviceCategory,
    overallScore: source.overallScore,
    overallRisk: source.overallRisk,
    progress: progressFromCount(source.domainsCompleted),
    reviewDue: reviewDueOf(source, today),
    submittedAt: source.submittedAt,
    updatedAt: source.updatedAt,
  };
}

/** Load an assessment with these to answer it in full. */
export const DETAIL_INCLUDE = {
  vendor: { select: { id: true, name: true, riskRating: true, status: true } },
  leadAssessor: USER_NAME,
  submittedBy: USER_NAME,
  reopenedBy: USER_NAME,
  createdBy: USER_NAME,
  domains: { include: { updatedBy: USER_NAME } },
  team: { orderBy: [{ position: "asc" }, { userId: "asc" }], select: { user: USER_NAME } },
  evidence: {
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    include: { file: { select: { filename: true, size: true, contentType: true } }, uploadedBy: USER_NAME },
  },
} as const satisfies Prisma.RiskAssessmentInclude;

export type DetailRow = Prisma.RiskAssessmentGetPayload<{ include: typeof DETAIL_INCLUDE }>;

export type HistoryItem = RiskAssessmentDetail["history"][number];

export function toDetailDto(
  row: DetailRow,
  extra: { today: string; latestCompleted: boolean; history: HistoryItem[] },
): RiskAssessmentDetail {
  const card = toSummaryDto(
    {
      ...row,
      vendor: { id: row.vendor.id, name: row.vendor.name },
      leadAssessor: userRef(row.leadAssessor)!,
      overallScore: scoreNumber(row.overallScore),
      latestCompleted: extra.latestCompleted,
      vendorStatus: row.vendor.status,
    },
    extra.today,
  );
  const byDomain = new Map(row.domains.map((d) => [d.domain, d]));
  const domains = Object.fromEntries(
    ASSESSMENT_DOMAINS.map((domain) => {
      const section = byDomain.get(domain);
      return [
        domain,
        {
          score: section?.score ?? null,
          riskLevel: section?.riskLevel ?? null,
          weight: DOMAIN_WEIGHTS[domain] / 100,
          notes: section?.notes ?? null,
          updatedAt: section?.updatedAt ?? null,
          updatedBy: userRef(section?.updatedBy),
          evidence: row.evidence
            .filter((e) => e.domain === domain)
            .map((e) => ({
              id: e.id,
              fileId: e.fileId,
              filename: e.file.filename,
              size: e.file.size,
              contentType: e.file.contentType,
              uploadedAt: e.createdAt,
              uploadedBy: userRef(e.uploadedBy),
            })),
        },
      ];
    }),
  ) as RiskAssessmentDetail["domains"];
  return {
    ...card,
    team: row.team.map((m) => userRef(m.user as UserName)!),
    recommendations: row.recommendations,
    comments: row.comments,
    mitigationPlan: row.mitigationPlan,
    domains,
    submittedBy: userRef(row.submittedBy),
    reopenedAt: row.reopenedAt,
    reopenedBy: userRef(row.reopenedBy),
    reopenReason: row.reopenReason,
    createdAt: row.createdAt,
    createdBy: userRef(row.createdBy),
    vendorRiskRating: row.vendor.riskRating,
    history: extra.history,
    ...legacyScoresOf(scoresOf(row.domains)),
  };
}

/** An assessment with its sections and team, as a change reads (and locks) it. */
export type ChangeRow = RiskAssessment & { domains: RiskAssessmentDomain[]; team: { userId: string }[] };

/** What a change reads of an assessment (a ChangeRow): its sections and its team in order. */
export const CHANGE_INCLUDE = {
  domains: true,
  team: { orderBy: [{ position: "asc" }, { userId: "asc" }], select: { userId: true } },
} as const satisfies Prisma.RiskAssessmentInclude;

/** What an audit row keeps of an assessment: its fields, team and every section's score and notes. */
export function auditSnapshot(row: ChangeRow) {
  const byDomain = new Map(row.domains.map((d) => [d.domain, d]));
  return {
    id: row.id,
    reference: row.reference,
    vendorId: row.vendorId,
    type: row.type,
    status: row.status,
    leadAssessorId: row.leadAssessorId,
    teamIds: row.team.map((m) => m.userId),
    assessmentDate: isoDate(row.assessmentDate),
    nextReviewDate: row.nextReviewDate ? isoDate(row.nextReviewDate) : null,
    serviceCategory: row.serviceCategory,
    overallScore: scoreNumber(row.overallScore),
    overallRisk: row.overallRisk,
    domainsCompleted: row.domainsCompleted,
    recommendations: row.recommendations,
    comments: row.comments,
    mitigationPlan: row.mitigationPlan,
    submittedAt: row.submittedAt,
    submittedById: row.submittedById,
    reopenedAt: row.reopenedAt,
    reopenReason: row.reopenReason,
    domains: Object.fromEntries(
      ASSESSMENT_DOMAINS.map((d) => [
        d,
        { score: byDomain.get(d)?.score ?? null, notes: byDomain.get(d)?.notes ?? null },
      ]),
    ),
  };
}
