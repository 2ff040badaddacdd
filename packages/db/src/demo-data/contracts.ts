// Data only: the demo contracts (the seed in ../demo/contracts.ts writes them through the plan in
// ../demo/contract-plan.ts). Each demo vendor has a main contract drawn from its own data (vendors.ts: its value,
// currency, status); the contracts below come on top, so the register shows every stage, status, type and currency.
// Changing a line changes the demo every `npm run db:seed` restores.
import type { Role } from "../roles.js";

export type DemoContractType =
  | "service_agreement"
  | "data_processing_agreement"
  | "sla"
  | "master_services_agreement"
  | "outsourcing_agreement"
  | "non_disclosure_agreement"
  | "software_licence"
  | "other";

export type DemoContractStage =
  | "initiation"
  | "drafting"
  | "negotiation"
  | "approval"
  | "execution"
  | "management"
  | "renewal_termination";

/** Where a demo contract stands. `approved` only at the approval stage; the others follow from the stage. */
export type DemoContractState =
  | { stage: "initiation" | "drafting" | "negotiation" }
  | { stage: "approval"; approved: boolean }
  | { stage: "execution" | "management" | "renewal_termination" }
  | { stage: "management"; expired: true }
  | { stage: "renewal_termination"; terminated: true };

export interface DemoExtraContract {
  /** Stable key: the contract's id is derived from it (with the vendor's name). */
  key: string;
  vendor: string;
  name: string;
  type: DemoContractType;
  value: number;
  /** The vendor's currency when absent. */
  currency?: string;
  state: DemoContractState;
  /** Days from today to the start and the end (null: open-ended). */
  startIn: number;
  endIn: number | null;
  autoRenewal?: { termMonths: number; noticeDays: number };
  owner: Role;
  /** A template it was drafted from (its key in DEMO_CONTRACT_TEMPLATES). */
  template?: string;
  description?: string;
}

/** Who owns demo contracts and who approves them: a Legal account, never the owner (approval rule). */
export const CONTRACT_OWNERS = { default: "Procurement", legal: "Legal" } as const satisfies Record<string, Role>;
export const CONTRACT_APPROVERS: Readonly<Record<"Procurement" | "Legal", Role>> = {
  Procurement: "Legal",
  Legal: "Legal Counsel",
};

export interface DemoTemplate {
  key: string;
  name: string;
  type: DemoContractType;
  description: string;
  /** Each version's file: PDF pages of text, or a plain text file. Oldest first. */
  versions: { filename: string; note: string; daysAgo: number; lines: string[] }[];
}

export const DEMO_CONTRACT_TEMPLATES: readonly DemoTemplate[] = [
  {
    key: "msa",
    name: "Master services agreement (bank standard)",
    type: "master_services_agreement",
    description: "The bank's standard terms for material outsourcing and ICT services (EBA GL/2019/02, DORA Art. 30).",
    versions: [
      {
        filename: "master-services-agreement-v1.pdf",
        note: "First issue",
        daysAgo: 540,
        lines: [
          "MASTER SERVICES AGREEMENT",
          "1. Services. The Supplier provides the services described in each Statement of Work.",
          "2. Service levels. Service levels and service credits are set out in Schedule 2.",
          "3. Audit. The Bank and its supervisors may audit the Supplier on reasonable notice.",
          "4. Subcontracting. Material subcontracting requires the Bank's prior written consent.",
          "5. Termination. Either party may terminate for material breach not remedied within 30 days.",
        ],
      },
      {
        filename: "master-services-agreement-v2.pdf",
        note: "DORA Article 30 clauses: ICT incident notice, exit assistance, access for supervisors",
        daysAgo: 120,
        lines: [
          "MASTER SERVICES AGREEMENT (DORA EDITION)",
          "1. Services. The Supplier provides the services described in each Statement of Work.",
          "2. Service levels. Quantitative and qualitative service levels are set out in Schedule 2.",
          "3. ICT incidents. The Supplier notifies the Bank of any major ICT incident within 4 hours.",
          "4. Audit and access. The Bank, its auditors and competent authorities have full access rights.",
          "5. Exit. The Supplier gives exit assistance for up to 12 months after termination.",
          "6. Termination. The Bank may terminate where the supervisor so requires.",
        ],
      },
    ],
  },
  {
    key: "dpa",
    name: "Data processing agreement (GDPR Article 28)",
    type: "data_processing_agreement",
    description: "Processor terms with the standard contractual clauses for transfers outside the EEA.",
    versions: [
      {
        filename: "data-processing-agreement.txt",
        note: "First issue",
        daysAgo: 400,
        lines: [
          "DATA PROCESSING AGREEMENT",
          "",
          "1. The Processor processes personal data only on the Controller's documented instructions.",
          "2. Persons authorised to process the data are bound by confidentiality.",
          "3. The Processor implements the security measures of Annex II.",
          "4. Sub-processors are engaged only with the Controller's prior written authorisation.",
          "5. Personal data breaches are notified to the Controller without undue delay, and within 24 hours.",
          "6. At the end of the services the Processor deletes or returns all personal data.",
        ],
      },
    ],
  },
];

export const DEMO_EXTRA_CONTRACTS: readonly DemoExtraContract[] = [
  {
    key: "dpa",
    vendor: "Stratus Harbour Cloud",
    name: "Data processing agreement — cloud hosting",
    type: "data_processing_agreement",
    value: 0,
    state: { stage: "management" },
    startIn: -700,
    endIn: null,
    owner: "Legal",
    template: "dpa",
  },
  {
    key: "licence-renewal",
    vendor: "Ledgerline Core Banking",
    name: "Core banking licence renewal",
    type: "software_licence",
    value: 10_200_000,
    state: { stage: "negotiation" },
    startIn: 150,
    endIn: 150 + 4 * 365,
    owner: "Procurement",
    template: "msa",
    description: "Second redline under negotiation: price escalator capped at CPI, exit assistance extended.",
  },
  {
    key: "sow-upgrade",
    vendor: "Kestrel Payments Technology",
    name: "Payments hub upgrade — statement of work",
    type: "service_agreement",
    value: 450_000,
    state: { stage: "approval", approved: false },
    startIn: 30,
    endIn: 30 + 270,
    owner: "Procurement",
  },
  {
    key: "previous",
    vendor: "Cardinal Card Processing",
    name: "Card processing agreement (previous terms)",
    type: "outsourcing_agreement",
    value: 4_900_000,
    state: { stage: "management", expired: true },
    startIn: -2400,
    endIn: -210,
    owner: "Procurement",
  },
  {
    key: "london-licence",
    vendor: "Quillon Market Data",
    name: "London equities feed licence",
    type: "software_licence",
    value: 85_000,
    currency: "GBP",
    state: { stage: "management", expired: true },
    startIn: -1135,
    endIn: -40,
    owner: "Procurement",
  },
  {
    key: "nda",
    vendor: "Halcyon Managed Security",
    name: "Mutual non-disclosure agreement",
    type: "non_disclosure_agreement",
    value: 0,
    state: { stage: "management" },
    startIn: -900,
    endIn: null,
    owner: "Legal",
  },
  {
    key: "french-service",
    vendor: "Lumiere Contact Centre",
    name: "Contact centre — French-language service extension",
    type: "outsourcing_agreement",
    value: 600_000,
    state: { stage: "approval", approved: true },
    startIn: 45,
    endIn: 45 + 730,
    owner: "Procurement",
    template: "msa",
  },
  {
    key: "mobile-sow",
    vendor: "Saffron Software Engineering",
    name: "Mobile squad — statement of work",
    type: "service_agreement",
    value: 400_000,
    state: { stage: "execution" },
    startIn: -5,
    endIn: 360,
    owner: "Procurement",
  },
  {
    key: "telephony",
    vendor: "Pinecrest Telecom Networks",
    name: "Legacy telephony maintenance",
    type: "service_agreement",
    value: 90_000,
    state: { stage: "renewal_termination", terminated: true },
    startIn: -1500,
    endIn: 230,
    owner: "Procurement",
    description: "Terminated for convenience when the branch telephony moved to the new WAN contract.",
  },
  {
    key: "sla",
    vendor: "Fennick ATM Services",
    name: "ATM availability service level agreement",
    type: "sla",
    value: 0,
    state: { stage: "management" },
    startIn: -340,
    endIn: 45,
    autoRenewal: { termMonths: 12, noticeDays: 30 },
    owner: "Procurement",
  },
  {
    key: "guarding",
    vendor: "Castlemere Facilities",
    name: "Zurich branch guarding",
    type: "service_agreement",
    value: 75_000,
    currency: "CHF",
    state: { stage: "initiation" },
    startIn: 90,
    endIn: 90 + 365,
    owner: "Procurement",
  },
  {
    key: "hosting-addendum",
    vendor: "Marlowe Treasury Systems",
    name: "Treasury system hosting addendum",
    type: "other",
    value: 220_000,
    state: { stage: "approval", approved: false },
    startIn: 20,
    endIn: 20 + 1095,
    owner: "Legal",
  },
  {
    key: "pilot",
    vendor: "Glasshouse Data Warehouse",
    name: "Analytics platform pilot",
    type: "service_agreement",
    value: 50_000,
    state: { stage: "management", expired: true },
    startIn: -600,
    endIn: -420,
    owner: "Procurement",
  },
  {
    key: "archiving",
    vendor: "Solenne Cloud Email",
    name: "Email archiving add-on",
    type: "software_licence",
    value: 40_000,
    state: { stage: "drafting" },
    startIn: 60,
    endIn: 60 + 730,
    owner: "Procurement",
    template: "msa",
  },
];

/** The words the main contracts carry, by the vendor's criticality and country. */
export const CONTRACT_TEXT = {
  governingLaw: { GB: "England and Wales", IE: "Ireland", NL: "the Netherlands", DE: "Germany", FR: "France" },
  defaultLaw: "England and Wales",
  terminationRights:
    "For material breach not remedied within 30 days, on the supervisor's request, or for convenience on 6 months' notice.",
  exitPlan: "Exit plan tested yearly: data returned in open formats, 12 months' exit assistance, a named alternative.",
  terminationReason: "Services no longer needed after the move to the new provider.",
  approvalNote: "Terms within the bank's standard; legal review complete.",
} as const;
