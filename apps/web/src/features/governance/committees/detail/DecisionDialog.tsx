import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { createDecisionInput, DECISION_OUTCOMES } from "@tprm/api/schemas";
import { FormField, Input, NativeSelect, Textarea } from "@tprm/ui";
import { type Resolver, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { applyServerIssues } from "../../../../components/dialog-support";
import { FormDialog } from "../../../../components/FormDialog";
import { errorMessage } from "../../../../lib/http-errors";
import { useTRPC } from "../../../../lib/trpc";
import { outcomeLabel } from "../committee-format";

interface DecisionValues {
  committeeId: string;
  meetingId: string;
  title: string;
  outcome: (typeof DECISION_OUTCOMES)[number];
  note: string;
}

/** Record a decision of a held meeting: what was decided, its outcome and a note. */
export function DecisionDialog({
  committeeId,
  meetingId,
  onClose,
}: {
  committeeId: string;
  meetingId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation(["governanceCommittees", "common"]);
  const trpc = useTRPC();
  const form = useForm<DecisionValues>({
    resolver: zodResolver(createDecisionInput) as unknown as Resolver<DecisionValues>,
    defaultValues: { committeeId, meetingId, title: "", outcome: "approved", note: "" },
  });
  const record = useMutation(
    trpc.committees.recordDecision.mutationOptions({
      onSuccess: () => {
        toast.success(t("governanceCommittees:decisions.saved"));
        onClose();
      },
      onError: (error) => {
        applyServerIssues(form, error);
        toast.error(errorMessage(error, t("governanceCommittees:decisions.failed")));
      },
    }),
  );
  const { errors } = form.formState;
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t("governanceCommittees:decisions.newTitle")}
      testId="decision-dialog"
      form={form}
      onSubmit={(values) => record.mutate(values)}
      busy={record.isPending}
      submitLabel={t("governanceCommittees:decisions.save")}
      busyLabel={t("governanceCommittees:form.saving")}
    >
      <FormField
        label={t("governanceCommittees:decisions.title")}
        error={errors.title ? { message: t("governanceCommittees:decisions.titleRequired") } : undefined}
        required
      >
        {(field) => <Input {...field} autoComplete="off" disabled={record.isPending} {...form.register("title")} />}
      </FormField>
      <FormField label={t("governanceCommittees:decisions.outcome")}>
        {(field) => (
          <NativeSelect {...field} disabled={record.isPending} {...form.register("outcome")}>
            {DECISION_OUTCOMES.map((o) => (
              <option key={o} value={o}>
                {outcomeLabel(t, o)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField label={t("governanceCommittees:decisions.note")}>
        {(field) => <Textarea {...field} rows={3} disabled={record.isPending} {...form.register("note")} />}
      </FormField>
    </FormDialog>
  );
}
