import {
  MATERIALITY_MAX_SCORE,
  MATERIALITY_QUESTIONS,
  MATERIALITY_SECTION_MAX,
  MATERIALITY_SECTIONS,
  OUTSOURCING_MAX_SCORE,
  OUTSOURCING_QUESTION_IDS,
} from "@tprm/api/schemas";
import { Badge } from "@tprm/ui";
import { useTranslation } from "react-i18next";
import { formatCount } from "../../../lib/format";
import type { WorkflowDetail } from "../types";

/**
 * The wizard's answers as submitted: the four outsourcing questions with the score and dependency level, and the
 * fifteen materiality answers by section with each section's score and the total out of 75.
 */
export function AnswersTab({ workflow: w }: { workflow: WorkflowDetail }) {
  const { t } = useTranslation(["workflows", "workflowQuestions"]);
  if (!w.outsourcingAssessment && !w.materialityAssessment) {
    return <p className="text-sm text-muted-foreground">{t("workflows:answers.none")}</p>;
  }
  const yesNo = new Map((w.outsourcingAssessment ?? []).map((a) => [a.questionId, a.answer]));
  const scores = new Map((w.materialityAssessment ?? []).map((a) => [a.questionId, a.answer]));
  return (
    <div className="grid gap-6">
      <section className="grid gap-2" aria-labelledby="answers-outsourcing">
        <h3 id="answers-outsourcing" className="font-semibold">
          {t("workflows:answers.outsourcing")}
        </h3>
        <p className="text-sm" data-testid="answers-outsourcing-score">
          {t("workflows:answers.outsourcingScore", {
            score: formatCount(w.outsourcingScore ?? 0),
            max: formatCount(OUTSOURCING_MAX_SCORE),
          })}
          {w.dependencyLevel &&
            ` · ${t("workflows:answers.dependency", { level: t(`workflows:levels.${w.dependencyLevel}`) })}`}
          {w.isOutsourcing !== null &&
            ` · ${w.isOutsourcing ? t("workflows:answers.isOutsourcing") : t("workflows:answers.notOutsourcing")}`}
        </p>
        <ul className="grid gap-2">
          {OUTSOURCING_QUESTION_IDS.map((id) => (
            <li key={id} className="flex items-start justify-between gap-3 rounded-md border p-3 text-sm">
              <span className="min-w-0">{t(`workflowQuestions:outsourcing.${id}.text`)}</span>
              <Badge variant="outline">
                {yesNo.get(id) === "Yes"
                  ? t("workflows:answers.yes")
                  : yesNo.get(id) === "No"
                    ? t("workflows:answers.no")
                    : t("workflows:answers.unanswered")}
              </Badge>
            </li>
          ))}
        </ul>
      </section>
      <section className="grid gap-3" aria-labelledby="answers-materiality">
        <h3 id="answers-materiality" className="font-semibold">
          {t("workflows:answers.materiality")}
        </h3>
        <p className="text-sm" data-testid="answers-materiality-score">
          {t("workflows:answers.materialityScore", {
            score: formatCount(w.materialityScore ?? 0),
            max: formatCount(MATERIALITY_MAX_SCORE),
          })}
        </p>
        {MATERIALITY_SECTIONS.map((section) => (
          <div key={section} className="grid gap-2">
            <h4 className="flex flex-wrap justify-between gap-2 text-sm font-medium">
              <span>{t(`workflowQuestions:sections.${section}`)}</span>
              <span className="tabular-nums text-muted-foreground">
                {t("workflows:answers.sectionScore", {
                  score: formatCount(w.sectionScores?.[section] ?? 0),
                  max: formatCount(MATERIALITY_SECTION_MAX),
                })}
              </span>
            </h4>
            <ul className="grid gap-1">
              {MATERIALITY_QUESTIONS.filter((q) => q.section === section).map((q) => (
                <li key={q.id} className="flex items-start justify-between gap-3 rounded-md border px-3 py-2 text-sm">
                  <span className="min-w-0">{t(`workflowQuestions:materiality.${q.key}.text`)}</span>
                  <span className="shrink-0 tabular-nums font-medium">
                    {scores.has(q.id)
                      ? t("workflows:answers.outOfFive", { n: formatCount(scores.get(q.id) ?? 0) })
                      : t("workflows:answers.unanswered")}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </section>
    </div>
  );
}
