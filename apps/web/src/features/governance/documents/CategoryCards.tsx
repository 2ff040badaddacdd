import type { UseQueryResult } from "@tanstack/react-query";
import { Button, Card, cn, Progress, Skeleton } from "@tprm/ui";
import { FolderOpenIcon, PencilIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { QueryErrorAlert } from "../../../components/QueryErrorAlert";
import { formatDate, formatDecimal } from "../../../lib/format";
import { complianceBarClass } from "./documents-view";
import type { DocumentCategory } from "./types";

/**
 * The category cards (001 §2.2): count, compliance rate with its coloured bar, owner and last update — all computed
 * by the server from the category's documents — and Browse Documents, which lists the category's documents.
 */
export function CategoryCards({
  query,
  browsing,
  onBrowse,
  onEdit,
}: {
  query: UseQueryResult<DocumentCategory[], unknown>;
  browsing: string | null;
  onBrowse: (category: DocumentCategory) => void;
  onEdit?: ((category: DocumentCategory) => void) | undefined;
}) {
  const { t } = useTranslation(["governanceDocuments"]);
  if (query.isPending) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-44 w-full" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <QueryErrorAlert
        title={t("governanceDocuments:categories.loadFailed")}
        error={query.error}
        fallback={t("governanceDocuments:categories.loadFailedHint")}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (query.data.length === 0) {
    return (
      <Card className="items-center p-8 text-center" data-testid="categories-empty">
        <p className="font-medium">{t("governanceDocuments:categories.empty")}</p>
        <p className="text-sm text-muted-foreground">
          {onEdit ? t("governanceDocuments:categories.emptyHintManage") : t("governanceDocuments:categories.emptyHint")}
        </p>
      </Card>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label={t("governanceDocuments:categories.label")}>
      {query.data.map((category) => (
        <li key={category.id}>
          <CategoryCard
            category={category}
            current={browsing === category.id}
            onBrowse={() => onBrowse(category)}
            onEdit={onEdit ? () => onEdit(category) : undefined}
          />
        </li>
      ))}
    </ul>
  );
}

function CategoryCard({
  category,
  current,
  onBrowse,
  onEdit,
}: {
  category: DocumentCategory;
  current: boolean;
  onBrowse: () => void;
  onEdit?: (() => void) | undefined;
}) {
  const { t } = useTranslation(["governanceDocuments"]);
  const rate = category.complianceRate;
  const rateText =
    rate === null
      ? t("governanceDocuments:categories.noRate")
      : t("governanceDocuments:percent", { value: formatDecimal(rate, 1, 1) });
  return (
    <Card
      className={cn("h-full gap-3 p-4", current && "ring-2 ring-primary")}
      data-testid="category-card"
      data-category-id={category.id}
    >
      <div className="flex items-start justify-between gap-2">
        <h3 className="min-w-0 break-words font-semibold leading-snug" data-testid="category-name">
          {category.name}
        </h3>
        {onEdit && (
          <Button
            variant="ghost"
            size="icon"
            className="-mt-1 -mr-2 shrink-0"
            aria-label={t("governanceDocuments:categories.editNamed", { name: category.name })}
            onClick={onEdit}
            data-testid="category-edit"
          >
            <PencilIcon aria-hidden="true" />
          </Button>
        )}
      </div>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
        <div>
          <dt className="text-muted-foreground">{t("governanceDocuments:categories.count")}</dt>
          <dd className="font-medium tabular-nums" data-testid="category-count">
            {category.documents}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t("governanceDocuments:categories.compliance")}</dt>
          <dd className="font-medium tabular-nums" data-testid="category-rate">
            {rateText}
          </dd>
        </div>
      </dl>
      <Progress
        value={rate ?? 0}
        indicatorClassName={complianceBarClass(rate)}
        aria-label={t("governanceDocuments:categories.complianceOf", { name: category.name })}
        aria-valuetext={rateText}
        data-testid="category-bar"
      />
      <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
        <div className="min-w-0">
          <dt className="text-muted-foreground">{t("governanceDocuments:categories.owner")}</dt>
          <dd className="truncate" title={category.owner ?? undefined}>
            {category.owner ?? t("governanceDocuments:categories.noOwner")}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t("governanceDocuments:categories.lastUpdated")}</dt>
          <dd data-testid="category-updated">
            {formatDate(category.lastUpdated, t("governanceDocuments:categories.never"))}
          </dd>
        </div>
      </dl>
      <Button
        variant={current ? "secondary" : "outline"}
        className="mt-auto"
        onClick={onBrowse}
        aria-pressed={current}
        data-testid="category-browse"
      >
        <FolderOpenIcon aria-hidden="true" />
        {t("governanceDocuments:categories.browse")}
      </Button>
    </Card>
  );
}
