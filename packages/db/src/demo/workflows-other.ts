// The demo workflows of the four other types (contract renewal, risk assessment, vendor onboarding and
// offboarding), each with its template's steps done before its current one in its history, and the demo users'
// wizard drafts. Called by ./workflows.ts (seedDemoWorkflows); idempotent like it.
import { DEMO_DRAFTS, DEMO_OTHER_STEPS, DEMO_OTHER_WORKFLOWS, type DemoOtherWorkflow } from "../demo-data/workflows.js";
import type { Prisma } from "../generated/prisma/client.js";
import type { Role } from "../roles.js";
import { addDays } from "../utc-days.js";
import { demoId } from "./ids.js";

type Tx = Prisma.TransactionClient;
const HOUR = 3_600_000;
const OUTSOURCING_IDS = ["recurrent", "ownFunction", "notExcluded", "bundle"];

/** What the seed knows of the demo accounts and vendors. */
export interface SeedLookups {
  today: Date;
  userOf(role: Role): string | null;
  vendorOf(name: string): string | null;
  /** Each demo workflow's WF reference, by key. */
  referenceOf(key: string): string;
}

export const outsourcingAnswers = (text: string) =>
  [...text].map((c, i) => ({ questionId: OUTSOURCING_IDS[i]!, answer: c === "Y" ? "Yes" : "No" }));
export const materialityAnswers = (text: string) =>
  [...text].map((c, i) => ({ questionId: `q${i + 1}`, answer: Number(c) }));

/**
 * Whether people have acted on a demo workflow since the seed wrote it: its status is no longer the seed's, its
 * decisions are not the seed's, or its history has an event the seed does not write (every review, decision, edit,
 * reassignment or timeline move adds one). Its real history is then kept as it is.
 */
export async function actedOn(
  tx: Tx,
  id: string,
  seeded: { status: string; decisions: { id?: string }[]; events: { id?: string }[] },
) {
  const existing = await tx.workflow.findUnique({
    where: { id },
    select: { status: true, decisions: { select: { id: true } }, events: { select: { id: true } } },
  });
  if (!existing) return false;
  const ids = (rows: { id?: string }[]) => new Set(rows.map((r) => r.id));
  const decisions = ids(seeded.decisions);
  const events = ids(seeded.events);
  return (
    existing.status !== seeded.status ||
    existing.decisions.length !== decisions.size ||
    existing.decisions.some((d) => !decisions.has(d.id)) ||
    existing.events.some((e) => !events.has(e.id))
  );
}

async function seedOther(tx: Tx, look: SeedLookups, w: DemoOtherWorkflow) {
  const vendorId = look.vendorOf(w.vendor);
  const ownerId = look.userOf(w.owner);
  if (!vendorId || !ownerId) return false;
  const id = demoId("workflow", w.key);
  const start = addDays(look.today, -w.startDaysAgo);
  const createdAt = new Date(start.getTime() + 9 * HOUR);
  const closedAt =
    w.closedDaysAgo === undefined ? null : new Date(addDays(look.today, -w.closedDaysAgo).getTime() + 16 * HOUR);
  const data = {
    reference: look.referenceOf(w.key),
    type: w.type,
    name: w.name,
    status: w.status,
    currentStep: w.currentStep,
    ownerId,
    businessUnit: w.businessUnit,
    businessJustification: w.justification,
    vendorId,
    startDate: start,
    targetDate: addDays(start, w.targetDays),
    completedAt: closedAt,
    createdById: ownerId,
    updatedById: ownerId,
    createdAt,
  };
  const steps = DEMO_OTHER_STEPS[w.type];
  const current = steps.indexOf(w.currentStep);
  // The steps done: those before the current one, and the last one too once the workflow is completed.
  const done = steps.slice(0, w.status === "completed" ? steps.length : current);
  const end = closedAt ?? new Date(look.today.getTime() - HOUR);
  const span = end.getTime() - createdAt.getTime();
  const events: Prisma.WorkflowEventCreateManyInput[] = [];
  const event = (at: Date, e: Omit<Prisma.WorkflowEventCreateManyInput, "id" | "workflowId" | "createdAt">) =>
    events.push({ id: demoId("workflow-event", `${w.key}:${events.length}`), workflowId: id, createdAt: at, ...e });
  event(createdAt, { kind: "created", detail: steps[0], actorId: ownerId });
  done.forEach((step, k) => {
    const at = new Date(createdAt.getTime() + Math.round((span * (k + 1)) / (done.length + 1)));
    event(k === done.length - 1 && w.status === "completed" && closedAt ? closedAt : at, {
      kind: "step_completed",
      detail: step,
      actorId: ownerId,
    });
  });
  if (w.status === "cancelled" && closedAt) {
    event(closedAt, { kind: "cancelled", detail: w.currentStep, note: w.justification, actorId: ownerId });
  }
  // Worked on since (a step completed, an edit, a reassignment): kept as it is.
  if (await actedOn(tx, id, { status: w.status, decisions: [], events })) return true;
  await tx.workflow.upsert({ where: { id }, create: { id, ...data }, update: data });
  await tx.workflowEvent.deleteMany({ where: { workflowId: id } });
  await tx.workflowEvent.createMany({ data: events });
  return true;
}

/** The workflows of the other four types; answers how many were written. */
export async function seedOtherWorkflows(tx: Tx, look: SeedLookups): Promise<number> {
  let written = 0;
  for (const w of DEMO_OTHER_WORKFLOWS) if (await seedOther(tx, look, w)) written += 1;
  return written;
}

/** The demo users' unfinished wizards; answers how many were written. */
export async function seedDemoDrafts(tx: Tx, look: SeedLookups, committeeId: string | null): Promise<number> {
  let written = 0;
  for (const d of DEMO_DRAFTS) {
    const userId = look.userOf(d.owner);
    if (!userId) continue;
    const id = demoId("workflow-draft", d.key);
    const saved = new Date(addDays(look.today, -d.savedDaysAgo).getTime() + 15 * HOUR);
    const data = {
      userId,
      legalEntity: "Northbank AG",
      jurisdiction: "DE",
      recipientDetails: d.recipient,
      providerDetails: d.provider,
      vendorId: d.vendor ? look.vendorOf(d.vendor) : null,
      committeeId,
      processDescription: d.description,
      outsourcingAnswers: outsourcingAnswers(d.outsourcing),
      materialityAnswers: materialityAnswers(d.materiality),
      currentStep: d.currentStep,
      draftLastSaved: saved,
      createdAt: saved,
    };
    await tx.workflowDraft.upsert({ where: { id }, create: { id, ...data }, update: data });
    written += 1;
  }
  return written;
}
