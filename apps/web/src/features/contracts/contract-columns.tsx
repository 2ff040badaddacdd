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
      // The name opens the detail; the reference and the vendor read under it, so the register fits a laptop.
      id: "name",
      enableSorting: sortable,
      header: t("contracts:table.name"),
      meta: {
        headClassName: "pl-4",
        cellClassName: "w-full min-w-56 max-w-0 py-2.5 pl-4",
        skeletonClassName: "w-48",
      },
      cell: ({ row }) => {
        const c = row.original;
        return (
          <>
            <Link
              to={contractHref(c.id)}
              title={c.name}
              data-testid="contract-name"
              className="block truncate rounded-sm font-medium text-foreground underline-offset-4 outline-none hover:text-primary hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              {c.name}
            </Link>
            <span className="block truncate text-xs text-muted-foreground" title={`${c.reference} · ${c.vendor.name}`}>
              <span className="tabular-nums" data-testid="contract-reference">
                {c.reference}
              </span>
              <span aria-hidden="true"> · </span>
              <span className="sr-only">, {t("contracts:table.vendor")}: </span>
              <span data-testid="contract-vendor">{c.vendor.name}</span>
            </span>
          </>
        );
      },
    },
    {
      id: "type",
      header: t("contracts:table.type"),
      meta: { cellClassName: "min-w-32 max-w-52 whitespace-normal hyphens-auto break-words" },
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
      },
      cell: ({ row }) => (
        <>
          <span className="block" data-testid="contract-value">
            {formatMoney(row.original.value, row.original.currency)}{" "}
            <span className="text-xs text-muted-foreground">{row.original.currency}</span>
          </span>
          <span className="block text-xs text-muted-foreground" title={t("contracts:table.monthlyTitle")}>
            <span className="sr-only">{t("contracts:table.monthly")}: </span>
            <span data-testid="contract-monthly">
              {formatMonthlyK(row.original.monthlyValueK, row.original.currency)}
            </span>
            <span aria-hidden="true">{t("contracts:table.perMonth")}</span>
          </span>
        </>
      ),
    },
    {
      id: "endDate",
      enableSorting: sortable,
      header: t("contracts:table.term"),
      meta: { cellClassName: "whitespace-nowrap tabular-nums" },
      cell: ({ row }) => {
        const c = row.original;
        return (
          <span className="grid justify-items-start gap-0.5">
            <span data-testid="contract-end">
              {c.endDate
                ? t("contracts:table.ends", { date: formatCalendarDate(c.endDate) })
                : t("contracts:table.noEnd")}
            </span>
            <span className="text-xs text-muted-foreground" data-testid="contract-start">
              {t("contracts:table.starts", { date: formatCalendarDate(c.startDate) })}
            </span>
            {c.expiringSoon && (
              <Badge
                variant="outline"
                data-testid="expiring-badge"
                className="mt-0.5 border-orange-300 bg-orange-50 text-orange-900 dark:border-orange-400/40 dark:bg-orange-500/20 dark:text-orange-100"
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
        <span className="grid justify-items-start gap-1">
          <Badge
            variant="outline"
            data-testid="contract-status"
            data-status={row.original.status}
            className={cn("whitespace-nowrap", statusChipClassName(row.original.status))}
          >
            {statusLabel(t, row.original.status)}
          </Badge>
          <span className="text-xs whitespace-nowrap text-muted-foreground" data-testid="contract-stage">
            <span className="sr-only">{t("contracts:table.stage")}: </span>
            {stageLabel(t, row.original.stage)}
          </span>
        </span>
      ),
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
      meta: {
        cellClassName: cn("max-w-36 truncate", !onEdit && "pr-4"),
        headClassName: cn(!onEdit && "pr-4"),
        cellProps: (c) => ({ title: c.owner?.name }),
      },
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
