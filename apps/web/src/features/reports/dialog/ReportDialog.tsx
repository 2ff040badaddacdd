import { useMutation, useQuery } from "@tanstack/react-query";
import { REPORT_FREQUENCIES, REPORT_TYPES } from "@tprm/api/schemas";
import { FormField, Input, NativeSelect, Skeleton, Textarea } from "@tprm/ui";
import { useEffect, useRef } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { applyServerIssues } from "../../../components/dialog-support";
import { errorText } from "../../../components/error-text";
import { FormDialog } from "../../../components/FormDialog";
import { translatedError } from "../../../components/field-error";
import { LabelledOptions } from "../../../components/LabelledOptions";
import { QueryErrorAlert } from "../../../components/QueryErrorAlert";
import { useTRPC } from "../../../lib/trpc";
import { frequencyLabels, typeLabels } from "../report-labels";
import { RecipientsField } from "./RecipientsField";
import {
  EMPTY_REPORT,
  externalAddressIssue,
  REPORT_MESSAGES,
  type ReportFormValues,
  reportResolver,
  toFormValues,
  toReportInput,
} from "./report-form";

export type ReportDialogState = { mode: "create"; frequency?: string } | { mode: "edit"; id: string };

/**
 * Create New Report / Edit Report (001 §2.5, §4): Report Name, Report Type, Frequency, the template, Recipients (the
 * groups, multi-select, and external addresses), Description (4 rows). Validated with the API's reportInput; the
 * server's field issues land on the fields. Edit opens prefilled from reports.get.
 */
export function ReportDialog({ state, onClose }: { state: ReportDialogState; onClose: () => void }) {
  const { t } = useTranslation(["reports", "common"]);
  const trpc = useTRPC();
  const editing = state.mode === "edit";
  const existing = useQuery({ ...trpc.reports.get.queryOptions({ id: editing ? state.id : "" }), enabled: editing });
  const templates = useQuery(trpc.reports.templates.list.queryOptions({}));
  const initial: ReportFormValues = {
    ...EMPTY_REPORT,
    frequency: state.mode === "create" ? (state.frequency ?? "") : "",
  };
  const form = useForm<ReportFormValues>({ resolver: reportResolver, defaultValues: initial });

  // The report arrives after the dialog opens: the form takes its values once.
  const filled = useRef(false);
  useEffect(() => {
    if (existing.data && !filled.current) {
      filled.current = true;
      form.reset(toFormValues(existing.data));
    }
  }, [existing.data, form]);

  const failed = (error: unknown, fallback: string) => {
    applyServerIssues(form, error);
    // The addresses are one text field here: an address the server refused (a domain not allowed) is shown on it.
    const refused = externalAddressIssue(error);
    if (refused) form.setError("externalText", { type: "server", message: refused });
    toast.error(errorText(t, error, fallback));
  };
  const create = useMutation(
    trpc.reports.create.mutationOptions({
      onSuccess: (report) => {
        toast.success(t("reports:dialog.created", { name: report.name }));
        onClose();
      },
      onError: (error) => failed(error, t("reports:dialog.createFailed")),
    }),
  );
  const update = useMutation(
    trpc.reports.update.mutationOptions({
      onSuccess: (report) => {
        toast.success(t("reports:dialog.saved", { name: report.name }));
        onClose();
      },
      onError: (error) => failed(error, t("reports:dialog.saveFailed")),
    }),
  );
  const busy = create.isPending || update.isPending;
  const errors = form.formState.errors;
  const error = (name: keyof ReportFormValues) => translatedError(t, errors[name], REPORT_MESSAGES[name] ?? {});
  const type = form.watch("type");
  const ownTemplates = (templates.data?.items ?? []).filter((tpl) => !tpl.builtIn && tpl.type === type);

  const submit = (values: ReportFormValues) => {
    if (editing && !existing.data) return;
    const body = toReportInput(values);
    if (state.mode === "edit") update.mutate({ ...body, id: state.id });
    else create.mutate(body);
  };

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={editing ? t("reports:dialog.editTitle") : t("reports:dialog.createTitle")}
      description={t("reports:dialog.description")}
      className="sm:max-w-2xl"
      testId="report-dialog"
      form={form}
      onSubmit={submit}
      busy={busy}
      submitLabel={editing ? t("reports:dialog.save") : t("reports:dialog.create")}
      busyLabel={editing ? t("reports:dialog.saving") : t("reports:dialog.creating")}
    >
      {editing && existing.isError ? (
        <QueryErrorAlert
          title={t("reports:dialog.loadFailed")}
          error={existing.error}
          fallback={t("reports:dialog.loadFailed")}
          onRetry={() => void existing.refetch()}
          retrying={existing.isFetching}
        />
      ) : editing && !existing.data ? (
        <div className="grid gap-3" aria-hidden="true">
          <Skeleton className="h-9 w-full" />
          <Skeleton className="h-9 w-2/3" />
          <Skeleton className="h-32 w-full" />
        </div>
      ) : (
        <>
          <FormField label={t("reports:dialog.name")} error={error("name")} required>
            {(field) => (
              <Input {...field} autoComplete="off" {...form.register("name")} data-testid="report-name-input" />
            )}
          </FormField>
          <div className="grid items-start gap-4 sm:grid-cols-3">
            <FormField label={t("reports:dialog.type")} error={error("type")} required>
              {(field) => (
                <NativeSelect
                  {...field}
                  {...form.register("type", { onChange: () => form.setValue("templateId", "") })}
                >
                  <option value="">{t("reports:dialog.chooseType")}</option>
                  <LabelledOptions values={REPORT_TYPES} labels={typeLabels(t)} />
                </NativeSelect>
              )}
            </FormField>
            <FormField label={t("reports:dialog.frequency")} error={error("frequency")} required>
              {(field) => (
                <NativeSelect {...field} {...form.register("frequency")}>
                  <option value="">{t("reports:dialog.chooseFrequency")}</option>
                  <LabelledOptions values={REPORT_FREQUENCIES} labels={frequencyLabels(t)} />
                </NativeSelect>
              )}
            </FormField>
            <FormField
              label={t("reports:dialog.template")}
              description={t("reports:dialog.templateHint")}
              error={error("templateId")}
            >
              {(field) => (
                <NativeSelect {...field} {...form.register("templateId")} disabled={!type}>
                  <option value="">{t("reports:dialog.templateDefault")}</option>
                  {ownTemplates.map((tpl) => (
                    <option key={tpl.id} value={tpl.id}>
                      {tpl.name}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
          </div>
          <p className="-mt-2 text-sm text-muted-foreground">{t("reports:dialog.frequencyHint")}</p>
          <Controller
            control={form.control}
            name="recipientGroups"
            render={({ field }) => (
              <RecipientsField
                value={field.value}
                onChange={field.onChange}
                error={error("recipientGroups")?.message}
              />
            )}
          />
          <FormField
            label={t("reports:dialog.external")}
            description={t("reports:dialog.externalHint")}
            error={error("externalText")}
          >
            {(field) => <Textarea {...field} rows={2} autoComplete="off" {...form.register("externalText")} />}
          </FormField>
          <FormField label={t("reports:dialog.descriptionField")} error={error("description")}>
            {(field) => <Textarea {...field} rows={4} {...form.register("description")} />}
          </FormField>
        </>
      )}
    </FormDialog>
  );
}
