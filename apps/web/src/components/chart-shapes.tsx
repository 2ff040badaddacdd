// The bar charts' shared pieces (the risk-assessment dashboard and analytics): the theme's axis, label and grid
// colours, a bar drawn in its row's colour, and an axis label that wraps on a phone.
import { type BarShapeProps, Rectangle, Text } from "recharts";

/** Text of a chart's axes and labels: the theme's own colours (recharts' grey fails contrast on the dark card). */
export const AXIS_TICK = { fill: "var(--muted-foreground)", fontSize: 12 } as const;
export const LABEL_TEXT = { fill: "var(--foreground)", fontSize: 12 } as const;
export const GRID_STROKE = "var(--border)";

/** Draws each bar in its own row's colour, `fill` of its data row (recharts' Cell is deprecated for a shape). */
export function ColouredBar(props: BarShapeProps) {
  const fill = (props.payload as { fill?: string } | undefined)?.fill ?? props.fill;
  return <Rectangle {...props} fill={fill} />;
}

/** A category axis label that wraps onto a second line when its bar is narrow (a phone), instead of overlapping. */
export function WrappedTick(props: {
  x?: number | string;
  y?: number | string;
  width?: number | string;
  visibleTicksCount?: number;
  payload?: { value?: unknown };
}) {
  const band = Number(props.width ?? 0) / Math.max(1, props.visibleTicksCount ?? 1);
  return (
    <Text
      x={Number(props.x ?? 0)}
      y={Number(props.y ?? 0)}
      width={Math.max(40, band - 4)}
      textAnchor="middle"
      verticalAnchor="start"
      fill={AXIS_TICK.fill}
      fontSize={AXIS_TICK.fontSize}
    >
      {String(props.payload?.value ?? "")}
    </Text>
  );
}
