import { describe, expect, it } from "vitest";
import { invoiceRights } from "./invoice-permissions";

describe("invoice rights by role", () => {
  it("Finance and Finance Manager create, edit and delete invoices", () => {
    for (const role of ["Finance", "Finance Manager", "Admin"]) {
      expect(invoiceRights(role)).toEqual({ create: true, edit: true, delete: true });
    }
  });

  it("Procurement and every other role only read", () => {
    for (const role of ["Procurement", "Risk Manager", "Vendor Manager", null]) {
      expect(invoiceRights(role)).toEqual({ create: false, edit: false, delete: false });
    }
  });
});
