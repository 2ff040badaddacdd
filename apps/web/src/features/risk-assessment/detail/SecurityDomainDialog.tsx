import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { type AssessmentDomainKey, updateAssessmentDomainInput } from "@tprm/api/schemas";
import { Alert, AlertDescription, AlertTitle, FormField, Textarea } from "@tprm/ui";
import { useEffect, useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { z } from "zod";
import { applyServerIssues } from "../../../components/dialog-support";
import { errorText } from "../../../components/error-text";
import { FormDialog } from "../../../components/FormDialog";
import { httpStatusOf } from "../../../lib/http-errors";
import { useTRPC } from "../../../lib/trpc";
import type { AssessmentRights } from "../assessment-permissions";
import { canChangeEvidence } from "../assessment-permissions";
import { DomainEvidence } from "../evidence/DomainEvidence";
import { DomainGuide } from "../form/DomainGuide";
import { fieldError, ISSUES } from "../form/form-values";
import { ScoreChooser } from "../form/ScoreChooser";
import type { AssessmentDetail } from "../types";

/** IT Security's own domain (docs/DECISIONS.md): the one it may score through riskAssessments.updateDomain. */
export const SECURITY_DOMAIN: AssessmentDomainKey = "itBusinessContinuity";

type Values = z.input<typeof updateAssessmentDomainInput>;
type Output = z.output<typeof updateAssessmentDomainInput>;

/**
 * IT Security assesses IT & business continuity on an open assessment: what the domain covers and how it is
 * assessed, the score 0–10 with the risk level it gives, the notes, and the domain's evidence (uploaded and removed
 * at once). Saving changes that domain only; the server recomputes the overall score and risk. A completed
 * assessment (409) or a role that may not (403) is refused, and said so.
 */
export function SecurityDomainDialog({
  assessment,
  rights,
  onClose,
}: {
  assessment: AssessmentDetail;
  rights: AssessmentRights;
  onClose: () => void;
}) {
  const { t } = useTranslation(["riskAssessment", "assessmentForm", "assessmentDomains", "common"]);
  const trpc = useTRPC();
  const section = assessment.domains[SECURITY_DOMAIN];
  const [failure, setFailure] = useState<string | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  // The refusal shows at the top of the dialog's body: scrolled to, wherever the user was in it.
  useEffect(() => {
    if (failure) failureRef.current?.scrollIntoView?.({ block: "nearest" });
  }, [failure]);
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(updateAssessmentDomainInput),
    defaultValues: { id: assessment.id, domain: SECURITY_DOMAIN, score: section.score, notes: section.notes ?? "" },
  });
  const save = useMutation(
    trpc.riskAssessments.updateDomain.mutationOptions({
      onSuccess: (saved) => {
        toast.success(t("riskAssessment:securityDomain.saved", { reference: saved.reference }));
        onClose();
      },
      onError: (error) => {
        const status = httpStatusOf(error);
        const message =
          status === 409
            ? t("riskAssessment:securityDomain.locked")
            : status === 403
              ? t("riskAssessment:securityDomain.forbidden")
              : errorText(t, error, t("riskAssessment:securityDomain.failed"));
        applyServerIssues(form, error);
        // Said in the dialog (an alert, announced), not in a toast, which on a phone would cover its buttons.
        setFailure(message);
      },
    }),
  );
  const notesError = form.formState.errors.notes;
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t("riskAssessment:securityDomain.title")}
      description={t("riskAssessment:securityDomain.description", {
        reference: assessment.reference,
        vendor: assessment.vendor.name,
      })}
      className="sm:max-w-2xl"
      testId="security-domain-dialog"
      form={form}
      onSubmit={(values) => {
        setFailure(null);
        save.mutate(values);
      }}
      busy={save.isPending}
      submitLabel={t("riskAssessment:securityDomain.save")}
      busyLabel={t("riskAssessment:securityDomain.saving")}
    >
      {failure && (
        <Alert variant="destructive" data-testid="security-domain-failure" ref={failureRef}>
          <AlertTitle>{t("riskAssessment:securityDomain.failed")}</AlertTitle>
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      )}
      <section className="grid gap-5" aria-labelledby="security-domain-title">
        <DomainGuide domain={SECURITY_DOMAIN} titleId="security-domain-title" />
        <Controller
          control={form.control}
          name="score"
          render={({ field }) => (
            <ScoreChooser
              value={typeof field.value === "number" ? field.value : null}
              onChange={field.onChange}
              disabled={save.isPending}
              testId="security-score"
            />
          )}
        />
        <FormField
          label={t("assessmentForm:domain.notes")}
          description={t("assessmentForm:domain.notesHint")}
          error={fieldError(t, notesError, ISSUES.notes)}
        >
          {(field) => <Textarea {...field} rows={4} disabled={save.isPending} {...form.register("notes")} />}
        </FormField>
        <div className="grid gap-1.5">
          <DomainEvidence
            assessmentId={assessment.id}
            domain={SECURITY_DOMAIN}
            evidence={section.evidence}
            canEdit={canChangeEvidence(rights, assessment.status, SECURITY_DOMAIN)}
          />
          <p className="text-xs text-muted-foreground">{t("riskAssessment:securityDomain.evidenceAtOnce")}</p>
        </div>
      </section>
    </FormDialog>
  );
}
