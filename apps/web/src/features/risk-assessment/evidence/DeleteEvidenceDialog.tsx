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
import { errorText } from "../../../components/error-text";
import { useTRPC } from "../../../lib/trpc";

/**
 * Removing one evidence file, after confirmation. The stored file goes with it; the server refuses (409) once the
 * assessment is completed and says why.
 */
export function DeleteEvidenceDialog({
  assessmentId,
  file,
  domainName,
  onClose,
  onDeleted,
}: {
  assessmentId: string;
  file: { id: string; filename: string };
  domainName: string;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const { t } = useTranslation(["assessmentEvidence", "common"]);
  const trpc = useTRPC();
  const remove = useMutation(
    trpc.riskAssessmentEvidence.delete.mutationOptions({
      onSuccess: () => {
        toast.success(t("assessmentEvidence:deleted", { name: file.filename }));
        onDeleted?.();
        onClose();
      },
    }),
  );
  return (
    <AlertDialog open onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      <AlertDialogContent data-testid="delete-evidence-dialog">
        <AlertDialogHeader>
          <AlertDialogTitle>{t("assessmentEvidence:deleteTitle")}</AlertDialogTitle>
          <AlertDialogDescription>
            {t("assessmentEvidence:deleteDescription", { name: file.filename, domain: domainName })}
          </AlertDialogDescription>
        </AlertDialogHeader>
        {remove.isError && (
          <Alert variant="destructive">
            <AlertTitle>{t("assessmentEvidence:deleteFailed")}</AlertTitle>
            <AlertDescription>{errorText(t, remove.error, t("assessmentEvidence:errors.failed"))}</AlertDescription>
          </Alert>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>{t("common:actions.cancel")}</AlertDialogCancel>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={() => remove.mutate({ id: assessmentId, evidenceId: file.id })}
          >
            {remove.isPending ? t("assessmentEvidence:deleting") : t("assessmentEvidence:deleteConfirm")}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
