import type { ColumnDef } from "@tanstack/react-table";
import {
  Badge,
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@tprm/ui";
import type { TFunction } from "i18next";
import {
  ArchiveIcon,
  ArchiveRestoreIcon,
  DownloadIcon,
  EyeIcon,
  MoreHorizontalIcon,
  PencilIcon,
  ShieldIcon,
} from "lucide-react";
import { RiskLevelChip } from "../../../components/RiskLevelChip";
import { formatCalendarDate, formatDate } from "../../../lib/format";
import { AcknowledgementCounts } from "../acknowledgements/AcknowledgementCounts";
import { fileDownloadUrl } from "../send-file";
import type { PolicySort } from "./policies-view";
import { policyStatusClassName } from "./policy-format";
import type { PolicyItem } from "./types";

export function PolicyStatusChip({ t, status }: { t: TFunction; status: PolicyItem["status"] }) {
  return (
    <Badge className={policyStatusClassName(status)} data-testid="policy-status">
      {t(`governancePolicies:status.${status}`)}
    </Badge>
  );
}

export interface RowActions {
  onView: (p: PolicyItem) => void;
  onEdit?: ((p: PolicyItem) => void) | undefined;
  onArchive?: ((p: PolicyItem) => void) | undefined;
  onRestore?: ((p: PolicyItem) => void) | undefined;
  /** Whether the signed-in role may edit this policy (IT Security: security policies only). */
  mayEdit: (p: PolicyItem) => boolean;
}

const sortable = (id: PolicySort) => ({ id, enableSorting: true });

/** The policies table's columns (001 §2.2) and the row menu: Edit Details, View Details, Download, Archive Policy. */
export function policyColumns(t: TFunction, actions: RowActions): ColumnDef<PolicyItem>[] {
  return [
    {
      ...sortable("name"),
      header: t("governancePolicies:table.policy"),
      meta: { cellClassName: "min-w-56 max-w-80", skeletonClassName: "w-48" },
      cell: ({ row }) => (
        <div className="grid min-w-0">
          <button
            type="button"
            className="truncate text-left font-medium hover:underline"
            title={row.original.name}
            onClick={() => actions.onView(row.original)}
            data-testid="policy-name"
          >
            {row.original.securityPolicy && (
              <ShieldIcon className="mr-1 inline size-3.5" aria-label={t("governancePolicies:table.securityMark")} />
            )}
            {row.original.name}
          </button>
          <span className="font-mono text-xs text-muted-foreground">
            {row.original.reference} · {t("governancePolicies:table.versionShort", { version: row.original.version })}
          </span>
          {row.original.acknowledgements && row.original.acknowledgements.total > 0 && (
            <AcknowledgementCounts counts={row.original.acknowledgements} />
          )}
        </div>
      ),
    },
    {
      ...sortable("owner"),
      header: t("governancePolicies:table.owner"),
      meta: { cellClassName: "max-w-44" },
      cell: ({ row }) => (
        <span className="block truncate" title={row.original.owner}>
          {row.original.owner}
        </span>
      ),
    },
    {
      id: "category",
      header: t("governancePolicies:table.category"),
      meta: { cellClassName: "max-w-44" },
      cell: ({ row }) => <span className="block truncate">{row.original.category ?? "—"}</span>,
    },
    {
      ...sortable("riskRating"),
      header: t("governancePolicies:table.risk"),
      cell: ({ row }) => (
        <RiskLevelChip risk={row.original.riskRating} label={t(`governancePolicies:risk.${row.original.riskRating}`)} />
      ),
    },
    {
      ...sortable("reviewDate"),
      header: t("governancePolicies:table.reviewDate"),
      meta: { cellClassName: "whitespace-nowrap tabular-nums" },
      cell: ({ row }) => formatCalendarDate(row.original.reviewDate),
    },
    {
      ...sortable("status"),
      header: t("governancePolicies:table.status"),
      cell: ({ row }) => <PolicyStatusChip t={t} status={row.original.status} />,
    },
    {
      ...sortable("updatedAt"),
      header: t("governancePolicies:table.updated"),
      meta: { cellClassName: "whitespace-nowrap tabular-nums" },
      cell: ({ row }) =>
        row.original.archived ? formatDate(row.original.archivedAt) : formatDate(row.original.updatedAt),
    },
    {
      id: "actions",
      header: () => <span className="sr-only">{t("governancePolicies:table.actions")}</span>,
      meta: { cellClassName: "pr-4 text-right" },
      cell: ({ row }) => <RowMenu t={t} policy={row.original} actions={actions} />,
    },
  ];
}

function RowMenu({ t, policy: p, actions }: { t: TFunction; policy: PolicyItem; actions: RowActions }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t("governancePolicies:menu.label", { name: p.name })}
          data-testid="policy-menu"
        >
          <MoreHorizontalIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {actions.onEdit && actions.mayEdit(p) && !p.archived && (
          <DropdownMenuItem onSelect={() => actions.onEdit?.(p)} data-testid="policy-edit">
            <PencilIcon aria-hidden="true" />
            {t("governancePolicies:menu.edit")}
          </DropdownMenuItem>
        )}
        <DropdownMenuItem onSelect={() => actions.onView(p)} data-testid="policy-view">
          <EyeIcon aria-hidden="true" />
          {t("governancePolicies:menu.view")}
        </DropdownMenuItem>
        {p.file ? (
          <DropdownMenuItem asChild data-testid="policy-download">
            <a href={fileDownloadUrl(p.file.id)}>
              <DownloadIcon aria-hidden="true" />
              {t("governancePolicies:menu.download")}
            </a>
          </DropdownMenuItem>
        ) : (
          <DropdownMenuItem disabled>
            <DownloadIcon aria-hidden="true" />
            {t("governancePolicies:menu.noDocument")}
          </DropdownMenuItem>
        )}
        {/* Acknowledgements: the acknowledgements part adds "Send for acknowledgement" and its counts here. */}
        {actions.onArchive && !p.archived && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem
              variant="destructive"
              onSelect={() => actions.onArchive?.(p)}
              data-testid="policy-archive"
            >
              <ArchiveIcon aria-hidden="true" />
              {t("governancePolicies:menu.archive")}
            </DropdownMenuItem>
          </>
        )}
        {actions.onRestore && p.archived && (
          <DropdownMenuItem onSelect={() => actions.onRestore?.(p)} data-testid="policy-restore">
            <ArchiveRestoreIcon aria-hidden="true" />
            {t("governancePolicies:menu.restore")}
          </DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
