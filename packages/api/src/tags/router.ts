// Tags (spec 000 §7; docs/COLLABORATION.md "Tags"): the organisation's tags, applied to and removed from any record
// type, many records at once. Who may tag a record is who may view it (the service checks each record); renaming,
// recolouring and deleting a tag is the Admin's (COLLABORATION_ACCESS in permissions/access.ts).
import { COLLABORATION_ACCESS } from "../permissions/access.js";
import { deletedOutput } from "../schemas/output.js";
import {
  createTagInput,
  listTagsInput,
  recordTagsOutput,
  tagIdInput,
  tagListOutput,
  tagOutput,
  tagRecordInput,
  tagTargetsInput,
  tagTargetsOutput,
  updateTagInput,
} from "../schemas/tags.js";
import { router, signedInProcedure } from "../trpc.js";
import { applyTag, recordTags, removeTag } from "./assign.js";
import { M } from "./messages.js";
import { createTag, deleteTag, listTags, updateTag } from "./service.js";

const tags = ["Tags"];
const BASE = "/api/tags";
const TARGET_ERRORS = { 403: M.recordHidden, 404: `${M.notFound} Or ${M.recordNotFound}` };

export const tagsRouter = router({
  list: signedInProcedure
    .meta({
      access: COLLABORATION_ACCESS.tags,
      rest: {
        method: "GET",
        path: BASE,
        summary: "The organisation's tags by name, with how many records carry each",
        tags,
      },
    })
    .input(listTagsInput)
    .output(tagListOutput)
    .query(({ ctx, input }) => listTags(ctx, input)),

  create: signedInProcedure
    .meta({
      access: COLLABORATION_ACCESS.tags,
      rest: {
        method: "POST",
        path: BASE,
        summary: "Create a tag (a name unique whatever its case, a colour of the palette, a description)",
        tags,
        successStatus: 201,
        errors: { 409: M.duplicate },
      },
    })
    .input(createTagInput)
    .output(tagOutput)
    .mutation(({ ctx, input }) => createTag(ctx, input)),

  update: signedInProcedure
    .meta({
      access: COLLABORATION_ACCESS.manageTags,
      rest: {
        method: "PUT",
        path: `${BASE}/{id}`,
        summary: "Rename, recolour or describe a tag (Admin); every record keeps it",
        tags,
        errors: { 404: M.notFound, 409: M.duplicate },
      },
    })
    .input(updateTagInput)
    .output(tagOutput)
    .mutation(({ ctx, input }) => updateTag(ctx, input)),

  delete: signedInProcedure
    .meta({
      access: COLLABORATION_ACCESS.manageTags,
      rest: {
        method: "DELETE",
        path: `${BASE}/{id}`,
        summary: "Delete a tag (Admin): it leaves every record it was on",
        tags,
        errors: { 404: M.notFound },
      },
    })
    .input(tagIdInput)
    .output(deletedOutput)
    .mutation(({ ctx, input }) => deleteTag(ctx, input.id)),

  // "apply" is a word tRPC keeps for itself (a function's own method): the procedures are assign and unassign.
  assign: signedInProcedure
    .meta({
      access: COLLABORATION_ACCESS.tags,
      rest: {
        method: "POST",
        path: `${BASE}/apply`,
        summary:
          "Apply a tag to up to 500 records of any kinds, all or nothing: one record the caller may not view or that does not exist and none is tagged",
        tags,
        errors: TARGET_ERRORS,
      },
    })
    .input(tagTargetsInput)
    .output(tagTargetsOutput)
    .mutation(({ ctx, input }) => applyTag(ctx, input)),

  unassign: signedInProcedure
    .meta({
      access: COLLABORATION_ACCESS.tags,
      rest: {
        method: "POST",
        path: `${BASE}/remove`,
        summary:
          "Remove a tag from up to 500 records of any kinds, all or nothing: one record the caller may not view or that does not exist and none is changed",
        tags,
        errors: TARGET_ERRORS,
      },
    })
    .input(tagTargetsInput)
    .output(tagTargetsOutput)
    .mutation(({ ctx, input }) => removeTag(ctx, input)),

  forRecord: signedInProcedure
    .meta({
      access: COLLABORATION_ACCESS.tags,
      rest: {
        method: "GET",
        path: `${BASE}/records/{entityType}/{entityId}`,
        summary: "The tags on one record (for those who may view it)",
        tags,
        errors: { 403: M.recordHidden, 404: M.recordNotFound },
      },
    })
    .input(tagRecordInput)
    .output(recordTagsOutput)
    .query(({ ctx, input }) => recordTags(ctx, input)),
});
