import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { terminateContractInput } from "@tprm/api/schemas";
import { useRef } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { z } from "zod";
import { ActionPanel } from "../../../components/ActionPanel";
import { applyServerIssues } from "../../../components/dialog-support";
import { errorText } from "../../../components/error-text";
import { translatedError } from "../../../components/field-error";
import { ReasonField } from "../../../components/ReasonField";
import { useTRPC } from "../../../lib/trpc";
import type { ContractDetailData } from "./types";

const REASON_ISSUES = {
  too_small: "contractDetail:terminate.reasonRequired",
  invalid_type: "contractDetail:terminate.reasonRequired",
  too_big: "contractDetail:terminate.reasonTooLong",
} as const;

/** Terminating asks why; the reason is kept with the contract, its history and the audit trail. Final. */
export function TerminatePanel({ contract, onClose }: { contract: ContractDetailData; onClose: () => void }) {
  const { t } = useTranslation(["contractDetail", "common"]);
  const trpc = useTRPC();
  const reasonRef = useRef<HTMLTextAreaElement | null>(null);
  const form = useForm<z.input<typeof terminateContractInput>, unknown, z.output<typeof terminateContractInput>>({
    resolver: zodResolver(terminateContractInput),
    defaultValues: { id: contract.id, reason: "" },
  });
  const terminate = useMutation(
    trpc.contracts.terminate.mutationOptions({
      onSuccess: () => {
        toast.success(t("contractDetail:terminate.done", { reference: contract.reference }));
        onClose();
      },
      onError: (error) => applyServerIssues(form, error),
    }),
  );
  return (
    <ActionPanel
      testId="terminate-panel"
      destructive
      title={t("contractDetail:terminate.title", { reference: contract.reference })}
      description={t("contractDetail:terminate.description")}
      failure={
        terminate.isError
          ? {
              title: t("contractDetail:terminate.failed"),
              message: errorText(t, terminate.error, t("contractDetail:terminate.failed")),
            }
          : null
      }
      busy={terminate.isPending}
      confirmLabel={t("contractDetail:terminate.confirm")}
      busyLabel={t("contractDetail:terminate.terminating")}
      initialFocus={reasonRef}
      onSubmit={form.handleSubmit((values) => terminate.mutate(values))}
      onCancel={onClose}
    >
      <ReasonField
        label={t("contractDetail:terminate.reason")}
        error={translatedError(t, form.formState.errors.reason, REASON_ISSUES)}
        registration={form.register("reason")}
        fieldRef={reasonRef}
      />
    </ActionPanel>
  );
}
