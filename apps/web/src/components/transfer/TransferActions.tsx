import { useQuery, useQueryClient } from "@tanstack/react-query";
import { refreshesAfter } from "@tprm/api/refresh";
import { IMPORT_ACCEPT, MAX_IMPORT_BYTES } from "@tprm/api/transfer";
import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  Spinner,
} from "@tprm/ui";
import type { TFunction } from "i18next";
import { ChevronDownIcon, DownloadIcon, FileSpreadsheetIcon, FileTextIcon, UploadIcon } from "lucide-react";
import { type ChangeEvent, useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { useTRPC } from "../../lib/trpc";
import { errorText } from "../error-text";
import { ImportHelpDialog, type ImportHelpSource } from "./ImportHelp";
import { importNotices } from "./ImportReport";
import { TransferDialog, type TransferFile, type TransferJob, type TransferState } from "./TransferDialog";
import { checkImportFile, downloadUrl, formatBytes, formatCount, taskPercent } from "./transfer-format";
import type { TransferImportResult, TransferTexts } from "./transfer-texts";
import { startDownload, UploadError, uploadImportFile } from "./upload";

const POLL_MS = 1000;

/** Why the import file did not reach the server, in the user's language (the server's words when it refused it). */
function uploadFailure(t: TFunction, error: unknown): string {
  if (!(error instanceof UploadError)) return t("transfer:upload.failed");
  switch (error.reason) {
    case "tooLarge":
      return t("transfer:file.tooLarge", { size: formatBytes(t, MAX_IMPORT_BYTES) });
    case "signedOut":
      return t("transfer:upload.signedOut");
    case "network":
      return t("common:errors.network");
    case "cancelled":
      return t("transfer:upload.cancelled");
    default:
      return error.message || t("transfer:upload.failed");
  }
}

export interface TransferActionsProps {
  /** Names the buttons' test ids: "vendor" → vendor-export, vendor-import … */
  testIdPrefix: string;
  canExport: boolean;
  canImport: boolean;
  /** The export menu's heading: which records the file will hold ("All vendors", "Assessments of the filters"). */
  exportLabel: string;
  /** Starts the export (the domain's export procedure, with the list's filters): the task to poll. */
  requestExport: (format: "csv" | "xlsx") => Promise<{ taskId: string }>;
  /** Where the import file is uploaded (multipart). */
  importPath: string;
  /** The mutation whose refresh entry an import shares (an import is a task, not a mutation): "vendors.create". */
  refreshLike: string;
  help: ImportHelpSource;
  texts: TransferTexts;
}

/**
 * Export (CSV or XLSX, the list's filters) and Import (CSV or XLSX) of a register, for its page header. Import first
 * explains what a file must hold (formats, limits, columns, templates), then opens the file picker. Both run in the
 * background worker: a dialog shows the upload, then the task's progress (polled), then the result — the file
 * downloads by itself; an import shows what it added, or every row that stopped it. Closing the dialog lets the work
 * go on; the button shows its progress and opens the dialog again. The caller shows it only to roles that may export
 * or import; the server checks again.
 */
export function TransferActions({
  testIdPrefix: id,
  canExport,
  canImport,
  exportLabel,
  requestExport,
  importPath,
  refreshLike,
  help,
  texts,
}: TransferActionsProps) {
  const { t } = useTranslation(["transfer", "common"]);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<TransferState | null>(null);
  const [open, setOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const [taskId, setTaskId] = useState<string | null>(null);
  const handled = useRef<string | null>(null);
  const openRef = useRef(open);
  openRef.current = open;

  const task = useQuery({
    ...trpc.tasks.get.queryOptions({ id: taskId ?? "" }),
    enabled: taskId !== null,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === "completed" || status === "failed" ? false : POLL_MS;
    },
  });
  const current: TransferState | null = state && { ...state, task: taskId ? (task.data ?? null) : null };
  const running =
    current !== null && !current.error && current.task?.status !== "completed" && current.task?.status !== "failed";

  // When the task ends: download the export, refresh the register after an import, tell a user who closed the dialog.
  useEffect(() => {
    const done = task.data;
    if (!done || !state || handled.current === done.id) return;
    if (done.status !== "completed" && done.status !== "failed") return;
    handled.current = done.id;
    const file = done.outputFile;
    if (done.status === "failed") {
      if (!openRef.current) toast.error(done.error ?? t("transfer:toast.taskFailed"));
      return;
    }
    if (state.job.kind === "export" && file) {
      startDownload(downloadUrl(file.id), file.filename);
      if (!openRef.current) toast.success(t("transfer:toast.exportReady", { filename: file.filename }));
      return;
    }
    const result = done.result as unknown as TransferImportResult | null;
    if (result?.outcome === "imported") {
      // An import is a task, not a mutation: refresh what creating one record refreshes (the refresh map).
      for (const target of refreshesAfter(refreshLike)) {
        void queryClient.invalidateQueries({ queryKey: [target.split(".")] });
      }
      // A notice (worksheets not read) goes with the toast: the dialog that shows it in full is closed.
      if (!openRef.current)
        toast.success(texts.importedToast(result.inserted, formatCount(result.inserted)), {
          description: importNotices(t, result)[0],
        });
    } else if (!openRef.current) {
      toast.error(t("transfer:toast.rejected"), {
        action: { label: t("transfer:toast.seeWhy"), onClick: () => setOpen(true) },
      });
    }
  }, [task.data, state, queryClient, t, refreshLike, texts]);

  const begin = useCallback((job: TransferJob) => {
    handled.current = null;
    setTaskId(null);
    setState({ job, upload: null, task: null, error: null });
    setOpen(true);
  }, []);

  const startExport = (format: "csv" | "xlsx") => {
    begin({ kind: "export", format });
    requestExport(format).then(
      (started) => setTaskId(started.taskId),
      (error: unknown) => setState((s) => s && { ...s, error: errorText(t, error, t("transfer:exportStartFailed")) }),
    );
  };

  const startImport = async (file: File) => {
    const problem = checkImportFile(t, file, MAX_IMPORT_BYTES);
    begin({ kind: "import", filename: file.name, size: file.size });
    if (problem) {
      setState((s) => s && { ...s, error: problem });
      return;
    }
    try {
      const started = await uploadImportFile(importPath, file, (loaded, total) =>
        setState((s) => s && { ...s, upload: { loaded, total } }),
      );
      setTaskId(started.taskId);
    } catch (error) {
      setState((s) => s && { ...s, error: uploadFailure(t, error) });
    }
  };

  const onFileChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (file) void startImport(file);
  };

  // The file may have expired since the task was read (a dialog left open for days): read the task again first, so
  // the dialog says so instead of sending the browser to a download that answers 410.
  const refetchTask = task.refetch;
  const download = useCallback(
    async (file: TransferFile) => {
      const fresh = await refetchTask();
      if (fresh.isError || fresh.data?.outputFile?.id === file.id) startDownload(downloadUrl(file.id), file.filename);
    },
    [refetchTask],
  );

  const retry = () => {
    if (!state) return;
    if (state.job.kind === "export") startExport(state.job.format);
    else fileInput.current?.click();
  };

  if (!canExport && !canImport) return null;
  const percent = current?.task ? taskPercent(current.task) : null;
  const busyLabel = (verb: string) =>
    percent === null ? verb : t("transfer:busyPercent", { verb, percent: formatCount(percent) });
  const activeKind = running ? current?.job.kind : null;

  return (
    <>
      {canExport &&
        (activeKind === "export" ? (
          <Button variant="outline" onClick={() => setOpen(true)} data-testid={`${id}-export-progress`}>
            <Spinner className="size-4" label={t("transfer:exporting")} />
            {busyLabel(t("transfer:exportingBusy"))}
          </Button>
        ) : (
          <DropdownMenu modal={false}>
            <DropdownMenuTrigger asChild>
              <Button variant="outline" disabled={activeKind === "import"} data-testid={`${id}-export`}>
                <DownloadIcon aria-hidden="true" />
                {t("transfer:export.button")}
                <ChevronDownIcon aria-hidden="true" />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuLabel>{exportLabel}</DropdownMenuLabel>
              <DropdownMenuSeparator />
              <DropdownMenuItem onSelect={() => startExport("xlsx")} data-testid={`${id}-export-xlsx`}>
                <FileSpreadsheetIcon aria-hidden="true" />
                {t("transfer:format.xlsx")}
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => startExport("csv")} data-testid={`${id}-export-csv`}>
                <FileTextIcon aria-hidden="true" />
                {t("transfer:format.csv")}
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        ))}
      {canImport && (
        <>
          {activeKind === "import" ? (
            <Button variant="outline" onClick={() => setOpen(true)} data-testid={`${id}-import-progress`}>
              <Spinner className="size-4" label={t("transfer:importing")} />
              {busyLabel(t("transfer:importingBusy"))}
            </Button>
          ) : (
            <Button
              variant="outline"
              disabled={activeKind === "export"}
              onClick={() => setHelpOpen(true)}
              data-testid={`${id}-import`}
            >
              <UploadIcon aria-hidden="true" />
              {t("transfer:import.button")}
            </Button>
          )}
          <ImportHelpDialog
            open={helpOpen}
            onOpenChange={setHelpOpen}
            source={help}
            texts={texts.help}
            onChooseFile={() => {
              // In the click's own turn: browsers open a file picker only for a user's click.
              fileInput.current?.click();
              setHelpOpen(false);
            }}
          />
          <input
            ref={fileInput}
            type="file"
            accept={IMPORT_ACCEPT}
            className="sr-only"
            tabIndex={-1}
            aria-label={texts.fileLabel}
            onChange={onFileChosen}
            data-testid={`${id}-import-file`}
          />
        </>
      )}
      {current && (
        <TransferDialog
          open={open}
          onOpenChange={setOpen}
          state={{
            ...current,
            error:
              current.error ??
              (task.isError && !task.data ? errorText(t, task.error, t("transfer:progressFailed")) : null),
          }}
          onRetry={retry}
          onDownload={(file) => void download(file)}
          texts={texts}
        />
      )}
    </>
  );
}
