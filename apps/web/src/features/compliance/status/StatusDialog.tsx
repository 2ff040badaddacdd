import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { COMPLIANCE_STATUSES, setComplianceStatusInput } from "@tprm/api/schemas";
import { Alert, AlertDescription, AlertTitle, FormField, NativeSelect, Textarea } from "@tprm/ui";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { z } from "zod";
import { applyServerIssues } from "../../../components/dialog-support";
import { errorText } from "../../../components/error-text";
import { FormDialog } from "../../../components/FormDialog";
import { httpStatusOf } from "../../../lib/http-errors";
import { useTRPC } from "../../../lib/trpc";
import type { Requirement } from "../types";
import { type Cited, EvidencePicker } from "./EvidencePicker";

type Values = z.input<typeof setComplianceStatusInput>;
type Output = z.output<typeof setComplianceStatusInput>;

/**
 * Set a requirement's status with the assessor's note and the records that show it (policies, procedures, contracts,
 * arrangements, assessments, vendors). Validated by the server's schema; the server checks each record exists.
 */
export function StatusDialog({ requirement, onClose }: { requirement: Requirement; onClose: () => void }) {
  const { t } = useTranslation(["compliance", "common"]);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const [cited, setCited] = useState<Cited[]>(requirement.status.evidence);
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(setComplianceStatusInput),
    defaultValues: {
      requirementKey: requirement.key,
      status: requirement.status.status,
      note: requirement.status.note,
      evidence: requirement.status.evidence.map(({ kind, id }) => ({ kind, id })),
    },
  });
  const save = useMutation(
    trpc.compliance.setStatus.mutationOptions({
      onSuccess: async () => {
        toast.success(t("compliance:dialog.saved", { title: t(`compliance:requirement.${requirement.key}.title`) }));
        await queryClient.invalidateQueries({ queryKey: trpc.compliance.requirements.queryKey() });
        onClose();
      },
      onError: (error) => {
        applyServerIssues(form, error);
        setFailure(
          httpStatusOf(error) === 403
            ? t("compliance:dialog.forbidden")
            : errorText(t, error, t("compliance:dialog.failed")),
        );
      },
    }),
  );
  const changeCited = (next: Cited[]) => {
    setCited(next);
    form.setValue(
      "evidence",
      next.map(({ kind, id }) => ({ kind, id })),
      { shouldDirty: true },
    );
  };
  const errors = form.formState.errors;
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t("compliance:dialog.title")}
      description={`${t(`compliance:requirement.${requirement.key}.title`)} — ${t(`compliance:sourceShort.${requirement.source}`)} ${t(`compliance:requirement.${requirement.key}.reference`)}`}
      className="sm:max-w-2xl"
      testId="status-dialog"
      form={form}
      onSubmit={(values) => {
        setFailure(null);
        save.mutate(values);
      }}
      busy={save.isPending}
      submitLabel={t("compliance:dialog.save")}
      busyLabel={t("compliance:dialog.saving")}
    >
      {failure && (
        <Alert variant="destructive" data-testid="status-failure">
          <AlertTitle>{t("compliance:dialog.failed")}</AlertTitle>
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      )}
      <FormField
        label={t("compliance:dialog.status")}
        required
        error={errors.status && { message: t("compliance:dialog.statusInvalid") }}
      >
        {(p) => (
          <NativeSelect {...p} {...form.register("status")} data-testid="status-select">
            {COMPLIANCE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`compliance:status.${s}`)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField
        label={t("compliance:dialog.note")}
        description={t("compliance:dialog.noteHint")}
        error={errors.note && { message: t("compliance:dialog.noteRequired") }}
      >
        {(p) => <Textarea {...p} rows={4} {...form.register("note")} data-testid="status-note" />}
      </FormField>
      <Controller
        control={form.control}
        name="evidence"
        render={() => (
          <EvidencePicker
            cited={cited}
            onChange={changeCited}
            error={errors.evidence ? t("compliance:dialog.evidenceInvalid") : undefined}
          />
        )}
      />
    </FormDialog>
  );
}
