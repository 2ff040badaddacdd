import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ActionPanel } from "../../../components/ActionPanel";
import { errorText } from "../../../components/error-text";
import { useTRPC } from "../../../lib/trpc";
import type { AssessmentDetail } from "../types";

/** Deleting a draft, after confirmation; the server refuses any other status and its reason is shown. */
export function DeletePanel({
  assessment,
  onClose,
  onDeleted,
}: {
  assessment: AssessmentDetail;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation(["riskAssessment", "common"]);
  const trpc = useTRPC();
  const remove = useMutation(
    trpc.riskAssessments.delete.mutationOptions({
      onSuccess: () => {
        toast.success(t("riskAssessment:delete.done", { reference: assessment.reference }));
        onDeleted();
      },
      onError: (error) => toast.error(errorText(t, error, t("riskAssessment:delete.failed"))),
    }),
  );
  return (
    <ActionPanel
      testId="delete-panel"
      destructive
      title={t("riskAssessment:delete.title", { reference: assessment.reference })}
      description={t("riskAssessment:delete.description", { vendor: assessment.vendor.name })}
      failure={
        remove.isError
          ? {
              title: t("riskAssessment:delete.failed"),
              message: errorText(t, remove.error, t("riskAssessment:delete.failedHint")),
            }
          : null
      }
      busy={remove.isPending}
      confirmLabel={t("riskAssessment:delete.confirm")}
      busyLabel={t("riskAssessment:delete.deleting")}
      onSubmit={(e) => {
        e.preventDefault();
        remove.mutate({ id: assessment.id });
      }}
      onCancel={onClose}
    />
  );
}
