import type { ProgressColour } from "@tprm/api/schemas";
import { Badge, cn, Progress } from "@tprm/ui";
import { AlarmClockIcon, CalendarClockIcon } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { RiskLevelChip } from "../../components/RiskLevelChip";
import { formatCount } from "../../lib/format";
import { PROGRESS_CLASSES, riskLabel, statusClassName, statusLabel } from "./assessment-format";

/** Draft (neutral), In Progress (blue), Completed (green). */
export function AssessmentStatusChip({ status, className }: { status: string; className?: string }) {
  const { t } = useTranslation(["riskAssessment"]);
  return (
    <Badge
      variant="outline"
      data-testid="assessment-status"
      data-status={status}
      className={cn(statusClassName(status), className)}
    >
      <span className="sr-only">{t("riskAssessment:status.srPrefix")} </span>
      {statusLabel(t, status)}
    </Badge>
  );
}

/** A risk level chip (overall risk, a domain's level); "Not scored" while nothing has a score. */
export function AssessmentRiskChip({
  risk,
  prefix,
  testId = "assessment-risk",
  className,
}: {
  risk: string | null | undefined;
  /** What the level is of, for screen readers (already translated); "Overall risk" by default. */
  prefix?: string;
  testId?: string;
  className?: string;
}) {
  const { t } = useTranslation(["riskAssessment"]);
  return (
    <RiskLevelChip
      risk={risk}
      label={riskLabel(t, risk)}
      srPrefix={`${prefix ?? t("riskAssessment:risk.overallPrefix")} `}
      testId={testId}
      className={className}
    />
  );
}

/** The review-due mark: overdue (red) or due within 30 days (amber); nothing otherwise. */
export function ReviewDueMark({ due }: { due: "overdue" | "due" | null | undefined }) {
  const { t } = useTranslation(["riskAssessment"]);
  if (!due) return null;
  const overdue = due === "overdue";
  const Icon = overdue ? AlarmClockIcon : CalendarClockIcon;
  return (
    <Badge variant={overdue ? "destructive" : "warning"} data-testid="review-due" data-due={due}>
      <Icon aria-hidden="true" />
      {overdue ? t("riskAssessment:card.overdue") : t("riskAssessment:card.dueSoon")}
    </Badge>
  );
}

/**
 * Domains with data over nine (000 §4) as a bar in the spec's colour, with the figures as text beside it so the
 * colour is never the only sign; the bar itself is a labelled progressbar with its value.
 */
export function ProgressMeter({
  progress,
  className,
}: {
  progress: { completed: number; total: number; percent: number; colour: ProgressColour };
  className?: string;
}) {
  const { t } = useTranslation(["riskAssessment"]);
  const labelId = useId();
  const tone = PROGRESS_CLASSES[progress.colour];
  const figures = t("riskAssessment:progress.figures", {
    completed: formatCount(progress.completed),
    total: formatCount(progress.total),
  });
  return (
    <div className={cn("grid gap-1.5", className)} data-testid="assessment-progress" data-colour={progress.colour}>
      <div className="flex items-baseline justify-between gap-2 text-xs">
        <span id={labelId} className="text-muted-foreground">
          {t("riskAssessment:progress.label")}
        </span>
        <span className="tabular-nums">
          <span className="text-muted-foreground">{figures}</span>{" "}
          <span className={cn("font-semibold", tone.text)} data-testid="progress-percent">
            {t("riskAssessment:progress.percent", { percent: formatCount(progress.percent) })}
          </span>
        </span>
      </div>
      <Progress
        value={progress.percent}
        aria-labelledby={labelId}
        getValueLabel={() =>
          t("riskAssessment:progress.valueText", {
            percent: formatCount(progress.percent),
            completed: formatCount(progress.completed),
            total: formatCount(progress.total),
          })
        }
        indicatorClassName={tone.bar}
        className="bg-muted-foreground/15"
      />
    </div>
  );
}
