import { useQuery, useQueryClient } from "@tanstack/react-query";
import {
  Alert,
  AlertDescription,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Progress,
  Spinner,
} from "@tprm/ui";
import { CheckCircle2Icon, ExternalLinkIcon, FileSpreadsheetIcon, FileTextIcon } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { formatCount } from "../../../lib/format";
import { useTRPC } from "../../../lib/trpc";
import { runFileUrl } from "../reports-view";

const POLL_MS = 1000;

export interface GenerateJob {
  runId: string;
  taskId: string;
  name: string;
}

/** The task's share done, 0–100; null while the worker has not said how much there is. */
function percentOf(task: { status: string; progress: number; total: number | null } | undefined): number | null {
  if (!task) return null;
  if (task.status === "completed") return 100;
  if (!task.total) return null;
  return Math.min(100, Math.floor((task.progress / task.total) * 100));
}

/**
 * A generation under way (Generate, Run now): the worker's progress read from its background task (tasks.get, polled
 * until it ends), then View PDF and Download PDF / XLSX of the finished run, or why it failed. Closing lets the work
 * go on; the lists show the report as generating until it ends.
 */
export function GenerateDialog({ job, onClose }: { job: GenerateJob; onClose: () => void }) {
  const { t } = useTranslation(["reports", "common"]);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const task = useQuery({
    ...trpc.tasks.get.queryOptions({ id: job.taskId }),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === "completed" || status === "failed" ? false : POLL_MS;
    },
  });
  const status = task.data?.status ?? "queued";
  const ended = status === "completed" || status === "failed";
  const run = useQuery({ ...trpc.reports.run.queryOptions({ id: job.runId }), enabled: ended });

  // When the task ends, the lists (status, last generated, runs) are read again.
  const refreshed = useRef(false);
  useEffect(() => {
    if (!ended || refreshed.current) return;
    refreshed.current = true;
    void queryClient.invalidateQueries({ queryKey: [["reports"]] });
    if (status === "completed") toast.success(t("reports:generate.ready", { name: job.name }));
  }, [ended, status, queryClient, t, job.name]);

  const percent = percentOf(task.data);
  const failedText = run.data?.error ?? task.data?.error ?? t("reports:generate.failed");
  const sentence =
    status === "completed"
      ? t("reports:generate.completed")
      : status === "failed"
        ? t("reports:generate.failed")
        : status === "running"
          ? percent === null
            ? t("reports:generate.running")
            : t("reports:generate.runningPercent", { percent: formatCount(percent) })
          : t("reports:generate.queued");
  const files = status === "completed" && run.data?.status === "completed" ? run.data : null;

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-lg" data-testid="generate-dialog">
        <DialogHeader>
          <DialogTitle>{t("reports:generate.title", { name: job.name })}</DialogTitle>
          <DialogDescription>{t("reports:generate.background")}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-3">
          <p role="status" aria-live="polite" className="flex items-center gap-2 text-sm" data-testid="generate-status">
            {status === "completed" && <CheckCircle2Icon aria-hidden="true" className="size-4 text-green-700" />}
            {sentence}
          </p>
          {status !== "failed" &&
            (percent === null ? (
              <Spinner label={t("reports:generate.progressLabel")} className="size-5" />
            ) : (
              <Progress
                value={percent}
                aria-label={t("reports:generate.progressLabel")}
                data-testid="generate-progress"
              />
            ))}
          {status === "failed" && (
            <Alert variant="destructive" data-testid="generate-error">
              <AlertDescription>{failedText}</AlertDescription>
            </Alert>
          )}
        </div>
        <DialogFooter className="flex-wrap gap-2">
          {files && (
            <>
              <Button asChild variant="outline" data-testid="generate-view">
                <a href={runFileUrl(files.id, "pdf", "inline")} target="_blank" rel="noopener">
                  <ExternalLinkIcon aria-hidden="true" />
                  {t("reports:generate.viewPdf")}
                </a>
              </Button>
              <Button asChild variant="outline" data-testid="generate-pdf">
                <a href={runFileUrl(files.id, "pdf")} download="">
                  <FileTextIcon aria-hidden="true" />
                  {t("reports:generate.downloadPdf")}
                </a>
              </Button>
              <Button asChild variant="outline" data-testid="generate-xlsx">
                <a href={runFileUrl(files.id, "xlsx")} download="">
                  <FileSpreadsheetIcon aria-hidden="true" />
                  {t("reports:generate.downloadXlsx")}
                </a>
              </Button>
            </>
          )}
          <Button onClick={onClose} data-testid="generate-close">
            {t("reports:generate.close")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
