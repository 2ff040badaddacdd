import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { completeReviewInput, type ReviewKind } from "@tprm/api/schemas";
import { FormField, Textarea } from "@tprm/ui";
import { type Resolver, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { applyServerIssues } from "../../../components/dialog-support";
import { FormDialog } from "../../../components/FormDialog";
import { translatedError } from "../../../components/field-error";
import { errorMessage } from "../../../lib/http-errors";
import { useTRPC } from "../../../lib/trpc";

interface ReviewValues {
  id: string;
  kind: ReviewKind;
  comment: string;
}

/** Mark complete: one prerequisite, with the required comment recorded under the signed-in user's name. */
export function CompleteReviewDialog({
  workflowId,
  kind,
  onClose,
}: {
  workflowId: string;
  kind: ReviewKind;
  onClose: () => void;
}) {
  const { t } = useTranslation(["workflowCommittee", "common"]);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useForm<ReviewValues>({
    resolver: zodResolver(completeReviewInput) as unknown as Resolver<ReviewValues>,
    defaultValues: { id: workflowId, kind, comment: "" },
  });
  const review = t(`workflowCommittee:kinds.${kind}`);
  const complete = useMutation(
    trpc.workflows.completeReview.mutationOptions({
      onSuccess: () => {
        toast.success(t("workflowCommittee:reviews.done", { review }));
        void queryClient.invalidateQueries({ queryKey: trpc.workflows.pathKey() });
        onClose();
      },
      onError: (error) => {
        applyServerIssues(form, error);
        toast.error(errorMessage(error, t("workflowCommittee:reviews.failed")));
      },
    }),
  );
  const error = translatedError(t, form.formState.errors.comment, {
    too_small: "workflowCommittee:reviews.commentRequired",
    invalid_type: "workflowCommittee:reviews.commentRequired",
  });
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t("workflowCommittee:reviews.dialogTitle", { review })}
      description={t("workflowCommittee:reviews.dialogText")}
      testId="complete-review-dialog"
      form={form}
      onSubmit={(values) => complete.mutate(values)}
      busy={complete.isPending}
      submitLabel={t("workflowCommittee:reviews.markComplete")}
      busyLabel={t("workflowCommittee:reviews.saving")}
    >
      <FormField label={t("workflowCommittee:reviews.comment")} error={error} required>
        {(field) => <Textarea {...field} rows={4} disabled={complete.isPending} {...form.register("comment")} />}
      </FormField>
    </FormDialog>
  );
}
