import { documentedOutput } from "../lib/documented-output.js";
import { VENDOR_ACCESS } from "../permissions/access.js";
import { deletedOutput } from "../schemas/output.js";
import { vendorRecordOutput } from "../schemas/vendor-record.js";
import {
  bulkDeletedOutput,
  bulkDeleteVendorsInput,
  bulkUpdatedOutput,
  bulkUpdateVendorsInput,
  cancelOffboardingInput,
  completeOffboardingInput,
  createdVendorOutput,
  createVendorInput,
  listVendorsInput,
  offboardingStepOutput,
  onboardingQueueInput,
  onboardingQueueOutput,
  onboardingTaskChangeOutput,
  relationshipHealthInput,
  relationshipHealthOutput,
  reviewRecordedOutput,
  reviewVendorInput,
  searchVendorsInput,
  setOnboardingTaskInput,
  startOffboardingInput,
  updateVendorInput,
  vendorIdInput,
  vendorListOutput,
  vendorOutput,
  vendorSearchOutput,
  vendorSummaryOutput,
} from "../schemas/vendors.js";
import { router, signedInProcedure } from "../trpc.js";
import {
  cancelOffboarding,
  completeOffboarding,
  onboardingQueue,
  relationshipHealth,
  reviewVendor,
  setOnboardingTask,
  startOffboarding,
} from "./relationship-service.js";
import { bulkDeleteVendors, bulkUpdateVendors } from "./vendor-bulk.js";
import { listVendors } from "./vendor-list.js";
import { getVendor, searchVendors, vendorSummary } from "./vendor-read.js";
import { createVendor, deleteVendor, updateVendor } from "./vendor-write.js";

const tags = ["Vendors"];

// The access rules live in permissions/access.ts, where the vendor screen reads them too.
const viewVendors = VENDOR_ACCESS.view;
const createVendors = VENDOR_ACCESS.create;
const deleteVendors = VENDOR_ACCESS.delete;
const editVendor = VENDOR_ACCESS.edit;
export const manageRelationship = VENDOR_ACCESS.relationship;

export const vendorsRouter = router({
  list: signedInProcedure
    .meta({ access: viewVendors, rest: { method: "GET", path: "/api/vendors", summary: "List vendors", tags } })
    .input(listVendorsInput)
    // The register's page is the hot path (docs/benchmarks.md): checking its 50 rows against the schema costs
    // 30-45 µs a request (a micro-benchmark of vendorListOutput.parse), 1.5-2 % of the ~2.2 ms of CPU a page takes,
    // on a path whose HTTP-to-SQL throughput target is missed by 2 %. The schema is documented and typed, not
    // checked at run time; apps/server/test/api-answers.int.test.ts checks real pages against it.
    .output(documentedOutput(vendorListOutput))
    .query(({ ctx, input }) => listVendors(ctx, input)),

  summary: signedInProcedure
    .meta({
      access: viewVendors,
      rest: {
        method: "GET",
        path: "/api/vendors/summary",
        summary: "Vendor counts by status and the contract book per currency",
        tags,
      },
    })
    .output(vendorSummaryOutput)
    .query(({ ctx }) => vendorSummary(ctx)),

  search: signedInProcedure
    .meta({
      access: viewVendors,
      rest: {
        method: "GET",
        path: "/api/vendors/search",
        summary: "Find vendors by name, legal name or LEI",
        tags,
      },
    })
    .input(searchVendorsInput)
    .output(vendorSearchOutput)
    .query(({ ctx, input }) => searchVendors(ctx, input)),

  onboardingQueue: signedInProcedure
    .meta({
      access: viewVendors,
      rest: {
        method: "GET",
        path: "/api/vendors/onboarding-queue",
        summary: "Vendors in onboarding with their checklist progress, oldest first",
        tags,
      },
    })
    .input(onboardingQueueInput)
    .output(onboardingQueueOutput)
    .query(({ ctx, input }) => onboardingQueue(ctx, input)),

  relationshipHealth: signedInProcedure
    .meta({
      access: viewVendors,
      rest: {
        method: "GET",
        path: "/api/vendors/relationship-health",
        summary: "Relationship health of reviewed active vendors, weakest first",
        tags,
      },
    })
    .input(relationshipHealthInput)
    .output(relationshipHealthOutput)
    .query(({ ctx, input }) => relationshipHealth(ctx, input)),

  get: signedInProcedure
    .meta({
      access: viewVendors,
      rest: {
        method: "GET",
        path: "/api/vendors/{id}",
        summary: "A vendor with its checklist, reviews, KPI breaches, invoices, offboardings and activity",
        tags,
        errors: { 404: "No vendor with this id." },
      },
    })
    .input(vendorIdInput)
    .output(vendorRecordOutput)
    .query(({ ctx, input }) => getVendor(ctx, input.id)),

  create: signedInProcedure
    .meta({
      access: createVendors,
      rest: {
        method: "POST",
        path: "/api/vendors",
        summary: "Start onboarding a vendor (New Vendor Onboarding)",
        tags,
        errors: { 409: "The LEI already belongs to another vendor." },
        successStatus: 201,
      },
    })
    .input(createVendorInput)
    .output(createdVendorOutput)
    .mutation(({ ctx, input }) => createVendor(ctx, input)),

  update: signedInProcedure
    .meta({
      access: editVendor,
      rest: {
        method: "PUT",
        path: "/api/vendors/{id}",
        summary: "Change a vendor (status follows the lifecycle)",
        tags,
        errors: {
          404: "No vendor with this id.",
          409: "The status cannot move that way (the lifecycle, or an unfinished onboarding checklist), or the LEI already belongs to another vendor.",
        },
      },
    })
    .input(updateVendorInput)
    .output(vendorOutput)
    .mutation(({ ctx, input }) => updateVendor(ctx, input)),

  delete: signedInProcedure
    .meta({
      access: deleteVendors,
      rest: {
        method: "DELETE",
        path: "/api/vendors/{id}",
        summary: "Delete a vendor that has no history",
        tags,
        errors: {
          404: "No vendor with this id.",
          409: "The vendor has history (reviews, KPI breaches, invoices or offboardings): start an offboarding instead.",
        },
      },
    })
    .input(vendorIdInput)
    .output(deletedOutput)
    .mutation(({ ctx, input }) => deleteVendor(ctx, input.id)),

  bulkUpdate: signedInProcedure
    .meta({
      access: editVendor,
      rest: {
        method: "PATCH",
        path: "/api/vendors/bulk-update",
        summary: "Change risk rating, criticality or status of up to 500 vendors, all or nothing",
        tags,
        errors: {
          404: "Some of the ids are no vendor; nothing was changed.",
          409: "A status change is not allowed for some of the vendors; nothing was changed.",
        },
      },
    })
    .input(bulkUpdateVendorsInput)
    .output(bulkUpdatedOutput)
    .mutation(({ ctx, input }) => bulkUpdateVendors(ctx, input)),

  bulkDelete: signedInProcedure
    .meta({
      access: deleteVendors,
      rest: {
        method: "DELETE",
        path: "/api/vendors/bulk-delete",
        summary: "Delete up to 500 vendors without history, all or nothing (ids in the JSON body)",
        tags,
        errors: {
          404: "Some of the ids are no vendor; nothing was deleted.",
          409: "Some of the vendors have history; nothing was deleted.",
        },
      },
    })
    .input(bulkDeleteVendorsInput)
    .output(bulkDeletedOutput)
    .mutation(({ ctx, input }) => bulkDeleteVendors(ctx, input)),

  setOnboardingTask: signedInProcedure
    .meta({
      access: manageRelationship,
      rest: {
        method: "PATCH",
        path: "/api/vendors/{vendorId}/onboarding-tasks/{taskId}",
        summary: "Tick or untick an item of a vendor's onboarding checklist",
        tags,
        errors: {
          404: "No such checklist item for this vendor.",
          409: "The vendor is offboarded: its checklist is closed.",
        },
      },
    })
    .input(setOnboardingTaskInput)
    .output(onboardingTaskChangeOutput)
    .mutation(({ ctx, input }) => setOnboardingTask(ctx, input)),

  review: signedInProcedure
    .meta({
      access: manageRelationship,
      rest: {
        method: "POST",
        path: "/api/vendors/{vendorId}/reviews",
        summary: "Record a vendor review; sets the risk rating and KPI breach count",
        tags,
        errors: { 404: "No vendor with this id.", 409: "The vendor is offboarded: it can no longer be reviewed." },
        successStatus: 201,
      },
    })
    .input(reviewVendorInput)
    .output(reviewRecordedOutput)
    .mutation(({ ctx, input }) => reviewVendor(ctx, input)),

  startOffboarding: signedInProcedure
    .meta({
      access: manageRelationship,
      rest: {
        method: "POST",
        path: "/api/vendors/{vendorId}/offboarding",
        summary: "Start offboarding a vendor",
        tags,
        errors: {
          404: "No vendor with this id.",
          409: "The vendor is already being offboarded, or cannot move to offboarding from its status.",
        },
        successStatus: 201,
      },
    })
    .input(startOffboardingInput)
    .output(offboardingStepOutput)
    .mutation(({ ctx, input }) => startOffboarding(ctx, input)),

  completeOffboarding: signedInProcedure
    .meta({
      access: manageRelationship,
      rest: {
        method: "POST",
        path: "/api/vendors/{vendorId}/offboarding/complete",
        summary: "Complete a vendor's offboarding",
        tags,
        errors: { 404: "No vendor with this id.", 409: "The vendor has no offboarding in progress." },
      },
    })
    .input(completeOffboardingInput)
    .output(offboardingStepOutput)
    .mutation(({ ctx, input }) => completeOffboarding(ctx, input)),

  cancelOffboarding: signedInProcedure
    .meta({
      access: manageRelationship,
      rest: {
        method: "POST",
        path: "/api/vendors/{vendorId}/offboarding/cancel",
        summary: "Cancel a vendor's offboarding; the vendor is active again",
        tags,
        errors: { 404: "No vendor with this id.", 409: "The vendor has no offboarding in progress." },
      },
    })
    .input(cancelOffboardingInput)
    .output(offboardingStepOutput)
    .mutation(({ ctx, input }) => cancelOffboarding(ctx, input)),
});
