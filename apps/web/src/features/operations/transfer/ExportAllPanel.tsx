import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  Progress,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@tprm/ui";
import { ArchiveIcon, DownloadIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { QueryErrorAlert } from "../../../components/QueryErrorAlert";
import { downloadUrl, formatBytes } from "../../../components/transfer/transfer-format";
import { formatCount, formatDateTime } from "../../../lib/format";
import { errorMessage } from "../../../lib/http-errors";
import { useTRPC } from "../../../lib/trpc";

/** A row of the list as the JSON answer brings it (times as ISO text). */
type ExportRow = {
  taskId: string;
  status: string;
  progress: number;
  total: number | null;
  error: string | null;
  createdAt: string;
  createdBy: string | null;
  result: { filename: string; tables: number; rows: number; files: number } | null;
  file: { id: string; size: number } | null;
  expired: boolean;
};
const isRunning = (row: Pick<ExportRow, "status">) => row.status === "queued" || row.status === "running";

/** Export everything (POST /api/system/export-all): start one, follow its progress, download it, past exports. */
export function ExportAllPanel() {
  const { t } = useTranslation(["operationsTransfer", "transfer", "common"]);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const list = useQuery({
    ...trpc.operations.exportAllList.queryOptions(),
    refetchInterval: (query) => (query.state.data?.exports.some(isRunning) ? 1_500 : false),
  });
  const start = useMutation(
    trpc.operations.exportAll.mutationOptions({
      onSuccess: () => {
        toast.success(t("operationsTransfer:export.started"));
        void queryClient.invalidateQueries({ queryKey: trpc.operations.exportAllList.queryKey() });
      },
      onError: (error) => toast.error(errorMessage(error, t("operationsTransfer:export.failed"))),
    }),
  );
  const running = list.data?.exports.some(isRunning) ?? false;

  return (
    <Card aria-labelledby="export-all-title" className="min-w-0" data-testid="export-all-panel">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1.5">
          <h2 id="export-all-title" className="font-semibold leading-none">
            {t("operationsTransfer:export.title")}
          </h2>
          <CardDescription>{t("operationsTransfer:export.description")}</CardDescription>
          <p className="text-muted-foreground text-sm">{t("operationsTransfer:export.secrets")}</p>
        </div>
        <Button onClick={() => start.mutate()} disabled={start.isPending || running} data-testid="export-all-start">
          <ArchiveIcon aria-hidden="true" />
          {running ? t("operationsTransfer:export.busy") : t("operationsTransfer:export.start")}
        </Button>
      </CardHeader>
      <CardContent>
        {list.isPending ? (
          <div role="status">
            <span className="sr-only">{t("common:loading")}</span>
            <Skeleton className="h-24 w-full" />
          </div>
        ) : list.isError ? (
          <QueryErrorAlert
            title={t("operationsTransfer:export.loadFailed")}
            error={list.error}
            fallback={t("operationsTransfer:export.loadFailed")}
            onRetry={() => list.refetch()}
            retrying={list.isFetching}
          />
        ) : list.data.exports.length === 0 ? (
          <p className="text-muted-foreground text-sm" data-testid="export-all-empty">
            {t("operationsTransfer:export.empty")}
          </p>
        ) : (
          <div className="overflow-x-auto">
            <Table>
              <caption className="sr-only">{t("operationsTransfer:export.caption")}</caption>
              <TableHeader>
                <TableRow>
                  <TableHead>{t("operationsTransfer:export.started_at")}</TableHead>
                  <TableHead>{t("operationsTransfer:export.by")}</TableHead>
                  <TableHead>{t("operationsTransfer:export.status")}</TableHead>
                  <TableHead>{t("operationsTransfer:export.contents")}</TableHead>
                  <TableHead className="text-right">{t("operationsTransfer:export.archive")}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {list.data.exports.map((row) => (
                  <ExportRowView key={row.taskId} row={row} />
                ))}
              </TableBody>
            </Table>
            <p className="mt-2 text-muted-foreground text-xs">{t("operationsTransfer:export.newest")}</p>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function ExportRowView({ row }: { row: ExportRow }) {
  const { t } = useTranslation(["operationsTransfer", "transfer"]);
  const percent = row.total ? Math.min(100, Math.round((row.progress / row.total) * 100)) : 0;
  return (
    <TableRow data-testid="export-all-row" data-status={row.status}>
      <TableCell className="whitespace-nowrap">{formatDateTime(row.createdAt)}</TableCell>
      <TableCell>{row.createdBy ?? "—"}</TableCell>
      <TableCell className="min-w-40">
        {isRunning(row) ? (
          <div className="space-y-1" role="status">
            <Progress value={percent} aria-label={t("operationsTransfer:export.progress", { percent })} />
            <span className="text-muted-foreground text-xs">
              {row.status === "queued"
                ? t("operationsTransfer:export.queued")
                : t("operationsTransfer:export.progress", { percent })}
            </span>
          </div>
        ) : row.status === "failed" ? (
          <div className="space-y-1">
            <Badge variant="destructive">{t("operationsTransfer:export.statusFailed")}</Badge>
            {row.error && <p className="text-muted-foreground text-xs">{row.error}</p>}
          </div>
        ) : (
          <Badge variant="success">{t("operationsTransfer:export.statusDone")}</Badge>
        )}
      </TableCell>
      <TableCell className="text-sm">
        {row.result
          ? t("operationsTransfer:export.summary", {
              tables: t("operationsTransfer:count.tables", {
                count: row.result.tables,
                shown: formatCount(row.result.tables),
              }),
              rows: t("operationsTransfer:count.rows", { count: row.result.rows, shown: formatCount(row.result.rows) }),
              files: t("operationsTransfer:count.files", {
                count: row.result.files,
                shown: formatCount(row.result.files),
              }),
            })
          : "—"}
      </TableCell>
      <TableCell className="text-right">
        {row.file && row.result ? (
          <Button asChild variant="outline" size="sm">
            <a href={downloadUrl(row.file.id)} download={row.result.filename} data-testid="export-all-download">
              <DownloadIcon aria-hidden="true" />
              {t("operationsTransfer:export.download", { size: formatBytes(t, row.file.size) })}
            </a>
          </Button>
        ) : row.expired ? (
          <span className="text-muted-foreground text-xs">{t("operationsTransfer:export.expired")}</span>
        ) : (
          "—"
        )}
      </TableCell>
    </TableRow>
  );
}
