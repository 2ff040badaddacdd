// The wizard's submission over REST (001 §7, 000 §7; issue 16): in ONE transaction the vendor (chosen, found by
// name or created), the workflow (owner the submitter, 90 days, figures from rules.ts), its draft risk assessment,
// history, audit rows, exactly one critical committee notice and the draft removed; a failure anywhere, before or
// after the first row is written, leaves nothing. A database of its own: committees and counters are counted.
import { randomUUID } from "node:crypto";
import { addDays, todayIn } from "@tprm/api/dates";
import type { PrismaClient } from "@tprm/db";
import { createUser, createVendor } from "@tprm/db/factories";
import type { TestDatabase } from "@tprm/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOwnDatabase, signIn, startTestApp, type TestApp } from "./helpers.js";
import { type Caller, caller } from "./risk-assessments-support.js";
import {
  auditRows,
  DESCRIPTION,
  expectNothingWritten,
  footprint,
  issuePaths,
  materiality,
  outsourcing,
  submitBody,
} from "./workflow-submit-support.js";

let database: TestDatabase;
let t: TestApp;
let db: PrismaClient;
let call: Caller;
let owner: Awaited<ReturnType<typeof signIn>>;
let today: string;
beforeAll(async () => {
  database = await createOwnDatabase();
  t = await startTestApp({ DATABASE_URL: database.url });
  db = t.services.db;
  call = caller(t);
  owner = await signIn(t, "Business User");
  today = todayIn(t.services.env.APP_TIME_ZONE);
});
afterAll(async () => {
  await t?.close();
  await database?.drop();
});

const SUBMIT = "/api/workflows/new-outsourcing";
const day = (d: Date) => d.toISOString().slice(0, 10);

async function committeeWith(members: { name: string; userId?: string; removed?: boolean }[], status = "active") {
  return db.committee.create({
    data: {
      name: `Outsourcing Committee ${randomUUID().slice(0, 6)}`,
      type: "Outsourcing",
      chair: "Chair",
      status: status as "active" | "inactive",
      members: {
        create: members.map((m, position) => ({
          name: m.name,
          userId: m.userId ?? null,
          position,
          removedAt: m.removed ? new Date() : null,
        })),
      },
    },
  });
}

/** Only one committee active: the others made inactive (this file's database is its own). */
async function onlyActive(...ids: string[]) {
  await db.committee.updateMany({ where: { id: { notIn: ids } }, data: { status: "inactive" } });
}

describe("a submission", () => {
  it("writes the vendor, workflow, risk assessment, history, audit rows and one critical committee notice; removes the draft", async () => {
    const member = await createUser(db, { role: "Risk Manager" });
    const gone = await createUser(db, { role: "Finance" });
    const committee = await committeeWith([
      { name: "Member with an account", userId: member.id },
      { name: "Left", userId: gone.id, removed: true },
      { name: "External adviser" },
      { name: "The submitter", userId: owner.user.id },
    ]);
    await onlyActive(committee.id);
    const draft = (
      await call(owner.token, "POST", "/api/workflows/save-draft", { recipientDetails: "R", currentStep: "Step 5" })
    ).body.data;
    const body = submitBody({ committeeId: committee.id, draftId: draft.id });
    const provider = body.providerDetails.split("\n")[0];
    const before = await footprint(t);

    const res = await call(owner.token, "POST", SUBMIT, body);
    expect(res.status).toBe(201);
    const out = res.body.data;
    const year = today.slice(0, 4);
    expect(out.workflow).toMatchObject({
      name: `${provider} for Payments division`,
      status: "initiation",
      currentStep: "risk_assessment_in_progress",
      targetDate: addDays(today, 90),
      materialityScore: 30,
      materialityClassification: "material",
      outsourcingScore: 3,
      isOutsourcing: true,
    });
    expect(out.workflow.reference).toMatch(new RegExp(`^WF-${year}-\\d{4,}$`));
    expect(out.riskAssessment.reference).toMatch(new RegExp(`^RA-${year}-\\d{4,}$`));
    expect(out.vendor).toMatchObject({ name: provider, created: true });

    const w = await db.workflow.findUniqueOrThrow({ where: { id: out.workflow.id }, include: { events: true } });
    expect(w).toMatchObject({
      type: "new_outsourcing",
      ownerId: owner.user.id,
      vendorId: out.vendor.id,
      committeeId: committee.id,
      riskAssessmentId: out.riskAssessment.id,
      dependencyLevel: "medium",
      outsourcingScore: 3,
      materialityScore: 30,
      materialityClassification: "material",
      legalEntity: "Example Bank AG",
      jurisdiction: "DE",
      processDescription: DESCRIPTION.trim(),
      createdById: owner.user.id,
    });
    expect(day(w.startDate)).toBe(today);
    expect(day(w.targetDate)).toBe(addDays(today, 90));
    expect(w.materialityAnswers).toHaveLength(15);
    expect(w.events.map((e) => [e.kind, e.detail, e.automatic]).sort()).toEqual(
      [
        ["created", "initiation", false],
        ["step_completed", "initiation", true],
        ["step_completed", "materiality_assessment", true],
      ].sort(),
    );

    const ra = await db.riskAssessment.findUniqueOrThrow({ where: { id: out.riskAssessment.id } });
    expect(ra).toMatchObject({
      vendorId: out.vendor.id,
      type: "initial",
      status: "draft",
      leadAssessorId: owner.user.id,
      reference: out.riskAssessment.reference,
    });
    const vendor = await db.vendor.findUniqueOrThrow({ where: { id: out.vendor.id } });
    expect(vendor).toMatchObject({ name: provider, status: "onboarding", criticality: "high" });

    const notices = await db.notification.findMany({ where: { entityId: w.id } });
    expect(new Set(notices.map((n) => n.eventKey))).toEqual(new Set([`workflow.submitted:${w.id}`]));
    expect(new Set(notices.map((n) => `${n.type}/${n.priority}/${n.link}`))).toEqual(
      new Set([`workflow/critical//committee-decisions?workflow=${w.id}`]),
    );
    const stakeholders = await db.user.findMany({
      where: { status: "active", role: { in: ["Executive", "Board Member"] } },
      select: { id: true },
    });
    const expected = new Set([...stakeholders.map((u) => u.id), member.id]);
    expected.delete(owner.user.id);
    expect(stakeholders.length).toBeGreaterThan(0);
    expect(new Set(notices.map((n) => n.userId))).toEqual(expected);
    expect(notices).toHaveLength(expected.size);
    expect(out.notified).toBe(expected.size);

    expect(await db.workflowDraft.count({ where: { id: draft.id } })).toBe(0);
    expect((await auditRows(t, "Workflow", w.id)).map((a) => [a.action, a.actorId])).toEqual([
      ["CREATE", owner.user.id],
    ]);
    expect((await auditRows(t, "RiskAssessment", ra.id)).map((a) => a.action)).toEqual(["CREATE"]);
    expect((await auditRows(t, "Vendor", vendor.id)).map((a) => a.action)).toEqual(["CREATE"]);
    expect((await auditRows(t, "WorkflowDraft", draft.id)).map((a) => a.action)).toEqual(["CREATE", "DELETE"]);

    const after = await footprint(t);
    expect(after.workflows.length - before.workflows.length).toBe(1);
    expect(after.assessments - before.assessments).toBe(1);
    expect(after.vendors - before.vendors).toBe(1);
    expect(after.events - before.events).toBe(3);
    expect(after.drafts.length - before.drafts.length).toBe(-1);
    expect(after.audit - before.audit).toBe(4);
  });

  it("finds the provider's vendor by its name, case and spaces aside, instead of creating one", async () => {
    const existing = await createVendor(db, { name: `Acme Cloud ${randomUUID().slice(0, 6)}`, status: "active" });
    const vendors = await db.vendor.count();
    const res = await call(owner.token, "POST", SUBMIT, {
      ...submitBody(),
      providerDetails: `   ${existing.name.toUpperCase()}  \nDublin`,
    });
    expect(res.status).toBe(201);
    expect(res.body.data.vendor).toEqual({ id: existing.id, name: existing.name, created: false });
    expect(await db.vendor.count()).toBe(vendors);
  });

  it("takes the vendor chosen; the spec's materiality map form; any answer of 5 makes it critical", async () => {
    const chosen = await createVendor(db, { name: `Chosen ${randomUUID().slice(0, 6)}`, status: "active" });
    const map = Object.fromEntries(materiality(1).map((a) => [a.questionId, a.answer]));
    map.q9 = 5;
    const res = await call(owner.token, "POST", SUBMIT, {
      ...submitBody({ vendorId: chosen.id, name: "Card processing" }),
      materialityAssessment: map,
      outsourcingAssessment: outsourcing(["No", "No", "No", "Yes"]),
    });
    expect(res.status).toBe(201);
    expect(res.body.data.vendor).toEqual({ id: chosen.id, name: chosen.name, created: false });
    expect(res.body.data.workflow).toMatchObject({
      name: "Card processing",
      materialityScore: 19,
      materialityClassification: "critical",
      outsourcingScore: 1,
      isOutsourcing: true,
    });
    const w = await db.workflow.findUniqueOrThrow({ where: { id: res.body.data.workflow.id } });
    expect(w.dependencyLevel).toBe("low");
  });

  it("links the only active committee when none is named; none when several are active", async () => {
    const single = await committeeWith([{ name: "A" }]);
    await onlyActive(single.id);
    const one = await call(owner.token, "POST", SUBMIT, submitBody());
    expect((await db.workflow.findUniqueOrThrow({ where: { id: one.body.data.workflow.id } })).committeeId).toBe(
      single.id,
    );
    await committeeWith([{ name: "B" }]);
    const two = await call(owner.token, "POST", SUBMIT, submitBody());
    expect(two.status).toBe(201);
    expect((await db.workflow.findUniqueOrThrow({ where: { id: two.body.data.workflow.id } })).committeeId).toBeNull();
  });
});

describe("a refused submission writes nothing", () => {
  it("400 naming the field for bad bodies, a description under 100 or over 5000, or answers missing", async () => {
    const before = await footprint(t);
    const cases: [object, string[]][] = [
      [submitBody({ processDescription: "x".repeat(99) }), ["processDescription"]],
      [submitBody({ processDescription: "x".repeat(5001) }), ["processDescription"]],
      [submitBody({ recipientDetails: "  " }), ["recipientDetails"]],
      [submitBody({ providerDetails: undefined }), ["providerDetails"]],
      [submitBody({ materialityAssessment: materiality(2).slice(0, 14) }), ["materialityAssessment"]],
      [submitBody({ outsourcingAssessment: outsourcing(["Yes", "Yes", "Yes"]) }), ["outsourcingAssessment"]],
      [submitBody({ materialityAssessment: materiality(9) }), MATERIALITY_PATHS],
      [submitBody({ vendorId: "x" }), ["vendorId"]],
    ];
    for (const [body, paths] of cases) {
      const res = await call(owner.token, "POST", SUBMIT, body);
      expect(res.status, JSON.stringify(paths)).toBe(400);
      expect(issuePaths(res.body)).toEqual(paths);
    }
    await expectNothingWritten(t, before);
  });

  it("an unknown or offboarded vendor, an unknown or inactive committee: 400; an unknown draft: 404", async () => {
    const offboarded = await createVendor(db, { name: `Gone ${randomUUID().slice(0, 6)}`, status: "offboarded" });
    const inactive = await committeeWith([{ name: "I" }], "inactive");
    const before = await footprint(t);
    const cases: [object, number, string[]][] = [
      [submitBody({ vendorId: randomUUID() }), 400, ["vendorId"]],
      [submitBody({ vendorId: offboarded.id }), 400, ["vendorId"]],
      [submitBody({ committeeId: randomUUID() }), 400, ["committeeId"]],
      [submitBody({ committeeId: inactive.id }), 400, ["committeeId"]],
      [submitBody({ draftId: randomUUID() }), 404, []],
    ];
    for (const [body, status, paths] of cases) {
      const res = await call(owner.token, "POST", SUBMIT, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(issuePaths(res.body)).toEqual(paths);
    }
    await expectNothingWritten(t, before);
  });

  it("a failure after the vendor and the assessment were written rolls them back too (and the draft stays)", async () => {
    const year = Number(today.slice(0, 4));
    // The next workflow reference is taken already: the workflow's insert fails after the vendor and the risk
    // assessment (and their audit rows) were written in the same transaction.
    const counter = await db.referenceCounter.upsert({
      where: { prefix_year: { prefix: "WF", year } },
      create: { prefix: "WF", year, value: 500 },
      update: {},
    });
    const taken = `WF-${year}-${String(counter.value + 1).padStart(4, "0")}`;
    await db.workflow.create({
      data: {
        reference: taken,
        type: "contract_renewal",
        name: "Squatter",
        currentStep: "renewal_initiation",
        ownerId: owner.user.id,
        startDate: new Date(`${today}T00:00:00Z`),
        targetDate: new Date(`${today}T00:00:00Z`),
      },
    });
    const draft = await db.workflowDraft.create({ data: { userId: owner.user.id, recipientDetails: "R" } });
    const before = await footprint(t);
    const res = await call(owner.token, "POST", SUBMIT, submitBody({ draftId: draft.id }));
    expect(res.status).toBe(500);
    await expectNothingWritten(t, before);
    expect(await db.workflowDraft.count({ where: { id: draft.id } })).toBe(1);
  });
});

const MATERIALITY_PATHS = Array.from({ length: 15 }, (_, i) => `materialityAssessment.${i}.answer`);
