import { FormField, Input, Textarea } from "@tprm/ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { VendorChoicePicker } from "../../../components/VendorChoicePicker";
import { countryName } from "../../../lib/countries";
import { type WizardValues, withVendorName } from "./wizard-state";

type Source = "register" | "new";

/**
 * Step 1, Kickoff: who receives the service (our legal entity and the receiving unit) and who provides it — a vendor
 * of the register, or a provider not yet in it, described as text whose first line is its name (the submission
 * finds or creates the vendor by that line) — and the jurisdiction.
 */
export function KickoffStep({
  values,
  onChange,
}: {
  values: WizardValues;
  onChange: (change: Partial<WizardValues>) => void;
}) {
  const { t } = useTranslation(["workflowWizard"]);
  const [source, setSource] = useState<Source>(values.vendor || !values.providerDetails ? "register" : "new");

  const chooseSource = (next: Source) => {
    setSource(next);
    if (next === "new" && values.vendor) onChange({ vendor: null });
  };

  return (
    <div className="grid gap-6">
      <section className="grid gap-4" aria-labelledby="kickoff-recipient">
        <h3 id="kickoff-recipient" className="text-base font-semibold">
          {t("workflowWizard:kickoff.recipientHeading")}
        </h3>
        <FormField
          label={t("workflowWizard:kickoff.legalEntity")}
          description={t("workflowWizard:kickoff.legalEntityHint")}
        >
          {(p) => (
            <Input
              {...p}
              value={values.legalEntity}
              maxLength={200}
              onChange={(e) => onChange({ legalEntity: e.target.value })}
              data-testid="wizard-legal-entity"
            />
          )}
        </FormField>
        <FormField
          label={t("workflowWizard:kickoff.recipient")}
          description={t("workflowWizard:kickoff.recipientHint")}
          required
        >
          {(p) => (
            <Textarea
              {...p}
              rows={3}
              value={values.recipientDetails}
              maxLength={2000}
              onChange={(e) => onChange({ recipientDetails: e.target.value })}
              data-testid="wizard-recipient"
            />
          )}
        </FormField>
      </section>

      <section className="grid gap-4" aria-labelledby="kickoff-provider">
        <h3 id="kickoff-provider" className="text-base font-semibold">
          {t("workflowWizard:kickoff.providerHeading")}
        </h3>
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">{t("workflowWizard:kickoff.source")}</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {(["register", "new"] as const).map((option) => (
              <label key={option} className="flex cursor-pointer items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="provider-source"
                  className="size-4 accent-primary"
                  checked={source === option}
                  onChange={() => chooseSource(option)}
                />
                {t(`workflowWizard:kickoff.sources.${option}`)}
              </label>
            ))}
          </div>
        </fieldset>
        {source === "register" && (
          <VendorChoicePicker
            value={values.vendor}
            onChange={(vendor) =>
              onChange(
                vendor
                  ? { vendor, providerDetails: withVendorName(values.providerDetails, vendor.name) }
                  : { vendor: null },
              )
            }
            country={countryName}
            texts={{
              legend: t("workflowWizard:vendorPicker.legend"),
              hint: t("workflowWizard:vendorPicker.hint"),
              search: t("workflowWizard:vendorPicker.search"),
              loading: t("workflowWizard:vendorPicker.loading"),
              loadFailed: t("workflowWizard:vendorPicker.loadFailed"),
              noMatch: (term) => t("workflowWizard:vendorPicker.noMatch", { term }),
              none: t("workflowWizard:vendorPicker.none"),
              matching: (count, n, term) => t("workflowWizard:vendorPicker.matching", { count, n, term }),
              available: (count, n) => t("workflowWizard:vendorPicker.available", { count, n }),
              chosen: t("workflowWizard:vendorPicker.chosen"),
              remove: (name) => t("workflowWizard:vendorPicker.remove", { name }),
            }}
            testId="wizard-vendor-picker"
          />
        )}
        <FormField
          label={t("workflowWizard:kickoff.provider")}
          description={
            source === "register"
              ? t("workflowWizard:kickoff.providerHintVendor")
              : t("workflowWizard:kickoff.providerHintNew")
          }
          required
        >
          {(p) => (
            <Textarea
              {...p}
              rows={3}
              value={values.providerDetails}
              maxLength={2000}
              onChange={(e) => onChange({ providerDetails: e.target.value })}
              data-testid="wizard-provider"
            />
          )}
        </FormField>
        <FormField
          label={t("workflowWizard:kickoff.jurisdiction")}
          description={t("workflowWizard:kickoff.jurisdictionHint")}
        >
          {(p) => (
            <Input
              {...p}
              value={values.jurisdiction}
              maxLength={200}
              onChange={(e) => onChange({ jurisdiction: e.target.value })}
              data-testid="wizard-jurisdiction"
            />
          )}
        </FormField>
      </section>
    </div>
  );
}
