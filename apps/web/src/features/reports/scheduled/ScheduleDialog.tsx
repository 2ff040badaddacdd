import { useMutation } from "@tanstack/react-query";
import { FREQUENCY_CRON, REPORT_FREQUENCIES } from "@tprm/api/schemas";
import { FormField, Input, NativeSelect } from "@tprm/ui";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { applyServerIssues } from "../../../components/dialog-support";
import { errorText } from "../../../components/error-text";
import { FormDialog } from "../../../components/FormDialog";
import { LabelledOptions } from "../../../components/LabelledOptions";
import { useTRPC } from "../../../lib/trpc";
import { frequencyLabels, scheduleLabel } from "../report-labels";
import { cronFor, describeCron } from "../reports-view";
import type { ReportRow } from "../types";

type Scheduled = Exclude<(typeof REPORT_FREQUENCIES)[number], "ad_hoc">;
const SCHEDULED = REPORT_FREQUENCIES.filter((f): f is Scheduled => f !== "ad_hoc");
const WEEKDAYS = ["1", "2", "3", "4", "5", "6", "0"] as const;
const DAYS = Array.from({ length: 28 }, (_, i) => String(i + 1));

interface Values {
  frequency: Scheduled;
  time: string;
  weekday: string;
  day: string;
}

/** The dialog's fields read from the schedule's pattern (07:00, Monday, the 1st when the pattern says nothing else). */
function initialValues(report: ReportRow): Values {
  const frequency = (report.frequency === "ad_hoc" ? "weekly" : report.frequency) as Scheduled;
  const { values } = describeCron(report.schedule?.cron ?? FREQUENCY_CRON[frequency]);
  return {
    frequency,
    time: values?.time ?? "07:00",
    weekday: frequency === "weekly" ? (values?.day ?? "1") : "1",
    day: frequency !== "weekly" && frequency !== "daily" ? (values?.day ?? "1") : "1",
  };
}

/**
 * Change schedule: the frequency and the time it runs (a weekday for weekly reports, a day of the month for the
 * others), in the organisation's time zone; saved as the schedule's cron pattern (scheduled.update).
 */
export function ScheduleDialog({ report, onClose }: { report: ReportRow; onClose: () => void }) {
  const { t } = useTranslation(["reports", "common"]);
  const trpc = useTRPC();
  const form = useForm<Values>({ defaultValues: initialValues(report) });
  const update = useMutation(
    trpc.reports.scheduled.update.mutationOptions({
      onSuccess: (saved) => {
        toast.success(t("reports:scheduleDialog.saved", { name: saved.name }));
        onClose();
      },
      onError: (error) => {
        applyServerIssues(form, error);
        toast.error(errorText(t, error, t("reports:scheduled.failed")));
      },
    }),
  );
  const frequency = form.watch("frequency");
  const values = form.watch();
  const cron = cronFor(
    values.frequency,
    values.time || "07:00",
    Number(values.frequency === "weekly" ? values.weekday : values.day),
  );
  const timeZone = report.schedule?.timeZone ?? "";

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t("reports:scheduleDialog.title", { name: report.name })}
      description={t("reports:scheduleDialog.description")}
      testId="schedule-dialog"
      form={form}
      onSubmit={() => update.mutate({ id: report.id, frequency, cron })}
      busy={update.isPending}
      submitLabel={t("reports:scheduleDialog.save")}
      busyLabel={t("reports:scheduleDialog.saving")}
    >
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField label={t("reports:scheduleDialog.frequency")} error={form.formState.errors.frequency}>
          {(field) => (
            <NativeSelect {...field} {...form.register("frequency")} data-testid="schedule-frequency">
              <LabelledOptions values={SCHEDULED} labels={frequencyLabels(t)} />
            </NativeSelect>
          )}
        </FormField>
        <FormField
          label={t("reports:scheduleDialog.time")}
          description={t("reports:scheduleDialog.timeHint")}
          error={form.formState.errors.time}
        >
          {(field) => (
            <Input {...field} type="time" step={60} required {...form.register("time", { required: true })} />
          )}
        </FormField>
        {frequency === "weekly" && (
          <FormField label={t("reports:scheduleDialog.weekday")}>
            {(field) => (
              <NativeSelect {...field} {...form.register("weekday")}>
                {WEEKDAYS.map((d) => (
                  <option key={d} value={d}>
                    {t(`reports:scheduleDialog.weekdays.${d}`)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        )}
        {frequency !== "weekly" && frequency !== "daily" && (
          <FormField label={t("reports:scheduleDialog.dayOfMonth")}>
            {(field) => (
              <NativeSelect {...field} {...form.register("day")}>
                {DAYS.map((d) => (
                  <option key={d} value={d}>
                    {d}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        )}
      </div>
      <p className="text-sm" role="status" data-testid="schedule-preview">
        {scheduleLabel(t, cron)}
        {timeZone && <span className="text-muted-foreground"> ({timeZone})</span>}
      </p>
    </FormDialog>
  );
}
