import { can } from "@tprm/api/permissions";

/**
 * What the signed-in role may do on the invoices screen, mirroring the access each invoice procedure declares on
 * the server (packages/api/src/invoices/router.ts). The server checks again on every call; this only hides
 * controls the role could not use.
 */
export interface InvoiceRights {
  /** invoices.create: create invoices (Finance, Finance Manager). */
  create: boolean;
  /** invoices.update, including Mark as paid: edit invoices (Finance, Finance Manager). */
  edit: boolean;
  /** invoices.delete: delete invoices (Finance, Finance Manager). */
  delete: boolean;
}

export function invoiceRights(role: string | null | undefined): InvoiceRights {
  return {
    create: can(role, "create", "invoices"),
    edit: can(role, "edit", "invoices"),
    delete: can(role, "delete", "invoices"),
  };
}
