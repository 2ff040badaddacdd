import type { Permission } from "../permissions/check.js";

/** Exporting the register is reading it: whoever may view vendors (Finance, Legal, auditors with the view right …). */
export const VENDOR_EXPORT_ACCESS: Permission = { action: "view", resource: "vendors" };
/** Importing creates vendors: Procurement, Vendor Manager, Admin. */
export const VENDOR_IMPORT_ACCESS: Permission = { action: "create", resource: "vendors" };
