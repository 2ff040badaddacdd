import type { RiskAssessmentDashboard } from "@tprm/api/schemas";
import { DomainAveragesChart } from "./DomainAveragesChart";
import { domainRows, heatRows, reviewRows, riskRows, statusRows } from "./dashboard-data";
import { HeatMap } from "./HeatMap";
import { ReviewsDueChart } from "./ReviewsDueChart";
import { RiskChart } from "./RiskChart";
import { StatusChart } from "./StatusChart";

/**
 * The five charts of the dashboard view. A chunk of its own with recharts (AssessmentDashboard imports it lazily),
 * so the grid view's first load does not carry the chart library.
 */
export default function DashboardCharts({
  summary,
  filtered,
}: {
  summary: RiskAssessmentDashboard;
  filtered: boolean;
}) {
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
      <RiskChart rows={riskRows(summary)} total={summary.total} />
      <StatusChart rows={statusRows(summary)} />
      <ReviewsDueChart rows={reviewRows(summary)} className="md:col-span-2 xl:col-span-1" />
      <DomainAveragesChart rows={domainRows(summary)} filtered={filtered} className="md:col-span-2 xl:col-span-3" />
      <HeatMap rows={heatRows(summary)} filtered={filtered} className="md:col-span-2 xl:col-span-3" />
    </div>
  );
}
