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
import type { RouterOutputs } from "../../../lib/api-types";
import { formatDateTime } from "../../../lib/format";
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

const FORMAT_LABEL = { csv: "CSV", xlsx: "Excel (XLSX)" } as const;

function title(job: TransferJob) {
  return job.kind === "export" ? `Export vendors (${FORMAT_LABEL[job.format]})` : "Import vendors";
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
  const { job, task, upload, error } = state;
  const done = task?.status === "completed" || task?.status === "failed" || error !== null;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-3xl" data-testid="transfer-dialog">
        <DialogHeader>
          <DialogTitle>{title(job)}</DialogTitle>
          <DialogDescription>
            {job.kind === "export"
              ? "The register is written to a file by the background worker; it downloads when ready."
              : `${job.filename} (${formatBytes(job.size)}) is checked row by row; it is imported completely or not at all.`}
          </DialogDescription>
        </DialogHeader>

        {error ? (
          <Alert variant="destructive">
            <CircleAlertIcon aria-hidden="true" />
            <AlertTitle>
              {job.kind === "export" ? "The export could not be started" : "The import did not run"}
            </AlertTitle>
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        ) : !task ? (
          <UploadProgress upload={upload} kind={job.kind} />
        ) : task.status === "failed" ? (
          <Alert variant="destructive">
            <CircleAlertIcon aria-hidden="true" />
            <AlertTitle>
              {job.kind === "export" ? "The export failed" : "The import failed; nothing was written"}
            </AlertTitle>
            <AlertDescription>{task.error ?? "Please try again."}</AlertDescription>
          </Alert>
        ) : task.status === "completed" ? (
          <Completed job={job} task={task} onRetry={onRetry} onDownload={onDownload} />
        ) : (
          <TaskProgressBar job={job} task={task} />
        )}

        <DialogFooter>
          {done && (error || task?.status === "failed") && (
            <Button variant="outline" onClick={onRetry}>
              Try again
            </Button>
          )}
          <Button variant={done ? "default" : "outline"} onClick={() => onOpenChange(false)}>
            {done ? "Done" : "Continue in background"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function UploadProgress({ upload, kind }: { upload: TransferState["upload"]; kind: TransferJob["kind"] }) {
  if (kind === "export" || !upload) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground" aria-live="polite">
        <Spinner className="size-4" /> {kind === "export" ? "Starting the export…" : "Starting the upload…"}
      </p>
    );
  }
  const percent = upload.total ? Math.floor((upload.loaded / upload.total) * 100) : 0;
  return (
    <div className="grid gap-2">
      <Progress value={percent} aria-label="Upload progress" />
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Uploading… {formatBytes(upload.loaded)} of {formatBytes(upload.total)}
      </p>
    </div>
  );
}

function TaskProgressBar({ job, task }: { job: TransferJob; task: TransferTask }) {
  const percent = taskPercent(task);
  return (
    <div className="grid gap-2" data-testid="transfer-progress">
      {percent === null ? (
        <div className="h-2 w-full overflow-hidden rounded-full bg-muted" role="progressbar" aria-label="Progress">
          <div className="h-full w-1/3 animate-pulse rounded-full bg-primary" />
        </div>
      ) : (
        <Progress value={percent} aria-label="Progress" />
      )}
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {progressText(job.kind, task)}
        {percent !== null && ` ${percent}%`}
      </p>
    </div>
  );
}

/** "Available until 29 Nov 2026, 14:03", or nothing for a file kept without limit. */
function KeptUntil({ file }: { file: TransferFile }) {
  if (!file.expiresAt) return null;
  return (
    <p className="flex items-center gap-1.5 text-sm text-muted-foreground" data-testid="file-kept-until">
      <ClockIcon className="size-4" aria-hidden="true" />
      Available to download until {formatDateTime(file.expiresAt)}; then it is deleted.
    </p>
  );
}

/** The task's file was deleted under the retention rule: say so, and offer to run the work again. */
function Expired({ message, action, onRetry }: { message: string; action: string; onRetry: () => void }) {
  return (
    <Alert variant="warning" data-testid="transfer-expired">
      <ClockIcon aria-hidden="true" />
      <AlertTitle>The file is no longer available</AlertTitle>
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
  const file = task.outputFile;
  const expired = task.outputFileExpired;
  if (job.kind === "export") {
    const result = task.result as unknown as VendorExportResult | null;
    if (expired) {
      return (
        <div className="grid gap-3" data-testid="export-expired">
          <Expired message={expired.message} action="Run the export again" onRetry={onRetry} />
        </div>
      );
    }
    return (
      <div className="grid gap-3" data-testid="export-ready">
        <Alert variant="success">
          <CircleCheckIcon aria-hidden="true" />
          <AlertTitle>Your file is ready</AlertTitle>
          <AlertDescription>
            {result?.rows === 0
              ? "No vendor matches the current filters: the file has the column headers only."
              : `${formatCount(result?.rows ?? 0)} vendors${file ? `, ${formatBytes(file.size)}` : ""}. The download has started; use the button if it did not.`}
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
                Download {file.filename}
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
        <Expired message={expired.message} action="Choose the file again" onRetry={onRetry} />
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
            Download the report (CSV)
          </Button>
          <KeptUntil file={file} />
        </>
      )}
    </div>
  );
}
