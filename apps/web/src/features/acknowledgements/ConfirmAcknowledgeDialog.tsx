import { useMutation } from "@tanstack/react-query";
import { Alert, AlertDescription, AlertTitle } from "@tprm/ui";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { errorText } from "../../components/error-text";
import { useTRPC } from "../../lib/trpc";

/** "Acknowledge this version?" — recorded with my name and the time once confirmed; it cannot be undone. */
export function ConfirmAcknowledgeDialog({
  ack,
  onClose,
}: {
  ack: { id: string; name: string; version: string };
  onClose: () => void;
}) {
  const { t } = useTranslation(["governanceAcknowledgements", "common"]);
  const trpc = useTRPC();
  const acknowledge = useMutation(
    trpc.policyAcknowledgements.acknowledge.mutationOptions({
      onSuccess: () => {
        toast.success(t("governanceAcknowledgements:confirm.done", { name: ack.name, version: ack.version }));
        onClose();
      },
    }),
  );
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t("governanceAcknowledgements:confirm.title", { name: ack.name, version: ack.version })}
      description={t("governanceAcknowledgements:confirm.description")}
      confirmLabel={t("governanceAcknowledgements:confirm.confirm")}
      busyLabel={t("governanceAcknowledgements:confirm.busy")}
      cancelLabel={t("common:actions.cancel")}
      busy={acknowledge.isPending}
      onConfirm={() => acknowledge.mutate({ id: ack.id })}
      confirmVariant="default"
      testId="confirm-acknowledge"
    >
      {acknowledge.isError && (
        <Alert variant="destructive">
          <AlertTitle>{t("governanceAcknowledgements:confirm.failed")}</AlertTitle>
          <AlertDescription>
            {errorText(t, acknowledge.error, t("governanceAcknowledgements:confirm.fallback"))}
          </AlertDescription>
        </Alert>
      )}
    </ConfirmDialog>
  );
}
