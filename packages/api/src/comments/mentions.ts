// Mentions (`@[Name](user-id)`): each mentioned colleague who may view the record is notified once per comment —
// the notification's event key is the comment's, so an edit that mentions them again adds nothing, and an edit that
// mentions someone new notifies only them. Someone who may not view the record is never told of it.
import type { Prisma } from "@tprm/db";
import type { ChangeContext } from "../audit/record-change.js";
import type { RecordSummary } from "../collaboration/records.js";
import { mayViewRecordType } from "../collaboration/records.js";
import { clip } from "../lib/text.js";
import { notify } from "../notifications/notify.js";
import { NOTIFICATION_AREA, recordLink } from "./links.js";

type Tx = Prisma.TransactionClient;

/**
 * Of the ids mentioned, the active users who may view records of this kind; with `participantsOf` (an outside
 * party's comment, rules OUTSIDE_ROLES), only those who have commented on that record.
 */
export async function mentionableUsers(
  tx: Tx,
  entityType: RecordSummary["entityType"],
  ids: readonly string[],
  participantsOf?: string,
) {
  if (!ids.length) return [];
  const users = await tx.user.findMany({
    where: {
      id: { in: [...ids] },
      status: "active",
      ...(participantsOf
        ? { commentsAuthored: { some: { entityType, entityId: participantsOf, deletedAt: null } } }
        : {}),
    },
    select: { id: true, role: true, firstName: true, lastName: true },
  });
  return users.filter((u) => mayViewRecordType(u.role, entityType));
}

export async function notifyMentions(
  tx: Tx,
  ctx: ChangeContext & { auth: { user: { firstName: string; lastName: string } } },
  record: RecordSummary,
  comment: { id: string; body: string },
  userIds: readonly string[],
) {
  const recipients = await mentionableUsers(tx, record.entityType, userIds);
  if (!recipients.length) return;
  const author = `${ctx.auth.user.firstName} ${ctx.auth.user.lastName}`.trim();
  const plain = comment.body.replace(/@\[([^\]\n]{1,200})\]\([0-9a-f-]{36}\)/gi, "@$1");
  await notify(tx, ctx, {
    eventKey: `comment.mention:${comment.id}`,
    eventType: "comment.mentioned",
    type: NOTIFICATION_AREA[record.entityType],
    priority: "medium",
    title: clip(`${author} mentioned you on ${record.label}`, 200),
    message: clip(plain, 500),
    entity: { type: record.entityType, id: record.entityId, name: clip(record.label, 200) },
    link: recordLink(record.entityType, record.entityId),
    audience: { users: recipients.map((u) => u.id) },
    skipActor: true,
  });
}
