import { useMutation } from "@tanstack/react-query";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  Button,
} from "@tprm/ui";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { errorMessage } from "../../../lib/http-errors";
import { useTRPC } from "../../../lib/trpc";
import type { ProcedureRow } from "./types";

/** Archive (hidden from the list, kept with its date and the acting user) or Restore, after confirmation. */
export function ArchiveProcedureDialog({
  procedure,
  restoring,
  onClose,
}: {
  procedure: ProcedureRow;
  restoring: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(["governanceProcedures", "common"]);
  const trpc = useTRPC();
  const options = {
    onSuccess: () => {
      toast.success(
        restoring
          ? t("governanceProcedures:archive.restored", { name: procedure.name })
          : t("governanceProcedures:archive.archived", { name: procedure.name }),
      );
      onClose();
    },
    onError: (error: unknown) =>
      toast.error(
        errorMessage(
          error,
          restoring ? t("governanceProcedures:archive.restoreFailed") : t("governanceProcedures:archive.failed"),
        ),
      ),
  };
  const archive = useMutation(trpc.procedures.archive.mutationOptions(options));
  const restore = useMutation(trpc.procedures.restore.mutationOptions(options));
  const mutation = restoring ? restore : archive;
  return (
    <AlertDialog open onOpenChange={(open) => !open && !mutation.isPending && onClose()}>
      <AlertDialogContent data-testid="procedure-archive-dialog">
        <AlertDialogHeader>
          <AlertDialogTitle>
            {restoring ? t("governanceProcedures:archive.restoreTitle") : t("governanceProcedures:archive.title")}
          </AlertDialogTitle>
          <AlertDialogDescription>
            {restoring
              ? t("governanceProcedures:archive.restoreText", { name: procedure.name })
              : t("governanceProcedures:archive.text", { name: procedure.name })}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={mutation.isPending}>{t("common:actions.cancel")}</AlertDialogCancel>
          <Button
            variant={restoring ? "default" : "destructive"}
            disabled={mutation.isPending}
            onClick={() => mutation.mutate({ id: procedure.id })}
            data-testid="procedure-archive-confirm"
          >
            {restoring ? t("governanceProcedures:actions.restore") : t("governanceProcedures:actions.archive")}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
