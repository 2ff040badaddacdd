import { useMutation, useQuery } from "@tanstack/react-query";
import {
  Alert,
  AlertDescription,
  AlertTitle,
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  Separator,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@tprm/ui";
import { DownloadIcon, HistoryIcon, Trash2Icon } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { QueryErrorAlert } from "../../../components/QueryErrorAlert";
import { formatDateTime } from "../../../lib/format";
import { errorMessage } from "../../../lib/http-errors";
import { useTRPC } from "../../../lib/trpc";
import { BackupScheduleForm } from "./BackupScheduleForm";
import { backupSize, downloadPath } from "./backup-size";
import { RestoreDialog } from "./RestoreDialog";
import { RestoreUpload } from "./RestoreUpload";
import { RunBackupButton } from "./RunBackupButton";

/** Backups (issue 19): run one now, the schedule and retention, the list with download, delete and restore. */
export function BackupsPanel() {
  const { t } = useTranslation(["operationsBackups", "common"]);
  const trpc = useTRPC();
  const overview = useQuery(trpc.operations.backups.queryOptions());
  const [deleting, setDeleting] = useState<string | null>(null);
  const [restoring, setRestoring] = useState<string | null>(null);
  const [queued, setQueued] = useState(false);
  const remove = useMutation(
    trpc.operations.deleteBackup.mutationOptions({
      onSuccess: ({ id }) => {
        toast.success(t("operationsBackups:delete.done", { name: id }));
        setDeleting(null);
      },
      onError: (error) => toast.error(errorMessage(error, t("operationsBackups:delete.failed"))),
    }),
  );

  return (
    <Card aria-labelledby="operations-backups-title" data-testid="operations-backups">
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1.5">
          <h2 id="operations-backups-title" className="font-semibold leading-none">
            {t("operationsBackups:title")}
          </h2>
          <CardDescription>{t("operationsBackups:description")}</CardDescription>
        </div>
        <RunBackupButton />
      </CardHeader>
      <CardContent className="space-y-6">
        {queued && (
          <Alert data-testid="restore-queued">
            <HistoryIcon aria-hidden="true" />
            <AlertTitle>{t("operationsBackups:restore.queuedTitle")}</AlertTitle>
            <AlertDescription>{t("operationsBackups:restore.queued")}</AlertDescription>
          </Alert>
        )}
        {overview.isPending ? (
          <div role="status">
            <span className="sr-only">{t("common:loading")}</span>
            <Skeleton className="h-32 w-full" />
          </div>
        ) : overview.isError ? (
          <QueryErrorAlert
            title={t("operationsBackups:loadFailed")}
            error={overview.error}
            fallback={t("operationsBackups:loadFailed")}
            onRetry={() => overview.refetch()}
            retrying={overview.isFetching}
          />
        ) : (
          <>
            <p className="text-sm text-muted-foreground">
              {overview.data.encryption ? t("operationsBackups:encrypted") : t("operationsBackups:notEncrypted")}
            </p>
            {overview.data.backups.length === 0 ? (
              <p
                className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground"
                data-testid="backups-empty"
              >
                {t("operationsBackups:empty")}
              </p>
            ) : (
              <div className="overflow-x-auto rounded-lg border">
                <Table data-testid="backups-table">
                  <TableHeader>
                    <TableRow>
                      <TableHead>{t("operationsBackups:list.name")}</TableHead>
                      <TableHead>{t("operationsBackups:list.created")}</TableHead>
                      <TableHead>{t("operationsBackups:list.by")}</TableHead>
                      <TableHead className="text-right">{t("operationsBackups:list.size")}</TableHead>
                      <TableHead>
                        <span className="sr-only">{t("operationsBackups:list.actions")}</span>
                      </TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {overview.data.backups.map((backup) => (
                      <TableRow key={backup.id} data-testid="backup-row" data-backup-id={backup.id}>
                        <TableCell className="font-mono text-xs">
                          {backup.id}
                          {backup.encrypted && (
                            <Badge variant="secondary" className="ml-2">
                              {t("operationsBackups:list.encryptedBadge")}
                            </Badge>
                          )}
                        </TableCell>
                        <TableCell className="whitespace-nowrap">{formatDateTime(backup.createdAt)}</TableCell>
                        <TableCell>{backup.createdBy ?? t("operationsBackups:list.scheduled")}</TableCell>
                        <TableCell className="whitespace-nowrap text-right">{backupSize(t, backup.bytes)}</TableCell>
                        <TableCell>
                          <div className="flex justify-end gap-1">
                            <Button variant="ghost" size="sm" asChild>
                              <a href={downloadPath(backup.id)} download data-testid="backup-download">
                                <DownloadIcon aria-hidden="true" />
                                <span className="sr-only sm:not-sr-only">{t("operationsBackups:list.download")}</span>
                                <span className="sr-only">{backup.id}</span>
                              </a>
                            </Button>
                            <Button
                              variant="ghost"
                              size="sm"
                              onClick={() => setRestoring(backup.id)}
                              data-testid="backup-restore"
                            >
                              <HistoryIcon aria-hidden="true" />
                              <span className="sr-only sm:not-sr-only">{t("operationsBackups:list.restore")}</span>
                              <span className="sr-only">{backup.id}</span>
                            </Button>
                            <Button
                              variant="ghost"
                              size="sm"
                              onClick={() => setDeleting(backup.id)}
                              data-testid="backup-delete"
                            >
                              <Trash2Icon aria-hidden="true" />
                              <span className="sr-only">
                                {t("operationsBackups:list.delete")} {backup.id}
                              </span>
                            </Button>
                          </div>
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </div>
            )}
            {overview.data.unreadable.length > 0 && (
              <p className="text-sm text-destructive">
                {t("operationsBackups:unreadable", { files: overview.data.unreadable.join(", ") })}
              </p>
            )}
            <Separator />
            <BackupScheduleForm settings={overview.data.settings} timeZone={overview.data.timeZone} />
            <Separator />
            <RestoreUpload onQueued={() => setQueued(true)} />
          </>
        )}
      </CardContent>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t("operationsBackups:delete.title")}
        description={t("operationsBackups:delete.description", { name: deleting ?? "" })}
        confirmLabel={t("operationsBackups:delete.confirm")}
        busyLabel={t("operationsBackups:delete.busy")}
        cancelLabel={t("common:actions.cancel")}
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ id: deleting })}
        testId="backup-delete-dialog"
        confirmTestId="backup-delete-confirm"
      />
      <RestoreDialog
        backupId={restoring}
        onOpenChange={(open) => !open && setRestoring(null)}
        onQueued={() => {
          setRestoring(null);
          setQueued(true);
        }}
      />
    </Card>
  );
}
