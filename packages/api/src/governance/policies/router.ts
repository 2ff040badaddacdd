// The governance centre's policies (docs/GOVERNANCE.md, Policies). Access rules: GOVERNANCE_ACCESS in permissions/access.ts.
// The per-record rule (IT Security edits security policies only, never the mark) is the service's (policy-save.ts).
import { GOVERNANCE_ACCESS } from "../../permissions/access.js";
import {
  archivedPoliciesInput,
  bulkArchiveOutput,
  bulkArchivePoliciesInput,
  createPolicyInput,
  exportPoliciesInput,
  listPoliciesInput,
  movePolicyStatusInput,
  POLICY_EXPORT_PATH,
  policyIdInput,
  policyListOutput,
  policyOutput,
  policyOverviewOutput,
  policySearchOutput,
  searchPoliciesInput,
  updatePolicyInput,
} from "../../schemas/governance-policies.js";
import { queuedTaskOutput } from "../../schemas/tasks.js";
import { router, signedInProcedure } from "../../trpc.js";
import { requestPolicyExport } from "./policy-export.js";
import { archivePolicy, bulkArchivePolicies, movePolicyStatus, restorePolicy } from "./policy-lifecycle.js";
import { listArchivedPolicies, listPolicies, policyOverview, searchPolicies } from "./policy-list.js";
import { getPolicy } from "./policy-read.js";
import { MARK_NEEDS_POLICY_EDITOR, ONLY_SECURITY_POLICIES } from "./policy-save.js";
import { createPolicy, updatePolicy } from "./policy-write.js";

const tags = ["Governance: policies"];
const BASE = "/api/governance/policies";
const NOT_FOUND = "No policy with this id.";
const IT_SECURITY = `${ONLY_SECURITY_POLICIES} Or: ${MARK_NEEDS_POLICY_EDITOR}`;
const ARCHIVED = "The policy is archived: restore it first.";

export const policiesRouter = router({
  list: signedInProcedure
    .meta({
      access: GOVERNANCE_ACCESS.view,
      rest: {
        method: "GET",
        path: BASE,
        summary:
          "List the policies not archived (paged, filtered, sorted, searched over name, owner, category, framework)",
        tags,
      },
    })
    .input(listPoliciesInput)
    .output(policyListOutput)
    .query(({ ctx, input }) => listPolicies(ctx, input)),

  search: signedInProcedure
    .meta({
      access: GOVERNANCE_ACCESS.view,
      rest: {
        method: "GET",
        path: `${BASE}/search`,
        summary: "Search the policies not archived by name, owner, category or framework: a short answer for pickers",
        tags,
      },
    })
    .input(searchPoliciesInput)
    .output(policySearchOutput)
    .query(({ ctx, input }) => searchPolicies(ctx, input)),

  archived: signedInProcedure
    .meta({
      access: GOVERNANCE_ACCESS.view,
      rest: {
        method: "GET",
        path: `${BASE}/archived`,
        summary: "List the archived policies, last archived first (paged, searched)",
        tags,
      },
    })
    .input(archivedPoliciesInput)
    .output(policyListOutput)
    .query(({ ctx, input }) => listArchivedPolicies(ctx, input)),

  overview: signedInProcedure
    .meta({
      access: GOVERNANCE_ACCESS.view,
      rest: {
        method: "GET",
        path: `${BASE}/overview`,
        summary:
          "The Policies tab's cards: policy compliance (Approved or Active share), policies under a regulatory framework with their gaps, reviews due within 90 days",
        tags,
      },
    })
    .output(policyOverviewOutput)
    .query(({ ctx }) => policyOverview(ctx)),

  export: signedInProcedure
    .meta({
      access: GOVERNANCE_ACCESS.view,
      rest: {
        method: "POST",
        path: POLICY_EXPORT_PATH,
        summary:
          "Export the policies (the list's filters) as CSV or XLSX; answers 202 with the task to poll (GET /api/tasks/{id}), whose output file downloads from GET /api/files/{id}/download",
        tags,
        successStatus: 202,
      },
    })
    .input(exportPoliciesInput)
    .output(queuedTaskOutput)
    .mutation(({ ctx, input }) => requestPolicyExport(ctx, input)),

  get: signedInProcedure
    .meta({
      access: GOVERNANCE_ACCESS.view,
      rest: {
        method: "GET",
        path: `${BASE}/{id}`,
        summary: "A policy with its versions (newest first), its history and the procedures linked to it",
        tags,
        errors: { 404: NOT_FOUND },
      },
    })
    .input(policyIdInput)
    .output(policyOutput)
    .query(({ ctx, input }) => getPolicy(ctx, input.id)),

  create: signedInProcedure
    .meta({
      access: GOVERNANCE_ACCESS.createPolicy,
      rest: {
        method: "POST",
        path: BASE,
        summary:
          "Add a policy: Draft, version 1.0, numbered POL-<year>-NNNN (its document and charter are uploaded to /{id}/document and /{id}/charter)",
        tags,
        successStatus: 201,
      },
    })
    .input(createPolicyInput)
    .output(policyOutput)
    .mutation(({ ctx, input }) => createPolicy(ctx, input)),

  update: signedInProcedure
    .meta({
      access: GOVERNANCE_ACCESS.editPolicy,
      rest: {
        method: "PUT",
        path: `${BASE}/{id}`,
        summary:
          "Change a policy's details; a changed text makes the next version (major when `major` is true, else minor), earlier versions stay readable",
        tags,
        errors: { 403: IT_SECURITY, 404: NOT_FOUND, 409: ARCHIVED },
      },
    })
    .input(updatePolicyInput)
    .output(policyOutput)
    .mutation(({ ctx, input }) => updatePolicy(ctx, input)),

  moveStatus: signedInProcedure
    .meta({
      access: GOVERNANCE_ACCESS.editPolicy,
      rest: {
        method: "PATCH",
        path: `${BASE}/{id}/status`,
        summary:
          "Move a policy's status: Draft → Under Review → Approved → Active one step at a time, Inactive from any (who and when are recorded)",
        tags,
        errors: {
          403: ONLY_SECURITY_POLICIES,
          404: NOT_FOUND,
          409: `${ARCHIVED} Or the move skips a step, repeats the status, or asks for Expired (set by the review job).`,
        },
      },
    })
    .input(movePolicyStatusInput)
    .output(policyOutput)
    .mutation(({ ctx, input }) => movePolicyStatus(ctx, input)),

  bulkArchive: signedInProcedure
    .meta({
      access: GOVERNANCE_ACCESS.archivePolicy,
      rest: {
        method: "PATCH",
        path: `${BASE}/bulk-archive`,
        summary: "Archive several policies at once: all of them, or none when one is unknown or already archived",
        tags,
        errors: { 404: "One of the ids is no policy.", 409: "One of the policies is already archived." },
      },
    })
    .input(bulkArchivePoliciesInput)
    .output(bulkArchiveOutput)
    .mutation(({ ctx, input }) => bulkArchivePolicies(ctx, input)),

  archive: signedInProcedure
    .meta({
      access: GOVERNANCE_ACCESS.archivePolicy,
      rest: {
        method: "PATCH",
        path: `${BASE}/{id}/archive`,
        summary: "Archive a policy (hidden from the list, listed at /archived; the date and the acting user recorded)",
        tags,
        errors: { 404: NOT_FOUND, 409: "The policy is already archived." },
      },
    })
    .input(policyIdInput)
    .output(policyOutput)
    .mutation(({ ctx, input }) => archivePolicy(ctx, input.id)),

  restore: signedInProcedure
    .meta({
      access: GOVERNANCE_ACCESS.archivePolicy,
      rest: {
        method: "PATCH",
        path: `${BASE}/{id}/restore`,
        summary: "Restore an archived policy (its archive date and user are cleared)",
        tags,
        errors: { 404: NOT_FOUND, 409: "The policy is not archived." },
      },
    })
    .input(policyIdInput)
    .output(policyOutput)
    .mutation(({ ctx, input }) => restorePolicy(ctx, input.id)),
});
