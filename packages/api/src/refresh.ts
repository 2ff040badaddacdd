/**
 * What the screens refetch after each change, declared once per mutation procedure: the procedure's path → the
 * query paths (a router, or one procedure) whose answers it may have changed. The web app's query client reads
 * this after every mutation, so no screen lists another screen's queries. A test fails when a mutation has no
 * entry. Browser-safe: no server code behind this module.
 */

// Vendor changes show in the register, its panels, the record, the KPI report, the invoices' vendor names and the
// activity feed (the record's Activity tab).
const VENDOR_VIEWS = ["vendors", "kpiBreaches", "invoices", "activity"] as const;
// Invoice changes show on the invoice screen, in the vendor record's invoices tab and in the activity feed.
const INVOICE_VIEWS = ["invoices", "vendors.get", "activity"] as const;
const USER_VIEWS = ["users"] as const;
// Assessment changes show in the centre (cards, dashboard figures, detail) and the activity feed; submitting one sets
// the vendor's risk rating, which the register and the vendor record show.
// A contract shows in the contracts screen, the vendor record (its contracts, contract book) and the activity feed.
const CONTRACT_VIEWS = ["contracts", "vendors", "invoices", "activity", "notifications", "deliverables"] as const;
const ASSESSMENT_VIEWS = ["riskAssessments", "activity", "deliverables"] as const;
const WORKFLOW_VIEWS = ["workflows", "activity", "deliverables"] as const;
const REPORT_VIEWS = ["reports", "activity", "deliverables"] as const;
const ASSESSMENT_AND_VENDOR_VIEWS = ["riskAssessments", "vendors", "activity", "deliverables"] as const;
// Tags filter every register: a tag applied, removed, renamed or deleted changes what a filtered register lists.
const TAG_VIEWS = [
  "tags",
  "vendors.list",
  "contracts.list",
  "riskAssessments.list",
  "policies.list",
  "procedures.list",
  "workflows.list",
  "invoices.list",
  "reports.list",
] as const;

// The regulatory register: every tab of /register reads its data (docs/REGISTER.md).
const REGISTER_VIEWS = ["register", "activity"] as const;

// A comment shows in its record's thread and in the activity feed.
const COMMENT_VIEWS = ["comments", "activity"] as const;

export const REFRESH_AFTER: Readonly<Record<string, readonly string[]>> = {
  // The session and the agreement gate are read again by the sign-in flow itself.
  "auth.login": [],
  "auth.loginTwoFactor": [],
  "auth.logout": [],
  "auth.register": [],
  "auth.requestPasswordReset": [],
  "auth.resetPassword": [],
  "auth.acceptAgreement": ["users.agreementStatus"],
  "demoRequests.submit": ["demoRequests"],
  "auditChain.archive": ["auditLogs", "auditChain"],
  "users.create": USER_VIEWS,
  "users.setRole": USER_VIEWS,
  "users.deactivate": USER_VIEWS,
  "users.reactivate": USER_VIEWS,
  "users.unlock": USER_VIEWS,
  "users.resetTwoFactor": USER_VIEWS,
  // The caller's own profile; a password change shows nowhere but in the e-mail and the signed-out sessions.
  "users.updateProfile": ["users.profile", "auth.me"],
  "users.changePassword": ["users.sessions", "users.profile"],
  // The caller's own sessions and API keys (a revoked current session signs out: the sign-in flow takes over).
  "users.revokeSession": ["users.sessions"],
  "users.revokeOtherSessions": ["users.sessions"],
  "users.createApiKey": ["users.apiKeys"],
  "users.revokeApiKey": ["users.apiKeys"],
  "users.revokeOrganisationApiKey": ["users.organisationApiKeys", "users.apiKeys"],
  // The caller's own two-factor authentication (the current-user answer says whether enrolment is still owed).
  "users.startTwoFactorSetup": ["users.twoFactor"],
  "users.setTwoFactor": ["users.twoFactor", "auth.me"],
  "users.regenerateRecoveryCodes": ["users.twoFactor"],
  // The caller's own settings; the web applies them from the current-user answer.
  "users.updateSettings": ["users.settings", "auth.me", "notifications.settings"],
  // The organisation's name shows on profiles; its two-factor requirement in the current-user answer.
  "settings.updateOrganisation": ["settings", "auth.me", "users.profile"],
  "vendors.create": VENDOR_VIEWS,
  "vendors.update": VENDOR_VIEWS,
  "vendors.delete": VENDOR_VIEWS,
  "vendors.bulkUpdate": VENDOR_VIEWS,
  "vendors.bulkDelete": VENDOR_VIEWS,
  "vendors.setOnboardingTask": VENDOR_VIEWS,
  "vendors.review": VENDOR_VIEWS,
  "vendors.startOffboarding": VENDOR_VIEWS,
  "vendors.completeOffboarding": VENDOR_VIEWS,
  "vendors.cancelOffboarding": VENDOR_VIEWS,
  "kpiBreaches.create": VENDOR_VIEWS,
  "kpiBreaches.resolve": VENDOR_VIEWS,
  "invoices.create": INVOICE_VIEWS,
  "invoices.update": INVOICE_VIEWS,
  "invoices.delete": INVOICE_VIEWS,
  // The caller's own notifications (read state, counts) and preferences (part of their settings).
  "notifications.markRead": ["notifications"],
  "notifications.markAllRead": ["notifications"],
  "notifications.updateSettings": ["notifications.settings", "users.settings", "auth.me"],
  // The sender may belong to the group told; the directory is the Admin's screen.
  "notifications.notifyStakeholders": ["notifications"],
  "notifications.addStakeholderMember": ["notifications.stakeholders"],
  "notifications.removeStakeholderMember": ["notifications.stakeholders"],
  // An export changes nothing on screen; its task is polled by the dialog.
  "vendorTransfer.export": ["tasks"],
  "riskAssessmentTransfer.export": ["tasks"],
  "contractTransfer.export": ["tasks"],
  // The assessment lists its evidence under each domain (the upload route's screen refreshes the same views).
  "riskAssessmentEvidence.delete": ["riskAssessments", "activity"],
  "riskAssessments.create": ASSESSMENT_VIEWS,
  "riskAssessments.update": ASSESSMENT_VIEWS,
  "riskAssessments.delete": ASSESSMENT_VIEWS,
  "riskAssessments.updateDomain": ASSESSMENT_VIEWS,
  "riskAssessments.reopen": ASSESSMENT_VIEWS,
  // Submitting sets the vendor's risk rating and tells the stakeholders (the bell).
  "riskAssessments.submit": [...ASSESSMENT_AND_VENDOR_VIEWS, "notifications"],
  "riskAssessments.bulkUpdate": [...ASSESSMENT_AND_VENDOR_VIEWS, "notifications"],
  // A contract made from a template adds one to the template's count of contracts.
  "contracts.create": [...CONTRACT_VIEWS, "contractTemplates"],
  "contracts.delete": [...CONTRACT_VIEWS, "contractTemplates"],
  "contracts.update": CONTRACT_VIEWS,
  "contracts.moveStage": CONTRACT_VIEWS,
  "contracts.approve": CONTRACT_VIEWS,
  "contracts.terminate": CONTRACT_VIEWS,
  // A document shows in the contract's detail (its documents) and the activity feed; the upload routes' screens
  // refresh the same views.
  "contractDocuments.update": ["contracts", "contractDocuments", "activity"],
  // A template shows in the Templates tab and, by name, on the contracts made from it.
  "contractTemplates.update": ["contractTemplates", "contracts"],
  "contractTemplates.delete": ["contractTemplates", "contracts"],
  // A policy shows in the Policies tab (cards, list, archived view, detail), by name and status in the procedures tab
  // and its alignment card, in the repository's policy compliance figure, and in the activity feed.
  "policies.create": ["policies", "procedures", "governanceDocuments", "activity", "deliverables"],
  "policies.update": ["policies", "procedures", "governanceDocuments", "activity", "deliverables"],
  "policies.moveStatus": ["policies", "procedures", "governanceDocuments", "activity", "deliverables"],
  "policies.archive": ["policies", "procedures", "governanceDocuments", "activity", "deliverables"],
  "policies.restore": ["policies", "procedures", "governanceDocuments", "activity", "deliverables"],
  "policies.bulkArchive": ["policies", "procedures", "governanceDocuments", "activity", "deliverables"],
  "policies.export": ["tasks"],
  "auditLogs.export": ["tasks"],
  // A procedure shows in the procedures tab, its alignment card and archived view, and on its policy's detail.
  "procedures.create": ["procedures", "policies"],
  "procedures.update": ["procedures", "policies"],
  "procedures.archive": ["procedures", "policies"],
  "procedures.restore": ["procedures", "policies"],
  // A committee's card, detail (members, meetings, decisions) and the charter card.
  "committees.create": ["committees", "deliverables"],
  "committees.update": ["committees", "deliverables"],
  "committees.delete": ["committees", "deliverables"],
  "committees.createMeeting": ["committees", "deliverables"],
  "committees.updateMeeting": ["committees", "deliverables"],
  "committees.cancelMeeting": ["committees", "deliverables"],
  "committees.recordDecision": ["committees"],
  // A request shows in the policy's panel and list, the people's own lists and their notifications; acknowledging, in
  // the same places.
  "policyAcknowledgements.request": ["policyAcknowledgements", "policies", "notifications"],
  "policyAcknowledgements.acknowledge": ["policyAcknowledgements", "policies", "notifications"],
  // The repository: a category's figures come from its documents, so every change refreshes the whole tab (cards,
  // documents, the summary); the file upload route's screen refreshes the same.
  "governanceDocuments.createCategory": ["governanceDocuments"],
  "governanceDocuments.updateCategory": ["governanceDocuments"],
  "governanceDocuments.create": ["governanceDocuments"],
  "governanceDocuments.update": ["governanceDocuments"],
  "governanceDocuments.archive": ["governanceDocuments"],
  // The wizard's drafts show in the user's draft list (the centre's Active tab); a submission adds the arrangement,
  // its vendor (found or created) and draft risk assessment, and the committee's notice.
  // The centre's summary counts the user's drafts.
  "workflowDrafts.save": ["workflowDrafts", "workflows.summary"],
  "workflowDrafts.delete": ["workflowDrafts", "workflows.summary"],
  "workflowDrafts.submit": ["workflowDrafts", "workflows", "riskAssessments", "vendors", "notifications", "activity"],
  // A workflow shows in the centre (tiles, instances, analytics, the committee tab) and the activity feed; reviews and
  // decisions notify the owner, and an approval moves the linked contract to its Approval stage.
  "workflows.create": WORKFLOW_VIEWS,
  "workflows.update": WORKFLOW_VIEWS,
  "workflows.delete": WORKFLOW_VIEWS,
  "workflows.reassign": [...WORKFLOW_VIEWS, "notifications"],
  "workflows.updateTimeline": WORKFLOW_VIEWS,
  "workflows.completeStep": WORKFLOW_VIEWS,
  "workflows.completeReview": [...WORKFLOW_VIEWS, "notifications"],
  "workflows.decide": [...WORKFLOW_VIEWS, "notifications", "contracts"],
  // A report, its schedule, its runs and the templates show on the reports screen (counters, the three tabs, the
  // runs history) and in the activity feed; a generation's end is a task, which the screen refreshes after itself.
  "reports.create": REPORT_VIEWS,
  "reports.update": REPORT_VIEWS,
  "reports.delete": REPORT_VIEWS,
  "reports.generate": REPORT_VIEWS,
  "reports.templates.create": REPORT_VIEWS,
  "reports.templates.update": REPORT_VIEWS,
  "reports.templates.archive": REPORT_VIEWS,
  "reports.scheduled.create": REPORT_VIEWS,
  "reports.scheduled.update": REPORT_VIEWS,
  "reports.scheduled.delete": REPORT_VIEWS,
  "reports.scheduled.runNow": REPORT_VIEWS,
  // A requirement's status shows in the register (its card and the summary counts) and the activity feed.
  "compliance.setStatus": ["compliance", "activity"],
  // The register's data shows on /register (every tab reads it), in the contract sheet's and the vendor record's
  // Register tabs, and in the activity feed.
  "register.entities.create": REGISTER_VIEWS,
  "register.entities.update": REGISTER_VIEWS,
  "register.entities.delete": REGISTER_VIEWS,
  "register.entities.import": REGISTER_VIEWS,
  "register.functions.create": REGISTER_VIEWS,
  "register.functions.update": REGISTER_VIEWS,
  "register.functions.delete": REGISTER_VIEWS,
  "register.functions.import": REGISTER_VIEWS,
  "register.contract.update": [...REGISTER_VIEWS, "contracts"],
  "register.vendor.update": [...REGISTER_VIEWS, "vendors"],
  // An export is a task: the screen polls it; a DORA export shows in the package history.
  "register.eba.export": ["tasks"],
  "register.dora.start": ["tasks", "register.dora"],
  // The dashboard calendar panel shows whether the caller has a feed; the audit row shows in the activity feed.
  "deliverables.createFeed": ["deliverables.feed", "activity"],
  "deliverables.revokeFeed": ["deliverables.feed", "activity"],
  // A tag shows in the tag lists and pickers, on every record carrying it and in the registers' tag filters.
  "tags.create": ["tags"],
  "tags.update": TAG_VIEWS,
  "tags.delete": TAG_VIEWS,
  "tags.assign": TAG_VIEWS,
  "tags.unassign": TAG_VIEWS,
  "comments.create": COMMENT_VIEWS,
  "comments.update": COMMENT_VIEWS,
  "comments.delete": COMMENT_VIEWS,
  // An endpoint, its state and its delivery log show on the Integrations screen (the webhooks router's queries).
  "webhooks.create": ["webhooks"],
  "webhooks.update": ["webhooks"],
  "webhooks.delete": ["webhooks"],
  "webhooks.enable": ["webhooks"],
  "webhooks.test": ["webhooks"],
  "webhooks.redeliver": ["webhooks"],
  "webhooks.updateSettings": ["webhooks.settings"],
  // The Operations screen's list of exports of everything shows the new one at once (then polls its task).
  "operations.exportAll": ["operations.exportAllList"],
  // Backups live in BACKUP_DIR: the list and the settings are one query; a restore's status is its own.
  "operations.runBackup": ["operations.backups"],
  "operations.saveBackupSettings": ["operations.backups"],
  "operations.deleteBackup": ["operations.backups"],
  "operations.restore": ["operations.restoreStatus"],
};

/** The query paths to refetch after the mutation at `path` ([] when it changes nothing a screen shows). */
export function refreshesAfter(path: string): readonly string[] {
  return REFRESH_AFTER[path] ?? [];
}
