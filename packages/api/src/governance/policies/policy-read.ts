// One policy with its versions (newest first), history (newest first) and the procedures linked to it.
import type { Prisma } from "@tprm/db";
import type { Context } from "../../context.js";
import { todayIn } from "../../lib/dates.js";
import { notFound } from "../../lib/errors.js";
import { userRef } from "../../lib/people.js";
import type { PolicyDetail } from "../../schemas/governance-policies.js";
import { POLICY_DETAIL_SELECT, POLICY_NOT_FOUND, toPolicyListItem } from "./policy-dto.js";
import { policyVersionLabel } from "./rules.js";

type Db = Context["db"] | Prisma.TransactionClient;

export async function readPolicy(db: Db, id: string, today: string): Promise<PolicyDetail> {
  const row = await db.policy.findUnique({ where: { id }, select: POLICY_DETAIL_SELECT });
  if (!row) throw notFound(POLICY_NOT_FOUND);
  return {
    ...toPolicyListItem(row, today),
    content: row.currentVersion?.content ?? null,
    statusChangedAt: row.statusChangedAt,
    statusChangedBy: userRef(row.statusChangedBy),
    createdAt: row.createdAt,
    createdBy: userRef(row.createdBy),
    updatedBy: userRef(row.updatedBy),
    versions: row.versions.map((v) => ({
      id: v.id,
      version: policyVersionLabel(v),
      major: v.major,
      minor: v.minor,
      content: v.content,
      file: v.file,
      charterFile: v.charterFile,
      changeNote: v.changeNote,
      createdBy: userRef(v.createdBy),
      createdAt: v.createdAt,
    })),
    history: row.events.map((e) => ({
      id: e.id,
      kind: e.kind,
      fromStatus: e.fromStatus,
      toStatus: e.toStatus,
      note: e.note,
      actor: userRef(e.actor),
      at: e.createdAt,
    })),
    procedures: row.procedures,
  };
}

export function getPolicy(ctx: Context, id: string): Promise<PolicyDetail> {
  return readPolicy(ctx.db, id, todayIn(ctx.env.APP_TIME_ZONE));
}
