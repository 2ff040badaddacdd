import { useMutation } from "@tanstack/react-query";
import type { AssessmentStatusValue } from "@tprm/api/schemas";
import { Alert, AlertDescription, AlertTitle, Button, DialogFooter, FormField, NativeSelect } from "@tprm/ui";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { DateField } from "../../components/DateField";
import { GuardedDialog } from "../../components/dialog-support";
import { errorText } from "../../components/error-text";
import { LabelledOptions } from "../../components/LabelledOptions";
import { formatCalendarDate, formatCount } from "../../lib/format";
import { useTRPC } from "../../lib/trpc";
import type { SelectedAssessment } from "./AssessmentBulkActions";
import { AssessorPicker, type PickedAssessor } from "./AssessorPicker";
import { labelsOf, statusLabel } from "./assessment-format";

export type BulkField = "status" | "leadAssessor" | "nextReviewDate";

const TITLES: Record<BulkField, string> = {
  status: "riskAssessment:bulk.statusTitle",
  leadAssessor: "riskAssessment:bulk.assessorTitle",
  nextReviewDate: "riskAssessment:bulk.nextReviewTitle",
};

/**
 * The confirmation of a bulk change: the new value, the assessments it applies to, and the server's answer. The
 * change is all or nothing on the server, so a refusal (e.g. a completed assessment in the selection) changes none
 * and its reason stays on screen until the user changes the value or cancels.
 */
export function BulkUpdateDialog({
  field,
  selected,
  statuses,
  onClose,
  onDone,
}: {
  field: BulkField;
  selected: readonly SelectedAssessment[];
  statuses: readonly AssessmentStatusValue[];
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation(["riskAssessment", "common"]);
  const trpc = useTRPC();
  const [status, setStatus] = useState<AssessmentStatusValue | "">("");
  const [assessor, setAssessor] = useState<PickedAssessor | null>(null);
  const [date, setDate] = useState("");
  const [missing, setMissing] = useState(false);
  const count = selected.length;
  const n = formatCount(count);

  const update = useMutation(
    trpc.riskAssessments.bulkUpdate.mutationOptions({
      onSuccess: (result) => {
        toast.success(t("riskAssessment:bulk.updated", { count: result.updated, n: formatCount(result.updated) }));
        onDone();
      },
    }),
  );

  const patch =
    field === "status"
      ? status && { status }
      : field === "leadAssessor"
        ? assessor && { leadAssessorId: assessor.id }
        : date && { nextReviewDate: date };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!patch) {
      setMissing(true);
      return;
    }
    update.mutate({ ids: selected.map((a) => a.id), patch });
  }

  const changed = () => {
    setMissing(false);
    if (update.isError) update.reset();
  };

  const required = missing ? { message: t(`riskAssessment:bulk.required.${field}`) } : undefined;
  const summary =
    field === "status" && status
      ? t("riskAssessment:bulk.statusSummary", { count, n, status: statusLabel(t, status) })
      : field === "leadAssessor" && assessor
        ? t("riskAssessment:bulk.assessorSummary", { count, n, name: assessor.name })
        : field === "nextReviewDate" && date
          ? t("riskAssessment:bulk.nextReviewSummary", { count, n, date: formatCalendarDate(date) })
          : t("riskAssessment:bulk.appliesTo", { count, n });

  return (
    <GuardedDialog
      open
      onOpenChange={(open) => !open && onClose()}
      busy={update.isPending}
      title={t(TITLES[field], { count, n })}
      description={summary}
      testId="assessment-bulk-dialog"
    >
      <form onSubmit={submit} noValidate className="grid gap-4">
        {field === "status" && (
          <FormField label={t("riskAssessment:bulk.newStatus")} error={required} required>
            {(control) => (
              <NativeSelect
                {...control}
                value={status}
                onChange={(e) => {
                  setStatus(e.target.value as AssessmentStatusValue | "");
                  changed();
                }}
              >
                <option value="">{t("riskAssessment:bulk.chooseStatus")}</option>
                <LabelledOptions values={statuses} labels={labelsOf(statuses, (s) => statusLabel(t, s))} />
              </NativeSelect>
            )}
          </FormField>
        )}
        {field === "leadAssessor" && (
          <FormField label={t("riskAssessment:bulk.newAssessor")} error={required} required>
            {(control) => (
              <AssessorPicker
                {...control}
                value={assessor}
                onChange={(next) => {
                  setAssessor(next);
                  changed();
                }}
              />
            )}
          </FormField>
        )}
        {field === "nextReviewDate" && (
          <FormField label={t("riskAssessment:bulk.newNextReview")} error={required} required>
            {(control) => (
              <DateField
                {...control}
                value={date}
                onChange={(next) => {
                  setDate(next);
                  changed();
                }}
              />
            )}
          </FormField>
        )}

        <div className="grid gap-1.5">
          <p className="text-sm font-medium">{t("riskAssessment:bulk.selection", { count, n })}</p>
          <ul className="max-h-40 overflow-y-auto rounded-md border text-sm" data-testid="bulk-selection">
            {selected.map((a) => (
              <li key={a.id} className="flex justify-between gap-3 border-b px-3 py-1.5 last:border-b-0">
                <span className="truncate">{a.vendor.name}</span>
                <span className="shrink-0 font-mono text-xs text-muted-foreground">{a.reference}</span>
              </li>
            ))}
          </ul>
        </div>

        {update.isError && (
          <Alert variant="destructive" data-testid="bulk-error">
            <AlertTitle>{t("riskAssessment:bulk.failed")}</AlertTitle>
            <AlertDescription>{errorText(t, update.error, t("riskAssessment:bulk.failedHint"))}</AlertDescription>
          </Alert>
        )}

        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={update.isPending}>
            {t("common:actions.cancel")}
          </Button>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? t("riskAssessment:bulk.applying") : t("riskAssessment:bulk.apply", { count, n })}
          </Button>
        </DialogFooter>
      </form>
    </GuardedDialog>
  );
}
