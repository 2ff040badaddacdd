// The plan of the demo contracts (no database): every status and stage, several types and currencies, contracts
// ending soon and notice deadlines near, histories that move one stage at a time, executed contracts that add up to
// each vendor's value, and real files.
import { describe, expect, it } from "vitest";
import { demoPdf, demoText } from "../src/demo/contract-files.js";
import { type ContractPlanVendor, DEMO_CONTRACT_STAGES, planDemoContracts } from "../src/demo/contract-plan.js";
import { CONTRACT_APPROVERS } from "../src/demo-data/contracts.js";
import { DEMO_VENDORS } from "../src/demo-data/vendors.js";
import { addDays } from "../src/utc-days.js";

const today = new Date("2026-11-25T00:00:00.000Z");
const days = (to: Date) => Math.round((to.getTime() - today.getTime()) / 86_400_000);

/** The vendors as the vendor seed leaves them: onboarding started years ago, in service some weeks later. */
function vendors(): ContractPlanVendor[] {
  return DEMO_VENDORS.map((demo, index) => {
    const onboardingStartedAt = addDays(today, -(1450 - index * 33));
    const inService = demo.status !== "onboarding";
    return {
      index,
      id: `vendor-${index}`,
      demo,
      onboardingStartedAt,
      activatedAt: inService ? addDays(onboardingStartedAt, 50) : null,
      offboardedAt: demo.status === "offboarded" ? addDays(today, -115) : null,
    };
  });
}

describe("the demo contracts", () => {
  const plan = planDemoContracts(vendors(), today);

  it("cover every status and stage, several types and currencies", () => {
    const statuses = new Set(plan.map((c) => c.status));
    for (const status of ["draft", "under_review", "approved", "executed", "expired", "terminated"]) {
      expect(statuses.has(status as never), status).toBe(true);
    }
    expect(new Set(plan.map((c) => c.stage))).toEqual(new Set(DEMO_CONTRACT_STAGES));
    expect(new Set(plan.map((c) => c.type)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(plan.map((c) => c.currency))).toEqual(new Set(["USD", "EUR", "GBP", "CHF"]));
    // The contract book is kept per currency: the demo's signed contracts are in dollars and euros.
    expect(new Set(plan.filter((c) => c.status === "executed").map((c) => c.currency))).toEqual(
      new Set(["USD", "EUR"]),
    );
  });

  it("have contracts ending within 30 days and notice deadlines near", () => {
    const running = plan.filter((c) => c.status !== "expired" && c.status !== "terminated" && c.endDate);
    const ending = running.filter((c) => days(c.endDate!) >= 0 && days(c.endDate!) <= 30);
    expect(ending.length).toBeGreaterThanOrEqual(4);
    const notice = running.filter((c) => c.autoRenewal && days(addDays(c.endDate!, -c.autoRenewal.noticeDays)) <= 30);
    expect(notice.length).toBeGreaterThanOrEqual(4);
    for (const c of notice) expect(days(addDays(c.endDate!, -c.autoRenewal!.noticeDays))).toBeGreaterThanOrEqual(0);
  });

  it("give each vendor in service executed contracts adding up to its value", () => {
    for (const v of vendors()) {
      const executed = plan.filter(
        (c) => c.vendor.id === v.id && c.status === "executed" && c.currency === (v.demo.currency ?? "USD"),
      );
      const total = executed.reduce((sum, c) => sum + c.value, 0);
      const inService = ["active", "under_review", "offboarding"].includes(v.demo.status);
      expect(total, v.demo.name).toBe(inService ? v.demo.contractValue : 0);
    }
  });

  it("tell a history that moves one stage at a time, approved by Legal before signature", () => {
    for (const c of plan) {
      expect(c.endDate === null || c.endDate >= c.startDate, c.name).toBe(true);
      const moves = c.events.filter((e) => e.kind === "stage_moved");
      expect(
        moves.map((e) => e.toStage),
        c.name,
      ).toEqual(DEMO_CONTRACT_STAGES.slice(1, DEMO_CONTRACT_STAGES.indexOf(c.stage) + 1));
      expect(c.events[0]!.kind).toBe("created");
      const times = c.events.map((e) => e.at.getTime());
      expect(times, c.name).toEqual([...times].sort((a, b) => a - b));
      for (const e of c.events) expect(e.at <= addDays(today, 1), c.name).toBe(true);
      const approval = c.events.find((e) => e.kind === "approved");
      expect(Boolean(approval), c.name).toBe(c.approvedAt !== null);
      if (approval) {
        expect(approval.at > moves.find((e) => e.toStage === "approval")!.at, c.name).toBe(true);
        const signature = moves.find((e) => e.toStage === "execution");
        if (signature) expect(approval.at < signature.at, c.name).toBe(true);
      }
      expect(CONTRACT_APPROVERS[c.owner]).not.toBe(c.owner);
      expect(c.events.some((e) => e.kind === "expired")).toBe(c.status === "expired");
      expect(c.events.some((e) => e.kind === "terminated")).toBe(c.status === "terminated");
    }
  });

  it("is the same plan on every run of the same day", () => {
    expect(planDemoContracts(vendors(), today)).toEqual(plan);
  });
});

describe("the demo's files", () => {
  it("writes a PDF whose cross-reference table points at its objects", () => {
    const pdf = demoPdf(["MASTER SERVICES AGREEMENT", "1. Services (as agreed) — in full.", "x ".repeat(120)]);
    const text = pdf.toString("latin1");
    expect(text.startsWith("%PDF-1.4\n")).toBe(true);
    expect(text.endsWith("%%EOF\n")).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n/.exec(text)![1]);
    expect(text.slice(startxref, startxref + 4)).toBe("xref");
    const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(5);
    expect(offsets.map((offset, i) => text.startsWith(`${i + 1} 0 obj\n`, offset))).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    const stream = /<< \/Length (\d+) >>\nstream\n/.exec(text)!;
    const start = stream.index + stream[0].length;
    expect(text.slice(start + Number(stream[1]), start + Number(stream[1]) + 10)).toBe("\nendstream");
    // Parentheses escaped, the dash made ASCII, a long line wrapped.
    expect(text).toContain("(1. Services \\(as agreed\\) - in full.) Tj");
    expect(text.match(/\(x x/g)).toHaveLength(3);
  });

  it("writes text files as UTF-8 lines", () => {
    expect(demoText(["One — two", "three"]).toString("utf8")).toBe("One — two\nthree\n");
  });
});
