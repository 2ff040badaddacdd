import { useMutation, useQuery } from "@tanstack/react-query";
import {
  Alert,
  AlertDescription,
  AlertTitle,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  Separator,
  Skeleton,
} from "@tprm/ui";
import { HistoryIcon } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { QueryErrorAlert } from "../../../components/QueryErrorAlert";
import { errorMessage } from "../../../lib/http-errors";
import { useTRPC } from "../../../lib/trpc";
import { BackupList } from "./BackupList";
import { BackupScheduleForm } from "./BackupScheduleForm";
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
              <BackupList backups={overview.data.backups} onRestore={setRestoring} onDelete={setDeleting} />
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
