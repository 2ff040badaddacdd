import { ASSESSMENT_DOMAINS, type RiskLevelValue } from "@tprm/api/schemas";
import { cn } from "@tprm/ui";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { riskCellClassName } from "../../../components/risk-level";
import { formatCount } from "../../../lib/format";
import { domainLabel, domainShortLabel } from "../assessment-format";
import { ChartCard, ChartEmpty } from "./ChartCard";
import { assessmentHref, bandRanges, type HeatRow } from "./dashboard-data";

const BANDS = bandRanges();

/**
 * Vendor × domain heat map: an HTML table (rows vendors, columns the nine domains), each cell the domain's score as
 * text on the colour of its band, so it reads without colour and a screen reader walks it as any table. The vendor's
 * name opens its assessment in the centre. The table scrolls sideways on a phone, the vendor column staying put.
 */
export function HeatMap({
  rows,
  filtered = false,
  className,
}: {
  rows: readonly HeatRow[];
  filtered?: boolean;
  className?: string;
}) {
  const { t } = useTranslation(["assessmentDashboard", "assessmentDomains", "common"]);
  const { search } = useLocation();
  const captionId = useId();
  const levelOf = (level: RiskLevelValue) => t(`assessmentDashboard:risk.${level}`);
  return (
    <ChartCard
      title={t("assessmentDashboard:heatMap.title")}
      description={t("assessmentDashboard:heatMap.description")}
      testId="chart-heat-map"
      className={className}
    >
      {rows.length === 0 ? (
        <ChartEmpty>
          {filtered ? t("assessmentDashboard:heatMap.emptyFiltered") : t("assessmentDashboard:heatMap.empty")}
        </ChartEmpty>
      ) : (
        <>
          {/* relative: the cells' visually hidden texts are absolutely placed; they must scroll with the table, not
              widen the page */}
          <section
            className="relative overflow-x-auto rounded-lg border"
            aria-labelledby={captionId}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls sideways must be reachable by keyboard to scroll it
            tabIndex={0}
          >
            <table className="w-full border-separate border-spacing-0 text-sm" data-testid="heat-map">
              <caption id={captionId} className="sr-only">
                {t("assessmentDashboard:heatMap.caption")}
              </caption>
              <thead>
                <tr>
                  <th
                    scope="col"
                    className="sticky left-0 z-10 border-b bg-card px-3 py-2 text-left font-medium text-muted-foreground"
                  >
                    {t("assessmentDashboard:heatMap.vendor")}
                  </th>
                  {ASSESSMENT_DOMAINS.map((domain) => (
                    <th
                      key={domain}
                      scope="col"
                      className="min-w-20 border-b px-2 py-2 text-center align-bottom text-xs font-medium leading-tight text-muted-foreground"
                    >
                      <span aria-hidden="true" title={domainLabel(t, domain)}>
                        {domainShortLabel(t, domain)}
                      </span>
                      <span className="sr-only">{domainLabel(t, domain)}</span>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.assessmentId} data-testid="heat-map-row">
                    <th scope="row" className="sticky left-0 z-10 border-b bg-card px-3 py-1.5 text-left font-normal">
                      <Link
                        to={assessmentHref(row.assessmentId, search)}
                        className="block max-w-32 truncate sm:max-w-48 rounded-sm font-medium underline-offset-4 outline-none hover:text-primary hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                        title={row.vendorName}
                      >
                        {row.vendorName}
                      </Link>
                      <span className="block text-xs text-muted-foreground">{row.reference}</span>
                    </th>
                    {row.cells.map((cell) => (
                      <td key={cell.domain} className="border-b border-l border-l-card p-0.5 text-center">
                        <span
                          className={cn(
                            "flex h-9 items-center justify-center rounded font-semibold tabular-nums",
                            riskCellClassName(cell.level),
                          )}
                          data-level={cell.level ?? "none"}
                        >
                          {cell.score === null ? (
                            <>
                              <span aria-hidden="true">—</span>
                              <span className="sr-only">{t("assessmentDashboard:heatMap.notScored")}</span>
                            </>
                          ) : (
                            <>
                              {formatCount(cell.score)}
                              <span className="sr-only">
                                {" "}
                                {t("assessmentDashboard:heatMap.cellLevel", { level: levelOf(cell.level ?? "low") })}
                              </span>
                            </>
                          )}
                        </span>
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <ul className="mt-3 flex flex-wrap gap-2 text-xs" aria-label={t("assessmentDashboard:heatMap.legend")}>
            {BANDS.map(({ level, from, to }) => (
              <li key={level} className={cn("rounded px-2 py-1 font-medium", riskCellClassName(level))}>
                {t("assessmentDashboard:heatMap.band", {
                  level: levelOf(level),
                  from: formatCount(from),
                  to: formatCount(to),
                })}
              </li>
            ))}
          </ul>
        </>
      )}
    </ChartCard>
  );
}
