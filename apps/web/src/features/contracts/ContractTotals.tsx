import type { UseQueryResult } from "@tanstack/react-query";
import type { ContractSummary } from "@tprm/api/schemas";
import { Button, Card, Skeleton } from "@tprm/ui";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { currencyName, formatCount, formatMoney } from "../../lib/format";
import { formatMillions, formatMonthlyK, isLarge } from "./contract-format";

/**
 * The figures over the contracts the filters select (contracts.summary with the list's filters): per currency the
 * total value (in millions with one decimal from a million on) and the monthly value in k — never added across
 * currencies — then how many contracts, how many expire within 30 days and how many await approval.
 */
export function ContractTotals({ summary }: { summary: UseQueryResult<ContractSummary, unknown> }) {
  const { t } = useTranslation(["contracts", "common"]);
  const data = summary.data;

  if (summary.isError && !data) {
    return (
      <p role="alert" className="text-sm text-destructive" data-testid="contract-totals">
        {t("contracts:totals.failed")}{" "}
        <Button
          variant="link"
          className="h-auto p-0 text-destructive underline"
          onClick={() => void summary.refetch()}
          disabled={summary.isFetching}
        >
          {t("common:actions.tryAgain")}
        </Button>
      </p>
    );
  }

  const figure = (label: string, value: ReactNode, testId: string) => (
    <div className="grid min-w-0 gap-1">
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="text-2xl font-semibold tabular-nums" data-testid={testId}>
        {data ? value : <Skeleton className="mt-1 h-7 w-16" />}
      </dd>
    </div>
  );

  return (
    <Card className="gap-4 p-4 sm:p-5" data-testid="contract-totals" aria-busy={summary.isFetching}>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-4 sm:grid-cols-3 lg:grid-cols-[repeat(3,auto)_minmax(0,1fr)]">
        {figure(t("contracts:totals.contracts"), data && formatCount(data.total), "total-contracts")}
        {figure(t("contracts:totals.expiringSoon"), data && formatCount(data.expiringSoon), "total-expiring")}
        {figure(t("contracts:totals.awaitingApproval"), data && formatCount(data.pendingApproval), "total-pending")}
        <div className="col-span-2 grid min-w-0 gap-1 sm:col-span-3 lg:col-span-1">
          <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
            {t("contracts:totals.value")}
          </dt>
          <dd>
            {!data ? (
              <Skeleton className="mt-1 h-7 w-40" />
            ) : data.totals.length === 0 ? (
              <span className="text-muted-foreground">{t("contracts:totals.noValue")}</span>
            ) : (
              <ul className="flex flex-wrap gap-x-6 gap-y-2" aria-label={t("contracts:totals.byCurrency")}>
                {data.totals.map((total) => (
                  <li
                    key={total.currency}
                    className="grid"
                    data-testid="currency-total"
                    data-currency={total.currency}
                    title={t("contracts:totals.currencyTitle", {
                      currency: currencyName(total.currency),
                      count: total.contracts,
                      n: formatCount(total.contracts),
                      amount: formatMoney(total.total, total.currency),
                    })}
                  >
                    <span className="text-2xl font-semibold tabular-nums" data-testid="currency-total-value">
                      {isLarge(total.total)
                        ? formatMillions(total.totalMillions, total.currency)
                        : formatMoney(total.total, total.currency)}
                    </span>
                    <span className="text-sm text-muted-foreground tabular-nums" data-testid="currency-total-monthly">
                      {t("contracts:totals.monthly", { amount: formatMonthlyK(total.monthlyValueK, total.currency) })}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      </dl>
    </Card>
  );
}
