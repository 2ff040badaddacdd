import {
  dependencyLevel,
  isOutsourcing,
  OUTSOURCING_MAX_SCORE,
  OUTSOURCING_QUESTION_IDS,
  type OutsourcingQuestionId,
  outsourcingScore,
  type YesNo,
} from "@tprm/api/schemas";
import { Button, cn } from "@tprm/ui";
import { ListChecksIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { dependencyColour, tintClassName } from "./wizard-colours";
import type { WizardValues } from "./wizard-state";

const ANSWERS: readonly YesNo[] = ["Yes", "No"];

/**
 * Step 4, Outsourcing Assessment: four yes/no questions (Yes scores 1), the score out of 4 with its dependency class
 * (0–1 Low, 2–3 Medium, 4 High) and whether the arrangement is outsourcing (rules.isOutsourcing).
 */
export function OutsourcingStep({
  answers,
  onAnswer,
  onSummary,
}: {
  answers: WizardValues["outsourcing"];
  onAnswer: (id: OutsourcingQuestionId, answer: YesNo) => void;
  onSummary: () => void;
}) {
  const { t } = useTranslation(["workflowWizard", "workflowQuestions"]);
  const answered = OUTSOURCING_QUESTION_IDS.filter((id) => answers[id]).length;
  const complete = answered === OUTSOURCING_QUESTION_IDS.length;
  const score = outsourcingScore(answers);
  const level = dependencyLevel(score);
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">{t("workflowWizard:outsourcing.intro")}</p>
      <ol className="grid gap-3">
        {OUTSOURCING_QUESTION_IDS.map((id, index) => (
          <li key={id} className="rounded-lg border p-4" data-testid={`outsourcing-${id}`}>
            <fieldset className="grid min-w-0 gap-3">
              <legend className="mb-1 text-sm font-medium">
                {index + 1}. {t(`workflowQuestions:outsourcing.${id}.text`)}
              </legend>
              <p className="text-xs text-muted-foreground">{t(`workflowQuestions:outsourcing.${id}.help`)}</p>
              <div className="flex gap-2">
                {ANSWERS.map((answer) => (
                  <label
                    key={answer}
                    className={cn(
                      "flex cursor-pointer items-center gap-2 rounded-md border px-4 py-2 text-sm has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50",
                      answers[id] === answer && "border-primary bg-primary/10 font-medium",
                    )}
                  >
                    <input
                      type="radio"
                      name={`outsourcing-${id}`}
                      className="size-4 accent-primary"
                      checked={answers[id] === answer}
                      onChange={() => onAnswer(id, answer)}
                    />
                    {t(`workflowWizard:answers.${answer}`)}
                  </label>
                ))}
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <div className="grid gap-3 rounded-lg border bg-muted/40 p-4 sm:grid-cols-[1fr_auto] sm:items-center">
        <div className="grid gap-2" role="status" data-testid="outsourcing-result">
          <p className="text-sm">
            {t("workflowWizard:outsourcing.score", { score, max: OUTSOURCING_MAX_SCORE })}{" "}
            <span
              className={cn(
                "ml-1 rounded-md border px-2 py-0.5 text-xs font-medium",
                tintClassName(dependencyColour(level)),
              )}
            >
              {t("workflowWizard:outsourcing.dependency", { level: t(`workflowQuestions:dependency.${level}`) })}
            </span>
          </p>
          <p className="text-sm text-muted-foreground">
            {complete
              ? isOutsourcing(answers)
                ? t("workflowWizard:outsourcing.isOutsourcing")
                : t("workflowWizard:outsourcing.notOutsourcing")
              : t("workflowWizard:outsourcing.answered", { answered, total: OUTSOURCING_QUESTION_IDS.length })}
          </p>
        </div>
        <Button variant="outline" onClick={onSummary} disabled={!complete} data-testid="outsourcing-summary">
          <ListChecksIcon aria-hidden="true" />
          {t("workflowWizard:summary.view")}
        </Button>
      </div>
    </div>
  );
}
