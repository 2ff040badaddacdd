import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ColumnDef } from "@tanstack/react-table";
import { Badge, Card, CardContent, CardHeader } from "@tprm/ui";
import type { TFunction } from "i18next";
import { DownloadIcon } from "lucide-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { DataTable } from "../../../components/DataTable";
import { downloadUrl } from "../../../components/transfer/transfer-format";
import type { RouterOutputs } from "../../../lib/api-types";
import { formatCalendarDate, formatCount, formatDateTime } from "../../../lib/format";
import { useTRPC } from "../../../lib/trpc";
import { outcomeOf } from "./dora-report";

const LIMIT = 10;

type DoraExport = RouterOutputs["register"]["dora"]["list"]["items"][number];

function historyColumns(t: TFunction): ColumnDef<DoraExport, unknown>[] {
  return [
    {
      id: "package",
      header: t("register:dora.history.package"),
      cell: ({ row }) => {
        const e = row.original;
        return (
          <div className="grid min-w-48 gap-1">
            {e.report?.packageName ? (
              <span className="break-all font-mono text-xs">{e.report.packageName}</span>
            ) : (
              <span className="text-sm">{t("register:dora.history.noPackage")}</span>
            )}
            <span className="text-xs text-muted-foreground">
              {t(`register:dora.profile.${e.profile}`)} ·{" "}
              {e.scope.consolidated ? t("register:scope.consolidated") : t("register:scope.individual")} ·{" "}
              {formatCalendarDate(e.scope.referenceDate)}
            </span>
            <span className="text-xs text-muted-foreground sm:hidden">
              {formatDateTime(e.finishedAt ?? e.createdAt)}
            </span>
          </div>
        );
      },
    },
    {
      id: "date",
      header: t("register:dora.history.date"),
      meta: { cellClassName: "whitespace-nowrap max-sm:hidden", headClassName: "max-sm:hidden" },
      cell: ({ row }) => formatDateTime(row.original.finishedAt ?? row.original.createdAt),
    },
    {
      id: "outcome",
      header: t("register:dora.history.outcome"),
      cell: ({ row }) => {
        const outcome = outcomeOf(row.original.status, row.original.report);
        return (
          <Badge
            variant={outcome === "clean" ? "secondary" : outcome === "running" ? "outline" : "destructive"}
            data-testid="dora-outcome"
            data-outcome={outcome}
          >
            {t(`register:dora.outcome.${outcome}`)}
          </Badge>
        );
      },
    },
    {
      id: "counts",
      header: t("register:dora.history.problems"),
      meta: { cellClassName: "whitespace-nowrap max-md:hidden", headClassName: "max-md:hidden" },
      cell: ({ row }) => {
        const counts = row.original.report?.counts;
        if (!counts) return "—";
        return t("register:dora.history.counts", {
          blocking: t("register:dora.history.blocking", { count: counts.blocking, n: formatCount(counts.blocking) }),
          warning: t("register:dora.history.warning", { count: counts.warning, n: formatCount(counts.warning) }),
        });
      },
    },
    {
      id: "by",
      header: t("register:dora.history.by"),
      meta: { cellClassName: "max-lg:hidden", headClassName: "max-lg:hidden" },
      cell: ({ row }) => row.original.requestedBy?.name ?? "—",
    },
    {
      id: "download",
      header: () => <span className="sr-only">{t("register:dora.history.download")}</span>,
      cell: ({ row }) => {
        const file = row.original.outputFile;
        if (!file) return null;
        return (
          <a
            href={downloadUrl(file.id)}
            download={file.filename}
            className="inline-flex items-center gap-1.5 whitespace-nowrap font-medium text-primary underline underline-offset-4"
            data-testid="dora-download"
            aria-label={t("register:dora.history.downloadFile", { filename: file.filename })}
          >
            <DownloadIcon className="size-4" aria-hidden="true" />
            {t("register:dora.history.download")}
          </a>
        );
      },
    },
  ];
}

/** The past DORA exports, newest first: package, date, outcome (forced, refused), problem counts, who, download. */
export function DoraHistory() {
  const { t } = useTranslation(["register"]);
  const trpc = useTRPC();
  const [page, setPage] = useState(1);
  const list = useQuery(
    trpc.register.dora.list.queryOptions({ page, limit: LIMIT }, { placeholderData: keepPreviousData }),
  );
  const columns = useMemo(() => historyColumns(t), [t]);
  return (
    <Card className="gap-0 pb-0">
      <CardHeader>
        <h2 className="font-semibold leading-none">{t("register:dora.history.title")}</h2>
      </CardHeader>
      <DataTable
        query={list}
        columns={columns}
        getRowId={(e) => e.taskId}
        onPageChange={setPage}
        emptyMessage={t("register:dora.history.empty")}
        errorTitle={t("register:dora.history.loadFailed")}
        errorFallback={t("register:dora.history.loadFailed")}
        label={t("register:dora.history.title")}
        rowTestId="dora-history-row"
        testId="dora-history"
        Wrapper={CardContent}
        bodyClassName="px-2 sm:px-4"
        pagerClassName="px-4 pb-4"
        hidePagerWhenEmpty
      />
    </Card>
  );
}
