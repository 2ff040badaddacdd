import { useMutation, useQuery } from "@tanstack/react-query";
import { allows, REPORT_ACCESS } from "@tprm/api/permissions";
import { Button, Spinner } from "@tprm/ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { errorText } from "../../../components/error-text";
import { useSession } from "../../../lib/session";
import { useTRPC } from "../../../lib/trpc";

const POLL_MS = 1000;

/** The run's PDF (the reports domain's download, GET /api/reports/runs/{id}/pdf). */
const pdfUrl = (runId: string) => `/api/reports/runs/${encodeURIComponent(runId)}/pdf`;

/**
 * Generates the Executive report (the reports domain's POST /api/reports/generate with the built-in Executive
 * template), follows its background task and offers the PDF when it is ready. A role that may not generate reports
 * (Board Member, Executive: they read reports) is sent to the reports screen instead, where the runs are.
 */
export function ExecutiveReportButton({ templateId }: { templateId: string | null }) {
  const { t } = useTranslation(["dashboard", "common"]);
  const trpc = useTRPC();
  const { data: me } = useSession();
  const [started, setStarted] = useState<{ runId: string; taskId: string } | null>(null);
  const generate = useMutation(trpc.reports.generate.mutationOptions({ onSuccess: (s) => setStarted(s) }));
  const task = useQuery({
    ...trpc.tasks.get.queryOptions({ id: started?.taskId ?? "" }),
    enabled: Boolean(started),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === "completed" || status === "failed" ? false : POLL_MS;
    },
  });
  if (!templateId) return <p className="text-muted-foreground text-sm">{t("dashboard:board.noTemplate")}</p>;
  if (!allows(me?.role, REPORT_ACCESS.create)) {
    return (
      <p className="text-sm" data-testid="board-report-readers">
        {t("dashboard:board.readersOnly")}{" "}
        <Link to="/reports" className="text-primary underline underline-offset-4">
          {t("dashboard:board.openReports")}
        </Link>
      </p>
    );
  }
  const status = task.data?.status;
  return (
    <div className="space-y-2" aria-live="polite">
      <Button
        onClick={() => generate.mutate({ templateId })}
        disabled={generate.isPending || (Boolean(started) && status !== "completed" && status !== "failed")}
        data-testid="board-generate"
      >
        {generate.isPending && <Spinner className="size-4" />}
        {t("dashboard:board.generate")}
      </Button>
      {generate.isError && (
        <p className="text-destructive text-sm" role="alert">
          {errorText(t, generate.error, t("dashboard:board.generateFailed"))}
        </p>
      )}
      {started && status !== "completed" && status !== "failed" && (
        <p className="text-muted-foreground text-sm" data-testid="board-generating">
          {t("dashboard:board.generating")}
        </p>
      )}
      {started && status === "failed" && (
        <p className="text-destructive text-sm" role="alert">
          {task.data?.error ?? t("dashboard:board.generateFailed")}
        </p>
      )}
      {started && status === "completed" && (
        <a href={pdfUrl(started.runId)} className="text-primary text-sm underline" data-testid="board-report-pdf">
          {t("dashboard:board.downloadPdf")}
        </a>
      )}
    </div>
  );
}
