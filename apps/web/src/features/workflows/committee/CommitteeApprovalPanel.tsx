import { useQuery } from "@tanstack/react-query";
import { Alert, AlertTitle, Badge, Label, Skeleton } from "@tprm/ui";
import { TriangleAlertIcon } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { QueryErrorAlert } from "../../../components/QueryErrorAlert";
import { httpStatusOf } from "../../../lib/http-errors";
import { useTRPC } from "../../../lib/trpc";
import { ApprovalDeck } from "./ApprovalDeck";
import { DecisionPanel } from "./DecisionPanel";
import { PrerequisiteChips } from "./PrerequisiteChips";
import { WorkflowChooser } from "./WorkflowChooser";
import { WorkflowPicker } from "./WorkflowPicker";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The Committee Approval tab (001 §2.4): without a workflow, the chooser; with one, its Prerequisites Status, the
 * Committee Approval Deck and the Committee Decision panel, with the §8 messages when it cannot be loaded.
 */
export function CommitteeApprovalPanel({
  workflowId,
  onSelect,
  picker = true,
}: {
  workflowId: string | null;
  onSelect: (id: string) => void;
  /** Whether to offer the search for another arrangement (workflows.list: only for roles that may view workflows). */
  picker?: boolean;
}) {
  if (!workflowId) return <WorkflowChooser onSelect={onSelect} />;
  return <CommitteeApproval key={workflowId} workflowId={workflowId} onSelect={onSelect} picker={picker} />;
}

export default CommitteeApprovalPanel;

function CommitteeApproval({
  workflowId,
  onSelect,
  picker,
}: {
  workflowId: string;
  onSelect: (id: string) => void;
  picker: boolean;
}) {
  const { t } = useTranslation(["workflowCommittee", "common"]);
  const trpc = useTRPC();
  const pickerId = useId();
  const valid = UUID.test(workflowId);
  const deck = useQuery({ ...trpc.workflows.withRiskAssessment.queryOptions({ id: workflowId }), enabled: valid });
  const notFound = !valid || httpStatusOf(deck.error) === 404;

  const other = picker && (
    <div className="grid w-full gap-1.5 sm:w-80">
      <Label htmlFor={pickerId}>{t("workflowCommittee:chooser.switch")}</Label>
      <WorkflowPicker id={pickerId} onPick={onSelect} />
    </div>
  );

  if (notFound) {
    return (
      <div className="grid gap-4" data-testid="committee-approval">
        <Alert variant="warning" data-testid="workflow-not-found">
          <TriangleAlertIcon aria-hidden="true" />
          <AlertTitle>{t("workflowCommittee:messages.notFound")}</AlertTitle>
        </Alert>
        {other}
      </div>
    );
  }
  if (deck.isError) {
    return (
      <div className="grid gap-4" data-testid="committee-approval">
        <QueryErrorAlert
          title={t("workflowCommittee:messages.loadTitle")}
          error={deck.error}
          fallback={t("workflowCommittee:messages.loadFailed")}
          onRetry={() => void deck.refetch()}
          retrying={deck.isRefetching}
        />
        {other}
      </div>
    );
  }
  if (deck.isPending) {
    return (
      <div className="grid gap-4" aria-busy="true" data-testid="committee-approval-loading">
        <span className="sr-only">{t("workflowCommittee:loading")}</span>
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-24" />
        <Skeleton className="h-64" />
      </div>
    );
  }

  const w = deck.data.workflow;
  return (
    <div className="grid min-w-0 gap-6" data-testid="committee-approval">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid min-w-0 gap-1">
          <h2 className="text-lg font-semibold break-words" data-testid="committee-workflow-name">
            {w.name}
          </h2>
          <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <span>{w.reference}</span>
            <Badge variant="outline" data-testid="committee-workflow-status" data-status={w.displayStatus}>
              {t(`workflowCommittee:status.${w.displayStatus}`)}
            </Badge>
            <span data-testid="committee-workflow-progress">
              {t("workflowCommittee:progress", { progress: w.progress })}
            </span>
          </div>
        </div>
        {other}
      </div>
      <PrerequisiteChips reviews={w.reviews} />
      <ApprovalDeck deck={deck.data} />
      <DecisionPanel workflow={w} />
    </div>
  );
}
