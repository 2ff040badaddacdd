import { domainRiskLevel, type RiskLevelValue, SCORE_MAX, SCORE_MIN } from "@tprm/api/schemas";
import { Button, cn } from "@tprm/ui";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { RiskLevelChip } from "../../../components/RiskLevelChip";

const SCORES = Array.from({ length: SCORE_MAX - SCORE_MIN + 1 }, (_, i) => SCORE_MIN + i);

/** A risk level as a chip; "Not scored" while there is none. */
export function RiskBadge({ level, testId }: { level: RiskLevelValue | null; testId?: string }) {
  const { t } = useTranslation(["assessmentForm"]);
  return (
    <RiskLevelChip
      risk={level}
      label={level ? t(`assessmentForm:riskLevels.${level}`) : t("assessmentForm:riskLevels.none")}
      testId={testId}
    />
  );
}

/**
 * A domain's score, 0 to 10 (10 = most risk), as eleven radio buttons (Tab into the group, arrow keys to move), with
 * the risk level it gives (the rules' domainRiskLevel) shown and announced as it changes. Clear leaves the domain
 * without a score, so it does not count in the weighted score or the progress.
 */
export function ScoreChooser({
  value,
  onChange,
  disabled,
  testId,
}: {
  value: number | null;
  onChange: (score: number | null) => void;
  disabled?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation(["assessmentForm"]);
  const ids = useId();
  const level = value === null ? null : domainRiskLevel(value);
  return (
    <fieldset className="grid min-w-0 gap-2" aria-describedby={`${ids}-hint`} data-testid={testId}>
      <legend className="mb-2 text-sm leading-none font-medium">{t("assessmentForm:domain.score")}</legend>
      <p id={`${ids}-hint`} className="text-sm text-muted-foreground">
        {t("assessmentForm:domain.scoreHint", { min: SCORE_MIN, max: SCORE_MAX })}
      </p>
      <div className="flex flex-wrap gap-1.5">
        {SCORES.map((score) => (
          <label key={score} className="relative">
            <input
              type="radio"
              name={`${ids}-score`}
              value={score}
              checked={value === score}
              disabled={disabled}
              onChange={() => onChange(score)}
              className="peer absolute inset-0 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
            />
            <span
              aria-hidden="true"
              className="flex size-9 items-center justify-center rounded-md border text-sm font-medium tabular-nums transition-colors peer-[:hover:not(:checked)]:bg-muted peer-checked:border-primary peer-checked:bg-primary peer-checked:text-primary-foreground peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/50 peer-disabled:opacity-50"
            >
              {score}
            </span>
            <span className="sr-only">{score}</span>
          </label>
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-muted-foreground">{t("assessmentForm:domain.level")}</span>
        <output aria-live="polite" className={cn("inline-flex")}>
          <RiskBadge level={level} testId={testId ? `${testId}-level` : undefined} />
        </output>
        {value !== null && (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="ml-auto"
            disabled={disabled}
            onClick={() => onChange(null)}
          >
            {t("assessmentForm:domain.clearScore")}
          </Button>
        )}
      </div>
    </fieldset>
  );
}
