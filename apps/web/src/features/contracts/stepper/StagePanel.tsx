import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ContractStageValue, moveWithdrawsApproval, stageIndex } from "@tprm/api/schemas";
import { Alert, AlertDescription, FormField, Textarea } from "@tprm/ui";
import { TriangleAlertIcon } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ActionPanel } from "../../../components/ActionPanel";
import { errorText } from "../../../components/error-text";
import { useTRPC } from "../../../lib/trpc";
import type { ContractDetailData } from "../detail/types";

/** A stage move (forward one, or back) or the approval, each with an optional note for the history. */
export type StageIntent = { kind: "move"; to: ContractStageValue } | { kind: "approve" };

/**
 * Confirms a lifecycle action in place of the action bar, with an optional note. Going back before Approval on an
 * approved contract says that the approval will be withdrawn. The server's refusal (409, 403) is shown as it words
 * it; on success the contract's answer replaces the one on screen and a toast says what happened.
 */
export function StagePanel({
  contract,
  intent,
  onClose,
}: {
  contract: ContractDetailData;
  intent: StageIntent;
  onClose: () => void;
}) {
  const { t } = useTranslation(["contractDetail", "common"]);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const [note, setNote] = useState("");
  const done = (data: ContractDetailData, message: string) => {
    queryClient.setQueryData(trpc.contracts.get.queryKey({ id: contract.id }), data);
    toast.success(message);
    onClose();
  };
  const move = useMutation(
    trpc.contracts.moveStage.mutationOptions({
      onSuccess: (data) =>
        done(
          data,
          t("contractDetail:stepper.moved", {
            reference: contract.reference,
            stage: t(`contractDetail:stage.${data.stage}`),
          }),
        ),
    }),
  );
  const approve = useMutation(
    trpc.contracts.approve.mutationOptions({
      onSuccess: (data) => done(data, t("contractDetail:stepper.approvedDone", { reference: contract.reference })),
    }),
  );
  const mutation = intent.kind === "move" ? move : approve;
  const trimmed = note.trim() || undefined;

  let title: string;
  let description: string;
  let confirm: string;
  if (intent.kind === "approve") {
    title = t("contractDetail:stepper.approveTitle", { reference: contract.reference });
    description = t("contractDetail:stepper.approveDescription");
    confirm = t("contractDetail:stepper.approve");
  } else {
    const stage = t(`contractDetail:stage.${intent.to}`);
    const forward = stageIndex(intent.to) > stageIndex(contract.stage);
    title = forward
      ? t("contractDetail:stepper.moveTitle", { stage })
      : t("contractDetail:stepper.backTitle", { stage });
    description = forward
      ? t("contractDetail:stepper.moveDescription", { reference: contract.reference })
      : t("contractDetail:stepper.backDescription", { reference: contract.reference });
    confirm = forward ? t("contractDetail:stepper.moveTo", { stage }) : t("contractDetail:stepper.backTo", { stage });
  }
  const withdraws = intent.kind === "move" && moveWithdrawsApproval(intent.to, contract.approved);

  return (
    <ActionPanel
      testId="stage-panel"
      title={title}
      description={description}
      failure={
        mutation.isError
          ? {
              title: t("contractDetail:stepper.failed"),
              message: errorText(t, mutation.error, t("contractDetail:stepper.failed")),
            }
          : null
      }
      busy={mutation.isPending}
      confirmLabel={confirm}
      busyLabel={t("contractDetail:stepper.saving")}
      initialFocus={noteRef}
      onSubmit={(e) => {
        e.preventDefault();
        if (intent.kind === "move") move.mutate({ id: contract.id, stage: intent.to, note: trimmed });
        else approve.mutate({ id: contract.id, note: trimmed });
      }}
      onCancel={onClose}
    >
      {withdraws && (
        <Alert variant="warning" data-testid="withdraw-warning">
          <TriangleAlertIcon aria-hidden="true" />
          <AlertDescription>{t("contractDetail:stepper.withdrawWarning")}</AlertDescription>
        </Alert>
      )}
      <FormField label={t("contractDetail:stepper.note")} description={t("contractDetail:stepper.noteHint")}>
        {(control) => (
          <Textarea
            {...control}
            ref={noteRef}
            rows={2}
            maxLength={2000}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        )}
      </FormField>
    </ActionPanel>
  );
}
