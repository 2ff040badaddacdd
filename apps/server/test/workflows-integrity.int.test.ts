// The arrangement's integrity (issue 16 review): segregation of duties in the reviews (the operations review is the
// owner's alone, the owner sets no other) and four eyes in the decision (no reviewer, creator or former owner
// decides); the committee frozen once it is awaited or has decided; the provider and the contract frozen once their
// review is complete; the linked assessment and contract kept from deletion; the deferral reminder decided again
// under the workflow's lock, for the members of an active committee only.
import { runWorkflowDeferralReminders } from "@tprm/api";
import { createContract, createVendor } from "@tprm/db/factories";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, startTestApp, type TestApp } from "./helpers.js";
import { caller } from "./risk-assessments-support.js";
import {
  arrangement,
  asDate,
  BASE,
  committeeWith,
  expectNothingWritten,
  footprint,
  isoDay,
  notificationsOf,
  person,
  REVIEW_KINDS,
} from "./workflows-support.js";

let t: TestApp;
let call: ReturnType<typeof caller>;
type Session = Awaited<ReturnType<typeof signIn>>;
let owner: Session;
let nextOwner: Session;
let member: Session;
let compliance: Session;
let admin: Session;

beforeAll(async () => {
  t = await startTestApp();
  call = caller(t);
  owner = await signIn(t, "Business User");
  nextOwner = await signIn(t, "Business User");
  member = await signIn(t, "Vendor Manager");
  compliance = await signIn(t, "Compliance Officer");
  admin = await signIn(t, "Admin");
});
afterAll(() => t.close());

const review = (s: Session, id: string, kind: string) =>
  call(s.token, "POST", `${BASE}/${id}/reviews`, { kind, comment: `Reviewed: ${kind}` });
const decide = (s: Session, id: string) =>
  call(s.token, "POST", `${BASE}/${id}/committee-decision`, { decision: "approved" });
const canDecide = async (s: Session, id: string) => (await call(s.token, "GET", `${BASE}/${id}`)).body.data.can.decide;

describe("segregation of duties in the reviews", () => {
  it("the operations review: refused (403) to an Admin on another's arrangement; set by the owner", async () => {
    const { w } = await arrangement(t, { ownerId: owner.user.id, raStatus: "completed" });
    const before = await footprint(t);
    const res = await review(admin, w.id, "operations");
    expect(res.status).toBe(403);
    expect(res.body.message).toContain("only the arrangement's owner");
    await expectNothingWritten(t, before);
    expect((await review(owner, w.id, "operations")).status).toBe(200);
  });

  it("the owner sets no other review, even as Admin or in the responsible role (403), only operations", async () => {
    const { w } = await arrangement(t, { ownerId: admin.user.id, raStatus: "completed" });
    const before = await footprint(t);
    for (const kind of ["it", "compliance", "risk", "legal", "finance"]) {
      const res = await review(admin, w.id, kind);
      expect([kind, res.status]).toEqual([kind, 403]);
      expect(res.body.message).toContain("not by its owner");
    }
    const read = await call(admin.token, "GET", `${BASE}/${w.id}`);
    expect(read.body.data.can.reviews).toEqual(["operations"]);
    await expectNothingWritten(t, before);
    expect((await review(admin, w.id, "operations")).status).toBe(200);

    const own = await arrangement(t, { ownerId: compliance.user.id });
    expect((await review(compliance, own.w.id, "compliance")).status).toBe(403);
  });
});

describe("four eyes in the decision", () => {
  const ready = (reviewerId: string) =>
    arrangement(t, {
      ownerId: owner.user.id,
      memberIds: [member.user.id, compliance.user.id, owner.user.id, nextOwner.user.id],
      raStatus: "completed",
      reviews: REVIEW_KINDS,
      reviewerId,
    });

  it("refuses (403) a member who completed one of its reviews, and an Admin who did; another member decides", async () => {
    const { w } = await ready(compliance.user.id);
    await t.services.db.workflowReview.updateMany({
      where: { workflowId: w.id, kind: "it" },
      data: { completedById: admin.user.id },
    });
    const before = await footprint(t);
    for (const s of [compliance, admin]) {
      const res = await decide(s, w.id);
      expect(res.status).toBe(403);
      expect(res.body.message).toContain("four eyes");
      expect(await canDecide(s, w.id)).toBe(false);
    }
    const awaiting = await call(compliance.token, "GET", `${BASE}/committee-decisions?limit=100`);
    expect(awaiting.body.data.map((r: { id: string }) => r.id)).not.toContain(w.id);
    await expectNothingWritten(t, before);
    expect(await canDecide(member, w.id)).toBe(true);
    expect((await decide(member, w.id)).status).toBe(200);
  });

  it("refuses (403) who started it and, after a reassignment, its former owner; the event keeps both owners", async () => {
    const { w } = await ready(admin.user.id);
    await t.services.db.workflow.update({ where: { id: w.id }, data: { createdById: compliance.user.id } });
    const started = await decide(compliance, w.id);
    expect(started.status).toBe(403);
    expect(started.body.message).toContain("You started this arrangement");

    const moved = await call(owner.token, "POST", `${BASE}/${w.id}/reassign`, {
      ownerId: nextOwner.user.id,
      note: "Holiday",
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const event = moved.body.data.events.find((e: { kind: string }) => e.kind === "owner_reassigned");
    expect(event.detail).toBe(`${owner.user.id} → ${nextOwner.user.id}`);

    const before = await footprint(t);
    const former = await decide(owner, w.id);
    expect(former.status).toBe(403);
    expect(former.body.message).toContain("You owned this arrangement before");
    expect(await canDecide(owner, w.id)).toBe(false);
    const awaiting = await call(owner.token, "GET", `${BASE}/committee-decisions?limit=100`);
    expect(awaiting.body.data.map((r: { id: string }) => r.id)).not.toContain(w.id);
    const current = await decide(nextOwner, w.id);
    expect(current.status).toBe(403);
    expect(current.body.message).toContain("You own this arrangement");
    await expectNothingWritten(t, before);
    expect((await decide(member, w.id)).status).toBe(200);
  });
});

describe("what a review or the committee stands on no longer changes", () => {
  it("the committee: changed while under review; 409 once Pending or Deferred (the same one may be sent)", async () => {
    const other = await committeeWith(t, []);
    const open = await arrangement(t, { ownerId: owner.user.id });
    expect((await call(owner.token, "PUT", `${BASE}/${open.w.id}`, { committeeId: other.id })).status).toBe(200);

    const pending = await arrangement(t, { ownerId: owner.user.id, reviews: REVIEW_KINDS, reviewerId: admin.user.id });
    const deferred = await arrangement(t, { ownerId: owner.user.id, fields: { status: "deferred" } });
    const before = await footprint(t);
    for (const { w } of [pending, deferred]) {
      for (const committeeId of [other.id, null]) {
        const res = await call(owner.token, "PUT", `${BASE}/${w.id}`, { committeeId });
        expect(res.status).toBe(409);
        expect(res.body.message).toContain("The committee that decides cannot change");
      }
    }
    await expectNothingWritten(t, before);
    const same = await call(owner.token, "PUT", `${BASE}/${pending.w.id}`, {
      committeeId: pending.committee.id,
      name: "Renamed",
    });
    expect(same.status).toBe(200);
  });

  it("the provider once the risk review is complete, the contract once the contract draft review is (409)", async () => {
    const db = t.services.db;
    const v = await createVendor(db, {});
    const { w, vendor } = await arrangement(t, {
      ownerId: owner.user.id,
      reviews: ["risk"],
      reviewerId: admin.user.id,
    });
    const contract = await createContract(db, { vendorId: vendor.id, stage: "drafting", status: "draft" });
    const second = await createContract(db, { vendorId: vendor.id, stage: "drafting", status: "draft" });
    expect((await call(owner.token, "PUT", `${BASE}/${w.id}`, { contractId: contract.id })).status).toBe(200);
    const before = await footprint(t);
    const vendorMoved = await call(owner.token, "PUT", `${BASE}/${w.id}`, { vendorId: v.id });
    expect(vendorMoved.status).toBe(409);
    expect(vendorMoved.body.message).toContain("The provider cannot change once the risk review is complete");
    await expectNothingWritten(t, before);

    await db.workflowReview.create({
      data: { workflowId: w.id, kind: "contract_draft", comment: "Draft fine", completedById: admin.user.id },
    });
    const snapshot = await footprint(t);
    for (const contractId of [second.id, null]) {
      const res = await call(owner.token, "PUT", `${BASE}/${w.id}`, { contractId });
      expect(res.status).toBe(409);
      expect(res.body.message).toContain("The contract cannot change once the contract draft review is complete");
    }
    await expectNothingWritten(t, snapshot);
  });

  it("the linked assessment and contract are not deleted (409), and stay linked", async () => {
    const db = t.services.db;
    const { w, ra, vendor } = await arrangement(t, { ownerId: owner.user.id });
    const contract = await createContract(db, { vendorId: vendor.id, stage: "drafting", status: "draft" });
    await db.workflow.update({ where: { id: w.id }, data: { contractId: contract.id } });
    const before = await footprint(t);
    const raRes = await call(admin.token, "DELETE", `/api/risk-assessments/${ra.id}`);
    expect(raRes.status).toBe(409);
    expect(raRes.body.message).toContain(`is linked to outsourcing arrangement ${w.reference}`);
    const ctRes = await call(admin.token, "DELETE", `/api/contracts/${contract.id}`);
    expect(ctRes.status).toBe(409);
    expect(ctRes.body.message).toContain(`is linked to outsourcing arrangement ${w.reference}`);
    await expectNothingWritten(t, before);
    expect(await db.riskAssessment.count({ where: { id: ra.id } })).toBe(1);
    expect(await db.workflow.findUniqueOrThrow({ where: { id: w.id } })).toMatchObject({
      riskAssessmentId: ra.id,
      contractId: contract.id,
    });
  });
});

describe("the deferral reminder", () => {
  const deferred = async (memberIds: string[]) => {
    const made = await arrangement(t, {
      ownerId: owner.user.id,
      memberIds,
      reviews: REVIEW_KINDS,
      reviewerId: admin.user.id,
      fields: { status: "deferred", currentStep: "committee_approval", nextReviewDate: asDate(isoDay(-1)) },
    });
    const decision = await t.services.db.workflowDecision.create({
      data: {
        workflowId: made.w.id,
        decision: "deferred",
        reason: "More facts",
        deferralDate: asDate(isoDay(-1)),
        decidedById: member.user.id,
        decidedAt: new Date(Date.now() - 3 * 86_400_000),
      },
    });
    return { ...made, decision };
  };
  const run = () => runWorkflowDeferralReminders(t.services.db, { timeZone: "UTC", today: isoDay(0) });

  it("a decision taken while the run waits for the workflow supersedes the deferral: no reminder", async () => {
    const db = t.services.db;
    const { w, decision } = await deferred([compliance.user.id]);
    let reminding: ReturnType<typeof run> | undefined;
    await db.$transaction(
      async (tx) => {
        // A decision in flight: the workflow locked, the approval written, not yet committed.
        await tx.$queryRaw`SELECT 1 FROM "Workflow" WHERE "id" = ${w.id}::uuid FOR UPDATE`;
        await tx.workflowDecision.create({
          data: { workflowId: w.id, decision: "approved", decidedById: compliance.user.id },
        });
        await tx.workflow.update({ where: { id: w.id }, data: { status: "approved", completedAt: new Date() } });
        reminding = run();
        // The run read the deferral as due and now waits for the workflow's lock. Polled on another connection:
        // inside this transaction pg_stat_activity is one snapshot, taken at its first read, and never refreshes.
        for (let i = 0; i < 200; i += 1) {
          const [waiting] = await db.$queryRaw<{ n: number }[]>`
            SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%FOR UPDATE%'`;
          if ((waiting?.n ?? 0) > 0) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      },
      { timeout: 60_000 },
    );
    expect((await reminding)?.reminders).toBe(0);
    expect((await db.workflowDecision.findUniqueOrThrow({ where: { id: decision.id } })).reminderSentOn).toBeNull();
    expect(await notificationsOf(t, owner.user.id, w.id)).toHaveLength(0);
  });

  it("reminds the members of an active committee only; an inactive one's members hear nothing", async () => {
    const db = t.services.db;
    const active = await deferred([member.user.id]);
    const inactive = await deferred([compliance.user.id]);
    await db.committee.update({ where: { id: inactive.committee.id }, data: { status: "inactive" } });
    const removed = await person(t, "Finance Manager");
    await db.committeeMember.create({
      data: { committeeId: active.committee.id, name: "Gone", userId: removed.id, removedAt: new Date() },
    });
    await run();
    expect(await notificationsOf(t, member.user.id, active.w.id)).toHaveLength(1);
    expect(await notificationsOf(t, owner.user.id, active.w.id)).toHaveLength(1);
    expect(await notificationsOf(t, removed.id, active.w.id)).toHaveLength(0);
    expect(await notificationsOf(t, owner.user.id, inactive.w.id)).toHaveLength(1);
    expect(await notificationsOf(t, compliance.user.id, inactive.w.id)).toHaveLength(0);
  });
});
