import type { AssessmentDomainKey } from "@tprm/api/schemas";
import { FormField, Textarea } from "@tprm/ui";
import { Controller, type UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { DomainGuide } from "./DomainGuide";
import { type AssessmentFormOutput, type AssessmentFormValues, fieldError, ISSUES } from "./form-values";
import { ScoreChooser } from "./ScoreChooser";

/**
 * One of the nine domains: what it covers, who assesses it, how, and on what regulatory basis (our own summaries of
 * the EBA outsourcing guidelines and DORA), then its score with the level it gives, and the assessor's notes.
 */
export function DomainTab({
  domain,
  form,
  disabled,
}: {
  domain: AssessmentDomainKey;
  form: UseFormReturn<AssessmentFormValues, unknown, AssessmentFormOutput>;
  disabled?: boolean;
}) {
  const { t } = useTranslation(["assessmentForm", "assessmentDomains"]);
  const notesError = form.formState.errors.domains?.[domain]?.notes;
  return (
    <section className="grid gap-5" aria-labelledby={`domain-${domain}-title`} data-testid={`domain-${domain}`}>
      <DomainGuide domain={domain} titleId={`domain-${domain}-title`} />

      <Controller
        control={form.control}
        name={`domains.${domain}.score`}
        render={({ field }) => (
          <ScoreChooser
            value={field.value ?? null}
            onChange={field.onChange}
            disabled={disabled}
            testId={`score-${domain}`}
          />
        )}
      />

      <FormField
        label={t("assessmentForm:domain.notes")}
        description={t("assessmentForm:domain.notesHint")}
        error={fieldError(t, notesError, ISSUES.notes)}
      >
        {(field) => <Textarea {...field} rows={4} disabled={disabled} {...form.register(`domains.${domain}.notes`)} />}
      </FormField>
    </section>
  );
}
