// What every workflow change shares: the locked row it decides from, its history event, and the audit row and
// answer it finishes with (in the change's own transaction).
import { Prisma, type WorkflowEventKind } from "@tprm/db";
import { recordChange } from "../audit/record-change.js";
import type { SignedInContext } from "../context.js";
import { notFound } from "../lib/errors.js";
import type { WorkflowDetail } from "../schemas/workflows.js";
import { M } from "./messages.js";
import { auditSnapshot, WORKFLOW_ENTITY } from "./workflow-dto.js";
import { readWorkflow } from "./workflow-read.js";

type Tx = Prisma.TransactionClient;

export const LOCKED_INCLUDE = {
  reviews: { select: { kind: true, completedById: true } },
  riskAssessment: { select: { id: true, status: true, overallRisk: true } },
  contract: { select: { id: true, reference: true, stage: true } },
  owner: { select: { id: true, firstName: true, lastName: true } },
  _count: { select: { decisions: true } },
} as const satisfies Prisma.WorkflowInclude;

export type LockedWorkflow = Prisma.WorkflowGetPayload<{ include: typeof LOCKED_INCLUDE }>;

/** Locks the workflow for the change (two reviews or decisions at once would each decide from what they read). */
export async function lockWorkflow(tx: Tx, id: string): Promise<LockedWorkflow> {
  await tx.$queryRaw(Prisma.sql`SELECT 1 FROM "Workflow" WHERE "id" = ${id}::uuid FOR UPDATE`);
  const row = await tx.workflow.findUnique({ where: { id }, include: LOCKED_INCLUDE });
  if (!row) throw notFound(M.notFound);
  return row;
}

export async function addEvent(
  tx: Tx,
  workflowId: string,
  actorId: string | null,
  event: { kind: WorkflowEventKind; detail?: string | null; note?: string | null; automatic?: boolean },
) {
  await tx.workflowEvent.create({
    data: {
      workflowId,
      actorId,
      kind: event.kind,
      detail: event.detail ?? null,
      note: event.note ?? null,
      automatic: event.automatic ?? false,
    },
  });
}

/** The audit row of an update (before and after) and the record as the change leaves it. */
export async function finishUpdate(
  tx: Tx,
  ctx: SignedInContext,
  before: Parameters<typeof auditSnapshot>[0] & { id: string },
  after: Parameters<typeof auditSnapshot>[0],
  description: string,
): Promise<WorkflowDetail> {
  await recordChange(tx, ctx, {
    action: "UPDATE",
    entityType: WORKFLOW_ENTITY,
    entityId: before.id,
    before: auditSnapshot(before),
    after: auditSnapshot(after),
    description,
  });
  return readWorkflow(tx, ctx, before.id);
}
