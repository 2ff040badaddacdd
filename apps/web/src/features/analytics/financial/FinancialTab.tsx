import { useQuery } from "@tanstack/react-query";
import type { FinancialAnalytics } from "@tprm/api/schemas";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatAmount, formatCalendarDate, formatCount, formatMonth } from "../../../lib/format";
import { useTRPC } from "../../../lib/trpc";
import { ColumnBars, PRIMARY_FILL, RowBars } from "../figures/Bars";
import { CurrencyChoice } from "../figures/CurrencyChoice";
import { FigureCard } from "../figures/FigureCard";
import { amountBars, compactNumber, countBars } from "../figures/figures-data";
import { TabState, Tiles } from "../figures/TabState";
import { ExceptionsCard } from "./ExceptionsCard";

/** Financial: spend by currency, month and vendor, and the invoice exceptions. */
export default function FinancialTab() {
  const { t } = useTranslation(["analytics"]);
  const trpc = useTRPC();
  const query = useQuery(trpc.analytics.financial.queryOptions());
  return (
    <TabState query={query} label={t("analytics:tabs.financial")}>
      {(data) => <FinancialFigures data={data} />}
    </TabState>
  );
}

function FinancialFigures({ data }: { data: FinancialAnalytics }) {
  const { t } = useTranslation(["analytics"]);
  const [chosen, setChosen] = useState<string | null>(null);
  const current = data.byCurrency.find((c) => c.currency === chosen) ?? data.byCurrency[0];
  const currency = current?.currency ?? "USD";
  const money = (amount: string) => formatAmount(amount, currency);
  const period = t("analytics:period", {
    from: formatCalendarDate(data.period.from),
    to: formatCalendarDate(data.period.to),
  });
  const months = data.byMonth.filter((m) => m.currency === currency);
  const vendors = data.byVendor.filter((v) => v.currency === currency);
  const empty = current ? null : t("analytics:financial.empty");
  const choice = current && (
    <CurrencyChoice currencies={data.byCurrency.map((c) => c.currency)} value={currency} onChange={setChosen} />
  );
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">{t("analytics:financial.periodLine", { period })}</p>
        {choice}
      </div>
      <Tiles
        label={t("analytics:financial.tiles", { currency })}
        items={
          current
            ? [
                {
                  key: "invoiced",
                  label: t("analytics:financial.invoiced"),
                  value: money(current.invoiced),
                  hint: t("analytics:financial.invoices", {
                    count: current.invoices,
                    n: formatCount(current.invoices),
                  }),
                },
                { key: "paid", label: t("analytics:financial.paid"), value: money(current.paid) },
                { key: "outstanding", label: t("analytics:financial.outstanding"), value: money(current.outstanding) },
                { key: "overdue", label: t("analytics:financial.overdue"), value: money(current.overdue) },
              ]
            : []
        }
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <FigureCard
          className="lg:col-span-2"
          title={t("analytics:financial.byMonth", { currency })}
          description={t("analytics:financial.byMonthHint")}
          empty={empty}
          figures={{
            key: `spend-by-month-${currency.toLowerCase()}`,
            columns: [
              t("analytics:columns.month"),
              t("analytics:columns.currency"),
              t("analytics:columns.invoices"),
              t("analytics:columns.amount"),
            ],
            rows: months.map((m) => ({
              key: m.month,
              cells: [formatMonth(m.month), currency, formatCount(m.invoices), money(m.amount)],
              csv: [m.month, currency, m.invoices, m.amount],
            })),
          }}
          chart={
            <ColumnBars
              format={compactNumber}
              wholeNumbers={false}
              series
              data={amountBars(
                months.map((m) => ({
                  name: formatMonth(m.month),
                  amount: m.amount,
                  text: compactNumber(Number(m.amount)),
                  fill: PRIMARY_FILL,
                })),
              ).map((bar, i) => ({ ...bar, tooltip: { title: bar.name, value: money(months[i]!.amount) } }))}
            />
          }
        />
        <FigureCard
          title={t("analytics:financial.byVendor", { currency })}
          description={t("analytics:financial.byVendorHint")}
          empty={empty}
          figures={{
            key: `spend-by-vendor-${currency.toLowerCase()}`,
            columns: [
              t("analytics:columns.vendor"),
              t("analytics:columns.currency"),
              t("analytics:columns.invoices"),
              t("analytics:columns.amount"),
            ],
            rows: vendors.map((v) => ({
              key: v.vendorId,
              cells: [v.name, currency, formatCount(v.invoices), money(v.amount)],
              csv: [v.name, currency, v.invoices, v.amount],
            })),
          }}
          chart={
            <RowBars
              data={amountBars(
                vendors.map((v) => ({ name: v.name, amount: v.amount, text: money(v.amount), fill: PRIMARY_FILL })),
              )}
            />
          }
        />
        <FigureCard
          title={t("analytics:financial.byCurrency")}
          description={t("analytics:financial.byCurrencyHint")}
          empty={empty}
          figures={{
            key: "spend-by-currency",
            columns: [
              t("analytics:columns.currency"),
              t("analytics:columns.invoices"),
              t("analytics:financial.invoiced"),
              t("analytics:financial.paid"),
              t("analytics:financial.outstanding"),
              t("analytics:financial.overdue"),
            ],
            rows: data.byCurrency.map((c) => ({
              key: c.currency,
              cells: [
                c.currency,
                formatCount(c.invoices),
                formatAmount(c.invoiced, c.currency),
                formatAmount(c.paid, c.currency),
                formatAmount(c.outstanding, c.currency),
                formatAmount(c.overdue, c.currency),
              ],
              csv: [c.currency, c.invoices, c.invoiced, c.paid, c.outstanding, c.overdue],
            })),
          }}
          chart={
            <ColumnBars
              data={countBars(
                data.byCurrency.map((c) => ({ name: c.currency, count: c.invoices, fill: PRIMARY_FILL })),
                t,
              )}
              format={formatCount}
            />
          }
        />
        <ExceptionsCard exceptions={data.exceptions} />
      </div>
    </>
  );
}
