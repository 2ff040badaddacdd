import type { KeyMetrics as KeyMetricsData } from "@tprm/api/schemas";
import { Skeleton } from "@tprm/ui";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { mayOpen } from "../../../auth/route-access";
import { QueryErrorAlert } from "../../../components/QueryErrorAlert";
import { formatDateTime } from "../../../lib/format";
import { useSession } from "../../../lib/session";
import { FigureCard } from "./FigureCard";
import { dashboardViewOf, FIGURE_LINKS, VIEW_FIGURES } from "./figure-view";
import { useKeyMetrics } from "./use-key-metrics";

const MetricCharts = lazy(() => import("./MetricCharts"));

/**
 * The dashboard's KPI cards and charts (GET /api/dashboard/key-metrics): the figures of the caller's view (a Board
 * Member's posture or the register's work in hand), each linking to its records, then the charts in a lazy chunk.
 */
export function KeyMetrics() {
  const { t } = useTranslation(["dashboard", "common"]);
  const { data: me } = useSession();
  const query = useKeyMetrics();
  if (query.isPending) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-busy="true">
        <span className="sr-only">{t("dashboard:loading")}</span>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-32 w-full" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <QueryErrorAlert
        title={t("dashboard:error.title")}
        error={query.error}
        fallback={t("dashboard:error.load")}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return <Figures data={query.data} role={me?.role ?? null} />;
}

function Figures({ data, role }: { data: KeyMetricsData; role: string | null }) {
  const { t } = useTranslation(["dashboard"]);
  const view = dashboardViewOf(role);
  const keys = VIEW_FIGURES[view].filter((key) => data.figures[key] !== null);
  return (
    <section aria-labelledby="key-metrics-title" className="space-y-4" data-testid={`key-metrics-${view}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="key-metrics-title" className="font-semibold text-lg">
          {t(`dashboard:views.${view}`)}
        </h2>
        <p className="text-muted-foreground text-xs" data-testid="key-metrics-measured">
          {t("dashboard:measuredAt", { time: formatDateTime(data.measuredAt) })}
        </p>
      </div>
      {keys.length === 0 ? (
        <p className="text-muted-foreground">{t("dashboard:noFigures")}</p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {keys.map((key) => {
            const figure = data.figures[key];
            if (!figure) return null;
            const href = mayOpen(role, FIGURE_LINKS[key].split("?")[0] ?? "") ? FIGURE_LINKS[key] : null;
            return <FigureCard key={key} figureKey={key} figure={figure} href={href} />;
          })}
        </div>
      )}
      <Suspense fallback={<Skeleton className="h-64 w-full" />}>
        <MetricCharts data={data} />
      </Suspense>
    </section>
  );
}
