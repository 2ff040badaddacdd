// Data only: what the demo risk assessments are made of (the seed in ../demo/risk-assessments.ts draws from it with
// the seeded generator). Scores run 0–10 where 10 is the most risk. Texts are what the cards and the detail show.
import type { Role } from "../roles.js";
import type { DemoLevel } from "./types.js";

/** The seed of the assessments' own draws, apart from the vendor histories' so neither shifts the other. */
export const ASSESSMENT_RANDOM_SEED = 20_261_125;

/** Who leads an assessment: the Risk Manager, or for some the technology or vendor-management lead. */
export const ASSESSMENT_LEAD_ROLES = {
  default: "Risk Manager",
  technology: "IT Security",
  vendorManagement: "Vendor Manager",
} as const satisfies Record<string, Role>;

/** The assessing team is drawn from these roles (each domain's specialists). */
export const ASSESSMENT_TEAM_ROLES: readonly Role[] = [
  "IT Security",
  "Compliance Officer",
  "Finance Manager",
  "Vendor Manager",
  "Legal Counsel",
];

/** Who reopens a completed assessment (only a Risk Manager may). */
export const ASSESSMENT_REOPENER: Role = "Risk Manager";

/** The starting point of a vendor's domain scores by criticality; vendors under review add WEAK_EXTRA_RISK. */
export const BASE_RISK: Readonly<Record<DemoLevel, number>> = { low: 1.5, medium: 3, high: 4.5, critical: 5.5 };
export const WEAK_EXTRA_RISK = 3.2;

/**
 * Where each lifecycle vendor's latest completed assessment puts its next review, by the vendor's position in the
 * register (cycled): overdue, due within 30, 60 or 90 days, or later. So the dashboard's buckets all have vendors.
 */
export const REVIEW_BUCKET_CYCLE = ["overdue", 30, 60, 90, "later"] as const;

/** Businesses whose assessments the technology lead runs (matched on the vendor's business type). */
export const TECHNOLOGY_BUSINESS = /cloud|software|data|security|network|backup|saas|penetration|mobile|platform/i;

/** One note per domain and risk level: what the assessor found. */
export const DOMAIN_NOTES: Readonly<Record<string, Readonly<Record<DemoLevel, string>>>> = {
  vendorFinancialResilience: {
    low: "Audited accounts unqualified; net cash positive and revenue diversified. No dependency on our fees.",
    medium: "Profitable but leveraged after the last acquisition; covenant headroom adequate. Monitor the rating.",
    high: "Two years of losses; going-concern note in the latest accounts. Parent guarantee requested.",
    critical: "Liquidity below three months of costs; refinancing not agreed. Contingency supplier to be lined up.",
  },
  itBusinessContinuity: {
    low: "ISO 27001 and SOC 2 Type II current; DR test passed within RTO of 4 hours. No open critical findings.",
    medium: "SOC 2 report has two exceptions on access reviews; DR test met RTO but missed the RPO by 20 minutes.",
    high: "Pen test found unremediated high findings; DR not tested this year. DORA ICT risk clauses missing.",
    critical: "Major incident in the period with 9 hours of outage; no tested recovery plan for our service.",
  },
  complianceLegal: {
    low: "Contract holds the EBA outsourcing clauses (audit, access, sub-outsourcing). DPA and SCCs in place.",
    medium: "Audit and access rights agreed; the incident-reporting timeline is 72 hours, not the 24 we need.",
    high: "Regulator's right of access missing from the contract; DPA outdated. Legal redraft under way.",
    critical: "Personal data processed outside the agreed countries without a transfer mechanism. Escalated to DPO.",
  },
  tprmSubcontracting: {
    low: "Two material subcontractors, both disclosed and assessed; flow-down of our clauses confirmed.",
    medium: "One new subcontractor notified late; its security assessment is pending.",
    high: "Chain of four subcontractors, two not disclosed before use. Prior-approval clause not respected.",
    critical: "Critical service sub-outsourced offshore without notice; we cannot monitor the chain.",
  },
  concentrationSystem: {
    low: "Service readily substitutable; several alternative providers in the market.",
    medium: "Provider also serves two of our other critical functions; substitution would take about six months.",
    high: "Single provider for a critical function with no warm alternative; a large share of the sector uses it.",
    critical: "Systemic provider: outage would stop a critical function and hit peers at the same time.",
  },
  reputationalStrategic: {
    low: "No adverse media; provider's strategy aligned with ours.",
    medium: "Some adverse media on customer service; product roadmap diverging from our needs.",
    high: "Public enforcement action against the provider last year; change of ownership announced.",
    critical: "Ongoing public scandal involving the provider; customers associate it with our brand.",
  },
  exitStrategyTermination: {
    low: "Exit plan documented and tested in a desk exercise; data return format agreed.",
    medium: "Exit plan written but not tested; transition assistance limited to three months.",
    high: "No exit plan for this service; proprietary data formats make migration slow.",
    critical: "No exit route within the regulator's expected time; termination would stop the service.",
  },
  countryGeopolitical: {
    low: "Service delivered from the UK and the EU; stable legal environment.",
    medium: "Support team partly offshore; data stays in the EU.",
    high: "Delivery centre in a country with elevated political risk; local data access laws are broad.",
    critical: "Delivery centre in a jurisdiction under new sanctions; continuity of service uncertain.",
  },
  esgAndAML: {
    low: "Sanctions, PEP and adverse media screening clear; published climate targets.",
    medium: "Screening clear; modern slavery statement out of date.",
    high: "Beneficial owner linked to a PEP; enhanced due diligence opened.",
    critical: "Ownership chain includes a sanctioned party's associate; relationship suspended pending review.",
  },
};

/** The assessment's recommendations, by overall risk. */
export const RECOMMENDATIONS: Readonly<Record<DemoLevel, string>> = {
  low: "Keep the standard monitoring: annual attestation and the next reassessment on schedule.",
  medium:
    "Track the open findings at the quarterly service review; confirm remediation evidence before the next reassessment.",
  high: "Agree a dated remediation plan with the vendor; report progress monthly to the Outsourcing Committee.",
  critical:
    "Escalate to the Outsourcing Committee and the CRO; prepare the exit plan for activation and restrict new business.",
};

/** The mitigation plan, by overall risk. */
export const MITIGATION_PLANS: Readonly<Record<DemoLevel, string>> = {
  low: "No specific actions; controls operating as expected.",
  medium: "Vendor to close the access-review exceptions within 90 days; we re-test the DR evidence at the next review.",
  high: "1. Contract addendum with the EBA clauses (Legal, 60 days). 2. Remediation of pen test findings (vendor, 45 days). 3. Exit plan drafted and tested (Vendor Manager, 120 days).",
  critical:
    "1. Weekly calls with the vendor's executive sponsor. 2. Contingency provider contracted for the critical path. 3. Exit plan activated if milestones slip by 30 days.",
};

/** A comment on the assessment (some have none). */
export const ASSESSMENT_COMMENTS: readonly string[] = [
  "On-site visit held with the vendor's CISO and service manager.",
  "Evidence collected through the due diligence questionnaire and the vendor's trust portal.",
  "Scores agreed with the business owner at the assessment close-out meeting.",
  "Remote assessment; the vendor supplied the SOC 2 bridge letter on request.",
];

/** Why a triggered assessment was started (vendors under review). */
export const TRIGGER_COMMENT = "Triggered by repeated KPI breaches and the vendor being placed under review.";

/** Why a Risk Manager reopened a submitted assessment. */
export const REOPEN_REASONS: readonly string[] = [
  "The vendor sent a new SOC 2 report after submission; IT continuity must be scored again.",
  "Business owner disputes the concentration score: the alternative provider was not considered.",
  "Submitted before Legal had reviewed the contract addendum; compliance notes to be completed.",
];
