import type { ColumnDef } from "@tanstack/react-table";
import { fileDownloadUrl } from "@tprm/api/schemas";
import { Badge, Button } from "@tprm/ui";
import type { TFunction } from "i18next";
import { DownloadIcon, EyeIcon } from "lucide-react";
import { formatCalendarDate, formatDate } from "../../../lib/format";
import { COMPLIANCE_BADGE, STATUS_BADGE } from "./documents-view";
import type { RepositoryDocument } from "./types";

export function StatusBadge({ t, status }: { t: TFunction; status: RepositoryDocument["status"] }) {
  return (
    <Badge variant={STATUS_BADGE[status]} data-testid="document-status">
      {t(`governanceDocuments:status.${status}`)}
    </Badge>
  );
}

export function ComplianceBadge({ t, compliance }: { t: TFunction; compliance: RepositoryDocument["compliance"] }) {
  return (
    <Badge variant={COMPLIANCE_BADGE[compliance]} data-testid="document-compliance">
      {t(`governanceDocuments:compliance.${compliance}`)}
    </Badge>
  );
}

/** The recent documents' columns (001 §2.2): title, category, status, owner, review date, compliance, updated. */
export function documentColumns({
  t,
  onView,
}: {
  t: TFunction;
  onView: (document: RepositoryDocument) => void;
}): ColumnDef<RepositoryDocument>[] {
  return [
    {
      id: "title",
      header: t("governanceDocuments:table.title"),
      meta: { headClassName: "pl-4", cellClassName: "min-w-56 max-w-80 pl-4", skeletonClassName: "w-48" },
      cell: ({ row }) => (
        <span className="block truncate font-medium" title={row.original.title} data-testid="document-title">
          {row.original.title}
        </span>
      ),
    },
    {
      id: "category",
      header: t("governanceDocuments:table.category"),
      meta: { cellClassName: "max-w-48" },
      cell: ({ row }) => (
        <span className="block truncate" title={row.original.category.name} data-testid="document-category">
          {row.original.category.name}
        </span>
      ),
    },
    {
      id: "status",
      header: t("governanceDocuments:table.status"),
      cell: ({ row }) => <StatusBadge t={t} status={row.original.status} />,
    },
    {
      id: "owner",
      header: t("governanceDocuments:table.owner"),
      meta: { cellClassName: "max-w-44" },
      cell: ({ row }) => (
        <span className="block truncate" title={row.original.owner}>
          {row.original.owner}
        </span>
      ),
    },
    {
      id: "reviewDate",
      header: t("governanceDocuments:table.reviewDate"),
      meta: { cellClassName: "whitespace-nowrap tabular-nums" },
      cell: ({ row }) => formatCalendarDate(row.original.reviewDate),
    },
    {
      id: "compliance",
      header: t("governanceDocuments:table.compliance"),
      cell: ({ row }) => <ComplianceBadge t={t} compliance={row.original.compliance} />,
    },
    {
      id: "updatedAt",
      header: t("governanceDocuments:table.updated"),
      meta: { cellClassName: "whitespace-nowrap tabular-nums" },
      cell: ({ row }) => formatDate(row.original.updatedAt),
    },
    {
      id: "actions",
      header: () => <span className="sr-only">{t("governanceDocuments:table.actions")}</span>,
      meta: { cellClassName: "pr-4 text-right whitespace-nowrap" },
      cell: ({ row }) => {
        const d = row.original;
        return (
          <div className="flex justify-end gap-1">
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onView(d)}
              aria-label={t("governanceDocuments:table.viewNamed", { title: d.title })}
              data-testid="document-view"
            >
              <EyeIcon aria-hidden="true" />
              {t("governanceDocuments:table.view")}
            </Button>
            {d.file ? (
              <Button variant="ghost" size="sm" asChild>
                <a
                  href={fileDownloadUrl(d.file.id)}
                  aria-label={t("governanceDocuments:table.downloadNamed", { title: d.title, file: d.file.filename })}
                  data-testid="document-download"
                >
                  <DownloadIcon aria-hidden="true" />
                  {t("governanceDocuments:table.download")}
                </a>
              </Button>
            ) : (
              <Button
                variant="ghost"
                size="sm"
                disabled
                title={t("governanceDocuments:table.noFile")}
                aria-label={t("governanceDocuments:table.noFileNamed", { title: d.title })}
              >
                <DownloadIcon aria-hidden="true" />
                {t("governanceDocuments:table.download")}
              </Button>
            )}
          </div>
        );
      },
    },
  ];
}
