import { SCORE_MAX } from "@tprm/api/schemas";
import { useTranslation } from "react-i18next";
import { Bar, BarChart, CartesianGrid, LabelList, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { AXIS_TICK, ColouredBar, GRID_STROKE, LABEL_TEXT } from "../../../components/chart-shapes";
import { formatCount, formatDecimal } from "../../../lib/format";
import { domainLabel } from "../assessment-format";
import { ChartCard, ChartEmpty, ChartTooltip, FiguresTable } from "./ChartCard";
import { riskFill } from "./chart-palette";
import type { DomainRow } from "./dashboard-data";

const ROW_HEIGHT = 44;
const TICKS = [0, 2, 4, 6, 8, 10];

/** The domain's name and weight, written above its bar so long names never squeeze the bars on a phone. */
function NameLabel(props: { x?: number | string; y?: number | string; value?: unknown }) {
  return (
    <text x={Number(props.x ?? 0)} y={Number(props.y ?? 0) - 6} style={LABEL_TEXT}>
      {String(props.value ?? "")}
    </text>
  );
}

/**
 * Average score per domain: horizontal bars on the 0–10 scale (10 = most risk), each in the colour of its band, the
 * weight beside the name; a domain nobody scored yet says so instead of showing a zero.
 */
export function DomainAveragesChart({
  rows,
  filtered = false,
  className,
}: {
  rows: readonly DomainRow[];
  filtered?: boolean;
  className?: string;
}) {
  const { t } = useTranslation(["assessmentDashboard", "assessmentDomains", "common"]);
  const nameOf = (row: DomainRow) =>
    t("assessmentDashboard:byDomain.nameWithWeight", {
      name: domainLabel(t, row.domain),
      weight: formatCount(row.weightPercent),
    });
  const averageText = (row: DomainRow) =>
    row.average === null ? t("assessmentDashboard:byDomain.noScores") : formatDecimal(row.average, 2, 2);
  const levelText = (row: DomainRow) => t(`assessmentDashboard:risk.${row.level ?? "notRated"}`);
  const scoredText = (row: DomainRow) =>
    t("assessmentDashboard:byDomain.scored", { count: row.scored, n: formatCount(row.scored) });
  const data = rows.map((row) => ({
    name: nameOf(row),
    value: row.average ?? 0,
    valueText: averageText(row),
    fill: riskFill(row.level),
    tooltip: {
      title: nameOf(row),
      value:
        row.average === null
          ? averageText(row)
          : t("assessmentDashboard:byDomain.tooltip", {
              average: averageText(row),
              level: levelText(row),
              scored: scoredText(row),
            }),
    },
  }));
  const anyScored = rows.some((row) => row.average !== null);
  return (
    <ChartCard
      title={t("assessmentDashboard:byDomain.title")}
      description={t("assessmentDashboard:byDomain.description")}
      testId="chart-by-domain"
      className={className}
    >
      {!anyScored && (
        <ChartEmpty>
          {filtered ? t("assessmentDashboard:byDomain.emptyFiltered") : t("assessmentDashboard:byDomain.empty")}
        </ChartEmpty>
      )}
      {anyScored && (
        <div style={{ height: rows.length * ROW_HEIGHT + 40 }} aria-hidden="true">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart
              data={data}
              layout="vertical"
              accessibilityLayer={false}
              margin={{ top: 16, right: 40, bottom: 0, left: 8 }}
              barCategoryGap={0}
            >
              <CartesianGrid horizontal={false} stroke={GRID_STROKE} />
              <XAxis
                type="number"
                domain={[0, SCORE_MAX]}
                ticks={TICKS}
                tick={AXIS_TICK}
                tickLine={false}
                axisLine={{ stroke: GRID_STROKE }}
                tickFormatter={(value: number) => formatCount(value)}
              />
              <YAxis type="category" dataKey="name" hide width={0} />
              <Tooltip content={ChartTooltip} cursor={{ fill: "var(--muted)", opacity: 0.5 }} />
              <Bar dataKey="value" barSize={14} radius={3} shape={ColouredBar} background={{ fill: "var(--muted)" }}>
                <LabelList dataKey="name" content={NameLabel} />
                <LabelList dataKey="valueText" position="right" style={LABEL_TEXT} />
              </Bar>
            </BarChart>
          </ResponsiveContainer>
        </div>
      )}
      {anyScored && (
        <FiguresTable
          caption={t("assessmentDashboard:byDomain.title")}
          columns={[
            t("assessmentDashboard:figures.domain"),
            t("assessmentDashboard:figures.averageScore"),
            t("assessmentDashboard:figures.level"),
            t("assessmentDashboard:figures.scored"),
          ]}
          rows={rows.map((row) => ({
            key: row.domain,
            cells: [
              nameOf(row),
              averageText(row),
              row.average === null ? "—" : levelText(row),
              formatCount(row.scored),
            ],
          }))}
        />
      )}
    </ChartCard>
  );
}
