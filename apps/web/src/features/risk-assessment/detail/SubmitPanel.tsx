import { useMutation } from "@tanstack/react-query";
import type { AssessmentDomainKey } from "@tprm/api/schemas";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ActionPanel } from "../../../components/ActionPanel";
import { errorText } from "../../../components/error-text";
import { useTRPC } from "../../../lib/trpc";
import { domainLabel } from "../assessment-format";
import type { AssessmentDetail } from "../types";

/**
 * Submitting: says what follows (the assessment locks, the vendor's risk rating is set, the six stakeholder groups
 * are told) or which domains still need a score. A failure stays in the panel and in a toast; it is never swallowed.
 */
export function SubmitPanel({
  assessment,
  missing,
  onClose,
}: {
  assessment: AssessmentDetail;
  missing: readonly AssessmentDomainKey[];
  onClose: () => void;
}) {
  const { t } = useTranslation(["riskAssessment", "assessmentDomains", "common"]);
  const trpc = useTRPC();
  const submit = useMutation(
    trpc.riskAssessments.submit.mutationOptions({
      onSuccess: (done) => {
        toast.success(t("riskAssessment:submit.done", { reference: done.reference, vendor: done.vendor.name }));
        onClose();
      },
      onError: (error) => toast.error(errorText(t, error, t("riskAssessment:submit.failed"))),
    }),
  );
  const ready = missing.length === 0;
  return (
    <ActionPanel
      testId="submit-panel"
      title={t("riskAssessment:submit.title", { reference: assessment.reference })}
      description={
        ready
          ? t("riskAssessment:submit.description", { vendor: assessment.vendor.name })
          : t("riskAssessment:submit.incomplete", { count: missing.length })
      }
      failure={
        submit.isError
          ? {
              title: t("riskAssessment:submit.failed"),
              message: errorText(t, submit.error, t("riskAssessment:submit.failedHint")),
            }
          : null
      }
      busy={submit.isPending}
      confirmLabel={t("riskAssessment:submit.confirm")}
      busyLabel={t("riskAssessment:submit.submitting")}
      confirmDisabled={!ready}
      onSubmit={(e) => {
        e.preventDefault();
        submit.mutate({ id: assessment.id });
      }}
      onCancel={onClose}
    >
      {!ready && (
        <ul className="list-disc pl-5 text-sm" data-testid="submit-missing">
          {missing.map((domain) => (
            <li key={domain}>{domainLabel(t, domain)}</li>
          ))}
        </ul>
      )}
    </ActionPanel>
  );
}
