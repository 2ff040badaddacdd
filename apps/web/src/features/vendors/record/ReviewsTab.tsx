import { Button } from "@tprm/ui";
import type { TFunction } from "i18next";
import { ClipboardCheckIcon } from "lucide-react";
import { Trans, useTranslation } from "react-i18next";
import { formatCount, formatDate } from "../../../lib/format";
import type { VendorDetail } from "../types";
import { RiskChip } from "../VendorChips";
import { reviewTypeLabel } from "../vendor-format";
import { ShownOfTotal } from "./ShownOfTotal";

const SCORE_LABELS = [
  ["itScore", "vendorRecord:scores.it"],
  ["operationalScore", "vendorRecord:scores.operational"],
  ["complianceScore", "vendorRecord:scores.compliance"],
  ["financialScore", "vendorRecord:scores.financial"],
  ["gdprScore", "vendorRecord:scores.gdpr"],
] as const;

/** "A", "A and B", "A, B and C", as the language joins names. */
export function joinNames(t: TFunction, names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? "";
  return t("vendorRecord:names.andLast", {
    list: names.slice(0, -1).join(t("vendorRecord:names.separator")),
    last: names[names.length - 1],
  });
}

export function ReviewsTab({
  vendor,
  canReview,
  onReview,
}: {
  vendor: VendorDetail;
  canReview: boolean;
  onReview: () => void;
}) {
  const { t } = useTranslation(["vendorRecord", "vendors"]);
  return (
    <div className="grid gap-4">
      {canReview && vendor.status !== "offboarded" && (
        <div>
          <Button size="sm" variant="outline" onClick={onReview}>
            <ClipboardCheckIcon aria-hidden="true" />
            {t("vendorRecord:reviews.new")}
          </Button>
        </div>
      )}
      {vendor.reviews.length > 0 && (
        <p className="text-xs text-muted-foreground" data-testid="review-score-scale">
          {t("vendorRecord:reviews.scoreScale")}
        </p>
      )}
      {vendor.reviews.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("vendorRecord:reviews.empty")}</p>
      ) : (
        <ul className="grid gap-3" aria-label={t("vendorRecord:reviews.label")}>
          {vendor.reviews.map((review) => (
            <li key={review.id} className="grid gap-3 rounded-lg border p-4" data-testid="vendor-review">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <div>
                  <p className="font-medium">{reviewTypeLabel(t, review.reviewType)}</p>
                  <p className="text-xs text-muted-foreground">
                    <Trans
                      t={t}
                      i18nKey="vendorRecord:reviews.byline"
                      values={{ date: formatDate(review.reviewedAt) }}
                      components={{
                        reviewer: (
                          <span className="font-medium text-foreground" data-testid="review-reviewer">
                            {review.reviewer}
                          </span>
                        ),
                      }}
                    />
                    {!review.reviewedBy && (
                      <span title={t("vendorRecord:reviews.enteredAsTextHint")}>
                        {" "}
                        {t("vendorRecord:reviews.enteredAsText")}
                      </span>
                    )}
                    {review.coReviewers.length > 0 && (
                      <span data-testid="review-co-reviewers">
                        {" "}
                        {t("vendorRecord:reviews.withCoReviewers", {
                          names: joinNames(
                            t,
                            review.coReviewers.map((c) => c.name),
                          ),
                        })}
                      </span>
                    )}
                  </p>
                </div>
                <RiskChip
                  risk={review.overallRisk}
                  prefix={t("vendorRecord:reviews.overallRisk")}
                  testId="review-risk"
                />
              </div>
              <dl className="grid grid-cols-3 gap-2 sm:grid-cols-6">
                {SCORE_LABELS.map(([key, label]) => (
                  <div key={key} className="rounded-md bg-muted/60 px-2 py-1.5 text-center">
                    <dt className="text-xs text-muted-foreground">{t(label)}</dt>
                    <dd className="font-semibold tabular-nums">
                      {t("vendorRecord:reviews.scoreOutOf10", { score: formatCount(review[key]) })}
                    </dd>
                  </div>
                ))}
                <div className="rounded-md bg-muted/60 px-2 py-1.5 text-center">
                  <dt className="text-xs text-muted-foreground">{t("vendorRecord:reviews.kpiBreaches")}</dt>
                  <dd className="font-semibold tabular-nums">{formatCount(review.kpiBreaches)}</dd>
                </div>
              </dl>
              {review.recommendations && (
                <p className="text-sm whitespace-pre-line">
                  <span className="font-medium">{t("vendorRecord:reviews.recommendations")} </span>
                  {review.recommendations}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      <ShownOfTotal shown={vendor.reviews.length} total={vendor.counts.reviews} list="reviews" />
    </div>
  );
}
