import { useQuery } from "@tanstack/react-query";
import { BREACH_PENALTY } from "@tprm/api/schemas";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, cn, Progress } from "@tprm/ui";
import { HeartPulseIcon } from "lucide-react";
import { Link } from "react-router";
import { formatDate } from "../../lib/format";
import { useTRPC } from "../../lib/trpc";
import { PanelSkeleton } from "./OnboardingQueuePanel";
import { VendorLoadError } from "./VendorLoadError";
import { healthTone } from "./vendor-format";

const TONE = {
  good: { bar: "bg-emerald-600 dark:bg-emerald-400", text: "text-emerald-700 dark:text-emerald-300", label: "Good" },
  fair: { bar: "bg-amber-500 dark:bg-amber-400", text: "text-amber-700 dark:text-amber-300", label: "Fair" },
  poor: { bar: "bg-red-600 dark:bg-red-400", text: "text-red-700 dark:text-red-300", label: "Poor" },
} as const;

/** Side panel on every tab but the Onboarding Queue: relationship health scores computed on the server. */
export function RelationshipHealthPanel({
  vendorHref,
  limit = 6,
}: {
  vendorHref: (id: string) => string;
  limit?: number;
}) {
  const trpc = useTRPC();
  const health = useQuery(trpc.vendors.relationshipHealth.queryOptions({ limit }));
  const items = health.data ?? [];
  return (
    <Card className="gap-4" data-testid="relationship-health" aria-labelledby="relationship-health-title">
      <CardHeader>
        <CardTitle id="relationship-health-title" className="flex items-center gap-2">
          <HeartPulseIcon aria-hidden="true" className="size-4 text-primary" />
          Relationship Health
        </CardTitle>
        <CardDescription>Reviewed active and under-review vendors, weakest relationship first.</CardDescription>
      </CardHeader>
      <CardContent>
        {health.isPending && <PanelSkeleton />}
        {health.isError && (
          <VendorLoadError error={health.error} onRetry={() => void health.refetch()} retrying={health.isFetching} />
        )}
        {health.isSuccess && items.length === 0 && (
          <p className="rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">
            No scores yet: a vendor gets one with its first review while active.
          </p>
        )}
        {items.length > 0 && (
          <ul className="grid gap-4">
            {items.map((item) => {
              const tone = TONE[healthTone(item.score)];
              return (
                <li key={item.vendorId} data-testid="health-item" className="grid gap-1.5">
                  <div className="flex items-baseline justify-between gap-2">
                    <Link
                      to={vendorHref(item.vendorId)}
                      title={item.name}
                      className="truncate rounded-sm font-medium underline-offset-4 outline-none hover:text-primary hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                    >
                      {item.name}
                    </Link>
                    <span className={cn("shrink-0 text-sm font-semibold tabular-nums", tone.text)}>
                      {item.score}
                      <span className="sr-only"> out of 100, {tone.label.toLowerCase()}</span>
                    </span>
                  </div>
                  <Progress
                    value={item.score}
                    aria-label={`${item.name}: relationship health`}
                    aria-valuetext={`${item.score} out of 100`}
                    indicatorClassName={tone.bar}
                  />
                  <p className="text-xs text-muted-foreground">
                    Reviewed {formatDate(item.latestReviewAt)} ·{" "}
                    {item.openBreaches === 0
                      ? "no open KPI breach"
                      : item.openBreaches === 1
                        ? "1 open KPI breach"
                        : `${item.openBreaches} open KPI breaches`}
                  </p>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
      <CardFooter className="border-t pt-4">
        <p className="text-xs leading-relaxed text-muted-foreground" data-testid="health-formula">
          <HEALTH_FORMULA />
        </p>
      </CardFooter>
    </Card>
  );
}

/** How the score is computed, from the same rule the server applies (relationshipHealthScore, BREACH_PENALTY). */
function HEALTH_FORMULA() {
  const p = BREACH_PENALTY;
  return (
    <>
      <span className="font-medium text-foreground">How the score works: </span>
      the average of the latest review's five scores (IT, operational, compliance, financial, GDPR; 1–10) × 10, minus{" "}
      {p.low}, {p.medium}, {p.high} or {p.critical} points for each open low, medium, high or critical KPI breach.
      Vendors without a review have no score.
    </>
  );
}
