import type { UseQueryResult } from "@tanstack/react-query";
import { Skeleton } from "@tprm/ui";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { QueryErrorAlert } from "../../../components/QueryErrorAlert";
import { RISK_COLOUR_VARS } from "../../../components/risk-level";

/**
 * A tab's states: its outline while the figures load, the server's message with Retry when they fail, else the
 * figures. The risk colours' variables are set here so every chart of the tab draws in the theme's shades.
 */
export function TabState<Data, Failure>({
  query,
  label,
  children,
}: {
  query: UseQueryResult<Data, Failure>;
  label: string;
  children: (data: Data) => ReactNode;
}) {
  const { t } = useTranslation(["analytics"]);
  let body: ReactNode;
  if (query.isError && !query.data) {
    body = (
      <QueryErrorAlert
        title={t("analytics:error.title")}
        error={query.error}
        fallback={t("analytics:error.fallback")}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (!query.data) {
    body = <TabLoading />;
  } else {
    body = children(query.data);
  }
  return (
    <section aria-label={label} aria-busy={query.isPending} className={`grid gap-4 ${RISK_COLOUR_VARS}`}>
      {body}
    </section>
  );
}

export function TabLoading() {
  const { t } = useTranslation(["analytics"]);
  return (
    <div className="grid gap-4" data-testid="analytics-loading">
      <p className="sr-only" role="status">
        {t("analytics:loading")}
      </p>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} className="h-20 w-full" />
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Skeleton className="h-72 w-full" />
        <Skeleton className="h-72 w-full" />
      </div>
    </div>
  );
}

/** The tab's headline figures above its charts. */
export function Tiles({
  label,
  items,
}: {
  label: string;
  items: ReadonlyArray<{ key: string; label: string; value: string; hint?: string }>;
}) {
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label={label}>
      {items.map((item) => (
        <li key={item.key} className="grid gap-1 rounded-xl border bg-card p-4" data-testid={`tile-${item.key}`}>
          <span className="text-sm text-muted-foreground">{item.label}</span>
          <span className="text-2xl font-semibold tabular-nums">{item.value}</span>
          {item.hint && <span className="text-xs text-muted-foreground">{item.hint}</span>}
        </li>
      ))}
    </ul>
  );
}
