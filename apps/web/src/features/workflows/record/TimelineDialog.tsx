import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { updateTimelineInput } from "@tprm/api/schemas";
import { FormField, Textarea } from "@tprm/ui";
import { type Resolver, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { dialogOutcome } from "../../../components/dialog-support";
import { FormDateField } from "../../../components/FormDateField";
import { FormDialog } from "../../../components/FormDialog";
import { translatedError } from "../../../components/field-error";
import { formatCalendarDate } from "../../../lib/format";
import { useTRPC } from "../../../lib/trpc";
import type { WorkflowDetail } from "../types";

interface Values {
  id: string;
  targetDate: string;
  reason: string;
}

/** Update Timeline: a new target date and the reason for it (kept in the history). Audited. */
export function TimelineDialog({ workflow, onClose }: { workflow: WorkflowDetail; onClose: () => void }) {
  const { t } = useTranslation(["workflows", "common"]);
  const trpc = useTRPC();
  const form = useForm<Values>({
    resolver: zodResolver(updateTimelineInput) as unknown as Resolver<Values>,
    defaultValues: { id: workflow.id, targetDate: workflow.targetDate, reason: "" },
  });
  const update = useMutation(
    trpc.workflows.updateTimeline.mutationOptions(
      dialogOutcome({
        success: t("workflows:timeline.done", { name: workflow.name }),
        failure: t("workflows:timeline.failed"),
        onClose,
        form,
      }),
    ),
  );
  const errors = form.formState.errors;
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t("workflows:timeline.title")}
      description={t("workflows:timeline.description", {
        name: workflow.name,
        date: formatCalendarDate(workflow.targetDate),
      })}
      testId="timeline-dialog"
      form={form}
      onSubmit={(values) => update.mutate(values)}
      busy={update.isPending}
      submitLabel={t("workflows:timeline.submit")}
      busyLabel={t("workflows:timeline.submitting")}
    >
      <FormDateField
        control={form.control}
        name="targetDate"
        label={t("workflows:fields.targetDate")}
        error={translatedError(t, errors.targetDate, { custom: "workflows:errors.date" })}
        required
      />
      <FormField
        label={t("workflows:timeline.reason")}
        error={translatedError(t, errors.reason, {
          too_small: "workflows:errors.reasonRequired",
          too_big: "workflows:errors.tooLong",
        })}
        required
      >
        {(field) => <Textarea {...field} rows={3} {...form.register("reason")} />}
      </FormField>
    </FormDialog>
  );
}
