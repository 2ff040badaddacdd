// Reading a record's comments (threads, oldest first), a comment's history and the colleagues one may mention.
// Every read first checks the caller may view the record (collaboration/records.ts): comments follow the record.
import type { Prisma } from "@tprm/db";
import { assertRecordVisible, mayViewRecordType } from "../collaboration/records.js";
import { OUTSIDE_ROLES, type RecordTypeValue } from "../collaboration/rules.js";
import type { SignedInContext } from "../context.js";
import { forbidden, notFound } from "../lib/errors.js";
import { personName, USER_NAME, userRef } from "../lib/people.js";
import { canReadAuditLogs } from "../permissions/check.js";
import { isAdmin } from "../permissions/roles.js";
import type { CommentItem, CommentThread } from "../schemas/comments.js";
import { M } from "./messages.js";

export const COMMENT_SELECT = {
  id: true,
  entityType: true,
  entityId: true,
  parentId: true,
  authorId: true,
  body: true,
  mentionIds: true,
  createdAt: true,
  editedAt: true,
  deletedAt: true,
  author: USER_NAME,
  _count: { select: { revisions: true } },
} as const satisfies Prisma.CommentSelect;
type CommentRow = Prisma.CommentGetPayload<{ select: typeof COMMENT_SELECT }>;

/** A comment as the caller sees it; `names` resolves the mentioned users' names. */
export function commentDto(ctx: SignedInContext, row: CommentRow, names: Map<string, string>): CommentItem {
  const live = row.deletedAt === null;
  const mine = row.authorId === ctx.auth.user.id;
  return {
    id: row.id,
    entityType: row.entityType,
    entityId: row.entityId,
    parentId: row.parentId,
    author: userRef(row.author),
    body: live ? row.body : "",
    mentions: live ? row.mentionIds.flatMap((id) => (names.has(id) ? [{ id, name: names.get(id)! }] : [])) : [],
    createdAt: row.createdAt,
    editedAt: row.editedAt,
    deletedAt: row.deletedAt,
    revisionCount: row._count.revisions,
    canEdit: live && mine,
    canDelete: live && (mine || isAdmin(ctx.auth.user.role)),
  };
}

export async function mentionNames(db: Prisma.TransactionClient, rows: readonly { mentionIds: string[] }[]) {
  const ids = [...new Set(rows.flatMap((r) => r.mentionIds))];
  if (!ids.length) return new Map<string, string>();
  const users = await db.user.findMany({ where: { id: { in: ids } }, ...USER_NAME });
  return new Map(users.map((u) => [u.id, personName(u)]));
}

export async function listComments(
  ctx: SignedInContext,
  input: { entityType: RecordTypeValue; entityId: string },
): Promise<{ items: CommentThread[]; total: number }> {
  await assertRecordVisible(ctx.db, ctx.auth.user.role, input.entityType, input.entityId);
  const rows = await ctx.db.comment.findMany({
    where: { entityType: input.entityType, entityId: input.entityId },
    select: COMMENT_SELECT,
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  const names = await mentionNames(ctx.db, rows);
  const threads = new Map<string, CommentThread>();
  for (const row of rows)
    if (row.parentId === null) threads.set(row.id, { ...commentDto(ctx, row, names), replies: [] });
  for (const row of rows)
    if (row.parentId !== null) threads.get(row.parentId)?.replies.push(commentDto(ctx, row, names));
  // A deleted comment with no live reply says nothing: it is left out (its history stays for the audit trail).
  const items = [...threads.values()].filter(
    (t) => t.deletedAt === null || t.replies.some((r) => r.deletedAt === null),
  );
  return { items, total: rows.filter((r) => r.deletedAt === null).length };
}

/**
 * A comment's earlier bodies, newest first. Whoever may view the record reads a live comment's history; once a
 * comment is deleted its words are kept for the audit trail only: Admin and the auditors read them.
 */
export async function commentRevisions(ctx: SignedInContext, id: string) {
  const comment = await ctx.db.comment.findUnique({
    where: { id },
    select: { id: true, entityType: true, entityId: true, body: true, editedAt: true, deletedAt: true },
  });
  if (!comment) throw notFound(M.notFound);
  await assertRecordVisible(ctx.db, ctx.auth.user.role, comment.entityType, comment.entityId);
  if (comment.deletedAt && !canReadAuditLogs(ctx.auth.user.role)) throw forbidden(M.deleted);
  const revisions = await ctx.db.commentRevision.findMany({
    where: { commentId: id },
    select: { id: true, body: true, replacedAt: true, editor: USER_NAME },
    orderBy: [{ replacedAt: "desc" }, { id: "desc" }],
  });
  return {
    id: comment.id,
    current: { body: comment.body, editedAt: comment.editedAt, deletedAt: comment.deletedAt },
    revisions: revisions.map((r) => ({ id: r.id, body: r.body, replacedAt: r.replacedAt, editor: userRef(r.editor) })),
  };
}

/** Active colleagues who may view the record, by name: the @ picker offers only people who can read the comment. */
export async function mentionCandidates(
  ctx: SignedInContext,
  input: { entityType: RecordTypeValue; entityId: string; q: string },
) {
  await assertRecordVisible(ctx.db, ctx.auth.user.role, input.entityType, input.entityId);
  const words = input.q.split(/\s+/).filter(Boolean).slice(0, 3);
  const outside = OUTSIDE_ROLES.includes(ctx.auth.user.role ?? "");
  const users = await ctx.db.user.findMany({
    where: {
      status: "active",
      ...(outside
        ? { commentsAuthored: { some: { entityType: input.entityType, entityId: input.entityId, deletedAt: null } } }
        : {}),
      AND: words.map((w) => ({
        OR: [
          { firstName: { contains: w, mode: "insensitive" as const } },
          { lastName: { contains: w, mode: "insensitive" as const } },
        ],
      })),
    },
    select: { id: true, firstName: true, lastName: true, role: true },
    orderBy: [{ firstName: "asc" }, { lastName: "asc" }, { id: "asc" }],
    take: 50,
  });
  return users
    .filter((u) => u.role && mayViewRecordType(u.role, input.entityType))
    .slice(0, 10)
    .map((u) => ({ id: u.id, name: personName(u), role: u.role ?? "" }));
}
