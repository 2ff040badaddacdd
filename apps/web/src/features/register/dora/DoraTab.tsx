import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { allows, REGISTER_ACCESS } from "@tprm/api/permissions";
import { DORA_PROFILES } from "@tprm/api/schemas";
import { Alert, AlertDescription, AlertTitle, Button, Label, NativeSelect, Progress } from "@tprm/ui";
import { CircleCheckIcon, PackageIcon, TriangleAlertIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { errorText } from "../../../components/error-text";
import { downloadUrl, taskPercent } from "../../../components/transfer/transfer-format";
import { startDownload } from "../../../components/transfer/upload";
import { formatCount } from "../../../lib/format";
import { useSession } from "../../../lib/session";
import { useTRPC } from "../../../lib/trpc";
import { ProblemList } from "../checks/ProblemList";
import { ScopePicker, scopeInput, useRegisterScope } from "../ScopePicker";
import { DoraHistory } from "./DoraHistory";
import { outcomeOf, reportOf } from "./dora-report";

const POLL_MS = 1_000;
type Profile = (typeof DORA_PROFILES)[number];

/**
 * The DORA Register of Information package: the scope, the reference date and the file naming (the EBA's or the
 * NBB's); the worker runs the checks first and refuses a package with blocking errors unless the export is forced
 * (after a confirmation); the package downloads when written, and every export stays in the history.
 */
export function DoraTab() {
  const { t } = useTranslation(["register", "common"]);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { data: me } = useSession();
  const mayExport = allows(me?.role, REGISTER_ACCESS.edit);
  const scopeState = useRegisterScope();
  const [profile, setProfile] = useState<Profile>("eba");
  const [taskId, setTaskId] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const downloaded = useRef<string | null>(null);

  const start = useMutation(
    trpc.register.dora.start.mutationOptions({
      onSuccess: (answer) => {
        setConfirming(false);
        setTaskId(answer.taskId);
        void queryClient.invalidateQueries({ queryKey: trpc.register.dora.list.queryKey() });
      },
    }),
  );
  const task = useQuery({
    ...trpc.tasks.get.queryOptions({ id: taskId ?? "" }),
    enabled: taskId !== null,
    refetchInterval: (query) =>
      query.state.data?.status === "completed" || query.state.data?.status === "failed" ? false : POLL_MS,
  });
  const current = taskId ? task.data : undefined;
  const report = reportOf(current?.result);
  const outcome = current ? outcomeOf(current.status, report) : null;
  const running = start.isPending || outcome === "running" || (taskId !== null && !current);
  const file = current?.status === "completed" ? current.outputFile : null;

  useEffect(() => {
    if (outcome && outcome !== "running") {
      void queryClient.invalidateQueries({ queryKey: trpc.register.dora.list.queryKey() });
    }
  }, [outcome, queryClient, trpc]);
  useEffect(() => {
    if (!file || downloaded.current === file.id) return;
    downloaded.current = file.id;
    startDownload(downloadUrl(file.id), file.filename);
  }, [file]);

  const exportPackage = (force: boolean) => {
    setTaskId(null);
    start.mutate({ ...scopeInput(scopeState.scope), profile, force });
  };
  const percent = current ? taskPercent(current) : null;

  return (
    <div className="grid min-w-0 grid-cols-1 gap-4" data-testid="dora-tab">
      <p className="max-w-prose text-sm text-muted-foreground">{t("register:dora.intro")}</p>
      <ScopePicker idPrefix="dora" state={scopeState} />
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid w-72 max-w-full gap-1.5">
          <Label htmlFor="dora-profile">{t("register:dora.profileLabel")}</Label>
          <NativeSelect id="dora-profile" value={profile} onChange={(e) => setProfile(e.target.value as Profile)}>
            {DORA_PROFILES.map((p) => (
              <option key={p} value={p}>
                {t(`register:dora.profile.${p}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button
          onClick={() => exportPackage(false)}
          disabled={!mayExport || running || !scopeState.scope.entityId}
          data-testid="dora-export"
        >
          <PackageIcon aria-hidden="true" />
          {running ? t("register:dora.exporting") : t("register:dora.export")}
        </Button>
      </div>
      {!mayExport && <p className="text-sm text-muted-foreground">{t("register:dora.mayNotExport")}</p>}

      <div role="status" aria-live="polite" className="grid gap-3 empty:hidden">
        {running && (
          <div className="grid gap-1 sm:w-80" data-testid="dora-progress">
            <Progress value={percent ?? 0} aria-label={t("register:dora.progressLabel")} />
            <p className="text-sm text-muted-foreground">
              {current?.status === "running" ? t("register:dora.writing") : t("register:dora.queued")}
            </p>
          </div>
        )}
        {file && report && (
          <Alert variant={outcome === "forced" ? "warning" : "success"} data-testid="dora-done">
            <CircleCheckIcon aria-hidden="true" />
            <AlertTitle>{outcome === "forced" ? t("register:dora.doneForced") : t("register:dora.done")}</AlertTitle>
            <AlertDescription>
              <p className="break-all">{report.packageName ?? file.filename}</p>
              <a
                className="break-all font-medium underline underline-offset-4"
                href={downloadUrl(file.id)}
                download={file.filename}
                data-testid="dora-done-download"
              >
                {t("register:dora.downloadAgain", { filename: file.filename })}
              </a>
            </AlertDescription>
          </Alert>
        )}
      </div>

      {start.isError && (
        <Alert variant="destructive" data-testid="dora-start-error">
          <AlertTitle>{t("register:dora.startFailed")}</AlertTitle>
          <AlertDescription>{errorText(t, start.error, t("register:dora.startFailed"))}</AlertDescription>
        </Alert>
      )}
      {outcome === "failed" && (
        <Alert variant="destructive" data-testid="dora-failed">
          <AlertTitle>{t("register:dora.failed")}</AlertTitle>
          <AlertDescription>{current?.error ?? t("register:dora.failed")}</AlertDescription>
        </Alert>
      )}
      {outcome === "refused" && report && (
        <div className="grid min-w-0 grid-cols-1 gap-4" data-testid="dora-refused">
          <Alert variant="destructive">
            <TriangleAlertIcon aria-hidden="true" />
            <AlertTitle>{t("register:dora.refusedTitle")}</AlertTitle>
            <AlertDescription>
              <p>
                {t("register:dora.refusedText", {
                  count: report.counts.blocking,
                  n: formatCount(report.counts.blocking),
                })}
              </p>
              <Button
                variant="outline"
                size="sm"
                className="mt-2"
                onClick={() => setConfirming(true)}
                disabled={!mayExport || running}
                data-testid="dora-force"
              >
                {t("register:dora.force")}
              </Button>
            </AlertDescription>
          </Alert>
          <ProblemList problems={report.problems} testId="dora-problems" />
        </div>
      )}

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("register:dora.forceTitle")}
        description={t("register:dora.forceText", {
          count: report?.counts.blocking ?? 0,
          n: formatCount(report?.counts.blocking ?? 0),
        })}
        confirmLabel={t("register:dora.forceConfirm")}
        busyLabel={t("register:dora.exporting")}
        cancelLabel={t("common:actions.cancel")}
        busy={start.isPending}
        onConfirm={() => exportPackage(true)}
        testId="dora-force-dialog"
        confirmTestId="dora-force-confirm"
      />
      <DoraHistory />
    </div>
  );
}
