import { useMutation } from "@tanstack/react-query";
import type { ColumnDef } from "@tanstack/react-table";
import { Badge, Button } from "@tprm/ui";
import type { TFunction } from "i18next";
import { CalendarClockIcon, PauseIcon, PlayIcon, SendIcon } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { errorText } from "../../../components/error-text";
import { formatDateTime } from "../../../lib/format";
import { useTRPC } from "../../../lib/trpc";
import type { GenerateJob } from "../generate/GenerateDialog";
import { recipientsLine, scheduleLabel } from "../report-labels";
import type { ReportRow } from "../types";

/** The Scheduled Reports table: report, schedule, next and last run, recipients, state, and the schedule's actions. */
export function scheduledColumns({
  t,
  onChange,
  onStarted,
}: {
  t: TFunction;
  onChange: (report: ReportRow) => void;
  onStarted: (job: GenerateJob) => void;
}): ColumnDef<ReportRow>[] {
  return [
    {
      id: "name",
      header: t("reports:scheduled.report"),
      meta: { headClassName: "pl-4", cellClassName: "min-w-48 max-w-72 py-2.5 pl-4", skeletonClassName: "w-40" },
      cell: ({ row }) => {
        const r = row.original;
        return (
          <>
            <span className="block truncate font-medium" title={r.name} data-testid="scheduled-name">
              {r.name}
            </span>
            <span className="block text-xs text-muted-foreground">
              {t(`reports:types.${r.type}`)} · {t(`reports:frequencies.${r.frequency}`)}
            </span>
          </>
        );
      },
    },
    {
      id: "schedule",
      header: t("reports:scheduled.schedule"),
      meta: { cellClassName: "min-w-44 whitespace-normal" },
      cell: ({ row }) => {
        const s = row.original.schedule;
        return s ? (
          <span data-testid="scheduled-when">
            {scheduleLabel(t, s.cron)}
            <span className="block text-xs text-muted-foreground">{s.timeZone}</span>
          </span>
        ) : (
          "—"
        );
      },
    },
    {
      id: "nextDue",
      header: t("reports:scheduled.nextRun"),
      meta: { cellClassName: "whitespace-nowrap" },
      cell: ({ row }) => <span data-testid="scheduled-next">{formatDateTime(row.original.nextDue)}</span>,
    },
    {
      id: "lastGeneratedAt",
      header: t("reports:scheduled.lastRun"),
      meta: { cellClassName: "whitespace-nowrap" },
      cell: ({ row }) => formatDateTime(row.original.lastGeneratedAt, t("reports:list.never")),
    },
    {
      id: "recipients",
      header: t("reports:scheduled.recipients"),
      meta: { cellClassName: "max-w-56 truncate" },
      cell: ({ row }) => {
        const line = recipientsLine(t, row.original.recipientGroups, row.original.externalRecipients);
        return (
          <span title={line} data-testid="scheduled-recipients">
            {line}
          </span>
        );
      },
    },
    {
      id: "state",
      header: t("reports:scheduled.state"),
      cell: ({ row }) => {
        const s = row.original.schedule;
        return (
          <span className="grid justify-items-start gap-1">
            <Badge variant={s?.paused ? "warning" : "success"} data-testid="scheduled-state">
              {s?.paused ? t("reports:scheduled.paused") : t("reports:scheduled.active")}
            </Badge>
            {s?.lastError && <span className="max-w-48 text-xs whitespace-normal text-destructive">{s.lastError}</span>}
          </span>
        );
      },
    },
    {
      id: "actions",
      header: t("reports:list.actions"),
      meta: { headClassName: "pr-4 text-right", cellClassName: "pr-4" },
      cell: ({ row }) => <ScheduleActions report={row.original} onChange={onChange} onStarted={onStarted} />,
    },
  ];
}

function ScheduleActions({
  report,
  onChange,
  onStarted,
}: {
  report: ReportRow;
  onChange: (report: ReportRow) => void;
  onStarted: (job: GenerateJob) => void;
}) {
  const { t } = useTranslation(["reports"]);
  const trpc = useTRPC();
  const paused = report.schedule?.paused ?? false;
  const update = useMutation(
    trpc.reports.scheduled.update.mutationOptions({
      onSuccess: (saved) =>
        toast.success(
          saved.schedule?.paused
            ? t("reports:scheduled.pausedToast", { name: saved.name })
            : t("reports:scheduled.resumedToast", { name: saved.name }),
        ),
      onError: (error) => toast.error(errorText(t, error, t("reports:scheduled.failed"))),
    }),
  );
  // Run now e-mails every recipient at once: it is confirmed first, naming who receives it.
  const [confirming, setConfirming] = useState(false);
  const runNow = useMutation(
    trpc.reports.scheduled.runNow.mutationOptions({
      onSettled: () => setConfirming(false),
      onSuccess: (started) => {
        toast.success(t("reports:scheduled.runNowToast", { name: report.name }));
        onStarted({ runId: started.runId, taskId: started.taskId, name: report.name });
      },
      onError: (error) => toast.error(errorText(t, error, t("reports:generate.startFailed"))),
    }),
  );
  if (!report.can.edit) return null;
  return (
    <fieldset
      className="flex flex-wrap justify-end gap-1.5"
      aria-label={t("reports:scheduled.actionsOf", { name: report.name })}
    >
      <Button
        variant="outline"
        size="sm"
        disabled={update.isPending}
        onClick={() => update.mutate({ id: report.id, paused: !paused })}
        data-testid={paused ? "schedule-resume" : "schedule-pause"}
      >
        {paused ? <PlayIcon aria-hidden="true" /> : <PauseIcon aria-hidden="true" />}
        {paused ? t("reports:scheduled.resume") : t("reports:scheduled.pause")}
      </Button>
      <Button
        variant="outline"
        size="sm"
        disabled={runNow.isPending || report.status === "generating"}
        onClick={() => setConfirming(true)}
        data-testid="schedule-run-now"
      >
        <SendIcon aria-hidden="true" />
        {t("reports:scheduled.runNow")}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("reports:scheduled.runNowConfirm.title", { name: report.name })}
        description={t("reports:scheduled.runNowConfirm.description", {
          recipients: recipientsLine(t, report.recipientGroups, report.externalRecipients),
        })}
        confirmLabel={t("reports:scheduled.runNowConfirm.confirm")}
        busyLabel={t("reports:scheduled.runNowConfirm.starting")}
        cancelLabel={t("reports:scheduled.runNowConfirm.cancel")}
        busy={runNow.isPending}
        confirmVariant="default"
        onConfirm={() => runNow.mutate({ id: report.id })}
        testId="run-now-dialog"
        confirmTestId="confirm-run-now"
      />
      <Button variant="outline" size="sm" onClick={() => onChange(report)} data-testid="schedule-change">
        <CalendarClockIcon aria-hidden="true" />
        {t("reports:scheduled.change")}
      </Button>
    </fieldset>
  );
}
