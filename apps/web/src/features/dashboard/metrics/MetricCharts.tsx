import type { KeyMetrics } from "@tprm/api/schemas";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@tprm/ui";
import { useTranslation } from "react-i18next";
import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { AXIS_TICK, ColouredBar, GRID_STROKE, LABEL_TEXT } from "../../../components/chart-shapes";
import { RISK_COLOUR_VARS, riskFill } from "../../../components/risk-level";
import { formatCalendarDate, formatCount, formatDecimal } from "../../../lib/format";

/** The trend chart's lines: the two scores stored in the daily snapshots (counts would need another scale). */
const HISTORY_LINES = ["riskScore", "complianceScore"] as const;
const LINE_COLOURS = ["var(--color-sky-600)", "var(--color-violet-600)"];

/**
 * The dashboard's charts (a chunk of its own with recharts): vendors by their latest assessment's overall risk and
 * the risk and compliance scores over the stored daily snapshots. Each drawing is hidden from screen readers; a
 * table beside it carries the same figures.
 */
export default function MetricCharts({ data }: { data: KeyMetrics }) {
  const { t } = useTranslation(["dashboard", "vendors"]);
  const byLevel = data.riskByLevel;
  const lines = HISTORY_LINES.filter((key) => data.history.some((h) => typeof h.metrics[key] === "number"));
  const history = data.history.map((h) => ({ date: formatCalendarDate(h.date), ...h.metrics }));
  return (
    <div className={`grid gap-4 lg:grid-cols-2 ${RISK_COLOUR_VARS}`}>
      {byLevel && (
        <Card data-testid="chart-risk-by-level">
          <CardHeader>
            <CardTitle>{t("dashboard:charts.byLevel.title")}</CardTitle>
            <CardDescription>{t("dashboard:charts.byLevel.description")}</CardDescription>
          </CardHeader>
          <CardContent>
            {byLevel.every((r) => r.count === 0) ? (
              <p className="text-muted-foreground text-sm">{t("dashboard:charts.byLevel.empty")}</p>
            ) : (
              <>
                <div className="h-52" aria-hidden="true">
                  <ResponsiveContainer width="100%" height="100%">
                    <BarChart
                      data={byLevel.map((r) => ({
                        name: t(`vendors:riskLevel.${r.risk}`),
                        count: r.count,
                        countText: formatCount(r.count),
                        fill: riskFill(r.risk),
                      }))}
                      accessibilityLayer={false}
                      margin={{ top: 20, right: 8, bottom: 0, left: -16 }}
                    >
                      <CartesianGrid vertical={false} stroke={GRID_STROKE} />
                      <XAxis dataKey="name" tick={AXIS_TICK} tickLine={false} axisLine={{ stroke: GRID_STROKE }} />
                      <YAxis allowDecimals={false} tick={AXIS_TICK} tickLine={false} axisLine={false} />
                      <Bar dataKey="count" radius={[4, 4, 0, 0]} maxBarSize={56} shape={ColouredBar}>
                        <LabelList dataKey="countText" position="top" style={LABEL_TEXT} />
                      </Bar>
                    </BarChart>
                  </ResponsiveContainer>
                </div>
                <table className="sr-only">
                  <caption>{t("dashboard:charts.byLevel.title")}</caption>
                  <tbody>
                    {byLevel.map((r) => (
                      <tr key={r.risk}>
                        <th scope="row">{t(`vendors:riskLevel.${r.risk}`)}</th>
                        <td>{formatCount(r.count)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </>
            )}
          </CardContent>
        </Card>
      )}
      <Card data-testid="chart-history">
        <CardHeader>
          <CardTitle>{t("dashboard:charts.history.title")}</CardTitle>
          <CardDescription>{t("dashboard:charts.history.description")}</CardDescription>
        </CardHeader>
        <CardContent>
          {lines.length === 0 ? (
            <p className="text-muted-foreground text-sm">{t("dashboard:charts.history.empty")}</p>
          ) : (
            <>
              <div className="h-52" aria-hidden="true">
                <ResponsiveContainer width="100%" height="100%">
                  <LineChart data={history} accessibilityLayer={false} margin={{ top: 8, right: 8, left: -16 }}>
                    <CartesianGrid vertical={false} stroke={GRID_STROKE} />
                    <XAxis dataKey="date" tick={AXIS_TICK} tickLine={false} axisLine={{ stroke: GRID_STROKE }} />
                    <YAxis tick={AXIS_TICK} tickLine={false} axisLine={false} />
                    <Tooltip />
                    {lines.map((key, i) => (
                      <Line
                        key={key}
                        dataKey={key}
                        name={t(`dashboard:figures.${key}.label`)}
                        stroke={LINE_COLOURS[i % LINE_COLOURS.length]}
                        dot={false}
                        strokeWidth={2}
                        connectNulls
                      />
                    ))}
                  </LineChart>
                </ResponsiveContainer>
              </div>
              <table className="sr-only">
                <caption>{t("dashboard:charts.history.title")}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t("dashboard:charts.history.date")}</th>
                    {lines.map((key) => (
                      <th key={key} scope="col">
                        {t(`dashboard:figures.${key}.label`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {data.history.map((h) => (
                    <tr key={h.date}>
                      <th scope="row">{formatCalendarDate(h.date)}</th>
                      {lines.map((key) => (
                        <td key={key}>{typeof h.metrics[key] === "number" ? formatDecimal(h.metrics[key], 1) : "—"}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
