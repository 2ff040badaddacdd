// A workflow as the answers carry it: the row of the instances table (its derived columns computed here with
// rules.ts and today's date, never stored) and the whole record with its reviews, decisions, history, template
// steps and what the caller may do.
import type { Prisma } from "@tprm/db";
import type { SignedInContext } from "../context.js";
import { isoDate } from "../lib/dates.js";
import { userRef } from "../lib/people.js";
import { allows, WORKFLOW_ACCESS } from "../permissions/access.js";
import { isAdmin } from "../permissions/roles.js";
import type { WorkflowDetail, WorkflowRow } from "../schemas/workflows.js";
import {
  decisionRefusal,
  formerOwnerIds,
  isOutsourcing,
  isOverdue,
  isWorkflowClosed,
  OUTSOURCING_STEP_TEMPLATE_INDEX,
  type OutsourcingStep,
  REVIEW_FLAG_NAMES,
  REVIEW_KINDS,
  type ReviewKind,
  reviewRefusal,
  rowStatus,
  sectionScores,
  templateStepStatuses,
  WORKFLOW_TEMPLATES,
  workflowPriority,
  workflowProgress,
  workflowRiskRating,
  type YesNo,
} from "./rules.js";

export const WORKFLOW_ENTITY = "Workflow";

const NAME = { select: { id: true, firstName: true, lastName: true } } as const;

export const ROW_INCLUDE = {
  owner: NAME,
  vendor: { select: { id: true, name: true } },
  committee: { select: { id: true, name: true } },
} as const satisfies Prisma.WorkflowInclude;

export const DETAIL_INCLUDE = {
  ...ROW_INCLUDE,
  riskAssessment: { select: { id: true, reference: true, status: true } },
  contract: { select: { id: true, reference: true, name: true, stage: true } },
  reviews: { include: { completedBy: NAME } },
  decisions: { include: { decidedBy: NAME }, orderBy: [{ decidedAt: "asc" }, { id: "asc" }] },
  events: { include: { actor: NAME }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
} as const satisfies Prisma.WorkflowInclude;

export type RowSource = Prisma.WorkflowGetPayload<{ include: typeof ROW_INCLUDE }>;
export type DetailSource = Prisma.WorkflowGetPayload<{ include: typeof DETAIL_INCLUDE }>;

export function toRow(w: RowSource, today: string): WorkflowRow {
  const targetDate = isoDate(w.targetDate);
  return {
    id: w.id,
    reference: w.reference,
    name: w.name,
    type: w.type,
    status: w.status,
    displayStatus: rowStatus(w.status, targetDate, today),
    overdue: isOverdue(targetDate, today, w.status),
    currentStep: w.currentStep,
    progress: workflowProgress(w.type, w.status, w.currentStep),
    owner: userRef(w.owner) ?? { id: w.ownerId, name: "" },
    priority: workflowPriority(w.materialityClassification),
    riskRating: workflowRiskRating(w.materialityClassification, w.riskThreshold),
    materialityClassification: w.materialityClassification,
    vendor: w.vendor,
    jurisdiction: w.jurisdiction,
    businessUnit: w.businessUnit,
    committee: w.committee,
    startDate: isoDate(w.startDate),
    targetDate,
    createdAt: w.createdAt,
    updatedAt: w.updatedAt,
  };
}

/** The template's steps with their statuses: where the workflow stands in its type's template. */
function steps(w: DetailSource) {
  const template = WORKFLOW_TEMPLATES[w.type];
  const closedDone = w.status === "approved" || w.status === "completed";
  let active: number;
  if (w.type === "new_outsourcing") {
    active = OUTSOURCING_STEP_TEMPLATE_INDEX[w.currentStep as OutsourcingStep] ?? 0;
  } else {
    active = template.findIndex((s) => s.key === w.currentStep);
    if (active < 0) active = 0;
  }
  if (w.type !== "new_outsourcing" && closedDone) active = template.length;
  const blocked = w.status === "deferred" || w.status === "rejected" || w.status === "cancelled";
  const statuses = templateStepStatuses(active, template.length, blocked);
  return template.map((s, i) => ({ ...s, status: statuses[i]! }));
}

/** Whether the caller sits on the workflow's committee (an active member linked to their account). */
export async function isCommitteeMember(db: Prisma.TransactionClient, committeeId: string | null, userId: string) {
  if (!committeeId) return false;
  const member = await db.committeeMember.findFirst({
    where: { committeeId, userId, removedAt: null, committee: { status: "active" } },
    select: { id: true },
  });
  return member !== null;
}

export const completedKinds = (w: { reviews: { kind: ReviewKind }[] }) => w.reviews.map((r) => r.kind);

/** The details of the workflow's owner_reassigned events (rules.ts formerOwnerIds reads them). */
export async function reassignments(db: Prisma.TransactionClient, workflowId: string) {
  const events = await db.workflowEvent.findMany({
    where: { workflowId, kind: "owner_reassigned" },
    select: { detail: true },
  });
  return events.map((e) => e.detail);
}

export const riskAssessmentCompleted = (w: { riskAssessment: { status: string } | null }) =>
  w.riskAssessment?.status === "completed";

const STAGES_FROM_DRAFTING = ["drafting", "negotiation", "approval", "execution", "management", "renewal_termination"];
export const contractAtDraftingOrLater = (w: { contract: { stage: string } | null }) =>
  w.contract !== null && STAGES_FROM_DRAFTING.includes(w.contract.stage);

export async function toDetail(
  db: Prisma.TransactionClient,
  ctx: SignedInContext,
  w: DetailSource,
  today: string,
): Promise<WorkflowDetail> {
  const user = ctx.auth.user;
  const completed = completedKinds(w);
  const byKind = new Map(w.reviews.map((r) => [r.kind, r]));
  const reviews = REVIEW_KINDS.map((kind) => {
    const r = byKind.get(kind);
    return {
      kind,
      flag: REVIEW_FLAG_NAMES[kind],
      completed: r !== undefined,
      completedBy: userRef(r?.completedBy),
      completedAt: r?.completedAt ?? null,
      comment: r?.comment ?? null,
    };
  });
  const flags = Object.fromEntries(reviews.map((r) => [r.flag, r.completed]));
  const outsourcingAnswers = w.outsourcingAnswers as { questionId: string; answer: YesNo }[] | null;
  const materialityAnswers = w.materialityAnswers as { questionId: string; answer: number }[] | null;
  const open = !isWorkflowClosed(w.status);
  const canEdit = allows(user.role, WORKFLOW_ACCESS.edit);
  const facts = {
    type: w.type,
    status: w.status,
    ownerId: w.ownerId,
    completed,
    riskAssessmentCompleted: riskAssessmentCompleted(w),
    contractAtDraftingOrLater: contractAtDraftingOrLater(w),
  };
  const actor = { role: user.role ?? "", userId: user.id };
  const member = await isCommitteeMember(db, w.committeeId, user.id);
  const decideRefusal =
    decisionRefusal(
      { userId: user.id, isAdmin: isAdmin(user.role), isCommitteeMember: member },
      {
        ...facts,
        createdById: w.createdById,
        formerOwnerIds: formerOwnerIds(
          w.events.filter((e) => e.kind === "owner_reassigned").map((e) => e.detail),
          w.ownerId,
        ),
        reviewerIds: w.reviews.map((r) => r.completedById),
      },
    ) ?? null;
  return {
    ...toRow(w, today),
    businessJustification: w.businessJustification,
    legalEntity: w.legalEntity,
    recipientDetails: w.recipientDetails,
    providerDetails: w.providerDetails,
    processDescription: w.processDescription,
    outsourcingAssessment: outsourcingAnswers,
    outsourcingScore: w.outsourcingScore,
    dependencyLevel: w.dependencyLevel,
    isOutsourcing: outsourcingAnswers
      ? isOutsourcing(Object.fromEntries(outsourcingAnswers.map((a) => [a.questionId, a.answer])))
      : null,
    materialityAssessment: materialityAnswers,
    materialityScore: w.materialityScore,
    sectionScores: materialityAnswers
      ? sectionScores(Object.fromEntries(materialityAnswers.map((a) => [a.questionId, a.answer])))
      : null,
    riskThreshold: w.riskThreshold,
    riskAssessment: w.riskAssessment,
    contract: w.contract,
    nextReviewDate: w.nextReviewDate ? isoDate(w.nextReviewDate) : null,
    completedAt: w.completedAt,
    reviews,
    flags,
    decisions: w.decisions.map((d) => ({
      id: d.id,
      decision: d.decision,
      reason: d.reason,
      deferralDate: d.deferralDate ? isoDate(d.deferralDate) : null,
      decidedBy: userRef(d.decidedBy) ?? { id: d.decidedById, name: "" },
      decidedAt: d.decidedAt,
    })),
    events: w.events.map((e) => ({
      id: e.id,
      kind: e.kind,
      detail: e.detail,
      note: e.note,
      automatic: e.automatic,
      actor: userRef(e.actor),
      createdAt: e.createdAt,
    })),
    steps: steps(w),
    can: {
      edit: canEdit && open,
      reassign: canEdit && open,
      updateTimeline: canEdit && open,
      completeStep: canEdit && open && w.type !== "new_outsourcing",
      reviews: allows(user.role, WORKFLOW_ACCESS.review)
        ? REVIEW_KINDS.filter((kind) => reviewRefusal(kind, actor, facts) === undefined)
        : [],
      // Membership, not the role, decides (committee-members.ts): an Executive on the committee may.
      decide: decideRefusal === null,
      decideRefusal,
      delete: allows(user.role, WORKFLOW_ACCESS.delete) && w.decisions.length === 0,
    },
  };
}

/** What the audit row keeps of a workflow (no history, no answers' detail beyond the scores). */
export function auditSnapshot(w: {
  reference: string;
  name: string;
  type: string;
  status: string;
  currentStep: string;
  ownerId: string;
  vendorId: string | null;
  committeeId: string | null;
  contractId: string | null;
  businessUnit: string | null;
  targetDate: Date;
}) {
  return {
    reference: w.reference,
    name: w.name,
    type: w.type,
    status: w.status,
    currentStep: w.currentStep,
    ownerId: w.ownerId,
    vendorId: w.vendorId,
    committeeId: w.committeeId,
    contractId: w.contractId,
    businessUnit: w.businessUnit,
    targetDate: isoDate(w.targetDate),
  };
}
