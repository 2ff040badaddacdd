import type { ColumnDef } from "@tanstack/react-table";
import { Badge } from "@tprm/ui";
import type { TFunction } from "i18next";
import { LoaderCircleIcon } from "lucide-react";
import type { ReactNode } from "react";
import { formatDateTime } from "../../../lib/format";
import { recipientsLine, statusVariant } from "../report-labels";
import type { ReportRow } from "../types";

const sortable = true;

/** The table of 001 §2.5; the ids of sortable columns are the server's sorts (REPORT_SORTS). */
export function reportColumns({
  t,
  actions,
}: {
  t: TFunction;
  actions: (report: ReportRow) => ReactNode;
}): ColumnDef<ReportRow>[] {
  return [
    {
      id: "name",
      enableSorting: sortable,
      header: t("reports:list.name"),
      meta: { headClassName: "pl-4", cellClassName: "min-w-56 max-w-80 py-2.5 pl-4", skeletonClassName: "w-48" },
      cell: ({ row }) => {
        const r = row.original;
        const recipients = recipientsLine(t, r.recipientGroups, r.externalRecipients);
        return (
          <>
            <span className="block truncate font-medium" title={r.name} data-testid="report-name">
              {r.name}
            </span>
            <span className="block truncate text-xs text-muted-foreground" title={recipients}>
              <span className="sr-only">{t("reports:list.recipients")}: </span>
              <span data-testid="report-recipients">{recipients}</span>
            </span>
          </>
        );
      },
    },
    {
      id: "type",
      enableSorting: sortable,
      header: t("reports:list.type"),
      cell: ({ row }) => <span data-testid="report-type">{t(`reports:types.${row.original.type}`)}</span>,
    },
    {
      id: "frequency",
      enableSorting: sortable,
      header: t("reports:list.frequency"),
      cell: ({ row }) => (
        <span data-testid="report-frequency">{t(`reports:frequencies.${row.original.frequency}`)}</span>
      ),
    },
    {
      id: "lastGeneratedAt",
      enableSorting: sortable,
      header: t("reports:list.lastGenerated"),
      meta: { cellClassName: "whitespace-nowrap" },
      cell: ({ row }) => (
        <span data-testid="report-last-generated">
          {formatDateTime(row.original.lastGeneratedAt, t("reports:list.never"))}
        </span>
      ),
    },
    {
      id: "nextDue",
      enableSorting: sortable,
      header: t("reports:list.nextDue"),
      meta: { cellClassName: "whitespace-nowrap" },
      cell: ({ row }) => {
        const r = row.original;
        const empty =
          r.frequency === "ad_hoc"
            ? t("reports:list.notScheduled")
            : r.schedule?.paused
              ? t("reports:statuses.paused")
              : "—";
        return <span data-testid="report-next-due">{formatDateTime(r.nextDue, empty)}</span>;
      },
    },
    {
      id: "status",
      header: t("reports:list.status"),
      cell: ({ row }) => {
        const status = row.original.status;
        return (
          <Badge variant={statusVariant(status)} data-testid="report-status" data-status={status}>
            {status === "generating" && <LoaderCircleIcon aria-hidden="true" className="animate-spin" />}
            {t(`reports:statuses.${status}`)}
          </Badge>
        );
      },
    },
    {
      id: "actions",
      header: t("reports:list.actions"),
      meta: { headClassName: "w-24 pr-4 text-right", cellClassName: "pr-4 text-right" },
      cell: ({ row }) => actions(row.original),
    },
  ];
}
