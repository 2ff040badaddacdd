import { calendarDateIn } from "@tprm/api/dates";
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  cn,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@tprm/ui";
import { BarChart3Icon, DownloadIcon, TableIcon } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { getPreferences } from "../../../lib/preferences";
import { type CsvValue, csvFileName, downloadCsv, toCsv } from "../analytics-view";
import { ChartEmpty, FiguresTable } from "./chart-parts";

/** A chart's figures: the columns' names, each row as the table shows it and as the CSV writes it. */
export interface Figures {
  /** Names the CSV file and the card's test id: "vendors-by-status". */
  key: string;
  columns: readonly string[];
  rows: ReadonlyArray<{ key: string; cells: readonly string[]; csv: readonly CsvValue[] }>;
}

/**
 * One chart of the analytics screen in a titled card (h2 under the page's h1): the chart, or the same figures as a
 * table (the toggle), and a CSV download of them. The drawing is hidden from screen readers; a table says it.
 */
export function FigureCard({
  title,
  description,
  figures,
  empty,
  chart,
  className,
  actions,
}: {
  title: string;
  description?: string;
  figures: Figures;
  /** Shown instead of the chart and the table when there are no rows (or nothing to draw). */
  empty?: string | null;
  chart: ReactNode;
  className?: string;
  /** Controls of the card's own (a currency choice), before the view toggle. */
  actions?: ReactNode;
}) {
  const { t } = useTranslation(["analytics"]);
  const titleId = useId();
  const [view, setView] = useState<"chart" | "table">("chart");
  const nothing = figures.rows.length === 0 || Boolean(empty);
  const download = () => {
    const today = calendarDateIn(new Date(), getPreferences().timeZone);
    downloadCsv(
      csvFileName(figures.key, today),
      toCsv(
        figures.columns,
        figures.rows.map((row) => row.csv),
      ),
    );
  };
  return (
    <Card
      className={cn("min-w-0 gap-4", className)}
      role="region"
      aria-labelledby={titleId}
      data-testid={`figure-${figures.key}`}
    >
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 flex-1 basis-56 gap-1.5">
          <h2 id={titleId} className="font-semibold leading-tight">
            {title}
          </h2>
          {description && <CardDescription>{description}</CardDescription>}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {actions}
          <fieldset className="flex rounded-md border p-0.5">
            <legend className="sr-only">{t("analytics:card.view", { title })}</legend>
            <Button
              type="button"
              size="sm"
              variant={view === "chart" ? "secondary" : "ghost"}
              aria-pressed={view === "chart"}
              onClick={() => setView("chart")}
            >
              <BarChart3Icon aria-hidden="true" />
              {t("analytics:card.chart")}
            </Button>
            <Button
              type="button"
              size="sm"
              variant={view === "table" ? "secondary" : "ghost"}
              aria-pressed={view === "table"}
              onClick={() => setView("table")}
              data-testid="show-table"
            >
              <TableIcon aria-hidden="true" />
              {t("analytics:card.table")}
            </Button>
          </fieldset>
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={download}
            disabled={figures.rows.length === 0}
            aria-label={t("analytics:card.downloadOf", { title })}
            data-testid="download-csv"
          >
            <DownloadIcon aria-hidden="true" />
            {t("analytics:card.download")}
          </Button>
        </div>
      </CardHeader>
      <CardContent className="min-w-0">
        {nothing ? (
          <ChartEmpty>{empty || t("analytics:card.empty")}</ChartEmpty>
        ) : view === "table" ? (
          <FiguresGrid caption={title} figures={figures} />
        ) : (
          <>
            {chart}
            <FiguresTable caption={title} columns={figures.columns} rows={figures.rows} />
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** The figures as a visible table: the first column names the row, the others are right-aligned numbers. */
function FiguresGrid({ caption, figures }: { caption: string; figures: Figures }) {
  return (
    <div className="max-h-96 overflow-auto rounded-md border" data-testid="figures-table">
      <Table>
        <caption className="sr-only">{caption}</caption>
        <TableHeader>
          <TableRow>
            {figures.columns.map((column, index) => (
              <TableHead key={column} scope="col" className={index > 0 ? "text-right" : undefined}>
                {column}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {figures.rows.map((row) => (
            <TableRow key={row.key}>
              {row.cells.map((cell, index) =>
                index === 0 ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed; a cell's place is its identity
                  <TableHead key={index} scope="row" className="font-medium whitespace-normal">
                    {cell}
                  </TableHead>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: as above
                  <TableCell key={index} className="text-right tabular-nums">
                    {cell}
                  </TableCell>
                ),
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
