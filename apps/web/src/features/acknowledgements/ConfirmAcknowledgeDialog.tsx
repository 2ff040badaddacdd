import { useMutation } from "@tanstack/react-query";
import {
  Alert,
  AlertDescription,
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertTitle,
  Button,
} from "@tprm/ui";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
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
    <AlertDialog open onOpenChange={(open) => !open && !acknowledge.isPending && onClose()}>
      <AlertDialogContent data-testid="confirm-acknowledge">
        <AlertDialogHeader>
          <AlertDialogTitle>
            {t("governanceAcknowledgements:confirm.title", { name: ack.name, version: ack.version })}
          </AlertDialogTitle>
          <AlertDialogDescription>{t("governanceAcknowledgements:confirm.description")}</AlertDialogDescription>
        </AlertDialogHeader>
        {acknowledge.isError && (
          <Alert variant="destructive">
            <AlertTitle>{t("governanceAcknowledgements:confirm.failed")}</AlertTitle>
            <AlertDescription>
              {errorText(t, acknowledge.error, t("governanceAcknowledgements:confirm.fallback"))}
            </AlertDescription>
          </Alert>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={acknowledge.isPending}>{t("common:actions.cancel")}</AlertDialogCancel>
          <Button disabled={acknowledge.isPending} onClick={() => acknowledge.mutate({ id: ack.id })}>
            {acknowledge.isPending
              ? t("governanceAcknowledgements:confirm.busy")
              : t("governanceAcknowledgements:confirm.confirm")}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
