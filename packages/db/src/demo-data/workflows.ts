// Data only: the demo workflows (issue 16). New outsourcing arrangements at every step of their template — reviews
// under way, some overdue, one waiting for the Outsourcing Oversight Committee with all seven prerequisites done,
// one deferred, one approved, one rejected — the other four types, and wizard drafts of the demo users. The figures
// each arrangement declares (classification, dependency, step, status) are the ones packages/api's rules.ts gives
// for its answers, reviews and decision: packages/api/src/workflows/demo-seed.test.ts checks them.
import type { Role } from "../roles.js";
import type { DemoLevel } from "./types.js";

export type DemoReviewKind = "it" | "compliance" | "risk" | "operations" | "legal" | "finance" | "contract_draft";
export type DemoOutsourcingStep =
  | "risk_assessment_in_progress"
  | "vendor_due_diligence"
  | "contract_negotiation"
  | "committee_approval"
  | "contract_execution";
export type DemoContractStage = "drafting" | "negotiation" | "approval" | "execution" | "management";

export interface DemoArrangement {
  key: string;
  name: string;
  /** A demo vendor's name. */
  vendor: string;
  owner: Role;
  startDaysAgo: number;
  /** Days from the start to the target date (90 by default, 001 §9). */
  targetDays?: number;
  businessUnit: string;
  recipient: string;
  legalEntity: string;
  jurisdiction: string;
  description: string;
  /** The four answers in questions.ts order (recurrent, ownFunction, notExcluded, bundle): Y or N. */
  outsourcing: string;
  /** The fifteen answers q1…q15, one digit each. */
  materiality: string;
  classification: "critical" | "material" | "non_material";
  dependency: Exclude<DemoLevel, "critical">;
  /** The prerequisites done, in the order they were done. */
  reviews: DemoReviewKind[];
  currentStep: DemoOutsourcingStep;
  status: "initiation" | "pending" | "approved" | "deferred" | "rejected";
  decision?: {
    decision: "approved" | "deferred" | "rejected";
    daysAgo: number;
    by: Role;
    reason: string | null;
    /** Deferred: the expected review date, days from today. */
    deferralDays?: number;
  };
  /** Link the vendor's contract at one of these stages (the contract draft review needs one at Drafting or later). */
  contractStages?: DemoContractStage[];
}

/**
 * Who sets each prerequisite in the demo (docs/WORKFLOWS.md: the operations review is the owner's). Compliance and
 * Legal rather than the Compliance Officer and Legal Counsel, who sit on the Outsourcing Oversight Committee: a
 * reviewer may not decide (four eyes), and so the committee keeps members who may.
 */
export const DEMO_REVIEWERS: Readonly<Record<Exclude<DemoReviewKind, "operations">, Role>> = {
  it: "IT Security",
  compliance: "Compliance",
  risk: "Risk Manager",
  legal: "Legal",
  finance: "Finance Manager",
  contract_draft: "Legal",
};

export const DEMO_REVIEW_COMMENTS: Readonly<Record<DemoReviewKind, string>> = {
  it: "Security questionnaire, SOC 2 Type II report and penetration test summary reviewed; no open critical findings.",
  compliance: "EBA outsourcing clauses, notification to the supervisor and the outsourcing register entry checked.",
  risk: "Linked risk assessment completed and reviewed; residual risk within appetite with the agreed mitigations.",
  operations: "Service levels, exit plan and the business continuity arrangements agreed with the business.",
  legal: "Audit and access rights, sub-outsourcing conditions, termination rights and governing law agreed.",
  finance: "Budget approved; pricing benchmarked against two alternative providers.",
  contract_draft: "Contract draft on record with the outsourcing clauses; ready for the committee.",
};

const ALL: DemoReviewKind[] = ["risk", "it", "compliance", "operations", "finance", "legal", "contract_draft"];

export const DEMO_ARRANGEMENTS: readonly DemoArrangement[] = [
  {
    key: "ostara-index",
    name: "Index calculation and benchmark data",
    vendor: "Ostara Index Analytics",
    owner: "Business User",
    startDaysAgo: 3,
    businessUnit: "Asset Management",
    recipient: "Asset Management division\nIndex products desk",
    legalEntity: "Northbank Asset Management S.A.",
    jurisdiction: "LU",
    description:
      "The provider calculates and publishes the daily values of our three proprietary equity indices, including " +
      "corporate action handling and the end-of-day benchmark files our funds are priced on.",
    outsourcing: "YYYN",
    materiality: "332223212322212",
    classification: "material",
    dependency: "medium",
    reviews: [],
    currentStep: "risk_assessment_in_progress",
    status: "initiation",
  },
  {
    key: "tessera-acquiring",
    name: "E-commerce merchant acquiring",
    vendor: "Tessera Acquiring Services",
    owner: "Business User",
    startDaysAgo: 104,
    businessUnit: "Payments",
    recipient: "Payments division\nMerchant services",
    legalEntity: "Northbank AG",
    jurisdiction: "DE",
    description:
      "Authorisation, clearing and settlement of card payments taken by our e-commerce merchants, with chargeback " +
      "handling and the daily settlement files that feed our merchant accounts.",
    outsourcing: "YYYY",
    materiality: "454343343322334",
    classification: "critical",
    dependency: "high",
    reviews: ["it", "compliance"],
    currentStep: "risk_assessment_in_progress",
    status: "initiation",
  },
  {
    key: "ironbridge-fraud",
    name: "Real-time card fraud scoring",
    vendor: "Ironbridge Fraud Analytics",
    owner: "Admin",
    startDaysAgo: 20,
    businessUnit: "Financial Crime",
    recipient: "Financial Crime Prevention\nCard fraud team",
    legalEntity: "Northbank AG",
    jurisdiction: "DE",
    description:
      "Scoring of every card authorisation for fraud in real time, with the case management screens our analysts " +
      "use to review alerts and the monthly model performance reports.",
    outsourcing: "YYYN",
    materiality: "433332323233223",
    classification: "material",
    dependency: "medium",
    reviews: ["operations"],
    currentStep: "risk_assessment_in_progress",
    status: "initiation",
  },
  {
    key: "paywell-payroll",
    name: "Group payroll processing",
    vendor: "Paywell Payroll Bureau",
    owner: "Business User",
    startDaysAgo: 96,
    businessUnit: "Human Resources",
    recipient: "Group HR\nPayroll services",
    legalEntity: "Northbank AG",
    jurisdiction: "DE",
    description:
      "Monthly payroll for all group employees in Germany and Luxembourg: gross-to-net calculation, payslips, " +
      "statutory filings to tax and social security authorities and the payment files.",
    outsourcing: "YYYN",
    materiality: "212221131211111",
    classification: "non_material",
    dependency: "medium",
    reviews: ["risk", "it", "compliance"],
    currentStep: "vendor_due_diligence",
    status: "initiation",
  },
  {
    key: "halcyon-soc",
    name: "Managed security operations centre",
    vendor: "Halcyon Managed Security",
    owner: "Business User",
    startDaysAgo: 34,
    businessUnit: "Technology",
    recipient: "Chief Information Security Office\nSecurity operations",
    legalEntity: "Northbank AG",
    jurisdiction: "DE",
    description:
      "Round-the-clock monitoring of our security event logs, triage and escalation of incidents, threat " +
      "intelligence feeds and the first response to confirmed intrusions on our network.",
    outsourcing: "YYYN",
    materiality: "444333343333333",
    classification: "critical",
    dependency: "medium",
    reviews: ["risk"],
    currentStep: "vendor_due_diligence",
    status: "initiation",
  },
  {
    key: "greyfriars-archive",
    name: "Physical and digital document archiving",
    vendor: "Greyfriars Document Archiving",
    owner: "Business User",
    startDaysAgo: 118,
    businessUnit: "Operations",
    recipient: "Central Operations\nRecords management",
    legalEntity: "Northbank AG",
    jurisdiction: "DE",
    description:
      "Storage, indexing and retrieval of our customer files and contracts, scanning of incoming paper, and the " +
      "certified destruction of records at the end of their retention period.",
    outsourcing: "YYYN",
    materiality: "111210101211010",
    classification: "non_material",
    dependency: "medium",
    reviews: ["risk", "it", "compliance", "operations", "finance"],
    currentStep: "contract_negotiation",
    status: "initiation",
  },
  {
    key: "castlemere-facilities",
    name: "Branch facilities management",
    vendor: "Castlemere Facilities",
    owner: "Admin",
    startDaysAgo: 48,
    businessUnit: "Real Estate",
    recipient: "Corporate Real Estate\nBranch network",
    legalEntity: "Northbank AG",
    jurisdiction: "DE",
    description:
      "Maintenance of our forty branches: building services, access control systems, cash room security doors and " +
      "the on-call service for failures outside opening hours.",
    outsourcing: "YNYY",
    materiality: "121041101210101",
    classification: "material",
    dependency: "medium",
    reviews: ["risk", "it", "compliance", "finance", "operations", "legal"],
    currentStep: "contract_negotiation",
    status: "initiation",
  },
  {
    key: "ledgerline-core",
    name: "Core banking platform hosting",
    vendor: "Ledgerline Core Banking",
    owner: "Business User",
    startDaysAgo: 62,
    businessUnit: "Technology",
    recipient: "Group Technology\nCore banking",
    legalEntity: "Northbank AG",
    jurisdiction: "DE",
    description:
      "Hosting and operation of our core banking platform as a managed service: accounts, deposits, loans and the " +
      "general ledger, with disaster recovery in a second data centre and quarterly upgrades.",
    outsourcing: "YYYY",
    materiality: "545444343434343",
    classification: "critical",
    dependency: "high",
    reviews: ALL,
    currentStep: "committee_approval",
    status: "pending",
    contractStages: ["drafting", "negotiation"],
  },
  {
    key: "solenne-email",
    name: "Cloud e-mail and collaboration",
    vendor: "Solenne Cloud Email",
    owner: "Business User",
    startDaysAgo: 75,
    businessUnit: "Technology",
    recipient: "Group Technology\nWorkplace services",
    legalEntity: "Northbank AG",
    jurisdiction: "DE",
    description:
      "E-mail, calendars and document collaboration for all staff as a cloud service, with archiving for " +
      "regulatory retention and the e-discovery tools our compliance team uses.",
    outsourcing: "YYYN",
    materiality: "333233222322232",
    classification: "material",
    dependency: "medium",
    reviews: ALL,
    currentStep: "committee_approval",
    status: "deferred",
    decision: {
      decision: "deferred",
      daysAgo: 6,
      by: "Compliance Officer",
      reason: "Data residency of the backup copies to be confirmed in writing before the committee decides.",
      deferralDays: 21,
    },
    contractStages: ["drafting"],
  },
  {
    key: "lumiere-contact",
    name: "Customer contact centre",
    vendor: "Lumiere Contact Centre",
    owner: "Business User",
    startDaysAgo: 88,
    businessUnit: "Retail Banking",
    recipient: "Retail Banking\nCustomer service",
    legalEntity: "Northbank AG",
    jurisdiction: "DE",
    description:
      "First-line telephone and chat support for retail customers: balance enquiries, card blocking, complaints " +
      "intake and appointment booking, in German, French and English, seven days a week.",
    outsourcing: "YYYN",
    materiality: "333333233232323",
    classification: "material",
    dependency: "medium",
    reviews: ALL,
    currentStep: "contract_execution",
    status: "approved",
    decision: { decision: "approved", daysAgo: 5, by: "Legal Counsel", reason: null },
    contractStages: ["approval"],
  },
  {
    key: "glasshouse-warehouse",
    name: "Customer data warehouse",
    vendor: "Glasshouse Data Warehouse",
    owner: "Business User",
    startDaysAgo: 110,
    businessUnit: "Data Office",
    recipient: "Chief Data Office\nAnalytics",
    legalEntity: "Northbank AG",
    jurisdiction: "DE",
    description:
      "A hosted data warehouse holding the full history of customer accounts and transactions for reporting, " +
      "analytics and the regulatory returns, loaded nightly from our source systems.",
    outsourcing: "YYYY",
    materiality: "343353443443334",
    classification: "critical",
    dependency: "high",
    reviews: ALL,
    currentStep: "committee_approval",
    status: "rejected",
    decision: {
      decision: "rejected",
      daysAgo: 12,
      by: "Compliance Officer",
      reason: "Critical residual risk: customer data would be processed outside the EEA without adequate safeguards.",
    },
    contractStages: ["management", "execution", "approval", "negotiation", "drafting"],
  },
];

export type DemoOtherType = "contract_renewal" | "risk_assessment" | "vendor_onboarding" | "vendor_offboarding";

export interface DemoOtherWorkflow {
  key: string;
  type: DemoOtherType;
  name: string;
  vendor: string;
  owner: Role;
  startDaysAgo: number;
  targetDays: number;
  businessUnit: string;
  justification: string;
  /** A step key of the type's template (rules.ts WORKFLOW_TEMPLATES). */
  currentStep: string;
  status: "in_progress" | "completed" | "cancelled";
  /** Completed or cancelled: how many days ago. */
  closedDaysAgo?: number;
}

export const DEMO_OTHER_WORKFLOWS: readonly DemoOtherWorkflow[] = [
  {
    key: "renewal-cardinal",
    type: "contract_renewal",
    name: "Card processing master agreement renewal",
    vendor: "Cardinal Card Processing",
    owner: "Business User",
    startDaysAgo: 70,
    targetDays: 60,
    businessUnit: "Payments",
    justification: "The master agreement ends in four months; the service is critical and has no ready substitute.",
    currentStep: "risk_reassessment",
    status: "in_progress",
  },
  {
    key: "renewal-bluefjord",
    type: "contract_renewal",
    name: "Backup services renewal",
    vendor: "Bluefjord Backup",
    owner: "Business User",
    startDaysAgo: 8,
    targetDays: 90,
    businessUnit: "Technology",
    justification: "Renew for two years with the new immutable backup tier.",
    currentStep: "performance_review",
    status: "in_progress",
  },
  {
    key: "renewal-castlemere",
    type: "contract_renewal",
    name: "Cleaning services renewal",
    vendor: "Castlemere Facilities",
    owner: "Admin",
    startDaysAgo: 40,
    targetDays: 60,
    businessUnit: "Real Estate",
    justification: "Folded into the branch facilities management arrangement instead.",
    currentStep: "performance_review",
    status: "cancelled",
    closedDaysAgo: 30,
  },
  {
    key: "reassess-stratus",
    type: "risk_assessment",
    name: "Annual reassessment of the cloud platform",
    vendor: "Stratus Harbour Cloud",
    owner: "Business User",
    startDaysAgo: 50,
    targetDays: 30,
    businessUnit: "Technology",
    justification: "Annual review of a critical ICT third-party service provider (DORA).",
    currentStep: "review_signoff",
    status: "completed",
    closedDaysAgo: 24,
  },
  {
    key: "reassess-corvid",
    type: "risk_assessment",
    name: "Triggered review after the print outage",
    vendor: "Corvid Print & Mail",
    owner: "Business User",
    startDaysAgo: 15,
    targetDays: 25,
    businessUnit: "Operations",
    justification: "Statement printing stopped for two days; the review checks the recovery arrangements.",
    currentStep: "evidence_collection",
    status: "in_progress",
  },
  {
    key: "onboard-alder",
    type: "vendor_onboarding",
    name: "Onboarding of the recruitment agency",
    vendor: "Alder & Finch Recruitment",
    owner: "Business User",
    startDaysAgo: 12,
    targetDays: 45,
    businessUnit: "Human Resources",
    justification: "Graduate recruitment campaign for next year.",
    currentStep: "due_diligence",
    status: "in_progress",
  },
  {
    key: "onboard-tamsin",
    type: "vendor_onboarding",
    name: "Onboarding of the translation provider",
    vendor: "Tamsin Translation Services",
    owner: "Admin",
    startDaysAgo: 52,
    targetDays: 30,
    businessUnit: "Marketing",
    justification: "Customer communications in French and Luxembourgish.",
    currentStep: "intake",
    status: "in_progress",
  },
  {
    key: "exit-arcadia",
    type: "vendor_offboarding",
    name: "Exit from the debt recovery agency",
    vendor: "Arcadia Debt Recovery",
    owner: "Business User",
    startDaysAgo: 30,
    targetDays: 90,
    businessUnit: "Collections",
    justification: "Collections brought back in house; files and data to be returned.",
    currentStep: "data_return",
    status: "in_progress",
  },
  {
    key: "exit-evergreen",
    type: "vendor_offboarding",
    name: "Exit from the office cleaning contract",
    vendor: "Evergreen Office Cleaning",
    owner: "Business User",
    startDaysAgo: 140,
    targetDays: 60,
    businessUnit: "Real Estate",
    justification: "Replaced by the branch facilities provider.",
    currentStep: "closure",
    status: "completed",
    closedDaysAgo: 85,
  },
];

/** The steps of the four other types (the same keys as rules.ts WORKFLOW_TEMPLATES, checked by the test). */
export const DEMO_OTHER_STEPS: Readonly<Record<DemoOtherType, readonly string[]>> = {
  contract_renewal: [
    "renewal_initiation",
    "performance_review",
    "risk_reassessment",
    "renegotiation",
    "renewal_approval",
    "renewal_execution",
  ],
  risk_assessment: ["scoping", "evidence_collection", "domain_scoring", "review_signoff"],
  vendor_onboarding: ["intake", "due_diligence", "security_review", "contracting", "go_live"],
  vendor_offboarding: ["exit_plan", "data_return", "access_revocation", "final_settlement", "closure"],
};

export interface DemoDraft {
  key: string;
  owner: Role;
  savedDaysAgo: number;
  recipient: string;
  provider: string;
  /** A demo vendor's name, when the provider was chosen from the register. */
  vendor?: string;
  description: string;
  /** As many answers as given (the wizard keeps partial lists). */
  outsourcing: string;
  materiality: string;
  currentStep: string;
}

export const DEMO_DRAFTS: readonly DemoDraft[] = [
  {
    key: "business-user-kyc",
    owner: "Business User",
    savedDaysAgo: 1,
    recipient: "Retail Banking\nOnboarding",
    provider: "Veritrace Identity Data\nAmsterdam, Netherlands",
    vendor: "Veritrace Identity Data",
    description:
      "Identity verification of new retail customers opening accounts online: document checks, liveness " +
      "detection and the screening results we keep for the customer due diligence file.",
    outsourcing: "YYY",
    materiality: "",
    currentStep: "Step 4",
  },
  {
    key: "business-user-print",
    owner: "Business User",
    savedDaysAgo: 9,
    recipient: "Operations\nCustomer correspondence",
    provider: "Northgate Print Services\nLeeds, United Kingdom",
    description: "",
    outsourcing: "",
    materiality: "",
    currentStep: "Step 2",
  },
  {
    key: "admin-treasury",
    owner: "Admin",
    savedDaysAgo: 3,
    recipient: "Treasury\nLiquidity management",
    provider: "Marlowe Treasury Systems\nLondon, United Kingdom",
    vendor: "Marlowe Treasury Systems",
    description:
      "Hosting and operation of the treasury management system: cash positions, liquidity forecasts, the " +
      "intraday liquidity reports and the payment instructions to the central bank.",
    outsourcing: "YYYN",
    materiality: "4434433",
    currentStep: "Step 5",
  },
];
