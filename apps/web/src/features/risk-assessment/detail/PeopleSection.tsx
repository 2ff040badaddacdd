import { RotateCcwIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/format";
import type { AssessmentDetail } from "../types";
import { Fact } from "./DetailFacts";

/** The lead assessor and the team, who created and who submitted it, and its last reopening with the reason. */
export function PeopleSection({ assessment: a }: { assessment: AssessmentDetail }) {
  const { t } = useTranslation(["riskAssessment"]);
  return (
    <section aria-labelledby="detail-people" className="grid gap-3">
      <h3 id="detail-people" className="text-base font-semibold">
        {t("riskAssessment:detail.people")}
      </h3>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
        <Fact label={t("riskAssessment:detail.team")}>
          {a.team.length === 0 ? (
            <span className="text-muted-foreground">{t("riskAssessment:detail.noTeam")}</span>
          ) : (
            <ul className="grid gap-0.5" data-testid="detail-team">
              {a.team.map((member) => (
                <li key={member.id}>{member.name}</li>
              ))}
            </ul>
          )}
        </Fact>
        <Fact label={t("riskAssessment:detail.created")}>
          {a.createdBy
            ? t("riskAssessment:detail.byOn", { name: a.createdBy.name, date: formatDateTime(a.createdAt) })
            : formatDateTime(a.createdAt)}
        </Fact>
        <Fact label={t("riskAssessment:detail.submitted")}>
          <span data-testid="detail-submitted">
            {a.submittedAt
              ? a.submittedBy
                ? t("riskAssessment:detail.byOn", { name: a.submittedBy.name, date: formatDateTime(a.submittedAt) })
                : formatDateTime(a.submittedAt)
              : t("riskAssessment:detail.notSubmitted")}
          </span>
        </Fact>
      </dl>
      {a.reopenedAt && (
        <div
          className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm dark:border-amber-400/40 dark:bg-amber-500/10"
          data-testid="detail-reopened"
        >
          <RotateCcwIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-800 dark:text-amber-200" />
          <div className="grid gap-1">
            <p className="font-medium text-amber-900 dark:text-amber-100">
              {a.reopenedBy
                ? t("riskAssessment:detail.reopenedBy", { name: a.reopenedBy.name, date: formatDateTime(a.reopenedAt) })
                : t("riskAssessment:detail.reopenedOn", { date: formatDateTime(a.reopenedAt) })}
            </p>
            {a.reopenReason && <p className="whitespace-pre-line">{a.reopenReason}</p>}
          </div>
        </div>
      )}
    </section>
  );
}
