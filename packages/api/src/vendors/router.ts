import { VENDOR_ACCESS } from "../permissions/access.js";
import {
  bulkDeleteVendorsInput,
  bulkUpdateVendorsInput,
  cancelOffboardingInput,
  completeOffboardingInput,
  createVendorInput,
  listVendorsInput,
  onboardingQueueInput,
  relationshipHealthInput,
  reviewVendorInput,
  searchVendorsInput,
  setOnboardingTaskInput,
  startOffboardingInput,
  updateVendorInput,
  vendorIdInput,
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
    .query(({ ctx, input }) => relationshipHealth(ctx, input)),

  get: signedInProcedure
    .meta({
      access: viewVendors,
      rest: {
        method: "GET",
        path: "/api/vendors/{id}",
        summary: "A vendor with its checklist, reviews, KPI breaches, invoices, offboardings and activity",
        tags,
      },
    })
    .input(vendorIdInput)
    .query(({ ctx, input }) => getVendor(ctx, input.id)),

  create: signedInProcedure
    .meta({
      access: createVendors,
      rest: {
        method: "POST",
        path: "/api/vendors",
        summary: "Start onboarding a vendor (New Vendor Onboarding)",
        tags,
        successStatus: 201,
      },
    })
    .input(createVendorInput)
    .mutation(({ ctx, input }) => createVendor(ctx, input)),

  update: signedInProcedure
    .meta({
      access: editVendor,
      rest: {
        method: "PUT",
        path: "/api/vendors/{id}",
        summary: "Change a vendor (status follows the lifecycle)",
        tags,
      },
    })
    .input(updateVendorInput)
    .mutation(({ ctx, input }) => updateVendor(ctx, input)),

  delete: signedInProcedure
    .meta({
      access: deleteVendors,
      rest: { method: "DELETE", path: "/api/vendors/{id}", summary: "Delete a vendor that has no history", tags },
    })
    .input(vendorIdInput)
    .mutation(({ ctx, input }) => deleteVendor(ctx, input.id)),

  bulkUpdate: signedInProcedure
    .meta({
      access: editVendor,
      rest: {
        method: "PATCH",
        path: "/api/vendors/bulk-update",
        summary: "Change risk rating, criticality or status of up to 500 vendors, all or nothing",
        tags,
      },
    })
    .input(bulkUpdateVendorsInput)
    .mutation(({ ctx, input }) => bulkUpdateVendors(ctx, input)),

  bulkDelete: signedInProcedure
    .meta({
      access: deleteVendors,
      rest: {
        method: "DELETE",
        path: "/api/vendors/bulk-delete",
        summary: "Delete up to 500 vendors without history, all or nothing (ids in the JSON body)",
        tags,
      },
    })
    .input(bulkDeleteVendorsInput)
    .mutation(({ ctx, input }) => bulkDeleteVendors(ctx, input)),

  setOnboardingTask: signedInProcedure
    .meta({
      access: manageRelationship,
      rest: {
        method: "PATCH",
        path: "/api/vendors/{vendorId}/onboarding-tasks/{taskId}",
        summary: "Tick or untick an item of a vendor's onboarding checklist",
        tags,
      },
    })
    .input(setOnboardingTaskInput)
    .mutation(({ ctx, input }) => setOnboardingTask(ctx, input)),

  review: signedInProcedure
    .meta({
      access: manageRelationship,
      rest: {
        method: "POST",
        path: "/api/vendors/{vendorId}/reviews",
        summary: "Record a vendor review; sets the risk rating and KPI breach count",
        tags,
        successStatus: 201,
      },
    })
    .input(reviewVendorInput)
    .mutation(({ ctx, input }) => reviewVendor(ctx, input)),

  startOffboarding: signedInProcedure
    .meta({
      access: manageRelationship,
      rest: {
        method: "POST",
        path: "/api/vendors/{vendorId}/offboarding",
        summary: "Start offboarding a vendor",
        tags,
        successStatus: 201,
      },
    })
    .input(startOffboardingInput)
    .mutation(({ ctx, input }) => startOffboarding(ctx, input)),

  completeOffboarding: signedInProcedure
    .meta({
      access: manageRelationship,
      rest: {
        method: "POST",
        path: "/api/vendors/{vendorId}/offboarding/complete",
        summary: "Complete a vendor's offboarding",
        tags,
      },
    })
    .input(completeOffboardingInput)
    .mutation(({ ctx, input }) => completeOffboarding(ctx, input)),

  cancelOffboarding: signedInProcedure
    .meta({
      access: manageRelationship,
      rest: {
        method: "POST",
        path: "/api/vendors/{vendorId}/offboarding/cancel",
        summary: "Cancel a vendor's offboarding; the vendor is active again",
        tags,
      },
    })
    .input(cancelOffboardingInput)
    .mutation(({ ctx, input }) => cancelOffboarding(ctx, input)),
});
