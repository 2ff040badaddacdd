// The committee's decision (POST /api/workflows/{id}/committee-decision) and the deck that feeds it (GET
// /api/workflows/{id}/with-risk-assessment): refused (409) with a prerequisite missing, (403) to the owner even when
// on the committee, (403) to someone not on it; approval closes the arrangement at Contract Execution and brings its
// contract to the Approval stage; deferral sets the review date, and the daily job reminds once on that day;
// rejection closes it for good. Every outcome is recorded as the signed-in member's, audited, and the owner told.
import { BUILT_IN_SCHEDULES, runWorkflowDeferralReminders } from "@tprm/api";
import { ALL_JOBS } from "@tprm/api/jobs";
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
  isoDay,
  issuePaths,
  notificationsOf,
  person,
  REVIEW_KINDS,
} from "./workflows-support.js";

let t: TestApp;
let call: ReturnType<typeof caller>;
type Session = Awaited<ReturnType<typeof signIn>>;
let owner: Session;
let member: Session;
let secondMember: Session;
let outsider: Session;
let admin: Session;
/** Who set the prerequisites of `readyArrangement`: on no committee, so any member may decide (four eyes). */
let reviewerId: string;

beforeAll(async () => {
  t = await startTestApp();
  call = caller(t);
  owner = await signIn(t, "Business User");
  member = await signIn(t, "Compliance Officer");
  secondMember = await signIn(t, "Finance Manager");
  outsider = await signIn(t, "Risk Manager");
  admin = await signIn(t, "Admin");
  reviewerId = (await person(t, "IT Security")).id;
});
afterAll(() => t.close());

/** An arrangement with all seven prerequisites done, decided by a committee of member, secondMember and the owner. */
const readyArrangement = (extra: Parameters<typeof arrangement>[1] = { ownerId: "" }) =>
  arrangement(t, {
    raStatus: "completed",
    overallRisk: "medium",
    reviews: REVIEW_KINDS,
    reviewerId,
    ...extra,
    ownerId: owner.user.id,
    memberIds: [member.user.id, secondMember.user.id, owner.user.id],
  });

const decide = (s: Session, id: string, body: object) =>
  call(s.token, "POST", `${BASE}/${id}/committee-decision`, body);

describe("who may decide, and when", () => {
  it("refuses (409) while a prerequisite is missing, saying so, and writes nothing", async () => {
    const { w } = await arrangement(t, {
      ownerId: owner.user.id,
      memberIds: [member.user.id],
      raStatus: "completed",
      reviews: REVIEW_KINDS.filter((k) => k !== "finance"),
    });
    const before = await footprint(t);
    const res = await decide(member, w.id, { decision: "approved" });
    expect(res.status).toBe(409);
    expect(JSON.stringify(res.body)).toContain("All seven prerequisites must be complete");
    await expectNothingWritten(t, before);
  });

  it("refuses (403) the owner, even on the committee, someone not on it, and a member removed or of an inactive committee", async () => {
    const { w, committee } = await readyArrangement();
    const before = await footprint(t);
    const own = await decide(owner, w.id, { decision: "approved" });
    expect(own.status).toBe(403);
    expect(JSON.stringify(own.body)).toContain("segregation of duties");
    const out = await decide(outsider, w.id, { decision: "approved" });
    expect(out.status).toBe(403);
    expect(JSON.stringify(out.body)).toContain("Only a member of the arrangement's committee");
    expect((await call(owner.token, "GET", `${BASE}/${w.id}`)).body.data.can.decide).toBe(false);
    expect((await call(member.token, "GET", `${BASE}/${w.id}`)).body.data.can.decide).toBe(true);

    await t.services.db.committeeMember.updateMany({
      where: { committeeId: committee.id, userId: member.user.id },
      data: { removedAt: new Date() },
    });
    expect((await decide(member, w.id, { decision: "approved" })).status).toBe(403);
    await t.services.db.committee.update({ where: { id: committee.id }, data: { status: "inactive" } });
    expect((await decide(secondMember, w.id, { decision: "approved" })).status).toBe(403);
    await expectNothingWritten(t, before);
  });

  it("refuses bad bodies (400) before anything: a deferral without reason or date, a date not after today, a rejection without reason", async () => {
    const { w } = await readyArrangement();
    const before = await footprint(t);
    const cases: [object, string[]][] = [
      [{ decision: "maybe" }, ["decision"]],
      [{ decision: "deferred" }, ["reason", "deferralDate"]],
      [{ decision: "deferred", reason: "More facts", deferralDate: isoDay(0) }, ["deferralDate"]],
      [{ decision: "deferred", reason: "More facts", deferralDate: isoDay(-3) }, ["deferralDate"]],
      [{ decision: "rejected" }, ["reason"]],
    ];
    for (const [body, paths] of cases) {
      const res = await decide(member, w.id, body);
      expect([body, res.status]).toEqual([body, 400]);
      expect(issuePaths(res.body).sort()).toEqual([...paths].sort());
    }
    await expectNothingWritten(t, before);
  });
});

describe("the three outcomes", () => {
  it("approved: Approved at Contract Execution, completed, the contract moved to Approval (history, audit, Legal told), the owner told", async () => {
    const db = t.services.db;
    const v = await createVendor(db, {});
    const contract = await createContract(db, { vendorId: v.id, stage: "drafting", status: "draft" });
    const { w } = await readyArrangement({ ownerId: "", fields: { contractId: contract.id } });
    // approvedBy is accepted and ignored: the decision is the signed-in member's.
    const res = await decide(member, w.id, { decision: "approved", approvedBy: owner.user.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.message).toBe("Arrangement APPROVED - Contract execution initiated");
    const after = res.body.data.workflow;
    expect(after).toMatchObject({
      status: "approved",
      displayStatus: "completed",
      currentStep: "contract_execution",
      progress: 100,
      contract: { id: contract.id, stage: "approval" },
    });
    expect(after.completedAt).not.toBeNull();
    expect(after.decisions).toEqual([
      expect.objectContaining({
        decision: "approved",
        reason: null,
        decidedBy: { id: member.user.id, name: expect.any(String) },
      }),
    ]);
    expect(after.steps.find((s: { key: string }) => s.key === "contract_execution").status).toBe("active");
    expect(after.events.slice(-2).map((e: { kind: string; automatic: boolean }) => [e.kind, e.automatic])).toEqual([
      ["decision", false],
      ["step_completed", true],
    ]);

    const moved = await db.contract.findUniqueOrThrow({ where: { id: contract.id } });
    expect(moved).toMatchObject({ stage: "approval", approvedAt: null });
    const history = await db.contractEvent.findMany({ where: { contractId: contract.id } });
    expect(history).toEqual([
      expect.objectContaining({
        kind: "stage_moved",
        fromStage: "drafting",
        toStage: "approval",
        actorId: member.user.id,
      }),
    ]);
    expect((await auditRows(t, contract.id, "Contract")).map((a) => a.action)).toEqual(["UPDATE"]);
    const legalUser = await signIn(t, "Legal");
    const v2 = await createVendor(db, {});
    const second = await createContract(db, { vendorId: v2.id, stage: "negotiation", status: "draft" });
    const { w: w2 } = await readyArrangement({ ownerId: "", fields: { contractId: second.id } });
    expect((await decide(member, w2.id, { decision: "approved" })).status).toBe(200);
    const awaiting = await db.notification.findMany({
      where: { entityId: second.id, eventType: "contract.awaitingApproval", userId: legalUser.user.id },
    });
    expect(awaiting).toHaveLength(1);

    const told = await notificationsOf(t, owner.user.id, w.id);
    expect(told).toHaveLength(1);
    expect(told[0]?.message).toContain("Arrangement APPROVED");
    const audit = await auditRows(t, w.id);
    expect(audit.at(-1)).toMatchObject({ action: "UPDATE", actorId: member.user.id });
    expect(audit.at(-1)?.description).toContain("Arrangement APPROVED");

    const before = await footprint(t);
    const again = await decide(secondMember, w.id, { decision: "rejected", reason: "Second thoughts" });
    expect(again.status).toBe(409);
    expect(JSON.stringify(again.body)).toContain("the decision is final");
    await expectNothingWritten(t, before);
  });

  it("approved: a contract already at Execution or later is left where it is; Admin may decide without being a member", async () => {
    const db = t.services.db;
    const v = await createVendor(db, {});
    const contract = await createContract(db, {
      vendorId: v.id,
      stage: "execution",
      status: "executed",
      approvedAt: new Date(),
    });
    const { w } = await readyArrangement({ ownerId: "", fields: { contractId: contract.id } });
    const res = await decide(admin, w.id, { decision: "approved" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await db.contract.findUniqueOrThrow({ where: { id: contract.id } })).stage).toBe("execution");
    expect(await db.contractEvent.count({ where: { contractId: contract.id } })).toBe(0);
  });

  it("deferred: the review date and reason kept; the daily job reminds the owner and the committee once, on that day", async () => {
    const { w } = await readyArrangement();
    const date = isoDay(5);
    const res = await decide(member, w.id, {
      decision: "deferred",
      reason: "Await the audit report",
      deferralDate: date,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.message).toBe(`Arrangement DEFERRED until ${date} - Reason: Await the audit report`);
    expect(res.body.data.workflow).toMatchObject({
      status: "deferred",
      displayStatus: "on-hold",
      nextReviewDate: date,
    });
    expect(res.body.data.workflow.decisions[0]).toMatchObject({ decision: "deferred", deferralDate: date });

    const reminders = () =>
      t.services.db.notification.findMany({ where: { entityId: w.id, eventType: "workflow.deferralReminder" } });
    const run = (day: string) => runWorkflowDeferralReminders(t.services.db, { timeZone: "UTC", today: day });
    await run(isoDay(4));
    expect(await reminders()).toHaveLength(0);
    await run(date);
    const sent = await reminders();
    expect(sent.map((n) => n.userId).sort()).toEqual([owner.user.id, member.user.id, secondMember.user.id].sort());
    expect(sent[0]?.message).toContain("Await the audit report");
    const decision = await t.services.db.workflowDecision.findFirstOrThrow({ where: { workflowId: w.id } });
    expect(decision.reminderSentOn?.toISOString().slice(0, 10)).toBe(date);
    await run(date);
    await run(isoDay(6));
    expect(await reminders()).toHaveLength(3);
    expect((await auditRows(t, w.id)).at(-1)).toMatchObject({ actorId: null });

    // The committee decides again after the deferral.
    const later = await decide(secondMember, w.id, { decision: "approved" });
    expect(later.status).toBe(200);
    expect(later.body.data.workflow.decisions.map((d: { decision: string }) => d.decision)).toEqual([
      "deferred",
      "approved",
    ]);
  });

  it("deferred: a deferral superseded by a later decision is not reminded of", async () => {
    const { w } = await readyArrangement();
    const date = isoDay(3);
    await decide(member, w.id, { decision: "deferred", reason: "Wait", deferralDate: date });
    await decide(secondMember, w.id, { decision: "rejected", reason: "Concentration risk too high" });
    await runWorkflowDeferralReminders(t.services.db, { timeZone: "UTC", today: date });
    expect(
      await t.services.db.notification.count({ where: { entityId: w.id, eventType: "workflow.deferralReminder" } }),
    ).toBe(0);
  });

  it("the reminder runs as a built-in daily schedule of the worker", () => {
    expect(BUILT_IN_SCHEDULES.find((s) => s.key === "workflow-deferral-reminders")).toMatchObject({
      jobName: "workflow-deferral-reminders",
      cron: "0 7 * * *",
    });
    expect(ALL_JOBS.some((j) => j.name === "workflow-deferral-reminders")).toBe(true);
  });

  it("rejected: closed with the reason; further decisions and reviews refused (409)", async () => {
    const { w } = await readyArrangement();
    const res = await decide(member, w.id, { decision: "rejected", reason: "Concentration risk too high" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.message).toBe("Arrangement REJECTED - Reason: Concentration risk too high");
    expect(res.body.data.workflow).toMatchObject({ status: "rejected", displayStatus: "on-hold", progress: 0 });
    expect(res.body.data.workflow.completedAt).not.toBeNull();
    expect(res.body.data.workflow.can).toMatchObject({ edit: false, decide: false, reviews: [] });
    expect(await notificationsOf(t, owner.user.id, w.id)).toHaveLength(1);
    const before = await footprint(t);
    expect((await decide(secondMember, w.id, { decision: "approved" })).status).toBe(409);
    expect((await call(admin.token, "PUT", `${BASE}/${w.id}`, { name: "Again" })).status).toBe(409);
    await expectNothingWritten(t, before);
  });
});

describe("the Committee Approval Deck", () => {
  it("answers the arrangement with its risk assessment and the vendor's contact", async () => {
    const { w, ra, vendor } = await readyArrangement();
    const res = await call(outsider.token, "GET", `${BASE}/${w.id}/with-risk-assessment`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      workflow: { id: w.id, flags: expect.objectContaining({ contractDraftCompleted: true }) },
      riskAssessment: {
        id: ra.id,
        reference: ra.reference,
        overallRisk: "medium",
        assessmentType: "initial",
        status: "completed",
        vendor: { name: vendor.name },
      },
      message: null,
    });
  });

  it("reads 'na' when the assessment has no overall risk, and says so when there is no assessment (001 §8)", async () => {
    const { w, ra } = await arrangement(t, { ownerId: owner.user.id, raStatus: "draft", overallRisk: null });
    const unrated = await call(owner.token, "GET", `${BASE}/${w.id}/with-risk-assessment`);
    expect(unrated.body.data.riskAssessment.overallRisk).toBe("na");
    await t.services.db.workflow.update({ where: { id: w.id }, data: { riskAssessmentId: null } });
    const none = await call(owner.token, "GET", `${BASE}/${w.id}/with-risk-assessment`);
    expect(none.status).toBe(200);
    expect(none.body.data).toMatchObject({
      riskAssessment: null,
      message: "No Risk Assessment Available: Risk assessment data is not yet available for this workflow.",
    });
    expect(ra.id).toBeTruthy();
  });
});
