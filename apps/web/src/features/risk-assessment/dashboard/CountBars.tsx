import { Bar, BarChart, CartesianGrid, LabelList, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { AXIS_TICK, ColouredBar, GRID_STROKE, LABEL_TEXT, WrappedTick } from "../../../components/chart-shapes";
import { formatCount } from "../../../lib/format";
import { ChartTooltip } from "./ChartCard";
import { countAxisTop } from "./dashboard-data";

/** One bar of a count chart: its axis label, count and count as shown, colour and tooltip. */
export interface CountBar {
  name: string;
  count: number;
  countText: string;
  fill: string;
  tooltip: { title: string; value: string };
}

/** Bars of counts, each coloured on its own with its count on top; hidden from screen readers (a table says it). */
export function CountBars({ data, maxBarSize }: { data: CountBar[]; maxBarSize: number }) {
  return (
    <div className="h-52" aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} accessibilityLayer={false} margin={{ top: 20, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid vertical={false} stroke={GRID_STROKE} />
          <XAxis
            dataKey="name"
            tick={WrappedTick}
            tickLine={false}
            axisLine={{ stroke: GRID_STROKE }}
            interval={0}
            height={36}
          />
          <YAxis
            allowDecimals={false}
            domain={[0, countAxisTop]}
            tick={AXIS_TICK}
            tickLine={false}
            axisLine={false}
            tickFormatter={(value: number) => formatCount(value)}
          />
          <Tooltip content={ChartTooltip} cursor={{ fill: "var(--muted)" }} />
          <Bar dataKey="count" maxBarSize={maxBarSize} radius={[4, 4, 0, 0]} shape={ColouredBar}>
            <LabelList dataKey="countText" position="top" style={LABEL_TEXT} />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
