import { useMutation, useQuery } from "@tanstack/react-query";
import { Button } from "@tprm/ui";
import { FileSpreadsheetIcon, FileTextIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { errorText } from "../../../components/error-text";
import { downloadUrl } from "../../../components/transfer/transfer-format";
import { startDownload } from "../../../components/transfer/upload";
import { useTRPC } from "../../../lib/trpc";
import { type EbaFilters, ebaFiltersInput } from "../register-url";

const POLL_MS = 1_000;
const FORMATS = ["xlsx", "csv"] as const;

/**
 * "Download XLSX" and "Download CSV": the worker writes the rows the filters show (register.eba.export, a task);
 * the file downloads by itself when written.
 */
export function EbaDownload({ filters }: { filters: EbaFilters }) {
  const { t } = useTranslation(["register", "common"]);
  const trpc = useTRPC();
  const [job, setJob] = useState<{ taskId: string; format: (typeof FORMATS)[number] } | null>(null);
  const downloaded = useRef<string | null>(null);
  const start = useMutation(
    trpc.register.eba.export.mutationOptions({
      onError: (error) => toast.error(errorText(t, error, t("register:eba.download.failed"))),
    }),
  );
  const task = useQuery({
    ...trpc.tasks.get.queryOptions({ id: job?.taskId ?? "" }),
    enabled: job !== null,
    refetchInterval: (query) =>
      query.state.data?.status === "completed" || query.state.data?.status === "failed" ? false : POLL_MS,
  });
  const current = job ? task.data : undefined;
  const file = current?.status === "completed" ? current.outputFile : null;
  const busy = start.isPending || (job !== null && current?.status !== "completed" && current?.status !== "failed");

  useEffect(() => {
    if (!file || downloaded.current === file.id) return;
    downloaded.current = file.id;
    startDownload(downloadUrl(file.id), file.filename);
    toast.success(t("register:eba.download.done", { filename: file.filename }));
  }, [file, t]);
  useEffect(() => {
    if (current?.status === "failed") toast.error(current.error ?? t("register:eba.download.failed"));
  }, [current?.status, current?.error, t]);

  return (
    <div className="flex flex-wrap gap-2" aria-busy={busy}>
      {FORMATS.map((format) => (
        <Button
          key={format}
          variant="outline"
          disabled={busy}
          onClick={() =>
            start.mutate(
              { ...ebaFiltersInput(filters), format },
              { onSuccess: (answer) => setJob({ taskId: answer.taskId, format }) },
            )
          }
          data-testid={`eba-download-${format}`}
        >
          {format === "xlsx" ? <FileSpreadsheetIcon aria-hidden="true" /> : <FileTextIcon aria-hidden="true" />}
          {busy && job?.format === format
            ? t("register:eba.download.busy")
            : format === "xlsx"
              ? t("register:eba.download.xlsx")
              : t("register:eba.download.csv")}
        </Button>
      ))}
    </div>
  );
}
