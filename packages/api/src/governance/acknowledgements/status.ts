// A policy's acknowledgements as the governance centre shows them: the counts of its ack version and who was asked.
import type { PrismaClient } from "@tprm/db";
import type { z } from "zod";
import type { SignedInContext } from "../../context.js";
import { type IsoDate, todayIn } from "../../lib/dates.js";
import { notFound } from "../../lib/errors.js";
import { paginate, skipTake } from "../../lib/pagination.js";
import type {
  policyAcknowledgementIdInput,
  policyAcknowledgementListInput,
} from "../../schemas/governance-acknowledgements.js";
import { acknowledgementCountsOfPolicy, ackVersionRows } from "./counts.js";
import { ACK_ROW_INCLUDE, POLICY_NOT_FOUND, toPolicyAckRow, VERSION_REF } from "./dto.js";
import type { AcknowledgementState } from "./rules.js";

async function policyAck(db: PrismaClient, id: string) {
  const policy = await db.policy.findUnique({ where: { id }, select: { id: true, ackVersion: VERSION_REF } });
  if (!policy) throw notFound(POLICY_NOT_FOUND);
  return policy;
}

export async function acknowledgementSummary(
  ctx: SignedInContext,
  input: z.output<typeof policyAcknowledgementIdInput>,
) {
  const policy = await policyAck(ctx.db, input.id);
  const counts = await acknowledgementCountsOfPolicy(ctx.db, policy.id, todayIn(ctx.env.APP_TIME_ZONE));
  return { policyId: policy.id, version: policy.ackVersion, counts };
}

/**
 * The rows in a state, as a filter (the state's rule is rules.ts acknowledgementState). A person deactivated before
 * acknowledging can no longer do so: neither pending nor overdue (as in the counts), still listed among those asked.
 */
function stateWhere(state: AcknowledgementState | undefined, today: IsoDate) {
  const day = new Date(`${today}T00:00:00.000Z`);
  const canStill = { user: { status: "active" as const } };
  if (state === "accepted") return { acknowledgedAt: { not: null } };
  if (state === "pending") return { acknowledgedAt: null, dueDate: { gte: day }, ...canStill };
  if (state === "overdue") return { acknowledgedAt: null, dueDate: { lt: day }, ...canStill };
  return {};
}

/** Who was asked to acknowledge the ack version (any of its major version's), acknowledged latest first. */
export async function listPolicyAcknowledgements(
  ctx: SignedInContext,
  input: z.output<typeof policyAcknowledgementListInput>,
) {
  const policy = await policyAck(ctx.db, input.id);
  if (!policy.ackVersion) return { items: [], pagination: paginate(input.page, input.limit, 0) };
  const today = todayIn(ctx.env.APP_TIME_ZONE);
  const where = { ...ackVersionRows(policy.id, policy.ackVersion.major), ...stateWhere(input.state, today) };
  const [rows, total] = await Promise.all([
    ctx.db.policyAcknowledgement.findMany({
      where,
      include: ACK_ROW_INCLUDE,
      orderBy: [{ acknowledgedAt: { sort: "desc", nulls: "last" } }, { dueDate: "asc" }, { id: "asc" }],
      ...skipTake(input.page, input.limit),
    }),
    ctx.db.policyAcknowledgement.count({ where }),
  ]);
  return {
    items: rows.map((r) => toPolicyAckRow(r, today)),
    pagination: paginate(input.page, input.limit, total),
  };
}
