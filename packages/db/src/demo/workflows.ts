// The demo workflows (issue 16): the new outsourcing arrangements of ../demo-data/workflows.ts with their answers,
// figures, prerequisite reviews, committee decisions, linked risk assessments and contracts of the demo vendors, and
// their history; the other four types (./workflows-other.ts) and the demo users' wizard drafts. WF references are
// kept in step with ReferenceCounter. Needs the accounts, vendors, risk assessments, contracts and committees first.
// Idempotent: stable ids (demoId), upserts, each workflow's reviews, decisions and history replaced by the same rows;
// an arrangement people have acted on since (its status, decisions or history no longer the seed's) is kept as it is.
import {
  DEMO_ARRANGEMENTS,
  DEMO_DRAFTS,
  DEMO_OTHER_WORKFLOWS,
  DEMO_REVIEW_COMMENTS,
  DEMO_REVIEWERS,
  type DemoArrangement,
  type DemoOutsourcingStep,
  type DemoReviewKind,
} from "../demo-data/workflows.js";
import type { Prisma } from "../generated/prisma/client.js";
import { ROLES } from "../roles.js";
import { addDays, utcDay } from "../utc-days.js";
import { demoEmailFor } from "./accounts.js";
import { demoId } from "./ids.js";
import {
  actedOn,
  materialityAnswers,
  outsourcingAnswers,
  type SeedLookups,
  seedDemoDrafts,
  seedOtherWorkflows,
} from "./workflows-other.js";

type Tx = Prisma.TransactionClient;

export interface DemoWorkflowSummary {
  workflows: number;
  arrangements: number;
  awaitingDecision: number;
  drafts: number;
}

export const DEMO_OUTSOURCING_COMMITTEE_KEY = "outsourcing-oversight";
const HOUR = 3_600_000;

/**
 * The WF references of the demo workflows, numbered per year of their start in the order they started (the same
 * on every run), and the highest number of each year.
 */
function demoReferences(today: Date) {
  const all = [...DEMO_ARRANGEMENTS, ...DEMO_OTHER_WORKFLOWS]
    .map((w) => ({ key: w.key, start: addDays(today, -w.startDaysAgo) }))
    .sort((x, y) => x.start.getTime() - y.start.getTime() || x.key.localeCompare(y.key));
  const byKey = new Map<string, string>();
  const highest = new Map<number, number>();
  for (const { key, start } of all) {
    const year = start.getUTCFullYear();
    const n = (highest.get(year) ?? 0) + 1;
    highest.set(year, n);
    byKey.set(key, `WF-${year}-${String(n).padStart(4, "0")}`);
  }
  return { byKey, highest };
}

/** The step the reviews done leave (packages/api rules.ts outsourcingStep; the demo test checks they agree). */
function stepAfter(done: readonly DemoReviewKind[]): DemoOutsourcingStep {
  const all = (...kinds: DemoReviewKind[]) => kinds.every((k) => done.includes(k));
  if (!all("risk")) return "risk_assessment_in_progress";
  if (!all("it", "compliance", "operations", "finance")) return "vendor_due_diligence";
  if (!all("legal", "contract_draft")) return "contract_negotiation";
  return "committee_approval";
}

/**
 * The vendor's assessment the arrangement links: its latest completed one once the risk review is done, else its
 * newest draft or in-progress one; never one another workflow links (a submission since the last run may have made
 * the vendor's newest draft, linked to its own arrangement: a workflow links one assessment and an assessment one
 * workflow).
 */
async function linkedAssessment(tx: Tx, vendorId: string, riskDone: boolean, workflowId: string) {
  const free = { OR: [{ workflow: { is: null } }, { workflow: { is: { id: workflowId } } }] };
  return tx.riskAssessment.findFirst({
    where: riskDone
      ? { vendorId, latestCompleted: true, ...free }
      : { vendorId, status: { in: ["draft", "in_progress"] }, ...free },
    select: { id: true, overallRisk: true },
    orderBy: [{ assessmentDate: "desc" }, { id: "asc" }],
  });
}

async function linkedContract(tx: Tx, vendorId: string, stages: DemoArrangement["contractStages"]) {
  if (!stages?.length) return null;
  const found = await tx.contract.findMany({
    where: { vendorId, stage: { in: stages } },
    select: { id: true, stage: true },
    orderBy: { reference: "asc" },
  });
  return stages.map((s) => found.find((c) => c.stage === s)).find(Boolean) ?? null;
}

type Seeded = "seeded" | "kept" | "missing";

async function seedArrangement(
  tx: Tx,
  look: SeedLookups,
  a: DemoArrangement,
  committeeId: string | null,
): Promise<Seeded> {
  const vendorId = look.vendorOf(a.vendor);
  const ownerId = look.userOf(a.owner);
  if (!vendorId || !ownerId) return "missing";
  const id = demoId("workflow", a.key);
  const start = addDays(look.today, -a.startDaysAgo);
  const createdAt = new Date(start.getTime() + 9 * HOUR);
  const decidedAt = a.decision ? new Date(addDays(look.today, -a.decision.daysAgo).getTime() + 14 * HOUR) : null;
  const assessment = await linkedAssessment(tx, vendorId, a.reviews.includes("risk"), id);
  const contract = await linkedContract(tx, vendorId, a.contractStages);
  const deferral = a.decision?.deferralDays ? addDays(look.today, a.decision.deferralDays) : null;
  const data = {
    reference: look.referenceOf(a.key),
    type: "new_outsourcing" as const,
    name: a.name,
    status: a.status,
    currentStep: a.currentStep,
    ownerId,
    businessUnit: a.businessUnit,
    vendorId,
    legalEntity: a.legalEntity,
    jurisdiction: a.jurisdiction,
    recipientDetails: a.recipient,
    providerDetails: a.vendor,
    processDescription: a.description,
    outsourcingAnswers: outsourcingAnswers(a.outsourcing),
    outsourcingScore: [...a.outsourcing].filter((c) => c === "Y").length,
    dependencyLevel: a.dependency,
    materialityAnswers: materialityAnswers(a.materiality),
    materialityScore: [...a.materiality].reduce((sum, c) => sum + Number(c), 0),
    materialityClassification: a.classification,
    riskThreshold: a.reviews.includes("risk") ? (assessment?.overallRisk ?? null) : null,
    committeeId,
    riskAssessmentId: assessment?.id ?? null,
    contractId: contract?.id ?? null,
    startDate: start,
    targetDate: addDays(start, a.targetDays ?? 90),
    nextReviewDate: deferral,
    completedAt: a.status === "approved" || a.status === "rejected" ? decidedAt : null,
    createdById: ownerId,
    updatedById: ownerId,
    createdAt,
  };
  const events: Prisma.WorkflowEventCreateManyInput[] = [];
  const event = (at: Date, e: Omit<Prisma.WorkflowEventCreateManyInput, "id" | "workflowId" | "createdAt">) =>
    events.push({ id: demoId("workflow-event", `${a.key}:${events.length}`), workflowId: id, createdAt: at, ...e });
  event(createdAt, { kind: "created", detail: "initiation", actorId: ownerId });
  for (const step of ["initiation", "materiality_assessment"]) {
    event(createdAt, {
      kind: "step_completed",
      detail: step,
      note: "Completed in the wizard",
      automatic: true,
      actorId: ownerId,
    });
  }
  // The reviews spread over the days between the start and the decision (or yesterday).
  const elapsed = a.startDaysAgo - (a.decision?.daysAgo ?? 0);
  const reviews: Prisma.WorkflowReviewCreateManyInput[] = [];
  let step = stepAfter([]);
  a.reviews.forEach((kind, k) => {
    const day = 1 + Math.floor(((k + 1) * (elapsed - 1)) / (a.reviews.length + 1));
    const at = new Date(addDays(start, day).getTime() + (10 + (k % 6)) * HOUR);
    const by = kind === "operations" ? ownerId : look.userOf(DEMO_REVIEWERS[kind]);
    if (!by) return;
    const comment = DEMO_REVIEW_COMMENTS[kind];
    reviews.push({
      id: demoId("workflow-review", `${a.key}:${kind}`),
      workflowId: id,
      kind,
      comment,
      completedById: by,
      completedAt: at,
    });
    event(at, { kind: "review_completed", detail: kind, note: comment, actorId: by });
    const next = stepAfter(a.reviews.slice(0, k + 1));
    if (next !== step) event(at, { kind: "step_completed", detail: step, automatic: true, actorId: by });
    step = next;
  });
  const decisions: Prisma.WorkflowDecisionCreateManyInput[] = [];
  const deciderId = a.decision ? look.userOf(a.decision.by) : null;
  if (a.decision && decidedAt && deciderId) {
    decisions.push({
      id: demoId("workflow-decision", a.key),
      workflowId: id,
      decision: a.decision.decision,
      reason: a.decision.reason,
      deferralDate: deferral,
      decidedById: deciderId,
      decidedAt,
    });
    event(decidedAt, { kind: "decision", detail: a.decision.decision, note: a.decision.reason, actorId: deciderId });
    if (a.decision.decision === "approved") {
      event(decidedAt, { kind: "step_completed", detail: "committee_approval", automatic: true, actorId: deciderId });
    }
  }
  if (await actedOn(tx, id, { status: a.status, decisions, events })) {
    // The assessments' seed starts the demo vendors' assessments afresh (the link went with the old row): link the
    // one the seed would, if the arrangement has none now.
    if (assessment)
      await tx.workflow.updateMany({
        where: { id, riskAssessmentId: null },
        data: { riskAssessmentId: assessment.id },
      });
    return "kept";
  }
  await tx.workflow.upsert({ where: { id }, create: { id, ...data }, update: data });
  await tx.workflowReview.deleteMany({ where: { workflowId: id } });
  await tx.workflowDecision.deleteMany({ where: { workflowId: id } });
  await tx.workflowEvent.deleteMany({ where: { workflowId: id } });
  await tx.workflowReview.createMany({ data: reviews });
  await tx.workflowDecision.createMany({ data: decisions });
  await tx.workflowEvent.createMany({ data: events });
  return "seeded";
}

/** The demo workflows and drafts (see the header). Nothing without the demo accounts. */
export async function seedDemoWorkflows(tx: Tx, now: Date = new Date()): Promise<DemoWorkflowSummary> {
  const summary: DemoWorkflowSummary = { workflows: 0, arrangements: 0, awaitingDecision: 0, drafts: 0 };
  const users = await tx.user.findMany({
    where: { email: { in: ROLES.map(demoEmailFor) } },
    select: { id: true, email: true },
  });
  if (!users.length) return summary;
  const vendorNames = new Map<string, string>();
  const today = utcDay(now);
  const references = demoReferences(today);
  const look: SeedLookups = {
    today,
    userOf: (role) => users.find((u) => u.email === demoEmailFor(role))?.id ?? null,
    vendorOf: (name) => vendorNames.get(name) ?? null,
    referenceOf: (key) => references.byKey.get(key) as string,
  };
  const wanted = [...DEMO_ARRANGEMENTS, ...DEMO_OTHER_WORKFLOWS, ...DEMO_DRAFTS].flatMap((w) =>
    w.vendor ? [w.vendor] : [],
  );
  const named = await tx.vendor.findMany({
    where: { id: { in: wanted.map((n) => demoId("vendor", n)) } },
    select: { id: true, name: true },
  });
  for (const v of named) vendorNames.set(v.name, v.id);
  const committee = await tx.committee.findUnique({
    where: { id: demoId("committee", DEMO_OUTSOURCING_COMMITTEE_KEY) },
    select: { id: true },
  });
  for (const a of DEMO_ARRANGEMENTS) {
    const seeded = await seedArrangement(tx, look, a, committee?.id ?? null);
    if (seeded === "missing") continue;
    summary.arrangements += 1;
    if (seeded === "seeded" && a.status === "pending") summary.awaitingDecision += 1;
  }
  summary.workflows = summary.arrangements + (await seedOtherWorkflows(tx, look));
  summary.drafts = await seedDemoDrafts(tx, look, committee?.id ?? null);
  // New workflows are numbered after the demo's.
  for (const [year, value] of references.highest) {
    await tx.$executeRaw`
      INSERT INTO "ReferenceCounter" ("prefix", "year", "value") VALUES ('WF', ${year}, ${value})
      ON CONFLICT ("prefix", "year") DO UPDATE SET "value" = greatest("ReferenceCounter"."value", ${value})`;
  }
  return summary;
}
