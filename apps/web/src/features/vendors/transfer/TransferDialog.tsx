import type { VendorExportResult, VendorImportResult } from "@tprm/api/vendor-transfer";
import {
  Alert,
  AlertDescription,
  AlertTitle,
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
import { CircleAlertIcon, CircleCheckIcon, ClockIcon, DownloadIcon, RotateCwIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { RouterOutputs } from "../../../lib/api-types";
import { formatDateTime } from "../../../lib/format";
import type { Translate } from "../vendor-format";
import { ImportReport } from "./ImportReport";
import { downloadUrl, formatBytes, formatCount, progressText, taskPercent } from "./transfer-format";

export type TransferTask = RouterOutputs["tasks"]["get"];
export type TransferFile = NonNullable<TransferTask["outputFile"]>;

export type TransferJob =
  | { kind: "export"; format: "csv" | "xlsx" }
  | { kind: "import"; filename: string; size: number };

export interface TransferState {
  job: TransferJob;
  /** Bytes sent so far while the import file uploads. */
  upload: { loaded: number; total: number } | null;
  /** The task once the server accepted the work. */
  task: TransferTask | null;
  /** Starting failed (upload refused, no permission, server unreachable) or the task could not be read. */
  error: string | null;
}

const FORMAT_LABEL = { csv: "vendors:transfer.format.csv", xlsx: "vendors:transfer.format.xlsx" } as const;

function title(t: Translate, job: TransferJob) {
  return job.kind === "export"
    ? t("vendors:transfer.dialog.exportTitle", { format: t(FORMAT_LABEL[job.format]) })
    : t("vendors:transfer.dialog.importTitle");
}

/** Progress, then the result, of one export or import. Closing it lets the work go on in the background. */
export function TransferDialog({
  open,
  onOpenChange,
  state,
  onRetry,
  onDownload,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  state: TransferState;
  onRetry: () => void;
  /** Downloads the task's file (after checking it has not expired meanwhile). */
  onDownload: (file: TransferFile) => void;
}) {
  const { t } = useTranslation(["vendors"]);
  const { job, task, upload, error } = state;
  const done = task?.status === "completed" || task?.status === "failed" || error !== null;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-3xl" data-testid="transfer-dialog">
        <DialogHeader>
          <DialogTitle>{title(t, job)}</DialogTitle>
          <DialogDescription>
            {job.kind === "export"
              ? t("vendors:transfer.dialog.exportDescription")
              : t("vendors:transfer.dialog.importDescription", {
                  filename: job.filename,
                  size: formatBytes(t, job.size),
                })}
          </DialogDescription>
        </DialogHeader>

        {error ? (
          <Alert variant="destructive">
            <CircleAlertIcon aria-hidden="true" />
            <AlertTitle>
              {job.kind === "export"
                ? t("vendors:transfer.dialog.exportNotStarted")
                : t("vendors:transfer.dialog.importNotRun")}
            </AlertTitle>
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        ) : !task ? (
          <UploadProgress upload={upload} kind={job.kind} />
        ) : task.status === "failed" ? (
          <Alert variant="destructive">
            <CircleAlertIcon aria-hidden="true" />
            <AlertTitle>
              {job.kind === "export"
                ? t("vendors:transfer.dialog.exportFailed")
                : t("vendors:transfer.dialog.importFailed")}
            </AlertTitle>
            <AlertDescription>{task.error ?? t("vendors:transfer.dialog.tryAgainHint")}</AlertDescription>
          </Alert>
        ) : task.status === "completed" ? (
          <Completed job={job} task={task} onRetry={onRetry} onDownload={onDownload} />
        ) : (
          <TaskProgressBar job={job} task={task} />
        )}

        <DialogFooter>
          {done && (error || task?.status === "failed") && (
            <Button variant="outline" onClick={onRetry}>
              {t("vendors:actions.tryAgain")}
            </Button>
          )}
          <Button variant={done ? "default" : "outline"} onClick={() => onOpenChange(false)}>
            {done ? t("vendors:transfer.dialog.done") : t("vendors:transfer.dialog.background")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function UploadProgress({ upload, kind }: { upload: TransferState["upload"]; kind: TransferJob["kind"] }) {
  const { t } = useTranslation(["vendors"]);
  if (kind === "export" || !upload) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground" aria-live="polite">
        <Spinner className="size-4" />{" "}
        {kind === "export" ? t("vendors:transfer.dialog.startingExport") : t("vendors:transfer.dialog.startingUpload")}
      </p>
    );
  }
  const percent = upload.total ? Math.floor((upload.loaded / upload.total) * 100) : 0;
  return (
    <div className="grid gap-2">
      <Progress value={percent} aria-label={t("vendors:transfer.dialog.uploadProgress")} />
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t("vendors:transfer.dialog.uploading", {
          loaded: formatBytes(t, upload.loaded),
          total: formatBytes(t, upload.total),
        })}
      </p>
    </div>
  );
}

function TaskProgressBar({ job, task }: { job: TransferJob; task: TransferTask }) {
  const { t } = useTranslation(["vendors"]);
  const percent = taskPercent(task);
  return (
    <div className="grid gap-2" data-testid="transfer-progress">
      {percent === null ? (
        <div
          className="h-2 w-full overflow-hidden rounded-full bg-muted"
          role="progressbar"
          aria-label={t("vendors:transfer.dialog.progress")}
        >
          <div className="h-full w-1/3 animate-pulse rounded-full bg-primary" />
        </div>
      ) : (
        <Progress value={percent} aria-label={t("vendors:transfer.dialog.progress")} />
      )}
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {progressText(t, job.kind, task)}
        {percent !== null && ` ${t("vendors:transfer.percent", { percent: formatCount(percent) })}`}
      </p>
    </div>
  );
}

/** "Available until 29 Nov 2026, 14:03", or nothing for a file kept without limit. */
function KeptUntil({ file }: { file: TransferFile }) {
  const { t } = useTranslation(["vendors"]);
  if (!file.expiresAt) return null;
  return (
    <p className="flex items-center gap-1.5 text-sm text-muted-foreground" data-testid="file-kept-until">
      <ClockIcon className="size-4" aria-hidden="true" />
      {t("vendors:transfer.keptUntil", { date: formatDateTime(file.expiresAt) })}
    </p>
  );
}

/** The task's file was deleted under the retention rule: say so, and offer to run the work again. */
function Expired({ message, action, onRetry }: { message: string; action: string; onRetry: () => void }) {
  const { t } = useTranslation(["vendors"]);
  return (
    <Alert variant="warning" data-testid="transfer-expired">
      <ClockIcon aria-hidden="true" />
      <AlertTitle>{t("vendors:transfer.expired.title")}</AlertTitle>
      <AlertDescription>
        <p>{message}</p>
        <Button variant="outline" size="sm" className="mt-2" onClick={onRetry} data-testid="transfer-expired-retry">
          <RotateCwIcon aria-hidden="true" />
          {action}
        </Button>
      </AlertDescription>
    </Alert>
  );
}

/** The outcome of a finished export or import (exported for its unit test). */
export function Completed({
  job,
  task,
  onRetry,
  onDownload,
}: {
  job: TransferJob;
  task: TransferTask;
  onRetry: () => void;
  onDownload: (file: TransferFile) => void;
}) {
  const { t } = useTranslation(["vendors"]);
  const file = task.outputFile;
  const expired = task.outputFileExpired;
  if (job.kind === "export") {
    const result = task.result as unknown as VendorExportResult | null;
    if (expired) {
      return (
        <div className="grid gap-3" data-testid="export-expired">
          <Expired message={expired.message} action={t("vendors:transfer.expired.exportAgain")} onRetry={onRetry} />
        </div>
      );
    }
    return (
      <div className="grid gap-3" data-testid="export-ready">
        <Alert variant="success">
          <CircleCheckIcon aria-hidden="true" />
          <AlertTitle>{t("vendors:transfer.export.ready")}</AlertTitle>
          <AlertDescription>
            {result?.rows === 0
              ? t("vendors:transfer.export.noRows")
              : file
                ? t("vendors:transfer.export.rowsAndSize", {
                    count: result?.rows ?? 0,
                    rows: formatCount(result?.rows ?? 0),
                    size: formatBytes(t, file.size),
                  })
                : t("vendors:transfer.export.rows", { count: result?.rows ?? 0, rows: formatCount(result?.rows ?? 0) })}
          </AlertDescription>
        </Alert>
        {file && (
          <>
            <Button asChild className="justify-self-start">
              <a
                href={downloadUrl(file.id)}
                download={file.filename}
                onClick={(event) => {
                  event.preventDefault();
                  onDownload(file);
                }}
                data-testid="export-download"
              >
                <DownloadIcon aria-hidden="true" />
                {t("vendors:transfer.export.download", { filename: file.filename })}
              </a>
            </Button>
            <KeptUntil file={file} />
          </>
        )}
      </div>
    );
  }
  const result = task.result as unknown as VendorImportResult | null;
  if (!result) return null;
  return (
    <div className="grid gap-3">
      <ImportReport result={result} />
      {result.outcome === "rejected" && expired && (
        <Expired message={expired.message} action={t("vendors:transfer.expired.chooseAgain")} onRetry={onRetry} />
      )}
      {result.outcome === "rejected" && file && (
        <>
          <Button
            variant="outline"
            className="justify-self-start"
            onClick={() => onDownload(file)}
            data-testid="import-report-download"
          >
            <DownloadIcon aria-hidden="true" />
            {t("vendors:transfer.import.downloadReport")}
          </Button>
          <KeptUntil file={file} />
        </>
      )}
    </div>
  );
}
