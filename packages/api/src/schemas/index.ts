/** Schemas and pure rules the web app may import (no server code behind this entry). */

export {
  AGREEMENT_EFFECTIVE_DATE,
  AGREEMENT_VERSION,
  LOGIN_MESSAGES,
  PASSWORD_RESET_MESSAGE,
} from "../auth/constants.js";
export { type Pagination, paginationInput } from "../lib/pagination.js";
export * from "./account.js";
export * from "./activity.js";
export * from "./analytics.js";
export * from "./audit.js";
export * from "./auth.js";
export * from "./comments.js";
export * from "./compliance.js";
export * from "./contract-files.js";
export * from "./contracts.js";
export * from "./dashboard.js";
export * from "./demo-request.js";
export * from "./fields.js";
export * from "./governance-acknowledgements.js";
export * from "./governance-committees.js";
export * from "./governance-documents.js";
export * from "./governance-files.js";
export * from "./governance-policies.js";
export * from "./governance-procedures.js";
export * from "./invoices.js";
export * from "./kpi-breaches.js";
export * from "./notifications.js";
export * from "./output.js";
export * from "./profile.js";
export * from "./register.js";
export * from "./register-reports.js";
export * from "./report-outputs.js";
export * from "./reports.js";
export * from "./risk-assessment-evidence.js";
export * from "./risk-assessments.js";
export * from "./search.js";
export * from "./settings.js";
export * from "./system.js";
export * from "./tags.js";
export * from "./tasks.js";
export * from "./two-factor.js";
export * from "./users.js";
export * from "./vendor-record.js";
export * from "./vendors.js";
export * from "./webhooks.js";
export * from "./workflows.js";
