// The relationship side of a vendor: onboarding checklist, reviews, relationship health and offboarding.
import { Prisma, type RiskLevel, type Vendor, type VendorStatus } from "@tprm/db";
import type { z } from "zod";
import { recordChange } from "../audit/record-change.js";
import type { Context, SignedInContext } from "../context.js";
import { conflict, invalidField, notFound } from "../lib/errors.js";
import { personName } from "../lib/people.js";
import { RISK_LEVEL_LABELS } from "../lib/risk-levels.js";
import type {
  cancelOffboardingInput,
  completeOffboardingInput,
  onboardingQueueInput,
  relationshipHealthInput,
  reviewVendorInput,
  setOnboardingTaskInput,
  startOffboardingInput,
} from "../schemas/vendors.js";
import { coReviewerProblem, namedPersonProblem, reviewedByText } from "./attribution.js";
import { OFFBOARDING_INCLUDE, REVIEW_INCLUDE, toOffboardingDto, toReviewDto, toTaskDto, toVendorDto } from "./dto.js";
import {
  checklistProgress,
  nextReviewDateAfter,
  REVIEW_TYPE_LABELS,
  relationshipHealthScore,
  transitionProblem,
} from "./rules.js";
import { VENDOR_ENTITY } from "./vendor-entity.js";
import { notifyRiskRatingChanged } from "./vendor-notifications.js";

export async function onboardingQueue(ctx: Context, input: z.infer<typeof onboardingQueueInput>) {
  const vendors = await ctx.db.vendor.findMany({
    where: { status: "onboarding" },
    orderBy: [{ onboardingStartedAt: "asc" }, { id: "asc" }],
    take: input.limit,
    select: {
      id: true,
      name: true,
      legalName: true,
      country: true,
      criticality: true,
      contractValue: true,
      currency: true,
      onboardingStartedAt: true,
      onboardingTasks: { orderBy: { position: "asc" } },
    },
  });
  return vendors.map(({ onboardingTasks, contractValue, ...v }) => {
    return {
      ...v,
      contractValue: contractValue.toFixed(2),
      progress: checklistProgress(onboardingTasks),
      tasks: onboardingTasks.map(toTaskDto),
    };
  });
}

export async function setOnboardingTask(ctx: SignedInContext, input: z.infer<typeof setOnboardingTaskInput>) {
  const actor = ctx.auth.user;
  return ctx.db.$transaction(async (tx) => {
    const task = await tx.vendorOnboardingTask.findFirst({
      where: { id: input.taskId, vendorId: input.vendorId },
      include: { vendor: { select: { id: true, name: true, status: true } } },
    });
    if (!task) throw notFound("Checklist item not found for this vendor.");
    if (task.vendor.status === "offboarded") {
      throw conflict(`${task.vendor.name} is offboarded; its onboarding checklist is closed.`);
    }
    const { vendor, ...before } = task;
    const after = await tx.vendorOnboardingTask.update({
      where: { id: task.id },
      data: input.done
        ? { completedAt: before.completedAt ?? new Date(), completedById: before.completedById ?? actor.id }
        : { completedAt: null, completedById: null },
    });
    const tasks = await tx.vendorOnboardingTask.findMany({
      where: { vendorId: vendor.id },
      select: { completedAt: true },
    });
    const progress = checklistProgress(tasks);
    if ((before.completedAt !== null) !== input.done) {
      await recordChange(tx, ctx, {
        action: "UPDATE",
        entityType: VENDOR_ENTITY,
        entityId: vendor.id,
        before: { task: toTaskDto(before) },
        after: { task: toTaskDto(after), checklist: progress },
        description: `${input.done ? "Completed" : "Reopened"} "${task.title}" for ${vendor.name} (${progress.completed} of ${progress.total} done)`,
      });
    }
    return { task: toTaskDto(after), progress };
  });
}

interface LatestReviewRow {
  vendorId: string;
  name: string;
  status: VendorStatus;
  itScore: number;
  operationalScore: number;
  complianceScore: number;
  financialScore: number;
  gdprScore: number;
  overallRisk: RiskLevel;
  reviewedAt: Date;
}

/** Active and under-review vendors with at least one review, weakest relationship first. */
export async function relationshipHealth(ctx: Context, input: z.infer<typeof relationshipHealthInput>) {
  const [latest, breaches] = await Promise.all([
    ctx.db.$queryRaw<LatestReviewRow[]>(Prisma.sql`
      SELECT DISTINCT ON (r."vendorId") r."vendorId", v."name", v."status"::text AS "status", r."itScore",
             r."operationalScore", r."complianceScore", r."financialScore", r."gdprScore",
             r."overallRisk"::text AS "overallRisk", r."reviewedAt"
        FROM "VendorReview" r
        JOIN "Vendor" v ON v."id" = r."vendorId"
       WHERE v."status" IN ('active', 'under_review')
       ORDER BY r."vendorId", r."reviewedAt" DESC, r."createdAt" DESC`),
    ctx.db.$queryRaw<{ vendorId: string; severity: RiskLevel; count: number }[]>(Prisma.sql`
      SELECT b."vendorId", b."severity"::text AS "severity", COUNT(*)::int AS "count"
        FROM "KpiBreach" b
        JOIN "Vendor" v ON v."id" = b."vendorId"
       WHERE b."resolvedAt" IS NULL AND v."status" IN ('active', 'under_review')
       GROUP BY b."vendorId", b."severity"`),
  ]);
  const open = new Map<string, Partial<Record<RiskLevel, number>>>();
  for (const b of breaches) open.set(b.vendorId, { ...open.get(b.vendorId), [b.severity]: b.count });
  return latest
    .map((r) => {
      const openBreaches = open.get(r.vendorId) ?? {};
      return {
        vendorId: r.vendorId,
        name: r.name,
        status: r.status,
        score: relationshipHealthScore(r, openBreaches) as number,
        overallRisk: r.overallRisk,
        latestReviewAt: r.reviewedAt,
        openBreaches: Object.values(openBreaches).reduce((a, b) => a + (b ?? 0), 0),
      };
    })
    .sort((a, b) => a.score - b.score || a.name.localeCompare(b.name))
    .slice(0, input.limit);
}

/**
 * Record a review. The reviewer is the signed-in user, whatever the request says (a `reviewer` naming someone
 * else is refused); co-reviewers must be active users other than the reviewer. Nothing is written on a refusal.
 */
export async function reviewVendor(ctx: SignedInContext, input: z.infer<typeof reviewVendorInput>) {
  const actor = ctx.auth.user;
  const { vendorId, reviewedAt = new Date(), coReviewerIds, ...form } = input;
  const reviewerName = personName(actor);
  const namedProblem = namedPersonProblem("reviewer", form.reviewer, reviewerName);
  if (namedProblem) throw invalidField("reviewer", namedProblem);
  return ctx.db.$transaction(async (tx) => {
    const before = await tx.vendor.findUnique({ where: { id: vendorId } });
    if (!before) throw notFound("Vendor not found.");
    if (before.status === "offboarded") throw conflict(`${before.name} is offboarded; it can no longer be reviewed.`);
    const candidates = coReviewerIds.length
      ? await tx.user.findMany({
          where: { id: { in: coReviewerIds } },
          select: { id: true, firstName: true, lastName: true, status: true },
        })
      : [];
    const coProblem = coReviewerProblem(coReviewerIds, candidates, actor.id);
    if (coProblem) throw invalidField("coReviewerIds", coProblem);
    const created = await tx.vendorReview.create({
      data: {
        vendorId,
        reviewerId: actor.id,
        // The reviewer's name as it is today, kept with the review as history.
        reviewer: reviewerName,
        coReviewers: { create: coReviewerIds.map((userId, position) => ({ userId, position })) },
        reviewType: form.reviewType,
        overallRisk: form.overallRisk,
        itScore: form.itScore,
        operationalScore: form.operationalScore,
        complianceScore: form.complianceScore,
        financialScore: form.financialScore,
        gdprScore: form.gdprScore,
        kpiBreaches: form.kpiBreaches,
        recommendations: form.recommendations ?? null,
        reviewedAt,
        createdById: actor.id,
      },
      include: REVIEW_INCLUDE,
    });
    const review = toReviewDto(created);
    const next = nextReviewDateAfter(form.reviewType, reviewedAt, ctx.env.APP_TIME_ZONE);
    const vendor = await tx.vendor.update({
      where: { id: vendorId },
      data: {
        riskRating: form.overallRisk,
        // kpiBreachesCount counts the breaches recorded for the vendor; the review's own figure stays with the review.
        lastReviewedAt: reviewedAt,
        // A triggered review keeps the schedule, unless there was none.
        nextReviewDate:
          next ?? before.nextReviewDate ?? nextReviewDateAfter("periodic", reviewedAt, ctx.env.APP_TIME_ZONE),
        updatedById: actor.id,
      },
    });
    await recordChange(tx, ctx, {
      action: "REVIEW",
      entityType: VENDOR_ENTITY,
      entityId: vendorId,
      before: toVendorDto(before),
      after: { ...toVendorDto(vendor), review },
      description: `Reviewed ${vendor.name}: risk ${RISK_LEVEL_LABELS[form.overallRisk]} (${REVIEW_TYPE_LABELS[form.reviewType]} by ${reviewedByText(
        review.reviewer,
        review.coReviewers.map((c) => c.name),
      )})`,
    });
    if (before.riskRating !== form.overallRisk) {
      await notifyRiskRatingChanged(tx, ctx, {
        reviewId: review.id,
        vendor,
        from: before.riskRating,
        to: form.overallRisk,
        reviewer: reviewerName,
        reviewType: REVIEW_TYPE_LABELS[form.reviewType],
      });
    }
    return { review, vendor: toVendorDto(vendor) };
  });
}

/** Start an offboarding. The requester is the signed-in user (a `requester` naming someone else is refused). */
export async function startOffboarding(ctx: SignedInContext, input: z.infer<typeof startOffboardingInput>) {
  const actor = ctx.auth.user;
  const requester = personName(actor);
  const namedProblem = namedPersonProblem("requester", input.requester, requester);
  if (namedProblem) throw invalidField("requester", namedProblem);
  return ctx.db.$transaction(async (tx) => {
    const before = await tx.vendor.findUnique({ where: { id: input.vendorId } });
    if (!before) throw notFound("Vendor not found.");
    if (before.status === "offboarding") throw conflict(`${before.name} is already being offboarded.`);
    const problem = transitionProblem(before.name, before.status, "offboarding");
    if (problem) throw conflict(problem);
    const now = new Date();
    const offboarding = await tx.vendorOffboarding.create({
      data: {
        vendorId: before.id,
        reason: input.reason,
        // The requester's name as it is today, kept with the request as history.
        requester,
        requestedAt: now,
        requestedById: actor.id,
      },
      include: OFFBOARDING_INCLUDE,
    });
    return moveThroughOffboarding(ctx, tx, {
      actorId: actor.id,
      before,
      offboarding,
      data: { status: "offboarding", offboardingStartedAt: now },
      description: `Started offboarding of ${before.name} (requested by ${requester}): ${input.reason}`,
    });
  });
}

/** The vendor's side of an offboarding step: its new status, and one audit row with the offboarding record. */
async function moveThroughOffboarding(
  ctx: Context,
  tx: Prisma.TransactionClient,
  step: {
    actorId: string;
    before: Vendor;
    offboarding: Parameters<typeof toOffboardingDto>[0];
    data: Prisma.VendorUncheckedUpdateInput;
    description: string;
  },
) {
  const vendor = await tx.vendor.update({
    where: { id: step.before.id },
    data: { ...step.data, updatedById: step.actorId },
  });
  const offboarding = toOffboardingDto(step.offboarding);
  await recordChange(tx, ctx, {
    action: "UPDATE",
    entityType: VENDOR_ENTITY,
    entityId: step.before.id,
    before: toVendorDto(step.before),
    after: { ...toVendorDto(vendor), offboarding },
    description: step.description,
  });
  return { vendor: toVendorDto(vendor), offboarding };
}

async function openOffboarding(tx: Prisma.TransactionClient, vendorId: string) {
  const vendor = await tx.vendor.findUnique({ where: { id: vendorId } });
  if (!vendor) throw notFound("Vendor not found.");
  const offboarding = await tx.vendorOffboarding.findFirst({
    where: { vendorId, state: "open" },
    orderBy: { requestedAt: "desc" },
  });
  if (vendor.status !== "offboarding" || !offboarding) {
    throw conflict(`${vendor.name} has no offboarding in progress.`);
  }
  return { vendor, offboarding };
}

export async function completeOffboarding(ctx: SignedInContext, input: z.infer<typeof completeOffboardingInput>) {
  const actor = ctx.auth.user;
  return ctx.db.$transaction(async (tx) => {
    const { vendor: before, offboarding: open } = await openOffboarding(tx, input.vendorId);
    const now = new Date();
    const offboarding = await tx.vendorOffboarding.update({
      where: { id: open.id },
      data: {
        state: "completed",
        completionNotes: input.completionNotes ?? null,
        completedAt: now,
        completedById: actor.id,
      },
      include: OFFBOARDING_INCLUDE,
    });
    return moveThroughOffboarding(ctx, tx, {
      actorId: actor.id,
      before,
      offboarding,
      data: { status: "offboarded", offboardedAt: now },
      description: `Completed offboarding of ${before.name}${input.completionNotes ? `: ${input.completionNotes}` : ""}`,
    });
  });
}

export async function cancelOffboarding(ctx: SignedInContext, input: z.infer<typeof cancelOffboardingInput>) {
  const actor = ctx.auth.user;
  return ctx.db.$transaction(async (tx) => {
    const { vendor: before, offboarding: open } = await openOffboarding(tx, input.vendorId);
    const now = new Date();
    const offboarding = await tx.vendorOffboarding.update({
      where: { id: open.id },
      data: { state: "cancelled", completedAt: now, completedById: actor.id },
      include: OFFBOARDING_INCLUDE,
    });
    return moveThroughOffboarding(ctx, tx, {
      actorId: actor.id,
      before,
      offboarding,
      data: { status: "active", offboardingStartedAt: null },
      description: `Cancelled the offboarding of ${before.name}; back to Active`,
    });
  });
}
