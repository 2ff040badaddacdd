import type { VendorAnalytics } from "@tprm/api/schemas";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatAmount, formatCalendarDate, formatCount } from "../../../lib/format";
import { PRIMARY_FILL, RowBars } from "../figures/Bars";
import { CurrencyChoice } from "../figures/CurrencyChoice";
import { FigureCard } from "../figures/FigureCard";
import { amountBars, percentOf } from "../figures/figures-data";

/** Above this Herfindahl–Hirschman index spend counts as highly concentrated (the competition authorities' mark). */
const HIGHLY_CONCENTRATED = 2500;

/**
 * Concentration of spend in one currency: the largest vendors' invoiced amounts over the period with their shares,
 * the five largest's share and the Herfindahl–Hirschman index in the description.
 */
export function SpendConcentrationCard({ spend }: { spend: VendorAnalytics["spend"] }) {
  const { t } = useTranslation(["analytics"]);
  const currencies = spend.currencies.map((c) => c.currency);
  const [chosen, setChosen] = useState<string | null>(null);
  const current = spend.currencies.find((c) => c.currency === chosen) ?? spend.currencies[0];
  const period = t("analytics:period", {
    from: formatCalendarDate(spend.period.from),
    to: formatCalendarDate(spend.period.to),
  });
  const title = t("analytics:vendors.spend");
  const description = current
    ? t("analytics:vendors.spendHint", {
        period,
        total: formatAmount(current.total, current.currency),
        vendors: formatCount(current.vendors),
        top5: percentOf(current.top5Share),
        hhi: formatCount(current.hhi),
        level: current.hhi > HIGHLY_CONCENTRATED ? t("analytics:vendors.hhiHigh") : t("analytics:vendors.hhiNormal"),
      })
    : period;
  return (
    <FigureCard
      title={title}
      description={description}
      empty={current ? null : t("analytics:vendors.spendEmpty")}
      actions={current && <CurrencyChoice currencies={currencies} value={current.currency} onChange={setChosen} />}
      figures={{
        key: `vendors-spend-${current?.currency.toLowerCase() ?? "none"}`,
        columns: [
          t("analytics:columns.vendor"),
          t("analytics:columns.currency"),
          t("analytics:columns.amount"),
          t("analytics:columns.share"),
        ],
        rows: (current?.top ?? []).map((v) => ({
          key: v.vendorId,
          cells: [v.name, current!.currency, formatAmount(v.amount, current!.currency), percentOf(v.share)],
          csv: [v.name, current!.currency, v.amount, v.share],
        })),
      }}
      chart={
        current && (
          <RowBars
            data={amountBars(
              current.top.map((v) => ({
                name: v.name,
                amount: v.amount,
                text: `${formatAmount(v.amount, current.currency)} · ${percentOf(v.share)}`,
                fill: PRIMARY_FILL,
              })),
            )}
          />
        )
      }
    />
  );
}
