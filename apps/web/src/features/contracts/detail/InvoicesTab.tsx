import { useQuery } from "@tanstack/react-query";
import { Skeleton } from "@tprm/ui";
import { useTranslation } from "react-i18next";
import { InvoiceRowsTable } from "../../../components/InvoiceRowsTable";
import { QueryErrorAlert } from "../../../components/QueryErrorAlert";
import { formatCount } from "../../../lib/format";
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
      <InvoiceRowsTable
        invoices={items}
        texts={{
          label: t("contractDetail:invoices.label"),
          number: t("contractDetail:invoices.number"),
          amount: t("contractDetail:invoices.amount"),
          due: t("contractDetail:invoices.due"),
          status: t("contractDetail:invoices.status"),
        }}
        rowTestId="contract-invoice"
        numberClassName="break-all whitespace-normal"
      />
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
