import { useQuery } from "@tanstack/react-query";
import { cn, Skeleton } from "@tprm/ui";
import { LayoutDashboardIcon, LayoutGridIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Trans, useTranslation } from "react-i18next";
import { PageHeader } from "../../components/PageHeader";
import { formatCount } from "../../lib/format";
import { useTRPC } from "../../lib/trpc";
import type { ViewMode } from "./assessment-view";

/**
 * The centre's header (000 §2): title, the register's total and high-risk counts (High or Critical overall risk,
 * from riskAssessments.summary over every assessment), the Grid / Dashboard toggle and the page's actions.
 */
export function AssessmentHeader({
  mode,
  onModeChange,
  onDashboardHint,
  actions,
}: {
  mode: ViewMode;
  onModeChange: (mode: ViewMode) => void;
  /** The pointer or focus reached the Dashboard button: its charts may start downloading. */
  onDashboardHint?: () => void;
  actions: ReactNode;
}) {
  const { t } = useTranslation(["riskAssessment", "common"]);
  const trpc = useTRPC();
  const summary = useQuery(trpc.riskAssessments.summary.queryOptions({}));

  const figure = (value: number | undefined, testId: string, i18nKey: string) =>
    value === undefined ? (
      <Skeleton className="inline-block h-4 w-24 align-middle" />
    ) : (
      <span data-testid={testId} data-value={value}>
        <Trans
          t={t}
          i18nKey={i18nKey}
          count={value}
          values={{ n: formatCount(value) }}
          components={{ b: <b className="font-semibold text-foreground tabular-nums" /> }}
        />
      </span>
    );

  return (
    <PageHeader
      title={t("riskAssessment:page.title")}
      description={
        summary.isError && !summary.data ? (
          <span className="text-destructive" role="alert" data-testid="assessment-totals">
            {t("riskAssessment:header.failed")}{" "}
            <button
              type="button"
              className="rounded-sm font-medium underline underline-offset-4 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
              onClick={() => void summary.refetch()}
              disabled={summary.isFetching}
            >
              {t("common:actions.tryAgain")}
            </button>
          </span>
        ) : (
          <span className="flex flex-wrap items-center gap-x-4 gap-y-1" data-testid="assessment-totals">
            {figure(summary.data?.total, "assessment-total", "riskAssessment:header.total")}
            <span aria-hidden="true">·</span>
            {figure(summary.data?.highRisk, "assessment-high-risk", "riskAssessment:header.highRisk")}
          </span>
        )
      }
      actions={
        <>
          <fieldset className="inline-flex h-9 rounded-md border bg-muted/40 p-0.5" data-testid="view-toggle">
            <legend className="sr-only">{t("riskAssessment:view.label")}</legend>
            {(["grid", "dashboard"] as const).map((value) => {
              const Icon = value === "grid" ? LayoutGridIcon : LayoutDashboardIcon;
              const active = mode === value;
              return (
                <button
                  key={value}
                  type="button"
                  aria-pressed={active}
                  onClick={() => onModeChange(value)}
                  onPointerEnter={value === "dashboard" ? onDashboardHint : undefined}
                  onFocus={value === "dashboard" ? onDashboardHint : undefined}
                  className={cn(
                    "inline-flex items-center gap-1.5 rounded-sm px-3 text-sm font-medium text-muted-foreground outline-none transition-colors hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 [&_svg]:size-4",
                    active && "bg-background text-foreground shadow-xs",
                  )}
                >
                  <Icon aria-hidden="true" />
                  {t(`riskAssessment:view.${value}`)}
                </button>
              );
            })}
          </fieldset>
          {actions}
        </>
      }
    />
  );
}
