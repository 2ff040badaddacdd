import { isIsoDate } from "@tprm/api/dates";
import {
  ASSESSMENT_DOMAINS,
  assessmentProgress,
  DOMAIN_WEIGHTS,
  domainRiskLevel,
  nextReviewDateFor,
  overallRiskBand,
  type ProgressColour,
  SCORE_MAX,
  weightedScore,
} from "@tprm/api/schemas";
import {
  Button,
  cn,
  Progress,
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@tprm/ui";
import { useId } from "react";
import { type UseFormReturn, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { formatCalendarDate, formatCount, formatDecimal } from "../../../lib/format";
import { DOMAIN_TEXTS } from "./domain-texts";
import { type AssessmentFormOutput, type AssessmentFormValues, scoresOf } from "./form-values";
import { RiskBadge } from "./ScoreChooser";

/** Spec 000 §4: green at 80 % or more, orange at 50 % or more, red below. */
const PROGRESS_BAR: Record<ProgressColour, string> = {
  green: "bg-green-600",
  orange: "bg-orange-500",
  red: "bg-red-600",
};

/**
 * The assessment as it stands, recomputed on every change through the shared rules (the server stores the same on
 * save): the weighted overall score over the scored domains, its risk band, progress, each domain's score × weight,
 * and the next review date its risk would give.
 */
export function SummaryTab({ form }: { form: UseFormReturn<AssessmentFormValues, unknown, AssessmentFormOutput> }) {
  const { t } = useTranslation(["assessmentForm", "assessmentDomains"]);
  const progressLabel = useId();
  const domains = useWatch({ control: form.control, name: "domains" });
  const assessmentDate = useWatch({ control: form.control, name: "assessmentDate" });
  const nextReviewDate = useWatch({ control: form.control, name: "nextReviewDate" });
  const scores = scoresOf(domains);
  const overall = weightedScore(scores);
  const band = overallRiskBand(overall);
  const progress = assessmentProgress(scores);
  const suggested = band && isIsoDate(assessmentDate) ? nextReviewDateFor(assessmentDate, band) : null;

  return (
    <div className="grid gap-6" data-testid="assessment-summary">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1 rounded-md border p-4">
          <span className="text-sm text-muted-foreground">{t("assessmentForm:summary.overallScore")}</span>
          <span className="text-3xl font-semibold tabular-nums" data-testid="summary-score" aria-live="polite">
            {overall === null
              ? t("assessmentForm:summary.noScore")
              : t("assessmentForm:summary.scoreOutOf", {
                  score: formatDecimal(overall, 2, 2),
                  max: formatCount(SCORE_MAX),
                })}
          </span>
          <span className="flex items-center gap-2 text-sm">
            <span className="text-muted-foreground">{t("assessmentForm:summary.overallRisk")}</span>
            <RiskBadge level={band} testId="summary-risk" />
          </span>
        </div>
        <div className="grid content-start gap-2 rounded-md border p-4" data-colour={progress.colour}>
          <span id={progressLabel} className="text-sm text-muted-foreground">
            {t("assessmentForm:summary.progress")}
          </span>
          <span className="text-sm font-medium tabular-nums" data-testid="summary-progress">
            {t("assessmentForm:summary.progressValue", {
              completed: formatCount(progress.completed),
              total: formatCount(progress.total),
              percent: formatCount(progress.percent),
            })}
          </span>
          <Progress
            value={progress.percent}
            aria-labelledby={progressLabel}
            indicatorClassName={PROGRESS_BAR[progress.colour]}
            className="bg-muted-foreground/15"
          />
        </div>
      </div>

      <div className="grid gap-2">
        <Table data-testid="summary-domains" aria-label={t("assessmentForm:summary.tableCaption")}>
          <TableCaption className="mt-0 mb-2 caption-top text-left">
            {t("assessmentForm:summary.tableCaption")}
          </TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>{t("assessmentForm:summary.domain")}</TableHead>
              <TableHead className="text-right">{t("assessmentForm:summary.weight")}</TableHead>
              <TableHead className="text-right">{t("assessmentForm:summary.score")}</TableHead>
              <TableHead className="hidden sm:table-cell">{t("assessmentForm:summary.level")}</TableHead>
              <TableHead className="text-right whitespace-normal">{t("assessmentForm:summary.weighted")}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {ASSESSMENT_DOMAINS.map((domain) => {
              const score = scores[domain] ?? null;
              const weight = DOMAIN_WEIGHTS[domain];
              return (
                <TableRow key={domain} data-testid={`summary-row-${domain}`}>
                  <TableCell className="whitespace-normal">{t(DOMAIN_TEXTS[domain].name)}</TableCell>
                  <TableCell className="text-right tabular-nums">
                    {t("assessmentForm:summary.weightValue", { percent: formatCount(weight) })}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{score === null ? "—" : formatCount(score)}</TableCell>
                  {/* On a phone the level gives way to score × weight; each domain's tab shows its level. */}
                  <TableCell className="hidden sm:table-cell">
                    <RiskBadge level={score === null ? null : domainRiskLevel(score)} />
                  </TableCell>
                  <TableCell className={cn("text-right tabular-nums", score === null && "text-muted-foreground")}>
                    {score === null ? "—" : formatDecimal((score * weight) / 100, 2, 2)}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
        <p className="text-xs text-muted-foreground">{t("assessmentForm:summary.howWeighted")}</p>
      </div>

      <div className="grid gap-2 rounded-md border p-4 text-sm">
        <span className="text-muted-foreground">{t("assessmentForm:summary.suggestedReview")}</span>
        <span className="font-medium" data-testid="summary-next-review">
          {suggested ? formatCalendarDate(suggested) : t("assessmentForm:summary.suggestedReviewNone")}
        </span>
        {suggested && nextReviewDate !== suggested && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="w-fit"
            onClick={() => form.setValue("nextReviewDate", suggested, { shouldDirty: true })}
          >
            {t("assessmentForm:summary.useSuggested")}
          </Button>
        )}
      </div>
    </div>
  );
}
