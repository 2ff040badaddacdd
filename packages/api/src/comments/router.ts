// Comments on any record (docs/COLLABORATION.md): read and written by whoever may view the record
// (COLLABORATION_ACCESS.comments lets every signed-in role in; the services then apply the record's own view rule,
// RECORD_VIEW_ACCESS, and answer 403 or 404 from assertRecordVisible).
import { COLLABORATION_ACCESS } from "../permissions/access.js";
import {
  commentIdInput,
  commentListOutput,
  commentOutput,
  commentRecordInput,
  commentRevisionsOutput,
  createCommentInput,
  mentionCandidatesInput,
  mentionCandidatesOutput,
  updateCommentInput,
} from "../schemas/comments.js";
import { deletedOutput } from "../schemas/output.js";
import { router, signedInProcedure } from "../trpc.js";
import { commentRevisions, listComments, mentionCandidates } from "./comment-read.js";
import { createComment, deleteComment, updateComment } from "./comment-write.js";
import { M } from "./messages.js";

const tags = ["Comments"];
const BASE = "/api/comments";
const access = COLLABORATION_ACCESS.comments;
const RECORD_ERRORS = { 403: "You may not view this kind of record.", 404: M.recordNotFound };

export const commentsRouter = router({
  list: signedInProcedure
    .meta({
      access,
      rest: {
        method: "GET",
        path: `${BASE}/{entityType}/{entityId}`,
        summary:
          "A record's comments: top comments oldest first, each with its replies (deleted ones keep their place)",
        tags,
        errors: RECORD_ERRORS,
      },
    })
    .input(commentRecordInput)
    .output(commentListOutput)
    .query(({ ctx, input }) => listComments(ctx, input)),

  mentionCandidates: signedInProcedure
    .meta({
      access,
      rest: {
        method: "GET",
        path: `${BASE}/{entityType}/{entityId}/mention-candidates`,
        summary: "Active colleagues who may view the record, by name: whom a comment on it may mention",
        tags,
        errors: RECORD_ERRORS,
      },
    })
    .input(mentionCandidatesInput)
    .output(mentionCandidatesOutput)
    .query(({ ctx, input }) => mentionCandidates(ctx, input)),

  create: signedInProcedure
    .meta({
      access,
      rest: {
        method: "POST",
        path: BASE,
        summary:
          "Comment on a record or reply to a comment; each colleague mentioned who may view the record is notified",
        tags,
        successStatus: 201,
        errors: { 400: M.parentNotFound, ...RECORD_ERRORS },
      },
    })
    .input(createCommentInput)
    .output(commentOutput)
    .mutation(({ ctx, input }) => createComment(ctx, input)),

  update: signedInProcedure
    .meta({
      access,
      rest: {
        method: "PUT",
        path: `${BASE}/{id}`,
        summary:
          "Edit one's own comment; the earlier text is kept in its history, newly mentioned colleagues are notified",
        tags,
        errors: { 403: M.notAuthor, 404: M.notFound, 409: M.deleted },
      },
    })
    .input(updateCommentInput)
    .output(commentOutput)
    .mutation(({ ctx, input }) => updateComment(ctx, input)),

  delete: signedInProcedure
    .meta({
      access,
      rest: {
        method: "DELETE",
        path: `${BASE}/{id}`,
        summary:
          "Delete a comment (its author or an Admin): it keeps its place in the thread; its text stays in the history",
        tags,
        errors: { 403: M.notAuthorOrAdmin, 404: M.notFound, 409: M.deleted },
      },
    })
    .input(commentIdInput)
    .output(deletedOutput)
    .mutation(({ ctx, input }) => deleteComment(ctx, input.id)),

  revisions: signedInProcedure
    .meta({
      access,
      rest: {
        method: "GET",
        path: `${BASE}/{id}/revisions`,
        summary: "A comment's earlier versions, newest first (a deleted comment's: Admin and auditors only)",
        tags,
        errors: { 403: M.deleted, 404: M.notFound },
      },
    })
    .input(commentIdInput)
    .output(commentRevisionsOutput)
    .query(({ ctx, input }) => commentRevisions(ctx, input.id)),
});
