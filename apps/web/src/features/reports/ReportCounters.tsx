import { useQuery } from "@tanstack/react-query";
import { Card, Skeleton } from "@tprm/ui";
import { CalendarClockIcon, FileBarChartIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { QueryErrorAlert } from "../../components/QueryErrorAlert";
import { formatCount } from "../../lib/format";
import { useTRPC } from "../../lib/trpc";

/** The hero's two counters of 001 §2.5: Total Reports and Scheduled (a frequency other than Ad-hoc). */
export function ReportCounters() {
  const { t } = useTranslation(["reports"]);
  const trpc = useTRPC();
  const counters = useQuery(trpc.reports.counters.queryOptions());
  if (counters.isError) {
    return (
      <div className="mb-6">
        <QueryErrorAlert
          title={t("reports:counters.loadFailed")}
          error={counters.error}
          fallback={t("reports:counters.loadFailed")}
          onRetry={() => void counters.refetch()}
          retrying={counters.isFetching}
        />
      </div>
    );
  }
  const c = counters.data;
  return (
    <ul className="mb-6 grid grid-cols-2 gap-3 lg:max-w-2xl" aria-label={t("reports:counters.label")}>
      <Counter
        icon={<FileBarChartIcon />}
        label={t("reports:counters.total")}
        value={c ? formatCount(c.total) : null}
        hint={t("reports:counters.totalHint")}
        testId="counter-total"
      />
      <Counter
        icon={<CalendarClockIcon />}
        label={t("reports:counters.scheduled")}
        value={c ? formatCount(c.scheduled) : null}
        hint={c ? t("reports:counters.scheduledHint", { paused: formatCount(c.paused) }) : null}
        testId="counter-scheduled"
      />
    </ul>
  );
}

function Counter({
  icon,
  label,
  value,
  hint,
  testId,
}: {
  icon: ReactNode;
  label: string;
  value: string | null;
  hint: string | null;
  testId: string;
}) {
  return (
    <li>
      <Card className="h-full gap-1 bg-gradient-to-br from-primary/10 to-transparent p-4 sm:p-5" data-testid={testId}>
        <div className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
          <span aria-hidden="true" className="text-primary [&>svg]:size-4">
            {icon}
          </span>
          {label}
        </div>
        {value === null ? (
          <Skeleton className="h-8 w-16" />
        ) : (
          <p className="text-3xl font-semibold tabular-nums" data-testid={`${testId}-value`}>
            {value}
          </p>
        )}
        {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
      </Card>
    </li>
  );
}
