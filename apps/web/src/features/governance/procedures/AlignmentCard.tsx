import type { UseQueryResult } from "@tanstack/react-query";
import { Card, CardContent, CardHeader, CardTitle, Skeleton } from "@tprm/ui";
import { useTranslation } from "react-i18next";
import { QueryErrorAlert } from "../../../components/QueryErrorAlert";
import { formatCount } from "../../../lib/format";
import { alignmentLabel } from "./procedure-format";
import type { AlignmentSummary } from "./types";

/**
 * The monitoring card (001 §2.2, issue 15): how many procedures carry out a policy in force, and which do not —
 * no policy linked, the policy archived, or the policy expired (status Expired or review date passed).
 */
export function AlignmentCard({ query }: { query: UseQueryResult<AlignmentSummary, unknown> }) {
  const { t } = useTranslation(["governanceProcedures", "common"]);
  const data = query.data;
  const figures = data
    ? ([
        ["aligned", data.aligned],
        ["missing", data.missing],
        ["archived", data.archived],
        ["expired", data.expired],
      ] as const)
    : [];
  return (
    <Card className="gap-3 p-4 sm:p-5" data-testid="procedure-alignment">
      <CardHeader className="p-0">
        <CardTitle className="text-base">{t("governanceProcedures:alignmentCard.title")}</CardTitle>
        <p className="text-sm text-muted-foreground">{t("governanceProcedures:alignmentCard.description")}</p>
      </CardHeader>
      <CardContent className="grid gap-3 p-0">
        {query.isError && !data ? (
          <QueryErrorAlert
            error={query.error}
            title={t("governanceProcedures:alignmentCard.failed")}
            fallback={t("governanceProcedures:table.loadFailedHint")}
            onRetry={() => query.refetch()}
          />
        ) : !data ? (
          <Skeleton className="h-16 w-full" />
        ) : (
          <>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {figures.map(([kind, count]) => (
                <div key={kind} className="rounded-md border p-3" data-testid={`alignment-${kind}`}>
                  <dt className="text-xs text-muted-foreground">{alignmentLabel(t, kind)}</dt>
                  <dd className="text-2xl font-semibold tabular-nums">{formatCount(count)}</dd>
                </div>
              ))}
            </dl>
            {data.rows.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                {data.total === 0
                  ? t("governanceProcedures:alignmentCard.none")
                  : t("governanceProcedures:alignmentCard.allAligned")}
              </p>
            ) : (
              <ul className="grid gap-1 text-sm" aria-label={t("governanceProcedures:alignmentCard.listLabel")}>
                {data.rows.slice(0, 8).map((row) => (
                  <li key={row.id} className="flex flex-wrap justify-between gap-x-3">
                    <span className="font-medium">{row.name}</span>
                    <span className="text-muted-foreground">
                      {alignmentLabel(t, row.alignment)}
                      {row.policy ? ` · ${row.policy.name}` : ""}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
