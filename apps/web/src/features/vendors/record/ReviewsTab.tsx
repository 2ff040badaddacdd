import { listNames } from "@tprm/api/schemas";
import { Button } from "@tprm/ui";
import { ClipboardCheckIcon } from "lucide-react";
import { formatDate } from "../../../lib/format";
import type { VendorDetail } from "../types";
import { RiskChip } from "../VendorChips";
import { reviewTypeLabel } from "../vendor-format";
import { ShownOfTotal } from "./ShownOfTotal";

const SCORE_LABELS = [
  ["itScore", "IT"],
  ["operationalScore", "Operational"],
  ["complianceScore", "Compliance"],
  ["financialScore", "Financial"],
  ["gdprScore", "GDPR"],
] as const;

export function ReviewsTab({
  vendor,
  canReview,
  onReview,
}: {
  vendor: VendorDetail;
  canReview: boolean;
  onReview: () => void;
}) {
  return (
    <div className="grid gap-4">
      {canReview && vendor.status !== "offboarded" && (
        <div>
          <Button size="sm" variant="outline" onClick={onReview}>
            <ClipboardCheckIcon aria-hidden="true" />
            New review
          </Button>
        </div>
      )}
      {vendor.reviews.length === 0 ? (
        <p className="text-sm text-muted-foreground">No review yet. A review sets the vendor's risk rating.</p>
      ) : (
        <ul className="grid gap-3" aria-label="Reviews">
          {vendor.reviews.map((review) => (
            <li key={review.id} className="grid gap-3 rounded-lg border p-4" data-testid="vendor-review">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <div>
                  <p className="font-medium">{reviewTypeLabel(review.reviewType)}</p>
                  <p className="text-xs text-muted-foreground">
                    {formatDate(review.reviewedAt)} · by{" "}
                    <span className="font-medium text-foreground" data-testid="review-reviewer">
                      {review.reviewer}
                    </span>
                    {!review.reviewedBy && (
                      <span title="Recorded before reviews were linked to user accounts"> (entered as text)</span>
                    )}
                    {review.coReviewers.length > 0 && (
                      <span data-testid="review-co-reviewers">
                        {" "}
                        with {listNames(review.coReviewers.map((c) => c.name))}
                      </span>
                    )}
                  </p>
                </div>
                <RiskChip risk={review.overallRisk} prefix="Overall risk" testId="review-risk" />
              </div>
              <dl className="grid grid-cols-3 gap-2 sm:grid-cols-6">
                {SCORE_LABELS.map(([key, label]) => (
                  <div key={key} className="rounded-md bg-muted/60 px-2 py-1.5 text-center">
                    <dt className="text-xs text-muted-foreground">{label}</dt>
                    <dd className="font-semibold tabular-nums">{review[key]}/10</dd>
                  </div>
                ))}
                <div className="rounded-md bg-muted/60 px-2 py-1.5 text-center">
                  <dt className="text-xs text-muted-foreground">KPI breaches</dt>
                  <dd className="font-semibold tabular-nums">{review.kpiBreaches}</dd>
                </div>
              </dl>
              {review.recommendations && (
                <p className="text-sm whitespace-pre-line">
                  <span className="font-medium">Recommendations: </span>
                  {review.recommendations}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      <ShownOfTotal shown={vendor.reviews.length} total={vendor.counts.reviews} noun="reviews" />
    </div>
  );
}
