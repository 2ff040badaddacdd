import { Bar, CartesianGrid, ComposedChart, Line, ResponsiveContainer, XAxis, YAxis } from "recharts";
import { AXIS_TICK, GRID_STROKE } from "../../../components/chart-shapes";
import { formatTimeOfDay } from "../../../lib/format";
import type { SeriesMinute } from "./series-summary";

export const REQUEST_COLOUR = "var(--color-sky-600)";
export const P95_COLOUR = "var(--color-violet-600)";

/**
 * Requests per minute (bars, left axis) and the 95th percentile of their duration (line, right axis, ms). A chunk
 * of its own with recharts (docs/DECISIONS.md, "Charts"); the drawing is hidden from screen readers, the panel
 * gives the figures as a table.
 */
export default function RequestChart({ minutes }: { minutes: readonly SeriesMinute[] }) {
  const data = minutes.map((m) => ({ time: formatTimeOfDay(m.at), requests: m.requests, p95: m.p95Ms }));
  return (
    <div className="h-64" aria-hidden="true" data-testid="request-chart">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 0, bottom: 0, left: -16 }}>
          <CartesianGrid vertical={false} stroke={GRID_STROKE} />
          <XAxis dataKey="time" tick={AXIS_TICK} tickLine={false} axisLine={{ stroke: GRID_STROKE }} minTickGap={24} />
          <YAxis yAxisId="requests" allowDecimals={false} tick={AXIS_TICK} tickLine={false} axisLine={false} />
          <YAxis yAxisId="ms" orientation="right" tick={AXIS_TICK} tickLine={false} axisLine={false} unit=" ms" />
          <Bar
            yAxisId="requests"
            dataKey="requests"
            fill={REQUEST_COLOUR}
            radius={[2, 2, 0, 0]}
            isAnimationActive={false}
          />
          <Line
            yAxisId="ms"
            dataKey="p95"
            stroke={P95_COLOUR}
            strokeWidth={2}
            dot={false}
            connectNulls={false}
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
