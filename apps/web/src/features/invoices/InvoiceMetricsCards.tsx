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
import { useTranslation } from "react-i18next";
import { QueryErrorAlert } from "../../components/QueryErrorAlert";
import { formatAmount, formatCount } from "../../lib/format";
import { useTRPC } from "../../lib/trpc";
import { formatAverageDays, listCurrencies, metricAmount } from "./invoice-format";
import type { InvoiceMetrics } from "./types";

/** A figure card; its label and caption are translation keys. */
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
    label: "invoices:metrics.all.label",
    icon: ReceiptTextIcon,
    tone: "bg-primary/10 text-primary",
    count: (m) => m.totals.all.count,
    bucket: (m) => m.totals.all,
    caption: "invoices:metrics.all.caption",
  },
  {
    id: "paid",
    label: "invoices:metrics.paid.label",
    icon: CircleCheckIcon,
    tone: "bg-emerald-100 text-emerald-700 dark:bg-emerald-500/20 dark:text-emerald-200",
    count: (m) => m.totals.paid.count,
    bucket: (m) => m.totals.paid,
    caption: "invoices:metrics.paid.caption",
  },
  {
    id: "pending",
    label: "invoices:metrics.pending.label",
    icon: HourglassIcon,
    tone: "bg-amber-100 text-amber-700 dark:bg-amber-500/20 dark:text-amber-200",
    count: (m) => m.totals.pending.count,
    bucket: (m) => m.totals.pending,
    caption: "invoices:metrics.pending.caption",
  },
  {
    id: "overdue",
    label: "invoices:metrics.overdue.label",
    icon: TriangleAlertIcon,
    tone: "bg-red-100 text-red-700 dark:bg-red-500/20 dark:text-red-200",
    count: (m) => m.totals.overdue.count,
    bucket: (m) => m.totals.overdue,
    caption: "invoices:metrics.overdue.caption",
  },
  {
    id: "due-30",
    label: "invoices:metrics.due30.label",
    icon: CalendarClockIcon,
    tone: "bg-blue-100 text-blue-700 dark:bg-blue-500/20 dark:text-blue-200",
    count: (m) => m.dueNext30Days.count,
    bucket: (m) => m.dueNext30Days,
    caption: "invoices:metrics.due30.caption",
  },
];

/**
 * The figures at the top of the screen, all from invoices.metrics: count and amount by status, the overdue amount,
 * what falls due in the next 30 days and the average days to pay. Amounts in several currencies are never added up.
 */
export function InvoiceMetricsCards() {
  const { t } = useTranslation(["invoices"]);
  const trpc = useTRPC();
  const metrics = useQuery(trpc.invoices.metrics.queryOptions());
  const m = metrics.data;
  const currencies = m?.currencies ?? [];
  const mixed = currencies.length > 1;

  return (
    <section aria-labelledby="invoice-figures-title" className="grid grid-cols-1 gap-3" data-testid="invoice-metrics">
      <h2 id="invoice-figures-title" className="sr-only">
        {t("invoices:metrics.title")}
      </h2>
      {metrics.isError && (
        <QueryErrorAlert
          title={t("invoices:metrics.loadError")}
          error={metrics.error}
          fallback={t("invoices:errors.connection")}
          onRetry={() => void metrics.refetch()}
          retrying={metrics.isFetching}
        />
      )}
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
        {FIGURES.map((figure) => (
          <MetricCard
            key={figure.id}
            id={figure.id}
            label={t(figure.label)}
            icon={figure.icon}
            tone={figure.tone}
            loading={metrics.isPending}
            value={m ? formatCount(figure.count(m)) : metrics.isError ? "—" : null}
            valueLabel={m ? t("invoices:metrics.invoiceUnit", { count: figure.count(m) }) : undefined}
            detail={m ? <BucketAmount bucket={figure.bucket(m)} currencies={currencies} /> : null}
            caption={t(figure.caption)}
            alert={figure.id === "overdue" && !!m && figure.count(m) > 0}
          />
        ))}
        <MetricCard
          id="days-to-pay"
          label={t("invoices:metrics.daysToPay.label")}
          icon={TimerIcon}
          tone="bg-violet-100 text-violet-700 dark:bg-violet-500/20 dark:text-violet-200"
          loading={metrics.isPending}
          value={m ? formatAverageDays(m.averageDaysToPay) : metrics.isError ? "—" : null}
          valueLabel={m?.averageDaysToPay != null ? t("invoices:metrics.daysToPay.unit") : undefined}
          detail={
            m ? (
              <span className="text-muted-foreground">
                {m.averageDaysToPay == null
                  ? t("invoices:metrics.daysToPay.noneYet")
                  : t("invoices:metrics.daysToPay.paidInvoices", {
                      count: m.totals.paid.count,
                      number: formatCount(m.totals.paid.count),
                    })}
              </span>
            ) : null
          }
          caption={t("invoices:metrics.daysToPay.caption")}
        />
      </ul>
      {mixed && (
        <p
          role="note"
          className="flex items-start gap-2 rounded-lg border border-blue-200 bg-blue-50 px-3 py-2 text-sm text-blue-900 dark:border-blue-400/30 dark:bg-blue-500/10 dark:text-blue-100"
          data-testid="mixed-currencies"
        >
          <InfoIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{t("invoices:metrics.mixedCurrencies", { currencies: listCurrencies(t, currencies) })}</span>
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
