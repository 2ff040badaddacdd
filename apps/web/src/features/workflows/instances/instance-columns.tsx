import type { ColumnDef } from "@tanstack/react-table";
import { Badge, cn, Progress } from "@tprm/ui";
import type { TFunction } from "i18next";
import { AlertTriangleIcon } from "lucide-react";
import { Link } from "react-router";
import { RiskLevelChip } from "../../../components/RiskLevelChip";
import { formatCalendarDate, formatCount } from "../../../lib/format";
import type { WorkflowRow } from "../types";
import { stepLabel } from "../workflow-labels";
import { progressClassName, statusChipClassName } from "../workflows-format";
import { RowMenu, type RowMenuActions } from "./RowMenu";

const sortable = true;

/** The instances table's columns (001 §2.4); the ids of sortable columns are the server's sort columns. */
export function instanceColumns({
  t,
  recordHref,
  actions,
}: {
  t: TFunction;
  recordHref: (id: string) => string;
  actions: RowMenuActions;
}): ColumnDef<WorkflowRow>[] {
  return [
    {
      // The name opens the record; the reference and the vendor ('TBD' when none yet) read under it.
      id: "name",
      enableSorting: sortable,
      header: t("workflows:table.name"),
      meta: { headClassName: "pl-4", cellClassName: "min-w-56 max-w-72 py-2.5 pl-4", skeletonClassName: "w-48" },
      cell: ({ row }) => {
        const w = row.original;
        return (
          <>
            <Link
              to={recordHref(w.id)}
              title={w.name}
              data-testid="workflow-name"
              className="block truncate rounded-sm font-medium text-foreground underline-offset-4 outline-none hover:text-primary hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              {w.name}
            </Link>
            <span className="block truncate text-xs text-muted-foreground">
              <span className="font-mono" data-testid="workflow-reference">
                {w.reference}
              </span>
              <span aria-hidden="true"> · </span>
              <span className="sr-only">, {t("workflows:table.vendor")}: </span>
              <span data-testid="workflow-vendor">{w.vendor?.name ?? t("workflows:table.vendorTbd")}</span>
            </span>
          </>
        );
      },
    },
    {
      id: "type",
      enableSorting: sortable,
      header: t("workflows:table.type"),
      meta: { cellClassName: "min-w-32 whitespace-normal" },
      cell: ({ row }) => t(`workflows:types.${row.original.type}`),
    },
    {
      id: "currentStep",
      header: t("workflows:table.currentStep"),
      meta: { cellClassName: "min-w-36 whitespace-normal" },
      cell: ({ row }) => <span data-testid="workflow-step">{stepLabel(t, row.original.currentStep)}</span>,
    },
    {
      id: "owner",
      header: t("workflows:table.owner"),
      meta: { cellClassName: "max-w-36 truncate", cellProps: (w) => ({ title: w.owner.name }) },
      cell: ({ row }) => <span data-testid="workflow-owner">{row.original.owner.name}</span>,
    },
    {
      id: "priority",
      header: t("workflows:table.priority"),
      cell: ({ row }) => (
        <RiskLevelChip
          risk={row.original.priority}
          label={t(`workflows:levels.${row.original.priority}`)}
          srPrefix={t("workflows:table.priorityPrefix")}
          testId="workflow-priority"
        />
      ),
    },
    {
      id: "risk",
      header: t("workflows:table.risk"),
      cell: ({ row }) => (
        <RiskLevelChip
          risk={row.original.riskRating}
          label={t(`workflows:levels.${row.original.riskRating}`)}
          srPrefix={t("workflows:table.riskPrefix")}
          testId="workflow-risk"
        />
      ),
    },
    {
      id: "progress",
      header: t("workflows:table.progress"),
      meta: { cellClassName: "min-w-32" },
      cell: ({ row }) => {
        const w = row.original;
        return (
          <span className="flex items-center gap-2">
            <Progress
              value={w.progress}
              className="w-20"
              indicatorClassName={progressClassName(w.progress, w.overdue)}
              aria-label={t("workflows:table.progressOf", { name: w.name })}
            />
            <span className="text-xs tabular-nums" data-testid="workflow-progress">
              {t("workflows:percent", { n: formatCount(w.progress) })}
            </span>
          </span>
        );
      },
    },
    {
      id: "status",
      enableSorting: sortable,
      header: t("workflows:table.status"),
      cell: ({ row }) => {
        const w = row.original;
        return (
          <span className="grid justify-items-start gap-1">
            <Badge
              variant="outline"
              className={cn("whitespace-nowrap", statusChipClassName(w.displayStatus))}
              data-testid="workflow-status"
              data-status={w.displayStatus}
            >
              {w.overdue && <AlertTriangleIcon aria-hidden="true" />}
              {t(`workflows:displayStatus.${w.displayStatus}`)}
            </Badge>
            <span className={cn("text-xs whitespace-nowrap", w.overdue ? "font-medium" : "text-muted-foreground")}>
              {t("workflows:table.target", { date: formatCalendarDate(w.targetDate) })}
            </span>
          </span>
        );
      },
    },
    {
      id: "actions",
      header: () => <span className="sr-only">{t("workflows:table.actions")}</span>,
      meta: { headClassName: "w-12 pr-4", cellClassName: "pr-4 text-right" },
      cell: ({ row }) => <RowMenu row={row.original} actions={actions} />,
    },
  ];
}
