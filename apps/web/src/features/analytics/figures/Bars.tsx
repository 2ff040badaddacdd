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
export function ColumnBars({ data, format }: { data: BarDatum[]; format: (value: number) => string }) {
  return (
    <div className="h-56" aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} accessibilityLayer={false} margin={{ top: 20, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid vertical={false} stroke={GRID_STROKE} />
          <XAxis
            dataKey="name"
            tick={WrappedTick}
            tickLine={false}
            axisLine={{ stroke: GRID_STROKE }}
            interval={0}
            height={36}
          />
          <YAxis tick={AXIS_TICK} tickLine={false} axisLine={false} tickFormatter={format} width={56} />
          <Tooltip content={ChartTooltip} cursor={{ fill: "var(--muted)" }} />
          <Bar dataKey="value" maxBarSize={48} radius={[4, 4, 0, 0]} shape={ColouredBar}>
            <LabelList dataKey="valueText" position="top" style={LABEL_TEXT} />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

const ROW_HEIGHT = 44;

/** The row's name written above its bar, so long names (vendors, countries, gaps) never squeeze the bars on a phone. */
function NameLabel(props: { x?: number | string; y?: number | string; value?: unknown }) {
  return (
    <text x={Number(props.x ?? 0)} y={Number(props.y ?? 0) - 6} style={LABEL_TEXT}>
      {String(props.value ?? "")}
    </text>
  );
}

/** Lying bars for ranked rows with long names, the value at the end of each. Hidden from screen readers. */
export function RowBars({ data, max }: { data: BarDatum[]; max?: number }) {
  return (
    <div style={{ height: data.length * ROW_HEIGHT + 16 }} aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={data}
          layout="vertical"
          accessibilityLayer={false}
          margin={{ top: 16, right: 72, bottom: 0, left: 8 }}
          barCategoryGap={0}
        >
          <XAxis type="number" hide domain={[0, max ?? "dataMax"]} />
          <YAxis type="category" dataKey="name" hide width={0} />
          <Tooltip content={ChartTooltip} cursor={{ fill: "var(--muted)", opacity: 0.5 }} />
          <Bar dataKey="value" barSize={14} radius={3} shape={ColouredBar} background={{ fill: "var(--muted)" }}>
            <LabelList dataKey="name" content={NameLabel} />
            <LabelList dataKey="valueText" position="right" style={LABEL_TEXT} />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
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
