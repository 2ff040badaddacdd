// The demo contracts as a plan (no database): a main contract per demo vendor that follows the vendor's lifecycle
// (signed for vendors in service, in the early stages for vendors onboarding, terminated for the offboarded one) and
// the extra contracts of ../demo-data/contracts.ts, each with its history (./contract-history.ts). Dates are relative
// to today, so the same day gives the same plan.
import {
  CONTRACT_APPROVERS,
  DEMO_EXTRA_CONTRACTS,
  type DemoContractStage,
  type DemoContractState,
  type DemoContractType,
  type DemoExtraContract,
} from "../demo-data/contracts.js";
import type { DemoVendor } from "../demo-data/types.js";
import { addDays } from "../utc-days.js";
import { addMonthsUtc } from "./assessment-rules.js";
import {
  at,
  between,
  type ContractPlanVendor,
  DEMO_CONTRACT_STAGES,
  demoContractStatus,
  history,
  type PlannedContract,
} from "./contract-history.js";

export {
  type ContractPlanVendor,
  DEMO_CONTRACT_STAGES,
  type DemoContractStatus,
  demoContractStatus,
  type PlannedContract,
  type PlannedEvent,
} from "./contract-history.js";

function mainType(demo: DemoVendor): DemoContractType {
  const kind = demo.businessType;
  if (/cloud hosting|colocation|data centre/i.test(kind)) return "master_services_agreement";
  if (/outsourc|payroll|contact centre|printing|cash in transit|cleaning|facilities|collections/i.test(kind)) {
    return "outsourcing_agreement";
  }
  if (/software|system|saas|platform|app\b|hub/i.test(kind)) return "software_licence";
  return "service_agreement";
}

const TYPE_WORDS: Record<DemoContractType, string> = {
  service_agreement: "service agreement",
  data_processing_agreement: "data processing agreement",
  sla: "service level agreement",
  master_services_agreement: "master services agreement",
  outsourcing_agreement: "outsourcing agreement",
  non_disclosure_agreement: "non-disclosure agreement",
  software_licence: "software licence",
  other: "agreement",
};

/** Where the vendors still onboarding stand, in their order in the register. */
const ONBOARDING_STATES: readonly DemoContractState[] = [
  { stage: "approval", approved: true },
  { stage: "negotiation" },
  { stage: "drafting" },
  { stage: "approval", approved: false },
  { stage: "negotiation" },
  { stage: "initiation" },
  { stage: "approval", approved: true },
];

const LEGAL_OWNED = /legal counsel/i;

function finish(c: Omit<PlannedContract, "events" | "status">, state: DemoContractState, today: Date): PlannedContract {
  const approved = "approved" in state ? state.approved : DEMO_CONTRACT_STAGES.indexOf(state.stage) >= 4;
  const status = demoContractStatus({
    stage: state.stage,
    approved,
    expired: "expired" in state,
    terminated: "terminated" in state,
  });
  const full = { ...c, status };
  return { ...full, events: history(full, today) };
}

function approvalDay(createdAt: Date, signedAt: Date | null, today: Date) {
  return signedAt
    ? between(createdAt, signedAt, 0.875)
    : between(between(createdAt, addDays(today, -1), 0.75), today, 0.5);
}

/** `onboarding`: the vendor's position among those still onboarding (which early stage its contract is at). */
function mainContract(
  v: ContractPlanVendor,
  onboarding: number,
  extras: readonly DemoExtraContract[],
  today: Date,
): PlannedContract {
  const { demo, index } = v;
  const currency = demo.currency ?? "USD";
  const type = mainType(demo);
  // The vendor's value is the sum of its executed contracts: the main one carries what the extras do not.
  const executedExtras = extras
    .filter((e) => e.vendor === demo.name && (e.currency ?? currency) === currency)
    .filter(
      (e) => !("expired" in e.state) && !("terminated" in e.state) && DEMO_CONTRACT_STAGES.indexOf(e.state.stage) >= 4,
    )
    .reduce((sum, e) => sum + e.value, 0);
  const owner = LEGAL_OWNED.test(demo.businessType) ? "Legal" : "Procurement";
  const createdAt = addDays(v.onboardingStartedAt, 2);
  const base = {
    key: "main",
    vendor: v,
    name: `${demo.services[0]} — ${TYPE_WORDS[type]}`,
    type,
    value: demo.contractValue - executedExtras,
    currency,
    riskLevel: demo.criticality,
    owner,
    createdAt,
    template: null,
    description: null,
  } as const;
  if (demo.status === "onboarding") {
    const state = ONBOARDING_STATES[onboarding % ONBOARDING_STATES.length]!;
    const startDate = addDays(today, 30 + (index % 4) * 15);
    const approved = "approved" in state && state.approved;
    return finish(
      {
        ...base,
        startDate,
        endDate: addMonthsUtc(startDate, 36),
        stage: state.stage,
        autoRenewal: null,
        approvedAt: approved ? approvalDay(createdAt, null, today) : null,
        signedAt: null,
        expiredAt: null,
        terminatedAt: null,
        nextReviewDate: null,
        template: index % 2 === 0 ? "msa" : null,
      },
      state,
      today,
    );
  }
  const signedAt = addDays(v.activatedAt ?? addDays(createdAt, 40), -3);
  const startDate = addDays(signedAt, 3);
  if (demo.status === "offboarded") {
    const terminatedAt = v.offboardedAt ?? addDays(today, -115);
    return finish(
      {
        ...base,
        startDate,
        endDate: addMonthsUtc(startDate, 60),
        stage: "renewal_termination",
        autoRenewal: null,
        approvedAt: approvalDay(createdAt, signedAt, today),
        signedAt,
        expiredAt: null,
        terminatedAt,
        nextReviewDate: null,
      },
      { stage: "renewal_termination", terminated: true },
      today,
    );
  }
  let endDate: Date | null;
  let autoRenewal: PlannedContract["autoRenewal"] = null;
  let stage: DemoContractStage = "management";
  if (demo.status === "offboarding") {
    endDate = addDays(today, 20);
    stage = "renewal_termination";
  } else if (index % 6 === 2) {
    // Expiring within 30 days.
    endDate = addDays(today, 6 + (index % 23));
    if (index % 12 === 2) stage = "renewal_termination";
  } else if (index % 6 === 4) {
    // Renewing automatically, the notice deadline within the next three weeks.
    autoRenewal = { termMonths: 12, noticeDays: demo.criticality === "critical" ? 90 : 60 };
    endDate = addDays(today, autoRenewal.noticeDays + 4 + (index % 20));
  } else if (index % 9 === 0) {
    endDate = null;
  } else {
    endDate = addDays(today, 120 + ((index * 37) % 900));
  }
  return finish(
    {
      ...base,
      startDate,
      endDate,
      stage,
      autoRenewal,
      approvedAt: approvalDay(createdAt, signedAt, today),
      signedAt,
      expiredAt: null,
      terminatedAt: null,
      nextReviewDate: addDays(today, 20 + ((index * 53) % 300)),
    },
    { stage },
    today,
  );
}

function extraContract(e: DemoExtraContract, v: ContractPlanVendor, today: Date): PlannedContract {
  const startDate = addDays(today, e.startIn);
  const endDate = e.endIn === null ? null : addDays(today, e.endIn);
  const signed = DEMO_CONTRACT_STAGES.indexOf(e.state.stage) >= 4;
  const signedAt = signed ? addDays(startDate, -5) : null;
  const createdAt = signedAt ? addDays(signedAt, -60) : addDays(today, -40);
  const approved = signed || ("approved" in e.state && e.state.approved);
  const terminatedAt = "terminated" in e.state ? addDays(today, -300) : null;
  return finish(
    {
      key: e.key,
      vendor: v,
      name: e.name,
      type: e.type,
      value: e.value,
      currency: e.currency ?? v.demo.currency ?? "USD",
      startDate,
      endDate,
      stage: e.state.stage,
      riskLevel: v.demo.criticality,
      autoRenewal: e.autoRenewal ?? null,
      owner: e.owner === "Legal" ? "Legal" : "Procurement",
      approvedAt: approved ? approvalDay(createdAt, signedAt, terminatedAt ?? today) : null,
      signedAt,
      expiredAt: "expired" in e.state && endDate ? at(addDays(endDate, 1), -30) : null,
      terminatedAt,
      createdAt,
      nextReviewDate: signed && !("expired" in e.state) && !terminatedAt ? addDays(today, 90) : null,
      template: e.template ?? null,
      description: e.description ?? null,
    },
    e.state,
    today,
  );
}

/** Every demo contract of the vendors given (those the vendor seed wrote), main ones first. */
export function planDemoContracts(vendors: readonly ContractPlanVendor[], today: Date): PlannedContract[] {
  const onboarding = vendors.filter((v) => v.demo.status === "onboarding");
  const mains = vendors.map((v) => mainContract(v, onboarding.indexOf(v), DEMO_EXTRA_CONTRACTS, today));
  const extras = DEMO_EXTRA_CONTRACTS.flatMap((e) => {
    const vendor = vendors.find((v) => v.demo.name === e.vendor);
    return vendor ? [extraContract(e, vendor, today)] : [];
  });
  return [...mains, ...extras];
}

/** Who approves a contract of this owner: a Legal account who is not the owner. */
export const approverOf = (owner: PlannedContract["owner"]) => CONTRACT_APPROVERS[owner];
