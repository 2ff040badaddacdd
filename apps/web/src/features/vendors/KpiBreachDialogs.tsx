import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { createKpiBreachFormInput, type createKpiBreachInput, RISK_LEVELS } from "@tprm/api/schemas";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  Button,
  DialogFooter,
  FormField,
  Input,
  NativeSelect,
  Textarea,
} from "@tprm/ui";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { dialogOutcome, GuardedDialog } from "../../components/dialog-support";
import { FormDateField } from "../../components/FormDateField";
import { LabelledOptions } from "../../components/LabelledOptions";
import { useCalendar } from "../../lib/calendar";
import { useTRPC } from "../../lib/trpc";
import { BREACH_ISSUES } from "./record/form-issues";
import { translatedErrors } from "./record/issue-messages";
import type { VendorRef } from "./types";
import { riskLevelLabels } from "./vendor-format";

/** Record a breach of an agreed service level: it counts against the vendor's relationship health until resolved. */
export function RecordKpiBreachDialog({ vendor, onClose }: { vendor: VendorRef; onClose: () => void }) {
  const { t } = useTranslation(["vendorRecord", "vendors"]);
  const trpc = useTRPC();
  const { today } = useCalendar();
  const form = useForm<z.input<typeof createKpiBreachInput>, unknown, z.output<typeof createKpiBreachInput>>({
    resolver: zodResolver(createKpiBreachFormInput(today)),
    defaultValues: {
      vendorId: vendor.id,
      kpi: "",
      threshold: "",
      actual: "",
      unit: "",
      severity: "medium",
      occurredAt: today,
      notes: "",
    },
  });
  const { errors } = form.formState;
  const error = translatedErrors(t, BREACH_ISSUES);
  const record = useMutation(
    trpc.kpiBreaches.create.mutationOptions(
      dialogOutcome({
        success: t("vendorRecord:breachForm.recorded", { name: vendor.name }),
        failure: t("vendorRecord:breachForm.recordFailed"),
        onClose,
        form,
      }),
    ),
  );
  return (
    <GuardedDialog
      open
      onOpenChange={(open) => !open && onClose()}
      busy={record.isPending}
      title={t("vendorRecord:breachForm.title")}
      description={t("vendorRecord:breachForm.description", { name: vendor.name })}
      testId="kpi-breach-dialog"
    >
      <form onSubmit={form.handleSubmit((values) => record.mutate(values))} noValidate className="grid gap-4">
        <FormField
          label={t("vendorRecord:breachForm.kpi")}
          error={error("kpi", errors.kpi)}
          required
          description={t("vendorRecord:breachForm.kpiHint")}
        >
          {(field) => <Input {...field} autoFocus {...form.register("kpi")} />}
        </FormField>
        <div className="grid grid-cols-1 items-start gap-4 sm:grid-cols-3">
          <FormField label={t("vendorRecord:breachForm.target")} error={error("threshold", errors.threshold)} required>
            {(field) => (
              <Input
                {...field}
                inputMode="decimal"
                placeholder={t("vendorRecord:breachForm.targetExample")}
                {...form.register("threshold")}
              />
            )}
          </FormField>
          <FormField label={t("vendorRecord:breachForm.actual")} error={error("actual", errors.actual)} required>
            {(field) => (
              <Input
                {...field}
                inputMode="decimal"
                placeholder={t("vendorRecord:breachForm.actualExample")}
                {...form.register("actual")}
              />
            )}
          </FormField>
          <FormField
            label={t("vendorRecord:breachForm.unit")}
            error={error("unit", errors.unit)}
            description={t("vendorRecord:breachForm.unitHint")}
          >
            {(field) => <Input {...field} {...form.register("unit")} />}
          </FormField>
        </div>
        <div className="grid grid-cols-1 items-start gap-4 sm:grid-cols-2">
          <FormField label={t("vendorRecord:breachForm.severity")} error={error("severity", errors.severity)}>
            {(field) => (
              <NativeSelect {...field} {...form.register("severity")}>
                <LabelledOptions values={RISK_LEVELS} labels={riskLevelLabels(t)} />
              </NativeSelect>
            )}
          </FormField>
          <FormDateField
            control={form.control}
            name="occurredAt"
            label={t("vendorRecord:breachForm.occurredOn")}
            error={error("occurredAt", errors.occurredAt)}
            required
            max={today}
          />
        </div>
        <FormField label={t("vendorRecord:breachForm.notes")} error={error("notes", errors.notes)}>
          {(field) => <Textarea {...field} rows={3} {...form.register("notes")} />}
        </FormField>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={record.isPending}>
            {t("vendorRecord:dialogs.cancel")}
          </Button>
          <Button type="submit" disabled={record.isPending}>
            {record.isPending ? t("vendorRecord:breachForm.recording") : t("vendorRecord:breachForm.submit")}
          </Button>
        </DialogFooter>
      </form>
    </GuardedDialog>
  );
}

/** Mark an open breach resolved, after confirmation. */
export function ResolveKpiBreachDialog({
  vendor,
  breach,
  onClose,
}: {
  vendor: VendorRef;
  breach: { id: string; kpi: string };
  onClose: () => void;
}) {
  const { t } = useTranslation("vendorRecord");
  const trpc = useTRPC();
  const resolve = useMutation(
    trpc.kpiBreaches.resolve.mutationOptions(
      dialogOutcome({
        success: t("vendorRecord:resolveBreach.resolved", { kpi: breach.kpi }),
        failure: t("vendorRecord:resolveBreach.failed"),
        onClose,
      }),
    ),
  );
  return (
    <AlertDialog open onOpenChange={(open) => !open && !resolve.isPending && onClose()}>
      <AlertDialogContent onEscapeKeyDown={(e) => resolve.isPending && e.preventDefault()}>
        <AlertDialogHeader>
          <AlertDialogTitle>{t("vendorRecord:resolveBreach.title", { kpi: breach.kpi })}</AlertDialogTitle>
          <AlertDialogDescription>
            {t("vendorRecord:resolveBreach.description", { name: vendor.name })}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={resolve.isPending}>{t("vendorRecord:dialogs.cancel")}</AlertDialogCancel>
          <Button disabled={resolve.isPending} onClick={() => resolve.mutate({ id: breach.id })}>
            {resolve.isPending ? t("vendorRecord:resolveBreach.resolving") : t("vendorRecord:resolveBreach.submit")}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
