import { useQuery } from "@tanstack/react-query";
import { BREACH_PENALTY } from "@tprm/api/schemas";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, cn, Progress } from "@tprm/ui";
import { HeartPulseIcon } from "lucide-react";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatCount, formatDate } from "../../lib/format";
import { useTRPC } from "../../lib/trpc";
import { PanelSkeleton } from "./OnboardingQueuePanel";
import { VendorLoadError } from "./VendorLoadError";
import { healthTone } from "./vendor-format";

const TONE = {
  good: { bar: "bg-emerald-600 dark:bg-emerald-400", text: "text-emerald-700 dark:text-emerald-300" },
  fair: { bar: "bg-amber-500 dark:bg-amber-400", text: "text-amber-700 dark:text-amber-300" },
  poor: { bar: "bg-red-600 dark:bg-red-400", text: "text-red-700 dark:text-red-300" },
} as const;

/** Side panel on every tab but the Onboarding Queue: relationship health scores computed on the server. */
export function RelationshipHealthPanel({
  vendorHref,
  limit = 6,
}: {
  vendorHref: (id: string) => string;
  limit?: number;
}) {
  const { t } = useTranslation("vendorRecord");
  const trpc = useTRPC();
  const health = useQuery(trpc.vendors.relationshipHealth.queryOptions({ limit }));
  const items = health.data ?? [];
  return (
    <Card className="gap-4" data-testid="relationship-health" aria-labelledby="relationship-health-title">
      <CardHeader>
        <CardTitle id="relationship-health-title" className="flex items-center gap-2">
          <HeartPulseIcon aria-hidden="true" className="size-4 text-primary" />
          {t("vendorRecord:health.title")}
        </CardTitle>
        <CardDescription>{t("vendorRecord:health.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        {health.isPending && <PanelSkeleton />}
        {health.isError && (
          <VendorLoadError error={health.error} onRetry={() => void health.refetch()} retrying={health.isFetching} />
        )}
        {health.isSuccess && items.length === 0 && (
          <p className="rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">
            {t("vendorRecord:health.empty")}
          </p>
        )}
        {items.length > 0 && (
          <ul className="grid gap-4">
            {items.map((item) => {
              const toneName = healthTone(item.score);
              const tone = TONE[toneName];
              const score = formatCount(item.score);
              return (
                <li key={item.vendorId} data-testid="health-item" className="grid gap-1.5">
                  <div className="flex min-w-0 items-baseline justify-between gap-2">
                    <Link
                      to={vendorHref(item.vendorId)}
                      title={item.name}
                      className="min-w-0 truncate rounded-sm font-medium underline-offset-4 outline-none hover:text-primary hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                    >
                      {item.name}
                    </Link>
                    <span className={cn("shrink-0 text-sm font-semibold tabular-nums", tone.text)}>
                      {score}
                      <span className="sr-only">
                        {" "}
                        {t("vendorRecord:health.scoreOutOf100", { tone: t(`vendorRecord:health.tone.${toneName}`) })}
                      </span>
                    </span>
                  </div>
                  <Progress
                    value={item.score}
                    aria-label={t("vendorRecord:health.barLabel", { name: item.name })}
                    aria-valuetext={t("vendorRecord:health.barValue", { score })}
                    indicatorClassName={tone.bar}
                  />
                  <p className="text-xs text-muted-foreground">
                    {t("vendorRecord:health.reviewedOn", { date: formatDate(item.latestReviewAt) })} ·{" "}
                    {item.openBreaches === 0
                      ? t("vendorRecord:health.noOpenBreach")
                      : t("vendorRecord:health.openBreaches", {
                          count: item.openBreaches,
                          n: formatCount(item.openBreaches),
                        })}
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
  const { t } = useTranslation("vendorRecord");
  const p = BREACH_PENALTY;
  return (
    <Trans
      t={t}
      i18nKey="vendorRecord:health.formula"
      values={{
        low: formatCount(p.low),
        medium: formatCount(p.medium),
        high: formatCount(p.high),
        critical: formatCount(p.critical),
      }}
      components={{ b: <span className="font-medium text-foreground" /> }}
    />
  );
}
