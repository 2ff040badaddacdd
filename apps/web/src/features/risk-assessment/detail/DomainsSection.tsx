import { ASSESSMENT_DOMAINS, type AssessmentStatusValue } from "@tprm/api/schemas";
import { cn } from "@tprm/ui";
import { useTranslation } from "react-i18next";
import { formatCount, formatDate } from "../../../lib/format";
import { AssessmentRiskChip } from "../AssessmentChips";
import { domainLabel, weightPercent } from "../assessment-format";
import { type AssessmentRights, canChangeEvidence } from "../assessment-permissions";
import { DomainEvidence } from "../evidence/DomainEvidence";
import type { AssessmentDetail } from "../types";

/**
 * The nine domains in the spec's order: weight, score, level, notes, who last changed them and their evidence
 * files (added or removed here by those who may change the domain while the assessment is open).
 */
export function DomainsSection({
  assessmentId,
  status,
  domains,
  rights,
}: {
  assessmentId: string;
  status: AssessmentStatusValue;
  domains: AssessmentDetail["domains"];
  rights: AssessmentRights;
}) {
  const { t } = useTranslation(["riskAssessment", "assessmentDomains"]);
  return (
    <section aria-labelledby="detail-domains" className="grid gap-3">
      <h3 id="detail-domains" className="text-base font-semibold">
        {t("riskAssessment:detail.domains")}
      </h3>
      <ol className="grid gap-3" data-testid="detail-domains">
        {ASSESSMENT_DOMAINS.map((key) => {
          const d = domains[key];
          const name = domainLabel(t, key);
          // A domain nobody has touched is one line: its name, weight and "Not scored".
          const empty =
            d.score === null && !d.notes && d.evidence.length === 0 && !canChangeEvidence(rights, status, key);
          return (
            <li
              key={key}
              className={cn("grid gap-2 rounded-lg border p-4", empty && "border-dashed py-3")}
              data-testid="detail-domain"
              data-domain={key}
              data-scored={d.score !== null}
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="grid gap-0.5">
                  <h4 className="font-medium">{name}</h4>
                  <p className="text-xs text-muted-foreground">
                    {t("riskAssessment:detail.weight", { percent: weightPercent(d.weight) })}
                  </p>
                </div>
                <div className="flex items-center gap-2">
                  <span
                    className={cn(
                      "font-semibold tabular-nums",
                      d.score === null && "font-normal text-muted-foreground",
                    )}
                    data-testid="domain-score"
                  >
                    {d.score === null
                      ? t("riskAssessment:detail.notScored")
                      : t("riskAssessment:card.scoreOutOf10", { score: formatCount(d.score) })}
                  </span>
                  {d.riskLevel && (
                    <AssessmentRiskChip
                      risk={d.riskLevel}
                      prefix={t("riskAssessment:detail.domainLevel", { domain: name })}
                      testId="domain-level"
                    />
                  )}
                </div>
              </div>
              {d.notes ? (
                <p className="text-sm whitespace-pre-line" data-testid="domain-notes">
                  {d.notes}
                </p>
              ) : (
                !empty && <p className="text-sm text-muted-foreground">{t("riskAssessment:detail.noNotes")}</p>
              )}
              {d.updatedAt && !empty && (
                <p className="text-xs text-muted-foreground">
                  {d.updatedBy
                    ? t("riskAssessment:detail.updatedBy", { name: d.updatedBy.name, date: formatDate(d.updatedAt) })
                    : t("riskAssessment:detail.updatedOn", { date: formatDate(d.updatedAt) })}
                </p>
              )}
              {(d.evidence.length > 0 || canChangeEvidence(rights, status, key)) && (
                <DomainEvidence
                  assessmentId={assessmentId}
                  domain={key}
                  evidence={d.evidence}
                  canEdit={canChangeEvidence(rights, status, key)}
                />
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
