import { useQuery } from "@tanstack/react-query";
import { Badge, Card, CardContent, CardDescription, CardHeader, Skeleton } from "@tprm/ui";
import { useTranslation } from "react-i18next";
import { QueryErrorAlert } from "../../../components/QueryErrorAlert";
import { formatRelativeTime } from "../../../lib/format";
import { useTRPC } from "../../../lib/trpc";

/** How often the panel asks again: a worker counts as gone 5 s after its last beat (jobs/heartbeat.ts). */
const REFRESH_MS = 5_000;

function StatusBadge({ up }: { up: boolean }) {
  const { t } = useTranslation("operations");
  return (
    <Badge variant={up ? "success" : "destructive"} data-testid="health-status">
      {up ? t("health.up") : t("health.down")}
    </Badge>
  );
}

/** Health of the database, Redis and each worker (GET /api/system/health, Admin's detail), read every 5 s. */
export function HealthPanel() {
  const { t } = useTranslation(["operations", "common"]);
  const trpc = useTRPC();
  const health = useQuery({ ...trpc.system.health.queryOptions(), refetchInterval: REFRESH_MS });

  return (
    <Card className="min-w-0" aria-labelledby="operations-health-title" data-testid="operations-health">
      <CardHeader>
        <h2 id="operations-health-title" className="font-semibold leading-none">
          {t("operations:health.title")}
        </h2>
        <CardDescription>{t("operations:health.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        {health.isPending ? (
          <div role="status">
            <span className="sr-only">{t("common:loading")}</span>
            <Skeleton className="h-24 w-full" />
          </div>
        ) : health.isError ? (
          <QueryErrorAlert
            title={t("operations:health.loadFailed")}
            error={health.error}
            fallback={t("operations:health.loadFailed")}
            onRetry={() => health.refetch()}
            retrying={health.isFetching}
          />
        ) : (
          <dl className="grid gap-4 sm:grid-cols-3">
            {(["database", "redis"] as const).map((name) => {
              const check = health.data[name];
              return (
                <div key={name} className="space-y-1 rounded-lg border p-3" data-testid={`health-${name}`}>
                  <dt className="text-sm font-medium">{t(`operations:health.${name}`)}</dt>
                  <dd className="flex flex-wrap items-center gap-2 text-sm">
                    <StatusBadge up={check.status === "up"} />
                    <span className="text-muted-foreground">
                      {t("operations:health.latency", { ms: check.latencyMs })}
                    </span>
                  </dd>
                  {check.error && <dd className="text-sm text-destructive">{check.error}</dd>}
                </div>
              );
            })}
            <div className="space-y-1 rounded-lg border p-3" data-testid="health-workers">
              <dt className="text-sm font-medium">
                {t("operations:health.workers", { count: health.data.worker.count })}
              </dt>
              <dd className="text-sm">
                <StatusBadge up={health.data.worker.status === "up"} />
              </dd>
              {health.data.worker.workers.length === 0 ? (
                <dd className="text-sm text-muted-foreground">{t("operations:health.noWorkers")}</dd>
              ) : (
                health.data.worker.workers.map((worker) => (
                  <dd
                    key={worker.id ?? worker.lastBeatAt}
                    className="text-sm text-muted-foreground"
                    data-testid="worker"
                  >
                    <span className="font-mono text-foreground">{worker.id}</span>{" "}
                    {t("operations:health.lastBeat", { when: formatRelativeTime(worker.lastBeatAt) })}
                  </dd>
                ))
              )}
            </div>
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
