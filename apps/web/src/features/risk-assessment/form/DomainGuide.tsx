import { type AssessmentDomainKey, DOMAIN_WEIGHTS } from "@tprm/api/schemas";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatCount } from "../../../lib/format";
import { DOMAIN_TEXTS } from "./domain-texts";

/**
 * What a domain covers and how it is assessed: its name and weight, description, the team that assesses it, the
 * methodology and the regulatory basis (our own summaries of the EBA outsourcing guidelines and DORA). Shown on the
 * form's domain tab and where IT Security assesses its own domain.
 */
export function DomainGuide({ domain, titleId }: { domain: AssessmentDomainKey; titleId: string }) {
  const { t } = useTranslation(["assessmentForm", "assessmentDomains"]);
  const texts = DOMAIN_TEXTS[domain];
  return (
    <>
      <header className="grid gap-1">
        <h3 id={titleId} className="text-base font-semibold">
          {t(texts.name)}
        </h3>
        <p className="text-sm text-muted-foreground">
          {t("assessmentForm:domain.weightValue", { percent: formatCount(DOMAIN_WEIGHTS[domain]) })}
        </p>
        <p className="text-sm">{t(texts.description)}</p>
      </header>

      <dl className="grid gap-3 rounded-md border bg-muted/30 p-3 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr]">
        <Term label={t("assessmentForm:domain.team")}>{t(texts.team)}</Term>
        <Term label={t("assessmentForm:domain.methodology")}>{t(texts.methodology)}</Term>
        <Term label={t("assessmentForm:domain.regulatoryBasis")}>{t(texts.regulatoryBasis)}</Term>
      </dl>
    </>
  );
}

function Term({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium">{label}</dt>
      <dd className="text-muted-foreground">{children}</dd>
    </>
  );
}
