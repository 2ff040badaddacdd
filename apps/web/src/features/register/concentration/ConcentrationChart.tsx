import { Bar, BarChart, CartesianGrid, LabelList, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { AXIS_TICK, GRID_STROKE, LABEL_TEXT } from "../../../components/chart-shapes";

export interface ShareBar {
  name: string;
  /** Per cent, 0 to 100. */
  percent: number;
  label: string;
}

/**
 * The providers ranked by their share of the critical functions, as horizontal bars (a chunk of its own with
 * recharts); hidden from screen readers, the table below carries the same figures.
 */
export default function ConcentrationChart({ bars, seriesName }: { bars: ShareBar[]; seriesName: string }) {
  return (
    <div style={{ height: Math.max(120, bars.length * 40 + 40) }} aria-hidden="true" data-testid="concentration-chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={bars}
          layout="vertical"
          accessibilityLayer={false}
          margin={{ top: 4, right: 48, bottom: 4, left: 8 }}
        >
          <CartesianGrid horizontal={false} stroke={GRID_STROKE} />
          <XAxis type="number" domain={[0, 100]} tick={AXIS_TICK} tickLine={false} unit="%" />
          <YAxis type="category" dataKey="name" width={130} tick={AXIS_TICK} tickLine={false} axisLine={false} />
          <Tooltip cursor={{ fill: "var(--muted)" }} formatter={(_value, _name, item) => item.payload.label} />
          <Bar
            dataKey="percent"
            name={seriesName}
            fill="var(--color-sky-600)"
            radius={[0, 4, 4, 0]}
            maxBarSize={24}
            isAnimationActive={false}
          >
            <LabelList dataKey="label" position="right" style={LABEL_TEXT} />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
