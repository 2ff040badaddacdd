// Applying and removing a tag (docs/COLLABORATION.md "Tags"): many records at once, all or nothing. Every record named
// is checked first, in the same transaction (assertRecordsVisible: 403 for a kind the caller may not view, 404 for a
// record that does not exist), so one hidden or missing record leaves every record as it was. One audit row per
// record that gained or lost the tag, under the tag (a tag is not a change of the record: no webhook event).
import type { z } from "zod";
import { recordChanges } from "../audit/record-change.js";
import { assertRecordsVisible, assertRecordVisible } from "../collaboration/records.js";
import type { TagColour } from "../collaboration/rules.js";
import type { SignedInContext } from "../context.js";
import { notFound } from "../lib/errors.js";
import type { TagRecordRef, tagTargetsInput } from "../schemas/tags.js";
import { M } from "./messages.js";
import { TAG_ENTITY } from "./service.js";

type Targets = z.output<typeof tagTargetsInput>;

const key = (t: TagRecordRef) => `${t.entityType}:${t.entityId}`;

function distinct(targets: readonly TagRecordRef[]) {
  return [...new Map(targets.map((t) => [key(t), t])).values()];
}

export async function applyTag(ctx: SignedInContext, input: Targets) {
  const targets = distinct(input.targets);
  return ctx.db.$transaction(async (tx) => {
    const tag = await tx.tag.findUnique({ where: { id: input.tagId }, select: { id: true, name: true } });
    if (!tag) throw notFound(M.notFound);
    const records = await assertRecordsVisible(tx, ctx.auth.user.role, targets);
    const existing = await tx.tagAssignment.findMany({
      where: { tagId: tag.id, OR: targets.map((t) => ({ entityType: t.entityType, entityId: t.entityId })) },
      select: { entityType: true, entityId: true },
    });
    const had = new Set(existing.map(key));
    const added = records.filter((r) => !had.has(key(r)));
    await tx.tagAssignment.createMany({
      data: added.map((r) => ({
        tagId: tag.id,
        entityType: r.entityType,
        entityId: r.entityId,
        createdById: ctx.auth.user.id,
      })),
      skipDuplicates: true,
    });
    await recordChanges(
      tx,
      ctx,
      added.map((r) => ({
        entityType: TAG_ENTITY,
        entityId: tag.id,
        action: "UPDATE" as const,
        description: `Tagged ${r.label} ${tag.name}`,
        after: { applied: { entityType: r.entityType, entityId: r.entityId } },
      })),
    );
    return { tagId: tag.id, targets: targets.length, changed: added.length };
  });
}

export async function removeTag(ctx: SignedInContext, input: Targets) {
  const targets = distinct(input.targets);
  return ctx.db.$transaction(async (tx) => {
    const tag = await tx.tag.findUnique({ where: { id: input.tagId }, select: { id: true, name: true } });
    if (!tag) throw notFound(M.notFound);
    const records = await assertRecordsVisible(tx, ctx.auth.user.role, targets);
    const existing = await tx.tagAssignment.findMany({
      where: { tagId: tag.id, OR: targets.map((t) => ({ entityType: t.entityType, entityId: t.entityId })) },
      select: { entityType: true, entityId: true },
    });
    const had = new Set(existing.map(key));
    const removed = records.filter((r) => had.has(key(r)));
    if (removed.length) {
      await tx.tagAssignment.deleteMany({
        where: { tagId: tag.id, OR: removed.map((r) => ({ entityType: r.entityType, entityId: r.entityId })) },
      });
    }
    await recordChanges(
      tx,
      ctx,
      removed.map((r) => ({
        entityType: TAG_ENTITY,
        entityId: tag.id,
        action: "UPDATE" as const,
        description: `Removed the tag ${tag.name} from ${r.label}`,
        before: { applied: { entityType: r.entityType, entityId: r.entityId } },
      })),
    );
    return { tagId: tag.id, targets: targets.length, changed: removed.length };
  });
}

/** The tags on one record, by name (403/404 as the record's own view). */
export async function recordTags(ctx: SignedInContext, ref: TagRecordRef) {
  await assertRecordVisible(ctx.db, ctx.auth.user.role, ref.entityType, ref.entityId);
  const rows = await ctx.db.tagAssignment.findMany({
    where: { entityType: ref.entityType, entityId: ref.entityId },
    select: { tag: { select: { id: true, name: true, colour: true, description: true, nameKey: true } } },
  });
  return {
    items: rows
      .map((r) => r.tag)
      .sort((a, b) => a.nameKey.localeCompare(b.nameKey))
      .map(({ nameKey: _, ...t }) => ({ ...t, colour: t.colour as TagColour })),
  };
}
