import { Card, CardContent, CardDescription, CardHeader, cn } from "@tprm/ui";
import { type ReactNode, useId } from "react";

/** One chart of the dashboard: a titled section (h2 under the page's h1) in a card. */
export function ChartCard({
  title,
  description,
  className,
  testId,
  children,
}: {
  title: string;
  description?: string;
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card className={cn("min-w-0 gap-4", className)} data-testid={testId} aria-labelledby={titleId} role="region">
      <CardHeader>
        <h2 id={titleId} className="font-semibold leading-none">
          {title}
        </h2>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className="min-w-0">{children}</CardContent>
    </Card>
  );
}

/**
 * A chart's figures as a table for screen readers (the drawing itself is hidden from them): the same numbers the
 * bars show, with a caption naming the chart.
 */
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
    <div className="sr-only" data-testid="chart-figures">
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

/** What a tooltip shows: the row's name and its figure, already worded. */
export interface TooltipText {
  title: string;
  value: string;
}

/** The hover box of every chart, in the theme's popover colours (recharts' own is white in the dark theme too). */
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
