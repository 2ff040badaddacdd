import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { allows, REGISTER_ACCESS } from "@tprm/api/permissions";
import { DORA_PROFILES } from "@tprm/api/schemas";
import { Alert, AlertDescription, AlertTitle, Button, Label, NativeSelect, Progress } from "@tprm/ui";
import { CircleCheckIcon, PackageIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { downloadUrl, taskPercent } from "../../../components/transfer/transfer-format";
import { startDownload } from "../../../components/transfer/upload";
import { useSession } from "../../../lib/session";
import { useTRPC } from "../../../lib/trpc";
import { ScopePicker, scopeInput, useRegisterScope } from "../ScopePicker";
import { scopeErrorText } from "../scope-messages";
import { DoraHistory } from "./DoraHistory";
import { DoraRefused } from "./DoraRefused";
import { type DoraProfile, failureText, isRunFor, outcomeOf, reportOf, runOf } from "./dora-report";

const POLL_MS = 1_000;

/**
 * The DORA Register of Information package: the scope, the reference date and the file naming (the EBA's or the
 * NBB's); the worker runs the checks first and refuses a package with blocking errors unless the export is forced
 * (after a confirmation); the package downloads when written, and every export stays in the history.
 *
 * A refused export belongs to its scope and file naming: its problems show while those are on screen (another
 * scope or naming hides them: export that one to see its own), and forcing it exports exactly the refused run's
 * scope and naming. The last export stays on screen until a new one has started (a failed start leaves it there).
 */
export function DoraTab() {
  const { t } = useTranslation(["register", "common"]);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { data: me } = useSession();
  const mayExport = allows(me?.role, REGISTER_ACCESS.edit);
  const scopeState = useRegisterScope();
  const [profile, setProfile] = useState<DoraProfile>("eba");
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
  // The task could not be read (it keeps being asked): no endless "waiting", the export can be asked again.
  const pollFailed = taskId !== null && task.isError;
  const waiting = !pollFailed && (outcome === "running" || (taskId !== null && !current));
  const running = start.isPending || waiting;
  const file = current?.status === "completed" ? current.outputFile : null;
  const run = runOf(current?.result);
  const refused = outcome === "refused" && report && (!run || isRunFor(run, scopeState.scope, profile)) ? report : null;

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

  const exportPackage = () => start.mutate({ ...scopeInput(scopeState.scope), profile, force: false });
  // Forcing exports what was refused: that run's own scope and naming, whatever the screen shows now.
  const forcePackage = () =>
    start.mutate(
      run
        ? { ...run.scope, profile: run.profile, force: true }
        : { ...scopeInput(scopeState.scope), profile, force: true },
    );
  const setForceConfirming = (open: boolean) => {
    if (open) start.reset();
    setConfirming(open);
  };
  const percent = current ? taskPercent(current) : null;

  return (
    <div className="grid min-w-0 grid-cols-1 gap-4" data-testid="dora-tab">
      <p className="max-w-prose text-sm text-muted-foreground">{t("register:dora.intro")}</p>
      <ScopePicker idPrefix="dora" state={scopeState} />
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid w-72 max-w-full gap-1.5">
          <Label htmlFor="dora-profile">{t("register:dora.profileLabel")}</Label>
          <NativeSelect id="dora-profile" value={profile} onChange={(e) => setProfile(e.target.value as DoraProfile)}>
            {DORA_PROFILES.map((p) => (
              <option key={p} value={p}>
                {t(`register:dora.profile.${p}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button onClick={exportPackage} disabled={!mayExport || running || !scopeState.ready} data-testid="dora-export">
          <PackageIcon aria-hidden="true" />
          {running ? t("register:dora.exporting") : t("register:dora.export")}
        </Button>
      </div>
      {!mayExport && <p className="text-sm text-muted-foreground">{t("register:dora.mayNotExport")}</p>}

      <div role="status" aria-live="polite" className="grid gap-3 empty:hidden">
        {waiting && (
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

      {start.isError && !confirming && (
        <Alert variant="destructive" data-testid="dora-start-error">
          <AlertTitle>{t("register:dora.startFailed")}</AlertTitle>
          <AlertDescription>{scopeErrorText(t, start.error, t("register:dora.startFailed"))}</AlertDescription>
        </Alert>
      )}
      {pollFailed && (
        <Alert variant="destructive" data-testid="dora-poll-error">
          <AlertTitle>{t("register:dora.pollFailed")}</AlertTitle>
          <AlertDescription>{t("register:dora.pollFailedText")}</AlertDescription>
        </Alert>
      )}
      {outcome === "failed" && (
        <Alert variant="destructive" data-testid="dora-failed">
          <AlertTitle>{t("register:dora.failed")}</AlertTitle>
          <AlertDescription>{failureText(t, current?.error)}</AlertDescription>
        </Alert>
      )}
      {refused && (
        <DoraRefused
          report={refused}
          mayForce={mayExport && !running}
          confirming={confirming}
          onConfirmingChange={setForceConfirming}
          forcing={start.isPending}
          forceError={start.isError ? start.error : null}
          onForce={forcePackage}
        />
      )}
      <DoraHistory />
    </div>
  );
}
