// Submitting an assessment (Draft/In Progress → Completed) and reopening it (Completed → In Progress). Submitting
// needs all nine domains scored; in ONE transaction it locks the assessment, sets its next review date, gives the
// vendor its risk rating and last-assessed time (with the vendor's own audit row) and sends the six stakeholder
// notifications. A refusal writes nothing.
import type { Prisma } from "@tprm/db";
import type { z } from "zod";
import { recordChange } from "../audit/record-change.js";
import type { SignedInContext } from "../context.js";
import { isoDate, todayIn } from "../lib/dates.js";
import { conflict } from "../lib/errors.js";
import { personName } from "../lib/people.js";
import { RISK_LEVEL_LABELS } from "../lib/risk-levels.js";
import type { reopenRiskAssessmentInput } from "../schemas/risk-assessments.js";
import { toVendorDto } from "../vendors/dto.js";
import { VENDOR_ENTITY } from "../vendors/vendor-entity.js";
import { notifyAssessmentSubmitted } from "./assessment-notifications.js";
import { readRiskAssessment } from "./assessment-read.js";
import { derivedFields, lockForChange } from "./assessment-save.js";
import { SAVE_TX } from "./assessment-write.js";
import { asDay, auditSnapshot, type ChangeRow, RISK_ASSESSMENT_ENTITY, scoresOf } from "./dto.js";
import { DOMAIN_LABELS, missingDomains, nextReviewDateFor } from "./rules.js";

type Tx = Prisma.TransactionClient;

/** Why the assessment cannot be submitted, or null. */
export function submissionProblem(row: ChangeRow): string | null {
  if (row.status === "completed") return `${row.reference} is already completed.`;
  const missing = missingDomains(scoresOf(row.domains));
  if (missing.length) {
    return `Score every domain before submitting: ${missing.map((d) => DOMAIN_LABELS[d]).join(", ")}`;
  }
  return null;
}

/**
 * Completes an assessment the caller has locked and checked (submissionProblem is null): its own row and audit
 * row, the vendor's rating with its audit row, and the six notifications. `now` is the submission's time.
 */
export async function completeLocked(
  tx: Tx,
  ctx: SignedInContext,
  row: ChangeRow,
  now: Date,
  options: { note?: string; before?: ChangeRow } = {},
) {
  const actor = ctx.auth.user;
  const derived = derivedFields(scoresOf(row.domains), row.status);
  const overallRisk = derived.overallRisk!;
  const nextReviewDate = row.nextReviewDate
    ? isoDate(row.nextReviewDate)
    : nextReviewDateFor(isoDate(row.assessmentDate), overallRisk);
  await tx.riskAssessment.update({
    where: { id: row.id },
    data: {
      ...derived,
      status: "completed",
      submittedAt: now,
      submittedById: actor.id,
      nextReviewDate: asDay(nextReviewDate),
      // A new next review date: its reminders start again.
      reminderSentOn: null,
      updatedById: actor.id,
    },
  });
  const after = await lockForChange(tx, row.id);
  const afterSnapshot = auditSnapshot(after);
  const vendorBefore = await tx.vendor.findUniqueOrThrow({ where: { id: row.vendorId } });
  await recordChange(tx, ctx, {
    action: "REVIEW",
    entityType: RISK_ASSESSMENT_ENTITY,
    entityId: row.id,
    before: auditSnapshot(options.before ?? row),
    after: afterSnapshot,
    description: `Submitted risk assessment ${row.reference} of ${vendorBefore.name}: ${RISK_LEVEL_LABELS[overallRisk]} risk (${derived.overallScore})${options.note ?? ""}`,
  });
  // The vendor's rating follows its latest completed assessment (by assessment date, as review due does): an
  // older-dated assessment submitted now is recorded and announced, but does not overwrite a newer result.
  const vendor = after.latestCompleted
    ? await tx.vendor.update({
        where: { id: row.vendorId },
        data: { riskRating: overallRisk, lastReviewedAt: now, updatedById: actor.id },
      })
    : vendorBefore;
  if (after.latestCompleted) {
    await recordChange(tx, ctx, {
      action: "UPDATE",
      entityType: VENDOR_ENTITY,
      entityId: vendor.id,
      before: toVendorDto(vendorBefore),
      after: toVendorDto(vendor),
      description: `Risk rating of ${vendor.name} set to ${RISK_LEVEL_LABELS[overallRisk]} by risk assessment ${row.reference}`,
    });
  }
  await notifyAssessmentSubmitted(tx, ctx, {
    id: row.id,
    reference: row.reference,
    type: row.type,
    vendorName: vendor.name,
    overallScore: Number(derived.overallScore),
    overallRisk,
    nextReviewDate,
    submittedAt: now,
    submitter: personName(actor),
  });
}

export async function submitRiskAssessment(ctx: SignedInContext, id: string) {
  const today = todayIn(ctx.env.APP_TIME_ZONE);
  return ctx.db.$transaction(async (tx) => {
    const row = await lockForChange(tx, id);
    const problem = submissionProblem(row);
    if (problem) throw conflict(problem);
    await completeLocked(tx, ctx, row, new Date());
    return readRiskAssessment(tx, id, today);
  }, SAVE_TX);
}

/**
 * Reopens a completed assessment with a reason (audited): In Progress again, changeable, to be submitted anew. A
 * next review date the submission computed is cleared, so the next submission computes it from its own result;
 * one the assessor chose stays.
 */
export async function reopenRiskAssessment(ctx: SignedInContext, input: z.infer<typeof reopenRiskAssessmentInput>) {
  const actor = ctx.auth.user;
  const today = todayIn(ctx.env.APP_TIME_ZONE);
  return ctx.db.$transaction(async (tx) => {
    const before = await lockForChange(tx, input.id);
    if (before.status !== "completed")
      throw conflict(`${before.reference} is not completed: there is nothing to reopen.`);
    const computed =
      before.nextReviewDate !== null &&
      before.overallRisk !== null &&
      isoDate(before.nextReviewDate) === nextReviewDateFor(isoDate(before.assessmentDate), before.overallRisk);
    await tx.riskAssessment.update({
      where: { id: input.id },
      data: {
        status: "in_progress",
        reopenedAt: new Date(),
        reopenedById: actor.id,
        reopenReason: input.reason,
        ...(computed ? { nextReviewDate: null } : {}),
        updatedById: actor.id,
      },
    });
    const after = await lockForChange(tx, input.id);
    const beforeSnapshot = auditSnapshot(before);
    const afterSnapshot = auditSnapshot(after);
    await recordChange(tx, ctx, {
      action: "UPDATE",
      entityType: RISK_ASSESSMENT_ENTITY,
      entityId: input.id,
      before: beforeSnapshot,
      after: afterSnapshot,
      description: `Reopened risk assessment ${before.reference}: ${input.reason}`,
    });
    return readRiskAssessment(tx, input.id, today);
  }, SAVE_TX);
}
