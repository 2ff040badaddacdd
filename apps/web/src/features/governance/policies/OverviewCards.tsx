import type { UseQueryResult } from "@tanstack/react-query";
import {
  Badge,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  cn,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@tprm/ui";
import { AlertTriangleIcon, CheckCircle2Icon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { QueryErrorAlert } from "../../../components/QueryErrorAlert";
import { formatCalendarDate, formatCount } from "../../../lib/format";
import { PolicyStatusChip } from "./policy-columns";
import { complianceTone, reviewBadgeClassName } from "./policy-format";
import type { PolicyItem, PolicyOverview } from "./types";

const TONE = {
  good: "text-emerald-700 dark:text-emerald-400",
  warn: "text-amber-700 dark:text-amber-400",
  bad: "text-red-700 dark:text-red-400",
};

/**
 * The Policy Validation & Compliance Monitoring card and the Upcoming Policy Reviews table (001 §2.2), from the
 * overview the server computes: policy compliance (Approved or Active share), the policies under a regulatory
 * framework with a gap icon, and the reviews due in more than 0 and at most 90 days.
 */
export function OverviewCards({
  query,
  onView,
}: {
  query: UseQueryResult<PolicyOverview, unknown>;
  onView: (p: PolicyItem) => void;
}) {
  const { t } = useTranslation(["governancePolicies"]);
  if (query.isPending) {
    return (
      <div className="grid gap-4 lg:grid-cols-2" aria-hidden="true">
        <Skeleton className="h-56 w-full" />
        <Skeleton className="h-56 w-full" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <QueryErrorAlert
        title={t("governancePolicies:overview.loadFailed")}
        error={query.error}
        fallback={t("governancePolicies:overview.loadFailed")}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const o = query.data;
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <Card data-testid="policy-monitoring">
        <CardHeader>
          <CardTitle>{t("governancePolicies:overview.monitoringTitle")}</CardTitle>
          <p className="text-sm text-muted-foreground">
            <span
              className={cn(
                "text-2xl font-semibold tabular-nums",
                // No policies: no figure (never a made-up 0 %), in the muted colour.
                o.compliancePercent === null ? "text-muted-foreground" : TONE[complianceTone(o.compliancePercent)],
              )}
              data-testid="policy-compliance"
            >
              {o.compliancePercent === null
                ? t("governancePolicies:overview.noFigure")
                : t("governancePolicies:overview.percent", { value: o.compliancePercent })}
            </span>{" "}
            {t("governancePolicies:overview.compliance", {
              approved: formatCount(o.approved),
              total: formatCount(o.total),
            })}
          </p>
        </CardHeader>
        <CardContent>
          {o.monitored.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("governancePolicies:overview.noFramework")}</p>
          ) : (
            <ul
              className="grid max-h-64 gap-2 overflow-y-auto"
              aria-label={t("governancePolicies:overview.monitoringTitle")}
            >
              {o.monitored.map((p) => (
                <li key={p.id} className="flex items-start gap-2" data-testid="monitored-policy">
                  {p.complianceGaps.length > 0 ? (
                    <AlertTriangleIcon
                      className="mt-0.5 size-4 shrink-0 text-amber-600"
                      aria-label={t("governancePolicies:overview.gapIcon")}
                      data-testid="gap-icon"
                    />
                  ) : (
                    <CheckCircle2Icon
                      className="mt-0.5 size-4 shrink-0 text-emerald-600"
                      aria-label={t("governancePolicies:overview.noGapIcon")}
                    />
                  )}
                  <div className="grid min-w-0">
                    <button
                      type="button"
                      className="truncate text-left text-sm font-medium hover:underline"
                      onClick={() => onView(p)}
                    >
                      {p.name}
                    </button>
                    <span className="text-xs text-muted-foreground">
                      {p.regulatoryFramework}
                      {p.complianceGaps.length > 0 &&
                        ` · ${t("governancePolicies:overview.gaps", { count: p.complianceGaps.length, list: p.complianceGaps.join("; ") })}`}
                    </span>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <Card data-testid="upcoming-reviews">
        <CardHeader>
          <CardTitle>{t("governancePolicies:reviews.title")}</CardTitle>
          <p className="text-sm text-muted-foreground">{t("governancePolicies:reviews.description")}</p>
        </CardHeader>
        <CardContent className="overflow-x-auto">
          {o.upcomingReviews.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("governancePolicies:reviews.empty")}</p>
          ) : (
            <Table className="min-w-[520px]" aria-label={t("governancePolicies:reviews.title")}>
              <TableHeader>
                <TableRow>
                  <TableHead>{t("governancePolicies:reviews.policy")}</TableHead>
                  <TableHead>{t("governancePolicies:reviews.due")}</TableHead>
                  <TableHead>{t("governancePolicies:reviews.days")}</TableHead>
                  <TableHead>{t("governancePolicies:reviews.owner")}</TableHead>
                  <TableHead>{t("governancePolicies:reviews.status")}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {o.upcomingReviews.map((p) => (
                  <TableRow key={p.id} data-testid="review-row">
                    <TableCell className="max-w-48 truncate font-medium">{p.name}</TableCell>
                    <TableCell className="whitespace-nowrap tabular-nums">{formatCalendarDate(p.reviewDate)}</TableCell>
                    <TableCell>
                      <Badge className={reviewBadgeClassName(p.daysToReview)} data-testid="review-days">
                        {t("governancePolicies:reviews.daysLeft", { count: p.daysToReview })}
                      </Badge>
                    </TableCell>
                    <TableCell className="max-w-40 truncate">{p.owner}</TableCell>
                    <TableCell>
                      <PolicyStatusChip t={t} status={p.status} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
