import { Card, Checkbox, cn } from "@tprm/ui";
import { CalendarDaysIcon, UserRoundIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatCalendarDate } from "../../lib/format";
import { AssessmentRiskChip, AssessmentStatusChip, ProgressMeter, ReviewDueMark } from "./AssessmentChips";
import { scoreText, typeLabel } from "./assessment-format";
import type { AssessmentListItem } from "./types";

/**
 * One assessment in the grid: vendor, reference and type, status, overall risk and score, progress, next review
 * (with the overdue / due-soon mark) and lead assessor. The vendor's name is the link that opens the detail; its
 * hit area covers the card (the checkbox sits above it), so a click anywhere on the card opens it.
 */
export function AssessmentCard({
  assessment,
  href,
  selectable,
  selected,
  onSelectedChange,
}: {
  assessment: AssessmentListItem;
  href: string;
  selectable: boolean;
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
}) {
  const { t } = useTranslation(["riskAssessment"]);
  const a = assessment;
  return (
    <Card
      className={cn(
        "relative gap-4 p-5 transition-shadow focus-within:ring-2 focus-within:ring-ring/50 hover:shadow-md",
        selected && "ring-2 ring-primary/60",
      )}
      data-testid="assessment-card"
      data-assessment-id={a.id}
    >
      <div className="flex items-start gap-3">
        {selectable && (
          <Checkbox
            checked={selected}
            onCheckedChange={(value) => onSelectedChange(value === true)}
            aria-label={t("riskAssessment:card.select", { reference: a.reference, vendor: a.vendor.name })}
            className="relative z-10 mt-1"
            data-testid="assessment-select"
          />
        )}
        <div className="grid min-w-0 flex-1 gap-0.5">
          <h3 className="truncate text-base leading-snug font-semibold">
            <Link
              to={href}
              className="outline-none after:absolute after:inset-0 after:rounded-xl after:content-[''] hover:underline focus-visible:underline"
              data-testid="assessment-open"
            >
              {a.vendor.name}
            </Link>
          </h3>
          <p className="text-sm text-muted-foreground">
            <span className="font-mono text-xs" data-testid="assessment-reference">
              {a.reference}
            </span>
            {" · "}
            {typeLabel(t, a.type)}
          </p>
        </div>
        <AssessmentStatusChip status={a.status} className="shrink-0" />
      </div>

      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <span className="text-xs text-muted-foreground">{t("riskAssessment:card.overallRisk")}</span>
          <AssessmentRiskChip risk={a.overallRisk} />
        </div>
        <div className="grid justify-items-end gap-0.5">
          <span className="text-xs text-muted-foreground">{t("riskAssessment:card.overallScore")}</span>
          <span className="text-lg leading-none font-semibold tabular-nums" data-testid="assessment-score">
            {a.overallScore === null
              ? "—"
              : t("riskAssessment:card.scoreOutOf10", { score: scoreText(a.overallScore) })}
          </span>
        </div>
      </div>

      <ProgressMeter progress={a.progress} />

      <dl className="grid gap-1.5 border-t pt-3 text-sm">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <dt className="flex items-center gap-1.5 text-muted-foreground">
            <CalendarDaysIcon aria-hidden="true" className="size-4" />
            {t("riskAssessment:card.nextReview")}
          </dt>
          <dd className="flex flex-wrap items-center gap-2">
            <span className="tabular-nums" data-testid="assessment-next-review">
              {a.nextReviewDate ? formatCalendarDate(a.nextReviewDate) : t("riskAssessment:card.notScheduled")}
            </span>
            <ReviewDueMark due={a.reviewDue} />
          </dd>
        </div>
        <div className="flex min-w-0 items-center gap-x-2">
          <dt className="flex shrink-0 items-center gap-1.5 text-muted-foreground">
            <UserRoundIcon aria-hidden="true" className="size-4" />
            {t("riskAssessment:card.leadAssessor")}
          </dt>
          <dd className="truncate" data-testid="assessment-assessor">
            {a.leadAssessor.name}
          </dd>
        </div>
      </dl>
    </Card>
  );
}
