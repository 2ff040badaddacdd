import type { ColumnDef } from "@tanstack/react-table";
import { Badge, Button } from "@tprm/ui";
import type { TFunction } from "i18next";
import { ArchiveIcon, ArchiveRestoreIcon, FileTextIcon, PencilIcon } from "lucide-react";
import { RecordCollaborationButton } from "../../../components/RecordCollaboration";
import { formatCalendarDate, formatDateTime } from "../../../lib/format";
import { complexityLabel, statusChipClassName, statusLabel } from "./procedure-format";
import type { ProcedureRow } from "./types";

export interface ProcedureActions {
  onEdit?: ((p: ProcedureRow) => void) | undefined;
  onArchive?: ((p: ProcedureRow) => void) | undefined;
  onRestore?: ((p: ProcedureRow) => void) | undefined;
}

/** The table of 001 §2.2: name, linked policy, category, owner, complexity, status, last review, and the actions. */
export function procedureColumns(t: TFunction, archived: boolean, actions: ProcedureActions) {
  const columns: ColumnDef<ProcedureRow>[] = [
    {
      id: "name",
      enableSorting: !archived,
      header: t("governanceProcedures:table.name"),
      meta: { headClassName: "pl-4", cellClassName: "min-w-56 py-2.5 pl-4", skeletonClassName: "w-48" },
      cell: ({ row }) => (
        <>
          <span className="block font-medium" data-testid="procedure-name">
            {row.original.name}
          </span>
          <span className="block text-xs text-muted-foreground tabular-nums">
            {row.original.reference}
            {row.original.file && (
              <a
                href={`/api/files/${row.original.file.id}/download`}
                className="ml-2 inline-flex items-center gap-1 underline-offset-4 hover:underline"
                data-testid="procedure-document"
              >
                <FileTextIcon className="size-3" aria-hidden="true" />
                {t("governanceProcedures:table.document")}
              </a>
            )}
          </span>
        </>
      ),
    },
    {
      id: "policy",
      header: t("governanceProcedures:table.policy"),
      meta: { cellClassName: "min-w-44 whitespace-normal" },
      cell: ({ row }) => {
        const policy = row.original.policy;
        return policy ? (
          <span data-testid="procedure-policy">{policy.name}</span>
        ) : (
          <span className="text-muted-foreground" data-testid="procedure-policy">
            {t("governanceProcedures:table.noPolicy")}
          </span>
        );
      },
    },
    {
      id: "category",
      enableSorting: !archived,
      header: t("governanceProcedures:table.category"),
      cell: ({ row }) => row.original.category ?? "—",
    },
    {
      id: "owner",
      enableSorting: !archived,
      header: t("governanceProcedures:table.owner"),
      cell: ({ row }) => row.original.owner,
    },
    {
      id: "complexity",
      enableSorting: !archived,
      header: t("governanceProcedures:table.complexity"),
      cell: ({ row }) => complexityLabel(t, row.original.complexity),
    },
    {
      id: "status",
      enableSorting: !archived,
      header: t("governanceProcedures:table.status"),
      cell: ({ row }) => (
        <Badge className={statusChipClassName(row.original.status)} data-testid="procedure-status">
          {statusLabel(t, row.original.status)}
        </Badge>
      ),
    },
    archived
      ? {
          id: "archivedAt",
          header: t("governanceProcedures:table.archivedAt"),
          meta: { cellClassName: "whitespace-nowrap" },
          cell: ({ row }) => (
            <>
              <span className="block">{formatDateTime(row.original.archivedAt)}</span>
              <span className="block text-xs text-muted-foreground">{row.original.archivedBy?.name ?? ""}</span>
            </>
          ),
        }
      : {
          id: "lastReview",
          enableSorting: true,
          header: t("governanceProcedures:table.lastReview"),
          meta: { cellClassName: "whitespace-nowrap tabular-nums" },
          cell: ({ row }) => formatCalendarDate(row.original.lastReview),
        },
  ];
  const { onEdit, onArchive, onRestore } = actions;
  columns.push({
    id: "actions",
    header: () => <span className="sr-only">{t("governanceProcedures:table.actions")}</span>,
    meta: { cellClassName: "whitespace-nowrap pr-4 text-right" },
    cell: ({ row }) => {
      const p = row.original;
      return (
        <div className="flex justify-end gap-1">
          <RecordCollaborationButton entityType="procedure" entityId={p.id} name={p.name} />
          {onEdit && (
            <Button
              variant="ghost"
              size="icon"
              onClick={() => onEdit(p)}
              aria-label={t("governanceProcedures:actions.editOne", { name: p.name })}
              data-testid="procedure-edit"
            >
              <PencilIcon aria-hidden="true" />
            </Button>
          )}
          {onArchive && (
            <Button
              variant="ghost"
              size="icon"
              onClick={() => onArchive(p)}
              aria-label={t("governanceProcedures:actions.archiveOne", { name: p.name })}
              data-testid="procedure-archive"
            >
              <ArchiveIcon aria-hidden="true" />
            </Button>
          )}
          {onRestore && (
            <Button variant="outline" size="sm" onClick={() => onRestore(p)} data-testid="procedure-restore">
              <ArchiveRestoreIcon aria-hidden="true" />
              {t("governanceProcedures:actions.restore")}
            </Button>
          )}
        </div>
      );
    },
  });
  return columns;
}
