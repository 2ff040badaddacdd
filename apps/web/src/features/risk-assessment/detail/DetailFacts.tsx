import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatCalendarDate } from "../../../lib/format";
import { AssessmentRiskChip, AssessmentStatusChip, ProgressMeter, ReviewDueMark } from "../AssessmentChips";
import { scoreText, typeLabel } from "../assessment-format";
import type { AssessmentDetail } from "../types";

/** The header facts: status, overall risk and score, progress, type, dates, service category and lead assessor. */
export function DetailFacts({ assessment: a }: { assessment: AssessmentDetail }) {
  const { t } = useTranslation(["riskAssessment"]);
  return (
    <section aria-labelledby="detail-facts" className="grid gap-4" data-testid="detail-facts">
      <h3 id="detail-facts" className="sr-only">
        {t("riskAssessment:detail.facts")}
      </h3>
      <div className="grid gap-4 rounded-lg border bg-muted/30 p-4 sm:grid-cols-[auto_auto_minmax(0,1fr)] sm:items-center sm:gap-8">
        <div className="grid gap-1">
          <span className="text-xs text-muted-foreground">{t("riskAssessment:card.status")}</span>
          <AssessmentStatusChip status={a.status} />
        </div>
        <div className="grid gap-1">
          <span className="text-xs text-muted-foreground">{t("riskAssessment:card.overallRisk")}</span>
          <div className="flex items-center gap-2">
            <AssessmentRiskChip risk={a.overallRisk} testId="detail-risk" />
            {a.overallScore !== null && (
              <span className="font-semibold tabular-nums" data-testid="detail-score">
                {t("riskAssessment:card.scoreOutOf10", { score: scoreText(a.overallScore) })}
              </span>
            )}
          </div>
        </div>
        <ProgressMeter progress={a.progress} />
      </div>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
        <Fact label={t("riskAssessment:detail.type")}>{typeLabel(t, a.type)}</Fact>
        <Fact label={t("riskAssessment:detail.assessmentDate")}>{formatCalendarDate(a.assessmentDate)}</Fact>
        <Fact label={t("riskAssessment:card.nextReview")}>
          <span className="inline-flex flex-wrap items-center gap-2">
            {a.nextReviewDate ? formatCalendarDate(a.nextReviewDate) : t("riskAssessment:card.notScheduled")}
            <ReviewDueMark due={a.reviewDue} />
          </span>
        </Fact>
        <Fact label={t("riskAssessment:card.leadAssessor")}>{a.leadAssessor.name}</Fact>
        <Fact label={t("riskAssessment:detail.serviceCategory")}>
          {a.serviceCategory ?? <span className="text-muted-foreground">{t("riskAssessment:detail.none")}</span>}
        </Fact>
        <Fact label={t("riskAssessment:detail.vendorRating")}>
          <AssessmentRiskChip
            risk={a.vendorRiskRating}
            prefix={t("riskAssessment:detail.vendorRating")}
            testId="detail-vendor-rating"
          />
        </Fact>
      </dl>
    </section>
  );
}

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 content-start gap-0.5">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}
