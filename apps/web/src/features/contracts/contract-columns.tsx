import type { ColumnDef } from "@tanstack/react-table";
import { Badge, Button, cn } from "@tprm/ui";
import type { TFunction } from "i18next";
import { CalendarClockIcon, PencilIcon } from "lucide-react";
import { Link } from "react-router";
import { RiskLevelChip } from "../../components/RiskLevelChip";
import { formatCalendarDate, formatCount, formatMoney } from "../../lib/format";
import { formatMonthlyK, riskLabel, stageLabel, statusChipClassName, statusLabel, typeLabel } from "./contract-format";
import type { ContractRow as ContractListItem } from "./types";

export interface ContractColumnContext {
  /** The table's `t` (the "contracts" namespace loaded). */
  t: TFunction;
  contractHref: (id: string) => string;
  /** Edit is offered on a contract that is not terminated, to the roles that may edit. */
  onEdit?: ((contract: ContractListItem) => void) | undefined;
}

const sortable = true;

/** The register's columns; the ids of sortable columns are the server's sort columns (CONTRACT_SORTS). */
export function contractColumns({ t, contractHref, onEdit }: ContractColumnContext): ColumnDef<ContractListItem>[] {
  const columns: ColumnDef<ContractListItem>[] = [
    {
      id: "reference",
      enableSorting: sortable,
      header: t("contracts:table.reference"),
      meta: { headClassName: "pl-4", cellClassName: "pl-4 whitespace-nowrap tabular-nums text-muted-foreground" },
      cell: ({ row }) => row.original.reference,
    },
    {
      id: "name",
      enableSorting: sortable,
      header: t("contracts:table.name"),
      meta: { cellClassName: "min-w-48 max-w-72", skeletonClassName: "w-40" },
      cell: ({ row }) => (
        <Link
          to={contractHref(row.original.id)}
          title={row.original.name}
          data-testid="contract-name"
          className="block truncate rounded-sm font-medium text-foreground underline-offset-4 outline-none hover:text-primary hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {row.original.name}
        </Link>
      ),
    },
    {
      id: "vendor",
      header: t("contracts:table.vendor"),
      meta: {
        cellClassName: "max-w-48 truncate",
        cellProps: (c) => ({ title: c.vendor.name }),
      },
      cell: ({ row }) => row.original.vendor.name,
    },
    {
      id: "type",
      header: t("contracts:table.type"),
      meta: { cellClassName: "whitespace-nowrap" },
      cell: ({ row }) => typeLabel(t, row.original.type),
    },
    {
      // Amounts in different currencies are not comparable: the server's sort groups them by currency.
      id: "value",
      enableSorting: sortable,
      header: t("contracts:table.value"),
      meta: {
        headClassName: "text-right [&>button]:ml-auto",
        cellClassName: "text-right tabular-nums whitespace-nowrap",
        cellProps: () => ({ "data-testid": "contract-value" }),
      },
      cell: ({ row }) => (
        <>
          {formatMoney(row.original.value, row.original.currency)}{" "}
          <span className="text-xs text-muted-foreground">{row.original.currency}</span>
        </>
      ),
    },
    {
      id: "monthly",
      header: () => <abbr title={t("contracts:table.monthlyTitle")}>{t("contracts:table.monthly")}</abbr>,
      meta: {
        headClassName: "text-right",
        cellClassName: "text-right tabular-nums whitespace-nowrap",
        cellProps: () => ({ "data-testid": "contract-monthly" }),
      },
      cell: ({ row }) => formatMonthlyK(row.original.monthlyValueK, row.original.currency),
    },
    {
      id: "startDate",
      enableSorting: sortable,
      header: t("contracts:table.start"),
      meta: { cellClassName: "whitespace-nowrap tabular-nums" },
      cell: ({ row }) => formatCalendarDate(row.original.startDate),
    },
    {
      id: "endDate",
      enableSorting: sortable,
      header: t("contracts:table.end"),
      meta: { cellClassName: "whitespace-nowrap tabular-nums" },
      cell: ({ row }) => {
        const c = row.original;
        return (
          <span className="grid justify-items-start gap-1">
            <span>{c.endDate ? formatCalendarDate(c.endDate) : t("contracts:table.noEnd")}</span>
            {c.expiringSoon && (
              <Badge
                variant="outline"
                data-testid="expiring-badge"
                className="border-orange-300 bg-orange-50 text-orange-900 dark:border-orange-400/40 dark:bg-orange-500/20 dark:text-orange-100"
              >
                <CalendarClockIcon aria-hidden="true" />
                {c.daysToEnd === 0
                  ? t("contracts:table.expiringToday")
                  : t("contracts:table.expiringSoon", { count: c.daysToEnd ?? 0, n: formatCount(c.daysToEnd ?? 0) })}
              </Badge>
            )}
          </span>
        );
      },
    },
    {
      id: "status",
      enableSorting: sortable,
      header: t("contracts:table.status"),
      cell: ({ row }) => (
        <Badge
          variant="outline"
          data-testid="contract-status"
          data-status={row.original.status}
          className={cn("whitespace-nowrap", statusChipClassName(row.original.status))}
        >
          {statusLabel(t, row.original.status)}
        </Badge>
      ),
    },
    {
      id: "stage",
      enableSorting: sortable,
      header: t("contracts:table.stage"),
      meta: { cellClassName: "whitespace-nowrap" },
      cell: ({ row }) => stageLabel(t, row.original.stage),
    },
    {
      id: "riskLevel",
      enableSorting: sortable,
      header: t("contracts:table.risk"),
      cell: ({ row }) => (
        <RiskLevelChip
          risk={row.original.riskLevel}
          label={riskLabel(t, row.original.riskLevel)}
          srPrefix={t("contracts:table.riskPrefix")}
        />
      ),
    },
    {
      id: "owner",
      header: t("contracts:table.owner"),
      meta: { cellClassName: cn("max-w-40 truncate", !onEdit && "pr-4"), headClassName: cn(!onEdit && "pr-4") },
      cell: ({ row }) => row.original.owner?.name ?? <span className="text-muted-foreground">—</span>,
    },
  ];
  if (onEdit) {
    columns.push({
      id: "actions",
      header: () => <span className="sr-only">{t("contracts:table.actions")}</span>,
      meta: { headClassName: "w-12 pr-4", cellClassName: "pr-4 text-right" },
      cell: ({ row }) =>
        row.original.status === "terminated" ? null : (
          <Button
            variant="ghost"
            size="icon"
            aria-label={t("contracts:table.edit", { name: row.original.name })}
            onClick={() => onEdit(row.original)}
            data-testid="edit-contract"
          >
            <PencilIcon aria-hidden="true" />
          </Button>
        ),
    });
  }
  return columns;
}
