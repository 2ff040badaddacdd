import { ChevronRightIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatCalendarDate } from "../../../lib/format";
import { AssessmentRiskChip, AssessmentStatusChip } from "../AssessmentChips";
import { scoreText, typeLabel } from "../assessment-format";
import type { AssessmentDetail } from "../types";

/** The vendor's other assessments, newest first; each opens in this dialog. */
export function HistorySection({
  history,
  vendorName,
  onOpen,
}: {
  history: AssessmentDetail["history"];
  vendorName: string;
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation(["riskAssessment"]);
  return (
    <section aria-labelledby="detail-history" className="grid gap-3">
      <h3 id="detail-history" className="text-base font-semibold">
        {t("riskAssessment:detail.history", { vendor: vendorName })}
      </h3>
      {history.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("riskAssessment:detail.noHistory")}</p>
      ) : (
        <ul className="grid divide-y rounded-lg border" data-testid="detail-history">
          {history.map((h) => (
            <li key={h.id}>
              <button
                type="button"
                onClick={() => onOpen(h.id)}
                className="grid w-full grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 px-4 py-3 text-left text-sm outline-none hover:bg-accent/50 focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:grid-cols-[8rem_minmax(0,1fr)_auto_auto_auto]"
                data-testid="history-entry"
              >
                <span className="font-mono text-xs">{h.reference}</span>
                <span className="text-muted-foreground max-sm:order-3 max-sm:col-span-2">
                  {formatCalendarDate(h.assessmentDate)} · {typeLabel(t, h.type)}
                </span>
                <span className="flex items-center gap-2 max-sm:order-2 max-sm:row-span-1">
                  <AssessmentStatusChip status={h.status} />
                  <AssessmentRiskChip risk={h.overallRisk} />
                </span>
                <span className="tabular-nums max-sm:hidden">
                  {h.overallScore === null
                    ? "—"
                    : t("riskAssessment:card.scoreOutOf10", { score: scoreText(h.overallScore) })}
                </span>
                <ChevronRightIcon aria-hidden="true" className="size-4 text-muted-foreground max-sm:hidden" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
