import { zodResolver } from "@hookform/resolvers/zod";
import { addDays } from "@tprm/api/dates";
import { committeeDecisionInput } from "@tprm/api/schemas";
import { Alert, AlertDescription, Button, DialogFooter, FormField, Textarea } from "@tprm/ui";
import { type Resolver, type UseFormReturn, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { GuardedDialog } from "../../../components/dialog-support";
import { errorText } from "../../../components/error-text";
import { FormDateField } from "../../../components/FormDateField";
import { useCalendar } from "../../../lib/calendar";

export interface DecisionValues {
  id: string;
  decision: "approved" | "deferred" | "rejected";
  reason: string;
  deferralDate: string | null;
}

/** The API's schema, with an empty date field read as no date (a rejection has none). */
const decisionForm = z.preprocess(
  (v) =>
    v && typeof v === "object" ? { ...v, deferralDate: (v as { deferralDate?: unknown }).deferralDate || null } : v,
  committeeDecisionInput,
);

/** The failure of the last attempt, in the dialog that made it: the server's message or the spec's text (001 §8). */
function Failure({ error }: { error: unknown }) {
  const { t } = useTranslation(["workflowCommittee", "common"]);
  if (!error) return null;
  return (
    <Alert variant="destructive" data-testid="decision-error">
      <AlertDescription>{errorText(t, error, t("workflowCommittee:decision.failed"))}</AlertDescription>
    </Alert>
  );
}

/** Approve: a confirmation only (001 §4), with the spec's sentence. */
export function ApproveDialog({
  open,
  onOpenChange,
  busy,
  error,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  error: unknown;
  onConfirm: () => void;
}) {
  const { t } = useTranslation(["workflowCommittee", "common"]);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("workflowCommittee:approve.title")}
      description={t("workflowCommittee:approve.text")}
      confirmLabel={t("workflowCommittee:approve.confirm")}
      busyLabel={t("workflowCommittee:decision.submitting")}
      cancelLabel={t("common:actions.cancel")}
      confirmVariant="default"
      busy={busy}
      onConfirm={onConfirm}
      testId="approve-dialog"
      confirmTestId="approve-confirm"
    >
      <Failure error={error} />
    </ConfirmDialog>
  );
}

/**
 * Defer (a reason, several lines, and the expected review date, after today) or Reject (a reason; it cannot be
 * undone and ends the arrangement). The confirm button stays disabled until what is required is filled (001 §5);
 * the API's schema validates, and the server's field issues land on the fields.
 */
export function ReasonDialog({
  kind,
  workflowId,
  busy,
  error,
  onClose,
  onSubmit,
}: {
  kind: "deferred" | "rejected";
  workflowId: string;
  busy: boolean;
  error: unknown;
  onClose: () => void;
  onSubmit: (values: DecisionValues, form: UseFormReturn<DecisionValues>) => void;
}) {
  const { t } = useTranslation(["workflowCommittee", "common"]);
  const { today } = useCalendar();
  const form = useForm<DecisionValues>({
    resolver: zodResolver(
      decisionForm as unknown as typeof committeeDecisionInput,
    ) as unknown as Resolver<DecisionValues>,
    defaultValues: { id: workflowId, decision: kind, reason: "", deferralDate: null },
  });
  const [reason, date] = useWatch({ control: form.control, name: ["reason", "deferralDate"] });
  const ready = reason.trim() !== "" && (kind === "rejected" || Boolean(date));
  const { errors } = form.formState;
  const deferring = kind === "deferred";
  return (
    <GuardedDialog
      open
      onOpenChange={(open) => !open && onClose()}
      busy={busy}
      title={deferring ? t("workflowCommittee:defer.title") : t("workflowCommittee:reject.title")}
      description={deferring ? t("workflowCommittee:defer.text") : t("workflowCommittee:reject.text")}
      testId={deferring ? "defer-dialog" : "reject-dialog"}
    >
      <form noValidate className="grid gap-4" onSubmit={form.handleSubmit((values) => onSubmit(values, form))}>
        <FormField
          label={deferring ? t("workflowCommittee:defer.reason") : t("workflowCommittee:reject.reason")}
          error={errors.reason ? { message: t("workflowCommittee:decision.reasonRequired") } : undefined}
          required
        >
          {(field) => <Textarea {...field} rows={4} disabled={busy} {...form.register("reason")} />}
        </FormField>
        {deferring && (
          <FormDateField
            control={form.control}
            name="deferralDate"
            label={t("workflowCommittee:defer.date")}
            description={t("workflowCommittee:defer.dateHint")}
            error={
              errors.deferralDate
                ? errors.deferralDate.type === "server"
                  ? errors.deferralDate
                  : { message: t("workflowCommittee:defer.dateRequired") }
                : undefined
            }
            min={addDays(today, 1)}
            required
          />
        )}
        <Failure error={error} />
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {t("common:actions.cancel")}
          </Button>
          <Button
            type="submit"
            variant={deferring ? "default" : "destructive"}
            disabled={busy || !ready}
            data-testid={deferring ? "defer-confirm" : "reject-confirm"}
          >
            {busy
              ? t("workflowCommittee:decision.submitting")
              : deferring
                ? t("workflowCommittee:defer.confirm")
                : t("workflowCommittee:reject.confirm")}
          </Button>
        </DialogFooter>
      </form>
    </GuardedDialog>
  );
}
