import { can } from "@tprm/api/permissions";

/**
 * What the signed-in role may do on the vendor screen, mirroring the access each vendor procedure declares on the
 * server (packages/api/src/vendors/router.ts). The server checks again on every call; this only hides controls
 * the role could not use.
 */
export interface VendorRights {
  /** vendors.create: create vendors (Procurement, Vendor Manager). */
  create: boolean;
  /** vendors.update and bulkUpdate: edit vendors or edit vendor-info (Vendor Manager, Procurement). */
  edit: boolean;
  /** Checklist, reviews and offboarding: edit vendor-relationships or edit vendors (Vendor Manager). */
  relationship: boolean;
  /** vendors.delete and bulkDelete: delete vendors (Procurement). */
  delete: boolean;
  /** Row selection is offered when a bulk action is allowed. */
  bulk: boolean;
  /** The vendor's invoices (view invoices). */
  invoices: boolean;
}

export function vendorRights(role: string | null | undefined): VendorRights {
  const edit = can(role, "edit", "vendors") || can(role, "edit", "vendor-info");
  const remove = can(role, "delete", "vendors");
  return {
    create: can(role, "create", "vendors"),
    edit,
    relationship: can(role, "edit", "vendor-relationships") || can(role, "edit", "vendors"),
    delete: remove,
    bulk: edit || remove,
    invoices: can(role, "view", "invoices"),
  };
}
