import type { AssessmentStatusValue } from "@tprm/api/schemas";
import { useTranslation } from "react-i18next";
import { formatCount } from "../../../lib/format";
import { ChartCard, FiguresTable } from "./ChartCard";
import { CountBars } from "./CountBars";
import { statusFill } from "./chart-palette";
import type { ShareRow } from "./dashboard-data";

/** Assessments by status: one bar per status with its count on top, and the figures as a table for screen readers. */
export function StatusChart({
  rows,
  className,
}: {
  rows: readonly ShareRow<AssessmentStatusValue>[];
  className?: string;
}) {
  const { t } = useTranslation(["assessmentDashboard", "common"]);
  const labelOf = (status: AssessmentStatusValue) => t(`assessmentDashboard:status.${status}`);
  const shareOf = (row: ShareRow<AssessmentStatusValue>) =>
    t("assessmentDashboard:byRisk.share", { count: formatCount(row.count), percent: formatCount(row.percent) });
  const data = rows.map((row) => ({
    name: labelOf(row.key),
    count: row.count,
    countText: formatCount(row.count),
    fill: statusFill(row.key),
    tooltip: { title: labelOf(row.key), value: shareOf(row) },
  }));
  return (
    <ChartCard
      title={t("assessmentDashboard:byStatus.title")}
      description={t("assessmentDashboard:byStatus.description")}
      testId="chart-by-status"
      className={className}
    >
      <CountBars data={data} maxBarSize={56} />
      <FiguresTable
        caption={t("assessmentDashboard:byStatus.title")}
        columns={[t("assessmentDashboard:figures.status"), t("assessmentDashboard:figures.assessments")]}
        rows={rows.map((row) => ({ key: row.key, cells: [labelOf(row.key), shareOf(row)] }))}
      />
    </ChartCard>
  );
}
