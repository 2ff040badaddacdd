import { useQuery } from "@tanstack/react-query";
import { Badge, Button, Skeleton } from "@tprm/ui";
import { PlusIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatCalendarDate, formatDecimal } from "../../../lib/format";
import { useTRPC } from "../../../lib/trpc";
import { RiskChip } from "../VendorChips";
import { VendorLoadError } from "../VendorLoadError";
import { RecordReferenceLink, SeeAllLine } from "./RecordListParts";

/** How many of the vendor's assessments the record lists (newest first); the centre lists them all. */
const SHOWN = 10;

const STATUS_VARIANT = { draft: "outline", in_progress: "secondary", completed: "success" } as const;

/** The vendor's risk assessments, newest first (riskAssessments.list by vendor); the tab's count comes from it too. */
export function useVendorAssessments(vendorId: string, enabled: boolean) {
  const trpc = useTRPC();
  return useQuery(
    trpc.riskAssessments.list.queryOptions(
      { vendorId, limit: SHOWN, sort: "assessmentDate", order: "desc" },
      { enabled },
    ),
  );
}

/**
 * The vendor's risk assessments: reference, type, date, status, overall risk and score, next review, each linking to
 * its detail in the Risk Assessment Centre (/risk-assessment?assessment=<id>). Shown to the roles that may view
 * risk assessments; those who may create one start it here with the vendor chosen.
 */
export function AssessmentsTab({ vendorId, canCreate }: { vendorId: string; canCreate: boolean }) {
  const { t } = useTranslation(["vendorRecord", "vendors"]);
  const list = useVendorAssessments(vendorId, true);

  if (list.isPending) {
    return (
      <div className="grid gap-3" aria-hidden="true">
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-20 w-full" />
      </div>
    );
  }
  if (list.isError) {
    return (
      <VendorLoadError
        error={list.error}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
        message={t("vendorRecord:assessments.loadFailed")}
      />
    );
  }

  const { items, pagination } = list.data;
  return (
    <div className="grid gap-4">
      {canCreate && (
        <div>
          <Button size="sm" variant="outline" asChild>
            <Link to={`/risk-assessment?new=${encodeURIComponent(vendorId)}`}>
              <PlusIcon aria-hidden="true" />
              {t("vendorRecord:assessments.new")}
            </Link>
          </Button>
        </div>
      )}
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("vendorRecord:assessments.empty")}</p>
      ) : (
        <ul className="grid gap-3" aria-label={t("vendorRecord:assessments.label")}>
          {items.map((a) => (
            <li key={a.id} className="grid gap-2 rounded-lg border p-4" data-testid="vendor-assessment">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <RecordReferenceLink
                  to={`/risk-assessment?assessment=${encodeURIComponent(a.id)}`}
                  label={t("vendorRecord:assessments.open", { reference: a.reference })}
                  reference={a.reference}
                />
                <div className="flex flex-wrap items-center gap-2">
                  <Badge variant={STATUS_VARIANT[a.status]} data-testid="vendor-assessment-status">
                    {t(`vendorRecord:assessments.status.${a.status}`)}
                  </Badge>
                  <RiskChip
                    risk={a.overallRisk}
                    prefix={t("vendorRecord:assessments.overallRisk")}
                    testId="vendor-assessment-risk"
                  />
                </div>
              </div>
              <p className="text-sm text-muted-foreground">
                {t(`vendorRecord:assessments.type.${a.type}`)}
                {" · "}
                {t("vendorRecord:assessments.assessedOn", { date: formatCalendarDate(a.assessmentDate) })}
                {a.overallScore !== null && (
                  <>
                    {" · "}
                    {t("vendorRecord:assessments.score", { score: formatDecimal(a.overallScore, 2) })}
                  </>
                )}
              </p>
              {a.nextReviewDate && (
                <p className="flex flex-wrap items-center gap-2 text-sm">
                  {t("vendorRecord:assessments.nextReview", { date: formatCalendarDate(a.nextReviewDate) })}
                  {a.reviewDue && (
                    <Badge variant={a.reviewDue === "overdue" ? "destructive" : "warning"}>
                      {a.reviewDue === "overdue"
                        ? t("vendorRecord:assessments.overdue")
                        : t("vendorRecord:assessments.dueSoon")}
                    </Badge>
                  )}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      <SeeAllLine
        shown={items.length}
        total={pagination.total}
        shownText={(counts) => t("vendorRecord:assessments.shown", counts)}
        to={`/risk-assessment?vendor=${encodeURIComponent(vendorId)}`}
        linkText={t("vendorRecord:assessments.seeAll")}
      />
    </div>
  );
}
