import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { RiskAssessmentDashboard } from "@tprm/api/schemas";
import { cn, Skeleton } from "@tprm/ui";
import { ClipboardListIcon } from "lucide-react";
import { lazy, type ReactNode, Suspense, useEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { QueryErrorAlert } from "../../../components/QueryErrorAlert";
import { useTRPC } from "../../../lib/trpc";
import { CHART_COLOUR_VARS } from "./chart-palette";
import { type DashboardFilters, isFiltered, summaryInput } from "./dashboard-data";

const loadCharts = () => import("./DashboardCharts");
const DashboardCharts = lazy(loadCharts);

/** Starts downloading the charts (and recharts) early, e.g. when the pointer reaches the Dashboard toggle. */
export function preloadAssessmentDashboard(): void {
  void loadCharts().catch(() => undefined); // a failure shows when the dashboard renders
}

/**
 * The risk assessment centre's Dashboard view: the summary's figures under the list's filters, drawn as five charts.
 * The figures and the chart code download side by side; until both are in, the charts' outline shows.
 */
export function AssessmentDashboard({ filters }: { filters: DashboardFilters }) {
  const trpc = useTRPC();
  const input = useMemo(() => summaryInput(filters), [filters]);
  // A change of filters keeps the last figures on screen (dimmed) until the new ones arrive.
  const summary = useQuery(trpc.riskAssessments.summary.queryOptions(input, { placeholderData: keepPreviousData }));
  // The chart code downloads alongside the figures, not after them.
  useEffect(preloadAssessmentDashboard, []);
  return (
    <DashboardBody
      summary={summary.data}
      pending={summary.isPending}
      error={summary.isError ? summary.error : null}
      filtered={isFiltered(input)}
      refreshing={summary.isPlaceholderData}
      onRetry={() => void summary.refetch()}
      retrying={summary.isFetching}
    />
  );
}

export default AssessmentDashboard;

/** The dashboard's states (loading, error, empty, figures), apart from the request so each can be shown in tests. */
export function DashboardBody({
  summary,
  pending,
  error,
  filtered,
  refreshing = false,
  onRetry,
  retrying = false,
}: {
  summary: RiskAssessmentDashboard | undefined;
  pending: boolean;
  error: unknown;
  filtered: boolean;
  refreshing?: boolean;
  onRetry?: () => void;
  retrying?: boolean;
}) {
  const { t } = useTranslation(["assessmentDashboard", "common"]);
  let body: ReactNode;
  if (error && !summary) {
    body = (
      <QueryErrorAlert
        title={t("assessmentDashboard:error.title")}
        error={error}
        fallback={t("assessmentDashboard:error.fallback")}
        onRetry={onRetry}
        retrying={retrying}
      />
    );
  } else if (pending || !summary) {
    body = <DashboardSkeleton />;
  } else if (summary.total === 0) {
    body = (
      <div
        className="flex flex-col items-center gap-2 rounded-xl border border-dashed px-6 py-12 text-center"
        data-testid="dashboard-empty"
      >
        <ClipboardListIcon aria-hidden="true" className="size-8 text-muted-foreground" />
        <p className="font-medium">
          {filtered ? t("assessmentDashboard:empty.filtered") : t("assessmentDashboard:empty.title")}
        </p>
        {!filtered && <p className="text-sm text-muted-foreground">{t("assessmentDashboard:empty.text")}</p>}
      </div>
    );
  } else {
    body = (
      <Suspense fallback={<DashboardSkeleton />}>
        <DashboardCharts summary={summary} filtered={filtered} />
      </Suspense>
    );
  }
  return (
    <section
      aria-label={t("assessmentDashboard:title")}
      aria-busy={pending || refreshing}
      className={cn(CHART_COLOUR_VARS, "transition-opacity", refreshing && "opacity-60")}
      data-testid="assessment-dashboard"
    >
      {body}
    </section>
  );
}

/** The charts' outline while the figures or the chart code load. */
export function DashboardSkeleton() {
  const { t } = useTranslation(["assessmentDashboard", "common"]);
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3" data-testid="dashboard-loading">
      <p className="sr-only" role="status">
        {t("assessmentDashboard:loading")}
      </p>
      {["risk", "status", "reviews"].map((key) => (
        <div key={key} className="grid gap-4 rounded-xl border bg-card p-6">
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-44 w-full" />
        </div>
      ))}
      <div className="grid gap-4 rounded-xl border bg-card p-6 md:col-span-2 xl:col-span-3">
        <Skeleton className="h-4 w-48" />
        <Skeleton className="h-72 w-full" />
      </div>
    </div>
  );
}
