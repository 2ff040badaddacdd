import { allows, can, VENDOR_ACCESS } from "@tprm/api/permissions";

/**
 * What the signed-in role may do on the vendor screen: the same access rules the vendor procedures declare
 * (VENDOR_ACCESS in @tprm/api/permissions) through the same check. The server checks again on every call; this
 * only hides controls the role could not use.
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
  const edit = allows(role, VENDOR_ACCESS.edit);
  const remove = allows(role, VENDOR_ACCESS.delete);
  return {
    create: allows(role, VENDOR_ACCESS.create),
    edit,
    relationship: allows(role, VENDOR_ACCESS.relationship),
    delete: remove,
    bulk: edit || remove,
    invoices: can(role, "view", "invoices"),
  };
}
