// The dashboard view's figures turned into chart rows: every risk level, status, domain and review bucket appears,
// in a fixed order, with a zero where the server has nothing, so the charts and their text tables never skip a bar.
// Pure functions, unit-tested (dashboard-data.test.ts); the colours are in chart-palette.ts.
import {
  ASSESSMENT_DOMAINS,
  ASSESSMENT_STATUSES,
  type AssessmentDomainKey,
  type AssessmentStatusValue,
  DOMAIN_WEIGHTS,
  domainRiskLevel,
  type ListRiskAssessmentsInput,
  RISK_LEVELS,
  type RiskAssessmentDashboard,
  type RiskLevelValue,
  SCORE_MAX,
  SCORE_MIN,
} from "@tprm/api/schemas";

/** What the summary takes: the list's filters without paging and sorting (the page may pass its whole input). */
export type DashboardFilters = Omit<ListRiskAssessmentsInput, "page" | "limit" | "sort" | "order">;

const NOT_FILTERS = new Set(["page", "limit", "sort", "order"]);

/**
 * The summary's input: the filters that narrow anything. Paging, sorting, empty strings and undefined are left out,
 * so turning a page or a sort in the grid does not ask for the same figures again under another cache key.
 */
export function summaryInput(filters: DashboardFilters | undefined): DashboardFilters {
  const input: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filters ?? {})) {
    if (NOT_FILTERS.has(key) || value === undefined || value === null) continue;
    if (typeof value === "string" && value.trim() === "") continue;
    input[key] = value;
  }
  return input as DashboardFilters;
}

export const isFiltered = (filters: DashboardFilters | undefined) => Object.keys(summaryInput(filters)).length > 0;

/** A risk level, or "notRated" for assessments without an overall risk (no domain scored yet). */
export type RiskKey = RiskLevelValue | "notRated";
/** Most risk first; "Not rated" last. */
export const RISK_ORDER: readonly RiskKey[] = ["critical", "high", "medium", "low", "notRated"];

export interface ShareRow<K extends string> {
  key: K;
  count: number;
  /** Whole percent of the total (0 when the total is 0). */
  percent: number;
}

const percentOf = (count: number, total: number) => (total > 0 ? Math.round((count / total) * 100) : 0);

/** Assessments by overall risk: five rows, Critical to Not rated. */
export function riskRows(summary: Pick<RiskAssessmentDashboard, "byRisk">): ShareRow<RiskKey>[] {
  const counts = new Map<RiskKey, number>();
  for (const { risk, count } of summary.byRisk) {
    const key: RiskKey = risk ?? "notRated";
    counts.set(key, (counts.get(key) ?? 0) + count);
  }
  const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
  return RISK_ORDER.map((key) => {
    const count = counts.get(key) ?? 0;
    return { key, count, percent: percentOf(count, total) };
  });
}

/** Assessments by status: Draft, In Progress, Completed. */
export function statusRows(summary: Pick<RiskAssessmentDashboard, "byStatus">): ShareRow<AssessmentStatusValue>[] {
  const counts = new Map<AssessmentStatusValue, number>();
  for (const { status, count } of summary.byStatus) counts.set(status, (counts.get(status) ?? 0) + count);
  const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
  return ASSESSMENT_STATUSES.map((key) => {
    const count = counts.get(key) ?? 0;
    return { key, count, percent: percentOf(count, total) };
  });
}

export interface DomainRow {
  domain: AssessmentDomainKey;
  /** The spec's weight in percent: 15 for 0.15. */
  weightPercent: number;
  /** Mean score 0–10 (10 = most risk), null when no assessment scored the domain. */
  average: number | null;
  /** The band of the mean, as a domain score's (0–2 Low … 8–10 Critical); null without a mean. */
  level: RiskLevelValue | null;
  /** How many assessments scored it. */
  scored: number;
}

/** Average score per domain, in the spec's order of the nine domains. */
export function domainRows(summary: Pick<RiskAssessmentDashboard, "domainAverages">): DomainRow[] {
  const byDomain = new Map(summary.domainAverages.map((row) => [row.domain, row]));
  return ASSESSMENT_DOMAINS.map((domain) => {
    const row = byDomain.get(domain);
    const average = row?.average ?? null;
    return {
      domain,
      weightPercent: DOMAIN_WEIGHTS[domain],
      average,
      level: average === null ? null : domainRiskLevel(average),
      scored: row?.scored ?? 0,
    };
  });
}

export interface HeatCell {
  domain: AssessmentDomainKey;
  score: number | null;
  level: RiskLevelValue | null;
}

export interface HeatRow {
  assessmentId: string;
  reference: string;
  vendorId: string;
  vendorName: string;
  /** One cell per domain, in the spec's order. */
  cells: HeatCell[];
}

/** The vendor × domain grid: the server's vendors in its order, each with nine cells. */
export function heatRows(summary: Pick<RiskAssessmentDashboard, "heatMap">): HeatRow[] {
  return summary.heatMap.vendors.map((row) => {
    const scores = new Map(row.scores.map((s) => [s.domain, s.score]));
    return {
      assessmentId: row.assessmentId,
      reference: row.reference,
      vendorId: row.vendor.id,
      vendorName: row.vendor.name,
      cells: ASSESSMENT_DOMAINS.map((domain) => {
        const score = scores.get(domain) ?? null;
        return { domain, score, level: score === null ? null : domainRiskLevel(score) };
      }),
    };
  });
}

export const REVIEW_BUCKETS = ["overdue", "within30", "within60", "within90"] as const;
export type ReviewBucket = (typeof REVIEW_BUCKETS)[number];

/** Reviews due: overdue, then due within 30 days, in 31–60 and in 61–90 (each bucket excludes the earlier ones). */
export function reviewRows(
  summary: Pick<RiskAssessmentDashboard, "reviewsDue">,
): { key: ReviewBucket; count: number }[] {
  return REVIEW_BUCKETS.map((key) => ({ key, count: summary.reviewsDue[key] }));
}

/**
 * Where a vendor's name in the heat map leads: the centre with that assessment's detail open, keeping the view and
 * filters of the address it is on (`?view=dashboard&status=…`), so closing the detail returns to the same dashboard.
 */
export function assessmentHref(assessmentId: string, currentSearch = ""): string {
  const params = new URLSearchParams(currentSearch);
  params.set("assessment", assessmentId);
  return `/risk-assessment?${params.toString()}`;
}

/** A count axis runs to at least 4, so a chart of zeros or ones still has a readable scale. */
export const countAxisTop = (dataMax: number) => Math.max(4, dataMax);

/** Each band's lowest and highest whole score, read off domainRiskLevel itself (Low 0–2 … Critical 8–10). */
export function bandRanges(): { level: RiskLevelValue; from: number; to: number }[] {
  const scores = Array.from({ length: SCORE_MAX - SCORE_MIN + 1 }, (_, i) => SCORE_MIN + i);
  return RISK_LEVELS.map((level) => {
    const inBand = scores.filter((score) => domainRiskLevel(score) === level);
    return { level, from: Math.min(...inBand), to: Math.max(...inBand) };
  });
}
