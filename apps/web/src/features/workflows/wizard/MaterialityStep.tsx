import {
  MATERIALITY_MAX_SCORE,
  MATERIALITY_QUESTIONS,
  MATERIALITY_SECTION_MAX,
  MATERIALITY_SECTIONS,
  type MaterialityAnswers,
  materialityClassification,
  materialityScore,
  sectionColour,
  sectionScores,
} from "@tprm/api/schemas";
import { Button, cn } from "@tprm/ui";
import { ListChecksIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { MaterialityQuestion } from "./MaterialityQuestion";
import { BAR, classificationColour, tintClassName } from "./wizard-colours";

/**
 * Step 5, Materiality Assessment: fifteen 0–5 questions in the five sections of 001 §2.3, each section's score out
 * of 15 in its colour (ratio 0.67 red, 0.33 amber), the total out of 75 and the classification it gives.
 */
export function MaterialityStep({
  answers,
  onAnswer,
  onSummary,
}: {
  answers: MaterialityAnswers;
  onAnswer: (id: string, value: number) => void;
  onSummary: () => void;
}) {
  const { t } = useTranslation(["workflowWizard", "workflowQuestions"]);
  const scores = sectionScores(answers);
  const answered = MATERIALITY_QUESTIONS.filter((q) => typeof answers[q.id] === "number").length;
  const complete = answered === MATERIALITY_QUESTIONS.length;
  const total = materialityScore(answers);
  const classification = materialityClassification(answers);
  return (
    <div className="grid gap-6">
      <p className="text-sm text-muted-foreground">{t("workflowWizard:materiality.intro")}</p>
      {MATERIALITY_SECTIONS.map((section) => {
        const questions = MATERIALITY_QUESTIONS.filter((q) => q.section === section);
        const colour = sectionColour(scores[section]);
        const headingId = `section-${section}`;
        return (
          <section key={section} aria-labelledby={headingId} className="grid gap-3" data-testid={`section-${section}`}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 id={headingId} className="text-base font-semibold">
                {t(`workflowQuestions:sections.${section}`)}
              </h3>
              <span className={cn("rounded-md border px-2 py-0.5 text-xs font-medium", tintClassName(colour))}>
                {t("workflowWizard:materiality.sectionScore", { score: scores[section], max: MATERIALITY_SECTION_MAX })}
              </span>
            </div>
            <div className="h-1.5 overflow-hidden rounded-full bg-muted" aria-hidden="true">
              <div
                className={cn("h-full rounded-full", BAR[colour])}
                style={{ width: `${(scores[section] / MATERIALITY_SECTION_MAX) * 100}%` }}
              />
            </div>
            <ol className="grid gap-3">
              {questions.map((q) => (
                <MaterialityQuestion
                  key={q.id}
                  id={q.id}
                  number={MATERIALITY_QUESTIONS.indexOf(q) + 1}
                  questionKey={q.key}
                  value={answers[q.id]}
                  onChange={(value) => onAnswer(q.id, value)}
                />
              ))}
            </ol>
          </section>
        );
      })}
      <div className="grid gap-3 rounded-lg border bg-muted/40 p-4 sm:grid-cols-[1fr_auto] sm:items-center">
        <div className="grid gap-1" role="status" data-testid="materiality-result">
          <p className="text-sm font-medium">
            {t("workflowWizard:materiality.total", { score: total, max: MATERIALITY_MAX_SCORE })}
            {complete && (
              <span
                className={cn(
                  "ml-2 rounded-md border px-2 py-0.5 text-xs font-medium",
                  tintClassName(classificationColour(classification)),
                )}
              >
                {t(`workflowQuestions:classification.${classification}`)}
              </span>
            )}
          </p>
          <p className="text-sm text-muted-foreground">
            {complete
              ? t(`workflowQuestions:classificationExplain.${classification}`)
              : t("workflowWizard:materiality.answered", { answered, total: MATERIALITY_QUESTIONS.length })}
          </p>
        </div>
        <Button variant="outline" onClick={onSummary} disabled={!complete} data-testid="materiality-summary">
          <ListChecksIcon aria-hidden="true" />
          {t("workflowWizard:summary.view")}
        </Button>
      </div>
    </div>
  );
}
