// `@tprm/db/demo`: the demo data `npm run db:seed` writes (and `npm start` on an empty database). The accounts
// (seedDemoUsers) can be seeded on their own; the vendor register (seedDemoVendors) needs them first, and the risk
// assessments (seedDemoRiskAssessments) and the contracts (seedDemoContracts) need both. The data itself is in
// ../demo-data/.
export { DEMO_PROFILES } from "../demo-data/profiles.js";
export { DEMO_REGISTER_ENTITIES, DEMO_REGISTER_ERROR, DEMO_REGISTER_FUNCTIONS } from "../demo-data/register.js";
export { REGISTER_CODES, registerCodesUsed } from "../demo-data/register-codes.js";
export { REGISTER_FIXTURE_ERROR } from "../demo-data/register-fixture.js";
export type { DemoLevel, DemoProfile, DemoVendor } from "../demo-data/types.js";
export { DEMO_VENDORS } from "../demo-data/vendors.js";
export {
  DEMO_ARRANGEMENTS,
  DEMO_DRAFTS,
  DEMO_OTHER_STEPS,
  DEMO_OTHER_WORKFLOWS,
  DEMO_REVIEWERS,
  type DemoArrangement,
} from "../demo-data/workflows.js";
export {
  DEMO_EMAIL_DOMAIN,
  DEMO_PASSWORD,
  type DemoAccount,
  demoEmailFor,
  demoName,
  seedDemoUsers,
} from "./accounts.js";
export {
  addMonthsUtc,
  DEMO_ASSESSMENT_DOMAINS,
  DEMO_DOMAIN_WEIGHTS,
  DEMO_REVIEW_INTERVAL_MONTHS,
  demoAssessmentReference,
  demoNextReviewDate,
  demoRiskLevel,
  demoWeightedScore,
} from "./assessment-rules.js";
export { demoPdf, demoText } from "./contract-files.js";
export {
  DEMO_CONTRACT_STAGES,
  type DemoContractStatus,
  demoContractStatus,
  type PlannedContract,
  planDemoContracts,
} from "./contract-plan.js";
export { type DemoContractSummary, seedDemoContracts } from "./contracts.js";
export { type DemoGovernanceSummary, seedDemoGovernance } from "./governance.js";
export { type DemoAcknowledgementSummary, seedDemoAcknowledgements } from "./governance-acknowledgements.js";
export { demoId, demoLei } from "./ids.js";
export {
  DEMO_REGISTER_IDS,
  type DemoRegisterSummary,
  demoRegisterError,
  seedDemoRegister,
} from "./register.js";
export { REGISTER_FIXTURE_IDS, type RegisterFixture, seedRegisterFixture } from "./register-fixture.js";
export { entityLei } from "./register-write.js";
export { type DemoAssessmentSummary, seedDemoRiskAssessments } from "./risk-assessments.js";
export { type DemoVendorSummary, seedDemoVendors } from "./vendors.js";
export { type DemoWorkflowSummary, seedDemoWorkflows } from "./workflows.js";
