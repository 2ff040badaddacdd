import { useQuery } from "@tanstack/react-query";
import { Badge } from "@tprm/ui";
import { useTranslation } from "react-i18next";
import { formatRelativeTime } from "../../../lib/format";
import { useTRPC } from "../../../lib/trpc";
import { OperationsPanel, QueryStates } from "../panel";

/** How often the panel asks again: a worker counts as gone 5 s after its last beat (jobs/heartbeat.ts). */
const REFRESH_MS = 5_000;

function StatusBadge({ up }: { up: boolean }) {
  const { t } = useTranslation("operations");
  return (
    <Badge variant={up ? "success" : "destructive"} data-testid="health-status">
      {up ? t("operations:health.up") : t("operations:health.down")}
    </Badge>
  );
}

/** Health of the database, Redis and each worker (GET /api/system/health, Admin's detail), read every 5 s. */
export function HealthPanel() {
  const { t } = useTranslation("operations");
  const trpc = useTRPC();
  const health = useQuery({ ...trpc.system.health.queryOptions(), refetchInterval: REFRESH_MS });

  return (
    <OperationsPanel id="health" title={t("operations:health.title")} description={t("operations:health.description")}>
      <QueryStates query={health} failed={t("operations:health.loadFailed")} skeleton="h-24 w-full">
        {(data) => (
          <dl className="grid gap-4 sm:grid-cols-3">
            {(["database", "redis"] as const).map((name) => {
              const check = data[name];
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
              <dt className="text-sm font-medium">{t("operations:health.workers", { count: data.worker.count })}</dt>
              <dd className="text-sm">
                <StatusBadge up={data.worker.status === "up"} />
              </dd>
              {data.worker.workers.length === 0 ? (
                <dd className="text-sm text-muted-foreground">{t("operations:health.noWorkers")}</dd>
              ) : (
                data.worker.workers.map((worker) => (
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
      </QueryStates>
    </OperationsPanel>
  );
}
