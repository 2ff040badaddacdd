// The organisation's tags (docs/COLLABORATION.md "Tags"): listed with how many records carry each, created by anyone
// who may tag a record, renamed, recoloured and deleted by an Admin. A deleted tag leaves every record it was on.
import { Prisma } from "@tprm/db";
import type { z } from "zod";
import { recordChange } from "../audit/record-change.js";
import { type TagColour, tagNameKey } from "../collaboration/rules.js";
import type { SignedInContext } from "../context.js";
import { conflictOnField, notFound } from "../lib/errors.js";
import type { createTagInput, listTagsInput, TagOutput, updateTagInput } from "../schemas/tags.js";
import { M } from "./messages.js";

export const TAG_ENTITY = "Tag";

const tagSelect = { id: true, name: true, colour: true, description: true, createdAt: true } as const;
type TagRow = Prisma.TagGetPayload<{ select: typeof tagSelect }>;

const toOutput = (tag: TagRow, usage: number): TagOutput => ({ ...tag, colour: tag.colour as TagColour, usage });

const isUniqueViolation = (error: unknown) =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";

export async function listTags(ctx: SignedInContext, input: z.output<typeof listTagsInput>) {
  const search = input.search ? tagNameKey(input.search) : undefined;
  const [tags, counts] = await Promise.all([
    ctx.db.tag.findMany({
      where: search ? { nameKey: { contains: search } } : {},
      select: tagSelect,
      orderBy: { nameKey: "asc" },
    }),
    ctx.db.tagAssignment.groupBy({ by: ["tagId"], _count: { _all: true } }),
  ]);
  const usage = new Map(counts.map((c) => [c.tagId, c._count._all]));
  return { items: tags.map((t) => toOutput(t, usage.get(t.id) ?? 0)) };
}

export async function createTag(ctx: SignedInContext, input: z.output<typeof createTagInput>): Promise<TagOutput> {
  try {
    return await ctx.db.$transaction(async (tx) => {
      const tag = await tx.tag.create({
        data: {
          name: input.name,
          nameKey: tagNameKey(input.name),
          colour: input.colour,
          description: input.description,
          createdById: ctx.auth.user.id,
        },
        select: tagSelect,
      });
      await recordChange(tx, ctx, {
        entityType: TAG_ENTITY,
        entityId: tag.id,
        action: "CREATE",
        description: `Created the tag ${tag.name}`,
        after: tag,
      });
      return toOutput(tag, 0);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflictOnField("name", M.duplicate);
    throw error;
  }
}

export async function updateTag(ctx: SignedInContext, input: z.output<typeof updateTagInput>): Promise<TagOutput> {
  try {
    return await ctx.db.$transaction(async (tx) => {
      const before = await tx.tag.findUnique({ where: { id: input.id }, select: tagSelect });
      if (!before) throw notFound(M.notFound);
      const tag = await tx.tag.update({
        where: { id: input.id },
        data: {
          ...(input.name !== undefined ? { name: input.name, nameKey: tagNameKey(input.name) } : {}),
          ...(input.colour !== undefined ? { colour: input.colour } : {}),
          ...(input.description !== undefined ? { description: input.description } : {}),
        },
        select: tagSelect,
      });
      await recordChange(tx, ctx, {
        entityType: TAG_ENTITY,
        entityId: tag.id,
        action: "UPDATE",
        description:
          before.name === tag.name ? `Changed the tag ${tag.name}` : `Renamed the tag ${before.name} to ${tag.name}`,
        before,
        after: tag,
      });
      const usage = await tx.tagAssignment.count({ where: { tagId: tag.id } });
      return toOutput(tag, usage);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflictOnField("name", M.duplicate);
    throw error;
  }
}

export async function deleteTag(ctx: SignedInContext, id: string) {
  return ctx.db.$transaction(async (tx) => {
    const before = await tx.tag.findUnique({ where: { id }, select: tagSelect });
    if (!before) throw notFound(M.notFound);
    const usage = await tx.tagAssignment.count({ where: { tagId: id } });
    await tx.tag.delete({ where: { id } });
    await recordChange(tx, ctx, {
      entityType: TAG_ENTITY,
      entityId: id,
      action: "DELETE",
      description: `Deleted the tag ${before.name} (on ${usage} record${usage === 1 ? "" : "s"})`,
      before: { ...before, usage },
    });
    return { id, deleted: true };
  });
}
