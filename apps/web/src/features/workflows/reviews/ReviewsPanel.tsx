import { allows, CONTRACT_ACCESS, RISK_ASSESSMENT_ACCESS } from "@tprm/api/permissions";
import { CONTRACT_STAGES, type ReviewKind } from "@tprm/api/schemas";
import { Button, cn } from "@tprm/ui";
import { CircleCheckIcon, CircleDashedIcon, ExternalLinkIcon } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDateTime } from "../../../lib/format";
import { useSession } from "../../../lib/session";
import { prerequisitesTally } from "../committee/committee-view";
import type { WorkflowRecord } from "../committee/types";
import { CompleteReviewDialog } from "./CompleteReviewDialog";
import { assessmentPath, contractPath, orderedReviews, reviewCondition } from "./review-view";

/**
 * The Prerequisites tab of a workflow's record (issue 16): the seven reviews in order, each with who completed it,
 * when and their comment; 'Mark complete' on those the signed-in user may set now (the record's can.reviews), and
 * what the risk review and the contract draft still wait for, with links to the assessment and the contract.
 */
export function ReviewsPanel({ workflow }: { workflow: WorkflowRecord }) {
  const { t } = useTranslation(["workflowCommittee"]);
  const stageName = (stage: string) =>
    (CONTRACT_STAGES as readonly string[]).includes(stage) ? t(`workflowCommittee:stage.${stage}`) : stage;
  const headingId = useId();
  const [marking, setMarking] = useState<ReviewKind | null>(null);
  const tally = prerequisitesTally(workflow.reviews);
  const role = useSession().data?.role;
  const mayOpen = {
    assessment: allows(role, RISK_ASSESSMENT_ACCESS.view),
    contract: allows(role, CONTRACT_ACCESS.view),
  };
  const ra = workflow.riskAssessment;
  const contract = workflow.contract;

  return (
    <section aria-labelledby={headingId} className="grid gap-4" data-testid="reviews-panel">
      <div className="grid gap-1">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 id={headingId} className="text-base font-semibold">
            {t("workflowCommittee:reviews.title")}
          </h3>
          <p className="text-sm text-muted-foreground" data-testid="reviews-tally">
            {t("workflowCommittee:prerequisites.tally", { done: tally.done, total: tally.total })}
          </p>
        </div>
        <p className="text-sm text-muted-foreground">{t("workflowCommittee:reviews.intro")}</p>
      </div>
      <ol className="grid gap-2">
        {orderedReviews(workflow.reviews).map((r) => {
          const condition = r.completed ? null : reviewCondition(r.kind, workflow);
          const mayMark = !r.completed && workflow.can.reviews.includes(r.kind);
          return (
            <li
              key={r.kind}
              className={cn(
                "grid gap-2 rounded-md border p-3 text-sm sm:grid-cols-[1fr_auto] sm:items-start",
                r.completed && "border-emerald-300 dark:border-emerald-400/40",
              )}
              data-testid={`review-${r.kind}`}
              data-done={r.completed}
            >
              <div className="grid min-w-0 gap-1">
                <div className="flex flex-wrap items-center gap-2">
                  {r.completed ? (
                    <CircleCheckIcon aria-hidden="true" className="size-4 text-emerald-700 dark:text-emerald-300" />
                  ) : (
                    <CircleDashedIcon aria-hidden="true" className="size-4 text-muted-foreground" />
                  )}
                  <span className="font-medium">{t(`workflowCommittee:kinds.${r.kind}`)}</span>
                  <span
                    className={cn("text-xs", r.completed ? "text-emerald-800 dark:text-emerald-200" : "")}
                    data-testid="review-state"
                  >
                    {r.completed
                      ? t("workflowCommittee:prerequisites.done")
                      : t("workflowCommittee:prerequisites.notDone")}
                  </span>
                </div>
                <p className="text-muted-foreground">
                  {t("workflowCommittee:reviews.setBy", { who: t(`workflowCommittee:responsible.${r.kind}`) })}
                </p>
                {r.completed && (
                  <p data-testid="review-completed-by">
                    {t("workflowCommittee:reviews.completedBy", {
                      name: r.completedBy?.name ?? t("workflowCommittee:history.unknownUser"),
                      when: formatDateTime(r.completedAt),
                    })}
                  </p>
                )}
                {r.comment && (
                  <blockquote className="border-l-2 pl-3 break-words whitespace-pre-line" data-testid="review-comment">
                    {r.comment}
                  </blockquote>
                )}
                {condition && (
                  <p className="text-amber-900 dark:text-amber-200" data-testid="review-condition">
                    {t(`workflowCommittee:conditions.${condition}`, {
                      reference: (r.kind === "risk" ? ra?.reference : contract?.reference) ?? "",
                      status: ra ? t(`workflowCommittee:assessmentStatus.${ra.status}`) : "",
                      stage: contract ? stageName(contract.stage) : "",
                    })}
                  </p>
                )}
                {condition === "risk_assessment_open" && ra && mayOpen.assessment && (
                  <Link
                    className="inline-flex items-center gap-1 underline underline-offset-4"
                    to={assessmentPath(ra.id)}
                  >
                    {t("workflowCommittee:conditions.openAssessment", { reference: ra.reference })}
                    <ExternalLinkIcon aria-hidden="true" className="size-3" />
                  </Link>
                )}
                {condition === "contract_before_drafting" && contract && mayOpen.contract && (
                  <Link
                    className="inline-flex items-center gap-1 underline underline-offset-4"
                    to={contractPath(contract.id)}
                  >
                    {t("workflowCommittee:conditions.openContract", { reference: contract.reference })}
                    <ExternalLinkIcon aria-hidden="true" className="size-3" />
                  </Link>
                )}
              </div>
              {mayMark && (
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => setMarking(r.kind)}
                  data-testid={`mark-${r.kind}`}
                  className="justify-self-start"
                >
                  {t("workflowCommittee:reviews.markComplete")}
                  <span className="sr-only">: {t(`workflowCommittee:kinds.${r.kind}`)}</span>
                </Button>
              )}
            </li>
          );
        })}
      </ol>
      {marking && <CompleteReviewDialog workflowId={workflow.id} kind={marking} onClose={() => setMarking(null)} />}
    </section>
  );
}

export default ReviewsPanel;
