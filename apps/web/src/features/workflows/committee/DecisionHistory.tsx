import { Badge } from "@tprm/ui";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { formatCalendarDate, formatDateTime } from "../../../lib/format";
import { decisionsNewestFirst } from "./committee-view";
import type { WorkflowRecord } from "./types";

const TONE = {
  approved: "success",
  deferred: "warning",
  rejected: "destructive",
} as const;

/** The committee's decisions on the arrangement, latest first: the outcome, who recorded it, when, and why. */
export function DecisionHistory({ decisions }: { decisions: WorkflowRecord["decisions"] }) {
  const { t } = useTranslation(["workflowCommittee"]);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-2 border-t pt-4" data-testid="decision-history">
      <h4 id={headingId} className="text-sm font-semibold">
        {t("workflowCommittee:history.title")}
      </h4>
      {decisions.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("workflowCommittee:history.none")}</p>
      ) : (
        <ol className="grid gap-3">
          {decisionsNewestFirst(decisions).map((d) => (
            <li key={d.id} className="grid gap-1 text-sm" data-testid="decision-entry">
              <div className="flex flex-wrap items-center gap-2">
                <Badge variant={TONE[d.decision]}>{t(`workflowCommittee:outcome.${d.decision}`)}</Badge>
                <span>
                  {t("workflowCommittee:history.by", {
                    name: d.decidedBy.name || t("workflowCommittee:history.unknownUser"),
                    when: formatDateTime(d.decidedAt),
                  })}
                </span>
              </div>
              {d.deferralDate && (
                <p className="text-muted-foreground">
                  {t("workflowCommittee:history.until", { date: formatCalendarDate(d.deferralDate) })}
                </p>
              )}
              {d.reason && (
                <p className="break-words whitespace-pre-line">
                  <span className="text-muted-foreground">{t("workflowCommittee:history.reason")} </span>
                  {d.reason}
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
