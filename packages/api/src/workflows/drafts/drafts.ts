// The wizard's drafts (001 §3 "Workflow draft", §7): private to the signed-in user (another user's draft answers
// 404, the spec's owner and userId are ignored), each save and delete audited.
import type { Prisma } from "@tprm/db";
import type { z } from "zod";
import { recordChange } from "../../audit/record-change.js";
import type { SignedInContext } from "../../context.js";
import { invalidField, notFound } from "../../lib/errors.js";
import type { DraftOutput, saveDraftInput } from "../../schemas/workflows.js";
import { draftStepNumber } from "../rules.js";

type Tx = Prisma.TransactionClient;
type Db = SignedInContext["db"] | Tx;

export const DRAFT_ENTITY = "WorkflowDraft";
export const DRAFT_NOT_FOUND = "No draft of yours with this id.";

export const DRAFT_SELECT = {
  id: true,
  userId: true,
  legalEntity: true,
  jurisdiction: true,
  recipientDetails: true,
  providerDetails: true,
  vendor: { select: { id: true, name: true } },
  committeeId: true,
  processDescription: true,
  outsourcingAnswers: true,
  materialityAnswers: true,
  currentStep: true,
  draftLastSaved: true,
  createdAt: true,
  updatedAt: true,
} as const satisfies Prisma.WorkflowDraftSelect;

type DraftRow = Prisma.WorkflowDraftGetPayload<{ select: typeof DRAFT_SELECT }>;

const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

export function draftDto(row: DraftRow): DraftOutput {
  const { userId: _userId, outsourcingAnswers, materialityAnswers, ...rest } = row;
  return {
    ...rest,
    outsourcingAssessment: list(outsourcingAnswers),
    materialityAssessment: list(materialityAnswers),
    step: draftStepNumber(row.currentStep),
  };
}

/** What an audit row keeps of a draft: no answers, only where the wizard stood. */
const snapshot = (row: DraftRow) => ({
  recipientDetails: row.recipientDetails,
  providerDetails: row.providerDetails,
  vendorId: row.vendor?.id ?? null,
  committeeId: row.committeeId,
  currentStep: row.currentStep,
});

/** The signed-in user's draft, else 404 (another user's draft is not told apart from a missing one). */
export async function ownDraft(db: Db, userId: string, id: string): Promise<DraftRow> {
  const row = await db.workflowDraft.findFirst({ where: { id, userId }, select: DRAFT_SELECT });
  if (!row) throw notFound(DRAFT_NOT_FOUND);
  return row;
}

/** The user's own draft, locked for a change: a second change at once waits, then sees it as it is then. */
async function lockOwnDraft(tx: Tx, userId: string, id: string): Promise<DraftRow> {
  await tx.$queryRaw`SELECT 1 FROM "WorkflowDraft" WHERE "id" = ${id}::uuid AND "userId" = ${userId}::uuid FOR UPDATE`;
  return ownDraft(tx, userId, id);
}

async function assertLinks(tx: Tx, input: { vendorId?: string | null; committeeId?: string | null }) {
  if (input.vendorId) {
    const vendor = await tx.vendor.findUnique({ where: { id: input.vendorId }, select: { id: true } });
    if (!vendor) throw invalidField("vendorId", "Unknown vendor");
  }
  if (input.committeeId) {
    const committee = await tx.committee.findUnique({ where: { id: input.committeeId }, select: { id: true } });
    if (!committee) throw invalidField("committeeId", "Unknown committee");
  }
}

export async function saveDraft(ctx: SignedInContext, input: z.output<typeof saveDraftInput>): Promise<DraftOutput> {
  const userId = ctx.auth.user.id;
  return ctx.db.$transaction(async (tx) => {
    const before = input.id ? await lockOwnDraft(tx, userId, input.id) : null;
    await assertLinks(tx, input);
    const data = {
      legalEntity: input.legalEntity,
      jurisdiction: input.jurisdiction,
      recipientDetails: input.recipientDetails,
      providerDetails: input.providerDetails,
      vendorId: input.vendorId ?? null,
      committeeId: input.committeeId ?? null,
      processDescription: input.processDescription,
      outsourcingAnswers: input.outsourcingAssessment as Prisma.InputJsonValue,
      materialityAnswers: input.materialityAssessment as Prisma.InputJsonValue,
      currentStep: input.currentStep || "Step 1",
      draftLastSaved: new Date(),
    };
    const after = before
      ? await tx.workflowDraft.update({ where: { id: before.id }, data, select: DRAFT_SELECT })
      : await tx.workflowDraft.create({ data: { ...data, userId }, select: DRAFT_SELECT });
    const named = after.providerDetails.split("\n")[0]?.trim() || "untitled arrangement";
    await recordChange(tx, ctx, {
      action: before ? "UPDATE" : "CREATE",
      entityType: DRAFT_ENTITY,
      entityId: after.id,
      before: before ? snapshot(before) : undefined,
      after: snapshot(after),
      description: `Saved a new outsourcing draft (${named}, ${after.currentStep})`,
    });
    return draftDto(after);
  });
}

export async function getDraft(ctx: SignedInContext, id: string): Promise<DraftOutput> {
  return draftDto(await ownDraft(ctx.db, ctx.auth.user.id, id));
}

export async function myDrafts(ctx: SignedInContext): Promise<DraftOutput[]> {
  const rows = await ctx.db.workflowDraft.findMany({
    where: { userId: ctx.auth.user.id },
    select: DRAFT_SELECT,
    orderBy: [{ draftLastSaved: "desc" }, { id: "desc" }],
  });
  return rows.map(draftDto);
}

export async function deleteDraft(ctx: SignedInContext, id: string) {
  return ctx.db.$transaction(async (tx) => {
    const before = await lockOwnDraft(tx, ctx.auth.user.id, id);
    await tx.workflowDraft.delete({ where: { id } });
    await recordChange(tx, ctx, {
      action: "DELETE",
      entityType: DRAFT_ENTITY,
      entityId: id,
      before: snapshot(before),
      description: "Deleted a new outsourcing draft",
    });
    return { id, deleted: true };
  });
}
