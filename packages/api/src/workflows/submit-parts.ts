// The pieces of a new outsourcing arrangement's submission (submit.ts): its vendor (chosen, found by name or
// created), its committee, its figures from the wizard's answers (rules.ts), and the committee's one notice.
import type { Prisma } from "@tprm/db";
import type { ChangeContext } from "../audit/record-change.js";
import { recordChange } from "../audit/record-change.js";
import { invalidField } from "../lib/errors.js";
import { notify } from "../notifications/notify.js";
import { assertVendorChoice } from "../risk-assessments/assessment-save.js";
import { NOTIFICATION_MESSAGE_MAX, NOTIFICATION_TITLE_MAX } from "../schemas/notifications.js";
import { DEFAULT_ONBOARDING_CHECKLIST } from "../vendors/rules.js";
import { VENDOR_ENTITY } from "../vendors/vendor-entity.js";
import type { OutsourcingQuestionId } from "./questions.js";
import {
  dependencyLevel,
  isOutsourcing,
  type MaterialityAnswers,
  materialityClassification,
  materialityScore,
  outsourcingScore,
  sectionScores,
  type workflowPriority,
  type YesNo,
} from "./rules.js";

type Tx = Prisma.TransactionClient;

export const WORKFLOW_ENTITY = "Workflow";
export const VENDOR_NAME_MAX = 200;

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The provider's name: the first line of the provider's details, trimmed, at most 200 characters. */
export function providerName(providerDetails: string): string {
  const first = providerDetails.split(/\r?\n/).find((line) => line.trim() !== "") ?? providerDetails;
  return first.trim().slice(0, VENDOR_NAME_MAX).trim();
}

/** The four answers and the fifteen as the rules read them, and every figure the record keeps. */
export function assessmentFigures(
  outsourcing: readonly { questionId: string; answer: YesNo | null }[],
  materiality: readonly { questionId: string; answer: number | null }[],
) {
  const yesNo = Object.fromEntries(outsourcing.map((a) => [a.questionId, a.answer])) as Partial<
    Record<OutsourcingQuestionId, YesNo | null>
  >;
  const scores: MaterialityAnswers = Object.fromEntries(materiality.map((a) => [a.questionId, a.answer]));
  const score = outsourcingScore(yesNo);
  return {
    outsourcingScore: score,
    dependencyLevel: dependencyLevel(score),
    isOutsourcing: isOutsourcing(yesNo),
    materialityScore: materialityScore(scores),
    materialityClassification: materialityClassification(scores),
    sectionScores: sectionScores(scores),
  };
}

/**
 * The arrangement's vendor: the one chosen (400 when unknown or offboarded); else a current vendor of the register
 * named as the provider (case-insensitive); else a new vendor in onboarding, with its checklist and audit row.
 */
export async function resolveVendor(
  tx: Tx,
  ctx: ChangeContext & { auth: { user: { id: string } } },
  input: { vendorId?: string | null; providerDetails: string },
  criticality: ReturnType<typeof workflowPriority>,
) {
  if (input.vendorId) {
    const chosen = await assertVendorChoice(tx, input.vendorId);
    return { id: chosen.id, name: chosen.name, created: false };
  }
  const name = providerName(input.providerDetails);
  if (!name) throw invalidField("providerDetails", "Provider is required");
  // Two submissions naming the same new provider at once find or create one vendor, not two.
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`workflow-vendor:${name.toLowerCase()}`}))`;
  const found = await tx.vendor.findFirst({
    where: { name: { equals: name, mode: "insensitive" }, status: { not: "offboarded" } },
    select: { id: true, name: true },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  if (found) return { ...found, created: false };
  const actorId = ctx.auth.user.id;
  const vendor = await tx.vendor.create({
    data: {
      name,
      status: "onboarding",
      criticality,
      servicesProvided: [],
      createdById: actorId,
      updatedById: actorId,
      onboardingTasks: { create: DEFAULT_ONBOARDING_CHECKLIST.map((title, position) => ({ title, position })) },
    },
    select: { id: true, name: true, status: true, criticality: true },
  });
  await recordChange(tx, ctx, {
    action: "CREATE",
    entityType: VENDOR_ENTITY,
    entityId: vendor.id,
    after: vendor,
    description: `Started onboarding of ${vendor.name} (new outsourcing arrangement)`,
  });
  return { id: vendor.id, name: vendor.name, created: true };
}

/**
 * The committee that will decide: the one named (400 when unknown or inactive), else the only active committee
 * when there is exactly one, else none yet (set later through the record's Edit).
 */
export async function resolveCommittee(tx: Tx, committeeId: string | null | undefined) {
  if (committeeId) {
    const named = await tx.committee.findUnique({ where: { id: committeeId }, select: { id: true, status: true } });
    if (!named) throw invalidField("committeeId", "Unknown committee");
    if (named.status !== "active") throw invalidField("committeeId", "The committee is inactive: choose an active one");
    return named.id;
  }
  const active = await tx.committee.findMany({ where: { status: "active" }, select: { id: true }, take: 2 });
  return active.length === 1 ? active[0]!.id : null;
}

/** The user-members of a committee (active members linked to a user). */
async function committeeUsers(tx: Tx, committeeId: string | null) {
  if (!committeeId) return [];
  const members = await tx.committeeMember.findMany({
    where: { committeeId, removedAt: null, userId: { not: null } },
    select: { userId: true },
  });
  return [...new Set(members.map((m) => m.userId as string))];
}

/**
 * The one notice of a submission (000 §7: stakeholder group committee, priority critical): the committee
 * stakeholders and the user-members of the arrangement's committee. Filed under the workflow area.
 */
export async function notifyCommittee(
  tx: Tx,
  ctx: ChangeContext,
  w: {
    id: string;
    reference: string;
    name: string;
    vendorName: string;
    classification: string;
    materialityScore: number;
    committeeId: string | null;
    submitter: string;
  },
) {
  const users = await committeeUsers(tx, w.committeeId);
  const label = w.classification.replace("_", "-");
  return notify(tx, ctx, {
    eventKey: `workflow.submitted:${w.id}`,
    eventType: "workflow.submitted",
    type: "workflow",
    priority: "critical",
    title: clip(`New outsourcing arrangement ${w.reference}: ${w.name}`, NOTIFICATION_TITLE_MAX),
    message: clip(
      `${w.submitter} submitted the new outsourcing arrangement ${w.reference} with ${w.vendorName}: materiality ` +
        `${w.materialityScore} of 75 (${label}). Its prerequisite reviews start now; the committee decides once all ` +
        "seven are complete.",
      NOTIFICATION_MESSAGE_MAX,
    ),
    entity: { type: WORKFLOW_ENTITY, id: w.id, name: w.reference },
    // The committee's page with this arrangement chosen: every member may open it, whatever their role (Executive and
    // Board Member, the committee stakeholders' default roles, cannot open /workflows).
    link: `/committee-decisions?workflow=${w.id}`,
    audience: { stakeholders: ["committee"], users },
    skipActor: true,
  });
}
