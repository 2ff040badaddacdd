import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Progress } from "@tprm/ui";
import { DatabaseBackupIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { errorMessage } from "../../../lib/http-errors";
import { useTRPC } from "../../../lib/trpc";

/** Takes a backup now (the worker writes it) and shows its progress, table by table, until it is listed. */
export function RunBackupButton() {
  const { t } = useTranslation("operationsBackups");
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [taskId, setTaskId] = useState<string | null>(null);
  const run = useMutation(
    trpc.operations.runBackup.mutationOptions({
      onSuccess: (started) => setTaskId(started.taskId),
      onError: (error) => toast.error(errorMessage(error, t("operationsBackups:run.failed"))),
    }),
  );
  const task = useQuery({
    ...trpc.tasks.get.queryOptions({ id: taskId ?? "" }),
    enabled: taskId !== null,
    refetchInterval: (query) =>
      query.state.data?.status === "completed" || query.state.data?.status === "failed" ? false : 1_000,
  });
  const status = task.data?.status;
  useEffect(() => {
    if (status === "completed") {
      toast.success(t("operationsBackups:run.done"));
      void queryClient.invalidateQueries({ queryKey: trpc.operations.backups.queryKey() });
      setTaskId(null);
    } else if (status === "failed") {
      toast.error(task.data?.error ?? t("operationsBackups:run.failed"));
      setTaskId(null);
    }
  }, [status, task.data?.error, queryClient, trpc, t]);

  const running = run.isPending || taskId !== null;
  const total = task.data?.total ?? 0;
  const done = task.data?.progress ?? 0;
  return (
    <div className="flex min-w-0 flex-col gap-2 sm:items-end">
      <Button onClick={() => run.mutate()} disabled={running} data-testid="backup-run">
        <DatabaseBackupIcon aria-hidden="true" />
        {running ? t("operationsBackups:run.busy") : t("operationsBackups:run.button")}
      </Button>
      {running && (
        <div className="w-full space-y-1 sm:w-64" role="status" data-testid="backup-progress">
          <Progress
            value={total ? Math.round((done / total) * 100) : 0}
            aria-label={t("operationsBackups:run.progressLabel")}
          />
          <p className="text-xs text-muted-foreground">
            {total ? t("operationsBackups:run.progress", { done, total }) : t("operationsBackups:run.queued")}
          </p>
        </div>
      )}
    </div>
  );
}
