import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { backupSettingsInput } from "@tprm/api/operations/backups/schemas";
import { Button, FormField, Input } from "@tprm/ui";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { z } from "zod";
import { Switch } from "../../../components/Switch";
import { errorMessage } from "../../../lib/http-errors";
import { useTRPC } from "../../../lib/trpc";

type Settings = z.output<typeof backupSettingsInput>;
type Field = "timeOfDay" | "keepLast" | "keepDaily" | "keepWeekly";

/** The nightly backup (on or off, its local time) and the retention rule, saved together (audited). */
export function BackupScheduleForm({ settings, timeZone }: { settings: Settings; timeZone: string }) {
  const { t } = useTranslation("operationsBackups");
  const trpc = useTRPC();
  const form = useForm<z.input<typeof backupSettingsInput>, unknown, Settings>({
    resolver: zodResolver(backupSettingsInput),
    defaultValues: settings,
  });
  const save = useMutation(
    trpc.operations.saveBackupSettings.mutationOptions({
      onSuccess: (saved) => {
        toast.success(t("operationsBackups:schedule.saved"));
        form.reset(saved);
      },
      onError: (error) => toast.error(errorMessage(error, t("operationsBackups:schedule.failed"))),
    }),
  );
  const errorText: Record<Field, string> = {
    timeOfDay: t("operationsBackups:schedule.errors.timeOfDay"),
    keepLast: t("operationsBackups:schedule.errors.keepLast"),
    keepDaily: t("operationsBackups:schedule.errors.keepDaily"),
    keepWeekly: t("operationsBackups:schedule.errors.keepWeekly"),
  };
  const errorOf = (field: Field) => (form.formState.errors[field] ? { message: errorText[field] } : undefined);
  const enabled = form.watch("enabled");

  return (
    <form
      className="space-y-4"
      aria-labelledby="backup-schedule-title"
      noValidate
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
      data-testid="backup-schedule"
    >
      <div>
        <h3 id="backup-schedule-title" className="font-medium">
          {t("operationsBackups:schedule.title")}
        </h3>
        <p className="text-sm text-muted-foreground">{t("operationsBackups:schedule.description", { timeZone })}</p>
      </div>
      <div className="flex items-center gap-3">
        <Switch
          id="backup-enabled"
          checked={enabled}
          onCheckedChange={(checked) => form.setValue("enabled", checked, { shouldDirty: true })}
          aria-labelledby="backup-enabled-label"
        />
        <span id="backup-enabled-label" className="text-sm">
          {enabled ? t("operationsBackups:schedule.enabled") : t("operationsBackups:schedule.disabled")}
        </span>
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-4">
        <FormField label={t("operationsBackups:schedule.timeOfDay")} error={errorOf("timeOfDay")} required>
          {(field) => <Input {...field} type="time" {...form.register("timeOfDay")} disabled={!enabled} />}
        </FormField>
        <FormField label={t("operationsBackups:schedule.keepLast")} error={errorOf("keepLast")} required>
          {(field) => <Input {...field} type="number" min={1} max={365} {...form.register("keepLast")} />}
        </FormField>
        <FormField label={t("operationsBackups:schedule.keepDaily")} error={errorOf("keepDaily")} required>
          {(field) => <Input {...field} type="number" min={0} max={365} {...form.register("keepDaily")} />}
        </FormField>
        <FormField label={t("operationsBackups:schedule.keepWeekly")} error={errorOf("keepWeekly")} required>
          {(field) => <Input {...field} type="number" min={0} max={365} {...form.register("keepWeekly")} />}
        </FormField>
      </div>
      <p className="text-sm text-muted-foreground">{t("operationsBackups:schedule.retentionHelp")}</p>
      <Button type="submit" variant="outline" disabled={save.isPending || !form.formState.isDirty}>
        {save.isPending ? t("operationsBackups:schedule.saving") : t("operationsBackups:schedule.save")}
      </Button>
    </form>
  );
}
