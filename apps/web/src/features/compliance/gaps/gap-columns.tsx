import type { ColumnDef } from "@tanstack/react-table";
import type { TFunction } from "i18next";
import { Link } from "react-router";
import { formatCalendarDate } from "../../../lib/format";
import { recordPath } from "../compliance-labels";
import type { Gap } from "../types";

/** Why, in the reader's language: the missing clauses by name, a policy's own gap text, or the reason's sentence. */
function why(t: TFunction, gap: Gap): string {
  if (gap.reason === "missing_clauses") {
    return t("compliance:reason.missing_clauses", {
      clauses: gap.missing.map((c) => t(`compliance:clause.${c}`)).join(", "),
    });
  }
  if (gap.reason === "policy_gaps") return gap.detail;
  return t(`compliance:reason.${gap.reason}`);
}

/** The gaps table: kind, record (a link where the role may open it), why, since when. */
export function gapColumns(t: TFunction, mayOpenPath: (path: string) => boolean): ColumnDef<Gap, unknown>[] {
  return [
    {
      id: "kind",
      header: t("compliance:gaps.columns.kind"),
      cell: ({ row }) => <span className="font-medium">{t(`compliance:gapKind.${row.original.kind}`)}</span>,
      meta: { cellClassName: "min-w-48" },
    },
    {
      id: "record",
      header: t("compliance:gaps.columns.record"),
      cell: ({ row }) => {
        const gap = row.original;
        const path = recordPath(gap);
        return (
          <div className="min-w-40">
            {path && mayOpenPath(path) ? (
              <Link to={path} className="text-primary underline underline-offset-4 hover:no-underline">
                {gap.label}
              </Link>
            ) : (
              <span>{gap.label}</span>
            )}
            {gap.reference && <div className="text-xs text-muted-foreground">{gap.reference}</div>}
          </div>
        );
      },
    },
    {
      id: "why",
      header: t("compliance:gaps.columns.why"),
      cell: ({ row }) => <span data-testid="gap-why">{why(t, row.original)}</span>,
      meta: { cellClassName: "min-w-56" },
    },
    {
      id: "since",
      header: t("compliance:gaps.columns.since"),
      cell: ({ row }) => formatCalendarDate(row.original.since),
      meta: { cellClassName: "whitespace-nowrap" },
    },
  ];
}
