import { Button, TableCell, TableRow } from "@tprm/ui";
import { ChevronDownIcon, ChevronRightIcon } from "lucide-react";
import { useId, useState } from "react";
import type { RouterOutputs } from "../../../lib/api-types";
import { formatDateTime } from "../../../lib/format";
import { AuditChanges } from "./AuditChanges";

export type AuditEntry = RouterOutputs["auditLogs"]["list"]["items"][number];
export const AUDIT_COLUMNS = 6;

export function AuditLogRow({
  entry,
  onFilterActor,
}: {
  entry: AuditEntry;
  onFilterActor: (actor: NonNullable<AuditEntry["actor"]>) => void;
}) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const hasChanges = entry.before != null || entry.after != null;
  return (
    <>
      <TableRow data-testid="audit-row" data-state={open ? "selected" : undefined}>
        <TableCell className="pl-4">
          {hasChanges && (
            <Button
              variant="ghost"
              size="icon"
              className="size-7"
              aria-expanded={open}
              aria-controls={open ? detailsId : undefined}
              aria-label={open ? "Hide changes" : "Show changes"}
              onClick={() => setOpen((v) => !v)}
            >
              {open ? <ChevronDownIcon aria-hidden="true" /> : <ChevronRightIcon aria-hidden="true" />}
            </Button>
          )}
        </TableCell>
        <TableCell>{formatDateTime(entry.createdAt)}</TableCell>
        <TableCell>
          {entry.actor ? (
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
          )}
        </TableCell>
        <TableCell className="font-mono text-xs">{entry.action}</TableCell>
        <TableCell>
          <span>{entry.entityType}</span>
          {entry.entityId && <span className="block font-mono text-xs text-muted-foreground">{entry.entityId}</span>}
        </TableCell>
        <TableCell className="pr-4 font-mono text-xs">{entry.ipAddress ?? "—"}</TableCell>
      </TableRow>
      {open && (
        <TableRow id={detailsId} className="bg-muted/40 hover:bg-muted/40">
          <TableCell colSpan={AUDIT_COLUMNS} className="p-0 whitespace-normal">
            <AuditChanges before={entry.before} after={entry.after} />
          </TableCell>
        </TableRow>
      )}
    </>
  );
}
