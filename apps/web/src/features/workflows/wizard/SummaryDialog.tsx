import {
  answerColour,
  dependencyLevel,
  isOutsourcing,
  MATERIALITY_MAX_SCORE,
  MATERIALITY_QUESTIONS,
  MATERIALITY_SECTION_MAX,
  MATERIALITY_SECTIONS,
  materialityClassification,
  materialityScore,
  OUTSOURCING_MAX_SCORE,
  OUTSOURCING_QUESTION_IDS,
  outsourcingScore,
  sectionColour,
  sectionScores,
} from "@tprm/api/schemas";
import { Button, cn, Dialog, DialogClose, DialogContent, DialogFooter, DialogHeader, DialogTitle } from "@tprm/ui";
import { useTranslation } from "react-i18next";
import { classificationColour, dependencyColour, tintClassName } from "./wizard-colours";
import type { WizardValues } from "./wizard-state";

export type SummaryKind = "outsourcing" | "materiality";

const chip = "shrink-0 rounded-md border px-2 py-0.5 text-xs font-medium tabular-nums";

/** View Summary: an assessment's answers at a glance, with its score and what it decides. */
export function SummaryDialog({
  kind,
  values,
  onClose,
}: {
  kind: SummaryKind | null;
  values: WizardValues;
  onClose: () => void;
}) {
  const { t } = useTranslation(["workflowWizard", "workflowQuestions"]);
  return (
    <Dialog open={kind !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl" aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>
            {kind === "materiality"
              ? t("workflowWizard:summary.materialityTitle")
              : t("workflowWizard:summary.outsourcingTitle")}
          </DialogTitle>
        </DialogHeader>
        {kind === "outsourcing" && <OutsourcingSummary values={values} />}
        {kind === "materiality" && <MaterialitySummary values={values} />}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t("workflowWizard:summary.close")}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function OutsourcingSummary({ values }: { values: WizardValues }) {
  const { t } = useTranslation(["workflowWizard", "workflowQuestions"]);
  const score = outsourcingScore(values.outsourcing);
  const level = dependencyLevel(score);
  return (
    <div className="grid gap-4" data-testid="outsourcing-summary-dialog">
      <ul className="grid gap-2">
        {OUTSOURCING_QUESTION_IDS.map((id) => {
          const answer = values.outsourcing[id];
          return (
            <li key={id} className="flex items-start justify-between gap-3 border-b pb-2 text-sm last:border-0">
              <span className="min-w-0">{t(`workflowQuestions:outsourcing.${id}.text`)}</span>
              <span className={cn(chip, answer === "Yes" ? "border-primary text-primary" : "text-muted-foreground")}>
                {answer ? t(`workflowWizard:answers.${answer}`) : "—"}
              </span>
            </li>
          );
        })}
      </ul>
      <div className="grid gap-1 rounded-md bg-muted/50 p-3 text-sm">
        <p>
          {t("workflowWizard:outsourcing.score", { score, max: OUTSOURCING_MAX_SCORE })}{" "}
          <span className={cn(chip, tintClassName(dependencyColour(level)))}>
            {t("workflowWizard:outsourcing.dependency", { level: t(`workflowQuestions:dependency.${level}`) })}
          </span>
        </p>
        <p className="font-medium">
          {isOutsourcing(values.outsourcing)
            ? t("workflowWizard:outsourcing.isOutsourcing")
            : t("workflowWizard:outsourcing.notOutsourcing")}
        </p>
      </div>
    </div>
  );
}

function MaterialitySummary({ values }: { values: WizardValues }) {
  const { t } = useTranslation(["workflowWizard", "workflowQuestions"]);
  const scores = sectionScores(values.materiality);
  const total = materialityScore(values.materiality);
  const classification = materialityClassification(values.materiality);
  return (
    <div className="grid gap-4" data-testid="materiality-summary-dialog">
      {MATERIALITY_SECTIONS.map((section) => (
        <section key={section} className="grid gap-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="text-sm font-semibold">{t(`workflowQuestions:sections.${section}`)}</h3>
            <span className={cn(chip, tintClassName(sectionColour(scores[section])))}>
              {t("workflowWizard:materiality.sectionScore", { score: scores[section], max: MATERIALITY_SECTION_MAX })}
            </span>
          </div>
          <ul className="grid gap-1.5">
            {MATERIALITY_QUESTIONS.filter((q) => q.section === section).map((q) => {
              const answer = values.materiality[q.id];
              return (
                <li key={q.id} className="flex items-start justify-between gap-3 text-sm">
                  <span className="min-w-0 text-muted-foreground">
                    {t(`workflowQuestions:materiality.${q.key}.text`)}
                  </span>
                  {typeof answer === "number" ? (
                    <span className={cn(chip, tintClassName(answerColour(answer)))}>{answer}</span>
                  ) : (
                    <span className={chip}>—</span>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
      <div className="grid gap-1 rounded-md bg-muted/50 p-3 text-sm">
        <p className="font-medium">
          {t("workflowWizard:materiality.total", { score: total, max: MATERIALITY_MAX_SCORE })}{" "}
          <span className={cn(chip, tintClassName(classificationColour(classification)))}>
            {t(`workflowQuestions:classification.${classification}`)}
          </span>
        </p>
        <p className="text-muted-foreground">{t(`workflowQuestions:classificationExplain.${classification}`)}</p>
      </div>
    </div>
  );
}
