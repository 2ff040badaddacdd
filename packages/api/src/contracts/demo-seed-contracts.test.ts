// The demo seed (packages/db) cannot import these rules (this package depends on it, not the reverse), so it derives
// the demo contracts' status with a copy of contractStatus. This test holds the copy to the rule, and replays each
// demo contract's history through the lifecycle rules: every move one the server would allow, every approval too.
import { DEMO_CONTRACT_STAGES, DEMO_VENDORS, demoContractStatus, planDemoContracts } from "@tprm/db/demo";
import { describe, expect, it } from "vitest";
import {
  approvalRefusal,
  CONTRACT_STAGES,
  type ContractStatusValue,
  contractStatus,
  stageMoveRefusal,
} from "./rules.js";

const today = new Date("2026-11-25T00:00:00.000Z");
const day = (offset: number) => new Date(today.getTime() + offset * 86_400_000);

describe("the demo seed's copy of the contract status rule", () => {
  it("has the same stages and gives the same status for every combination of facts", () => {
    expect(DEMO_CONTRACT_STAGES).toEqual(CONTRACT_STAGES);
    for (const stage of CONTRACT_STAGES) {
      for (const approved of [false, true]) {
        for (const expired of [false, true]) {
          for (const terminated of [false, true]) {
            const facts = { stage, approved, expired, terminated };
            expect(demoContractStatus(facts), JSON.stringify(facts)).toBe(contractStatus(facts));
          }
        }
      }
    }
  });

  it("plans histories the lifecycle rules allow, move by move", () => {
    const vendors = DEMO_VENDORS.map((demo, index) => ({
      index,
      id: `vendor-${index}`,
      demo,
      onboardingStartedAt: day(-(1450 - index * 33)),
      activatedAt: demo.status === "onboarding" ? null : day(-(1400 - index * 33)),
      offboardedAt: demo.status === "offboarded" ? day(-115) : null,
    }));
    for (const c of planDemoContracts(vendors, today)) {
      let stage: (typeof CONTRACT_STAGES)[number] = "initiation";
      let approved = false;
      const status = (): ContractStatusValue => contractStatus({ stage, approved, expired: false, terminated: false });
      for (const e of c.events) {
        if (e.kind === "stage_moved") {
          expect(stageMoveRefusal(stage, e.toStage!, { approved, status: status() }), c.name).toBeNull();
          stage = e.toStage!;
        } else if (e.kind === "approved") {
          const refusal = approvalRefusal({ stage, approved, status: status(), ownerId: "owner", approverId: "legal" });
          expect(refusal, c.name).toBeNull();
          approved = true;
        }
      }
      expect(stage, c.name).toBe(c.stage);
      expect(
        contractStatus({ stage, approved, expired: c.expiredAt !== null, terminated: c.terminatedAt !== null }),
        c.name,
      ).toBe(c.status);
    }
  });
});
