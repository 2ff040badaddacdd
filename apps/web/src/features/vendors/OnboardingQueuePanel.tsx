import { useQuery } from "@tanstack/react-query";
import { Card, CardContent, CardDescription, CardHeader, CardTitle, Progress, Skeleton } from "@tprm/ui";
import { UserPlusIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatCount, formatDate } from "../../lib/format";
import { useTRPC } from "../../lib/trpc";
import { VendorLoadError } from "./VendorLoadError";

/** Side panel on the Onboarding Queue tab: every vendor in onboarding with its checklist progress. */
export function OnboardingQueuePanel({ vendorHref }: { vendorHref: (id: string) => string }) {
  const { t } = useTranslation(["vendors"]);
  const trpc = useTRPC();
  const queue = useQuery(trpc.vendors.onboardingQueue.queryOptions());
  const items = queue.data ?? [];
  return (
    <Card className="gap-4" data-testid="onboarding-queue" aria-labelledby="onboarding-queue-title">
      <CardHeader>
        <CardTitle id="onboarding-queue-title" className="flex items-center gap-2">
          <UserPlusIcon aria-hidden="true" className="size-4 text-purple-600 dark:text-purple-300" />
          {t("vendors:onboardingQueue.title")}
        </CardTitle>
        <CardDescription>{t("vendors:onboardingQueue.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        {queue.isPending && <PanelSkeleton />}
        {queue.isError && (
          <VendorLoadError error={queue.error} onRetry={() => void queue.refetch()} retrying={queue.isFetching} />
        )}
        {queue.isSuccess && items.length === 0 && (
          <p className="rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">
            {t("vendors:onboardingQueue.empty")}
          </p>
        )}
        {items.length > 0 && (
          <ul className="grid gap-4">
            {items.map((item) => {
              const { completed, total, percent } = item.progress;
              return (
                <li key={item.id} data-testid="onboarding-queue-item" className="grid gap-1.5">
                  <div className="flex items-baseline justify-between gap-2">
                    <Link
                      to={vendorHref(item.id)}
                      title={item.name}
                      className="truncate rounded-sm font-medium underline-offset-4 outline-none hover:text-primary hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                    >
                      {item.name}
                    </Link>
                    <span className="shrink-0 text-sm font-medium tabular-nums">
                      {t("vendors:onboardingQueue.percent", { percent: formatCount(percent) })}
                    </span>
                  </div>
                  <Progress
                    value={percent}
                    aria-label={t("vendors:onboardingQueue.progressLabel", { name: item.name })}
                    aria-valuetext={t("vendors:onboardingQueue.progressValue", {
                      count: total,
                      completed: formatCount(completed),
                      total: formatCount(total),
                    })}
                    indicatorClassName="bg-purple-600 dark:bg-purple-400"
                  />
                  <p className="text-xs text-muted-foreground">
                    {t("vendors:onboardingQueue.progress", {
                      count: total,
                      completed: formatCount(completed),
                      total: formatCount(total),
                      date: formatDate(item.onboardingStartedAt),
                    })}
                  </p>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

export function PanelSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <div className="grid gap-4" aria-hidden="true">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
        <div key={i} className="grid gap-2">
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-2 w-full" />
          <Skeleton className="h-3 w-1/2" />
        </div>
      ))}
    </div>
  );
}
