import { DESCRIPTION_MAX, DESCRIPTION_MIN } from "@tprm/api/schemas";
import { cn, FormField, Textarea } from "@tprm/ui";
import { useTranslation } from "react-i18next";
import { formatCount } from "../../../lib/format";

/** Step 3, Process Description: 100 to 5000 characters (001 §5), the maximum held while typing, with a counter. */
export function DescriptionStep({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation(["workflowWizard"]);
  const length = value.trim().length;
  const short = length < DESCRIPTION_MIN;
  return (
    <FormField
      label={t("workflowWizard:description.label")}
      description={t("workflowWizard:description.hint", { min: DESCRIPTION_MIN, max: formatCount(DESCRIPTION_MAX) })}
      required
    >
      {(p) => (
        <div className="grid gap-1.5">
          <Textarea
            {...p}
            rows={10}
            value={value}
            maxLength={DESCRIPTION_MAX}
            onChange={(e) => onChange(e.target.value)}
            data-testid="wizard-description"
          />
          <p
            className={cn(
              "text-right text-xs",
              short ? "text-muted-foreground" : "text-emerald-700 dark:text-emerald-300",
            )}
            data-testid="wizard-description-counter"
          >
            {short
              ? t("workflowWizard:description.counterShort", {
                  length: formatCount(length),
                  max: formatCount(DESCRIPTION_MAX),
                  left: DESCRIPTION_MIN - length,
                })
              : t("workflowWizard:description.counter", {
                  length: formatCount(length),
                  max: formatCount(DESCRIPTION_MAX),
                })}
          </p>
        </div>
      )}
    </FormField>
  );
}
