import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ActionPanel } from "../../../components/ActionPanel";
import { errorText } from "../../../components/error-text";
import { useTRPC } from "../../../lib/trpc";
import type { ContractDetailData } from "./types";

/**
 * Deleting a contract (Admin only), after confirmation. A contract with invoices is never deleted: the server
 * answers 409 ("terminate it instead") and its message is shown here.
 */
export function DeletePanel({
  contract,
  onClose,
  onDeleted,
}: {
  contract: ContractDetailData;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation(["contractDetail", "common"]);
  const trpc = useTRPC();
  const remove = useMutation(
    trpc.contracts.delete.mutationOptions({
      onSuccess: () => {
        toast.success(t("contractDetail:delete.done", { reference: contract.reference }));
        onDeleted();
      },
    }),
  );
  return (
    <ActionPanel
      testId="delete-panel"
      destructive
      title={t("contractDetail:delete.title", { reference: contract.reference })}
      description={
        contract.invoiceCount > 0
          ? t("contractDetail:delete.hasInvoices", { count: contract.invoiceCount })
          : t("contractDetail:delete.description")
      }
      failure={
        remove.isError
          ? {
              title: t("contractDetail:delete.failed"),
              message: errorText(t, remove.error, t("contractDetail:delete.failed")),
            }
          : null
      }
      busy={remove.isPending}
      confirmLabel={t("contractDetail:delete.confirm")}
      busyLabel={t("contractDetail:delete.deleting")}
      onSubmit={(e) => {
        e.preventDefault();
        remove.mutate({ id: contract.id });
      }}
      onCancel={onClose}
    />
  );
}
