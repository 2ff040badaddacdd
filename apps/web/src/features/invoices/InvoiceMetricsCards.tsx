import { useQuery } from "@tanstack/react-query";
import { Card, cn, Skeleton } from "@tprm/ui";
import {
  CalendarClockIcon,
  CircleCheckIcon,
  HourglassIcon,
  InfoIcon,
  ReceiptTextIcon,
  TimerIcon,
  TriangleAlertIcon,
} from "lucide-react";
import type { ComponentType, ReactNode, SVGProps } from "react";
import { QueryErrorAlert } from "../../components/QueryErrorAlert";
import { formatAmount } from "../../lib/format";
import { useTRPC } from "../../lib/trpc";
import { formatAverageDays, listCurrencies, metricAmount } from "./invoice-format";
import type { InvoiceMetrics } from "./types";

interface Figure {
  id: string;
  label: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  tone: string;
  count: (m: InvoiceMetrics) => number;
  bucket: (m: InvoiceMetrics) => InvoiceMetrics["dueNext30Days"];
  caption: string;
}

const FIGURES: readonly Figure[] = [
  {
    id: "all",
    label: "All invoices",
    icon: ReceiptTextIcon,
    tone: "bg-primary/10 text-primary",
    count: (m) => m.totals.all.count,
    bucket: (m) => m.totals.all,
    caption: "recorded",
  },
  {
    id: "paid",
    label: "Paid",
    icon: CircleCheckIcon,
    tone: "bg-emerald-100 text-emerald-700 dark:bg-emerald-500/20 dark:text-emerald-200",
    count: (m) => m.totals.paid.count,
    bucket: (m) => m.totals.paid,
    caption: "settled",
  },
  {
    id: "pending",
    label: "Pending",
    icon: HourglassIcon,
    tone: "bg-amber-100 text-amber-700 dark:bg-amber-500/20 dark:text-amber-200",
    count: (m) => m.totals.pending.count,
    bucket: (m) => m.totals.pending,
    caption: "not yet due",
  },
  {
    id: "overdue",
    label: "Overdue",
    icon: TriangleAlertIcon,
    tone: "bg-red-100 text-red-700 dark:bg-red-500/20 dark:text-red-200",
    count: (m) => m.totals.overdue.count,
    bucket: (m) => m.totals.overdue,
    caption: "past the due date",
  },
  {
    id: "due-30",
    label: "Due in 30 days",
    icon: CalendarClockIcon,
    tone: "bg-blue-100 text-blue-700 dark:bg-blue-500/20 dark:text-blue-200",
    count: (m) => m.dueNext30Days.count,
    bucket: (m) => m.dueNext30Days,
    caption: "pending, due from today",
  },
];

/**
 * The figures at the top of the screen, all from invoices.metrics: count and amount by status, the overdue amount,
 * what falls due in the next 30 days and the average days to pay. Amounts in several currencies are never added up.
 */
export function InvoiceMetricsCards() {
  const trpc = useTRPC();
  const metrics = useQuery(trpc.invoices.metrics.queryOptions());
  const m = metrics.data;
  const currencies = m?.currencies ?? [];
  const mixed = currencies.length > 1;

  return (
    <section aria-labelledby="invoice-figures-title" className="grid grid-cols-1 gap-3" data-testid="invoice-metrics">
      <h2 id="invoice-figures-title" className="sr-only">
        Invoice figures
      </h2>
      {metrics.isError && (
        <QueryErrorAlert
          title="The invoice figures could not be loaded."
          error={metrics.error}
          fallback="Please check your connection and try again."
          onRetry={() => void metrics.refetch()}
          retrying={metrics.isFetching}
        />
      )}
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
        {FIGURES.map((figure) => (
          <MetricCard
            key={figure.id}
            id={figure.id}
            label={figure.label}
            icon={figure.icon}
            tone={figure.tone}
            loading={metrics.isPending}
            value={m ? figure.count(m).toLocaleString() : metrics.isError ? "—" : null}
            valueLabel={m ? (figure.count(m) === 1 ? "invoice" : "invoices") : undefined}
            detail={m ? <BucketAmount bucket={figure.bucket(m)} currencies={currencies} /> : null}
            caption={figure.caption}
            alert={figure.id === "overdue" && !!m && figure.count(m) > 0}
          />
        ))}
        <MetricCard
          id="days-to-pay"
          label="Days to pay"
          icon={TimerIcon}
          tone="bg-violet-100 text-violet-700 dark:bg-violet-500/20 dark:text-violet-200"
          loading={metrics.isPending}
          value={m ? formatAverageDays(m.averageDaysToPay) : metrics.isError ? "—" : null}
          valueLabel={m?.averageDaysToPay != null ? "days" : undefined}
          detail={
            m ? (
              <span className="text-muted-foreground">
                {m.averageDaysToPay == null
                  ? "No invoice paid yet"
                  : `${m.totals.paid.count.toLocaleString()} paid ${m.totals.paid.count === 1 ? "invoice" : "invoices"}`}
              </span>
            ) : null
          }
          caption="average, issue to payment"
        />
      </ul>
      {mixed && (
        <p
          role="note"
          className="flex items-start gap-2 rounded-lg border border-blue-200 bg-blue-50 px-3 py-2 text-sm text-blue-900 dark:border-blue-400/30 dark:bg-blue-500/10 dark:text-blue-100"
          data-testid="mixed-currencies"
        >
          <InfoIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            Invoices are recorded in {listCurrencies(currencies)}. Amounts are not converted between currencies: each
            figure shows its sum in every currency it holds.
          </span>
        </p>
      )}
    </section>
  );
}

/** One sum when the register has one currency; otherwise one line per currency, never added together. */
function BucketAmount({ bucket, currencies }: { bucket: InvoiceMetrics["dueNext30Days"]; currencies: string[] }) {
  const single = metricAmount(bucket.amount, currencies);
  if (single !== null) return <>{single}</>;
  if (bucket.byCurrency.length === 0)
    return <span className="text-muted-foreground">{formatAmount("0", currencies[0] ?? "USD")}</span>;
  return (
    <span className="grid" data-testid="amount-by-currency">
      {bucket.byCurrency.map((c) => (
        <span key={c.currency}>{formatAmount(c.amount, c.currency)}</span>
      ))}
    </span>
  );
}

function MetricCard({
  id,
  label,
  icon: Icon,
  tone,
  loading,
  value,
  valueLabel,
  detail,
  caption,
  alert = false,
}: {
  id: string;
  label: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  tone: string;
  loading: boolean;
  value: string | null;
  valueLabel?: string;
  detail: ReactNode;
  caption: string;
  alert?: boolean;
}) {
  return (
    <li>
      <Card
        className={cn("h-full gap-2 px-4 py-4", alert && "border-red-300 dark:border-red-400/40")}
        data-testid={`invoice-metric-${id}`}
      >
        <div className="flex items-center justify-between gap-2">
          <span className="text-sm font-medium text-muted-foreground">{label}</span>
          <span className={cn("grid size-8 shrink-0 place-items-center rounded-md", tone)}>
            <Icon aria-hidden="true" className="size-4" />
          </span>
        </div>
        {loading ? (
          <>
            <Skeleton className="h-7 w-14" />
            <Skeleton className="h-4 w-24" />
          </>
        ) : (
          <>
            <p className="flex items-baseline gap-1.5">
              <span
                className={cn("text-2xl font-semibold tabular-nums", alert && "text-red-700 dark:text-red-300")}
                data-testid="metric-value"
              >
                {value}
              </span>
              {valueLabel && <span className="text-sm text-muted-foreground">{valueLabel}</span>}
            </p>
            <p className="truncate text-sm font-medium tabular-nums" data-testid="metric-amount">
              {detail}
            </p>
          </>
        )}
        <p className="text-xs text-muted-foreground">{caption}</p>
      </Card>
    </li>
  );
}
