import { useTranslation } from "react-i18next";
import { Pie, PieChart, ResponsiveContainer, Tooltip } from "recharts";
import { formatCount } from "../../../lib/format";
import { ChartCard, ChartTooltip } from "./ChartCard";
import { riskFill } from "./chart-palette";
import type { RiskKey, ShareRow } from "./dashboard-data";

/**
 * Assessments by overall risk: a donut with the total in its middle, and beside it a legend that carries every
 * figure as text (count and share), which is also what a screen reader reads; the drawing is hidden from it.
 */
export function RiskChart({
  rows,
  total,
  className,
}: {
  rows: readonly ShareRow<RiskKey>[];
  total: number;
  className?: string;
}) {
  const { t } = useTranslation(["assessmentDashboard", "common"]);
  const labelOf = (key: RiskKey) => t(`assessmentDashboard:risk.${key}`);
  const shareOf = (row: ShareRow<RiskKey>) =>
    t("assessmentDashboard:byRisk.share", { count: formatCount(row.count), percent: formatCount(row.percent) });
  const slices = rows
    .filter((row) => row.count > 0)
    .map((row) => ({
      key: row.key,
      value: row.count,
      fill: riskFill(row.key),
      tooltip: { title: labelOf(row.key), value: shareOf(row) },
    }));
  return (
    <ChartCard
      title={t("assessmentDashboard:byRisk.title")}
      description={t("assessmentDashboard:byRisk.description")}
      testId="chart-by-risk"
      className={className}
    >
      <div className="@container">
        <div className="grid items-center gap-4 @sm:grid-cols-[minmax(0,1fr)_minmax(0,11rem)]">
          <div className="relative h-52" aria-hidden="true">
            <ResponsiveContainer width="100%" height="100%">
              <PieChart accessibilityLayer={false}>
                <Pie
                  data={slices}
                  dataKey="value"
                  nameKey="key"
                  innerRadius="62%"
                  outerRadius="92%"
                  startAngle={90}
                  endAngle={-270}
                  rootTabIndex={-1}
                  paddingAngle={slices.length > 1 ? 1 : 0}
                  stroke="var(--card)"
                  strokeWidth={2}
                />
                <Tooltip content={ChartTooltip} />
              </PieChart>
            </ResponsiveContainer>
            <div className="pointer-events-none absolute inset-0 flex flex-col items-center justify-center">
              <span className="text-2xl font-semibold tabular-nums">{formatCount(total)}</span>
              <span className="text-xs text-muted-foreground">
                {t("assessmentDashboard:byRisk.centre", { count: total })}
              </span>
            </div>
          </div>
          <ul className="grid gap-1.5 text-sm" aria-label={t("assessmentDashboard:byRisk.title")}>
            {rows.map((row) => (
              <li key={row.key} className="flex items-center justify-between gap-3" data-testid={`risk-${row.key}`}>
                <span className="flex min-w-0 items-center gap-2">
                  <span
                    aria-hidden="true"
                    className="size-3 shrink-0 rounded-sm"
                    style={{ backgroundColor: riskFill(row.key) }}
                  />
                  <span className="truncate">{labelOf(row.key)}</span>
                </span>
                <span className="shrink-0 tabular-nums text-muted-foreground">{shareOf(row)}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </ChartCard>
  );
}
