import { useMutation, useQuery } from "@tanstack/react-query";
import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@tprm/ui";
import {
  EllipsisVerticalIcon,
  ExternalLinkIcon,
  FileSpreadsheetIcon,
  FileTextIcon,
  HistoryIcon,
  PencilIcon,
  PlayIcon,
  Trash2Icon,
} from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { errorText } from "../../../components/error-text";
import { useTRPC } from "../../../lib/trpc";
import { GenerateDialog, type GenerateJob } from "../generate/GenerateDialog";
import { runFileUrl } from "../reports-view";
import { RunsSheet } from "../runs/RunsSheet";
import type { ReportRow, ReportRun } from "../types";

/** The newest run whose files are still there: the one View and Download open. */
export function latestAvailable(runs: readonly ReportRun[] | undefined, fallback: ReportRun | null): ReportRun | null {
  const usable = (run: ReportRun | null | undefined) => run?.status === "completed" && run.pdf?.available;
  if (usable(fallback)) return fallback;
  return runs?.find((run) => usable(run)) ?? null;
}

/**
 * A report's row actions (001 §2.5): View (the latest PDF, in a new tab), Download (PDF or XLSX), Generate (its
 * progress in a dialog), Runs history, Edit and Delete (with a confirmation). Each shows only when the caller may use
 * it (the report's `can`); the server checks again.
 */
export function ReportActions({ report, onEdit }: { report: ReportRow; onEdit: (id: string) => void }) {
  const { t } = useTranslation(["reports", "common"]);
  const trpc = useTRPC();
  const [open, setOpen] = useState(false);
  const [runsOpen, setRunsOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [job, setJob] = useState<GenerateJob | null>(null);

  // The latest run may be running or failed: the newest finished one is looked up when the menu opens.
  const latest = report.latestRun;
  const needsLookup = open && !(latest?.status === "completed" && latest.pdf?.available);
  const runs = useQuery({
    ...trpc.reports.runs.queryOptions({ reportId: report.id, page: 1, limit: 20 }),
    enabled: needsLookup,
  });
  const available = latestAvailable(runs.data?.items, latest);

  const generate = useMutation(
    trpc.reports.generate.mutationOptions({
      onSuccess: (started) => setJob({ runId: started.runId, taskId: started.taskId, name: report.name }),
      onError: (error) => toast.error(errorText(t, error, t("reports:generate.startFailed"))),
    }),
  );
  const remove = useMutation(
    trpc.reports.delete.mutationOptions({
      onSuccess: () => {
        toast.success(t("reports:delete.deleted", { name: report.name }));
        setDeleting(false);
      },
      onError: (error) => toast.error(errorText(t, error, t("reports:delete.failed"))),
    }),
  );

  const fileItem = (format: "pdf" | "xlsx", inline: boolean) => {
    if (!available) return null;
    const href = runFileUrl(available.id, format, inline ? "inline" : "attachment");
    return inline ? { href, target: "_blank", rel: "noopener" } : { href, download: "" };
  };
  const view = fileItem("pdf", true);
  const pdf = fileItem("pdf", false);
  const xlsx = available?.xlsx?.available ? fileItem("xlsx", false) : null;
  const lookingUp = needsLookup && runs.isPending;

  return (
    <>
      <DropdownMenu open={open} onOpenChange={setOpen}>
        <DropdownMenuTrigger asChild>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t("reports:menu.label", { name: report.name })}
            data-testid="report-menu"
          >
            <EllipsisVerticalIcon aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="min-w-52">
          {view ? (
            <DropdownMenuItem asChild data-testid="menu-view">
              <a {...view} title={t("reports:menu.viewHint")}>
                <ExternalLinkIcon aria-hidden="true" />
                {t("reports:menu.view")}
              </a>
            </DropdownMenuItem>
          ) : (
            <DropdownMenuItem disabled data-testid="menu-view">
              <ExternalLinkIcon aria-hidden="true" />
              {lookingUp ? t("reports:menu.loading") : `${t("reports:menu.view")} · ${t("reports:menu.noRun")}`}
            </DropdownMenuItem>
          )}
          {pdf && (
            <DropdownMenuItem asChild data-testid="menu-download-pdf">
              <a {...pdf}>
                <FileTextIcon aria-hidden="true" />
                {t("reports:menu.downloadPdf")}
              </a>
            </DropdownMenuItem>
          )}
          {xlsx && (
            <DropdownMenuItem asChild data-testid="menu-download-xlsx">
              <a {...xlsx}>
                <FileSpreadsheetIcon aria-hidden="true" />
                {t("reports:menu.downloadXlsx")}
              </a>
            </DropdownMenuItem>
          )}
          <DropdownMenuSeparator />
          {report.can.generate && (
            <DropdownMenuItem
              disabled={generate.isPending || report.status === "generating"}
              onSelect={() => generate.mutate({ reportId: report.id })}
              data-testid="menu-generate"
            >
              <PlayIcon aria-hidden="true" />
              {t("reports:menu.generate")}
            </DropdownMenuItem>
          )}
          <DropdownMenuItem onSelect={() => setRunsOpen(true)} data-testid="menu-runs">
            <HistoryIcon aria-hidden="true" />
            {t("reports:menu.runs")}
          </DropdownMenuItem>
          {(report.can.edit || report.can.delete) && <DropdownMenuSeparator />}
          {report.can.edit && (
            <DropdownMenuItem onSelect={() => onEdit(report.id)} data-testid="menu-edit">
              <PencilIcon aria-hidden="true" />
              {t("reports:menu.edit")}
            </DropdownMenuItem>
          )}
          {report.can.delete && (
            <DropdownMenuItem variant="destructive" onSelect={() => setDeleting(true)} data-testid="menu-delete">
              <Trash2Icon aria-hidden="true" />
              {t("reports:menu.delete")}
            </DropdownMenuItem>
          )}
        </DropdownMenuContent>
      </DropdownMenu>

      {job && <GenerateDialog job={job} onClose={() => setJob(null)} />}
      {runsOpen && <RunsSheet report={report} onClose={() => setRunsOpen(false)} />}
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t("reports:delete.title", { name: report.name })}
        description={t("reports:delete.description")}
        confirmLabel={t("reports:delete.confirm")}
        busyLabel={t("reports:delete.deleting")}
        cancelLabel={t("reports:delete.cancel")}
        busy={remove.isPending}
        onConfirm={() => remove.mutate({ id: report.id })}
        testId="delete-report-dialog"
        confirmTestId="confirm-delete-report"
      />
    </>
  );
}
