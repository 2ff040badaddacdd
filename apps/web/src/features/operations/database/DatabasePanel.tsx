import { useQuery } from "@tanstack/react-query";
import { Button } from "@tprm/ui";
import { RefreshCwIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatBytes } from "../../../components/transfer/transfer-format";
import { formatCount, formatDateTime } from "../../../lib/format";
import { useTRPC } from "../../../lib/trpc";
import { OperationsPanel, QueryStates } from "../panel";
import { IndexUse } from "./IndexUse";
import { SlowStatements } from "./SlowStatements";
import { TablesTable } from "./TablesTable";

/** Database statistics (GET /api/system/database-stats): read when opened and on demand, not on a timer. */
export function DatabasePanel() {
  const { t } = useTranslation(["operations", "transfer", "common"]);
  const trpc = useTRPC();
  const stats = useQuery(trpc.operations.databaseStats.queryOptions());

  const refresh = (
    <Button variant="outline" size="sm" onClick={() => stats.refetch()} disabled={stats.isFetching}>
      <RefreshCwIcon aria-hidden className={stats.isFetching ? "animate-spin" : undefined} />
      {t("operations:database.refresh")}
    </Button>
  );

  return (
    <OperationsPanel
      id="database"
      title={t("operations:database.title")}
      description={t("operations:database.description")}
      action={refresh}
    >
      <QueryStates query={stats} failed={t("operations:database.loadFailed")} skeleton="h-64 w-full">
        {(data) => (
          <>
            <dl className="grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-4" data-testid="database-summary">
              <div>
                <dt className="text-muted-foreground">{t("operations:database.size")}</dt>
                <dd className="font-medium">{formatBytes(t, data.database.bytes)}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">{t("operations:database.tableCount")}</dt>
                <dd className="font-medium">{formatCount(data.tables.length)}</dd>
              </div>
              <div data-testid="database-connections">
                <dt className="text-muted-foreground">{t("operations:database.connections")}</dt>
                <dd className="font-medium">
                  {t("operations:database.connectionsOf", {
                    count: data.connections.total,
                    max: formatCount(data.connections.max),
                  })}
                </dd>
                <dd className="text-muted-foreground">
                  {data.connections.byState
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
                  {formatDateTime(data.database.statisticsResetAt, t("operations:database.sinceStart"))}
                </dd>
              </div>
            </dl>
            <section aria-labelledby="operations-tables-title" className="space-y-2">
              <h3 id="operations-tables-title" className="font-medium">
                {t("operations:database.tables.title")}
              </h3>
              <p className="text-sm text-muted-foreground">{t("operations:database.estimates")}</p>
              {data.tables.length === 0 ? (
                <p className="text-sm text-muted-foreground">{t("operations:database.tables.empty")}</p>
              ) : (
                <TablesTable tables={data.tables} />
              )}
            </section>
            <IndexUse indexes={data.indexes} />
            <SlowStatements slow={data.slowStatements} />
            <p className="text-xs text-muted-foreground">
              {t("operations:database.readAt", { when: formatDateTime(data.generatedAt) })}
            </p>
          </>
        )}
      </QueryStates>
    </OperationsPanel>
  );
}
