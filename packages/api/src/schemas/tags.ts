// Tags (issue 18; spec 000 §7 "Tags: GET/POST /api/tags, POST /api/tags/apply and /api/tags/remove"): organisation-wide
// labels with a colour from the palette, applied to any record type. Browser-safe: zod and the collaboration rules.
import { z } from "zod";
import { MAX_TAG_TARGETS, RECORD_TYPES, TAG_COLOURS } from "../collaboration/rules.js";
import { idOutput, timestamp } from "./output.js";

export const TAG_NAME_MAX = 50;
export const TAG_DESCRIPTION_MAX = 500;

export const tagRecordTypeField = z.enum(RECORD_TYPES).describe("The kind of record");
export const tagColourField = z.enum(TAG_COLOURS).describe("A colour of the tag palette");
export type TagRecordType = z.output<typeof tagRecordTypeField>;
export type TagColour = z.output<typeof tagColourField>;

const tagName = z
  .string()
  .trim()
  .min(1, "Name is required")
  .max(TAG_NAME_MAX, `At most ${TAG_NAME_MAX} characters`)
  .describe("Unique whatever its case");

export const listTagsInput = z
  .object({ search: z.string().trim().max(100).optional().describe("Part of the tag's name") })
  .default({});
export type ListTagsInput = z.input<typeof listTagsInput>;

export const createTagInput = z.object({
  name: tagName,
  colour: tagColourField.default("blue"),
  description: z.string().trim().max(TAG_DESCRIPTION_MAX).default(""),
});
export type CreateTagInput = z.input<typeof createTagInput>;

export const updateTagInput = z.object({
  id: z.uuid("Unknown tag"),
  name: tagName.optional(),
  colour: tagColourField.optional(),
  description: z.string().trim().max(TAG_DESCRIPTION_MAX).optional(),
});
export type UpdateTagInput = z.input<typeof updateTagInput>;

export const tagIdInput = z.object({ id: z.uuid("Unknown tag") });

export const tagRecordInput = z.object({ entityType: tagRecordTypeField, entityId: z.uuid("Unknown record") });
export type TagRecordRef = z.output<typeof tagRecordInput>;

/** Apply or remove one tag on many records: all or nothing (one missing or hidden record and nothing changes). */
export const tagTargetsInput = z.object({
  tagId: z.uuid("Unknown tag"),
  targets: z
    .array(tagRecordInput)
    .min(1, "Choose at least one record")
    .max(MAX_TAG_TARGETS, `At most ${MAX_TAG_TARGETS} records at once`),
});
export type TagTargetsInput = z.input<typeof tagTargetsInput>;

export const tagOutput = z.object({
  id: idOutput,
  name: z.string(),
  colour: tagColourField,
  description: z.string(),
  /** Records carrying it (of every kind). */
  usage: z.number().int(),
  createdAt: timestamp,
});
export type TagOutput = z.output<typeof tagOutput>;

export const tagListOutput = z.object({ items: z.array(tagOutput) });

/** A tag as a record shows it. */
export const recordTagOutput = tagOutput.omit({ usage: true, createdAt: true });
export type RecordTag = z.output<typeof recordTagOutput>;
export const recordTagsOutput = z.object({ items: z.array(recordTagOutput) });

export const tagTargetsOutput = z.object({
  tagId: idOutput,
  targets: z.number().int().describe("Records named"),
  changed: z.number().int().describe("Records that gained (apply) or lost (remove) the tag; the others had already"),
});

/** The optional tag filter of every register's list input. */
export const tagFilterField = z.uuid("Unknown tag").optional().describe("Only records carrying this tag");
