import { Alert, AlertDescription, AlertTitle } from "@tprm/ui";
import { CheckCircle2Icon, SaveIcon } from "lucide-react";
import type { Ref } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "../../../components/error-text";
import { formatTimeOfDay } from "../../../lib/format";
import type { SavedNotice } from "./use-wizard-draft";

export interface Issue {
  field: string;
  message: string;
}

/**
 * What the wizard says about its draft and its submission: the last save ("Draft auto-saved at 14:05"), a failed
 * save, the submission's success (before the redirect) or its failure with the fields refused.
 */
export function WizardBanners({
  ref,
  notice,
  saveError,
  submitted,
  submitError,
  issues,
}: {
  ref?: Ref<HTMLDivElement>;
  notice: SavedNotice | null;
  saveError: unknown;
  submitted: boolean;
  submitError: unknown;
  issues: Issue[];
}) {
  const { t } = useTranslation(["workflowWizard", "common"]);
  return (
    <div ref={ref} className="grid scroll-mt-24 gap-3 empty:hidden">
      {submitted && (
        <Alert variant="success" data-testid="wizard-submitted">
          <CheckCircle2Icon aria-hidden="true" />
          <AlertTitle>{t("workflowWizard:submit.success")}</AlertTitle>
        </Alert>
      )}
      {!submitted && notice && !saveError && (
        <Alert variant="success" data-testid="wizard-saved">
          <SaveIcon aria-hidden="true" />
          <AlertTitle>
            {notice.kind === "auto"
              ? t("workflowWizard:draft.autoSaved", { time: formatTimeOfDay(notice.at) })
              : t("workflowWizard:draft.saved", { time: formatTimeOfDay(notice.at) })}
          </AlertTitle>
        </Alert>
      )}
      {!submitted && saveError ? (
        <Alert variant="destructive" data-testid="wizard-save-failed">
          <AlertTitle>{t("workflowWizard:draft.saveFailed")}</AlertTitle>
          <AlertDescription>
            <p>{errorText(t, saveError, t("workflowWizard:draft.saveFailedHint"))}</p>
          </AlertDescription>
        </Alert>
      ) : null}
      {(submitError || issues.length > 0) && !submitted ? (
        <Alert variant="destructive" data-testid="wizard-submit-failed">
          <AlertTitle>{t("workflowWizard:submit.failed")}</AlertTitle>
          <AlertDescription>
            {issues.length > 0 ? (
              <ul className="list-disc pl-4">
                {issues.map((issue) => (
                  <li key={`${issue.field}:${issue.message}`}>
                    {t(`workflowWizard:fields.${fieldKey(issue.field)}`)}: {issue.message}
                  </li>
                ))}
              </ul>
            ) : (
              submitError !== null && <p>{errorText(t, submitError, t("workflowWizard:submit.failedHint"))}</p>
            )}
          </AlertDescription>
        </Alert>
      ) : null}
    </div>
  );
}

const FIELDS = [
  "legalEntity",
  "jurisdiction",
  "recipientDetails",
  "providerDetails",
  "vendorId",
  "committeeId",
  "processDescription",
  "outsourcingAssessment",
  "materialityAssessment",
  "draftId",
] as const;

/** A refused field's name as the list shows it; anything else as "the arrangement". */
const fieldKey = (field: string) => ((FIELDS as readonly string[]).includes(field) ? field : "other");
