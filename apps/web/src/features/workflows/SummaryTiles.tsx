import type { UseQueryResult } from "@tanstack/react-query";
import { Alert, AlertDescription, AlertTitle, Button, Card, cn, Progress, Skeleton } from "@tprm/ui";
import { ActivityIcon, AlertTriangleIcon, FlameIcon, GaugeIcon, TimerIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { QueryErrorAlert } from "../../components/QueryErrorAlert";
import { formatCount } from "../../lib/format";
import type { WorkflowSummary } from "./types";

type Summary = WorkflowSummary;

/**
 * The header tiles of 001 §2.4 — Active Workflows (in progress of total), Average Progress, Overdue Items, Critical
 * Priority — and the warning banner while anything is overdue, whose button filters the table to the overdue rows.
 */
export function SummaryTiles({
  summary,
  onShowOverdue,
}: {
  summary: UseQueryResult<Summary, unknown>;
  onShowOverdue: () => void;
}) {
  const { t } = useTranslation(["workflows"]);
  if (summary.isError) {
    return (
      <div className="mb-6">
        <QueryErrorAlert
          title={t("workflows:tiles.loadFailed")}
          error={summary.error}
          fallback={t("workflows:tiles.loadFailedHint")}
          onRetry={() => void summary.refetch()}
          retrying={summary.isFetching}
        />
      </div>
    );
  }
  const s = summary.data;
  return (
    <div className="mb-6 grid gap-4">
      <ul className="grid grid-cols-2 gap-3 xl:grid-cols-4" aria-label={t("workflows:tiles.label")}>
        <Tile
          icon={<ActivityIcon />}
          label={t("workflows:tiles.active")}
          value={s ? formatCount(s.inProgress) : null}
          detail={s ? t("workflows:tiles.activeOf", { total: formatCount(s.total) }) : null}
          testId="tile-active"
        />
        <Tile
          icon={<GaugeIcon />}
          label={t("workflows:tiles.averageProgress")}
          value={s ? t("workflows:percent", { n: formatCount(s.averageProgress) }) : null}
          detail={
            s ? (
              <Progress value={s.averageProgress} aria-label={t("workflows:tiles.averageProgress")} className="mt-1" />
            ) : null
          }
          testId="tile-progress"
        />
        <Tile
          icon={<TimerIcon />}
          label={t("workflows:tiles.overdue")}
          value={s ? formatCount(s.overdue) : null}
          detail={s ? t("workflows:tiles.overdueHint") : null}
          alarm={!!s && s.overdue > 0}
          testId="tile-overdue"
        />
        <Tile
          icon={<FlameIcon />}
          label={t("workflows:tiles.critical")}
          value={s ? formatCount(s.critical) : null}
          detail={s ? t("workflows:tiles.criticalHint") : null}
          testId="tile-critical"
        />
      </ul>
      {s && s.overdue > 0 && (
        <Alert variant="warning" data-testid="overdue-banner">
          <AlertTriangleIcon aria-hidden="true" />
          <AlertTitle>{t("workflows:banner.title", { count: s.overdue, n: formatCount(s.overdue) })}</AlertTitle>
          <AlertDescription className="flex flex-wrap items-center justify-between gap-2">
            <p>{t("workflows:banner.text")}</p>
            <Button variant="outline" size="sm" onClick={onShowOverdue} data-testid="show-overdue">
              {t("workflows:banner.show")}
            </Button>
          </AlertDescription>
        </Alert>
      )}
    </div>
  );
}

function Tile({
  icon,
  label,
  value,
  detail,
  alarm = false,
  testId,
}: {
  icon: ReactNode;
  label: string;
  value: string | null;
  detail: ReactNode;
  alarm?: boolean;
  testId: string;
}) {
  return (
    <li>
      <Card
        className={cn("h-full gap-1 px-3 py-3 sm:px-4 sm:py-4", alarm && "border-red-300 dark:border-red-500/50")}
        data-testid={testId}
      >
        <div className="flex items-start gap-2 text-sm text-muted-foreground">
          <span
            aria-hidden="true"
            className={cn("mt-0.5 shrink-0 [&>svg]:size-4", alarm && "text-red-700 dark:text-red-400")}
          >
            {icon}
          </span>
          {label}
        </div>
        {value === null ? (
          <Skeleton className="h-8 w-16" />
        ) : (
          <p
            className={cn("text-2xl font-semibold tabular-nums", alarm && "text-red-700 dark:text-red-400")}
            data-testid={`${testId}-value`}
          >
            {value}
          </p>
        )}
        <div className="text-xs text-muted-foreground">{detail}</div>
      </Card>
    </li>
  );
}
