// Comments on any record (issue 18; spec 000 §7 "Comments"): threaded replies, @mentions, edit history, deletion
// that keeps the thread's shape. Browser-safe: zod and the collaboration rules only. docs/COLLABORATION.md.
import { z } from "zod";
import { COMMENT_MAX_LENGTH, RECORD_TYPES } from "../collaboration/rules.js";
import { idOutput, timestamp, userRefOutput } from "./output.js";

export const recordTypeField = z.enum(RECORD_TYPES).describe("The kind of record: vendor, contract, assessment, …");

/** The record a thread belongs to (REST: GET /api/comments/{entityType}/{entityId}). */
export const commentRecordInput = z.object({
  entityType: recordTypeField,
  entityId: z.uuid("The record's id must be a UUID"),
});

const bodyField = z
  .string()
  .trim()
  .min(1, "Write something first")
  .max(COMMENT_MAX_LENGTH, `A comment can be at most ${COMMENT_MAX_LENGTH} characters`)
  .describe("Markdown; mention a colleague as @[Name](user-id)");

export const createCommentInput = commentRecordInput.extend({
  /** A reply's comment; a reply to a reply hangs under the same top comment. */
  parentId: z.uuid().nullish().describe("The comment replied to (one level of threading)"),
  body: bodyField,
});

export const updateCommentInput = z.object({ id: z.uuid(), body: bodyField });
export const commentIdInput = z.object({ id: z.uuid() });

export const mentionCandidatesInput = commentRecordInput.extend({
  q: z.string().trim().max(100).default("").describe("Part of a name"),
});

export const commentOutput = z.object({
  id: idOutput,
  entityType: recordTypeField,
  entityId: idOutput,
  parentId: idOutput.nullable(),
  author: userRefOutput.nullable().describe("Null when the account was removed"),
  body: z.string().describe("Markdown as written; empty once deleted"),
  mentions: z.array(userRefOutput),
  createdAt: timestamp,
  editedAt: timestamp.nullable(),
  deletedAt: timestamp.nullable(),
  revisionCount: z.number().int().describe("Earlier versions kept (GET /api/comments/{id}/revisions)"),
  canEdit: z.boolean().describe("The caller wrote it and it is not deleted"),
  canDelete: z.boolean().describe("The caller wrote it or is an Admin, and it is not deleted"),
});
export type CommentItem = z.infer<typeof commentOutput>;

export const commentThreadOutput = commentOutput.extend({ replies: z.array(commentOutput) });
export type CommentThread = z.infer<typeof commentThreadOutput>;

export const commentListOutput = z.object({
  items: z.array(commentThreadOutput).describe("Top comments, oldest first, each with its replies oldest first"),
  total: z.number().int().describe("Comments not deleted, replies included"),
});

export const commentRevisionsOutput = z.object({
  id: idOutput,
  current: z.object({ body: z.string(), editedAt: timestamp.nullable(), deletedAt: timestamp.nullable() }),
  revisions: z
    .array(z.object({ id: idOutput, body: z.string(), replacedAt: timestamp, editor: userRefOutput.nullable() }))
    .describe("Earlier bodies, newest first"),
});

export const mentionCandidatesOutput = z.array(userRefOutput.extend({ role: z.string() }));

export type CommentRecordType = z.infer<typeof recordTypeField>;
