import { Bar, BarChart, CartesianGrid, LabelList, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import {
  AXIS_TICK,
  ChartTooltip,
  ColouredBar,
  GRID_STROKE,
  LABEL_TEXT,
  type TooltipText,
  WrappedTick,
} from "./chart-parts";

/** One bar: its name, value and value as shown, colour and tooltip. */
export interface BarDatum {
  name: string;
  value: number;
  valueText: string;
  fill: string;
  tooltip: TooltipText;
}

/** The neutral bar colour (a level or a status has its own). */
export const PRIMARY_FILL = "var(--primary)";

/** Upright bars for a few short categories (statuses, levels), each value on top. Hidden from screen readers. */
export function ColumnBars({
  data,
  format,
  wholeNumbers = true,
  series = false,
}: {
  data: BarDatum[];
  format: (value: number) => string;
  /** Counts: no ticks between whole numbers. */
  wholeNumbers?: boolean;
  /** A time series (months): axis labels thinned out to fit, no value above each bar (the tooltip and table say it). */
  series?: boolean;
}) {
  return (
    <div className="h-56" aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} accessibilityLayer={false} margin={{ top: 20, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid vertical={false} stroke={GRID_STROKE} />
          <XAxis
            dataKey="name"
            tick={series ? AXIS_TICK : WrappedTick}
            tickLine={false}
            axisLine={{ stroke: GRID_STROKE }}
            interval={series ? "preserveStartEnd" : 0}
            minTickGap={series ? 12 : undefined}
            height={36}
          />
          <YAxis
            tick={AXIS_TICK}
            tickLine={false}
            axisLine={false}
            tickFormatter={format}
            width={56}
            allowDecimals={!wholeNumbers}
          />
          <Tooltip content={ChartTooltip} cursor={{ fill: "var(--muted)" }} />
          <Bar dataKey="value" maxBarSize={48} radius={[4, 4, 0, 0]} shape={ColouredBar} isAnimationActive={false}>
            {!series && <LabelList dataKey="valueText" position="top" style={LABEL_TEXT} />}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

/**
 * Lying bars for ranked rows with long names (vendors, countries, gaps, domains): each name wraps above its bar with
 * the value beside it, so nothing overflows on a phone. Drawn in HTML; hidden from screen readers (a table says it).
 */
export function RowBars({ data, max }: { data: BarDatum[]; max?: number }) {
  const top = max ?? Math.max(0, ...data.map((d) => d.value));
  return (
    <ul className="grid gap-3" aria-hidden="true" data-testid="row-bars">
      {data.map((d, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: ranked rows; two vendors may share a name
        <li key={index} className="grid gap-1" title={`${d.tooltip.title}: ${d.tooltip.value}`}>
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span className="min-w-0 break-words">{d.name}</span>
            <span className="shrink-0 tabular-nums text-muted-foreground">{d.valueText}</span>
          </div>
          <div className="h-3 overflow-hidden rounded-sm bg-muted">
            <div
              className="h-full rounded-sm"
              style={{
                width: `${top > 0 ? Math.max(0, Math.min(100, (d.value / top) * 100)) : 0}%`,
                background: d.fill,
              }}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** One series of a stacked chart: its key in the data rows, name in the legend, colour. */
export interface Series {
  key: string;
  name: string;
  fill: string;
}

/** Bars per period with the series stacked (assessments per month by risk). Hidden from screen readers. */
export function StackedBars({
  data,
  series,
  format,
}: {
  data: ReadonlyArray<Record<string, string | number>>;
  series: readonly Series[];
  format: (value: number) => string;
}) {
  return (
    <div className="h-64" aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={[...data]} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid vertical={false} stroke={GRID_STROKE} />
          <XAxis dataKey="name" tick={AXIS_TICK} tickLine={false} axisLine={{ stroke: GRID_STROKE }} minTickGap={8} />
          <YAxis
            tick={AXIS_TICK}
            tickLine={false}
            axisLine={false}
            tickFormatter={format}
            width={56}
            allowDecimals={false}
          />
          <Tooltip
            cursor={{ fill: "var(--muted)" }}
            contentStyle={TOOLTIP_STYLE}
            formatter={(value) => format(Number(value))}
          />
          <Legend wrapperStyle={{ fontSize: 12, color: "var(--foreground)" }} />
          {series.map((s, index) => (
            <Bar
              key={s.key}
              dataKey={s.key}
              name={s.name}
              stackId="all"
              fill={s.fill}
              maxBarSize={40}
              radius={index === series.length - 1 ? [4, 4, 0, 0] : 0}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

/** recharts' own tooltip in the theme's popover colours. */
const TOOLTIP_STYLE = {
  background: "var(--popover)",
  color: "var(--popover-foreground)",
  border: "1px solid var(--border)",
  borderRadius: 6,
  fontSize: 12,
} as const;
