import type { ColumnDef } from "@tanstack/react-table";
import { Badge, Button, cn } from "@tprm/ui";
import type { TFunction } from "i18next";
import { PencilIcon, Trash2Icon } from "lucide-react";
import { listKey } from "../../../components/register/ClosedListOptions";
import { formatCalendarDate, formatCount } from "../../../lib/format";
import type { BusinessFunctionRow as BusinessFunctionOutput } from "../records/types";

export interface FunctionRowActions {
  href: (f: BusinessFunctionOutput) => string;
  onOpen: (f: BusinessFunctionOutput) => void;
  onDelete?: ((f: BusinessFunctionOutput) => void) | undefined;
  canEdit: boolean;
}

const sortable = (id: string) => ({ id, enableSorting: true });
const CRITICAL = "eba_BT:x28";

const hours = (t: TFunction, n: number | null) =>
  n === null ? "—" : t("register:functions.hours", { count: n, n: formatCount(n) });

/** The functions table: identifier, name (opens the dialog), entity, criticality, RTO/RPO, last assessed, contracts. */
export function functionColumns(t: TFunction, actions: FunctionRowActions): ColumnDef<BusinessFunctionOutput>[] {
  return [
    {
      ...sortable("identifier"),
      header: t("register:functions.table.identifier"),
      meta: { cellClassName: "font-mono text-xs whitespace-nowrap" },
      cell: ({ row }) => row.original.identifier,
    },
    {
      ...sortable("name"),
      header: t("register:functions.table.name"),
      meta: { cellClassName: "min-w-48 max-w-72", skeletonClassName: "w-40" },
      cell: ({ row }) => (
        <a
          href={actions.href(row.original)}
          onClick={(e) => {
            e.preventDefault();
            actions.onOpen(row.original);
          }}
          className="block truncate font-medium hover:underline"
          title={row.original.name}
        >
          {row.original.name}
        </a>
      ),
    },
    {
      ...sortable("entity"),
      header: t("register:functions.table.entity"),
      meta: { cellClassName: "max-w-48 truncate" },
      cell: ({ row }) => row.original.entity.name,
    },
    {
      ...sortable("criticality"),
      header: t("register:functions.table.criticality"),
      cell: ({ row }) => (
        <Badge
          variant="outline"
          className={cn(row.original.criticality === CRITICAL && "border-destructive/50 text-destructive")}
        >
          {t(listKey(row.original.criticality))}
        </Badge>
      ),
    },
    {
      id: "objectives",
      header: t("register:functions.table.objectives"),
      meta: { cellClassName: "whitespace-nowrap tabular-nums" },
      cell: ({ row }) =>
        t("register:functions.objectives", {
          rto: hours(t, row.original.rtoHours),
          rpo: hours(t, row.original.rpoHours),
        }),
    },
    {
      id: "lastAssessedOn",
      header: t("register:functions.table.lastAssessedOn"),
      meta: { cellClassName: "whitespace-nowrap" },
      cell: ({ row }) => (row.original.lastAssessedOn ? formatCalendarDate(row.original.lastAssessedOn) : "—"),
    },
    {
      id: "contracts",
      header: t("register:functions.table.contracts"),
      meta: { cellClassName: "tabular-nums text-right", headClassName: "text-right" },
      cell: ({ row }) => formatCount(row.original.contractCount),
    },
    {
      id: "actions",
      header: () => <span className="sr-only">{t("register:form.actions")}</span>,
      meta: { cellClassName: "text-right whitespace-nowrap" },
      cell: ({ row }) => (
        <div className="flex justify-end gap-1">
          <Button
            variant="ghost"
            size="icon"
            aria-label={
              actions.canEdit
                ? t("register:functions.edit", { name: row.original.name })
                : t("register:functions.view", { name: row.original.name })
            }
            onClick={() => actions.onOpen(row.original)}
          >
            <PencilIcon aria-hidden="true" />
          </Button>
          {actions.onDelete && (
            <Button
              variant="ghost"
              size="icon"
              aria-label={t("register:functions.delete", { name: row.original.name })}
              onClick={() => actions.onDelete?.(row.original)}
              data-testid="function-delete"
            >
              <Trash2Icon aria-hidden="true" />
            </Button>
          )}
        </div>
      ),
    },
  ];
}
