import type { UseQueryResult } from "@tanstack/react-query";
import { Card, CardContent, CardDescription, CardHeader, Skeleton } from "@tprm/ui";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { QueryErrorAlert } from "../../components/QueryErrorAlert";

/** A panel of the Operations screen: a card titled by an <h2> (the page's <h1> is the screen's), an optional action. */
export function OperationsPanel({
  id,
  title,
  description,
  action,
  children,
}: {
  id: string;
  title: string;
  description: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className="min-w-0" aria-labelledby={`operations-${id}-title`} data-testid={`operations-${id}`}>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
        <div className="space-y-1.5">
          <h2 id={`operations-${id}-title`} className="font-semibold leading-none">
            {title}
          </h2>
          <CardDescription>{description}</CardDescription>
        </div>
        {action}
      </CardHeader>
      <CardContent className="space-y-4">{children}</CardContent>
    </Card>
  );
}

/** A skeleton announced as loading. */
export function PanelLoading({ className }: { className: string }) {
  const { t } = useTranslation("common");
  return (
    <div role="status">
      <span className="sr-only">{t("loading")}</span>
      <Skeleton className={className} />
    </div>
  );
}

/** A query's three states: a skeleton while it loads, the error with Retry, else its data. */
export function QueryStates<T, E>({
  query,
  failed,
  skeleton,
  children,
}: {
  query: UseQueryResult<T, E>;
  failed: string;
  skeleton: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <PanelLoading className={skeleton} />;
  if (query.isError) {
    return (
      <QueryErrorAlert
        title={failed}
        error={query.error}
        fallback={failed}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return <>{children(query.data as T)}</>;
}
