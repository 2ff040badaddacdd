import { describe, expect, it } from "vitest";
import { allows, RISK_ASSESSMENT_ACCESS, VENDOR_ACCESS } from "./access.js";

// Expected outcomes written out by hand (000 §6), not read from the permission table.
describe("allows", () => {
  it("public, signed-in, admin and audit rules", () => {
    expect(allows(null, "public")).toBe(true);
    expect(allows(null, "signed-in")).toBe(false);
    expect(allows("Board Member", "signed-in")).toBe(true);
    expect(allows("Admin", "admin")).toBe(true);
    expect(allows("Vendor Manager", "admin")).toBe(false);
    expect(allows("External Auditor", "audit")).toBe(true);
    expect(allows("Finance", "audit")).toBe(false);
  });

  it("the vendor rules per role", () => {
    const table: Record<string, [view: boolean, create: boolean, edit: boolean, relationship: boolean, del: boolean]> =
      {
        "Vendor Manager": [true, true, true, true, false],
        Procurement: [true, true, true, false, true],
        Finance: [true, false, false, false, false],
        "Risk Manager": [true, false, false, false, false],
        "Board Member": [false, false, false, false, false],
        Admin: [true, true, true, true, true],
      };
    for (const [role, [view, create, edit, relationship, del]] of Object.entries(table)) {
      expect(allows(role, VENDOR_ACCESS.view), `${role} view`).toBe(view);
      expect(allows(role, VENDOR_ACCESS.create), `${role} create`).toBe(create);
      expect(allows(role, VENDOR_ACCESS.edit), `${role} edit`).toBe(edit);
      expect(allows(role, VENDOR_ACCESS.relationship), `${role} relationship`).toBe(relationship);
      expect(allows(role, VENDOR_ACCESS.delete), `${role} delete`).toBe(del);
    }
  });

  it("the risk assessment rules per role (securityDomain: the IT & business continuity domain)", () => {
    const table: Record<
      string,
      [view: boolean, create: boolean, edit: boolean, del: boolean, securityDomain: boolean]
    > = {
      Admin: [true, true, true, true, true],
      "Business User": [false, false, false, false, false],
      "Risk Manager": [true, true, true, true, true],
      Compliance: [false, false, false, false, false],
      "Compliance Officer": [false, false, false, false, false],
      Finance: [false, false, false, false, false],
      "Finance Manager": [false, false, false, false, false],
      Legal: [false, false, false, false, false],
      "Legal Counsel": [false, false, false, false, false],
      "IT Security": [true, false, false, false, true],
      Procurement: [false, false, false, false, false],
      "Vendor Manager": [true, false, false, false, false],
      Executive: [true, false, false, false, false],
      "Board Member": [false, false, false, false, false],
      "Internal Auditor": [true, false, false, false, false],
      "External Auditor": [false, false, false, false, false],
      "Regulatory Body": [false, false, false, false, false],
      "Unknown Role": [false, false, false, false, false],
    };
    for (const [role, [view, create, edit, del, securityDomain]] of Object.entries(table)) {
      expect(allows(role, RISK_ASSESSMENT_ACCESS.view), `${role} view`).toBe(view);
      expect(allows(role, RISK_ASSESSMENT_ACCESS.create), `${role} create`).toBe(create);
      expect(allows(role, RISK_ASSESSMENT_ACCESS.edit), `${role} edit`).toBe(edit);
      expect(allows(role, RISK_ASSESSMENT_ACCESS.delete), `${role} delete`).toBe(del);
      expect(allows(role, RISK_ASSESSMENT_ACCESS.securityDomain), `${role} securityDomain`).toBe(securityDomain);
    }
    expect(allows(null, RISK_ASSESSMENT_ACCESS.view)).toBe(false);
  });
});
