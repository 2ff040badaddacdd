import type { UseQueryResult } from "@tanstack/react-query";
import { COMPLIANCE_STATUSES } from "@tprm/api/schemas";
import { Card, Skeleton } from "@tprm/ui";
import { useTranslation } from "react-i18next";
import { QueryErrorAlert } from "../../components/QueryErrorAlert";
import { formatCalendarDate, formatCount } from "../../lib/format";
import type { RequirementsAnswer } from "./types";

/** The hero: requirements tracked, how many stand at each status, and the open gaps, as of the organisation's day. */
export function ComplianceSummary({ query }: { query: UseQueryResult<RequirementsAnswer, unknown> }) {
  const { t } = useTranslation(["compliance"]);
  if (query.isError) {
    return (
      <div className="mb-6">
        <QueryErrorAlert
          title={t("compliance:summary.loadFailed")}
          error={query.error}
          fallback={t("compliance:summary.loadFailed")}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </div>
    );
  }
  const data = query.data;
  const openGaps = data ? new Map(data.data.flatMap((r) => r.gaps.map((g) => [g.kind, g.count]))) : null;
  const gapTotal = openGaps ? [...openGaps.values()].reduce((a, b) => a + b, 0) : null;
  const items: { key: string; label: string; value: number | null }[] = [
    { key: "total", label: t("compliance:summary.total"), value: data?.summary.total ?? null },
    ...COMPLIANCE_STATUSES.filter((s) => s !== "not_applicable").map((s) => ({
      key: s,
      label: t(`compliance:status.${s}`),
      value: data ? (data.summary.byStatus[s] ?? 0) : null,
    })),
    { key: "gaps", label: t("compliance:summary.openGaps"), value: gapTotal },
  ];
  return (
    <div className="mb-6 space-y-2">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6" aria-label={t("compliance:summary.label")}>
        {items.map((item) => (
          <li key={item.key}>
            <Card
              className="h-full gap-1 bg-gradient-to-br from-primary/10 to-transparent p-4"
              data-testid={`summary-${item.key}`}
            >
              <span className="text-sm font-medium text-muted-foreground">{item.label}</span>
              {item.value === null ? (
                <Skeleton className="h-7 w-12" />
              ) : (
                <span className="text-2xl font-semibold tabular-nums">{formatCount(item.value)}</span>
              )}
            </Card>
          </li>
        ))}
      </ul>
      {data && (
        <p className="text-sm text-muted-foreground">
          {t("compliance:summary.asOf", { date: formatCalendarDate(data.asOf) })}
        </p>
      )}
    </div>
  );
}
