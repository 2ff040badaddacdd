import { Badge, cn } from "@tprm/ui";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatCount, formatDate, formatMoney } from "../../../lib/format";
import type { VendorDetail } from "../types";
import { countryName, criticalityLabel, type Translate } from "../vendor-format";

function Field({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={cn("grid gap-0.5", wide && "sm:col-span-2")}>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-sm break-words">{children || <span className="text-muted-foreground">—</span>}</dd>
    </div>
  );
}

function Stat({
  label,
  children,
  hint,
  testId,
}: {
  label: string;
  children: ReactNode;
  hint?: string;
  testId?: string;
}) {
  return (
    <div className="grid content-start gap-0.5 rounded-lg border bg-muted/30 px-3 py-2.5" data-testid={testId}>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums">{children}</dd>
      {hint && <dd className="text-xs text-muted-foreground">{hint}</dd>}
    </div>
  );
}

/**
 * Where the contract value comes from: the vendor's executed contracts in its currency (read-only, kept by the
 * server), and the executed contracts in other currencies, which the value in the vendor's currency leaves out.
 */
function contractValueHint(t: Translate, vendor: VendorDetail): string {
  const derived = t("vendorRecord:overview.contractValueDerived", { currency: vendor.currency });
  const others = vendor.contractBookByCurrency.filter((entry) => entry.currency !== vendor.currency);
  if (others.length === 0) return derived;
  const amounts = others.map((entry) => formatMoney(entry.total, entry.currency)).join(", ");
  return `${derived}. ${t("vendorRecord:overview.contractValueOther", { amounts })}`;
}

export function OverviewTab({ vendor }: { vendor: VendorDetail }) {
  const { t } = useTranslation(["vendorRecord", "vendors"]);
  const openBreaches = Object.values(vendor.openBreaches ?? {}).reduce<number>((sum, n) => sum + (n ?? 0), 0);
  return (
    <div className="grid gap-6">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={t("vendorRecord:overview.keyFigures")}>
        <Stat
          label={t("vendorRecord:overview.contractValue")}
          hint={contractValueHint(t, vendor)}
          testId="vendor-contract-value"
        >
          {formatMoney(vendor.contractValue, vendor.currency)}
        </Stat>
        <Stat
          label={t("vendorRecord:overview.health")}
          hint={
            vendor.healthScore === null ? t("vendorRecord:overview.healthPending") : t("vendorRecord:overview.outOf100")
          }
        >
          {vendor.healthScore === null ? "—" : formatCount(vendor.healthScore)}
        </Stat>
        <Stat
          label={t("vendorRecord:overview.breachesRecorded")}
          hint={t("vendorRecord:overview.breachesSplit", {
            open: formatCount(openBreaches),
            resolved: formatCount(vendor.counts.kpiBreaches - openBreaches),
          })}
        >
          {formatCount(vendor.counts.kpiBreaches)}
        </Stat>
        <Stat
          label={t("vendorRecord:overview.nextReview")}
          hint={
            vendor.lastReviewedAt
              ? t("vendorRecord:overview.lastReviewedOn", { date: formatDate(vendor.lastReviewedAt) })
              : t("vendorRecord:overview.neverReviewed")
          }
        >
          {formatDate(vendor.nextReviewDate)}
        </Stat>
      </dl>
      <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
        <Field label={t("vendorRecord:overview.legalName")}>{vendor.legalName}</Field>
        <Field label={t("vendorRecord:overview.businessType")}>{vendor.businessType}</Field>
        <Field label={t("vendorRecord:overview.country")}>
          {vendor.country ? `${countryName(vendor.country)} (${vendor.country})` : null}
        </Field>
        <Field label={t("vendorRecord:overview.countryOfService")}>
          {vendor.countryOfService ? `${countryName(vendor.countryOfService)} (${vendor.countryOfService})` : null}
        </Field>
        <Field label={t("vendorRecord:overview.contactPerson")}>{vendor.contactPerson}</Field>
        <Field label={t("vendorRecord:overview.email")}>
          {vendor.email && (
            <a href={`mailto:${vendor.email}`} className="text-primary underline-offset-4 hover:underline">
              {vendor.email}
            </a>
          )}
        </Field>
        <Field label={t("vendorRecord:overview.phone")}>{vendor.phone}</Field>
        <Field label={t("vendorRecord:overview.criticality")}>{criticalityLabel(t, vendor.criticality)}</Field>
        <Field label={t("vendorRecord:overview.servicesProvided")} wide>
          {vendor.servicesProvided.length > 0 && (
            <span className="flex flex-wrap gap-1">
              {vendor.servicesProvided.map((service) => (
                <Badge key={service} variant="secondary">
                  {service}
                </Badge>
              ))}
            </span>
          )}
        </Field>
      </dl>
      <section aria-labelledby="vendor-identity" className="grid gap-3">
        <h3 id="vendor-identity" className="text-sm font-semibold">
          {t("vendorRecord:overview.legalIdentity")}
        </h3>
        <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
          <Field label={t("vendorRecord:overview.lei")}>
            {vendor.lei && <span className="font-mono text-xs">{vendor.lei}</span>}
          </Field>
          <Field label={t("vendorRecord:overview.registrationNumber")}>{vendor.registrationNumber}</Field>
          <Field label={t("vendorRecord:overview.parentCompany")}>{vendor.parentCompany}</Field>
          <Field label={t("vendorRecord:overview.registeredAddress")}>{vendor.registeredAddress}</Field>
        </dl>
      </section>
      <section aria-labelledby="vendor-dates" className="grid gap-3">
        <h3 id="vendor-dates" className="text-sm font-semibold">
          {t("vendorRecord:overview.lifecycle")}
        </h3>
        <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-3">
          <Field label={t("vendorRecord:overview.onboardingStarted")}>
            {formatDate(vendor.onboardingStartedAt, "")}
          </Field>
          <Field label={t("vendorRecord:overview.activated")}>{formatDate(vendor.activatedAt, "")}</Field>
          <Field label={t("vendorRecord:overview.offboarded")}>{formatDate(vendor.offboardedAt, "")}</Field>
          <Field label={t("vendorRecord:overview.lastReviewed")}>{formatDate(vendor.lastReviewedAt, "")}</Field>
          <Field label={t("vendorRecord:overview.nextReview")}>{formatDate(vendor.nextReviewDate, "")}</Field>
        </dl>
        {vendor.statusNote && (
          <p className="text-sm text-muted-foreground">
            {t("vendorRecord:overview.statusNote", { note: vendor.statusNote })}
          </p>
        )}
      </section>
    </div>
  );
}
