import { useQuery } from "@tanstack/react-query";
import { Card, Skeleton } from "@tprm/ui";
import { CheckCircle2Icon, ClockIcon, TimerIcon, ZapIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { QueryErrorAlert } from "../../../components/QueryErrorAlert";
import { formatCount } from "../../../lib/format";
import { useTRPC } from "../../../lib/trpc";
import { barWidth, distribution, hasFigure } from "../workflows-format";

/**
 * Analytics & Reports (001 §2.4; the spec's figures were static, DESIGN.md): cycle time, on-time completion, approval
 * success and step automation computed from the workflows, each '—' with the reason while there is nothing to count,
 * and the distribution by type as a bar list (counts and shares in words).
 */
export default function AnalyticsPanel() {
  const { t } = useTranslation(["workflows"]);
  const trpc = useTRPC();
  const analytics = useQuery(trpc.workflows.analytics.queryOptions());
  if (analytics.isError) {
    return (
      <QueryErrorAlert
        title={t("workflows:analytics.loadFailed")}
        error={analytics.error}
        fallback={t("workflows:analytics.loadFailedHint")}
        onRetry={() => void analytics.refetch()}
        retrying={analytics.isFetching}
      />
    );
  }
  const a = analytics.data;
  const percent = (v: number) => t("workflows:percent", { n: formatCount(v) });
  return (
    <div className="grid gap-6">
      <ul
        className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4"
        aria-label={t("workflows:analytics.figures")}
      >
        <Metric
          icon={<ClockIcon />}
          label={t("workflows:analytics.cycleTime")}
          value={
            a
              ? hasFigure(a.cycleTimeDays)
                ? t("workflows:analytics.days", { count: a.cycleTimeDays, n: formatCount(a.cycleTimeDays) })
                : null
              : undefined
          }
          explain={t("workflows:analytics.cycleTimeExplain")}
          empty={t("workflows:analytics.cycleTimeEmpty")}
          testId="metric-cycle-time"
        />
        <Metric
          icon={<TimerIcon />}
          label={t("workflows:analytics.onTime")}
          value={a ? (hasFigure(a.onTimeCompletion) ? percent(a.onTimeCompletion) : null) : undefined}
          explain={t("workflows:analytics.onTimeExplain")}
          empty={t("workflows:analytics.onTimeEmpty")}
          testId="metric-on-time"
        />
        <Metric
          icon={<CheckCircle2Icon />}
          label={t("workflows:analytics.approval")}
          value={a ? (hasFigure(a.approvalSuccess) ? percent(a.approvalSuccess) : null) : undefined}
          explain={t("workflows:analytics.approvalExplain")}
          empty={t("workflows:analytics.approvalEmpty")}
          testId="metric-approval"
        />
        <Metric
          icon={<ZapIcon />}
          label={t("workflows:analytics.automation")}
          value={a ? (hasFigure(a.stepAutomation) ? percent(a.stepAutomation) : null) : undefined}
          explain={t("workflows:analytics.automationExplain")}
          empty={t("workflows:analytics.automationEmpty")}
          testId="metric-automation"
        />
      </ul>
      <Card className="gap-4 px-4 py-5 sm:px-6">
        <div className="grid gap-1">
          <h2 className="text-lg font-semibold">{t("workflows:analytics.distribution")}</h2>
          <p className="text-sm text-muted-foreground">
            {a
              ? t("workflows:analytics.distributionTotal", { count: a.total, n: formatCount(a.total) })
              : t("workflows:analytics.loading")}
          </p>
        </div>
        {a ? (
          <ul className="grid gap-3" data-testid="type-distribution">
            {distribution(a.byType).map((d) => (
              <li key={d.type} className="grid gap-1" data-testid="type-share" data-type={d.type}>
                <div className="flex flex-wrap justify-between gap-2 text-sm">
                  <span className="font-medium">{t(`workflows:types.${d.type}`)}</span>
                  <span className="tabular-nums">
                    {t("workflows:analytics.share", {
                      count: d.count,
                      n: formatCount(d.count),
                      share: formatCount(d.share),
                    })}
                  </span>
                </div>
                <div className="h-2.5 overflow-hidden rounded-full bg-muted" aria-hidden="true">
                  <div className="h-full rounded-full bg-primary" style={{ width: barWidth(d.count, d.share) }} />
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <Skeleton className="h-40 w-full" />
        )}
      </Card>
    </div>
  );
}

function Metric({
  icon,
  label,
  value,
  explain,
  empty,
  testId,
}: {
  icon: ReactNode;
  label: string;
  /** The figure; null when there is nothing to count yet; undefined while loading. */
  value: string | null | undefined;
  explain: string;
  empty: string;
  testId: string;
}) {
  return (
    <li>
      <Card className="h-full gap-1 px-4 py-4" data-testid={testId}>
        <div className="flex items-center gap-2 text-sm text-muted-foreground">
          <span aria-hidden="true" className="[&>svg]:size-4">
            {icon}
          </span>
          {label}
        </div>
        {value === undefined ? (
          <Skeleton className="h-8 w-20" />
        ) : (
          <p className="text-2xl font-semibold tabular-nums" data-testid={`${testId}-value`}>
            {value ?? "—"}
          </p>
        )}
        <p className="text-xs text-muted-foreground">{value === null ? empty : explain}</p>
      </Card>
    </li>
  );
}
