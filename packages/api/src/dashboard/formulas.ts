// The dashboard's key figures as pure functions of the counts the database gives (docs/DASHBOARD.md, "Formulas").
// Each returns null when there is nothing to measure: the screen then says "no data yet", never a made-up figure.

export type Criticality = "low" | "medium" | "high" | "critical";

/** How much a vendor's assessment weighs in the risk score, by the vendor's criticality. */
export const CRITICALITY_WEIGHT: Record<Criticality, number> = { low: 1, medium: 2, high: 3, critical: 4 };

export interface ScoreGroup {
  criticality: Criticality;
  /** Sum of the overall scores (0–10) of the latest completed assessments of vendors of this criticality. */
  scoreSum: number;
  /** How many such assessments. */
  count: number;
}

/**
 * Risk score (0–10, one decimal): the mean overall score of each vendor's latest completed assessment, each weighted
 * by its vendor's criticality (low 1, medium 2, high 3, critical 4). Σ(w·score) / Σ(w·1). No assessment: null.
 */
export function riskScore(groups: ScoreGroup[]): number | null {
  let weighted = 0;
  let weights = 0;
  for (const g of groups) {
    const w = CRITICALITY_WEIGHT[g.criticality];
    weighted += w * g.scoreSum;
    weights += w * g.count;
  }
  if (weights === 0) return null;
  return Math.round((weighted / weights) * 10) / 10;
}

export interface ComplianceCounts {
  /** Policies not archived. */
  policies: number;
  /** Of them, Approved or Active as shown (not expired): governance/policies/rules.ts policyCountsAsApproved. */
  approvedPolicies: number;
  /** Of them, with at least one recorded compliance gap. */
  policiesWithGaps: number;
  /** Acknowledgements asked for (of each policy's acknowledged major version, active users or already given). */
  acknowledgementsRequested: number;
  acknowledgementsGiven: number;
}

/** The three parts of the compliance score, each a percentage or null when it has nothing to count. */
export function complianceParts(c: ComplianceCounts) {
  const share = (part: number, whole: number) => (whole > 0 ? (Math.min(part, whole) / whole) * 100 : null);
  return {
    policyCompliance: share(c.approvedPolicies, c.policies),
    acknowledgement: share(c.acknowledgementsGiven, c.acknowledgementsRequested),
    withoutGaps: share(c.policies - c.policiesWithGaps, c.policies),
  };
}

/**
 * Compliance score (0–100 %, whole): the mean of the parts that have something to count — policies approved, the
 * acknowledgements given of those asked for, and policies without an open compliance gap. Nothing to count: null.
 */
export function complianceScore(c: ComplianceCounts): number | null {
  const parts = Object.values(complianceParts(c)).filter((p): p is number => p !== null);
  if (parts.length === 0) return null;
  return Math.round(parts.reduce((a, b) => a + b, 0) / parts.length);
}

export type Trend =
  | { kind: "none" }
  | { kind: "change"; previous: number; change: number; percent: number | null; direction: "up" | "down" | "flat" };

/**
 * A figure against the value stored 30 days earlier: the change and its percentage of the earlier value (none when
 * that was 0). No stored value (no snapshot that day, or the figure was not measured): no trend.
 */
export function trendOf(current: number | null, previous: number | null | undefined): Trend {
  if (current === null || previous === null || previous === undefined || !Number.isFinite(previous)) {
    return { kind: "none" };
  }
  const change = Math.round((current - previous) * 10) / 10;
  const percent = previous === 0 ? null : Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10;
  return { kind: "change", previous, change, percent, direction: change > 0 ? "up" : change < 0 ? "down" : "flat" };
}

/** Days between today and the snapshot a trend compares with. */
export const TREND_DAYS = 30;

/**
 * Spec §9's defaults (risk score 6.2/10, compliance 92 %), returned only beside a figure with nothing to measure
 * and shown as "no data yet". The spec's cost avoidance ($24.7M) is not among them: the figure is left out
 * (docs/DASHBOARD.md, "Annual cost avoidance").
 */
export const SPEC_DEFAULTS: Partial<Record<string, number>> = { riskScore: 6.2, complianceScore: 92 };
