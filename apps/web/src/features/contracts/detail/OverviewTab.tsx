import { Badge, cn } from "@tprm/ui";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ContractRiskChip, ExpiringBadge } from "../../../components/ContractChips";
import { countryName } from "../../../lib/countries";
import { formatAmount, formatCalendarDate, formatCount, formatDateTime, formatDecimal } from "../../../lib/format";
import type { ContractDetailData } from "./types";

function Field({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={cn("grid gap-0.5", wide && "sm:col-span-2")}>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-sm break-words whitespace-pre-line">
        {children || <span className="text-muted-foreground">—</span>}
      </dd>
    </div>
  );
}

function Stat({ label, children, hint }: { label: string; children: ReactNode; hint?: ReactNode }) {
  return (
    <div className="grid content-start gap-0.5 rounded-lg border bg-muted/30 px-3 py-2.5">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-base font-semibold break-words tabular-nums">{children}</dd>
      {hint && <dd className="text-xs text-muted-foreground">{hint}</dd>}
    </div>
  );
}

function Countries({ codes }: { codes: string[] }) {
  if (codes.length === 0) return null;
  return (
    <span className="flex flex-wrap gap-1">
      {codes.map((code) => (
        <Badge key={code} variant="secondary">
          {countryName(code)} ({code})
        </Badge>
      ))}
    </span>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h3 id={id} className="text-sm font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

/**
 * Every field of the contract: the money and dates first (value, monthly value, end date with the days left and the
 * expiring badge, the notice deadline of a contract renewing automatically), then the terms, the data locations,
 * the people (owner, approval) and how it ended when it has.
 */
export function OverviewTab({ contract: c }: { contract: ContractDetailData }) {
  const { t } = useTranslation(["contractDetail"]);
  const yes = t("contractDetail:overview.yes");
  const no = t("contractDetail:overview.no");
  return (
    <div className="grid gap-6" data-testid="contract-overview">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label={t("contractDetail:overview.keyFigures")}>
        <Stat label={t("contractDetail:overview.value")} hint={c.currency}>
          {formatAmount(c.value, c.currency)}
        </Stat>
        <Stat label={t("contractDetail:overview.monthlyValue")} hint={t("contractDetail:overview.monthlyHint")}>
          {t("contractDetail:overview.monthlyK", { value: formatDecimal(Number(c.monthlyValueK), 1, 1) })}
        </Stat>
        <Stat
          label={t("contractDetail:overview.endDate")}
          hint={
            c.endDate === null ? (
              t("contractDetail:overview.openEnded")
            ) : c.expiringSoon ? (
              <ExpiringBadge daysToEnd={c.daysToEnd} />
            ) : c.daysToEnd !== null && c.daysToEnd > 0 && c.status !== "terminated" && c.status !== "expired" ? (
              t("contractDetail:overview.daysLeft", { count: c.daysToEnd, n: formatCount(c.daysToEnd) })
            ) : null
          }
        >
          {formatCalendarDate(c.endDate)}
        </Stat>
        <Stat
          label={t("contractDetail:overview.noticeDeadline")}
          hint={c.noticeDeadline ? t("contractDetail:overview.noticeHint") : t("contractDetail:overview.noNotice")}
        >
          <span data-testid="contract-notice-deadline">{formatCalendarDate(c.noticeDeadline)}</span>
        </Stat>
      </dl>

      <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
        <Field label={t("contractDetail:overview.vendor")}>{c.vendor.name}</Field>
        <Field label={t("contractDetail:overview.type")}>{t(`contractDetail:type.${c.type}`)}</Field>
        <Field label={t("contractDetail:overview.startDate")}>{formatCalendarDate(c.startDate)}</Field>
        <Field label={t("contractDetail:overview.nextReview")}>
          {c.nextReviewDate ? formatCalendarDate(c.nextReviewDate) : null}
        </Field>
        <Field label={t("contractDetail:overview.riskLevel")}>
          <ContractRiskChip risk={c.riskLevel} testId="contract-risk" />
        </Field>
        <Field label={t("contractDetail:overview.criticalFunction")}>{c.criticalFunction ? yes : no}</Field>
        <Field label={t("contractDetail:overview.owner")}>{c.owner?.name}</Field>
        <Field label={t("contractDetail:overview.template")}>
          {c.template
            ? c.template.version === null
              ? c.template.name
              : t("contractDetail:overview.templateVersion", {
                  name: c.template.name,
                  version: formatCount(c.template.version),
                })
            : null}
        </Field>
        <Field label={t("contractDetail:overview.description")} wide>
          {c.description}
        </Field>
      </dl>

      <Section id="contract-renewal" title={t("contractDetail:overview.renewal")}>
        <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-3">
          <Field label={t("contractDetail:overview.autoRenewal")}>{c.autoRenewal ? yes : no}</Field>
          <Field label={t("contractDetail:overview.renewalTerm")}>
            {c.renewalTermMonths === null
              ? null
              : t("contractDetail:overview.months", {
                  count: c.renewalTermMonths,
                  n: formatCount(c.renewalTermMonths),
                })}
          </Field>
          <Field label={t("contractDetail:overview.noticePeriod")}>
            {c.noticePeriodDays === null
              ? null
              : t("contractDetail:overview.days", { count: c.noticePeriodDays, n: formatCount(c.noticePeriodDays) })}
          </Field>
        </dl>
      </Section>

      <Section id="contract-governance" title={t("contractDetail:overview.governance")}>
        <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
          <Field label={t("contractDetail:overview.governingLaw")}>{c.governingLaw}</Field>
          <Field label={t("contractDetail:overview.dataStorage")}>
            <Countries codes={c.dataStorageCountries} />
          </Field>
          <Field label={t("contractDetail:overview.dataProcessing")}>
            <Countries codes={c.dataProcessingCountries} />
          </Field>
          <Field label={t("contractDetail:overview.terminationRights")} wide>
            {c.terminationRights}
          </Field>
          <Field label={t("contractDetail:overview.exitPlan")} wide>
            {c.exitPlan}
          </Field>
        </dl>
      </Section>

      <Section id="contract-approval" title={t("contractDetail:overview.approval")}>
        {c.approval ? (
          <p className="text-sm" data-testid="contract-approval">
            {c.approval.by
              ? t("contractDetail:overview.approvedBy", {
                  name: c.approval.by.name,
                  date: formatDateTime(c.approval.at),
                })
              : t("contractDetail:overview.approvedOn", { date: formatDateTime(c.approval.at) })}
            {c.approval.note && (
              <span className="block text-muted-foreground">
                {t("contractDetail:overview.note", { note: c.approval.note })}
              </span>
            )}
          </p>
        ) : (
          <p className="text-sm text-muted-foreground" data-testid="contract-approval">
            {t("contractDetail:overview.notApproved")}
          </p>
        )}
        {c.terminatedAt && (
          <p className="text-sm" data-testid="contract-termination">
            {c.terminatedBy
              ? t("contractDetail:overview.terminatedBy", {
                  name: c.terminatedBy.name,
                  date: formatDateTime(c.terminatedAt),
                })
              : t("contractDetail:overview.terminatedOn", { date: formatDateTime(c.terminatedAt) })}
            {c.terminationReason && (
              <span className="block text-muted-foreground">
                {t("contractDetail:overview.reason", { reason: c.terminationReason })}
              </span>
            )}
          </p>
        )}
        {c.expiredAt && !c.terminatedAt && (
          <p className="text-sm">{t("contractDetail:overview.expiredOn", { date: formatDateTime(c.expiredAt) })}</p>
        )}
      </Section>

      <p className="text-xs text-muted-foreground">
        {t("contractDetail:overview.created", {
          date: formatDateTime(c.createdAt),
          name: c.createdBy?.name ?? t("contractDetail:overview.system"),
        })}
        {" · "}
        {t("contractDetail:overview.updated", {
          date: formatDateTime(c.updatedAt),
          name: c.updatedBy?.name ?? t("contractDetail:overview.system"),
        })}
      </p>
    </div>
  );
}
