import { useQuery } from "@tanstack/react-query";
import {
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@tprm/ui";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { QueryErrorAlert } from "../../../components/QueryErrorAlert";
import { formatCount } from "../../../lib/format";
import { useTRPC } from "../../../lib/trpc";

/** The statuses shown beside the totals, in this order, when there are any. */
const STATUS_ORDER = ["draft", "under_review", "approved", "expired", "inactive", "archived"] as const;

/**
 * Governance Status (000 §2, §3): policies, procedures and documents with their totals, committees with total and
 * active, counted now; each row opens its tab of the governance centre. Shown to the centre's readers only.
 */
export function GovernanceStatus() {
  const { t } = useTranslation(["dashboardCalendar", "common"]);
  const trpc = useTRPC();
  const query = useQuery(trpc.deliverables.governanceStatus.queryOptions());
  return (
    <Card data-testid="governance-status">
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg font-semibold">{t("dashboardCalendar:governance.title")}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {query.isPending && <Skeleton className="h-40 w-full" />}
        {query.isError && (
          <QueryErrorAlert
            title={t("dashboardCalendar:governance.error")}
            error={query.error}
            fallback={t("dashboardCalendar:errorFallback")}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        )}
        {query.data && (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead scope="col">{t("dashboardCalendar:governance.area")}</TableHead>
                <TableHead scope="col" className="text-right">
                  {t("dashboardCalendar:governance.total")}
                </TableHead>
                <TableHead scope="col" className="text-right">
                  {t("dashboardCalendar:governance.active")}
                </TableHead>
                <TableHead scope="col" className="hidden sm:table-cell">
                  {t("dashboardCalendar:governance.other")}
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {query.data.rows.map((row) => {
                const others = STATUS_ORDER.filter((s) => (row.byStatus[s] ?? 0) > 0);
                return (
                  <TableRow key={row.area} data-testid={`governance-row-${row.area}`}>
                    <TableCell>
                      <Link to={row.link} className="font-medium text-primary underline-offset-4 hover:underline">
                        {t(`dashboardCalendar:governance.areas.${row.area}`)}
                      </Link>
                    </TableCell>
                    <TableCell className="text-right tabular-nums" data-testid={`governance-total-${row.area}`}>
                      {formatCount(row.total)}
                    </TableCell>
                    <TableCell className="text-right tabular-nums" data-testid={`governance-active-${row.area}`}>
                      {formatCount(row.active)}
                    </TableCell>
                    <TableCell className="hidden text-sm text-muted-foreground sm:table-cell">
                      {others.length === 0
                        ? "—"
                        : others
                            .map(
                              (s) =>
                                `${t(`dashboardCalendar:governance.statuses.${s}`)} ${formatCount(row.byStatus[s] ?? 0)}`,
                            )
                            .join(" · ")}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
