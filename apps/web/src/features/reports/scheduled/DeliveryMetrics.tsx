import { useQuery } from "@tanstack/react-query";
import { Card, NativeSelect, Skeleton, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@tprm/ui";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { QueryErrorAlert } from "../../../components/QueryErrorAlert";
import { formatCount, formatDateTime } from "../../../lib/format";
import { useTRPC } from "../../../lib/trpc";
import { groupLabel } from "../report-labels";

const COUNTS = ["sent", "failed", "bounced", "pending"] as const;
type Counts = Record<(typeof COUNTS)[number], number>;

/**
 * The e-mail deliveries of scheduled reports (distribution metrics): sent, failed, bounced and pending over the last
 * 30 or 90 days, per recipient group and per report, and the latest failed deliveries with their last error.
 */
export function DeliveryMetrics() {
  const { t } = useTranslation(["reports", "common"]);
  const trpc = useTRPC();
  const selectId = useId();
  const [days, setDays] = useState<30 | 90>(30);
  const metrics = useQuery(trpc.reports.distributionMetrics.queryOptions({ days }));
  const m = metrics.data;

  return (
    <section aria-labelledby="delivery-metrics" className="grid gap-3" data-testid="delivery-metrics">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="delivery-metrics" className="text-lg font-semibold">
          {t("reports:metrics.title")}
        </h2>
        <div className="flex items-center gap-2">
          <label htmlFor={selectId} className="sr-only">
            {t("reports:metrics.period")}
          </label>
          <NativeSelect
            id={selectId}
            value={String(days)}
            onChange={(e) => setDays(e.target.value === "90" ? 90 : 30)}
            className="w-44"
          >
            <option value="30">{t("reports:metrics.days", { days: formatCount(30) })}</option>
            <option value="90">{t("reports:metrics.days", { days: formatCount(90) })}</option>
          </NativeSelect>
        </div>
      </div>
      {metrics.isError ? (
        <QueryErrorAlert
          title={t("reports:metrics.loadFailed")}
          error={metrics.error}
          fallback={t("reports:metrics.loadFailed")}
          onRetry={() => void metrics.refetch()}
          retrying={metrics.isFetching}
        />
      ) : (
        <>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={t("reports:metrics.title")}>
            {COUNTS.map((key) => (
              <li key={key}>
                <Card className="gap-1 p-4" data-testid={`metric-${key}`}>
                  <span className="text-sm text-muted-foreground">{t(`reports:metrics.${key}`)}</span>
                  {m ? (
                    <span className="text-2xl font-semibold tabular-nums">{formatCount(m.totals[key])}</span>
                  ) : (
                    <Skeleton className="h-7 w-12" />
                  )}
                </Card>
              </li>
            ))}
          </ul>
          {m && m.byGroup.length + m.byReport.length === 0 && (
            <p className="text-sm text-muted-foreground" data-testid="metrics-none">
              {t("reports:metrics.none")}
            </p>
          )}
          {m && m.byGroup.length + m.byReport.length > 0 && (
            <div className="grid gap-4 lg:grid-cols-2">
              <CountsTable
                title={t("reports:metrics.byGroup")}
                nameHead={t("reports:metrics.group")}
                rows={m.byGroup.map((g) => ({ key: g.group, name: groupLabel(t, g.group), ...g }))}
              />
              <CountsTable
                title={t("reports:metrics.byReport")}
                nameHead={t("reports:metrics.report")}
                rows={m.byReport.map((r) => ({ key: r.reportId ?? r.name, ...r }))}
              />
            </div>
          )}
          {m && m.failures.length > 0 && (
            <Card className="gap-2 p-4" data-testid="delivery-failures">
              <h3 className="font-medium">{t("reports:metrics.failures")}</h3>
              <ul className="grid gap-2 text-sm">
                {m.failures.map((f) => (
                  <li key={f.id} className="grid gap-0.5 border-t pt-2 first:border-t-0 first:pt-0">
                    <span className="font-medium break-all">
                      {f.email}
                      {f.reportName && <span className="font-normal text-muted-foreground"> · {f.reportName}</span>}
                    </span>
                    <span className="text-muted-foreground">
                      {t(`reports:metrics.${f.status === "bounced" ? "bounced" : "failed"}`)} ·{" "}
                      {t("reports:metrics.attempts", { count: f.attempts, n: formatCount(f.attempts) })} ·{" "}
                      {formatDateTime(f.updatedAt)}
                    </span>
                    {f.lastError && <span className="text-destructive break-words">{f.lastError}</span>}
                  </li>
                ))}
              </ul>
            </Card>
          )}
        </>
      )}
    </section>
  );
}

function CountsTable({
  title,
  nameHead,
  rows,
}: {
  title: string;
  nameHead: string;
  rows: ({ key: string; name: string } & Counts)[];
}) {
  const { t } = useTranslation(["reports"]);
  return (
    <Card className="gap-0 overflow-x-auto py-0">
      <Table aria-label={title}>
        <TableHeader className="bg-muted/40">
          <TableRow className="hover:bg-transparent">
            <TableHead className="pl-4">{nameHead}</TableHead>
            {COUNTS.map((key) => (
              <TableHead key={key} className="text-right last:pr-4">
                {t(`reports:metrics.${key}`)}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              <TableCell className="max-w-48 truncate pl-4" title={row.name}>
                {row.name}
              </TableCell>
              {COUNTS.map((key) => (
                <TableCell key={key} className="text-right tabular-nums last:pr-4">
                  {formatCount(row[key])}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
}
