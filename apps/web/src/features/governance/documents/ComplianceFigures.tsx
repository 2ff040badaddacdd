import type { UseQueryResult } from "@tanstack/react-query";
import { Card, Progress, Skeleton } from "@tprm/ui";
import { useTranslation } from "react-i18next";
import { QueryErrorAlert } from "../../../components/QueryErrorAlert";
import { formatDecimal } from "../../../lib/format";
import { complianceBarClass } from "./documents-view";
import type { GovernanceFigures } from "./types";

/**
 * The tab's two figures (001 §2.2): average document compliance (the mean of the categories' rates, categories
 * without documents left out) and policy compliance (the approved share of policies). No figure: said so.
 */
export function ComplianceFigures({ query }: { query: UseQueryResult<GovernanceFigures, unknown> }) {
  const { t } = useTranslation(["governanceDocuments"]);
  if (query.isPending) {
    return (
      <div className="grid gap-4 sm:grid-cols-2" aria-hidden="true">
        <Skeleton className="h-28 w-full" />
        <Skeleton className="h-28 w-full" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <QueryErrorAlert
        title={t("governanceDocuments:figures.loadFailed")}
        error={query.error}
        fallback={t("governanceDocuments:figures.loadFailedHint")}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const figures = query.data;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Figure
        testId="average-document-compliance"
        label={t("governanceDocuments:figures.average")}
        value={figures.averageDocumentCompliance}
        hint={t("governanceDocuments:figures.averageHint", { count: figures.categoriesWithRate })}
        none={t("governanceDocuments:figures.averageNone")}
      />
      <Figure
        testId="policy-compliance"
        label={t("governanceDocuments:figures.policy")}
        value={figures.policyCompliance}
        hint={t("governanceDocuments:figures.policyHint", {
          approved: figures.approvedPolicies,
          count: figures.policies,
        })}
        none={t("governanceDocuments:figures.policyNone")}
      />
    </div>
  );
}

function Figure({
  testId,
  label,
  value,
  hint,
  none,
}: {
  testId: string;
  label: string;
  value: number | null;
  hint: string;
  none: string;
}) {
  const { t } = useTranslation(["governanceDocuments"]);
  const text = value === null ? none : t("governanceDocuments:percent", { value: formatDecimal(value, 1, 1) });
  return (
    <Card className="gap-2 p-4" data-testid={testId}>
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className="text-2xl font-semibold tabular-nums" data-testid={`${testId}-value`}>
        {text}
      </p>
      <Progress
        value={value ?? 0}
        indicatorClassName={complianceBarClass(value)}
        aria-label={label}
        aria-valuetext={text}
      />
      <p className="text-xs text-muted-foreground">{value === null ? "" : hint}</p>
    </Card>
  );
}
