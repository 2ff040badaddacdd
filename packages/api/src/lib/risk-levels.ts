// Risk levels every domain grades with (vendor criticality and rating, review outcome, KPI breach severity).
// Plain values, no server code: the schemas and the web use them too.

export const RISK_LEVELS = ["low", "medium", "high", "critical"] as const;
export type RiskLevelValue = (typeof RISK_LEVELS)[number];
export const RISK_LEVEL_LABELS: Record<RiskLevelValue, string> = {
  low: "Low",
  medium: "Medium",
  high: "High",
  critical: "Critical",
};

export const riskLabel = (level: RiskLevelValue) => RISK_LEVEL_LABELS[level];
