// The seven prerequisites of a new outsourcing arrangement (POST /api/workflows/{id}/reviews): each set by the
// people responsible for it and refused (403) to others; the risk review only once the linked risk assessment is
// Completed; the contract draft only with a linked contract at Drafting or later; the step and status following the
// reviews; the owner told; audit rows; refusals writing nothing.
import { createContract, createVendor } from "@tprm/db/factories";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, startTestApp, type TestApp } from "./helpers.js";
import { caller } from "./risk-assessments-support.js";
import {
  arrangement,
  auditRows,
  BASE,
  expectNothingWritten,
  footprint,
  issuePaths,
  notificationsOf,
  person,
  type ReviewKind,
  workflowRow,
} from "./workflows-support.js";

let t: TestApp;
let call: ReturnType<typeof caller>;
type Session = Awaited<ReturnType<typeof signIn>>;
let owner: Session;
const by: Record<string, Session> = {};

const ROLES = [
  "Admin",
  "Risk Manager",
  "Compliance",
  "Compliance Officer",
  "Finance",
  "Finance Manager",
  "Legal",
  "Legal Counsel",
  "IT Security",
  "Procurement",
  "Vendor Manager",
  "Business User",
];

beforeAll(async () => {
  t = await startTestApp();
  call = caller(t);
  owner = await signIn(t, "Business User");
  for (const role of ROLES) by[role] = await signIn(t, role);
});
afterAll(() => t.close());

/**
 * Who sets each review, written out (001 §3, issue 16); the owner sets the operations review, and only it (not even an
 * Admin sets another's operations review).
 */
const RESPONSIBLE: Record<ReviewKind, string[]> = {
  it: ["IT Security", "Admin"],
  compliance: ["Compliance", "Compliance Officer", "Admin"],
  risk: ["Risk Manager", "Admin"],
  operations: ["owner"],
  legal: ["Legal", "Legal Counsel", "Admin"],
  finance: ["Finance", "Finance Manager", "Admin"],
  contract_draft: ["Legal", "Legal Counsel", "Admin"],
};

async function ready() {
  const made = await arrangement(t, { ownerId: owner.user.id, raStatus: "completed", overallRisk: "high" });
  const v = await createVendor(t.services.db, {});
  const contract = await createContract(t.services.db, { vendorId: v.id, stage: "drafting", status: "draft" });
  await t.services.db.workflow.update({ where: { id: made.w.id }, data: { contractId: contract.id } });
  return made.w;
}

const review = (s: Session, id: string, kind: ReviewKind, comment = `Reviewed: ${kind}`) =>
  call(s.token, "POST", `${BASE}/${id}/reviews`, { kind, comment });

describe("who sets each prerequisite", () => {
  for (const [kind, responsible] of Object.entries(RESPONSIBLE) as [ReviewKind, string[]][]) {
    it(`${kind}: ${responsible.join(", ")}; refused (403) to every other role, nothing written`, async () => {
      const w = await ready();
      const before = await footprint(t);
      const others = [
        ...ROLES.filter((r) => !responsible.includes(r)),
        ...(responsible.includes("owner") ? [] : ["owner"]),
      ];
      for (const role of others) {
        const s = role === "owner" ? owner : by[role]!;
        const res = await review(s, w.id, kind);
        expect([role, res.status]).toEqual([role, 403]);
        expect(JSON.stringify(res.body)).toContain("responsible");
      }
      await expectNothingWritten(t, before);
      for (const role of responsible) {
        const w2 = role === responsible[0] ? w : await ready();
        const s = role === "owner" ? owner : by[role]!;
        const res = await review(s, w2.id, kind);
        expect([role, res.status, JSON.stringify(res.body).slice(0, 300)]).toEqual([role, 200, expect.any(String)]);
        const entry = res.body.data.reviews.find((r: { kind: string }) => r.kind === kind);
        expect(entry).toMatchObject({ completed: true, completedBy: { id: s.user.id }, comment: `Reviewed: ${kind}` });
      }
    });
  }

  it("answers the flags as the spec names them, in its order, and a second setting of one is refused (409)", async () => {
    const w = await ready();
    const res = await review(by["IT Security"]!, w.id, "it", "Penetration test report reviewed");
    expect(res.body.data.reviews.map((r: { flag: string }) => r.flag)).toEqual([
      "itReviewCompleted",
      "complianceReviewCompleted",
      "riskReviewCompleted",
      "operationsReviewCompleted",
      "legalReviewCompleted",
      "financeReviewCompleted",
      "contractDraftCompleted",
    ]);
    expect(res.body.data.flags).toEqual({
      itReviewCompleted: true,
      complianceReviewCompleted: false,
      riskReviewCompleted: false,
      operationsReviewCompleted: false,
      legalReviewCompleted: false,
      financeReviewCompleted: false,
      contractDraftCompleted: false,
    });
    const before = await footprint(t);
    const again = await review(by.Admin!, w.id, "it");
    expect(again.status).toBe(409);
    expect(JSON.stringify(again.body)).toContain("already complete");
    const noComment = await call(by["IT Security"]!.token, "POST", `${BASE}/${w.id}/reviews`, { kind: "compliance" });
    expect(noComment.status).toBe(400);
    expect(issuePaths(noComment.body)).toEqual(["comment"]);
    const badKind = await call(by.Admin!.token, "POST", `${BASE}/${w.id}/reviews`, { kind: "tax", comment: "x" });
    expect(badKind.status).toBe(400);
    expect(issuePaths(badKind.body)).toEqual(["kind"]);
    await expectNothingWritten(t, before);
  });
});

describe("the reviews' conditions", () => {
  it("refuses the risk review (409) until the linked risk assessment is Completed, then takes its overall risk", async () => {
    const { w, ra } = await arrangement(t, { ownerId: owner.user.id, raStatus: "in_progress" });
    const before = await footprint(t);
    const early = await review(by["Risk Manager"]!, w.id, "risk");
    expect(early.status).toBe(409);
    expect(JSON.stringify(early.body)).toContain("must be Completed");
    await expectNothingWritten(t, before);
    expect((await call(by["Risk Manager"]!.token, "GET", `${BASE}/${w.id}`)).body.data.can.reviews).toEqual([]);

    await t.services.db.riskAssessment.update({
      where: { id: ra.id },
      data: { status: "completed", overallRisk: "critical" },
    });
    const res = await review(by["Risk Manager"]!, w.id, "risk");
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ riskThreshold: "critical", riskRating: "critical" });
    expect(res.body.data.can.reviews).toEqual([]);
  });

  it("refuses the contract draft review (409) without a contract, or with one before Drafting; takes it at Drafting or later", async () => {
    const { w, vendor } = await arrangement(t, { ownerId: owner.user.id });
    const legal = by.Legal!;
    const before = await footprint(t);
    const none = await review(legal, w.id, "contract_draft");
    expect(none.status).toBe(409);
    expect(JSON.stringify(none.body)).toContain("Drafting stage or later");
    await expectNothingWritten(t, before);
    const contract = await createContract(t.services.db, { vendorId: vendor.id, stage: "initiation", status: "draft" });
    const linked = await call(owner.token, "PUT", `${BASE}/${w.id}`, { contractId: contract.id });
    expect(linked.status).toBe(200);
    const early = await review(legal, w.id, "contract_draft");
    expect(early.status).toBe(409);
    await t.services.db.contract.update({ where: { id: contract.id }, data: { stage: "negotiation" } });
    const res = await review(legal, w.id, "contract_draft");
    expect(res.status).toBe(200);
    expect(res.body.data.flags.contractDraftCompleted).toBe(true);
  });

  it("refuses reviews on another type (409) and on a closed arrangement (409)", async () => {
    const other = await workflowRow(t, {
      ownerId: owner.user.id,
      type: "vendor_onboarding",
      currentStep: "intake",
      status: "in_progress",
    });
    const closed = await workflowRow(t, { ownerId: owner.user.id, status: "rejected" });
    const before = await footprint(t);
    expect((await review(by.Admin!, other.id, "it")).status).toBe(409);
    const res = await review(by.Admin!, closed.id, "it");
    expect(res.status).toBe(409);
    expect(JSON.stringify(res.body)).toContain("The workflow is closed");
    await expectNothingWritten(t, before);
  });
});

describe("the step, the status, the owner told", () => {
  it("moves through the steps as the reviews complete, Pending with all seven; each review tells the owner and is audited; the committee hears once all seven are done", async () => {
    const w = await ready();
    const member = await person(t, "Compliance Officer");
    await t.services.db.committeeMember.create({
      data: { committeeId: w.committeeId!, name: "Member", userId: member.id },
    });
    const awaiting = () =>
      t.services.db.notification.findMany({ where: { entityId: w.id, eventType: "workflow.awaitingDecision" } });
    const steps: [ReviewKind, Session, string, string][] = [
      ["it", by["IT Security"]!, "risk_assessment_in_progress", "initiation"],
      ["risk", by["Risk Manager"]!, "vendor_due_diligence", "initiation"],
      ["compliance", by.Compliance!, "vendor_due_diligence", "initiation"],
      ["operations", owner, "vendor_due_diligence", "initiation"],
      ["finance", by.Finance!, "contract_negotiation", "initiation"],
      ["legal", by["Legal Counsel"]!, "contract_negotiation", "initiation"],
      ["contract_draft", by.Legal!, "committee_approval", "pending"],
    ];
    for (const [kind, s, step, status] of steps) {
      const res = await review(s, w.id, kind);
      expect([kind, res.status]).toEqual([kind, 200]);
      expect([kind, res.body.data.currentStep, res.body.data.status]).toEqual([kind, step, status]);
      if (status !== "pending") expect(await awaiting()).toHaveLength(0);
    }
    expect((await awaiting()).map((n) => [n.userId, n.priority])).toEqual([[member.id, "high"]]);
    const detail = (await call(owner.token, "GET", `${BASE}/${w.id}`)).body.data;
    expect(detail).toMatchObject({ displayStatus: "pending-approval", progress: 85, riskThreshold: "high" });
    const automatic = detail.events.filter((e: { kind: string; automatic: boolean }) => e.kind === "step_completed");
    expect(automatic.map((e: { detail: string; automatic: boolean }) => [e.detail, e.automatic])).toEqual([
      ["risk_assessment_in_progress", true],
      ["vendor_due_diligence", true],
      ["contract_negotiation", true],
    ]);
    // The owner hears of the six reviews set by others, not of their own.
    const told = await notificationsOf(t, owner.user.id, w.id);
    expect(told).toHaveLength(6);
    expect(told.at(-1)).toMatchObject({ type: "workflow", priority: "high" });
    expect(told.at(-1)?.message).toContain("All seven prerequisites are complete");
    const audit = await auditRows(t, w.id);
    expect(audit.filter((a) => a.action === "UPDATE" && a.description?.startsWith("Set "))).toHaveLength(7);
    expect(audit.at(-1)).toMatchObject({ actorId: by.Legal!.user.id });
    expect(audit.at(-1)?.description).toContain("contractDraftCompleted");
  });
});
