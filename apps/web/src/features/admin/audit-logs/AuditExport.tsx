import { useMutation, useQuery } from "@tanstack/react-query";
import type { AuditExportFormat } from "@tprm/api/schemas";
import { Alert, AlertDescription, AlertTitle, Button, Label, NativeSelect, Progress } from "@tprm/ui";
import { CircleAlertIcon, DownloadIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { downloadUrl, formatCount, taskPercent } from "../../../components/transfer/transfer-format";
import { startDownload } from "../../../components/transfer/upload";
import { errorMessage } from "../../../lib/http-errors";
import { useTRPC } from "../../../lib/trpc";
import type { toQueryInput } from "./audit-filters";

const POLL_MS = 1_000;
const FORMATS: AuditExportFormat[] = ["jsonl", "csv", "xlsx"];

/**
 * Export of the trail as the filters show it: the worker writes a ZIP (the data file and its manifest), whose progress
 * shows here; the file downloads by itself when ready, and stays offered as a link.
 */
export function AuditExport({ input, disabled }: { input: ReturnType<typeof toQueryInput>; disabled: boolean }) {
  const { t } = useTranslation(["admin"]);
  const trpc = useTRPC();
  const [format, setFormat] = useState<AuditExportFormat>("jsonl");
  const [taskId, setTaskId] = useState<string | null>(null);
  const downloaded = useRef<string | null>(null);
  const start = useMutation(trpc.auditLogs.export.mutationOptions({ onSuccess: (s) => setTaskId(s.taskId) }));
  const task = useQuery({
    ...trpc.tasks.get.queryOptions({ id: taskId ?? "" }),
    enabled: taskId !== null,
    refetchInterval: (query) =>
      query.state.data?.status === "completed" || query.state.data?.status === "failed" ? false : POLL_MS,
  });
  const current = taskId ? task.data : undefined;
  const running =
    start.isPending || (taskId !== null && current?.status !== "completed" && current?.status !== "failed");
  const file = current?.status === "completed" ? current.outputFile : null;

  useEffect(() => {
    if (!file || downloaded.current === file.id) return;
    downloaded.current = file.id;
    startDownload(downloadUrl(file.id), file.filename);
  }, [file]);

  const percent = current ? taskPercent(current) : null;
  const rows = (current?.result as { rows?: number } | null)?.rows ?? 0;
  const failure = start.isError
    ? errorMessage(start.error, t("admin:auditLogs.export.startFailed"))
    : current?.status === "failed"
      ? (current.error ?? t("admin:auditLogs.export.failed"))
      : task.isError
        ? t("admin:auditLogs.export.failed")
        : null;

  return (
    <div className="grid gap-3" data-testid="audit-export-panel">
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid w-72 max-w-full gap-2">
          <Label htmlFor="audit-export-format">{t("admin:auditLogs.export.format")}</Label>
          <NativeSelect
            id="audit-export-format"
            value={format}
            onChange={(e) => setFormat(e.target.value as AuditExportFormat)}
          >
            {FORMATS.map((f) => (
              <option key={f} value={f}>
                {t(`admin:auditLogs.export.formats.${f}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button
          onClick={() => {
            setTaskId(null);
            start.mutate({ ...input, format });
          }}
          disabled={disabled || running}
          data-testid="audit-export"
        >
          <DownloadIcon aria-hidden="true" />
          {running ? t("admin:auditLogs.export.busy") : t("admin:auditLogs.export.button")}
        </Button>
      </div>
      <div role="status" aria-live="polite" className="grid gap-2 empty:hidden">
        {running && (
          <div className="grid gap-1 sm:w-80" data-testid="audit-export-progress">
            <Progress value={percent ?? 0} aria-label={t("admin:auditLogs.export.progressLabel")} />
            <p className="text-sm text-muted-foreground">
              {current?.status === "running" && current.total !== null
                ? t("admin:auditLogs.export.writing", {
                    count: current.total,
                    done: formatCount(current.progress),
                    total: formatCount(current.total),
                  })
                : t("admin:auditLogs.export.queued")}
            </p>
          </div>
        )}
        {file && (
          <p className="flex flex-wrap items-center gap-2 text-sm" data-testid="audit-export-ready">
            <span>{t("admin:auditLogs.export.ready", { count: rows, rows: formatCount(rows) })}</span>
            <a
              className="font-medium text-primary underline underline-offset-4"
              href={downloadUrl(file.id)}
              download={file.filename}
              data-testid="audit-export-download"
            >
              {t("admin:auditLogs.export.download", { filename: file.filename })}
            </a>
          </p>
        )}
      </div>
      {failure && (
        <Alert variant="destructive" data-testid="audit-export-error">
          <CircleAlertIcon aria-hidden="true" />
          <AlertTitle>{t("admin:auditLogs.export.failedTitle")}</AlertTitle>
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      )}
    </div>
  );
}
