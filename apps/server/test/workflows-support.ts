// Shared by the workflow centre's test files: workflows made directly in the database in a given state, their
// committee with members linked to users, reviews already set, and what a refused change must leave as it was.
import { randomUUID } from "node:crypto";
import type { Prisma } from "@tprm/db";
import { createRiskAssessment, createUser, createVendor } from "@tprm/db/factories";
import { expect } from "vitest";
import { type TestApp, uniqueEmail } from "./helpers.js";

export const BASE = "/api/workflows";

export const REVIEW_KINDS = ["it", "compliance", "risk", "operations", "legal", "finance", "contract_draft"] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];

export const FLAGS = [
  "itReviewCompleted",
  "complianceReviewCompleted",
  "riskReviewCompleted",
  "operationsReviewCompleted",
  "legalReviewCompleted",
  "financeReviewCompleted",
  "contractDraftCompleted",
];

export const asDate = (iso: string) => new Date(`${iso}T00:00:00.000Z`);
export const isoDay = (offset = 0) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

export function person(t: TestApp, role: string | null = "Business User", extra: object = {}) {
  return createUser(t.services.db, { email: uniqueEmail("wf"), role, ...extra });
}

/** A workflow row as a test needs it (a new outsourcing arrangement under review unless told otherwise). */
export function workflowRow(t: TestApp, fields: Partial<Prisma.WorkflowUncheckedCreateInput> & { ownerId: string }) {
  return t.services.db.workflow.create({
    data: {
      reference: `WF-1999-${randomUUID().slice(0, 12)}`,
      type: "new_outsourcing",
      name: `Arrangement ${randomUUID().slice(0, 8)}`,
      status: "initiation",
      currentStep: "risk_assessment_in_progress",
      startDate: asDate(isoDay(-10)),
      targetDate: asDate(isoDay(80)),
      ...fields,
    },
  });
}

/** A committee (active unless told) with members linked to the given users. */
export async function committeeWith(t: TestApp, userIds: string[], fields: Partial<Prisma.CommitteeCreateInput> = {}) {
  return t.services.db.committee.create({
    data: {
      name: `Outsourcing Committee ${randomUUID().slice(0, 8)}`,
      type: "Outsourcing",
      chair: "Ana Ruiz",
      ...fields,
      members: { create: userIds.map((userId, position) => ({ name: `Member ${position}`, userId, position })) },
    },
  });
}

/** Reviews already set on a workflow, by `byId`. */
export async function setReviews(t: TestApp, workflowId: string, kinds: readonly ReviewKind[], byId: string) {
  await t.services.db.workflowReview.createMany({
    data: kinds.map((kind) => ({ workflowId, kind, comment: `Done: ${kind}`, completedById: byId })),
  });
}

/**
 * A new outsourcing arrangement with its vendor, a risk assessment (status as told), a committee whose members are
 * the given users, and the reviews given already set.
 */
export async function arrangement(
  t: TestApp,
  opts: {
    ownerId: string;
    memberIds?: string[];
    raStatus?: "draft" | "in_progress" | "completed";
    overallRisk?: "low" | "medium" | "high" | "critical" | null;
    reviews?: readonly ReviewKind[];
    reviewerId?: string;
    fields?: Partial<Prisma.WorkflowUncheckedCreateInput>;
  },
) {
  const db = t.services.db;
  const vendor = await createVendor(db, { name: `Provider ${randomUUID().slice(0, 8)}`, status: "onboarding" });
  const ra = await createRiskAssessment(db, {
    vendorId: vendor.id,
    leadAssessorId: opts.ownerId,
    type: "initial",
    status: opts.raStatus ?? "draft",
    overallRisk: opts.overallRisk ?? null,
  });
  const committee = await committeeWith(t, opts.memberIds ?? []);
  const reviews = opts.reviews ?? [];
  const w = await workflowRow(t, {
    ownerId: opts.ownerId,
    vendorId: vendor.id,
    riskAssessmentId: ra.id,
    committeeId: committee.id,
    materialityClassification: "material",
    materialityScore: 30,
    status: reviews.length === REVIEW_KINDS.length ? "pending" : "initiation",
    currentStep: reviews.length === REVIEW_KINDS.length ? "committee_approval" : "risk_assessment_in_progress",
    ...opts.fields,
  });
  if (reviews.length) await setReviews(t, w.id, reviews, opts.reviewerId ?? opts.ownerId);
  return { w, vendor, ra, committee };
}

/** What a refused change must leave untouched. */
export async function footprint(t: TestApp) {
  const db = t.services.db;
  const [workflows, reviews, decisions, events, contracts, contractEvents, notifications, audit, counters] =
    await Promise.all([
      db.workflow.findMany({ orderBy: { id: "asc" } }),
      db.workflowReview.count(),
      db.workflowDecision.count(),
      db.workflowEvent.count(),
      db.contract.findMany({ orderBy: { id: "asc" }, select: { id: true, stage: true, status: true } }),
      db.contractEvent.count(),
      db.notification.count(),
      db.auditLog.count(),
      db.referenceCounter.findMany({ orderBy: [{ prefix: "asc" }, { year: "asc" }] }),
    ]);
  return { workflows, reviews, decisions, events, contracts, contractEvents, notifications, audit, counters };
}

export async function expectNothingWritten(t: TestApp, before: Awaited<ReturnType<typeof footprint>>) {
  expect(await footprint(t)).toEqual(before);
}

export const auditRows = (t: TestApp, entityId: string, entityType = "Workflow") =>
  t.services.db.auditLog.findMany({ where: { entityType, entityId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });

export const issuePaths = (body: { issues?: { path: string }[] }) => (body.issues ?? []).map((i) => i.path);

export const notificationsOf = (t: TestApp, userId: string, entityId: string) =>
  t.services.db.notification.findMany({ where: { userId, entityId }, orderBy: { createdAt: "asc" } });
