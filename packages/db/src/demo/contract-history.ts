// The demo contracts' shapes and histories (no database): the stages, the status rule of
// packages/api/src/contracts/rules.ts (contractStatus, copied because @tprm/api depends on this package; a test in
// packages/api holds the copy) and the history a contract's stage implies — created, one stage at a time, approved by
// a Legal account who is not the owner, renewed, expired, terminated. ./contract-plan.ts plans the contracts.
import { CONTRACT_TEXT, type DemoContractStage, type DemoContractType } from "../demo-data/contracts.js";
import type { DemoLevel, DemoVendor } from "../demo-data/types.js";
import { addDays } from "../utc-days.js";
import { addMonthsUtc } from "./assessment-rules.js";

export const DEMO_CONTRACT_STAGES: readonly DemoContractStage[] = [
  "initiation",
  "drafting",
  "negotiation",
  "approval",
  "execution",
  "management",
  "renewal_termination",
];
export type DemoContractStatus = "draft" | "under_review" | "approved" | "executed" | "expired" | "terminated";

/** rules.ts contractStatus: terminated > expired > signed (execution on) > approved > at approval > draft. */
export function demoContractStatus(f: {
  stage: DemoContractStage;
  approved: boolean;
  expired: boolean;
  terminated: boolean;
}): DemoContractStatus {
  if (f.terminated) return "terminated";
  if (f.expired) return "expired";
  if (DEMO_CONTRACT_STAGES.indexOf(f.stage) >= DEMO_CONTRACT_STAGES.indexOf("execution")) return "executed";
  if (f.approved) return "approved";
  return f.stage === "approval" ? "under_review" : "draft";
}

export interface ContractPlanVendor {
  index: number;
  id: string;
  demo: DemoVendor;
  onboardingStartedAt: Date;
  activatedAt: Date | null;
  offboardedAt: Date | null;
}

export interface PlannedEvent {
  kind: "created" | "stage_moved" | "approved" | "renewed" | "expired" | "terminated";
  fromStage: DemoContractStage | null;
  toStage: DemoContractStage | null;
  note: string | null;
  actor: "owner" | "approver" | null;
  at: Date;
}

export interface PlannedContract {
  /** Unique per vendor: the demo id is derived from it. */
  key: string;
  vendor: ContractPlanVendor;
  name: string;
  type: DemoContractType;
  value: number;
  currency: string;
  startDate: Date;
  endDate: Date | null;
  stage: DemoContractStage;
  status: DemoContractStatus;
  riskLevel: DemoLevel;
  autoRenewal: { termMonths: number; noticeDays: number } | null;
  owner: "Procurement" | "Legal";
  approvedAt: Date | null;
  signedAt: Date | null;
  expiredAt: Date | null;
  terminatedAt: Date | null;
  createdAt: Date;
  nextReviewDate: Date | null;
  template: string | null;
  description: string | null;
  events: PlannedEvent[];
}

const DAY_MS = 86_400_000;
/** Working hours: events at 09:00 UTC plus a few minutes per step, so a history reads in order. */
export const at = (day: Date, step = 0) => new Date(day.getTime() + 9 * 3_600_000 + step * 7 * 60_000);
/** The whole day `part` of the way from one day to another. */
export const between = (from: Date, to: Date, part: number) =>
  new Date(Math.round((from.getTime() + (to.getTime() - from.getTime()) * part) / DAY_MS) * DAY_MS);

/** The history of a contract from its creation to where it stands. */
export function history(c: Omit<PlannedContract, "events">, today: Date): PlannedEvent[] {
  const events: PlannedEvent[] = [
    { kind: "created", fromStage: null, toStage: "initiation", note: null, actor: "owner", at: at(c.createdAt) },
  ];
  const target = DEMO_CONTRACT_STAGES.indexOf(c.stage);
  // Before signature the stages are spread evenly up to the signature (or up to yesterday for unsigned contracts).
  const until = c.signedAt ?? addDays(today, -1);
  const unsignedSteps = Math.min(target, 3);
  for (let i = 1; i <= target; i += 1) {
    const stage = DEMO_CONTRACT_STAGES[i]!;
    let when: Date;
    if (i <= 3) when = between(c.createdAt, until, c.signedAt ? i / 4 : i / (unsignedSteps + 1));
    else if (stage === "execution") when = c.signedAt!;
    else if (stage === "management") when = addDays(c.signedAt!, 7);
    else when = addDays(c.terminatedAt ?? today, -10);
    events.push({
      kind: "stage_moved",
      fromStage: DEMO_CONTRACT_STAGES[i - 1]!,
      toStage: stage,
      note: null,
      actor: "owner",
      at: at(when, i),
    });
    if (stage === "approval" && c.approvedAt) {
      events.push({
        kind: "approved",
        fromStage: null,
        toStage: null,
        note: CONTRACT_TEXT.approvalNote,
        actor: "approver",
        at: at(c.approvedAt, 9),
      });
    }
  }
  if (c.autoRenewal && c.endDate) {
    // Each past renewal happened the day after the end date then in force.
    const renewals: Date[] = [];
    for (let n = 1; ; n += 1) {
      const previousEnd = addMonthsUtc(c.endDate, -c.autoRenewal.termMonths * n);
      if (previousEnd <= addDays(c.startDate, 180)) break;
      renewals.unshift(addDays(previousEnd, 1));
    }
    for (const day of renewals) {
      events.push({
        kind: "renewed",
        fromStage: null,
        toStage: null,
        note: "Renewed automatically for 1 term",
        actor: null,
        at: at(day, -60),
      });
    }
  }
  if (c.expiredAt)
    events.push({ kind: "expired", fromStage: null, toStage: null, note: null, actor: null, at: c.expiredAt });
  if (c.terminatedAt) {
    events.push({
      kind: "terminated",
      fromStage: null,
      toStage: null,
      note: CONTRACT_TEXT.terminationReason,
      actor: "owner",
      at: at(c.terminatedAt, 12),
    });
  }
  return events.sort((a, b) => a.at.getTime() - b.at.getTime());
}
