import type { UseMutationResult } from "@tanstack/react-query";
import { Alert, AlertDescription } from "@tprm/ui";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { errorText } from "../../../components/error-text";

/**
 * Asks before deleting an entity or a function; a refusal (409: a function, a contract or a branch still refers to
 * it) stays in the dialog, in the server's words.
 */
export function DeleteRecordDialog({
  record,
  onClose,
  title,
  description,
  success,
  mutation,
  testId,
}: {
  record: { id: string; name: string } | null;
  onClose: () => void;
  title: string;
  description: string;
  success: string;
  mutation: UseMutationResult<unknown, unknown, { id: string }, unknown>;
  testId: string;
}) {
  const { t } = useTranslation(["register", "common"]);
  const close = () => {
    mutation.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={record !== null}
      onOpenChange={(open) => !open && close()}
      title={title}
      description={description}
      confirmLabel={t("register:form.delete")}
      busyLabel={t("register:form.deleting")}
      cancelLabel={t("register:form.cancel")}
      busy={mutation.isPending}
      onConfirm={() =>
        record &&
        mutation.mutate(
          { id: record.id },
          {
            onSuccess: () => {
              toast.success(success);
              close();
            },
          },
        )
      }
      testId={testId}
      confirmTestId={`${testId}-confirm`}
    >
      {mutation.isError && (
        <Alert variant="destructive" data-testid={`${testId}-refused`}>
          <AlertDescription>{errorText(t, mutation.error, t("register:form.deleteFailed"))}</AlertDescription>
        </Alert>
      )}
    </ConfirmDialog>
  );
}
