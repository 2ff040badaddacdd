// The analytics screen's four GETs (docs/ANALYTICS.md), each the figures its charts draw. Access: REPORT_ACCESS
// .analytics (analytics is a view of reports).
import { REPORT_ACCESS } from "../permissions/access.js";
import {
  complianceAnalyticsOutput,
  financialAnalyticsOutput,
  riskAnalyticsOutput,
  vendorAnalyticsOutput,
} from "../schemas/analytics.js";
import { router, signedInProcedure } from "../trpc.js";
import { complianceAnalytics } from "./compliance.js";
import { financialAnalytics } from "./financial.js";
import { riskAnalytics } from "./risk.js";
import { vendorAnalytics } from "./vendors.js";

const tags = ["Analytics"];
const BASE = "/api/analytics";

export const analyticsRouter = router({
  vendors: signedInProcedure
    .meta({
      access: REPORT_ACCESS.analytics,
      rest: {
        method: "GET",
        path: `${BASE}/vendors`,
        summary:
          "Vendors by status, risk rating and country, and the concentration of spend: invoices issued in the last 12 months per currency, the largest vendors' shares and the Herfindahl–Hirschman index",
        tags,
      },
    })
    .output(vendorAnalyticsOutput)
    .query(({ ctx }) => vendorAnalytics(ctx)),

  risk: signedInProcedure
    .meta({
      access: REPORT_ACCESS.analytics,
      rest: {
        method: "GET",
        path: `${BASE}/risk`,
        summary:
          "Assessment results by domain (each vendor's latest completed assessment: mean score and bands) and over time (completed per month over the last 12 months, mean overall score, overall risk)",
        tags,
      },
    })
    .output(riskAnalyticsOutput)
    .query(({ ctx }) => riskAnalytics(ctx)),

  compliance: signedInProcedure
    .meta({
      access: REPORT_ACCESS.analytics,
      rest: {
        method: "GET",
        path: `${BASE}/compliance`,
        summary:
          "Policy compliance (statuses shown, approved share), acknowledgements (accepted, pending, overdue; the policies with most outstanding) and gaps (policies' compliance gaps by framework and wording, vendors without a current assessment)",
        tags,
      },
    })
    .output(complianceAnalyticsOutput)
    .query(({ ctx }) => complianceAnalytics(ctx)),

  financial: signedInProcedure
    .meta({
      access: REPORT_ACCESS.analytics,
      rest: {
        method: "GET",
        path: `${BASE}/financial`,
        summary:
          "Spend over the last 12 months per currency (invoiced, paid, outstanding, overdue), per month and per vendor, and the invoice exceptions (overdue, duplicate groups, above the contract value)",
        tags,
      },
    })
    .output(financialAnalyticsOutput)
    .query(({ ctx }) => financialAnalytics(ctx)),
});
