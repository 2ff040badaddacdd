import type { FinancialAnalytics } from "@tprm/api/schemas";
import { useTranslation } from "react-i18next";
import { riskFill } from "../../../components/risk-level";
import { formatAmount, formatCount } from "../../../lib/format";
import { ColumnBars } from "../figures/Bars";
import { FigureCard } from "../figures/FigureCard";
import { countBars } from "../figures/figures-data";

/** The invoice exceptions over all invoices, as the invoices screen counts them. */
export function ExceptionsCard({ exceptions }: { exceptions: FinancialAnalytics["exceptions"] }) {
  const { t } = useTranslation(["analytics"]);
  const kinds = [
    { key: "overdue", name: t("analytics:financial.exOverdue"), count: exceptions.overdue, fill: riskFill("critical") },
    {
      key: "duplicates",
      name: t("analytics:financial.exDuplicates"),
      count: exceptions.duplicates,
      fill: riskFill("high"),
    },
    {
      key: "overContract",
      name: t("analytics:financial.exOverContract"),
      count: exceptions.overContract,
      fill: riskFill("medium"),
    },
  ];
  const overdueAmounts = exceptions.overdueAmounts.map((a) => formatAmount(a.amount, a.currency)).join(", ");
  return (
    <FigureCard
      title={t("analytics:financial.exceptions")}
      description={
        overdueAmounts
          ? t("analytics:financial.exceptionsHintOverdue", { amounts: overdueAmounts })
          : t("analytics:financial.exceptionsHint")
      }
      figures={{
        key: "invoice-exceptions",
        columns: [t("analytics:columns.exception"), t("analytics:columns.count")],
        rows: kinds.map((k) => ({ key: k.key, cells: [k.name, formatCount(k.count)], csv: [k.name, k.count] })),
      }}
      chart={<ColumnBars data={countBars(kinds, t)} format={formatCount} />}
    />
  );
}
