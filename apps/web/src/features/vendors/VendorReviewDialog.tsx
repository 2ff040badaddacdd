import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { REVIEW_DEFAULTS, REVIEW_TYPES, RISK_LEVELS, reviewVendorInput } from "@tprm/api/schemas";
import { Button, DialogFooter, FormField, Input, NativeSelect, Textarea } from "@tprm/ui";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Trans, useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { z } from "zod";
import { applyServerIssues, displayName, GuardedDialog } from "../../components/dialog-support";
import { errorText } from "../../components/error-text";
import { LabelledOptions } from "../../components/LabelledOptions";
import { useSession } from "../../lib/session";
import { useTRPC } from "../../lib/trpc";
import { CoReviewerPicker, type PickedUser } from "./CoReviewerPicker";
import { REVIEW_ISSUES } from "./record/form-issues";
import { translatedErrors } from "./record/issue-messages";
import type { VendorRef } from "./types";
import { RiskChip } from "./VendorChips";
import { reviewTypeLabels, riskLabel, riskLevelLabels } from "./vendor-format";

type ReviewFormValues = z.input<typeof reviewVendorInput>;
type ReviewFormOutput = z.output<typeof reviewVendorInput>;

/** Each score's field, its short label and its full name (the accessible name, and how messages name it). */
const SCORES = [
  ["itScore", "vendorRecord:scores.it", "vendorRecord:scores.itScore"],
  ["operationalScore", "vendorRecord:scores.operational", "vendorRecord:scores.operationalScore"],
  ["complianceScore", "vendorRecord:scores.compliance", "vendorRecord:scores.complianceScore"],
  ["financialScore", "vendorRecord:scores.financial", "vendorRecord:scores.financialScore"],
  ["gdprScore", "vendorRecord:scores.gdpr", "vendorRecord:scores.gdprScore"],
] as const;

/**
 * The vendor review: type, overall risk (becomes the vendor's risk rating), five 1–10 risk scores (10 = highest
 * risk, as in risk assessments), KPI breaches. The reviewer is the signed-in user (the server records them);
 * co-reviewers are chosen from the platform's users.
 */
export function VendorReviewDialog({ vendor, onClose }: { vendor: VendorRef; onClose: () => void }) {
  const { t } = useTranslation(["vendorRecord", "vendors", "common"]);
  const trpc = useTRPC();
  const { data: me } = useSession();
  const [coReviewers, setCoReviewers] = useState<PickedUser[]>([]);
  const form = useForm<ReviewFormValues, unknown, ReviewFormOutput>({
    resolver: zodResolver(reviewVendorInput),
    defaultValues: {
      vendorId: vendor.id,
      coReviewerIds: [],
      reviewType: REVIEW_DEFAULTS.reviewType,
      overallRisk: REVIEW_DEFAULTS.overallRisk,
      itScore: "",
      operationalScore: "",
      complianceScore: "",
      financialScore: "",
      gdprScore: "",
      kpiBreaches: 0,
      recommendations: "",
    },
  });
  const { errors } = form.formState;
  const error = translatedErrors(t, REVIEW_ISSUES);
  const coReviewerIssue = errors.coReviewerIds?.message ? errors.coReviewerIds : errors.coReviewerIds?.root;
  const review = useMutation(
    trpc.vendors.review.mutationOptions({
      onSuccess: (_result, input) => {
        toast.success(
          t("vendorRecord:reviewForm.saved", { name: vendor.name, risk: riskLabel(t, input.overallRisk ?? "medium") }),
        );
        onClose();
      },
      onError: (error) => {
        applyServerIssues(form, error);
        toast.error(errorText(t, error, t("vendorRecord:reviewForm.failed")));
      },
    }),
  );

  return (
    <GuardedDialog
      open
      onOpenChange={(open) => !open && onClose()}
      busy={review.isPending}
      title={t("vendorRecord:reviewForm.title")}
      description={
        <Trans
          t={t}
          i18nKey="vendorRecord:reviewForm.description"
          values={{ name: vendor.name }}
          components={{
            rating: (
              <RiskChip
                risk={vendor.riskRating}
                prefix={t("vendorRecord:reviewForm.currentRating")}
                className="align-middle"
                testId="current-risk"
              />
            ),
          }}
        />
      }
      className="sm:max-w-2xl"
      testId="review-dialog"
    >
      <form onSubmit={form.handleSubmit((values) => review.mutate(values))} noValidate className="grid gap-5">
        <div className="grid items-start gap-4 sm:grid-cols-3">
          <dl className="grid gap-2">
            <dt className="text-sm leading-none font-medium">{t("vendorRecord:reviewForm.reviewer")}</dt>
            <dd className="flex min-h-9 items-center gap-1 text-sm" data-testid="review-reviewer">
              <span className="font-medium">{displayName(me)}</span>{" "}
              <span className="text-muted-foreground">{t("vendorRecord:reviewForm.you")}</span>
            </dd>
          </dl>
          <FormField label={t("vendorRecord:reviewForm.type")} error={error("reviewType", errors.reviewType)}>
            {(field) => (
              <NativeSelect {...field} {...form.register("reviewType")}>
                <LabelledOptions values={REVIEW_TYPES} labels={reviewTypeLabels(t)} />
              </NativeSelect>
            )}
          </FormField>
          <FormField label={t("vendorRecord:reviewForm.overallRisk")} error={error("overallRisk", errors.overallRisk)}>
            {(field) => (
              <NativeSelect {...field} {...form.register("overallRisk")}>
                <LabelledOptions values={RISK_LEVELS} labels={riskLevelLabels(t)} />
              </NativeSelect>
            )}
          </FormField>
        </div>

        <CoReviewerPicker
          value={coReviewers}
          onChange={(next) => {
            setCoReviewers(next);
            form.setValue(
              "coReviewerIds",
              next.map((u) => u.id),
              { shouldValidate: form.formState.isSubmitted },
            );
          }}
          excludeId={me?.id}
          error={error("coReviewerIds", coReviewerIssue)?.message}
          disabled={review.isPending}
        />

        <fieldset className="grid gap-3">
          <legend className="mb-2 text-sm font-semibold">
            {t("vendorRecord:reviewForm.scores")}{" "}
            <span className="font-normal text-muted-foreground">{t("vendorRecord:reviewForm.scoresHint")}</span>
          </legend>
          <div className="grid grid-cols-2 items-start gap-4 sm:grid-cols-5">
            {SCORES.map(([name, label, fullName]) => (
              <FormField
                key={name}
                label={
                  <>
                    <span aria-hidden="true">{t(label)}</span>
                    <span className="sr-only">{t(fullName)}</span>
                  </>
                }
                error={error(name, errors[name])}
                required
                className="content-start"
              >
                {(field) => (
                  <Input
                    {...field}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={10}
                    step={1}
                    {...form.register(name)}
                  />
                )}
              </FormField>
            ))}
          </div>
        </fieldset>

        <div className="grid items-start gap-4 sm:grid-cols-3">
          <FormField
            label={t("vendorRecord:reviewForm.kpiBreaches")}
            error={error("kpiBreaches", errors.kpiBreaches)}
            description={t("vendorRecord:reviewForm.kpiBreachesHint")}
          >
            {(field) => (
              <Input {...field} type="number" inputMode="numeric" min={0} step={1} {...form.register("kpiBreaches")} />
            )}
          </FormField>
          <FormField
            label={t("vendorRecord:reviewForm.recommendations")}
            error={error("recommendations", errors.recommendations)}
            className="sm:col-span-2"
          >
            {(field) => <Textarea {...field} rows={3} {...form.register("recommendations")} />}
          </FormField>
        </div>

        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={review.isPending}>
            {t("vendorRecord:dialogs.cancel")}
          </Button>
          <Button type="submit" disabled={review.isPending}>
            {review.isPending ? t("vendorRecord:reviewForm.saving") : t("vendorRecord:reviewForm.submit")}
          </Button>
        </DialogFooter>
      </form>
    </GuardedDialog>
  );
}
