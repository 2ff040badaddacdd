import { useTranslation } from "react-i18next";
import type { AssessmentDetail } from "../types";

/** Recommendations, comments and the mitigation plan, as written. */
export function NarrativeSection({ assessment: a }: { assessment: AssessmentDetail }) {
  const { t } = useTranslation(["riskAssessment"]);
  const texts = [
    { key: "recommendations", label: t("riskAssessment:detail.recommendations"), text: a.recommendations },
    { key: "comments", label: t("riskAssessment:detail.comments"), text: a.comments },
    { key: "mitigationPlan", label: t("riskAssessment:detail.mitigationPlan"), text: a.mitigationPlan },
  ];
  return (
    <section aria-labelledby="detail-narrative" className="grid gap-3">
      <h3 id="detail-narrative" className="text-base font-semibold">
        {t("riskAssessment:detail.findings")}
      </h3>
      <dl className="grid gap-3 md:grid-cols-3">
        {texts.map((entry) => (
          <div
            key={entry.key}
            className="grid content-start gap-1 rounded-lg border p-4"
            data-testid={`detail-${entry.key}`}
          >
            <dt className="text-sm font-medium">{entry.label}</dt>
            <dd className="text-sm whitespace-pre-line">
              {entry.text || <span className="text-muted-foreground">{t("riskAssessment:detail.none")}</span>}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
