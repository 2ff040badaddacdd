import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { REVIEW_PERIODS, type ReviewPeriod, formatMeasure as writeMeasure } from "@tprm/api/schemas";
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  NativeSelect,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@tprm/ui";
import { ReceiptTextIcon, TriangleAlertIcon } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { InvoiceStatusChip } from "../../components/InvoiceStatusChip";
import { roleName } from "../../components/role-names";
import { formatAmount, formatCalendarDate, formatDate, formatDecimal } from "../../lib/format";
import { useTRPC } from "../../lib/trpc";
import { RiskChip } from "./VendorChips";
import { VendorLoadError } from "./VendorLoadError";

/** Up to five rows per report (000 §9). */
const REPORT_ROWS = 5;

/**
 * "99.5" / "99.5000" → "99.5" ("99,5" in German), with the unit when there is one: "97.5%", "250 ms" (the activity
 * lines' rule).
 */
export function formatMeasure(value: string | number, unit?: string | null): string {
  const n = typeof value === "number" ? value : Number(value);
  const text = Number.isFinite(n) ? formatDecimal(n, 4) : String(value);
  return writeMeasure(text, unit);
}

function ReportCard({
  title,
  description,
  icon,
  testId,
  action,
  children,
}: {
  title: string;
  description: string;
  icon: ReactNode;
  testId: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const id = `${testId}-title`;
  return (
    <Card className="gap-4 pb-2" data-testid={testId} aria-labelledby={id}>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1.5">
          <CardTitle id={id} className="flex items-center gap-2">
            {icon}
            {title}
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
        {action}
      </CardHeader>
      <CardContent className="px-0">{children}</CardContent>
    </Card>
  );
}

function SkeletonRows({ columns }: { columns: number }) {
  return Array.from({ length: 3 }, (_, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
    <TableRow key={i}>
      {Array.from({ length: columns }, (_, j) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells have no identity
        <TableCell key={j} className="first:pl-6 last:pr-6">
          <Skeleton className="h-4 w-16" />
        </TableCell>
      ))}
    </TableRow>
  ));
}

function EmptyRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <TableRow className="hover:bg-transparent">
      <TableCell colSpan={columns} className="py-8 text-center text-muted-foreground">
        {children}
      </TableCell>
    </TableRow>
  );
}

const vendorLink =
  "rounded-sm font-medium underline-offset-4 outline-none hover:text-primary hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50";

/** The five most recent KPI breaches across the register, optionally within a review period (000 §9). */
export function KpiBreachesReport({ vendorHref }: { vendorHref: (id: string) => string }) {
  const { t } = useTranslation(["vendors"]);
  const trpc = useTRPC();
  const [period, setPeriod] = useState<ReviewPeriod | "">("");
  const breaches = useQuery(
    trpc.kpiBreaches.recent.queryOptions(
      { limit: REPORT_ROWS, period: period || undefined },
      { placeholderData: keepPreviousData },
    ),
  );
  const rows = breaches.data ?? [];
  return (
    <ReportCard
      title={t("vendors:reports.breaches.title")}
      description={t("vendors:reports.breaches.description")}
      icon={<TriangleAlertIcon aria-hidden="true" className="size-4 text-destructive" />}
      testId="kpi-breaches-report"
      action={
        <NativeSelect
          aria-label={t("vendors:reports.breaches.period")}
          className="w-auto min-w-40"
          value={period}
          onChange={(e) => setPeriod(e.target.value as ReviewPeriod | "")}
        >
          <option value="">{t("vendors:reports.breaches.allTime")}</option>
          {REVIEW_PERIODS.map((p) => (
            <option key={p} value={p}>
              {t(`vendors:reports.periods.${p}`)}
            </option>
          ))}
        </NativeSelect>
      }
    >
      {breaches.isError ? (
        <div className="px-6 pb-4">
          <VendorLoadError
            error={breaches.error}
            onRetry={() => void breaches.refetch()}
            retrying={breaches.isFetching}
            message={t("vendors:reports.breaches.loadError")}
          />
        </div>
      ) : (
        <Table aria-label={t("vendors:reports.breaches.tableLabel")}>
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead className="pl-6">{t("vendors:reports.breaches.vendor")}</TableHead>
              <TableHead>{t("vendors:reports.breaches.kpi")}</TableHead>
              <TableHead className="text-right">{t("vendors:reports.breaches.target")}</TableHead>
              <TableHead className="text-right">{t("vendors:reports.breaches.actual")}</TableHead>
              <TableHead>{t("vendors:reports.breaches.severity")}</TableHead>
              <TableHead className="pr-6">{t("vendors:reports.breaches.occurred")}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {breaches.isPending && <SkeletonRows columns={6} />}
            {breaches.isSuccess && rows.length === 0 && (
              <EmptyRow columns={6}>
                {period ? t(`vendors:reports.breaches.emptyIn.${period}`) : t("vendors:reports.breaches.empty")}
              </EmptyRow>
            )}
            {rows.map((b) => (
              <TableRow key={b.id} data-testid="kpi-breach-row">
                <TableCell className="max-w-40 truncate pl-6" title={b.vendor.name}>
                  <Link to={vendorHref(b.vendor.id)} className={vendorLink}>
                    {b.vendor.name}
                  </Link>
                </TableCell>
                <TableCell className="max-w-44">
                  <span className="block truncate" title={b.kpi}>
                    {b.kpi}
                  </span>
                  {b.reportedBy && (
                    <span className="block truncate text-xs text-muted-foreground">
                      {t("vendors:reports.breaches.reportedBy", { name: b.reportedBy.name })}
                    </span>
                  )}
                </TableCell>
                <TableCell className="text-right tabular-nums">{formatMeasure(b.threshold, b.unit)}</TableCell>
                <TableCell className="text-right font-medium tabular-nums">{formatMeasure(b.actual, b.unit)}</TableCell>
                <TableCell>
                  <div className="flex items-center gap-1">
                    <RiskChip
                      risk={b.severity}
                      prefix={t("vendors:reports.breaches.severity")}
                      testId="breach-severity"
                    />
                    {b.resolvedAt && (
                      <Badge
                        variant="secondary"
                        title={t("vendors:reports.breaches.resolvedOn", { date: formatDate(b.resolvedAt) })}
                      >
                        {t("vendors:reports.breaches.resolved")}
                      </Badge>
                    )}
                  </div>
                </TableCell>
                <TableCell className="pr-6 text-muted-foreground">{formatCalendarDate(b.occurredAt)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </ReportCard>
  );
}

/** The five most recent invoices with paid / pending / overdue chips (roles that may view invoices). */
export function RecentInvoices({
  vendorHref,
  allowed,
  role,
}: {
  vendorHref: (id: string) => string;
  allowed: boolean;
  role: string | null | undefined;
}) {
  const { t } = useTranslation(["vendors", "common"]);
  // The roles that may view invoices, by name in the user's language.
  const invoiceRoles = (["Finance", "Procurement", "Admin"] as const)
    .map((r) => roleName(t, r))
    .join(t("vendors:listSeparator"));
  const trpc = useTRPC();
  const invoices = useQuery({ ...trpc.invoices.recent.queryOptions({ limit: REPORT_ROWS }), enabled: allowed });
  const rows = invoices.data ?? [];
  return (
    <ReportCard
      title={t("vendors:reports.invoices.title")}
      description={t("vendors:reports.invoices.description")}
      icon={<ReceiptTextIcon aria-hidden="true" className="size-4 text-primary" />}
      testId="recent-invoices"
      action={
        allowed ? (
          <Button asChild variant="outline" size="sm">
            <Link to="/invoices">{t("vendors:reports.invoices.viewAll")}</Link>
          </Button>
        ) : undefined
      }
    >
      {!allowed ? (
        <p className="mx-6 mb-4 rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
          {role
            ? t("vendors:reports.invoices.notAllowedRole", { roles: invoiceRoles, role: roleName(t, role) })
            : t("vendors:reports.invoices.notAllowed", { roles: invoiceRoles })}
        </p>
      ) : invoices.isError ? (
        <div className="px-6 pb-4">
          <VendorLoadError
            error={invoices.error}
            onRetry={() => void invoices.refetch()}
            retrying={invoices.isFetching}
            message={t("vendors:reports.invoices.loadError")}
          />
        </div>
      ) : (
        <Table aria-label={t("vendors:reports.invoices.tableLabel")}>
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead className="pl-6">{t("vendors:reports.invoices.vendor")}</TableHead>
              <TableHead>{t("vendors:reports.invoices.invoice")}</TableHead>
              <TableHead className="text-right">{t("vendors:reports.invoices.amount")}</TableHead>
              <TableHead>{t("vendors:reports.invoices.due")}</TableHead>
              <TableHead className="pr-6">{t("vendors:reports.invoices.status")}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {invoices.isPending && <SkeletonRows columns={5} />}
            {invoices.isSuccess && rows.length === 0 && (
              <EmptyRow columns={5}>{t("vendors:reports.invoices.empty")}</EmptyRow>
            )}
            {rows.map((invoice) => (
              <TableRow key={invoice.id} data-testid="invoice-row">
                <TableCell className="max-w-44 truncate pl-6" title={invoice.vendor?.name}>
                  {invoice.vendor ? (
                    <Link to={vendorHref(invoice.vendor.id)} className={vendorLink}>
                      {invoice.vendor.name}
                    </Link>
                  ) : (
                    "—"
                  )}
                </TableCell>
                <TableCell className="font-mono text-xs">{invoice.number}</TableCell>
                <TableCell className="text-right tabular-nums">
                  {formatAmount(invoice.amount, invoice.currency)}
                </TableCell>
                <TableCell className="text-muted-foreground">{formatCalendarDate(invoice.dueDate)}</TableCell>
                <TableCell className="pr-6">
                  <InvoiceStatusChip invoice={invoice} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </ReportCard>
  );
}
