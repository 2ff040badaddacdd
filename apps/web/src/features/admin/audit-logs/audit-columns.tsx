import type { ColumnDef } from "@tanstack/react-table";
import { Button } from "@tprm/ui";
import { ChevronDownIcon, ChevronRightIcon } from "lucide-react";
import type { RouterOutputs } from "../../../lib/api-types";
import { formatDateTime } from "../../../lib/format";

export type AuditEntry = RouterOutputs["auditLogs"]["list"]["items"][number];

/** The id of an entry's detail row (its changes), for the toggle's aria-controls. */
export const auditChangesId = (entry: AuditEntry) => `audit-changes-${entry.id}`;

/** The audit log's columns: a toggle that opens the entry's changes under it, then when, who, what and where from. */
export function auditColumns(
  onFilterActor: (actor: NonNullable<AuditEntry["actor"]>) => void,
): ColumnDef<AuditEntry, unknown>[] {
  return [
    {
      id: "changes",
      header: () => <span className="sr-only">Changes</span>,
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
            aria-label={open ? "Hide changes" : "Show changes"}
            onClick={() => row.toggleExpanded()}
          >
            {open ? <ChevronDownIcon aria-hidden="true" /> : <ChevronRightIcon aria-hidden="true" />}
          </Button>
        );
      },
    },
    { id: "time", header: "Time", cell: ({ row }) => formatDateTime(row.original.createdAt) },
    {
      id: "actor",
      header: "Actor",
      cell: ({ row: { original: entry } }) =>
        entry.actor ? (
          <button
            type="button"
            className="grid text-left hover:underline"
            title="Show only this person's changes"
            onClick={() => entry.actor && onFilterActor(entry.actor)}
          >
            <span>{entry.actor.name}</span>
            <span className="text-xs text-muted-foreground">{entry.actor.email}</span>
          </button>
        ) : (
          <span className="text-muted-foreground">System</span>
        ),
    },
    {
      id: "action",
      header: "Action",
      meta: { cellClassName: "font-mono text-xs" },
      cell: ({ row }) => row.original.action,
    },
    {
      id: "entity",
      header: "Entity",
      cell: ({ row: { original: entry } }) => (
        <>
          <span>{entry.entityType}</span>
          {entry.entityId && <span className="block font-mono text-xs text-muted-foreground">{entry.entityId}</span>}
        </>
      ),
    },
    {
      id: "ipAddress",
      header: "IP address",
      meta: { headClassName: "pr-4", cellClassName: "pr-4 font-mono text-xs" },
      cell: ({ row }) => row.original.ipAddress ?? "—",
    },
  ];
}
