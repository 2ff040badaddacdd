import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { formatCount, formatDecimal, formatTimeOfDay } from "../../../lib/format";
import { useTRPC } from "../../../lib/trpc";
import { OperationsPanel, PanelLoading, QueryStates } from "../panel";
import { summarise } from "./series-summary";

const RequestChart = lazy(() => import("./RequestChart"));
/** A minute's figures are complete once it ends: read again every minute. */
const REFRESH_MS = 60_000;

const ms = (value: number | null, dash: string) => (value === null ? dash : formatDecimal(value, 1));

/** Request rate and latency per minute over the last hour (GET /api/system/metrics/requests), every process. */
export function MetricsPanel() {
  const { t } = useTranslation(["operations", "common"]);
  const trpc = useTRPC();
  const series = useQuery({ ...trpc.operations.requestSeries.queryOptions(), refetchInterval: REFRESH_MS });
  return (
    <OperationsPanel
      id="metrics"
      title={t("operations:metrics.title")}
      description={t("operations:metrics.description")}
    >
      <QueryStates query={series} failed={t("operations:metrics.loadFailed")} skeleton="h-64 w-full">
        {(data) => {
          const summary = summarise(data.minutes);
          return (
            <>
              <dl className="grid gap-3 text-sm sm:grid-cols-4" data-testid="metrics-summary">
                <div>
                  <dt className="text-muted-foreground">{t("operations:metrics.requests")}</dt>
                  <dd className="font-medium">{formatCount(summary.requests)}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">{t("operations:metrics.serverErrors")}</dt>
                  <dd className="font-medium">{formatCount(summary.serverErrors)}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">{t("operations:metrics.mean")}</dt>
                  <dd className="font-medium">{ms(summary.meanMs, "—")}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">{t("operations:metrics.worstP95")}</dt>
                  <dd className="font-medium">{ms(summary.worstP95Ms, "—")}</dd>
                </div>
              </dl>
              {summary.requests === 0 ? (
                <p className="text-sm text-muted-foreground">{t("operations:metrics.empty")}</p>
              ) : (
                <>
                  <Suspense fallback={<PanelLoading className="h-64 w-full" />}>
                    <RequestChart minutes={data.minutes} />
                  </Suspense>
                  <ul className="flex flex-wrap gap-4 text-sm" aria-hidden="true">
                    <li className="flex items-center gap-2">
                      <span className="size-3 rounded-sm bg-sky-600" />
                      {t("operations:metrics.legendRequests")}
                    </li>
                    <li className="flex items-center gap-2">
                      <span className="h-0.5 w-4 bg-violet-600" />
                      {t("operations:metrics.legendP95")}
                    </li>
                  </ul>
                  <div className="sr-only">
                    <table>
                      <caption>{t("operations:metrics.tableCaption")}</caption>
                      <thead>
                        <tr>
                          <th scope="col">{t("operations:metrics.minute")}</th>
                          <th scope="col">{t("operations:metrics.requests")}</th>
                          <th scope="col">{t("operations:metrics.serverErrors")}</th>
                          <th scope="col">{t("operations:metrics.mean")}</th>
                          <th scope="col">{t("operations:metrics.p95")}</th>
                        </tr>
                      </thead>
                      <tbody>
                        {data.minutes
                          .filter((m) => m.requests > 0)
                          .map((m) => (
                            <tr key={m.at}>
                              <th scope="row">{formatTimeOfDay(m.at)}</th>
                              <td>{formatCount(m.requests)}</td>
                              <td>{formatCount(m.serverErrors)}</td>
                              <td>{ms(m.meanMs, "—")}</td>
                              <td>{ms(m.p95Ms, "—")}</td>
                            </tr>
                          ))}
                      </tbody>
                    </table>
                  </div>
                </>
              )}
            </>
          );
        }}
      </QueryStates>
    </OperationsPanel>
  );
}
