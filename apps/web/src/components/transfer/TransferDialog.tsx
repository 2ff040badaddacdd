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
import type { RouterOutputs } from "../../lib/api-types";
import { formatDateTime } from "../../lib/format";
import { ImportReport } from "./ImportReport";
import { downloadUrl, formatBytes, formatCount, progressText, taskPercent } from "./transfer-format";
import type { TransferImportResult, TransferTexts } from "./transfer-texts";

/** What an export's task answers when it completes (every domain's export says the same). */
interface ExportResult {
  rows: number;
  format: "csv" | "xlsx";
  filename: string;
}

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

export const FORMAT_LABEL = { csv: "transfer:format.csv", xlsx: "transfer:format.xlsx" } as const;

/** Progress, then the result, of one export or import. Closing it lets the work go on in the background. */
export function TransferDialog({
  open,
  onOpenChange,
  state,
  onRetry,
  onDownload,
  texts,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  state: TransferState;
  onRetry: () => void;
  /** Downloads the task's file (after checking it has not expired meanwhile). */
  onDownload: (file: TransferFile) => void;
  texts: TransferTexts;
}) {
  const { t } = useTranslation(["transfer", "common"]);
  const { job, task, upload, error } = state;
  const done = task?.status === "completed" || task?.status === "failed" || error !== null;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-3xl" data-testid="transfer-dialog">
        <DialogHeader>
          <DialogTitle>
            {job.kind === "export" ? texts.exportTitle(t(FORMAT_LABEL[job.format])) : texts.importTitle}
          </DialogTitle>
          <DialogDescription>
            {job.kind === "export"
              ? texts.exportDescription
              : t("transfer:dialog.importDescription", {
                  filename: job.filename,
                  size: formatBytes(t, job.size),
                })}
          </DialogDescription>
        </DialogHeader>

        {error ? (
          <Alert variant="destructive">
            <CircleAlertIcon aria-hidden="true" />
            <AlertTitle>
              {job.kind === "export" ? t("transfer:dialog.exportNotStarted") : t("transfer:dialog.importNotRun")}
            </AlertTitle>
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        ) : !task ? (
          <UploadProgress upload={upload} kind={job.kind} />
        ) : task.status === "failed" ? (
          <Alert variant="destructive">
            <CircleAlertIcon aria-hidden="true" />
            <AlertTitle>
              {job.kind === "export" ? t("transfer:dialog.exportFailed") : t("transfer:dialog.importFailed")}
            </AlertTitle>
            <AlertDescription>{task.error ?? t("transfer:dialog.tryAgainHint")}</AlertDescription>
          </Alert>
        ) : task.status === "completed" ? (
          <Completed job={job} task={task} onRetry={onRetry} onDownload={onDownload} texts={texts} />
        ) : (
          <TaskProgressBar job={job} task={task} texts={texts} />
        )}

        <DialogFooter>
          {done && (error || task?.status === "failed") && (
            <Button variant="outline" onClick={onRetry}>
              {t("common:actions.tryAgain")}
            </Button>
          )}
          <Button variant={done ? "default" : "outline"} onClick={() => onOpenChange(false)}>
            {done ? t("transfer:dialog.done") : t("transfer:dialog.background")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function UploadProgress({ upload, kind }: { upload: TransferState["upload"]; kind: TransferJob["kind"] }) {
  const { t } = useTranslation(["transfer", "common"]);
  if (kind === "export" || !upload) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground" aria-live="polite">
        <Spinner className="size-4" />{" "}
        {kind === "export" ? t("transfer:dialog.startingExport") : t("transfer:dialog.startingUpload")}
      </p>
    );
  }
  const percent = upload.total ? Math.floor((upload.loaded / upload.total) * 100) : 0;
  return (
    <div className="grid gap-2">
      <Progress value={percent} aria-label={t("transfer:dialog.uploadProgress")} />
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t("transfer:dialog.uploading", {
          loaded: formatBytes(t, upload.loaded),
          total: formatBytes(t, upload.total),
        })}
      </p>
    </div>
  );
}

function TaskProgressBar({ job, task, texts }: { job: TransferJob; task: TransferTask; texts: TransferTexts }) {
  const { t } = useTranslation(["transfer", "common"]);
  const percent = taskPercent(task);
  return (
    <div className="grid gap-2" data-testid="transfer-progress">
      {percent === null ? (
        <div
          className="h-2 w-full overflow-hidden rounded-full bg-muted"
          role="progressbar"
          aria-label={t("transfer:dialog.progress")}
        >
          <div className="h-full w-1/3 animate-pulse rounded-full bg-primary" />
        </div>
      ) : (
        <Progress value={percent} aria-label={t("transfer:dialog.progress")} />
      )}
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {progressText(t, job.kind, task, texts)}
        {percent !== null && ` ${t("transfer:percent", { percent: formatCount(percent) })}`}
      </p>
    </div>
  );
}

/** "Available until 29 Nov 2026, 14:03", or nothing for a file kept without limit. */
function KeptUntil({ file }: { file: TransferFile }) {
  const { t } = useTranslation(["transfer", "common"]);
  if (!file.expiresAt) return null;
  return (
    <p className="flex items-center gap-1.5 text-sm text-muted-foreground" data-testid="file-kept-until">
      <ClockIcon className="size-4" aria-hidden="true" />
      {t("transfer:keptUntil", { date: formatDateTime(file.expiresAt) })}
    </p>
  );
}

/** The task's file was deleted under the retention rule: say so, and offer to run the work again. */
function Expired({ message, action, onRetry }: { message: string; action: string; onRetry: () => void }) {
  const { t } = useTranslation(["transfer", "common"]);
  return (
    <Alert variant="warning" data-testid="transfer-expired">
      <ClockIcon aria-hidden="true" />
      <AlertTitle>{t("transfer:expired.title")}</AlertTitle>
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
  texts,
}: {
  job: TransferJob;
  task: TransferTask;
  onRetry: () => void;
  onDownload: (file: TransferFile) => void;
  texts: TransferTexts;
}) {
  const { t } = useTranslation(["transfer", "common"]);
  const file = task.outputFile;
  const expired = task.outputFileExpired;
  if (job.kind === "export") {
    const result = task.result as unknown as ExportResult | null;
    if (expired) {
      return (
        <div className="grid gap-3" data-testid="export-expired">
          <Expired message={expired.message} action={t("transfer:expired.exportAgain")} onRetry={onRetry} />
        </div>
      );
    }
    return (
      <div className="grid gap-3" data-testid="export-ready">
        <Alert variant="success">
          <CircleCheckIcon aria-hidden="true" />
          <AlertTitle>{t("transfer:export.ready")}</AlertTitle>
          <AlertDescription>
            {result?.rows === 0
              ? texts.noRows
              : file
                ? texts.rowsAndSize(result?.rows ?? 0, formatCount(result?.rows ?? 0), formatBytes(t, file.size))
                : texts.rows(result?.rows ?? 0, formatCount(result?.rows ?? 0))}
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
                {t("transfer:export.download", { filename: file.filename })}
              </a>
            </Button>
            <KeptUntil file={file} />
          </>
        )}
      </div>
    );
  }
  const result = task.result as unknown as TransferImportResult | null;
  if (!result) return null;
  return (
    <div className="grid gap-3">
      <ImportReport result={result} texts={texts} />
      {result.outcome === "rejected" && expired && (
        <Expired message={expired.message} action={t("transfer:expired.chooseAgain")} onRetry={onRetry} />
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
            {t("transfer:import.downloadReport")}
          </Button>
          <KeptUntil file={file} />
        </>
      )}
    </div>
  );
}
