import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { reopenRiskAssessmentInput } from "@tprm/api/schemas";
import { useRef } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { z } from "zod";
import { ActionPanel } from "../../../components/ActionPanel";
import { applyServerIssues } from "../../../components/dialog-support";
import { errorText } from "../../../components/error-text";
import { translatedError } from "../../../components/field-error";
import { ReasonField } from "../../../components/ReasonField";
import { useTRPC } from "../../../lib/trpc";
import type { AssessmentDetail } from "../types";

const REASON_ISSUES = {
  too_small: "riskAssessment:reopen.reasonRequired",
  invalid_type: "riskAssessment:reopen.reasonRequired",
  too_big: "riskAssessment:reopen.reasonTooLong",
} as const;

/** Reopening a completed assessment asks why; the reason is recorded (and audited) with who reopened it. */
export function ReopenPanel({ assessment, onClose }: { assessment: AssessmentDetail; onClose: () => void }) {
  const { t } = useTranslation(["riskAssessment", "common"]);
  const trpc = useTRPC();
  const reasonRef = useRef<HTMLTextAreaElement | null>(null);
  const form = useForm<z.input<typeof reopenRiskAssessmentInput>, unknown, z.output<typeof reopenRiskAssessmentInput>>({
    resolver: zodResolver(reopenRiskAssessmentInput),
    defaultValues: { id: assessment.id, reason: "" },
  });
  const reopen = useMutation(
    trpc.riskAssessments.reopen.mutationOptions({
      onSuccess: () => {
        toast.success(t("riskAssessment:reopen.done", { reference: assessment.reference }));
        onClose();
      },
      onError: (error) => {
        applyServerIssues(form, error);
        toast.error(errorText(t, error, t("riskAssessment:reopen.failed")));
      },
    }),
  );
  return (
    <ActionPanel
      testId="reopen-panel"
      title={t("riskAssessment:reopen.title", { reference: assessment.reference })}
      description={t("riskAssessment:reopen.description")}
      failure={
        reopen.isError
          ? {
              title: t("riskAssessment:reopen.failed"),
              message: errorText(t, reopen.error, t("riskAssessment:reopen.failed")),
            }
          : null
      }
      busy={reopen.isPending}
      confirmLabel={t("riskAssessment:reopen.confirm")}
      busyLabel={t("riskAssessment:reopen.reopening")}
      initialFocus={reasonRef}
      onSubmit={form.handleSubmit((values) => reopen.mutate(values))}
      onCancel={onClose}
    >
      <ReasonField
        label={t("riskAssessment:reopen.reason")}
        error={translatedError(t, form.formState.errors.reason, REASON_ISSUES)}
        registration={form.register("reason")}
        fieldRef={reasonRef}
      />
    </ActionPanel>
  );
}
