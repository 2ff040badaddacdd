import { useQuery } from "@tanstack/react-query";
import { Button, Card, CardContent, CardDescription, CardHeader, Skeleton } from "@tprm/ui";
import { RefreshCwIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { QueryErrorAlert } from "../../../components/QueryErrorAlert";
import { formatBytes } from "../../../components/transfer/transfer-format";
import { formatCount, formatDateTime } from "../../../lib/format";
import { useTRPC } from "../../../lib/trpc";
import { IndexUse } from "./IndexUse";
import { SlowStatements } from "./SlowStatements";
import { TablesTable } from "./TablesTable";

/** Database statistics (GET /api/system/database-stats): read when opened and on demand, not on a timer. */
export function DatabasePanel() {
  const { t } = useTranslation(["operations", "transfer", "common"]);
  const trpc = useTRPC();
  const stats = useQuery(trpc.operations.databaseStats.queryOptions());

  return (
    <Card className="min-w-0" aria-labelledby="operations-database-title" data-testid="operations-database">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
        <div className="space-y-1.5">
          <h2 id="operations-database-title" className="font-semibold leading-none">
            {t("operations:database.title")}
          </h2>
          <CardDescription>{t("operations:database.description")}</CardDescription>
        </div>
        <Button variant="outline" size="sm" onClick={() => stats.refetch()} disabled={stats.isFetching}>
          <RefreshCwIcon aria-hidden className={stats.isFetching ? "animate-spin" : undefined} />
          {t("operations:database.refresh")}
        </Button>
      </CardHeader>
      <CardContent className="space-y-6">
        {stats.isPending ? (
          <div role="status">
            <span className="sr-only">{t("common:loading")}</span>
            <Skeleton className="h-64 w-full" />
          </div>
        ) : stats.isError ? (
          <QueryErrorAlert
            title={t("operations:database.loadFailed")}
            error={stats.error}
            fallback={t("operations:database.loadFailed")}
            onRetry={() => stats.refetch()}
            retrying={stats.isFetching}
          />
        ) : (
          <>
            <dl className="grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-4" data-testid="database-summary">
              <div>
                <dt className="text-muted-foreground">{t("operations:database.size")}</dt>
                <dd className="font-medium">{formatBytes(t, stats.data.database.bytes)}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">{t("operations:database.tableCount")}</dt>
                <dd className="font-medium">{formatCount(stats.data.tables.length)}</dd>
              </div>
              <div data-testid="database-connections">
                <dt className="text-muted-foreground">{t("operations:database.connections")}</dt>
                <dd className="font-medium">
                  {t("operations:database.connectionsOf", {
                    count: stats.data.connections.total,
                    max: formatCount(stats.data.connections.max),
                  })}
                </dd>
                <dd className="text-muted-foreground">
                  {stats.data.connections.byState
                    .map(
                      (s) =>
                        `${t(`operations:database.states.${s.state}`, { defaultValue: s.state })} ${formatCount(s.count)}`,
                    )
                    .join(" · ")}
                </dd>
              </div>
              <div>
                <dt className="text-muted-foreground">{t("operations:database.statisticsSince")}</dt>
                <dd className="font-medium">
                  {formatDateTime(stats.data.database.statisticsResetAt, t("operations:database.sinceStart"))}
                </dd>
              </div>
            </dl>
            <section aria-labelledby="operations-tables-title" className="space-y-2">
              <h3 id="operations-tables-title" className="font-medium">
                {t("operations:database.tables.title")}
              </h3>
              <p className="text-sm text-muted-foreground">{t("operations:database.estimates")}</p>
              {stats.data.tables.length === 0 ? (
                <p className="text-sm text-muted-foreground">{t("operations:database.tables.empty")}</p>
              ) : (
                <TablesTable tables={stats.data.tables} />
              )}
            </section>
            <IndexUse indexes={stats.data.indexes} />
            <SlowStatements slow={stats.data.slowStatements} />
            <p className="text-xs text-muted-foreground">
              {t("operations:database.readAt", { when: formatDateTime(stats.data.generatedAt) })}
            </p>
          </>
        )}
      </CardContent>
    </Card>
  );
}
