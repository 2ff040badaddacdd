import { CLOUD_DEPLOYMENT_MODELS, CLOUD_SERVICE_MODELS } from "@tprm/api/schemas";
import { useTranslation } from "react-i18next";
import { FieldGrid, FormSection } from "../../../components/register/FormParts";
import { type ContractRegisterForm, useRegisterFields } from "./RegisterFieldKit";

/** Data and cloud: whether the provider stores the bank's data, how sensitive it is, the reliance, the cloud models. */
export function RegisterData({ form, disabled }: { form: ContractRegisterForm; disabled: boolean }) {
  const { t } = useTranslation(["contractDetail"]);
  const f = useRegisterFields(form, disabled);
  return (
    <FormSection title={t("contractDetail:register.sections.data")}>
      <FieldGrid>
        {f.yesNo("dataStored")}
        {f.list("dataSensitiveness", "sensitiveness")}
        {f.list("relianceLevel", "reliance")}
        {f.options("cloudServiceModel", CLOUD_SERVICE_MODELS, (v) => t(`contractDetail:register.cloudService.${v}`))}
        {f.options("cloudDeploymentModel", CLOUD_DEPLOYMENT_MODELS, (v) =>
          t(`contractDetail:register.cloudDeployment.${v}`),
        )}
        {f.longText("dataDescription", t("contractDetail:register.fields.dataDescriptionHint"))}
      </FieldGrid>
    </FormSection>
  );
}

/**
 * Criticality and exit: the reasons and date of the criticality assessment, substitutability and why not, audits,
 * the exit plan and its test, reintegration, the impact of discontinuing, alternatives, time-criticality.
 */
export function RegisterAssessment({ form, disabled }: { form: ContractRegisterForm; disabled: boolean }) {
  const { t } = useTranslation(["contractDetail"]);
  const f = useRegisterFields(form, disabled);
  return (
    <>
      <FormSection title={t("contractDetail:register.sections.criticality")}>
        <FieldGrid>
          {f.date("criticalityAssessedOn")}
          {f.yesNo("timeCritical")}
          {f.longText("criticalityReasons")}
          {f.date("lastAuditOn")}
          {f.date("nextAuditOn")}
        </FieldGrid>
      </FormSection>
      <FormSection title={t("contractDetail:register.sections.exit")}>
        <FieldGrid>
          {f.list("substitutability", "substitutability")}
          {f.list("nonSubstitutabilityReason", "nonSubstitutabilityReason")}
          {f.yesNo("exitPlanExists")}
          {f.date("exitPlanTestedOn")}
          {f.list("reintegration", "reintegration")}
          {f.list("discontinuationImpact", "impact")}
          {f.yesNo("alternativesIdentified")}
          {f.longText("alternativeProviders", t("contractDetail:register.fields.alternativeProvidersHint"))}
        </FieldGrid>
      </FormSection>
    </>
  );
}
