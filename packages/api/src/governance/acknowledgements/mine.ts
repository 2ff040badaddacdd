// A person's own acknowledgements: the list, reading one (the exact version asked), and acknowledging it. Each
// reaches only the caller's rows: another person's id answers 404, as if it did not exist.
import { Prisma } from "@tprm/db";
import type { z } from "zod";
import { recordChange } from "../../audit/record-change.js";
import type { SignedInContext } from "../../context.js";
import { todayIn } from "../../lib/dates.js";
import { conflict, notFound } from "../../lib/errors.js";
import { paginate } from "../../lib/pagination.js";
import { personName } from "../../lib/people.js";
import type { acknowledgementIdInput, myAcknowledgementsInput } from "../../schemas/governance-acknowledgements.js";
import {
  ACK_ROW_INCLUDE,
  ACKNOWLEDGEMENT_NOT_FOUND,
  ALREADY_ACKNOWLEDGED,
  POLICY_ENTITY,
  toMyAck,
  versionLabel,
} from "./dto.js";

/**
 * Pending: not acknowledged, of the major version the policy asks for now (a superseded version's request is
 * replaced by the new one's), the policy not archived; soonest due first. Done: acknowledged, latest first.
 */
function scopeSql(status: "pending" | "done" | undefined) {
  const pending = Prisma.sql`(a."acknowledgedAt" IS NULL AND NOT p."archived" AND v."major" = av."major")`;
  const done = Prisma.sql`a."acknowledgedAt" IS NOT NULL`;
  if (status === "pending") return pending;
  if (status === "done") return done;
  return Prisma.sql`(${pending} OR ${done})`;
}

export async function myAcknowledgements(ctx: SignedInContext, input: z.output<typeof myAcknowledgementsInput>) {
  const today = todayIn(ctx.env.APP_TIME_ZONE);
  const me = ctx.auth.user.id;
  const from = Prisma.sql`
    FROM "PolicyAcknowledgement" a
    JOIN "Policy" p ON p."id" = a."policyId"
    JOIN "PolicyVersion" v ON v."id" = a."versionId"
    LEFT JOIN "PolicyVersion" av ON av."id" = p."ackVersionId"
    WHERE a."userId" = ${me}::uuid AND ${scopeSql(input.status)}
      ${input.versionId ? Prisma.sql`AND a."versionId" = ${input.versionId}::uuid` : Prisma.empty}`;
  const offset = (input.page - 1) * input.limit;
  const [ids, counted] = await Promise.all([
    ctx.db.$queryRaw<{ id: string }[]>`
      SELECT a."id" ${from}
      ORDER BY (a."acknowledgedAt" IS NOT NULL), a."acknowledgedAt" DESC, a."dueDate", a."id"
      LIMIT ${input.limit} OFFSET ${offset}`,
    ctx.db.$queryRaw<{ total: number }[]>`SELECT count(*)::int AS "total" ${from}`,
  ]);
  const rows = ids.length
    ? await ctx.db.policyAcknowledgement.findMany({
        where: { id: { in: ids.map((r) => r.id) } },
        include: ACK_ROW_INCLUDE,
      })
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const items = ids.flatMap((r) => {
    const row = byId.get(r.id);
    return row ? [toMyAck(row, today)] : [];
  });
  return { items, pagination: paginate(input.page, input.limit, counted[0]?.total ?? 0) };
}

const FILE = { select: { id: true, filename: true, contentType: true, size: true } } as const;

/** One of my acknowledgements with the exact version asked: its text, document and charter. */
export async function readAcknowledgement(ctx: SignedInContext, input: z.output<typeof acknowledgementIdInput>) {
  const row = await ctx.db.policyAcknowledgement.findFirst({
    where: { id: input.id, userId: ctx.auth.user.id },
    include: {
      ...ACK_ROW_INCLUDE,
      version: {
        select: { id: true, major: true, minor: true, content: true, changeNote: true, file: FILE, charterFile: FILE },
      },
    },
  });
  if (!row) throw notFound(ACKNOWLEDGEMENT_NOT_FOUND);
  const { content, changeNote, file, charterFile, ...version } = row.version;
  return {
    ...toMyAck({ ...row, version }, todayIn(ctx.env.APP_TIME_ZONE)),
    content,
    changeNote,
    file,
    charter: charterFile,
  };
}

/** I have read this version and acknowledge it: once (409 after), only my own (404 for anyone else's). */
export async function acknowledge(ctx: SignedInContext, input: z.output<typeof acknowledgementIdInput>) {
  const me = ctx.auth.user;
  await ctx.db.$transaction(async (tx) => {
    const row = await tx.policyAcknowledgement.findFirst({
      where: { id: input.id, userId: me.id },
      include: {
        version: { select: { major: true, minor: true } },
        policy: { select: { reference: true, name: true } },
      },
    });
    if (!row) throw notFound(ACKNOWLEDGEMENT_NOT_FOUND);
    const now = new Date();
    const claimed = await tx.policyAcknowledgement.updateMany({
      where: { id: row.id, userId: me.id, acknowledgedAt: null },
      data: { acknowledgedAt: now },
    });
    if (claimed.count !== 1) throw conflict(ALREADY_ACKNOWLEDGED);
    await recordChange(tx, ctx, {
      entityType: POLICY_ENTITY,
      entityId: row.policyId,
      action: "UPDATE",
      description: `${personName(me)} acknowledged ${row.policy.reference} ${row.policy.name}, version ${versionLabel(row.version)}`,
      after: { acknowledgementId: row.id, versionId: row.versionId, acknowledgedAt: now },
    });
  });
  return readAcknowledgement(ctx, input).then(({ content: _c, changeNote: _n, file: _f, charter: _h, ...ack }) => ack);
}
