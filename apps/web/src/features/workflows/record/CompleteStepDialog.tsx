import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { completeStepInput } from "@tprm/api/schemas";
import { FormField, Textarea } from "@tprm/ui";
import { type Resolver, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { dialogOutcome } from "../../../components/dialog-support";
import { FormDialog } from "../../../components/FormDialog";
import { translatedError } from "../../../components/field-error";
import { useTRPC } from "../../../lib/trpc";
import type { WorkflowDetail } from "../types";
import { stepLabel } from "../workflow-labels";

interface Values {
  id: string;
  note: string;
}

/**
 * Complete step (the types other than new outsourcing): the current step is done and the next one starts; on the
 * last step the workflow is completed. Audited.
 */
export function CompleteStepDialog({ workflow, onClose }: { workflow: WorkflowDetail; onClose: () => void }) {
  const { t } = useTranslation(["workflows", "common"]);
  const trpc = useTRPC();
  const index = workflow.steps.findIndex((s) => s.key === workflow.currentStep);
  const next = index >= 0 ? workflow.steps[index + 1] : undefined;
  const form = useForm<Values>({
    resolver: zodResolver(completeStepInput) as unknown as Resolver<Values>,
    defaultValues: { id: workflow.id, note: "" },
  });
  const complete = useMutation(
    trpc.workflows.completeStep.mutationOptions(
      dialogOutcome({
        success: t("workflows:completeStep.done", { step: stepLabel(t, workflow.currentStep) }),
        failure: t("workflows:completeStep.failed"),
        onClose,
        form,
      }),
    ),
  );
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t("workflows:completeStep.title")}
      description={
        next
          ? t("workflows:completeStep.description", {
              step: stepLabel(t, workflow.currentStep),
              next: stepLabel(t, next.key),
            })
          : t("workflows:completeStep.last", { step: stepLabel(t, workflow.currentStep) })
      }
      testId="complete-step-dialog"
      form={form}
      onSubmit={(values) => complete.mutate({ ...values, note: values.note || null })}
      busy={complete.isPending}
      submitLabel={t("workflows:completeStep.submit")}
      busyLabel={t("workflows:completeStep.submitting")}
    >
      <FormField
        label={t("workflows:completeStep.note")}
        error={translatedError(t, form.formState.errors.note, { too_big: "workflows:errors.tooLong" })}
      >
        {(field) => <Textarea {...field} rows={3} {...form.register("note")} />}
      </FormField>
    </FormDialog>
  );
}
