import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Alert, AlertDescription, AlertTitle, Button, Card, CardContent, CardHeader } from "@tprm/ui";
import { CircleCheckIcon, CircleXIcon, ClockIcon, InfoIcon, LockIcon, TriangleAlertIcon } from "lucide-react";
import { useId, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { applyServerIssues } from "../../../components/dialog-support";
import { formatCalendarDate } from "../../../lib/format";
import { useSession } from "../../../lib/session";
import { useTRPC } from "../../../lib/trpc";
import { decisionBlock, PERSONAL_BLOCKS, showsDecisionButtons } from "./committee-view";
import { ApproveDialog, type DecisionValues, ReasonDialog } from "./DecisionDialogs";
import { DecisionHistory } from "./DecisionHistory";
import type { WorkflowRecord } from "./types";

type Decision = DecisionValues["decision"];
interface Outcome {
  decision: Decision;
  reason: string | null;
  deferralDate: string | null;
}

/**
 * The Committee Decision panel (001 §2.4, §4, §5): APPROVED, DEFERRED and REJECTED, disabled until the seven
 * prerequisites are complete ('Prerequisites Not Met'), while the decision is sent, and once one has succeeded (its
 * message shows). The owner and anyone outside the committee read why they cannot decide instead of the buttons.
 * The decisions already taken are listed with who took them, when and why.
 */
export function DecisionPanel({ workflow }: { workflow: WorkflowRecord }) {
  const { t } = useTranslation(["workflowCommittee", "common"]);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const session = useSession();
  const headingId = useId();
  const [dialog, setDialog] = useState<Decision | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const decide = useMutation(
    trpc.workflows.decide.mutationOptions({
      onSuccess: (_result, input) => {
        setOutcome({
          decision: input.decision,
          reason: input.reason ?? null,
          deferralDate: (input.deferralDate as string | null | undefined) ?? null,
        });
        setDialog(null);
        void queryClient.invalidateQueries({ queryKey: trpc.workflows.pathKey() });
      },
    }),
  );
  const open = (next: Decision) => {
    decide.reset();
    setDialog(next);
  };
  const submit = (values: Parameters<typeof decide.mutate>[0], form?: UseFormReturn<DecisionValues>) =>
    decide.mutate(values, { onError: (error) => form && applyServerIssues(form, error) });

  const block = decisionBlock(workflow, session.data?.id);
  const committee = workflow.committee?.name;
  const disabled = block !== null || decide.isPending || outcome !== null;
  const buttons: { decision: Decision; variant: "default" | "outline" | "destructive"; Icon: typeof ClockIcon }[] = [
    { decision: "approved", variant: "default", Icon: CircleCheckIcon },
    { decision: "deferred", variant: "outline", Icon: ClockIcon },
    { decision: "rejected", variant: "destructive", Icon: CircleXIcon },
  ];

  return (
    <Card className="gap-4" data-testid="decision-panel">
      <CardHeader>
        <h3 id={headingId} className="text-base font-semibold leading-none">
          {t("workflowCommittee:decision.title")}
        </h3>
        <p className="text-sm text-muted-foreground" data-testid="decision-who">
          {committee
            ? t("workflowCommittee:decision.who", { committee })
            : t("workflowCommittee:decision.whoNoCommittee")}
        </p>
      </CardHeader>
      <CardContent className="grid gap-4">
        {outcome && (
          <Alert variant="success" data-testid="decision-success">
            <CircleCheckIcon aria-hidden="true" />
            <AlertTitle>
              {t(`workflowCommittee:success.${outcome.decision}`, {
                reason: outcome.reason ?? "",
                date: formatCalendarDate(outcome.deferralDate),
              })}
            </AlertTitle>
          </Alert>
        )}
        {!outcome && block === "prerequisites" && (
          <Alert variant="warning" data-testid="prerequisites-not-met">
            <TriangleAlertIcon aria-hidden="true" />
            <AlertTitle>{t("workflowCommittee:decision.prerequisitesTitle")}</AlertTitle>
            <AlertDescription>{t("workflowCommittee:decision.prerequisitesText")}</AlertDescription>
          </Alert>
        )}
        {!outcome && block === "closed" && (
          <Alert data-testid="decision-closed">
            <LockIcon aria-hidden="true" />
            <AlertTitle>{t("workflowCommittee:decision.closedTitle")}</AlertTitle>
            <AlertDescription>{t(`workflowCommittee:decision.closed.${workflow.status}`)}</AlertDescription>
          </Alert>
        )}
        {block && PERSONAL_BLOCKS.includes(block) && (
          <Alert data-testid="decision-refused" data-reason={block}>
            <InfoIcon aria-hidden="true" />
            <AlertTitle>{t(`workflowCommittee:refusal.${block}.title`)}</AlertTitle>
            <AlertDescription>
              {t(`workflowCommittee:refusal.${block}.text`, {
                committee: committee ?? t("workflowCommittee:refusal.noCommittee"),
              })}
            </AlertDescription>
          </Alert>
        )}
        {showsDecisionButtons(block) && (
          <fieldset
            className="grid min-w-0 gap-2 sm:flex sm:flex-wrap"
            aria-labelledby={headingId}
            data-testid="decision-buttons"
          >
            {buttons.map(({ decision, variant, Icon }) => (
              <Button
                key={decision}
                variant={variant}
                disabled={disabled}
                onClick={() => open(decision)}
                data-testid={`decide-${decision}`}
                className="sm:min-w-32"
              >
                <Icon aria-hidden="true" />
                {t(`workflowCommittee:decision.buttons.${decision}`)}
              </Button>
            ))}
          </fieldset>
        )}
        <DecisionHistory decisions={workflow.decisions} />
      </CardContent>
      <ApproveDialog
        open={dialog === "approved"}
        onOpenChange={(next) => !next && setDialog(null)}
        busy={decide.isPending}
        error={decide.error}
        onConfirm={() => submit({ id: workflow.id, decision: "approved" })}
      />
      {(dialog === "deferred" || dialog === "rejected") && (
        <ReasonDialog
          kind={dialog}
          workflowId={workflow.id}
          busy={decide.isPending}
          error={decide.error}
          onClose={() => setDialog(null)}
          onSubmit={submit}
        />
      )}
    </Card>
  );
}
