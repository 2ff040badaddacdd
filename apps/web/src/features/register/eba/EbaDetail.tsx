import type { EbaRegisterRow } from "@tprm/api/schemas";
import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { countryName } from "../../../lib/countries";
import { formatCalendarDate, formatMoney } from "../../../lib/format";
import { listLabel, yesNo } from "../register-labels";
import { ebaDetailId } from "./eba-columns";

type Field = readonly [label: string, value: ReactNode];

const countries = (codes: string[]) => (codes.length ? codes.map((c) => countryName(c)).join(", ") : "—");
const text = (value: string | null | undefined) => (value?.trim() ? value : "—");
const days = (t: TFunction, value: number | null) => (value === null ? "—" : t("register:eba.days", { count: value }));

/** A cloud service or deployment model (iaas, public…) in words. */
const cloudWord = (t: TFunction, list: "cloudService" | "cloudDeployment", value: string | null | undefined) =>
  value ? t(`register:eba.${list}.${value}`, { defaultValue: value }) : "—";

/** Paragraph 54: what the register holds of every arrangement. */
function paragraph54(t: TFunction, r: EbaRegisterRow): Field[] {
  const functions = r.functions.map((f) => `${f.identifier} ${f.name}`).join("; ");
  return [
    [t("register:eba.fields.reference"), r.reference],
    [t("register:eba.fields.startDate"), formatCalendarDate(r.startDate)],
    [t("register:eba.fields.nextRenewalDate"), formatCalendarDate(r.nextRenewalDate)],
    [t("register:eba.fields.endDate"), formatCalendarDate(r.endDate)],
    [t("register:eba.fields.noticeDate"), formatCalendarDate(r.noticeDate)],
    [t("register:eba.fields.noticePeriod"), days(t, r.noticePeriodDays)],
    [t("register:eba.fields.providerNoticePeriod"), days(t, r.providerNoticePeriodDays)],
    [t("register:eba.fields.functions"), text(functions)],
    [t("register:eba.fields.functionDescription"), text(r.functionDescription)],
    [t("register:eba.fields.dataDescription"), text(r.dataDescription)],
    [t("register:eba.fields.category"), t(`contracts:type.${r.category}`)],
    [t("register:eba.fields.serviceType"), listLabel(t, r.ictServiceType)],
    [t("register:eba.fields.providerName"), r.provider.name],
    [t("register:eba.fields.registrationNumber"), text(r.provider.registrationNumber)],
    [t("register:eba.fields.lei"), text(r.provider.lei)],
    [t("register:eba.fields.registeredAddress"), text(r.provider.registeredAddress)],
    [t("register:eba.fields.parentCompany"), text(r.provider.parentCompany)],
    [t("register:eba.fields.performanceCountries"), countries(r.performanceCountries)],
    [t("register:eba.fields.dataStorageCountries"), countries(r.dataStorageCountries)],
    [t("register:eba.fields.critical"), yesNo(t, r.critical)],
    [t("register:eba.fields.criticalityReasons"), text(r.criticalityReasons)],
    [t("register:eba.fields.criticalityAssessedOn"), formatCalendarDate(r.criticalityAssessedOn)],
    [t("register:eba.fields.cloudServiceModel"), cloudWord(t, "cloudService", r.cloud?.serviceModel)],
    [t("register:eba.fields.cloudDeploymentModel"), cloudWord(t, "cloudDeployment", r.cloud?.deploymentModel)],
    [t("register:eba.fields.cloudDataNature"), text(r.cloud?.dataNature)],
  ];
}

type Paragraph55 = NonNullable<EbaRegisterRow["paragraph55"]>;

/** Paragraph 55: what the register adds for a critical or important arrangement. */
function paragraph55(t: TFunction, p: Paragraph55): Field[] {
  const assessment = p.lastRiskAssessment;
  const sub = p.subOutsourcing.map(
    (s) =>
      `${t("register:eba.rank", { rank: s.rank })} ${s.name}${s.country ? ` (${countryName(s.country)})` : ""}` +
      (s.dataLocations.length ? ` — ${t("register:eba.dataIn", { countries: countries(s.dataLocations) })}` : ""),
  );
  return [
    [t("register:eba.fields.entities"), text(p.entities.map((e) => e.name).join(", "))],
    [
      t("register:eba.fields.lastRiskAssessment"),
      assessment ? `${assessment.reference}, ${formatCalendarDate(assessment.date)}` : "—",
    ],
    [t("register:eba.fields.riskSummary"), text(assessment?.summary)],
    [
      t("register:eba.fields.decisionBody"),
      p.decisionBody
        ? `${p.decisionBody.committee} (${p.decisionBody.workflowReference}, ${formatCalendarDate(p.decisionBody.decidedOn)})`
        : "—",
    ],
    [
      t("register:eba.fields.governingLaw"),
      text(
        [p.governingLaw, p.governingLawCountry ? countryName(p.governingLawCountry) : null].filter(Boolean).join(", "),
      ),
    ],
    [t("register:eba.fields.lastAuditOn"), formatCalendarDate(p.lastAuditOn)],
    [t("register:eba.fields.nextAuditOn"), formatCalendarDate(p.nextAuditOn)],
    [t("register:eba.fields.subOutsourcing"), sub.length ? sub.join("; ") : t("register:eba.none")],
    [
      t("register:eba.fields.substitutability"),
      p.substitutability ? t(`register:eba.substitutability.${p.substitutability}`) : "—",
    ],
    [t("register:eba.fields.reintegration"), listLabel(t, p.reintegration)],
    [t("register:eba.fields.discontinuationImpact"), listLabel(t, p.discontinuationImpact)],
    [t("register:eba.fields.alternativesIdentified"), yesNo(t, p.alternativesIdentified)],
    [t("register:eba.fields.alternativeProviders"), text(p.alternativeProviders)],
    [t("register:eba.fields.timeCritical"), yesNo(t, p.timeCritical)],
    [t("register:eba.fields.annualCost"), p.annualCost ? formatMoney(p.annualCost.amount, p.annualCost.currency) : "—"],
  ];
}

function FieldList({ fields }: { fields: Field[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2 xl:grid-cols-3">
      {fields.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
          <dd className="break-words text-sm">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A row's detail under it: every paragraph 54 field and, for a critical or important arrangement, paragraph 55's. */
export function EbaDetail({ row }: { row: EbaRegisterRow }) {
  const { t } = useTranslation(["register", "contracts"]);
  return (
    <div
      id={ebaDetailId(row)}
      className="grid max-w-[calc(100vw-4rem)] gap-4 px-4 py-3 md:max-w-none"
      data-testid="eba-detail"
    >
      <section className="grid gap-2">
        <h2 className="text-sm font-semibold">{t("register:eba.paragraph54")}</h2>
        <FieldList fields={paragraph54(t, row)} />
      </section>
      {row.paragraph55 && (
        <section className="grid gap-2" data-testid="eba-paragraph-55">
          <h2 className="text-sm font-semibold">{t("register:eba.paragraph55")}</h2>
          <FieldList fields={paragraph55(t, row.paragraph55)} />
        </section>
      )}
    </div>
  );
}
