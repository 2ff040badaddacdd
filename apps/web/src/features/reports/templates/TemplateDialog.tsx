import { useMutation } from "@tanstack/react-query";
import { REPORT_PERIODS, REPORT_TYPES, RISK_LEVELS } from "@tprm/api/schemas";
import { Checkbox, FormField, Input, Label, NativeSelect, Textarea } from "@tprm/ui";
import { useId } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { applyServerIssues } from "../../../components/dialog-support";
import { errorText } from "../../../components/error-text";
import { FormDialog } from "../../../components/FormDialog";
import { translatedError } from "../../../components/field-error";
import { LabelledOptions } from "../../../components/LabelledOptions";
import { formatCount } from "../../../lib/format";
import { useTRPC } from "../../../lib/trpc";
import { typeLabels } from "../report-labels";
import type { ReportTemplate } from "../types";
import { SectionPicker } from "./SectionPicker";
import {
  TEMPLATE_MESSAGES,
  type TemplateFormValues,
  templateFormValues,
  templateResolver,
  toTemplateInput,
} from "./template-form";

/**
 * Create New Template / Edit Template: name, type, description, the sections in the order the report shows them,
 * and the filters (period, vendors' risk levels, critical or important arrangements only). Validated with the API's
 * reportTemplateInput.
 */
export function TemplateDialog({ template, onClose }: { template: ReportTemplate | null; onClose: () => void }) {
  const { t } = useTranslation(["reports", "common"]);
  const trpc = useTRPC();
  const riskId = useId();
  const form = useForm<TemplateFormValues>({
    resolver: templateResolver,
    defaultValues: templateFormValues(template),
  });
  const done = (name: string, key: "created" | "saved") => {
    toast.success(t(`reports:templateDialog.${key}`, { name }));
    onClose();
  };
  const failed = (error: unknown) => {
    applyServerIssues(form, error);
    toast.error(errorText(t, error, t("reports:templateDialog.failed")));
  };
  const create = useMutation(
    trpc.reports.templates.create.mutationOptions({ onSuccess: (s) => done(s.name, "created"), onError: failed }),
  );
  const update = useMutation(
    trpc.reports.templates.update.mutationOptions({ onSuccess: (s) => done(s.name, "saved"), onError: failed }),
  );
  const errors = form.formState.errors;
  const error = (name: keyof TemplateFormValues) => translatedError(t, errors[name], TEMPLATE_MESSAGES[name] ?? {});

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={template ? t("reports:templateDialog.editTitle") : t("reports:templateDialog.createTitle")}
      description={t("reports:templateDialog.description")}
      className="sm:max-w-2xl"
      testId="template-dialog"
      form={form}
      onSubmit={(values) => {
        const body = toTemplateInput(values);
        if (template) update.mutate({ ...body, id: template.id });
        else create.mutate(body);
      }}
      busy={create.isPending || update.isPending}
      submitLabel={template ? t("reports:templateDialog.save") : t("reports:templateDialog.create")}
      busyLabel={template ? t("reports:templateDialog.saving") : t("reports:templateDialog.creating")}
    >
      <div className="grid items-start gap-4 sm:grid-cols-[2fr_1fr]">
        <FormField label={t("reports:templateDialog.name")} error={error("name")} required>
          {(field) => <Input {...field} autoComplete="off" {...form.register("name")} />}
        </FormField>
        <FormField label={t("reports:templateDialog.type")} error={error("type")} required>
          {(field) => (
            <NativeSelect {...field} {...form.register("type")}>
              <option value="">{t("reports:dialog.chooseType")}</option>
              <LabelledOptions values={REPORT_TYPES} labels={typeLabels(t)} />
            </NativeSelect>
          )}
        </FormField>
      </div>
      <FormField label={t("reports:templateDialog.descriptionField")} error={error("description")}>
        {(field) => <Textarea {...field} rows={2} {...form.register("description")} />}
      </FormField>
      <Controller
        control={form.control}
        name="sections"
        render={({ field }) => (
          <SectionPicker value={field.value} onChange={field.onChange} error={error("sections")?.message} />
        )}
      />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField label={t("reports:templateDialog.period")} error={error("periodDays")}>
          {(field) => (
            <NativeSelect {...field} {...form.register("periodDays")}>
              {REPORT_PERIODS.map((days) => (
                <option key={days} value={String(days)}>
                  {t("reports:templateDialog.periodDays", { days: formatCount(days) })}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <Controller
          control={form.control}
          name="riskLevels"
          render={({ field }) => (
            <fieldset className="grid gap-2" aria-describedby={`${riskId}-hint`}>
              <legend className="mb-2 text-sm font-medium leading-none">
                {t("reports:templateDialog.riskLevels")}
              </legend>
              <div className="flex flex-wrap gap-x-4 gap-y-2">
                {RISK_LEVELS.map((level) => (
                  <div key={level} className="flex items-center gap-2">
                    <Checkbox
                      id={`${riskId}-${level}`}
                      checked={field.value.includes(level)}
                      onCheckedChange={(checked) =>
                        field.onChange(
                          RISK_LEVELS.filter((l) => (l === level ? checked === true : field.value.includes(l))),
                        )
                      }
                    />
                    <Label htmlFor={`${riskId}-${level}`}>{t(`reports:riskLevels.${level}`)}</Label>
                  </div>
                ))}
              </div>
              <p id={`${riskId}-hint`} className="text-sm text-muted-foreground">
                {t("reports:templateDialog.riskLevelsHint")}
              </p>
            </fieldset>
          )}
        />
      </div>
      <Controller
        control={form.control}
        name="criticalOnly"
        render={({ field }) => (
          <div className="flex items-start gap-2">
            <Checkbox
              id={`${riskId}-critical`}
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              className="mt-0.5"
            />
            <Label htmlFor={`${riskId}-critical`} className="leading-snug">
              {t("reports:templateDialog.criticalOnly")}
            </Label>
          </div>
        )}
      />
    </FormDialog>
  );
}
