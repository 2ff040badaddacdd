import type { ColumnDef } from "@tanstack/react-table";
import { Button } from "@tprm/ui";
import type { TFunction } from "i18next";
import { ChevronDownIcon, ChevronRightIcon } from "lucide-react";
import type { RouterOutputs } from "../../../lib/api-types";
import { formatDateTime } from "../../../lib/format";
import { actionName, entityName } from "./audit-labels";

export type AuditEntry = RouterOutputs["auditLogs"]["list"]["items"][number];

/** The id of an entry's detail row (its changes), for the toggle's aria-controls. */
export const auditChangesId = (entry: AuditEntry) => `audit-changes-${entry.id}`;

/** The audit log's columns: a toggle that opens the entry's changes under it, then when, who, what and where from. */
export function auditColumns(
  t: TFunction,
  onFilterActor: (actor: NonNullable<AuditEntry["actor"]>) => void,
): ColumnDef<AuditEntry, unknown>[] {
  return [
    {
      id: "changes",
      header: () => <span className="sr-only">{t("admin:auditLogs.columns.changes")}</span>,
      meta: { headClassName: "w-10 pl-4", cellClassName: "pl-4" },
      cell: ({ row }) => {
        const entry = row.original;
        if (entry.before == null && entry.after == null) return null;
        const open = row.getIsExpanded();
        return (
          <Button
            variant="ghost"
            size="icon"
            className="size-7"
            aria-expanded={open}
            aria-controls={open ? auditChangesId(entry) : undefined}
            aria-label={open ? t("admin:auditLogs.hideChanges") : t("admin:auditLogs.showChanges")}
            onClick={() => row.toggleExpanded()}
          >
            {open ? <ChevronDownIcon aria-hidden="true" /> : <ChevronRightIcon aria-hidden="true" />}
          </Button>
        );
      },
    },
    {
      id: "time",
      header: t("admin:auditLogs.columns.time"),
      cell: ({ row }) => formatDateTime(row.original.createdAt),
    },
    {
      id: "actor",
      header: t("admin:auditLogs.columns.actor"),
      cell: ({ row: { original: entry } }) =>
        entry.actor ? (
          <button
            type="button"
            className="grid text-left hover:underline"
            title={t("admin:auditLogs.filterActor")}
            onClick={() => entry.actor && onFilterActor(entry.actor)}
          >
            <span>{entry.actor.name}</span>
            <span className="text-xs text-muted-foreground">{entry.actor.email}</span>
          </button>
        ) : (
          <span className="text-muted-foreground">{t("admin:auditLogs.system")}</span>
        ),
    },
    {
      id: "action",
      header: t("admin:auditLogs.columns.action"),
      // The action's name in the user's language; its code (what the API and exports carry) as the tooltip.
      meta: { cellProps: (entry) => ({ title: entry.action, "data-action": entry.action }) },
      cell: ({ row }) => actionName(t, row.original.action),
    },
    {
      id: "entity",
      header: t("admin:auditLogs.columns.entity"),
      cell: ({ row: { original: entry } }) => (
        <>
          <span title={entry.entityType}>{entityName(t, entry.entityType)}</span>
          {entry.entityId && <span className="block font-mono text-xs text-muted-foreground">{entry.entityId}</span>}
        </>
      ),
    },
    {
      id: "ipAddress",
      header: t("admin:auditLogs.columns.ipAddress"),
      meta: { headClassName: "pr-4", cellClassName: "pr-4 font-mono text-xs" },
      cell: ({ row }) => row.original.ipAddress ?? "—",
    },
  ];
}
