import type { DashboardFigure, DashboardFigureKey } from "@tprm/api/schemas";
import { Badge, Card, CardContent } from "@tprm/ui";
import { ArrowDownRight, ArrowRight, ArrowUpRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatCalendarDate, formatCount, formatDecimal } from "../../../lib/format";
import { figureUnit } from "./figure-view";

/** A figure's value as text: "6.2/10", "87 %", "1,204"; null stays "—". */
export function useFigureText() {
  const { t } = useTranslation("dashboard");
  return (key: DashboardFigureKey, value: number | null) => {
    if (value === null) return "—";
    const unit = figureUnit(key);
    if (unit === "outOfTen") return t("dashboard:units.outOfTen", { value: formatDecimal(value, 1, 1) });
    if (unit === "percent") return t("dashboard:units.percent", { value: formatCount(value) });
    return formatCount(value);
  };
}

function TrendLine({ figureKey, figure }: { figureKey: DashboardFigureKey; figure: DashboardFigure }) {
  const { t } = useTranslation("dashboard");
  const { trend } = figure;
  if (trend.kind === "none") {
    return <p className="text-muted-foreground text-xs">{t("dashboard:trend.none")}</p>;
  }
  const Icon = trend.direction === "up" ? ArrowUpRight : trend.direction === "down" ? ArrowDownRight : ArrowRight;
  const unit = figureUnit(figureKey);
  const change =
    unit === "outOfTen" ? formatDecimal(Math.abs(trend.change), 1, 1) : formatCount(Math.abs(trend.change));
  const sign = trend.change > 0 ? "+" : trend.change < 0 ? "−" : "±";
  return (
    <p className="flex items-center gap-1 text-muted-foreground text-xs" data-testid={`trend-${figureKey}`}>
      <Icon className="size-3.5 shrink-0" aria-hidden="true" />
      {t("dashboard:trend.change", {
        change: `${sign}${change}${unit === "percent" ? t("dashboard:units.points") : ""}`,
        date: formatCalendarDate(figure.comparedWith),
      })}
    </p>
  );
}

/**
 * One key figure: its value (or the spec's default marked "no data yet"), its trend against the stored snapshot of
 * 30 days earlier, and a link to the records behind it when the role may open them.
 */
export function FigureCard({
  figureKey,
  figure,
  href,
}: {
  figureKey: DashboardFigureKey;
  figure: DashboardFigure;
  href: string | null;
}) {
  const { t } = useTranslation("dashboard");
  const text = useFigureText();
  const label = t(`dashboard:figures.${figureKey}.label`);
  const shownValue = figure.value ?? figure.specDefault;
  return (
    <Card className="gap-2 py-4" data-testid={`figure-${figureKey}`}>
      <CardContent className="space-y-1 px-4">
        <p className="font-medium text-muted-foreground text-sm">{label}</p>
        <p className="font-semibold text-2xl tabular-nums" data-testid={`figure-value-${figureKey}`}>
          {text(figureKey, shownValue)}
        </p>
        {figure.value === null && (
          <Badge variant="outline" data-testid={`figure-default-${figureKey}`}>
            {figure.specDefault === null ? t("dashboard:noData") : t("dashboard:specDefault")}
          </Badge>
        )}
        <p className="text-muted-foreground text-xs">{t(`dashboard:figures.${figureKey}.hint`)}</p>
        <TrendLine figureKey={figureKey} figure={figure} />
        {href && (
          <Link
            to={href}
            className="inline-block pt-1 text-primary text-sm underline-offset-4 hover:underline"
            data-testid={`figure-link-${figureKey}`}
          >
            {t("dashboard:openRecords", { figure: label })}
          </Link>
        )}
      </CardContent>
    </Card>
  );
}
