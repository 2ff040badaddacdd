// The dashboard's GETs (docs/DASHBOARD.md): the key figures with their trends and the board review. The calendar
// and the governance status are the `deliverables` router's.
import { DASHBOARD_ACCESS } from "../permissions/access.js";
import { boardReviewOutput, keyMetricsOutput } from "../schemas/dashboard.js";
import { router, signedInProcedure } from "../trpc.js";
import { boardReview } from "./board-review.js";
import { keyMetrics } from "./key-metrics.js";

const tags = ["Dashboard"];
const BASE = "/api/dashboard";

export const dashboardRouter = router({
  keyMetrics: signedInProcedure
    .meta({
      access: DASHBOARD_ACCESS.view,
      rest: {
        method: "GET",
        path: `${BASE}/key-metrics`,
        summary:
          "The key figures (total entities, risk score, compliance score, workflows in progress and the caller's drafts, contracts pending approval, the caller's unread critical notifications), each with its trend against the snapshot stored 30 days earlier; only the figures the caller's role may view",
        tags,
      },
    })
    .output(keyMetricsOutput)
    .query(({ ctx }) => keyMetrics(ctx)),

  boardReview: signedInProcedure
    .meta({
      access: DASHBOARD_ACCESS.boardReview,
      rest: {
        method: "GET",
        path: `${BASE}/board-review`,
        summary:
          "A board pack: critical arrangements (critical-function contracts running, critical workflows open), the risk posture, the decisions of the last 90 days (committees' and workflows') and the overdue items, with the Executive report's template",
        tags,
      },
    })
    .output(boardReviewOutput)
    .query(({ ctx }) => boardReview(ctx)),
});
