import { activityRouter } from "./activity/router.js";
import { analyticsRouter } from "./analytics/router.js";
import { riskAssessmentTransferRouter } from "./assessment-transfer/router.js";
import { auditChainRouter } from "./audit/chain-router.js";
import { auditLogsRouter } from "./audit/router.js";
import { authRouter } from "./auth/router.js";
import { commentsRouter } from "./comments/router.js";
import { complianceRouter } from "./compliance/router.js";
import { contractTransferRouter } from "./contract-transfer/router.js";
import { contractDocumentsRouter } from "./contracts/documents-router.js";
import { contractsRouter } from "./contracts/router.js";
import { contractTemplatesRouter } from "./contracts/templates-router.js";
import { deliverablesRouter } from "./dashboard/calendar/router.js";
import { dashboardRouter } from "./dashboard/router.js";
import { demoRequestsRouter } from "./demo-requests/router.js";
import { policyAcknowledgementsRouter } from "./governance/acknowledgements/router.js";
import { committeesRouter } from "./governance/committees/router.js";
import { governanceDocumentsRouter } from "./governance/documents/router.js";
import { policiesRouter } from "./governance/policies/router.js";
import { proceduresRouter } from "./governance/procedures/router.js";
import { invoicesRouter } from "./invoices/router.js";
import { kpiBreachesRouter } from "./kpi-breaches/router.js";
import { notificationsRouter } from "./notifications/router.js";
import { operationsRouter } from "./operations/router.js";
import { registerRouter } from "./register/router.js";
import { reportsRouter } from "./reports/router.js";
import { riskAssessmentEvidenceRouter } from "./risk-assessments/evidence-router.js";
import { riskAssessmentsRouter } from "./risk-assessments/router.js";
import { searchRouter } from "./search/router.js";
import { settingsRouter } from "./settings/router.js";
import { systemRouter } from "./system/router.js";
import { tagsRouter } from "./tags/router.js";
import { tasksRouter } from "./tasks/router.js";
import { router } from "./trpc.js";
import { usersRouter } from "./users/router.js";
import { vendorTransferRouter } from "./vendor-transfer/router.js";
import { vendorsRouter } from "./vendors/router.js";
import { webhooksRouter } from "./webhooks/router.js";
import { workflowDraftsRouter } from "./workflows/drafts/router.js";
import { workflowsRouter } from "./workflows/router.js";

export const appRouter = router({
  auth: authRouter,
  users: usersRouter,
  auditLogs: auditLogsRouter,
  auditChain: auditChainRouter,
  activity: activityRouter,
  system: systemRouter,
  operations: operationsRouter,
  demoRequests: demoRequestsRouter,
  vendors: vendorsRouter,
  kpiBreaches: kpiBreachesRouter,
  invoices: invoicesRouter,
  vendorTransfer: vendorTransferRouter,
  tasks: tasksRouter,
  settings: settingsRouter,
  notifications: notificationsRouter,
  contracts: contractsRouter,
  contractDocuments: contractDocumentsRouter,
  contractTemplates: contractTemplatesRouter,
  contractTransfer: contractTransferRouter,
  riskAssessmentEvidence: riskAssessmentEvidenceRouter,
  riskAssessments: riskAssessmentsRouter,
  riskAssessmentTransfer: riskAssessmentTransferRouter,
  policies: policiesRouter,
  policyAcknowledgements: policyAcknowledgementsRouter,
  procedures: proceduresRouter,
  committees: committeesRouter,
  governanceDocuments: governanceDocumentsRouter,
  workflowDrafts: workflowDraftsRouter,
  workflows: workflowsRouter,
  comments: commentsRouter,
  analytics: analyticsRouter,
  reports: reportsRouter,
  compliance: complianceRouter,
  register: registerRouter,
  webhooks: webhooksRouter,
  tags: tagsRouter,
  search: searchRouter,
  deliverables: deliverablesRouter,
  dashboard: dashboardRouter,
});

export type AppRouter = typeof appRouter;
