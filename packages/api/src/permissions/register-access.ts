// The regulatory register's access rules (issue 21, docs/REGISTER.md), in a module of their own like
// COMPLIANCE_ACCESS: the top bar's navigation (navigation.ts) reads `view` on every page.
import type { Permission } from "./check.js";

const VIEW: Permission[] = [
  { action: "view", resource: "compliance" },
  { action: "create", resource: "policies" },
  { action: "create", resource: "audit-reports" },
  { action: "create", resource: "risk-assessment" },
];

export const REGISTER_ACCESS = {
  /** Compliance's viewers and those who keep the register, write policies, audit reports or risk assessments. */
  view: { anyOf: VIEW },
  /**
   * The entities and functions as lists and records: the register's viewers, and whoever edits contracts (the
   * contract sheet's Register tab picks the functions a contract supports and the entities using it).
   */
  readData: { anyOf: [...VIEW, { action: "edit", resource: "contracts" }] as Permission[] },
  /** A contract's register fields, read: the register's viewers and whoever views contracts (its Register tab). */
  contractFieldsView: { anyOf: [...VIEW, { action: "view", resource: "contracts" }] as Permission[] },
  /** A vendor's identification, read: the register's viewers and whoever views vendors (its Register tab). */
  vendorFieldsView: { anyOf: [...VIEW, { action: "view", resource: "vendors" }] as Permission[] },
  /** Entities, functions, checks and exports: Compliance, Compliance Officer (and Admin, who passes everything). */
  edit: { action: "create", resource: "policies" } as Permission,
  /** A contract's register fields: also whoever may edit contracts. */
  contractFields: {
    anyOf: [
      { action: "edit", resource: "contracts" },
      { action: "create", resource: "policies" },
    ] as Permission[],
  },
  /** A vendor's identification: also whoever may edit vendors or vendor-info. */
  vendorFields: {
    anyOf: [
      { action: "edit", resource: "vendors" },
      { action: "edit", resource: "vendor-info" },
      { action: "create", resource: "policies" },
    ] as Permission[],
  },
} as const;
