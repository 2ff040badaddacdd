import { canReadAuditLogs, hasPermission, type Permission } from "./check.js";
import { isAdmin } from "./roles.js";

/**
 * Who may call a procedure. Every procedure declares one (a test walks the router to check):
 * "public" — anyone; "signed-in" — any active account; "admin"; "audit" — Admin and the auditors;
 * a permission of the spec's table; or `{ anyOf }` — any one of several permissions (e.g. editing a vendor needs
 * edit `vendors` or edit `vendor-info`).
 */
export type Access = "public" | "signed-in" | "admin" | "audit" | Permission | { anyOf: Permission[] };

/**
 * Whether a signed-in role passes an access rule: the server's check (enforceAccess) and the screens' (which
 * controls to show) are this one function, so they cannot disagree.
 */
export function allows(role: string | null | undefined, access: Access): boolean {
  if (access === "public") return true;
  if (!role) return false;
  if (access === "signed-in") return true;
  if (access === "admin") return isAdmin(role);
  if (access === "audit") return canReadAuditLogs(role);
  if ("anyOf" in access) return access.anyOf.some((permission) => hasPermission(role, permission));
  return hasPermission(role, access);
}

/** The vendor procedures' access rules, shared by the router and the vendor screen. */
export const VENDOR_ACCESS = {
  view: { action: "view", resource: "vendors" },
  create: { action: "create", resource: "vendors" },
  delete: { action: "delete", resource: "vendors" },
  /** Vendor Manager edits vendors; Procurement edits vendor-info: either may change a vendor's details. */
  edit: {
    anyOf: [
      { action: "edit", resource: "vendors" },
      { action: "edit", resource: "vendor-info" },
    ],
  },
  /** Reviews, KPI breaches, the onboarding checklist and offboarding: the relationship (Vendor Manager, Admin). */
  relationship: {
    anyOf: [
      { action: "edit", resource: "vendor-relationships" },
      { action: "edit", resource: "vendors" },
    ],
  },
} as const satisfies Record<string, Access>;

/**
 * The risk assessment procedures' access rules (docs/RISK-ASSESSMENTS.md). Risk Manager creates, edits, submits,
 * reopens and deletes; the viewers of the spec's table read and export. IT Security's "create security-assessments"
 * lets it fill the IT & business continuity domain of an open assessment (`securityDomain`; the service refuses
 * any other domain to a role without edit risk-assessment).
 */
export const RISK_ASSESSMENT_ACCESS = {
  view: { action: "view", resource: "risk-assessment" },
  create: { action: "create", resource: "risk-assessment" },
  edit: { action: "edit", resource: "risk-assessment" },
  delete: { action: "delete", resource: "risk-assessment" },
  securityDomain: {
    anyOf: [
      { action: "edit", resource: "risk-assessment" },
      { action: "create", resource: "security-assessments" },
    ],
  },
} as const satisfies Record<string, Access>;

/**
 * The contract procedures' access rules (docs/CONTRACTS.md). Procurement creates; Business User, Legal, Legal
 * Counsel and Procurement edit (details, stage moves, documents, templates, termination); Legal and Legal Counsel
 * approve ("create contract-approvals", never the contract's owner); the viewers of the spec's table read and
 * export. The table gives delete to no one, so only Admin deletes, and never a contract with invoices.
 */
export const CONTRACT_ACCESS = {
  view: { action: "view", resource: "contracts" },
  create: { action: "create", resource: "contracts" },
  edit: { action: "edit", resource: "contracts" },
  approve: { action: "create", resource: "contract-approvals" },
  delete: "admin",
} as const satisfies Record<string, Access>;

/**
 * The governance centre's access rules (docs/GOVERNANCE.md). The viewers of the spec's table read every tab.
 * Compliance and Compliance Officer create, edit, archive and restore policies and procedures; IT Security's "edit
 * security-policies" lets it edit the policies marked as security policies (`securityPolicy`; the service refuses
 * any other policy, and the marking itself, to a role without edit policies). The table names no right for
 * committees and the document repository: those who run the policy framework keep them (edit policies), and Admin.
 * Acknowledging a policy is personal: anyone asked to may read that version and acknowledge it.
 */
export const GOVERNANCE_ACCESS = {
  view: { action: "view", resource: "governance" },
  createPolicy: { action: "create", resource: "policies" },
  editPolicy: {
    anyOf: [
      { action: "edit", resource: "policies" },
      { action: "edit", resource: "security-policies" },
    ],
  },
  archivePolicy: { action: "delete", resource: "policies" },
  createProcedure: { action: "create", resource: "procedures" },
  editProcedure: { action: "edit", resource: "procedures" },
  archiveProcedure: { action: "delete", resource: "procedures" },
  manageCommittees: { action: "edit", resource: "policies" },
  manageDocuments: { action: "edit", resource: "policies" },
  requestAcknowledgement: { action: "edit", resource: "policies" },
  acknowledge: "signed-in",
} as const satisfies Record<string, Access>;

/**
 * Workflows and new outsourcing arrangements (docs/WORKFLOWS.md). The viewers of the spec's table read the list,
 * the records and the committee deck; Business User creates (wizard, drafts, New Workflow) and edits (details,
 * owner, timeline, steps); only Admin deletes. A prerequisite review is for the role responsible for it and the
 * committee's decision for a member of the arrangement's committee, never its owner: the service checks both
 * (rules.ts reviewRefusal, decisionRefusal), the review behind the view right. The decision, the deck and the list of
 * arrangements awaiting the caller's decision need only a session: a committee member decides whatever their role
 * (Executive and Board Member have no view of workflows), and the service refuses everyone else
 * (workflows/committee-members.ts).
 */
export const WORKFLOW_ACCESS = {
  view: { action: "view", resource: "workflows" },
  create: { action: "create", resource: "workflows" },
  edit: { action: "edit", resource: "workflows" },
  review: { action: "view", resource: "workflows" },
  decide: "signed-in",
  committee: "signed-in",
  delete: "admin",
} as const satisfies Record<string, Access>;

/**
 * The user directory (id, name, role of active colleagues): for those who choose people on a record — a review's
 * co-reviewers (the access of vendors.review) and an assessment's lead assessor and team (edit risk-assessment).
 * Never the auditors or the Regulatory Body.
 */
export const USER_DIRECTORY_ACCESS = {
  anyOf: [
    ...VENDOR_ACCESS.relationship.anyOf,
    RISK_ASSESSMENT_ACCESS.edit,
    CONTRACT_ACCESS.edit,
    CONTRACT_ACCESS.create,
    GOVERNANCE_ACCESS.createPolicy,
  ],
} as const satisfies Access;

/**
 * The organisation's settings. The spec's table grants `settings` as a view only (IT Security; Admin passes every
 * check) and the settings page is where they are changed, so holding it is what lets a role read and save them
 * (docs/DECISIONS.md, "Organisation settings").
 */
export const SETTINGS_ACCESS = {
  organisation: { action: "view", resource: "settings" },
} as const satisfies Record<string, Access>;

/**
 * Notifications (docs/NOTIFICATIONS.md). A user's own notifications and their notification settings are personal,
 * like the profile and the account: every signed-in user, each reaching only their own. Sending a notification to a
 * stakeholder group is for those who run risk and compliance processes: Risk Manager (create risk-assessment),
 * Compliance and Compliance Officer (create policies), and Admin. The stakeholder directory is the Admin's.
 */
export const NOTIFICATION_ACCESS = {
  own: "signed-in",
  notifyStakeholders: {
    anyOf: [
      { action: "create", resource: "risk-assessment" },
      { action: "create", resource: "policies" },
    ],
  },
  stakeholderDirectory: "admin",
} as const satisfies Record<string, Access>;

/**
 * Reports, analytics and compliance (docs/REPORTS.md). The spec's table gives `view reports` to the roles that read
 * reports and gives no role a create right except Internal Auditor's "create audit-reports". Those who run a
 * function's reporting create reports and templates and schedule them: Risk Manager (create risk-assessment),
 * Compliance and Compliance Officer (create policies), Finance and Finance Manager (create invoices), Vendor Manager
 * (create vendor-onboarding) and Internal Auditor (create audit-reports); a report is edited, rescheduled and
 * deleted by its creator or an Admin (the service checks). The read-only roles (Executive, Board Member, External Auditor,
 * Regulatory Body) and every other viewer open, generate nothing, and download what they may view. Analytics is a
 * view of `reports`. The compliance register is `view compliance` (Regulatory Body) and those who run the policy
 * framework (create policies), who also set a requirement's status; the Regulatory Body reads and downloads.
 */
export const REPORT_ACCESS = {
  view: { action: "view", resource: "reports" },
  create: {
    anyOf: [
      { action: "create", resource: "risk-assessment" },
      { action: "create", resource: "policies" },
      { action: "create", resource: "invoices" },
      { action: "create", resource: "vendor-onboarding" },
      { action: "create", resource: "audit-reports" },
    ],
  },
  analytics: { action: "view", resource: "reports" },
} as const satisfies Record<string, Access>;

export { COMPLIANCE_ACCESS } from "./compliance-access.js";
export { REGISTER_ACCESS } from "./register-access.js";

/**
 * Comments, tags, global search and webhooks (docs/COLLABORATION.md). Comments and tags follow the record: the
 * procedures need a session and the service checks the caller may view the record's kind
 * (collaboration/rules.ts RECORD_VIEW_ACCESS) and that the record exists; an author edits and deletes their own
 * comment, an Admin may delete any. Anyone who may view a kind of record may tag it and create a tag; renaming,
 * recolouring and deleting tags is the Admin's. Search answers only the kinds the caller may view. Webhooks and the
 * Integrations screen are the Admin's.
 */
export const COLLABORATION_ACCESS = {
  comments: "signed-in",
  tags: "signed-in",
  manageTags: "admin",
  search: "signed-in",
  webhooks: "admin",
} as const satisfies Record<string, Access>;

/**
 * The dashboard (docs/DASHBOARD.md, "Who sees what"). The key figures need `view dashboard`; each figure is shown to
 * a role that may view its domain, or `view reports` (the Executive report already gives reports readers the same
 * aggregate figures, never the records); its link to the records only when the role may open that screen. The caller's own
 * drafts need the right to create workflows (only creators have drafts); critical notifications are the caller's
 * own. The board review is a board pack: `view reports`, like the Executive report it sums up.
 */
export const DASHBOARD_ACCESS = {
  view: { action: "view", resource: "dashboard" },
  boardReview: { action: "view", resource: "reports" },
  figures: {
    totalEntities: { anyOf: [VENDOR_ACCESS.view, REPORT_ACCESS.view] },
    riskScore: { anyOf: [RISK_ASSESSMENT_ACCESS.view, REPORT_ACCESS.view] },
    complianceScore: { anyOf: [GOVERNANCE_ACCESS.view, REPORT_ACCESS.view] },
    workflowsInProgress: { anyOf: [WORKFLOW_ACCESS.view, REPORT_ACCESS.view] },
    workflowDrafts: WORKFLOW_ACCESS.create,
    contractsPending: { anyOf: [CONTRACT_ACCESS.view, REPORT_ACCESS.view] },
    criticalNotifications: "signed-in",
  },
} as const satisfies {
  view: Access;
  boardReview: Access;
  figures: Record<string, Access>;
};
