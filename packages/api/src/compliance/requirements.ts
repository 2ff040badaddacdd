// The compliance catalogue (issue 17; 000 §7 /api/compliance/requirements): the obligations the platform tracks from
// the EBA Guidelines on outsourcing arrangements (EBA/GL/2019/02) and the Digital Operational Resilience Act
// (Regulation (EU) 2022/2554, "DORA"), each with the records that evidence it. The words are the product's own
// summary, not the legal text. Pure and browser-safe; the figures are counted live by evidence.ts. docs/COMPLIANCE.md.

export const COMPLIANCE_SOURCES = {
  "eba-gl-2019-02": "EBA Guidelines on outsourcing arrangements (EBA/GL/2019/02)",
  dora: "Digital Operational Resilience Act (Regulation (EU) 2022/2554)",
} as const;
export type ComplianceSource = keyof typeof COMPLIANCE_SOURCES;

/**
 * The live figures a requirement's evidence is counted from (evidence.ts computes each from the tables). Every
 * figure is a count of records; a share is one figure "of" another.
 */
export const EVIDENCE_METRICS = {
  outsourcingPolicies: "Approved or active policies on outsourcing (EBA/GL/2019/02 or outsourcing in the name)",
  ictPolicies: "Approved or active policies on ICT third-party risk (DORA or ICT in the name or framework)",
  arrangements: "Outsourcing arrangements in the register (new outsourcing workflows, not cancelled)",
  arrangementsClassified: "Arrangements with a materiality classification",
  criticalArrangements: "Arrangements classified critical",
  arrangementsAssessed: "Arrangements whose linked risk assessment is completed",
  arrangementsDecided: "Arrangements the committee approved or rejected",
  activeCommittees: "Active committees",
  providers: "Service providers in the register (vendors not offboarded)",
  providersWithLei: "Service providers with a Legal Entity Identifier",
  providersAssessed: "Service providers with a current completed risk assessment",
  providersReviewed: "Service providers reviewed in the last 12 months",
  completedAssessments: "Service providers' latest completed risk assessments",
  concentrationAssessed: "Latest completed assessments that score concentration and systemic risk",
  criticalContracts: "Live contracts supporting a critical or important function",
  criticalContractsComplete: "Of those, contracts with every required clause recorded",
  contractsWithDataLocation: "Of those, contracts recording where data is stored and processed",
  contractsWithTermination: "Of those, contracts recording termination rights",
  contractsWithExitPlan: "Of those, contracts with an exit plan",
  kpiBreachesTracked: "KPI breaches recorded in the last 12 months",
  openKpiBreaches: "KPI breaches still open",
} as const;
export type EvidenceMetric = keyof typeof EVIDENCE_METRICS;

/** One line of evidence: a count, or a count out of another (coverage). */
export interface EvidenceLine {
  metric: EvidenceMetric;
  of?: EvidenceMetric;
}

export interface ComplianceRequirement {
  key: string;
  source: ComplianceSource;
  /** Where in the source: section, guideline, article, paragraph. */
  reference: string;
  title: string;
  /** What it asks, in the product's words. */
  asks: string;
  evidence: readonly EvidenceLine[];
}

export const COMPLIANCE_REQUIREMENTS: readonly ComplianceRequirement[] = [
  {
    key: "eba-gl-2019-02/outsourcing-policy",
    source: "eba-gl-2019-02",
    reference: "Section 8, paragraphs 41–44",
    title: "Written outsourcing policy",
    asks: "The management body approves, and reviews regularly, a written policy covering every stage of an outsourcing arrangement: planning, risk assessment and due diligence, contracting, oversight and exit.",
    evidence: [{ metric: "outsourcingPolicies" }],
  },
  {
    key: "eba-gl-2019-02/critical-functions",
    source: "eba-gl-2019-02",
    reference: "Guideline 4, paragraphs 29–31",
    title: "Critical or important functions identified",
    asks: "Each arrangement is assessed for whether it supports a critical or important function, weighing the effect of a failure on the institution, its clients, its compliance and its resilience.",
    evidence: [{ metric: "arrangementsClassified", of: "arrangements" }, { metric: "criticalArrangements" }],
  },
  {
    key: "eba-gl-2019-02/register",
    source: "eba-gl-2019-02",
    reference: "Section 11, paragraphs 52–55",
    title: "Register of outsourcing arrangements",
    asks: "A register of every arrangement is kept up to date: dates, the function, the provider and its identifiers, locations of service and data, criticality and, for critical ones, the approving body and assessments.",
    evidence: [{ metric: "arrangements" }, { metric: "providersWithLei", of: "providers" }],
  },
  {
    key: "eba-gl-2019-02/approval",
    source: "eba-gl-2019-02",
    reference: "Paragraph 55(c); Section 12",
    title: "Decision by the approving body",
    asks: "An arrangement is decided by the body with the authority to do so, after its analysis, and the decision is recorded with the arrangement.",
    evidence: [{ metric: "arrangementsDecided", of: "arrangements" }, { metric: "activeCommittees" }],
  },
  {
    key: "eba-gl-2019-02/risk-assessment",
    source: "eba-gl-2019-02",
    reference: "Section 12.2, paragraphs 63–68",
    title: "Risk assessment before outsourcing",
    asks: "Before entering an arrangement the institution assesses its risks: operational and concentration risk, the sub-outsourcing chain, the provider's location and the protection of data.",
    evidence: [{ metric: "arrangementsAssessed", of: "arrangements" }],
  },
  {
    key: "eba-gl-2019-02/due-diligence",
    source: "eba-gl-2019-02",
    reference: "Section 12.3, paragraphs 69–73",
    title: "Due diligence on the service provider",
    asks: "The provider's ability, capacity, resources, reputation and financial standing are checked before selection and kept current.",
    evidence: [{ metric: "providersAssessed", of: "providers" }],
  },
  {
    key: "eba-gl-2019-02/contract",
    source: "eba-gl-2019-02",
    reference: "Section 13, paragraph 75",
    title: "Written agreement with the required terms",
    asks: "An arrangement for a critical or important function has a written agreement that sets out at least the governing law, notice periods, locations of service and data, termination rights and the terms of exit.",
    evidence: [
      { metric: "criticalContractsComplete", of: "criticalContracts" },
      { metric: "contractsWithDataLocation", of: "criticalContracts" },
    ],
  },
  {
    key: "eba-gl-2019-02/termination",
    source: "eba-gl-2019-02",
    reference: "Section 13.4, paragraphs 98–99",
    title: "Termination rights",
    asks: "The agreement lets the institution terminate it, at least on a breach, on impediments to performance, on material changes and on weaknesses in the handling of data, and supports the transfer of the function.",
    evidence: [{ metric: "contractsWithTermination", of: "criticalContracts" }],
  },
  {
    key: "eba-gl-2019-02/monitoring",
    source: "eba-gl-2019-02",
    reference: "Section 14, paragraphs 100–104",
    title: "Oversight of outsourced functions",
    asks: "The provider's performance is monitored on a risk basis, with service levels and key indicators reviewed regularly and shortcomings acted on.",
    evidence: [
      { metric: "providersReviewed", of: "providers" },
      { metric: "kpiBreachesTracked" },
      { metric: "openKpiBreaches" },
    ],
  },
  {
    key: "eba-gl-2019-02/exit",
    source: "eba-gl-2019-02",
    reference: "Section 15, paragraphs 106–108",
    title: "Exit strategies",
    asks: "For a critical or important function there is a documented and tested exit plan, so the function can move to another provider or back in-house without undue disruption.",
    evidence: [{ metric: "contractsWithExitPlan", of: "criticalContracts" }],
  },
  {
    key: "dora/art-28-2",
    source: "dora",
    reference: "Article 28(2)",
    title: "Strategy on ICT third-party risk",
    asks: "The management body adopts, and reviews, a strategy and policy on the use of ICT services provided by third parties, in particular those supporting critical or important functions.",
    evidence: [{ metric: "ictPolicies" }],
  },
  {
    key: "dora/art-28-3",
    source: "dora",
    reference: "Article 28(3)",
    title: "Register of information",
    asks: "A register of information on every contractual arrangement for ICT services is kept at entity level and made available to the competent authority on request, with the providers identified (LEI first).",
    evidence: [{ metric: "arrangements" }, { metric: "providersWithLei", of: "providers" }],
  },
  {
    key: "dora/art-28-4",
    source: "dora",
    reference: "Article 28(4)",
    title: "Assessment before contracting",
    asks: "Before a contract is signed the institution assesses whether it covers a critical or important function, identifies and assesses the risks, and performs due diligence on the provider.",
    evidence: [
      { metric: "arrangementsAssessed", of: "arrangements" },
      { metric: "providersAssessed", of: "providers" },
    ],
  },
  {
    key: "dora/art-28-8",
    source: "dora",
    reference: "Article 28(8)",
    title: "Exit strategies for critical ICT services",
    asks: "For ICT services supporting critical or important functions there are exit strategies that are documented, tested and reviewed, with alternative solutions and transition plans.",
    evidence: [{ metric: "contractsWithExitPlan", of: "criticalContracts" }],
  },
  {
    key: "dora/art-29",
    source: "dora",
    reference: "Article 29",
    title: "ICT concentration risk",
    asks: "Before contracting for a critical or important function the institution considers whether the arrangement leads to concentration on one provider or on closely connected providers.",
    evidence: [{ metric: "concentrationAssessed", of: "completedAssessments" }],
  },
  {
    key: "dora/art-30",
    source: "dora",
    reference: "Article 30(2)–(3)",
    title: "Key contractual provisions",
    asks: "ICT contracts state the service, the locations of service and data, data protection, termination rights and notice periods; for critical or important functions also exit terms and transition periods.",
    evidence: [{ metric: "criticalContractsComplete", of: "criticalContracts" }],
  },
];

export const COMPLIANCE_REQUIREMENT_KEYS = COMPLIANCE_REQUIREMENTS.map((r) => r.key) as [string, ...string[]];

export function findRequirement(key: string): ComplianceRequirement | undefined {
  return COMPLIANCE_REQUIREMENTS.find((r) => r.key === key);
}

/** Where the organisation stands on a requirement (ComplianceRequirementStatus.status); no row is not assessed. */
export const COMPLIANCE_STATUSES = [
  "not_assessed",
  "compliant",
  "partially_compliant",
  "non_compliant",
  "not_applicable",
] as const;
export type ComplianceStatusValue = (typeof COMPLIANCE_STATUSES)[number];

export const COMPLIANCE_STATUS_NAMES: Record<ComplianceStatusValue, string> = {
  not_assessed: "Not assessed",
  compliant: "Compliant",
  partially_compliant: "Partially compliant",
  non_compliant: "Non-compliant",
  not_applicable: "Not applicable",
};

/** The kinds of record a status's evidence may name (each checked to exist when the status is set). */
export const EVIDENCE_KINDS = ["policy", "procedure", "contract", "workflow", "risk-assessment", "vendor"] as const;
export type EvidenceKind = (typeof EVIDENCE_KINDS)[number];
