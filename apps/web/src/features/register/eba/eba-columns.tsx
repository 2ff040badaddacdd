import type { ColumnDef } from "@tanstack/react-table";
import type { EbaRegisterRow } from "@tprm/api/schemas";
import { Badge, Button } from "@tprm/ui";
import type { TFunction } from "i18next";
import { ChevronDownIcon, ChevronRightIcon } from "lucide-react";
import { formatCalendarDate } from "../../../lib/format";
import { listLabel } from "../register-labels";

/** The id of a row's detail (paragraphs 54 and 55), for its toggle's aria-controls. */
export const ebaDetailId = (row: EbaRegisterRow) => `eba-detail-${row.contractId}`;

/** The EBA register's columns; the ones named as a server sort (EBA_SORTS) sort. */
export function ebaColumns(t: TFunction): ColumnDef<EbaRegisterRow, unknown>[] {
  return [
    {
      id: "expand",
      header: () => <span className="sr-only">{t("register:eba.columns.details")}</span>,
      meta: { headClassName: "w-10", cellClassName: "w-10" },
      cell: ({ row }) => {
        const open = row.getIsExpanded();
        return (
          <Button
            variant="ghost"
            size="icon"
            aria-expanded={open}
            aria-controls={open ? ebaDetailId(row.original) : undefined}
            aria-label={
              open
                ? t("register:eba.hideDetails", { reference: row.original.reference })
                : t("register:eba.showDetails", { reference: row.original.reference })
            }
            onClick={() => row.toggleExpanded()}
            data-testid="eba-row-toggle"
          >
            {open ? <ChevronDownIcon aria-hidden="true" /> : <ChevronRightIcon aria-hidden="true" />}
          </Button>
        );
      },
    },
    {
      id: "reference",
      header: t("register:eba.columns.reference"),
      enableSorting: true,
      meta: { cellClassName: "whitespace-normal" },
      cell: ({ row }) => (
        <div className="min-w-32 max-w-72">
          <div className="font-medium" data-testid="eba-reference">
            {row.original.reference}
          </div>
          <div className="text-sm text-muted-foreground">{row.original.name}</div>
          <div className="text-sm md:hidden">{row.original.provider.name}</div>
        </div>
      ),
    },
    {
      id: "provider",
      header: t("register:eba.columns.provider"),
      enableSorting: true,
      meta: { cellClassName: "whitespace-normal max-md:hidden", headClassName: "max-md:hidden" },
      cell: ({ row }) => <span className="block min-w-28 max-w-48">{row.original.provider.name}</span>,
    },
    {
      id: "critical",
      header: t("register:eba.columns.critical"),
      meta: { cellClassName: "whitespace-normal" },
      cell: ({ row }) =>
        row.original.critical ? (
          <Badge variant="destructive" className="whitespace-normal" data-testid="eba-critical">
            {t("register:eba.criticalYes")}
          </Badge>
        ) : (
          <span className="text-muted-foreground">{t("register:eba.criticalNo")}</span>
        ),
    },
    {
      id: "serviceType",
      header: t("register:eba.columns.serviceType"),
      meta: { cellClassName: "whitespace-normal max-md:hidden", headClassName: "max-md:hidden" },
      cell: ({ row }) => <span className="block min-w-32 max-w-56">{listLabel(t, row.original.ictServiceType)}</span>,
    },
    {
      id: "status",
      header: t("register:eba.columns.status"),
      meta: { cellClassName: "max-md:hidden", headClassName: "max-md:hidden" },
      cell: ({ row }) => t(`contracts:status.${row.original.status}`),
    },
    {
      id: "startDate",
      header: t("register:eba.columns.startDate"),
      enableSorting: true,
      meta: { cellClassName: "whitespace-nowrap max-lg:hidden", headClassName: "max-lg:hidden" },
      cell: ({ row }) => formatCalendarDate(row.original.startDate),
    },
    {
      id: "endDate",
      header: t("register:eba.columns.endDate"),
      enableSorting: true,
      meta: { cellClassName: "whitespace-nowrap max-lg:hidden", headClassName: "max-lg:hidden" },
      cell: ({ row }) => formatCalendarDate(row.original.endDate),
    },
  ];
}
