// The dashboard's key figures and board review on known data in a database of this file's own: the spec's defaults
// only while it is empty (and marked), each formula on records made here, trends from the stored snapshots, the
// worker's daily snapshot, and both GETs per role against the table below, written out by hand (docs/DASHBOARD.md,
// "Who sees what") — never read from the permission module.
import { forgetDashboardFigures, storeDailySnapshot } from "@tprm/api";
import { todayIn } from "@tprm/api/dates";
import type { PrismaClient } from "@tprm/db";
import { createContract, createPolicy, createRiskAssessment, createUser, createVendor } from "@tprm/db/factories";
import type { TestDatabase } from "@tprm/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createOwnDatabase, signIn, startTestApp, type TestApp } from "./helpers.js";

let database: TestDatabase;
let t: TestApp;
let db: PrismaClient;
let adminToken: string;
let adminId: string;

const today = () => todayIn("UTC");
const day = (offset: number) => new Date(Date.parse(today()) + offset * 86_400_000);
const iso = (offset: number) => day(offset).toISOString().slice(0, 10);

async function get(path: string, token = adminToken) {
  const res = await t.app.inject({ method: "GET", url: `/api/dashboard/${path}`, headers: bearer(token) });
  return { status: res.statusCode, body: res.json() };
}

beforeAll(async () => {
  database = await createOwnDatabase();
  t = await startTestApp({ DATABASE_URL: database.url });
  db = t.services.db;
  const admin = await signIn(t, "Admin");
  adminToken = admin.token;
  adminId = admin.user.id;
});

afterAll(async () => {
  await t?.close();
  await database?.drop();
});

describe("an empty register", () => {
  it("shows the spec's defaults only beside figures with nothing to measure, and no trend", async () => {
    const { status, body } = await get("key-metrics");
    expect(status).toBe(200);
    const f = body.data.figures;
    expect(f.totalEntities).toEqual({ value: 0, specDefault: null, trend: { kind: "none" }, comparedWith: null });
    expect(f.riskScore).toEqual({ value: null, specDefault: 6.2, trend: { kind: "none" }, comparedWith: null });
    expect(f.complianceScore).toEqual({ value: null, specDefault: 92, trend: { kind: "none" }, comparedWith: null });
    for (const key of ["workflowsInProgress", "workflowDrafts", "contractsPending", "criticalNotifications"]) {
      expect([key, f[key].value, f[key].specDefault]).toEqual([key, 0, null]);
    }
    expect(body.data.history).toEqual([]);
    expect(Date.now() - Date.parse(body.data.measuredAt)).toBeLessThan(10_000);
    expect(body.data.figures).not.toHaveProperty("annualCostAvoidance");
  });

  it("a board review with nothing in it", async () => {
    const { status, body } = await get("board-review");
    expect(status).toBe(200);
    expect(body.data.criticalArrangements).toEqual({ total: 0, items: [] });
    expect(body.data.riskPosture).toMatchObject({ riskScore: null, assessed: 0, criticalVendors: 0 });
    expect(body.data.decisions).toEqual([]);
    expect(body.data.overdue).toEqual({ assessmentReviews: 0, workflows: 0, policyReviews: 0, acknowledgements: 0 });
    expect(body.data.executiveTemplateId).toEqual(expect.any(String));
  });
});

describe("the figures on known data", () => {
  beforeAll(async () => {
    // Vendors: critical (assessed 8, review overdue), low (assessed 2), medium (not assessed), and an offboarded
    // critical one whose assessment no longer counts.
    const critical = await createVendor(db, { name: "Crit Bank Services", status: "active", criticality: "critical" });
    const low = await createVendor(db, { name: "Low Print Shop", status: "active", criticality: "low" });
    await createVendor(db, { name: "Medium Cleaning", status: "onboarding", criticality: "medium" });
    const gone = await createVendor(db, { name: "Gone Ltd", status: "offboarded", criticality: "critical" });
    const assessed = (vendorId: string, score: string, risk: "low" | "critical", nextReview: number) =>
      createRiskAssessment(db, {
        vendorId,
        leadAssessorId: adminId,
        status: "completed",
        overallScore: score,
        overallRisk: risk,
        nextReviewDate: day(nextReview),
      });
    await assessed(critical.id, "8.00", "critical", -1);
    await assessed(low.id, "2.00", "low", 300);
    await assessed(gone.id, "9.00", "critical", -5);

    // Policies: active (4 acknowledgements asked, 3 given), draft with a gap, active past its review (Expired), and
    // an archived one that counts nowhere.
    const p1 = await createPolicy(db, { status: "active" });
    await createPolicy(db, { status: "draft", complianceGaps: ["Exit plan missing"] });
    await createPolicy(db, { status: "active", reviewDate: day(-3) });
    await createPolicy(db, { status: "active", archived: true, complianceGaps: ["Archived gap"] });
    await db.policy.update({ where: { id: p1.id }, data: { ackVersionId: p1.currentVersionId } });
    const people = await Promise.all([1, 2, 3, 4].map(() => createUser(db, { status: "active" })));
    for (const [i, person] of people.entries()) {
      await db.policyAcknowledgement.create({
        data: {
          policyId: p1.id,
          versionId: p1.currentVersionId as string,
          userId: person.id,
          dueDate: i === 3 ? day(-2) : day(10),
          acknowledgedAt: i < 3 ? new Date() : null,
        },
      });
    }

    // Workflows (the committee's decision below is recorded after the workflow's, so it lists first): two in progress within their target, one overdue, one completed, one critical and pending.
    const workflow = (n: number, status: "initiation" | "in_progress" | "pending" | "completed", target: number) =>
      db.workflow.create({
        data: {
          reference: `WF-1999-DASH-${n}`,
          type: "new_outsourcing",
          name: `Dashboard workflow ${n}`,
          status,
          currentStep: "initiation",
          ownerId: adminId,
          startDate: day(-20),
          targetDate: day(target),
          materialityClassification: n === 5 ? "critical" : null,
        },
      });
    await workflow(1, "in_progress", 10);
    await workflow(2, "initiation", 20);
    await workflow(3, "initiation", -1);
    const decided = await workflow(4, "completed", 5);
    await workflow(5, "pending", 40);
    await db.workflowDraft.createMany({ data: [{ userId: adminId }, { userId: adminId }, { userId: people[0]!.id }] });
    await db.workflowDecision.create({
      data: { workflowId: decided.id, decision: "approved", reason: "Within appetite", decidedById: adminId },
    });
    await db.workflowDecision.create({
      data: {
        workflowId: decided.id,
        decision: "deferred",
        decidedById: adminId,
        decidedAt: day(-120),
      },
    });
    const committee = await db.committee.create({ data: { name: "Risk Committee", type: "Steering", chair: "A" } });
    const meeting = await db.committeeMeeting.create({ data: { committeeId: committee.id, scheduledAt: day(-3) } });
    await db.committeeDecision.create({ data: { meetingId: meeting.id, title: "Cloud exit plan", outcome: "noted" } });

    // Contracts: two awaiting approval, one approved in the approval stage, one terminated; one critical running.
    await createContract(db, { vendorId: critical.id, status: "under_review", stage: "approval" });
    await createContract(db, { vendorId: low.id, status: "under_review", stage: "approval" });
    await createContract(db, { vendorId: low.id, status: "approved", stage: "approval", approvedAt: new Date() });
    await createContract(db, { vendorId: low.id, status: "terminated", stage: "approval", approvedAt: null });
    await createContract(db, { vendorId: critical.id, criticalFunction: true, name: "Core banking hosting" });

    // Notifications: two critical unread for the Admin; a read one, a medium one and another user's do not count.
    const note = (userId: string, n: number, priority: string, readAt: Date | null = null) =>
      db.notification.create({
        data: {
          userId,
          eventKey: `dash-${n}`,
          eventType: "test",
          type: "alert",
          priority,
          title: "T",
          message: "M",
          readAt,
        },
      });
    await note(adminId, 1, "critical");
    await note(adminId, 2, "critical");
    await note(adminId, 3, "critical", new Date());
    await note(adminId, 4, "medium");
    await note(people[0]!.id, 5, "critical");

    // The snapshot of 30 days ago, as the worker stored it (contractsPending was not stored that day).
    await db.metricSnapshot.create({
      data: {
        date: day(-30),
        metrics: { totalEntities: 2, riskScore: 7.3, complianceScore: 60, workflowsInProgress: 2 },
      },
    });
    await db.metricSnapshot.create({ data: { date: day(-29), metrics: { totalEntities: 3 } } });
    // The empty register's figures were measured a moment ago and are kept 10 seconds: measure again now.
    forgetDashboardFigures(t.services.sql);
  });

  it("computes each figure, with its trend against the snapshot of 30 days ago", async () => {
    const { status, body } = await get("key-metrics");
    expect(status).toBe(200);
    const f = body.data.figures;
    const compared = iso(-30);
    // Vendors: all four in the register.
    expect(f.totalEntities).toEqual({
      value: 4,
      specDefault: null,
      trend: { kind: "change", previous: 2, change: 2, percent: 100, direction: "up" },
      comparedWith: compared,
    });
    // (4·8 + 1·2) / (4 + 1) = 6.8; against 7.3: −0.5 (−6.8 %).
    expect(f.riskScore).toEqual({
      value: 6.8,
      specDefault: null,
      trend: { kind: "change", previous: 7.3, change: -0.5, percent: -6.8, direction: "down" },
      comparedWith: compared,
    });
    // Approved 1 of 3 (33.3 %), acknowledged 3 of 4 (75 %), without gaps 2 of 3 (66.7 %): mean 58.
    expect(f.complianceScore.value).toBe(58);
    expect(f.complianceScore.trend).toMatchObject({ kind: "change", previous: 60, change: -2 });
    expect(f.workflowsInProgress.value).toBe(2);
    expect(f.workflowsInProgress.trend).toMatchObject({ kind: "change", change: 0, direction: "flat" });
    expect(f.workflowDrafts).toMatchObject({ value: 2, trend: { kind: "none" } });
    expect(f.contractsPending).toMatchObject({ value: 2, trend: { kind: "none" }, comparedWith: null });
    expect(f.criticalNotifications).toMatchObject({ value: 2, trend: { kind: "none" } });
    expect(body.data.riskByLevel).toEqual([
      { risk: "low", count: 1 },
      { risk: "medium", count: 0 },
      { risk: "high", count: 0 },
      { risk: "critical", count: 1 },
    ]);
    expect(body.data.history.map((h: { date: string }) => h.date)).toEqual([iso(-30), iso(-29)]);
  });

  it("the board review: critical arrangements, posture, decisions of 90 days, overdue items", async () => {
    const { status, body } = await get("board-review");
    expect(status).toBe(200);
    const b = body.data;
    expect(b.criticalArrangements.total).toBe(2);
    expect(b.criticalArrangements.items.map((i: { kind: string; name: string }) => [i.kind, i.name]).sort()).toEqual([
      ["contract", "Core banking hosting"],
      ["workflow", "Dashboard workflow 5"],
    ]);
    expect(b.riskPosture).toEqual({
      riskScore: 6.8,
      assessed: 2,
      byLevel: body.data.riskPosture.byLevel,
      criticalVendors: 1,
      openKpiBreaches: 0,
    });
    expect(
      b.decisions.map((d: { source: string; title: string; outcome: string }) => [d.source, d.title, d.outcome]),
    ).toEqual([
      ["committee", "Risk Committee: Cloud exit plan", "noted"],
      ["workflow", "WF-1999-DASH-4 Dashboard workflow 4", "approved"],
    ]);
    expect(b.overdue).toEqual({ assessmentReviews: 1, workflows: 1, policyReviews: 1, acknowledgements: 1 });
  });

  it("the worker's daily snapshot stores today's figures once", async () => {
    const first = await storeDailySnapshot(db);
    const second = await storeDailySnapshot(db);
    expect(first).toEqual({ date: today(), stored: true });
    expect(second).toEqual({ date: today(), stored: false });
    const row = await db.metricSnapshot.findUniqueOrThrow({ where: { date: day(0) } });
    expect(row.metrics).toEqual({
      totalEntities: 4,
      riskScore: 6.8,
      complianceScore: 58,
      workflowsInProgress: 2,
      contractsPending: 2,
    });
  });
});

// [GET key-metrics, GET board-review, the figures key-metrics gives (when allowed)]
const ALL =
  "totalEntities riskScore complianceScore workflowsInProgress workflowDrafts contractsPending criticalNotifications";
const NO_DRAFTS = "totalEntities riskScore complianceScore workflowsInProgress contractsPending criticalNotifications";
const Y = true;
const N = false;
const TABLE: Record<string, [keyMetrics: boolean, boardReview: boolean, figures: string]> = {
  Admin: [Y, Y, ALL],
  "Business User": [Y, N, "totalEntities workflowsInProgress workflowDrafts contractsPending criticalNotifications"],
  "Risk Manager": [Y, Y, NO_DRAFTS],
  Compliance: [Y, Y, NO_DRAFTS],
  "Compliance Officer": [Y, Y, NO_DRAFTS],
  Finance: [Y, Y, NO_DRAFTS],
  "Finance Manager": [Y, Y, NO_DRAFTS],
  Legal: [N, Y, ""],
  "Legal Counsel": [N, Y, ""],
  "IT Security": [Y, Y, NO_DRAFTS],
  Procurement: [Y, N, "totalEntities workflowsInProgress contractsPending criticalNotifications"],
  "Vendor Manager": [Y, Y, NO_DRAFTS],
  Executive: [Y, Y, NO_DRAFTS],
  "Board Member": [Y, Y, NO_DRAFTS],
  "Internal Auditor": [N, Y, ""],
  "External Auditor": [N, Y, ""],
  "Regulatory Body": [N, Y, ""],
};

describe("the dashboard's GETs per role", () => {
  it("the table names all 17 roles", () => {
    expect(Object.keys(TABLE)).toHaveLength(17);
  });

  for (const [role, [keyMetrics, boardReview, figures]] of Object.entries(TABLE)) {
    it(`${role}: key metrics ${keyMetrics}, board review ${boardReview}`, async () => {
      const { token } = await signIn(t, role);
      const metrics = await get("key-metrics", token);
      const board = await get("board-review", token);
      expect([metrics.status, board.status]).toEqual([keyMetrics ? 200 : 403, boardReview ? 200 : 403]);
      if (keyMetrics) {
        const shown = Object.entries(metrics.body.data.figures)
          .filter(([, figure]) => figure !== null)
          .map(([key]) => key);
        expect(shown.join(" ")).toBe(figures);
        expect(metrics.body.data.riskByLevel === null).toBe(!figures.includes("riskScore"));
      }
    });
  }

  it("refuses both without a session (401)", async () => {
    for (const url of ["/api/dashboard/key-metrics", "/api/dashboard/board-review"]) {
      expect([url, (await t.app.inject({ method: "GET", url })).statusCode]).toEqual([url, 401]);
    }
  });
});
