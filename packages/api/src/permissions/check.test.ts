import { describe, expect, it } from "vitest";
import { can, canReadAuditLogs, listPermissions } from "./check.js";
import { homePathFor, visibleNavAreas } from "./navigation.js";
import { ROLES } from "./roles.js";
import type { Action, Resource } from "./table.js";

// The spec's table (000 §6), copied by hand so a change to the permission module cannot pass unnoticed.
const SPEC: Record<string, Partial<Record<Action, string>>> = {
  "Business User": { view: "dashboard workflows vendors contracts", edit: "workflows contracts", create: "workflows" },
  "Risk Manager": {
    view: "dashboard risk-assessment vendors contracts reports workflows notifications profile account",
    create: "risk-assessment",
    edit: "risk-assessment",
    delete: "risk-assessment",
  },
  Compliance: {
    view: "dashboard governance vendors contracts reports workflows notifications profile account",
    create: "policies procedures",
    edit: "policies procedures",
    delete: "policies procedures",
  },
  "Compliance Officer": {
    view: "dashboard governance vendors contracts reports workflows notifications profile account",
    create: "policies procedures",
    edit: "policies procedures",
    delete: "policies procedures",
  },
  Finance: {
    view: "dashboard invoices contracts reports vendors workflows notifications profile account",
    edit: "invoices payments",
    create: "invoices",
    delete: "invoices",
  },
  "Finance Manager": {
    view: "dashboard invoices contracts reports vendors workflows notifications profile account",
    edit: "invoices payments",
    create: "invoices",
    delete: "invoices",
  },
  Legal: {
    view: "contracts governance workflows reports vendors notifications profile account",
    edit: "contracts",
    create: "contract-approvals",
  },
  "Legal Counsel": {
    view: "contracts governance workflows reports vendors notifications profile account",
    edit: "contracts",
    create: "contract-approvals",
  },
  "IT Security": {
    view: "dashboard risk-assessment governance vendors reports workflows notifications profile account settings",
    edit: "security-policies",
    create: "security-assessments",
  },
  Procurement: {
    view: "dashboard vendors contracts workflows invoices notifications profile account",
    edit: "vendor-info contracts",
    create: "vendors contracts",
    delete: "vendors",
  },
  "Vendor Manager": {
    view: "dashboard vendors contracts risk-assessment workflows reports notifications profile account",
    edit: "vendors vendor-relationships",
    create: "vendors vendor-onboarding",
  },
  Executive: { view: "dashboard reports governance risk-assessment" },
  "Board Member": { view: "reports governance dashboard" },
  "Internal Auditor": { view: "reports governance risk-assessment contracts", create: "audit-reports" },
  "External Auditor": { view: "reports governance" },
  "Regulatory Body": { view: "reports compliance" },
};

const ALL_RESOURCES: Resource[] = [
  "dashboard",
  "workflows",
  "vendors",
  "vendor-info",
  "vendor-relationships",
  "vendor-onboarding",
  "contracts",
  "contract-approvals",
  "risk-assessment",
  "reports",
  "audit-reports",
  "notifications",
  "profile",
  "account",
  "settings",
  "governance",
  "policies",
  "procedures",
  "invoices",
  "payments",
  "security-policies",
  "security-assessments",
  "compliance",
  "audit-logs",
  "users",
  "system",
  "demo-requests",
];
const ACTIONS: Action[] = ["view", "create", "edit", "delete"];

describe("permission table", () => {
  it("has exactly the spec's 17 roles", () => {
    expect(ROLES).toHaveLength(17);
    expect([...ROLES].sort()).toEqual(["Admin", ...Object.keys(SPEC)].sort());
  });

  for (const [role, grants] of Object.entries(SPEC)) {
    it(`${role} holds exactly its row`, () => {
      for (const action of ACTIONS) {
        const allowed = new Set((grants[action] ?? "").split(" ").filter(Boolean));
        for (const resource of ALL_RESOURCES) {
          expect(can(role, action, resource), `${role} ${action} ${resource}`).toBe(allowed.has(resource));
        }
      }
    });
  }

  it("Admin (and ADMIN) passes everything; unknown or missing roles have nothing", () => {
    for (const resource of ALL_RESOURCES) {
      for (const action of ACTIONS) {
        expect(can("Admin", action, resource)).toBe(true);
        expect(can("ADMIN", action, resource)).toBe(true);
        expect(can("Vendor", action, resource)).toBe(false);
        expect(can(null, action, resource)).toBe(false);
        expect(can("admin", action, resource)).toBe(false);
      }
    }
    expect(listPermissions("Vendor")).toEqual([]);
  });

  it("audit logs are for Admin and the two auditors", () => {
    const readers = ROLES.filter((r) => canReadAuditLogs(r));
    expect(readers).toEqual(["Admin", "Internal Auditor", "External Auditor"]);
  });
});

describe("navigation", () => {
  it("shows areas in the spec's order, filtered by view permission", () => {
    expect(visibleNavAreas("Executive").map((a) => a.label)).toEqual(["Governance", "Risk Assessment", "Reports"]);
    expect(visibleNavAreas("Regulatory Body").map((a) => a.label)).toEqual(["Reports", "Compliance", "Register"]);
    // The regulatory register (REGISTER_ACCESS.view): compliance's viewers and those who create policies, audit
    // reports or risk assessments.
    expect(visibleNavAreas("Risk Manager").map((a) => a.label)).toContain("Register");
    expect(visibleNavAreas("Internal Auditor").map((a) => a.label)).toContain("Register");
    expect(visibleNavAreas("Finance").map((a) => a.label)).not.toContain("Register");
    // Compliance opens to those who create policies too (COMPLIANCE_ACCESS.view), and to no other role.
    expect(visibleNavAreas("Compliance Officer").map((a) => a.label)).toContain("Compliance");
    expect(visibleNavAreas("Risk Manager").map((a) => a.label)).not.toContain("Compliance");
    // Invoices is not in the spec's top bar; the roles that may view invoices reach it from the navigation.
    expect(visibleNavAreas("Finance").map((a) => a.label)).toEqual([
      "Workflows",
      "Vendor Management",
      "Invoices",
      "Contracts",
      "Reports",
    ]);
    expect(visibleNavAreas("Procurement").map((a) => a.label)).toContain("Invoices");
    expect(visibleNavAreas("Vendor Manager").map((a) => a.label)).not.toContain("Invoices");
    expect(visibleNavAreas("Nobody")).toEqual([]);
  });

  it("lands on /dashboard when allowed, else on the first allowed area", () => {
    expect(homePathFor("Finance")).toBe("/dashboard");
    expect(homePathFor("Legal")).toBe("/governance");
    expect(homePathFor("External Auditor")).toBe("/governance");
    expect(homePathFor("Regulatory Body")).toBe("/reports");
  });
});
