import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
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
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={restoring ? t("governanceProcedures:archive.restoreTitle") : t("governanceProcedures:archive.title")}
      description={
        restoring
          ? t("governanceProcedures:archive.restoreText", { name: procedure.name })
          : t("governanceProcedures:archive.text", { name: procedure.name })
      }
      confirmLabel={restoring ? t("governanceProcedures:actions.restore") : t("governanceProcedures:actions.archive")}
      cancelLabel={t("common:actions.cancel")}
      busy={mutation.isPending}
      onConfirm={() => mutation.mutate({ id: procedure.id })}
      confirmVariant={restoring ? "default" : "destructive"}
      testId="procedure-archive-dialog"
      confirmTestId="procedure-archive-confirm"
    />
  );
}
