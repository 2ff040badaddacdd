import type { ColumnDef } from "@tanstack/react-table";
import { Badge, Button } from "@tprm/ui";
import type { TFunction } from "i18next";
import { PencilIcon, Trash2Icon } from "lucide-react";
import { listKey } from "../../../components/register/ClosedListOptions";
import { countryName } from "../../../lib/countries";
import { formatCount } from "../../../lib/format";
import type { RegisterEntityRow as RegisterEntityOutput } from "../records/types";

export interface EntityRowActions {
  href: (e: RegisterEntityOutput) => string;
  onOpen: (e: RegisterEntityOutput) => void;
  onDelete?: ((e: RegisterEntityOutput) => void) | undefined;
  canEdit: boolean;
}

const sortable = (id: string) => ({ id, enableSorting: true });

/** The entities table: name (opens the dialog), kind, LEI or branch code, country, type, parent, functions, actions. */
export function entityColumns(t: TFunction, actions: EntityRowActions): ColumnDef<RegisterEntityOutput>[] {
  return [
    {
      ...sortable("name"),
      header: t("register:entities.table.name"),
      meta: { cellClassName: "min-w-48 max-w-72", skeletonClassName: "w-40" },
      cell: ({ row }) => (
        <div className="grid min-w-0 gap-0.5">
          <a
            href={actions.href(row.original)}
            onClick={(e) => {
              e.preventDefault();
              actions.onOpen(row.original);
            }}
            className="truncate font-medium hover:underline"
            title={row.original.name}
          >
            {row.original.name}
          </a>
          {row.original.maintainsRegister && (
            <Badge variant="outline" className="w-fit text-xs">
              {t("register:entities.maintainsBadge")}
            </Badge>
          )}
        </div>
      ),
    },
    {
      ...sortable("kind"),
      header: t("register:entities.table.kind"),
      cell: ({ row }) => t(`register:entities.kind.${row.original.kind}`),
    },
    {
      ...sortable("lei"),
      header: t("register:entities.table.identifier"),
      meta: { cellClassName: "font-mono text-xs" },
      cell: ({ row }) => row.original.lei ?? row.original.branchCode ?? "—",
    },
    {
      ...sortable("country"),
      header: t("register:entities.table.country"),
      cell: ({ row }) => countryName(row.original.country),
    },
    {
      id: "entityType",
      header: t("register:entities.table.type"),
      meta: { cellClassName: "max-w-56 truncate" },
      cell: ({ row }) => (row.original.entityType ? t(listKey(row.original.entityType)) : "—"),
    },
    {
      id: "parent",
      header: t("register:entities.table.parent"),
      meta: { cellClassName: "max-w-48 truncate" },
      cell: ({ row }) => row.original.parent?.name ?? "—",
    },
    {
      id: "functions",
      header: t("register:entities.table.functions"),
      meta: { cellClassName: "tabular-nums text-right", headClassName: "text-right" },
      cell: ({ row }) => formatCount(row.original.functionCount),
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
                ? t("register:entities.edit", { name: row.original.name })
                : t("register:entities.view", { name: row.original.name })
            }
            onClick={() => actions.onOpen(row.original)}
          >
            <PencilIcon aria-hidden="true" />
          </Button>
          {actions.onDelete && (
            <Button
              variant="ghost"
              size="icon"
              aria-label={t("register:entities.delete", { name: row.original.name })}
              onClick={() => actions.onDelete?.(row.original)}
              data-testid="entity-delete"
            >
              <Trash2Icon aria-hidden="true" />
            </Button>
          )}
        </div>
      ),
    },
  ];
}
