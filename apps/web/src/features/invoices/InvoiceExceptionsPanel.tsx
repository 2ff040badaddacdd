import { useQuery } from "@tanstack/react-query";
import { Badge, Card, CardContent, CardDescription, CardHeader, CardTitle, cn, Skeleton } from "@tprm/ui";
import { CircleCheckIcon, ShieldAlertIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { InvoiceStatusChip } from "../../components/InvoiceStatusChip";
import { QueryErrorAlert } from "../../components/QueryErrorAlert";
import { formatAmount, formatCalendarDate, formatCount } from "../../lib/format";
import { useTRPC } from "../../lib/trpc";
import { amountAbove, daysOverdue, duplicateReasonLabel, invoiceHref, vendorRecordHref } from "./invoice-format";
import type { DuplicateGroup, InvoiceExceptions, OverContractInvoice, OverdueInvoice } from "./types";

type ExceptionKind = keyof InvoiceExceptions["counts"];

/** Each section's texts, as translation keys. */
const SECTIONS: readonly { id: ExceptionKind; title: string; hint: string; empty: string }[] = [
  {
    id: "overdue",
    title: "invoices:exceptions.overdue.title",
    hint: "invoices:exceptions.overdue.hint",
    empty: "invoices:exceptions.overdue.empty",
  },
  {
    id: "duplicates",
    title: "invoices:exceptions.duplicates.title",
    hint: "invoices:exceptions.duplicates.hint",
    empty: "invoices:exceptions.duplicates.empty",
  },
  {
    id: "overContract",
    title: "invoices:exceptions.overContract.title",
    hint: "invoices:exceptions.overContract.hint",
    empty: "invoices:exceptions.overContract.empty",
  },
];

const linkClass =
  "rounded-sm underline-offset-4 outline-none hover:text-primary hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50";

function InvoiceLink({ invoice }: { invoice: { id: string; number: string; vendorId: string } }) {
  const { t } = useTranslation(["invoices"]);
  return (
    <Link
      to={invoiceHref(invoice)}
      title={t("invoices:exceptions.invoiceTitle", { number: invoice.number })}
      className={cn(
        linkClass,
        "inline-block max-w-full truncate py-0.5 align-middle font-mono text-sm leading-5 font-medium",
      )}
    >
      <span className="sr-only">{t("invoices:exceptions.invoice")} </span>
      {invoice.number}
    </Link>
  );
}

function VendorLink({ vendor }: { vendor: { id: string; name: string } | undefined | null }) {
  const { t } = useTranslation(["invoices"]);
  if (!vendor) return <span>{t("invoices:exceptions.unknownVendor")}</span>;
  return (
    <Link
      to={vendorRecordHref(vendor.id)}
      title={vendor.name}
      className={cn(linkClass, "inline-block max-w-full truncate py-0.5 align-middle leading-5")}
    >
      {vendor.name}
    </Link>
  );
}

/**
 * Exceptions (invoices.exceptions): overdue invoices, groups of possible duplicates with their reason, and amounts
 * above the vendor's contract value. Each entry links to the invoice in the list and to the vendor's record.
 */
export function InvoiceExceptionsPanel() {
  const { t } = useTranslation(["invoices"]);
  const trpc = useTRPC();
  const exceptions = useQuery(trpc.invoices.exceptions.queryOptions());
  const data = exceptions.data;
  const total = data ? data.counts.overdue + data.counts.duplicates + data.counts.overContract : undefined;

  return (
    <Card className="gap-4 pb-4" data-testid="invoice-exceptions" aria-labelledby="invoice-exceptions-title">
      <CardHeader>
        <CardTitle id="invoice-exceptions-title" className="flex items-center gap-2">
          <ShieldAlertIcon aria-hidden="true" className="size-4 text-destructive" />
          {t("invoices:exceptions.title")}
          {total !== undefined && total > 0 && (
            <Badge variant="destructive" className="tabular-nums dark:bg-red-700">
              {formatCount(total)}
              <span className="sr-only"> {t("invoices:exceptions.toCheck")}</span>
            </Badge>
          )}
        </CardTitle>
        <CardDescription>{t("invoices:exceptions.description")}</CardDescription>
      </CardHeader>
      <CardContent className="px-4">
        {exceptions.isError ? (
          <QueryErrorAlert
            title={t("invoices:exceptions.loadError")}
            error={exceptions.error}
            fallback={t("invoices:errors.connection")}
            onRetry={() => void exceptions.refetch()}
            retrying={exceptions.isFetching}
          />
        ) : (
          <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-3">
            {SECTIONS.map((section) => (
              <ExceptionSection
                key={section.id}
                id={section.id}
                title={t(section.title)}
                hint={t(section.hint)}
                empty={t(section.empty)}
                count={data?.counts[section.id]}
                shown={
                  !data
                    ? 0
                    : section.id === "overdue"
                      ? data.overdue.length
                      : section.id === "duplicates"
                        ? data.duplicates.length
                        : data.overContract.length
                }
              >
                {data &&
                  section.id === "overdue" &&
                  data.overdue.map((invoice) => <OverdueItem key={invoice.id} invoice={invoice} />)}
                {data &&
                  section.id === "duplicates" &&
                  data.duplicates.map((group) => (
                    <DuplicateItem key={`${group.vendor.id}-${group.reason}-${group.key}`} group={group} />
                  ))}
                {data &&
                  section.id === "overContract" &&
                  data.overContract.map((invoice) => <OverContractItem key={invoice.id} invoice={invoice} />)}
              </ExceptionSection>
            ))}
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function ExceptionSkeleton() {
  return (
    <div className="grid gap-3 py-1" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <div key={i} className="grid gap-1.5">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-3 w-48" />
        </div>
      ))}
    </div>
  );
}

function ExceptionSection({
  id,
  title,
  hint,
  empty,
  count,
  shown,
  children,
}: {
  id: ExceptionKind;
  title: string;
  hint: string;
  empty: string;
  count: number | undefined;
  shown: number;
  children: ReactNode;
}) {
  const { t } = useTranslation(["invoices"]);
  const titleId = `exceptions-${id}-title`;
  return (
    <section
      aria-labelledby={titleId}
      className="grid content-start gap-2 rounded-lg border bg-muted/20 p-3"
      data-testid={`exceptions-section-${id}`}
    >
      <div className="grid gap-0.5">
        <h3 id={titleId} className="flex items-center gap-2 text-sm font-semibold">
          {title}
          {count !== undefined && (
            <span
              className={cn(
                "rounded-full px-1.5 text-xs tabular-nums",
                count > 0
                  ? "bg-red-100 text-red-800 dark:bg-red-500/20 dark:text-red-200"
                  : "bg-foreground/10 text-muted-foreground",
              )}
            >
              <span className="sr-only">(</span>
              {formatCount(count)}
              <span className="sr-only">)</span>
            </span>
          )}
        </h3>
        <p className="text-xs text-muted-foreground">{hint}</p>
      </div>
      {count === undefined ? (
        <ExceptionSkeleton />
      ) : count === 0 ? (
        <p className="flex items-start gap-2 py-2 text-sm text-muted-foreground" data-testid={`exceptions-${id}`}>
          <CircleCheckIcon
            aria-hidden="true"
            className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400"
          />
          {empty}
        </p>
      ) : (
        <>
          <ul
            aria-labelledby={titleId}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable list must be reachable by keyboard to scroll it
            tabIndex={0}
            className="-mx-1 max-h-64 divide-y overflow-y-auto rounded-md bg-card px-3 outline-none ring-1 ring-border focus-visible:ring-[3px] focus-visible:ring-ring/50"
            data-testid={`exceptions-${id}`}
          >
            {children}
          </ul>
          {count > shown && (
            <p className="text-xs text-muted-foreground">
              {t("invoices:exceptions.showing", { shown: formatCount(shown), total: formatCount(count) })}
            </p>
          )}
        </>
      )}
    </section>
  );
}

function OverdueItem({ invoice }: { invoice: OverdueInvoice }) {
  const { t } = useTranslation(["invoices"]);
  return (
    <li className="grid grid-cols-1 gap-0.5 py-2.5" data-testid="exception-overdue" data-invoice-id={invoice.id}>
      <div className="flex items-baseline justify-between gap-3">
        <InvoiceLink invoice={invoice} />
        <span className="shrink-0 text-sm font-medium tabular-nums">
          {formatAmount(invoice.amount, invoice.currency)}
        </span>
      </div>
      <div className="min-w-0 text-xs text-muted-foreground">
        <VendorLink vendor={invoice.vendor} />
      </div>
      <p className="text-xs text-muted-foreground">
        {t("invoices:exceptions.due", { date: formatCalendarDate(invoice.dueDate) })} ·{" "}
        <span className="font-medium text-red-700 dark:text-red-300">{daysOverdue(t, invoice.daysOverdue)}</span>
      </p>
    </li>
  );
}

function DuplicateItem({ group }: { group: DuplicateGroup }) {
  const { t } = useTranslation(["invoices"]);
  const reason = duplicateReasonLabel(t, group.reason);
  return (
    <li className="grid grid-cols-1 gap-1.5 py-2.5" data-testid="exception-duplicate">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <Badge
          variant="outline"
          className="border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-400/30 dark:bg-amber-500/15 dark:text-amber-100"
          data-testid="duplicate-reason"
        >
          {reason}
        </Badge>
        <VendorLink vendor={group.vendor} />
      </div>
      <ul
        className="grid grid-cols-1 gap-1 border-l-2 border-amber-200 pl-3 dark:border-amber-400/30"
        aria-label={t("invoices:exceptions.group", { reason, count: group.invoices.length })}
      >
        {group.invoices.map((invoice) => (
          <li key={invoice.id} className="flex items-center justify-between gap-2 text-xs">
            <span className="flex min-w-0 items-baseline gap-2">
              <InvoiceLink invoice={invoice} />
              <span className="shrink-0 text-muted-foreground">{formatCalendarDate(invoice.issueDate)}</span>
            </span>
            <span className="flex shrink-0 items-center gap-2">
              <span className="tabular-nums">{formatAmount(invoice.amount, invoice.currency)}</span>
              <InvoiceStatusChip invoice={invoice} />
            </span>
          </li>
        ))}
      </ul>
    </li>
  );
}

function OverContractItem({ invoice }: { invoice: OverContractInvoice }) {
  const { t } = useTranslation(["invoices"]);
  const above = amountAbove(invoice.amount, invoice.contractValue);
  return (
    <li className="grid grid-cols-1 gap-0.5 py-2.5" data-testid="exception-over-contract" data-invoice-id={invoice.id}>
      <div className="flex items-baseline justify-between gap-3">
        <InvoiceLink invoice={invoice} />
        <span className="shrink-0 text-sm font-medium tabular-nums">
          {formatAmount(invoice.amount, invoice.currency)}
        </span>
      </div>
      <div className="min-w-0 text-xs text-muted-foreground">
        <VendorLink vendor={invoice.vendor} />
      </div>
      <p className="text-xs text-muted-foreground">
        {invoice.contractReference
          ? t("invoices:exceptions.namedContractValue", {
              reference: invoice.contractReference,
              amount: formatAmount(invoice.contractValue, invoice.currency),
            })
          : t("invoices:exceptions.contractValue", { amount: formatAmount(invoice.contractValue, invoice.currency) })}
        {above && (
          <>
            {" · "}
            <span className="font-medium whitespace-nowrap text-red-700 dark:text-red-300">
              {t("invoices:exceptions.above", { amount: formatAmount(above, invoice.currency) })}
            </span>
          </>
        )}
      </p>
    </li>
  );
}
