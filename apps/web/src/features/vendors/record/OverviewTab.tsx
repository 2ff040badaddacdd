import { Badge, cn } from "@tprm/ui";
import type { ReactNode } from "react";
import { formatDate, formatMoney } from "../../../lib/format";
import type { VendorDetail } from "../types";
import { countryName, humanize } from "../vendor-format";

function Field({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={cn("grid gap-0.5", wide && "sm:col-span-2")}>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-sm break-words">{children || <span className="text-muted-foreground">—</span>}</dd>
    </div>
  );
}

function Stat({ label, children, hint }: { label: string; children: ReactNode; hint?: string }) {
  return (
    <div className="grid content-start gap-0.5 rounded-lg border bg-muted/30 px-3 py-2.5">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums">{children}</dd>
      {hint && <dd className="text-xs text-muted-foreground">{hint}</dd>}
    </div>
  );
}

export function OverviewTab({ vendor }: { vendor: VendorDetail }) {
  const openBreaches = Object.values(vendor.openBreaches ?? {}).reduce<number>((sum, n) => sum + (n ?? 0), 0);
  return (
    <div className="grid gap-6">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Key figures">
        <Stat label="Contract value" hint={vendor.currency}>
          {formatMoney(vendor.contractValue, vendor.currency)}
        </Stat>
        <Stat label="Relationship health" hint={vendor.healthScore === null ? "after the first review" : "out of 100"}>
          {vendor.healthScore ?? "—"}
        </Stat>
        <Stat
          label="KPI breaches recorded"
          hint={`${openBreaches} open, ${vendor.counts.kpiBreaches - openBreaches} resolved`}
        >
          {vendor.counts.kpiBreaches}
        </Stat>
        <Stat
          label="Next review"
          hint={vendor.lastReviewedAt ? `last ${formatDate(vendor.lastReviewedAt)}` : "never reviewed"}
        >
          {formatDate(vendor.nextReviewDate)}
        </Stat>
      </dl>
      <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
        <Field label="Legal name">{vendor.legalName}</Field>
        <Field label="Business type">{vendor.businessType}</Field>
        <Field label="Country">{vendor.country ? `${countryName(vendor.country)} (${vendor.country})` : null}</Field>
        <Field label="Country of service">
          {vendor.countryOfService ? `${countryName(vendor.countryOfService)} (${vendor.countryOfService})` : null}
        </Field>
        <Field label="Contact person">{vendor.contactPerson}</Field>
        <Field label="Email">
          {vendor.email && (
            <a href={`mailto:${vendor.email}`} className="text-primary underline-offset-4 hover:underline">
              {vendor.email}
            </a>
          )}
        </Field>
        <Field label="Phone">{vendor.phone}</Field>
        <Field label="Criticality">{humanize(vendor.criticality)}</Field>
        <Field label="Services provided" wide>
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
          Legal identity
        </h3>
        <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
          <Field label="LEI">{vendor.lei && <span className="font-mono text-xs">{vendor.lei}</span>}</Field>
          <Field label="Registration number">{vendor.registrationNumber}</Field>
          <Field label="Parent company">{vendor.parentCompany}</Field>
          <Field label="Registered address">{vendor.registeredAddress}</Field>
        </dl>
      </section>
      <section aria-labelledby="vendor-dates" className="grid gap-3">
        <h3 id="vendor-dates" className="text-sm font-semibold">
          Lifecycle
        </h3>
        <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-3">
          <Field label="Onboarding started">{formatDate(vendor.onboardingStartedAt, "")}</Field>
          <Field label="Activated">{formatDate(vendor.activatedAt, "")}</Field>
          <Field label="Offboarded">{formatDate(vendor.offboardedAt, "")}</Field>
          <Field label="Last reviewed">{formatDate(vendor.lastReviewedAt, "")}</Field>
          <Field label="Next review">{formatDate(vendor.nextReviewDate, "")}</Field>
        </dl>
        {vendor.statusNote && <p className="text-sm text-muted-foreground">Status note: {vendor.statusNote}</p>}
      </section>
    </div>
  );
}
