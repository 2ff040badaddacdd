import { useQuery } from "@tanstack/react-query";
import { Skeleton, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@tprm/ui";
import { useTranslation } from "react-i18next";
import { InvoiceStatusChip } from "../../../components/InvoiceStatusChip";
import { QueryErrorAlert } from "../../../components/QueryErrorAlert";
import { formatAmount, formatCalendarDate, formatCount } from "../../../lib/format";
import { useTRPC } from "../../../lib/trpc";

/** How many of the contract's invoices the tab lists (latest due first); the invoices screen has them all. */
const SHOWN = 50;

/** The invoices billed under the contract (invoices.list by contractId), latest due date first. */
export function InvoicesTab({ contractId }: { contractId: string }) {
  const { t } = useTranslation(["contractDetail"]);
  const trpc = useTRPC();
  const list = useQuery(trpc.invoices.list.queryOptions({ contractId, limit: SHOWN, sort: "dueDate", order: "desc" }));

  if (list.isPending) {
    return (
      <div className="grid gap-2" aria-hidden="true">
        <Skeleton className="h-8 w-full" />
        <Skeleton className="h-8 w-full" />
      </div>
    );
  }
  if (list.isError) {
    return (
      <QueryErrorAlert
        title={t("contractDetail:invoices.loadFailed")}
        error={list.error}
        fallback={t("contractDetail:invoices.loadFailed")}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  }
  const { items, pagination } = list.data;
  if (items.length === 0) return <p className="text-sm text-muted-foreground">{t("contractDetail:invoices.empty")}</p>;
  return (
    <div className="grid gap-2" data-testid="contract-invoices">
      <Table aria-label={t("contractDetail:invoices.label")}>
        <TableHeader>
          <TableRow>
            <TableHead>{t("contractDetail:invoices.number")}</TableHead>
            <TableHead className="text-right">{t("contractDetail:invoices.amount")}</TableHead>
            <TableHead>{t("contractDetail:invoices.due")}</TableHead>
            <TableHead>{t("contractDetail:invoices.status")}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {items.map((invoice) => (
            <TableRow key={invoice.id} data-testid="contract-invoice">
              <TableCell className="font-mono text-xs break-all whitespace-normal">{invoice.number}</TableCell>
              <TableCell className="text-right tabular-nums">
                {formatAmount(invoice.amount, invoice.currency)}
              </TableCell>
              <TableCell>{formatCalendarDate(invoice.dueDate)}</TableCell>
              <TableCell>
                <InvoiceStatusChip invoice={invoice} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {pagination.total > items.length && (
        <p className="text-xs text-muted-foreground">
          {t("contractDetail:invoices.shown", {
            shown: formatCount(items.length),
            total: formatCount(pagination.total),
          })}
        </p>
      )}
    </div>
  );
}
