// The small pieces every analytics chart shares: the tooltip, the empty state and the screen readers' table of a
// chart's figures; the axis colours, bar shape and wrapping label are the dashboard's too (components/chart-shapes).
import type { ReactNode } from "react";

export { AXIS_TICK, ColouredBar, GRID_STROKE, LABEL_TEXT, WrappedTick } from "../../../components/chart-shapes";

/** What a tooltip shows: the row's name and its figure, already worded. */
export interface TooltipText {
  title: string;
  value: string;
}

/** The hover box, in the theme's popover colours. */
export function ChartTooltip({
  active,
  payload,
}: {
  active?: boolean;
  payload?: ReadonlyArray<{ payload?: { tooltip?: TooltipText } }>;
}) {
  const text = payload?.[0]?.payload?.tooltip;
  if (!active || !text) return null;
  return (
    <div className="rounded-md border bg-popover px-3 py-2 text-sm text-popover-foreground shadow-md">
      <p className="font-medium">{text.title}</p>
      <p className="text-muted-foreground">{text.value}</p>
    </div>
  );
}

/** A chart with nothing to draw says so in its place. */
export function ChartEmpty({ children }: { children: ReactNode }) {
  return (
    <p
      className="flex min-h-32 items-center justify-center rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground"
      data-testid="chart-empty"
    >
      {children}
    </p>
  );
}

/** A chart's figures as a table for screen readers (the drawing is hidden from them). */
export function FiguresTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: readonly string[];
  rows: ReadonlyArray<{ key: string; cells: readonly string[] }>;
}) {
  // The wrapper is what is visually hidden: a table ignores the 1 px width of .sr-only and would widen the page.
  return (
    <div className="sr-only">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, index) =>
                index === 0 ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed; a cell's place is its identity
                  <th key={index} scope="row">
                    {cell}
                  </th>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: as above
                  <td key={index}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
