import type { ComplianceAnalytics } from "@tprm/api/schemas";
import { useTranslation } from "react-i18next";
import { riskFill } from "../../../components/risk-level";
import { formatCount } from "../../../lib/format";
import { ColumnBars, PRIMARY_FILL, RowBars } from "../figures/Bars";
import { FigureCard } from "../figures/FigureCard";
import { countBars } from "../figures/figures-data";

/** The gaps: the policies' recorded compliance gaps by framework and by wording, and vendors' assessment gaps. */
export function GapCards({ gaps }: { gaps: ComplianceAnalytics["gaps"] }) {
  const { t } = useTranslation(["analytics"]);
  const frameworkName = (framework: string | null) => framework ?? t("analytics:compliance.noFramework");
  const vendorGaps = [
    {
      key: "without",
      name: t("analytics:compliance.withoutAssessment"),
      count: gaps.vendorsWithoutAssessment,
      fill: riskFill("high"),
    },
    {
      key: "overdue",
      name: t("analytics:compliance.reviewOverdue"),
      count: gaps.vendorsReviewOverdue,
      fill: riskFill("critical"),
    },
  ];
  return (
    <>
      <FigureCard
        title={t("analytics:compliance.byFramework")}
        description={t("analytics:compliance.byFrameworkHint")}
        empty={gaps.byFramework.length === 0 ? t("analytics:compliance.noGaps") : null}
        figures={{
          key: "gaps-by-framework",
          columns: [t("analytics:columns.framework"), t("analytics:columns.policies"), t("analytics:columns.gaps")],
          rows: gaps.byFramework.map((f) => ({
            key: f.framework ?? "none",
            cells: [frameworkName(f.framework), formatCount(f.policies), formatCount(f.gaps)],
            csv: [frameworkName(f.framework), f.policies, f.gaps],
          })),
        }}
        chart={
          <RowBars
            data={countBars(
              gaps.byFramework.map((f) => ({ name: frameworkName(f.framework), count: f.gaps, fill: PRIMARY_FILL })),
              t,
            )}
          />
        }
      />
      <FigureCard
        title={t("analytics:compliance.topGaps")}
        description={t("analytics:compliance.topGapsHint")}
        empty={gaps.top.length === 0 ? t("analytics:compliance.noGaps") : null}
        figures={{
          key: "gaps-most-frequent",
          columns: [t("analytics:columns.gap"), t("analytics:columns.policies")],
          rows: gaps.top.map((g) => ({
            key: g.gap,
            cells: [g.gap, formatCount(g.policies)],
            csv: [g.gap, g.policies],
          })),
        }}
        chart={
          <RowBars
            data={countBars(
              gaps.top.map((g) => ({ name: g.gap, count: g.policies, fill: PRIMARY_FILL })),
              t,
            )}
          />
        }
      />
      <FigureCard
        className="lg:col-span-2"
        title={t("analytics:compliance.vendorGaps")}
        description={t("analytics:compliance.vendorGapsHint")}
        figures={{
          key: "gaps-vendor-assessments",
          columns: [t("analytics:columns.gap"), t("analytics:columns.vendors")],
          rows: vendorGaps.map((g) => ({ key: g.key, cells: [g.name, formatCount(g.count)], csv: [g.name, g.count] })),
        }}
        chart={<ColumnBars data={countBars(vendorGaps, t)} format={formatCount} />}
      />
    </>
  );
}
