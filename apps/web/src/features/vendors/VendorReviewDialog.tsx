import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import {
  REVIEW_DEFAULTS,
  REVIEW_TYPE_LABELS,
  REVIEW_TYPES,
  RISK_LEVEL_LABELS,
  RISK_LEVELS,
  reviewVendorInput,
} from "@tprm/api/schemas";
import { Button, DialogFooter, FormField, Input, NativeSelect, Textarea } from "@tprm/ui";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { applyServerIssues, displayName, GuardedDialog } from "../../components/dialog-support";
import { LabelledOptions } from "../../components/LabelledOptions";
import { errorMessage } from "../../lib/http-errors";
import { useSession } from "../../lib/session";
import { useTRPC } from "../../lib/trpc";
import { CoReviewerPicker, type PickedUser } from "./CoReviewerPicker";
import type { VendorRef } from "./types";
import { RiskChip } from "./VendorChips";
import { riskLabel } from "./vendor-format";

type ReviewFormValues = z.input<typeof reviewVendorInput>;
type ReviewFormOutput = z.output<typeof reviewVendorInput>;

const SCORES = [
  ["itScore", "IT"],
  ["operationalScore", "Operational"],
  ["complianceScore", "Compliance"],
  ["financialScore", "Financial"],
  ["gdprScore", "GDPR"],
] as const;

/**
 * The vendor review: type, overall risk (becomes the vendor's risk rating), five 1–10 scores, KPI breaches. The
 * reviewer is the signed-in user (the server records them); co-reviewers are chosen from the platform's users.
 */
export function VendorReviewDialog({ vendor, onClose }: { vendor: VendorRef; onClose: () => void }) {
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
  const review = useMutation(
    trpc.vendors.review.mutationOptions({
      onSuccess: (_result, input) => {
        toast.success(`Review saved: ${vendor.name} is now rated ${riskLabel(input.overallRisk ?? "medium")} risk.`);
        onClose();
      },
      onError: (error) => {
        applyServerIssues(form, error);
        toast.error(errorMessage(error, "The review could not be saved."));
      },
    }),
  );

  return (
    <GuardedDialog
      open
      onOpenChange={(open) => !open && onClose()}
      busy={review.isPending}
      title="Vendor Review"
      description={
        <>
          Review {vendor.name}. The overall risk you choose becomes its risk rating (now{" "}
          <RiskChip risk={vendor.riskRating} prefix="Current rating" className="align-middle" testId="current-risk" />
          ).
        </>
      }
      className="sm:max-w-2xl"
      testId="review-dialog"
    >
      <form onSubmit={form.handleSubmit((values) => review.mutate(values))} noValidate className="grid gap-5">
        <div className="grid items-start gap-4 sm:grid-cols-3">
          <dl className="grid gap-2">
            <dt className="text-sm leading-none font-medium">Reviewer</dt>
            <dd className="flex min-h-9 items-center gap-1 text-sm" data-testid="review-reviewer">
              <span className="font-medium">{displayName(me)}</span>{" "}
              <span className="text-muted-foreground">(you)</span>
            </dd>
          </dl>
          <FormField label="Review type" error={errors.reviewType}>
            {(field) => (
              <NativeSelect {...field} {...form.register("reviewType")}>
                <LabelledOptions values={REVIEW_TYPES} labels={REVIEW_TYPE_LABELS} />
              </NativeSelect>
            )}
          </FormField>
          <FormField label="Overall risk" error={errors.overallRisk}>
            {(field) => (
              <NativeSelect {...field} {...form.register("overallRisk")}>
                <LabelledOptions values={RISK_LEVELS} labels={RISK_LEVEL_LABELS} />
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
          error={errors.coReviewerIds?.message ?? errors.coReviewerIds?.root?.message}
          disabled={review.isPending}
        />

        <fieldset className="grid gap-3">
          <legend className="mb-2 text-sm font-semibold">
            Scores <span className="font-normal text-muted-foreground">from 1 (poor) to 10 (excellent)</span>
          </legend>
          <div className="grid grid-cols-2 items-start gap-4 sm:grid-cols-5">
            {SCORES.map(([name, label]) => (
              <FormField
                key={name}
                label={
                  <>
                    {label}
                    <span className="sr-only"> score</span>
                  </>
                }
                error={errors[name]}
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
            label="KPI breaches"
            error={errors.kpiBreaches}
            description="Breaches found in this review period."
          >
            {(field) => (
              <Input {...field} type="number" inputMode="numeric" min={0} step={1} {...form.register("kpiBreaches")} />
            )}
          </FormField>
          <FormField label="Recommendations" error={errors.recommendations} className="sm:col-span-2">
            {(field) => <Textarea {...field} rows={3} {...form.register("recommendations")} />}
          </FormField>
        </div>

        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={review.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={review.isPending}>
            {review.isPending ? "Saving…" : "Save review"}
          </Button>
        </DialogFooter>
      </form>
    </GuardedDialog>
  );
}
