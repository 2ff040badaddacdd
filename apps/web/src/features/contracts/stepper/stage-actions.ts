import { allows, CONTRACT_ACCESS } from "@tprm/api/permissions";
import {
  CONTRACT_STAGES,
  type ContractStageValue,
  type ContractStatusValue,
  isClosed,
  stageIndex,
} from "@tprm/api/schemas";

export interface StageFacts {
  stage: ContractStageValue;
  status: ContractStatusValue;
  approved: boolean;
  owner: { id: string } | null;
}

export interface StageActions {
  /** The role may move stages and the contract is still running. */
  canMove: boolean;
  /** The next stage, null at the last one. */
  next: ContractStageValue | null;
  /** Why the next stage is refused (Execution needs the approval), null when it is open. */
  nextBlocked: "needs_approval" | null;
  /** The earlier stages a move back may go to, first to last. */
  back: ContractStageValue[];
  /** Approve is offered: an approver, not the owner, at Approval, not yet approved. */
  approve: boolean;
  /** An approver who owns the contract: the button is hidden and the reason said instead. */
  ownerMayNotApprove: boolean;
  /** At Approval, not approved yet, and this role cannot approve: someone else will. */
  awaitingApproval: boolean;
}

/** What the Draft Contract tab offers on a contract, by the rules the server applies (contracts/rules.ts). */
export function stageActions(c: StageFacts, me: { id: string; role: string | null } | null | undefined): StageActions {
  const closed = isClosed(c.status);
  const index = stageIndex(c.stage);
  const next = CONTRACT_STAGES[index + 1] ?? null;
  const approver = allows(me?.role, CONTRACT_ACCESS.approve);
  const pending = !closed && c.stage === "approval" && !c.approved;
  const owner = me != null && c.owner?.id === me.id;
  return {
    canMove: allows(me?.role, CONTRACT_ACCESS.edit) && !closed,
    next,
    nextBlocked: next === "execution" && !c.approved ? "needs_approval" : null,
    back: CONTRACT_STAGES.slice(0, index),
    approve: approver && pending && !owner,
    ownerMayNotApprove: approver && pending && owner,
    awaitingApproval: pending && !approver,
  };
}
