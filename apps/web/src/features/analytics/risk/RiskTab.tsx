import { useQuery } from "@tanstack/react-query";
import type { RiskAnalytics } from "@tprm/api/schemas";
import { useTranslation } from "react-i18next";
import { riskFill } from "../../../components/risk-level";
import { formatCalendarDate, formatCount, formatDecimal, formatMonth } from "../../../lib/format";
import { useTRPC } from "../../../lib/trpc";
import { ColumnBars, RowBars, StackedBars } from "../figures/Bars";
import { FigureCard } from "../figures/FigureCard";
import { countBars, percentText, percentValue } from "../figures/figures-data";
import { TabState, Tiles } from "../figures/TabState";

const LEVELS = ["low", "medium", "high", "critical"] as const;

/** A mean score's band, as the domains' levels are drawn (0–2 Low, 3–5 Medium, 6–7 High, 8–10 Critical). */
const bandOf = (score: number) => (score >= 8 ? "critical" : score >= 6 ? "high" : score >= 3 ? "medium" : "low");

/** Risk: assessment results by domain and over time. */
export default function RiskTab() {
  const { t } = useTranslation(["analytics"]);
  const trpc = useTRPC();
  const query = useQuery(trpc.analytics.risk.queryOptions());
  return (
    <TabState query={query} label={t("analytics:tabs.risk")}>
      {(data) => <RiskFigures data={data} />}
    </TabState>
  );
}

function RiskFigures({ data }: { data: RiskAnalytics }) {
  const { t } = useTranslation(["analytics", "vendors", "assessmentDomains"]);
  const domainLabel = (domain: string) => t(`assessmentDomains:${domain}.name`);
  const levelName = (risk: string | null) => (risk ? t(`vendors:riskLevel.${risk}`) : t("vendors:risk.notRated"));
  const count = (risk: string) => data.byOverallRisk.find((r) => r.risk === risk)?.count ?? 0;
  const completed = data.overTime.reduce((n, m) => n + m.completed, 0);
  const period = t("analytics:period", {
    from: formatCalendarDate(data.period.from),
    to: formatCalendarDate(data.period.to),
  });
  const score = (value: number | null) => (value === null ? "—" : formatDecimal(value, 2, 2));
  const empty = data.assessed === 0 ? t("analytics:risk.empty") : null;
  const levelColumns = LEVELS.map((level) => levelName(level));
  return (
    <>
      <Tiles
        label={t("analytics:risk.tiles")}
        items={[
          { key: "risk-assessed", label: t("analytics:risk.assessed"), value: formatCount(data.assessed) },
          { key: "risk-critical", label: t("analytics:risk.critical"), value: formatCount(count("critical")) },
          { key: "risk-high", label: t("analytics:risk.high"), value: formatCount(count("high")) },
          { key: "risk-completed", label: t("analytics:risk.completed"), value: formatCount(completed), hint: period },
        ]}
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <FigureCard
          title={t("analytics:risk.byOverallRisk")}
          description={t("analytics:risk.byOverallRiskHint")}
          empty={empty}
          figures={{
            key: "risk-overall",
            columns: [t("analytics:columns.risk"), t("analytics:columns.vendors"), t("analytics:columns.share")],
            rows: data.byOverallRisk.map((r) => ({
              key: r.risk ?? "none",
              cells: [levelName(r.risk), formatCount(r.count), percentText(r.count, data.assessed)],
              csv: [levelName(r.risk), r.count, percentValue(r.count, data.assessed)],
            })),
          }}
          chart={
            <ColumnBars
              data={countBars(
                data.byOverallRisk.map((r) => ({ name: levelName(r.risk), count: r.count, fill: riskFill(r.risk) })),
                t,
              )}
              format={formatCount}
            />
          }
        />
        <FigureCard
          title={t("analytics:risk.byDomain")}
          description={t("analytics:risk.byDomainHint")}
          empty={empty}
          figures={{
            key: "risk-by-domain",
            columns: [
              t("analytics:columns.domain"),
              t("analytics:columns.weight"),
              t("analytics:columns.scored"),
              t("analytics:columns.average"),
              ...levelColumns,
            ],
            rows: data.byDomain.map((d) => ({
              key: d.domain,
              cells: [
                domainLabel(d.domain),
                percentText(d.weightPercent, 100),
                formatCount(d.scored),
                score(d.average),
                ...LEVELS.map((l) => formatCount(d.levels[l])),
              ],
              csv: [domainLabel(d.domain), d.weightPercent, d.scored, d.average, ...LEVELS.map((l) => d.levels[l])],
            })),
          }}
          chart={
            <RowBars
              max={10}
              data={data.byDomain.map((d) => ({
                name: domainLabel(d.domain),
                value: d.average ?? 0,
                valueText: d.average === null ? t("analytics:risk.noScores") : score(d.average),
                fill: d.average === null ? riskFill(null) : riskFill(bandOf(d.average)),
                tooltip: {
                  title: domainLabel(d.domain),
                  value: t("analytics:risk.domainTooltip", {
                    average: score(d.average),
                    count: d.scored,
                    n: formatCount(d.scored),
                  }),
                },
              }))}
            />
          }
        />
        <FigureCard
          className="lg:col-span-2"
          title={t("analytics:risk.overTime")}
          description={t("analytics:risk.overTimeHint", { period })}
          empty={completed === 0 ? t("analytics:risk.overTimeEmpty") : null}
          figures={{
            key: "risk-over-time",
            columns: [
              t("analytics:columns.month"),
              t("analytics:columns.completed"),
              t("analytics:columns.averageScore"),
              ...levelColumns,
            ],
            rows: data.overTime.map((m) => ({
              key: m.month,
              cells: [
                formatMonth(m.month),
                formatCount(m.completed),
                score(m.averageScore),
                ...LEVELS.map((l) => formatCount(m.levels[l])),
              ],
              csv: [m.month, m.completed, m.averageScore, ...LEVELS.map((l) => m.levels[l])],
            })),
          }}
          chart={
            <StackedBars
              format={formatCount}
              series={LEVELS.map((level) => ({ key: level, name: levelName(level), fill: riskFill(level) }))}
              data={data.overTime.map((m) => ({ name: formatMonth(m.month), ...m.levels }))}
            />
          }
        />
      </div>
    </>
  );
}
