import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { formatCount, formatDecimal, formatMoney } from "../../../lib/format";
import { currentLocale } from "../../../lib/preferences";
import { type ConcentrationVendor, dependencyOf } from "./concentration-view";

/** Items as the user's language lists them ("A, B and C", "A、B和C"). */
export const listText = (items: string[], locale: string = currentLocale()) =>
  new Intl.ListFormat(locale, { style: "long", type: "conjunction" }).format(items);

export const costsText = (v: Pick<ConcentrationVendor, "annualCost">) =>
  v.annualCost.length ? listText(v.annualCost.map((c) => formatMoney(c.amount, c.currency))) : "—";

export const shareText = (t: TFunction, v: Pick<ConcentrationVendor, "share">) =>
  t("register:concentration.percent", { value: formatDecimal(v.share * 100, 1, 1) });

export const functionsText = (t: TFunction, v: Pick<ConcentrationVendor, "criticalFunctions">) =>
  v.criticalFunctions.length === 0
    ? "—"
    : listText(
        v.criticalFunctions.map((f) =>
          f.direct ? f.name : t("register:concentration.throughChain", { name: f.name }),
        ),
      );

export const contractsText = (t: TFunction, v: ConcentrationVendor) =>
  t("register:concentration.contracts", {
    total: formatCount(v.contracts),
    direct: formatCount(v.directContracts),
    chain: formatCount(v.chainContracts),
  });

/** The providers as cards on a phone (the table's columns one under the other), largest share first. */
export function ConcentrationList({ vendors }: { vendors: ConcentrationVendor[] }) {
  const { t } = useTranslation(["register"]);
  const fields = (v: ConcentrationVendor): [string, string][] => [
    [t("register:concentration.columns.dependency"), t(`register:concentration.dependency.${dependencyOf(v)}`)],
    [t("register:concentration.columns.functions"), functionsText(t, v)],
    [t("register:concentration.columns.contracts"), contractsText(t, v)],
    [t("register:concentration.columns.cost"), costsText(v)],
  ];
  if (vendors.length === 0) {
    return <p className="text-sm text-muted-foreground md:hidden">{t("register:concentration.noProviders")}</p>;
  }
  return (
    <ul className="grid gap-3 md:hidden" aria-label={t("register:concentration.tableLabel")}>
      {vendors.map((v) => (
        <li key={v.vendorId} className="rounded-lg border bg-card p-4" data-testid="concentration-card">
          <div className="flex items-baseline justify-between gap-3">
            <span className="font-medium">{v.name}</span>
            <span className="shrink-0 tabular-nums">{shareText(t, v)}</span>
          </div>
          <dl className="mt-2 grid gap-1.5">
            {fields(v).map(([label, value]) => (
              <div key={label}>
                <dt className="text-xs text-muted-foreground">{label}</dt>
                <dd className="break-words text-sm">{value}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}
