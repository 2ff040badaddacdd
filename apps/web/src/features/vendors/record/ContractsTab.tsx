import { useQuery } from "@tanstack/react-query";
import { Skeleton } from "@tprm/ui";
import { useTranslation } from "react-i18next";
import { ContractStatusChip, ExpiringBadge } from "../../../components/ContractChips";
import { currencyName, formatAmount, formatCalendarDate, formatCount, formatMoneyMillions } from "../../../lib/format";
import { useTRPC } from "../../../lib/trpc";
import { VendorLoadError } from "../VendorLoadError";
import { RecordReferenceLink, SeeAllLine } from "./RecordListParts";

/** How many of the vendor's contracts the record lists (soonest end first); the contracts screen lists them all. */
const SHOWN = 10;

/** The vendor's contracts, soonest end date first (contracts.list by vendor); the tab's count comes from it too. */
export function useVendorContracts(vendorId: string, enabled: boolean) {
  const trpc = useTRPC();
  return useQuery(
    trpc.contracts.list.queryOptions({ vendorId, limit: SHOWN, sort: "endDate", order: "asc" }, { enabled }),
  );
}

/**
 * The vendor's contracts: reference (opening it in the Contract Governance Center, /contracts?contract=<id>), name,
 * status, stage, value, end date and the expiring badge; above them the vendor's contract book per currency, the
 * sum of its active (executed) contracts, never added across currencies.
 */
export function ContractsTab({ vendorId }: { vendorId: string }) {
  const { t } = useTranslation(["vendorRecord", "contractDetail"]);
  const trpc = useTRPC();
  const list = useVendorContracts(vendorId, true);
  const book = useQuery(trpc.contracts.summary.queryOptions({ vendorId, status: "executed" }));

  if (list.isPending) {
    return (
      <div className="grid gap-3" aria-hidden="true">
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-20 w-full" />
      </div>
    );
  }
  if (list.isError) {
    return (
      <VendorLoadError
        error={list.error}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
        message={t("vendorRecord:contracts.loadFailed")}
      />
    );
  }

  const { items, pagination } = list.data;
  return (
    <div className="grid gap-4" data-testid="vendor-contracts">
      <section aria-labelledby="vendor-contract-book" className="grid gap-2 rounded-lg border bg-muted/30 px-4 py-3">
        <h3 id="vendor-contract-book" className="text-xs font-medium text-muted-foreground">
          {t("vendorRecord:contracts.book")}
        </h3>
        {book.isPending ? (
          <Skeleton className="h-6 w-40" aria-hidden="true" />
        ) : book.isError ? (
          <p className="text-sm text-destructive">{t("vendorRecord:contracts.bookFailed")}</p>
        ) : book.data.totals.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("vendorRecord:contracts.bookNone")}</p>
        ) : (
          <ul className="flex flex-wrap gap-x-6 gap-y-2" data-testid="vendor-contract-book">
            {book.data.totals.map((total) => (
              <li key={total.currency} className="grid gap-0.5">
                <span
                  className="text-lg font-semibold tabular-nums"
                  title={`${currencyName(total.currency)}: ${formatAmount(total.total, total.currency)}`}
                >
                  {formatMoneyMillions(total.totalMillions, total.currency)}
                </span>
                <span className="text-xs text-muted-foreground">
                  {t("vendorRecord:contracts.bookLine", {
                    amount: formatAmount(total.total, total.currency),
                    count: total.contracts,
                    n: formatCount(total.contracts),
                  })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("vendorRecord:contracts.empty")}</p>
      ) : (
        <ul className="grid gap-3" aria-label={t("vendorRecord:contracts.label")}>
          {items.map((c) => (
            <li key={c.id} className="grid gap-2 rounded-lg border p-4" data-testid="vendor-contract">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <RecordReferenceLink
                  to={`/contracts?contract=${encodeURIComponent(c.id)}`}
                  label={t("vendorRecord:contracts.open", { reference: c.reference, name: c.name })}
                  reference={c.reference}
                />
                <div className="flex flex-wrap items-center gap-2">
                  <ContractStatusChip status={c.status} />
                  {c.expiringSoon && <ExpiringBadge daysToEnd={c.daysToEnd} />}
                </div>
              </div>
              <p className="text-sm font-medium break-words">{c.name}</p>
              <p className="text-sm text-muted-foreground">
                {t(`contractDetail:stage.${c.stage}`)}
                {" · "}
                <span className="tabular-nums">{formatAmount(c.value, c.currency)}</span>
                {" · "}
                {c.endDate
                  ? t("vendorRecord:contracts.ends", { date: formatCalendarDate(c.endDate) })
                  : t("vendorRecord:contracts.openEnded")}
              </p>
            </li>
          ))}
        </ul>
      )}
      <SeeAllLine
        shown={items.length}
        total={pagination.total}
        shownText={(counts) => t("vendorRecord:contracts.shown", counts)}
        to={`/contracts?vendor=${encodeURIComponent(vendorId)}`}
        linkText={t("vendorRecord:contracts.seeAll")}
      />
    </div>
  );
}
