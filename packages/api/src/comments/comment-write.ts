// Writing comments: post (a comment or a reply), edit (the author only; the earlier body is kept as a revision) and
// delete (the author or an Admin; the comment keeps its place in the thread, its body is emptied and kept as a
// revision and in the audit row). Each in one transaction with its change record; mentions notify there too.
import type { Prisma } from "@tprm/db";
import { recordChange } from "../audit/record-change.js";
import { assertRecordVisible } from "../collaboration/records.js";
import { mentionedUserIds, OUTSIDE_ROLES, type RecordTypeValue } from "../collaboration/rules.js";
import type { SignedInContext } from "../context.js";
import { badRequest, conflict, forbidden, notFound } from "../lib/errors.js";
import { clip } from "../lib/text.js";
import { isAdmin } from "../permissions/roles.js";
import { COMMENT_SELECT, commentDto, mentionNames } from "./comment-read.js";
import { mentionableUsers, notifyMentions } from "./mentions.js";
import { M } from "./messages.js";

type Tx = Prisma.TransactionClient;
export const COMMENT_ENTITY = "comment";

/**
 * The mentioned ids kept on the comment: users who exist, are active and may view the record — and, for an outside
 * party's comment, have taken part in the record's discussion.
 */
async function keptMentions(
  ctx: SignedInContext,
  tx: Tx,
  record: { entityType: RecordTypeValue; entityId: string },
  body: string,
) {
  const ids = mentionedUserIds(body);
  const participantsOf = OUTSIDE_ROLES.includes(ctx.auth.user.role ?? "") ? record.entityId : undefined;
  const ok = new Set((await mentionableUsers(tx, record.entityType, ids, participantsOf)).map((u) => u.id));
  return ids.filter((id) => ok.has(id));
}

async function answer(ctx: SignedInContext, tx: Tx, id: string) {
  const row = await tx.comment.findUniqueOrThrow({ where: { id }, select: COMMENT_SELECT });
  return commentDto(ctx, row, await mentionNames(tx, [row]));
}

export async function createComment(
  ctx: SignedInContext,
  input: { entityType: RecordTypeValue; entityId: string; parentId?: string | null; body: string },
) {
  return ctx.db.$transaction(async (tx) => {
    const record = await assertRecordVisible(tx, ctx.auth.user.role, input.entityType, input.entityId);
    let parentId: string | null = null;
    if (input.parentId) {
      const parent = await tx.comment.findUnique({
        where: { id: input.parentId },
        select: { id: true, parentId: true, entityType: true, entityId: true },
      });
      if (!parent || parent.entityType !== input.entityType || parent.entityId !== input.entityId) {
        throw badRequest(M.parentNotFound);
      }
      parentId = parent.parentId ?? parent.id;
    }
    const mentionIds = await keptMentions(ctx, tx, input, input.body);
    const comment = await tx.comment.create({
      data: {
        entityType: input.entityType,
        entityId: input.entityId,
        parentId,
        authorId: ctx.auth.user.id,
        body: input.body,
        mentionIds,
      },
      select: { id: true },
    });
    await recordChange(tx, ctx, {
      entityType: COMMENT_ENTITY,
      entityId: comment.id,
      action: "CREATE",
      description: clip(`${parentId ? "Replied" : "Commented"} on ${record.label}`, 300),
      after: { entityType: input.entityType, entityId: input.entityId, parentId, body: input.body, mentionIds },
    });
    await notifyMentions(tx, ctx, record, { id: comment.id, body: input.body }, mentionIds);
    return answer(ctx, tx, comment.id);
  });
}

async function lockComment(tx: Tx, id: string) {
  await tx.$queryRaw`SELECT id FROM "Comment" WHERE id = ${id}::uuid FOR UPDATE`;
  const comment = await tx.comment.findUnique({
    where: { id },
    select: {
      id: true,
      entityType: true,
      entityId: true,
      authorId: true,
      body: true,
      mentionIds: true,
      deletedAt: true,
    },
  });
  if (!comment) throw notFound(M.notFound);
  return comment;
}

export async function updateComment(ctx: SignedInContext, input: { id: string; body: string }) {
  return ctx.db.$transaction(async (tx) => {
    const comment = await lockComment(tx, input.id);
    const record = await assertRecordVisible(tx, ctx.auth.user.role, comment.entityType, comment.entityId);
    if (comment.deletedAt) throw conflict(M.deleted);
    if (comment.authorId !== ctx.auth.user.id) throw forbidden(M.notAuthor);
    if (comment.body === input.body) return answer(ctx, tx, comment.id);
    const mentionIds = await keptMentions(ctx, tx, comment, input.body);
    await tx.commentRevision.create({
      data: { commentId: comment.id, body: comment.body, editorId: ctx.auth.user.id },
    });
    await tx.comment.update({
      where: { id: comment.id },
      data: { body: input.body, mentionIds, editedAt: new Date() },
    });
    await recordChange(tx, ctx, {
      entityType: COMMENT_ENTITY,
      entityId: comment.id,
      action: "UPDATE",
      description: clip(`Edited a comment on ${record.label}`, 300),
      before: { body: comment.body, mentionIds: comment.mentionIds },
      after: { body: input.body, mentionIds },
    });
    // Only colleagues not mentioned before hear of it (and the notification key makes a repeat a no-op).
    const fresh = mentionIds.filter((id) => !comment.mentionIds.includes(id));
    await notifyMentions(tx, ctx, record, { id: comment.id, body: input.body }, fresh);
    return answer(ctx, tx, comment.id);
  });
}

export async function deleteComment(ctx: SignedInContext, id: string) {
  return ctx.db.$transaction(async (tx) => {
    const comment = await lockComment(tx, id);
    const record = await assertRecordVisible(tx, ctx.auth.user.role, comment.entityType, comment.entityId);
    if (comment.deletedAt) throw conflict(M.deleted);
    if (comment.authorId !== ctx.auth.user.id && !isAdmin(ctx.auth.user.role)) throw forbidden(M.notAuthorOrAdmin);
    await tx.commentRevision.create({
      data: { commentId: comment.id, body: comment.body, editorId: ctx.auth.user.id },
    });
    await tx.comment.update({
      where: { id: comment.id },
      data: { body: "", mentionIds: [], deletedAt: new Date(), deletedById: ctx.auth.user.id },
    });
    await recordChange(tx, ctx, {
      entityType: COMMENT_ENTITY,
      entityId: comment.id,
      action: "DELETE",
      description: clip(`Deleted a comment on ${record.label}`, 300),
      before: { entityType: comment.entityType, entityId: comment.entityId, body: comment.body },
    });
    return { id: comment.id, deleted: true };
  });
}
