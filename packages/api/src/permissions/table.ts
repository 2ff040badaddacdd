import type { Role } from "./roles.js";

export const ACTIONS = ["view", "create", "edit", "delete"] as const;
export type Action = (typeof ACTIONS)[number];

/**
 * Resources named by the spec's permission table (000 §6) and route table (001 §2.1).
 * Resources only Admin holds (users, audit-logs, system, ...) need no row: Admin passes everything.
 */
export type Resource =
  | "dashboard"
  | "workflows"
  | "vendors"
  | "vendor-info"
  | "vendor-relationships"
  | "vendor-onboarding"
  | "contracts"
  | "contract-approvals"
  | "risk-assessment"
  | "reports"
  | "audit-reports"
  | "notifications"
  | "profile"
  | "account"
  | "settings"
  | "governance"
  | "policies"
  | "procedures"
  | "invoices"
  | "payments"
  | "security-policies"
  | "security-assessments"
  | "compliance"
  | "audit-logs"
  | "users"
  | "system"
  | "demo-requests";

type Grants = Partial<Record<Action, readonly Resource[]>>;

/** The spec's table, one row per role, written as the spec writes it. Admin is not listed: it passes every check. */
export const PERMISSION_TABLE: Readonly<Record<Exclude<Role, "Admin">, Grants>> = {
  "Business User": {
    view: ["dashboard", "workflows", "vendors", "contracts"],
    edit: ["workflows", "contracts"],
    create: ["workflows"],
  },
  "Risk Manager": {
    view: [
      "dashboard",
      "risk-assessment",
      "vendors",
      "contracts",
      "reports",
      "workflows",
      "notifications",
      "profile",
      "account",
    ],
    create: ["risk-assessment"],
    edit: ["risk-assessment"],
    delete: ["risk-assessment"],
  },
  Compliance: {
    view: [
      "dashboard",
      "governance",
      "vendors",
      "contracts",
      "reports",
      "workflows",
      "notifications",
      "profile",
      "account",
    ],
    create: ["policies", "procedures"],
    edit: ["policies", "procedures"],
    delete: ["policies", "procedures"],
  },
  "Compliance Officer": {
    view: [
      "dashboard",
      "governance",
      "vendors",
      "contracts",
      "reports",
      "workflows",
      "notifications",
      "profile",
      "account",
    ],
    create: ["policies", "procedures"],
    edit: ["policies", "procedures"],
    delete: ["policies", "procedures"],
  },
  Finance: {
    view: [
      "dashboard",
      "invoices",
      "contracts",
      "reports",
      "vendors",
      "workflows",
      "notifications",
      "profile",
      "account",
    ],
    edit: ["invoices", "payments"],
    create: ["invoices"],
    delete: ["invoices"],
  },
  "Finance Manager": {
    view: [
      "dashboard",
      "invoices",
      "contracts",
      "reports",
      "vendors",
      "workflows",
      "notifications",
      "profile",
      "account",
    ],
    edit: ["invoices", "payments"],
    create: ["invoices"],
    delete: ["invoices"],
  },
  Legal: {
    view: ["contracts", "governance", "workflows", "reports", "vendors", "notifications", "profile", "account"],
    edit: ["contracts"],
    create: ["contract-approvals"],
  },
  "Legal Counsel": {
    view: ["contracts", "governance", "workflows", "reports", "vendors", "notifications", "profile", "account"],
    edit: ["contracts"],
    create: ["contract-approvals"],
  },
  "IT Security": {
    view: [
      "dashboard",
      "risk-assessment",
      "governance",
      "vendors",
      "reports",
      "workflows",
      "notifications",
      "profile",
      "account",
      "settings",
    ],
    edit: ["security-policies"],
    create: ["security-assessments"],
  },
  Procurement: {
    view: ["dashboard", "vendors", "contracts", "workflows", "invoices", "notifications", "profile", "account"],
    edit: ["vendor-info", "contracts"],
    create: ["vendors", "contracts"],
    delete: ["vendors"],
  },
  "Vendor Manager": {
    view: [
      "dashboard",
      "vendors",
      "contracts",
      "risk-assessment",
      "workflows",
      "reports",
      "notifications",
      "profile",
      "account",
    ],
    edit: ["vendors", "vendor-relationships"],
    create: ["vendors", "vendor-onboarding"],
  },
  Executive: { view: ["dashboard", "reports", "governance", "risk-assessment"] },
  "Board Member": { view: ["reports", "governance", "dashboard"] },
  "Internal Auditor": {
    view: ["reports", "governance", "risk-assessment", "contracts"],
    create: ["audit-reports"],
  },
  "External Auditor": { view: ["reports", "governance"] },
  "Regulatory Body": { view: ["reports", "compliance"] },
};
