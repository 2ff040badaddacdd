// Which figures a role's dashboard shows, in which order, and where each links (docs/DASHBOARD.md, "Who sees what").
import type { DashboardFigureKey } from "@tprm/api/schemas";

export type DashboardView = "board" | "operations";

/**
 * Board Member and Executive read the posture (risk, compliance, the register's size, their own critical alerts)
 * and the board review; the roles who run the register read the work in hand first (workflows, drafts, contracts
 * awaiting approval) and then the posture.
 */
export function dashboardViewOf(role: string | null | undefined): DashboardView {
  return role === "Board Member" || role === "Executive" ? "board" : "operations";
}

export const VIEW_FIGURES: Record<DashboardView, readonly DashboardFigureKey[]> = {
  board: ["riskScore", "complianceScore", "totalEntities", "criticalNotifications"],
  operations: [
    "totalEntities",
    "workflowsInProgress",
    "workflowDrafts",
    "contractsPending",
    "criticalNotifications",
    "riskScore",
    "complianceScore",
  ],
};

/** The records behind each figure: the register filtered as the figure counts them. */
export const FIGURE_LINKS: Record<DashboardFigureKey, string> = {
  totalEntities: "/vendor-management",
  riskScore: "/risk-assessment?status=completed",
  complianceScore: "/governance?tab=policies",
  workflowsInProgress: "/workflows?status=in-progress",
  workflowDrafts: "/workflows?tab=new-outsourcing",
  contractsPending: "/contracts?stage=approval",
  criticalNotifications: "/notifications",
};

/** How a figure's value reads: the risk score out of 10, the compliance score as a percentage, else a count. */
export function figureUnit(key: DashboardFigureKey): "outOfTen" | "percent" | "count" {
  if (key === "riskScore") return "outOfTen";
  if (key === "complianceScore") return "percent";
  return "count";
}
