import { useQuery } from "@tanstack/react-query";
import type { VendorAnalytics } from "@tprm/api/schemas";
import { useTranslation } from "react-i18next";
import { riskFill } from "../../../components/risk-level";
import { countryName } from "../../../lib/countries";
import { formatCount } from "../../../lib/format";
import { useTRPC } from "../../../lib/trpc";
import { ColumnBars, PRIMARY_FILL, RowBars } from "../figures/Bars";
import { FigureCard } from "../figures/FigureCard";
import { countBars, percentText, percentValue } from "../figures/figures-data";
import { TabState, Tiles } from "../figures/TabState";
import { SpendConcentrationCard } from "./SpendConcentrationCard";

/** Vendors: the register by status, risk rating and country, and the concentration of spend. */
export default function VendorsTab() {
  const { t } = useTranslation(["analytics"]);
  const trpc = useTRPC();
  const query = useQuery(trpc.analytics.vendors.queryOptions());
  return (
    <TabState query={query} label={t("analytics:tabs.vendors")}>
      {(data) => <VendorFigures data={data} />}
    </TabState>
  );
}

function VendorFigures({ data }: { data: VendorAnalytics }) {
  const { t } = useTranslation(["analytics", "vendors"]);
  const count = t("analytics:columns.vendors");
  const share = t("analytics:columns.share");
  const shareOf = (n: number) => percentText(n, data.total);
  const highOrCritical = data.byRisk
    .filter((r) => r.risk === "high" || r.risk === "critical")
    .reduce((n, r) => n + r.count, 0);
  const statusName = (status: string) => t(`vendors:status.${status}`);
  const riskName = (risk: string | null) => (risk ? t(`vendors:riskLevel.${risk}`) : t("vendors:risk.notRated"));
  const countries = [
    ...data.byCountry.map((c) => ({
      key: c.country ?? "none",
      name: c.country ? countryName(c.country) : t("analytics:vendors.noCountry"),
      code: c.country ?? "",
      count: c.count,
    })),
    ...(data.otherCountries.vendors > 0
      ? [
          {
            key: "other",
            name: t("analytics:vendors.otherCountries", {
              count: data.otherCountries.countries,
              n: formatCount(data.otherCountries.countries),
            }),
            code: "",
            count: data.otherCountries.vendors,
          },
        ]
      : []),
  ];
  const active = data.byStatus.find((s) => s.status === "active")?.count ?? 0;
  return (
    <>
      <Tiles
        label={t("analytics:vendors.tiles")}
        items={[
          { key: "vendors-total", label: t("analytics:vendors.total"), value: formatCount(data.total) },
          { key: "vendors-active", label: t("analytics:vendors.active"), value: formatCount(active) },
          { key: "vendors-high", label: t("analytics:vendors.highOrCritical"), value: formatCount(highOrCritical) },
          {
            key: "vendors-countries",
            label: t("analytics:vendors.countries"),
            value: formatCount(data.countries),
          },
        ]}
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <FigureCard
          title={t("analytics:vendors.byStatus")}
          description={t("analytics:vendors.byStatusHint")}
          empty={data.total === 0 ? t("analytics:vendors.empty") : null}
          figures={{
            key: "vendors-by-status",
            columns: [t("analytics:columns.status"), count, share],
            rows: data.byStatus.map((s) => ({
              key: s.status,
              cells: [statusName(s.status), formatCount(s.count), shareOf(s.count)],
              csv: [statusName(s.status), s.count, percentValue(s.count, data.total)],
            })),
          }}
          chart={
            <ColumnBars
              data={countBars(
                data.byStatus.map((s) => ({ name: statusName(s.status), count: s.count, fill: PRIMARY_FILL })),
                t,
              )}
              format={formatCount}
            />
          }
        />
        <FigureCard
          title={t("analytics:vendors.byRisk")}
          description={t("analytics:vendors.byRiskHint")}
          empty={data.total === 0 ? t("analytics:vendors.empty") : null}
          figures={{
            key: "vendors-by-risk",
            columns: [t("analytics:columns.risk"), count, share],
            rows: data.byRisk.map((r) => ({
              key: r.risk ?? "none",
              cells: [riskName(r.risk), formatCount(r.count), shareOf(r.count)],
              csv: [riskName(r.risk), r.count, percentValue(r.count, data.total)],
            })),
          }}
          chart={
            <ColumnBars
              data={countBars(
                data.byRisk.map((r) => ({ name: riskName(r.risk), count: r.count, fill: riskFill(r.risk) })),
                t,
              )}
              format={formatCount}
            />
          }
        />
        <FigureCard
          title={t("analytics:vendors.byCountry")}
          description={t("analytics:vendors.byCountryHint")}
          empty={data.total === 0 ? t("analytics:vendors.empty") : null}
          figures={{
            key: "vendors-by-country",
            columns: [t("analytics:columns.country"), t("analytics:columns.code"), count, share],
            rows: countries.map((c) => ({
              key: c.key,
              cells: [c.name, c.code || "—", formatCount(c.count), shareOf(c.count)],
              csv: [c.name, c.code || null, c.count, percentValue(c.count, data.total)],
            })),
          }}
          chart={
            <RowBars
              data={countBars(
                countries.map((c) => ({ name: c.name, count: c.count, fill: PRIMARY_FILL })),
                t,
              )}
            />
          }
        />
        <SpendConcentrationCard spend={data.spend} />
      </div>
    </>
  );
}
