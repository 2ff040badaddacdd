import { useTranslation } from "react-i18next";
import { formatCount } from "../../../lib/format";
import { ChartCard, ChartEmpty, FiguresTable } from "./ChartCard";
import { CountBars } from "./CountBars";
import { reviewFill } from "./chart-palette";
import type { ReviewBucket } from "./dashboard-data";

/**
 * Reviews due: overdue, within 30 days, in 31–60 and in 61–90 days (each bucket excludes the earlier ones), counted
 * over completed assessments that are their vendor's latest, as the server's reminders count them.
 */
export function ReviewsDueChart({
  rows,
  className,
}: {
  rows: readonly { key: ReviewBucket; count: number }[];
  className?: string;
}) {
  const { t } = useTranslation(["assessmentDashboard", "common"]);
  const labelOf = (bucket: ReviewBucket) => t(`assessmentDashboard:reviews.${bucket}`);
  const countText = (count: number) => t("assessmentDashboard:reviews.count", { count, n: formatCount(count) });
  const data = rows.map((row) => ({
    name: labelOf(row.key),
    count: row.count,
    countText: formatCount(row.count),
    fill: reviewFill(row.key),
    tooltip: { title: labelOf(row.key), value: countText(row.count) },
  }));
  const anyDue = rows.some((row) => row.count > 0);
  return (
    <ChartCard
      title={t("assessmentDashboard:reviews.title")}
      description={t("assessmentDashboard:reviews.description")}
      testId="chart-reviews-due"
      className={className}
    >
      {!anyDue && <ChartEmpty>{t("assessmentDashboard:reviews.empty")}</ChartEmpty>}
      {anyDue && <CountBars data={data} maxBarSize={48} />}
      {anyDue && (
        <FiguresTable
          caption={t("assessmentDashboard:reviews.title")}
          columns={[t("assessmentDashboard:figures.when"), t("assessmentDashboard:figures.assessments")]}
          rows={rows.map((row) => ({ key: row.key, cells: [labelOf(row.key), formatCount(row.count)] }))}
        />
      )}
    </ChartCard>
  );
}
