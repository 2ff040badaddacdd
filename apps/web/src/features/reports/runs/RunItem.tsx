import { Badge, Button } from "@tprm/ui";
import { ExternalLinkIcon, FileSpreadsheetIcon, LoaderCircleIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatBytes } from "../../../components/transfer/transfer-format";
import { formatCount, formatDateTime } from "../../../lib/format";
import { runFileUrl } from "../reports-view";
import type { ReportRun } from "../types";

const STATUS_VARIANT = {
  queued: "secondary",
  running: "secondary",
  completed: "success",
  failed: "destructive",
} as const;

/** One run in the history: when and by whom, its parameters, status, sizes, deliveries, and its files. */
export function RunItem({ run }: { run: ReportRun }) {
  const { t } = useTranslation(["reports", "transfer"]);
  const when = formatDateTime(run.finishedAt ?? run.createdAt);
  const who =
    run.requestedBy?.name ?? (run.trigger === "scheduled" ? t("reports:runs.schedule") : t("reports:runs.unknownUser"));
  const filters = run.parameters.filters;
  const parameters = [
    t("reports:runs.sections", { count: run.parameters.sections.length }),
    filters ? t("reports:runs.period", { days: formatCount(filters.periodDays) }) : null,
    filters?.riskLevels.length
      ? t("reports:templates.riskFilter", {
          levels: filters.riskLevels.map((l) => t(`reports:riskLevels.${l}`)).join(", "),
        })
      : null,
    filters?.criticalOnly ? t("reports:templates.criticalFilter") : null,
    run.parameters.timeZone,
  ].filter(Boolean);
  const sizes = [
    run.pageCount !== null ? t("reports:runs.pages", { count: run.pageCount, n: formatCount(run.pageCount) }) : null,
    run.pdf ? t("reports:runs.pdfSize", { size: formatBytes(t, run.pdf.size) }) : null,
    run.xlsx ? t("reports:runs.xlsxSize", { size: formatBytes(t, run.xlsx.size) }) : null,
  ].filter(Boolean);
  const d = run.deliveries;
  const delivered = d.sent + d.failed + d.bounced + d.pending > 0;
  const expired = run.status === "completed" && run.pdf && !run.pdf.available;

  return (
    <li className="grid gap-2 rounded-lg border p-3 text-sm" data-testid="run-item" data-status={run.status}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium" data-testid="run-when">
          {when}
        </p>
        <Badge variant={STATUS_VARIANT[run.status]} data-testid="run-status">
          {(run.status === "running" || run.status === "queued") && (
            <LoaderCircleIcon aria-hidden="true" className="animate-spin" />
          )}
          {t(`reports:runs.runStatuses.${run.status}`)}
        </Badge>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-muted-foreground">
        <dt>{t("reports:runs.who")}</dt>
        <dd className="text-foreground" data-testid="run-who">
          {who} · {t(`reports:runs.triggers.${run.trigger}`)}
        </dd>
        <dt>{t("reports:runs.parameters")}</dt>
        <dd className="text-foreground">{parameters.join(" · ")}</dd>
        {sizes.length > 0 && (
          <>
            <dt>{t("reports:runs.size")}</dt>
            <dd className="text-foreground" data-testid="run-size">
              {sizes.join(" · ")}
            </dd>
          </>
        )}
        {delivered && (
          <>
            <dt className="sr-only">{t("reports:metrics.title")}</dt>
            <dd className="col-span-2">
              {t("reports:runs.deliveries", {
                sent: formatCount(d.sent),
                failed: formatCount(d.failed),
                bounced: formatCount(d.bounced),
              })}
            </dd>
          </>
        )}
      </dl>
      {run.status === "failed" && run.error && <p className="text-destructive">{run.error}</p>}
      {expired && <p className="text-muted-foreground">{t("reports:runs.expired")}</p>}
      {run.status === "completed" && run.pdf?.available && (
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <a
              href={runFileUrl(run.id, "pdf", "inline")}
              target="_blank"
              rel="noopener"
              aria-label={t("reports:runs.openPdf", { when })}
              data-testid="run-open-pdf"
            >
              <ExternalLinkIcon aria-hidden="true" />
              {t("reports:runs.pdf")}
            </a>
          </Button>
          {run.xlsx?.available && (
            <Button asChild variant="outline" size="sm">
              <a
                href={runFileUrl(run.id, "xlsx")}
                download=""
                aria-label={t("reports:runs.downloadXlsx", { when })}
                data-testid="run-download-xlsx"
              >
                <FileSpreadsheetIcon aria-hidden="true" />
                {t("reports:runs.xlsx")}
              </a>
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
