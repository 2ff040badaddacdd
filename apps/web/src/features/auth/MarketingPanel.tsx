import { ChartLineIcon, FileCheckIcon, RefreshCwIcon, ShieldCheckIcon } from "lucide-react";
import { useTranslation } from "react-i18next";

const TILES = [
  {
    title: "auth:marketing.tiles.riskAnalytics.title",
    text: "auth:marketing.tiles.riskAnalytics.text",
    Icon: ChartLineIcon,
  },
  {
    title: "auth:marketing.tiles.complianceAutomation.title",
    text: "auth:marketing.tiles.complianceAutomation.text",
    Icon: ShieldCheckIcon,
  },
  {
    title: "auth:marketing.tiles.vendorLifecycle.title",
    text: "auth:marketing.tiles.vendorLifecycle.text",
    Icon: RefreshCwIcon,
  },
  {
    title: "auth:marketing.tiles.contractGovernance.title",
    text: "auth:marketing.tiles.contractGovernance.text",
    Icon: FileCheckIcon,
  },
] as const;

/** The platform's published marketing figures (the same as the landing page's), written as each language writes them. */
const STATS = [
  { value: "auth:marketing.stats.vendorsValue", label: "auth:marketing.stats.vendors" },
  { value: "auth:marketing.stats.savingsValue", label: "auth:marketing.stats.savings" },
  { value: "auth:marketing.stats.accuracyValue", label: "auth:marketing.stats.accuracy" },
  { value: "auth:marketing.stats.clientsValue", label: "auth:marketing.stats.clients" },
] as const;

/** Left side of the sign-in screens: what the platform does, four tiles and static stats. */
export function MarketingPanel() {
  const { t } = useTranslation(["auth", "common"]);
  return (
    <aside
      aria-label={t("auth:marketing.label")}
      className="hidden flex-col justify-between gap-10 bg-gradient-to-br from-[#0d47a1] via-[#1565c0] to-[#1976d2] p-10 text-white lg:flex"
    >
      <div className="flex items-center gap-2 text-lg font-semibold">
        <ShieldCheckIcon aria-hidden="true" className="size-7" />
        {t("common:appName")}
      </div>
      <div className="space-y-8">
        <div className="space-y-3">
          <h2 className="text-3xl font-bold leading-tight">{t("auth:marketing.headline")}</h2>
          <p className="max-w-lg text-white/80">{t("auth:marketing.intro")}</p>
        </div>
        <ul className="grid grid-cols-2 gap-4">
          {TILES.map(({ title, text, Icon }) => (
            <li key={title} className="rounded-xl bg-white/10 p-4 backdrop-blur-sm">
              <Icon aria-hidden="true" className="mb-3 size-6" />
              <h3 className="font-semibold">{t(title)}</h3>
              <p className="mt-1 text-sm text-white/75">{t(text)}</p>
            </li>
          ))}
        </ul>
      </div>
      <dl className="grid grid-cols-4 gap-4 border-t border-white/20 pt-6">
        {STATS.map((stat) => (
          <div key={stat.label}>
            <dd className="text-2xl font-bold">{t(stat.value)}</dd>
            <dt className="text-xs tracking-wide text-white/70 uppercase">{t(stat.label)}</dt>
          </div>
        ))}
      </dl>
    </aside>
  );
}
