// The workflow centre over REST: the New Workflow dialog (create), a record (get) with its derived columns, Edit
// Workflow, Reassign Owner, Update Timeline, completing a step, deletion (Admin, never after a decision), and bad
// bodies answering 400 with nothing written; 401 and 404.
import { randomUUID } from "node:crypto";
import { createContract, createVendor } from "@tprm/db/factories";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, startTestApp, type TestApp } from "./helpers.js";
import { caller } from "./risk-assessments-support.js";
import {
  asDate,
  auditRows,
  BASE,
  committeeWith,
  expectNothingWritten,
  footprint,
  isoDay,
  issuePaths,
  notificationsOf,
  person,
  workflowRow,
} from "./workflows-support.js";

let t: TestApp;
let call: ReturnType<typeof caller>;
let business: Awaited<ReturnType<typeof signIn>>;
let admin: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  t = await startTestApp();
  call = caller(t);
  business = await signIn(t, "Business User");
  admin = await signIn(t, "Admin");
});
afterAll(() => t.close());

const newWorkflow = (extra: object = {}) => ({
  type: "vendor_onboarding",
  name: `Onboard ${randomUUID().slice(0, 8)}`,
  businessUnit: "Payments",
  businessJustification: "A second card processor for resilience.",
  ...extra,
});

describe("create (the New Workflow dialog)", () => {
  it("starts a workflow of the type's template: 201, WF reference, first step, the caller owns it, event and audit", async () => {
    const res = await call(business.token, "POST", BASE, newWorkflow({ type: "contract-renewal" }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const w = res.body.data;
    expect(w.reference).toMatch(/^WF-\d{4}-\d{4,}$/);
    expect(w).toMatchObject({
      type: "contract_renewal",
      status: "in_progress",
      displayStatus: "in-progress",
      overdue: false,
      currentStep: "renewal_initiation",
      progress: 8,
      owner: { id: business.user.id },
      priority: "medium",
      riskRating: "medium",
      startDate: isoDay(0),
      targetDate: isoDay(90),
      businessUnit: "Payments",
    });
    expect(w.steps.map((s: { key: string; status: string }) => [s.key, s.status])).toEqual([
      ["renewal_initiation", "active"],
      ["performance_review", "pending"],
      ["risk_reassessment", "pending"],
      ["renegotiation", "pending"],
      ["renewal_approval", "pending"],
      ["renewal_execution", "pending"],
    ]);
    expect(w.reviews).toHaveLength(7);
    expect(w.can).toMatchObject({ edit: true, reassign: true, completeStep: true, decide: false, delete: false });
    expect(w.events.map((e: { kind: string }) => e.kind)).toEqual(["created"]);
    const audit = await auditRows(t, w.id);
    expect(audit.map((a) => [a.action, a.actorId])).toEqual([["CREATE", business.user.id]]);

    const read = await call(business.token, "GET", `${BASE}/${w.id}`);
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual(w);
  });

  it("refuses a new outsourcing arrangement (it starts in the wizard) and bad bodies: 400 with the fields, nothing written", async () => {
    const before = await footprint(t);
    const wizard = await call(business.token, "POST", BASE, newWorkflow({ type: "new-outsourcing" }));
    expect(wizard.status).toBe(400);
    expect(JSON.stringify(wizard.body)).toContain("A new outsourcing arrangement starts in the wizard");
    expect(issuePaths(wizard.body)).toEqual(["type"]);

    const empty = await call(business.token, "POST", BASE, { type: "sideways", name: " " });
    expect(empty.status).toBe(400);
    expect(issuePaths(empty.body).sort()).toEqual(["businessJustification", "businessUnit", "name", "type"]);

    const badDate = await call(business.token, "POST", BASE, newWorkflow({ targetDate: "not a date" }));
    expect(badDate.status).toBe(400);
    expect(issuePaths(badDate.body)).toEqual(["targetDate"]);

    const past = await call(business.token, "POST", BASE, newWorkflow({ targetDate: isoDay(-1) }));
    expect(past.status).toBe(400);
    expect(issuePaths(past.body)).toEqual(["targetDate"]);

    const auditor = await person(t, "Internal Auditor");
    const ineligible = await call(business.token, "POST", BASE, newWorkflow({ ownerId: auditor.id }));
    expect(ineligible.status).toBe(400);
    expect(issuePaths(ineligible.body)).toEqual(["ownerId"]);

    const noVendor = await call(business.token, "POST", BASE, newWorkflow({ vendorId: randomUUID() }));
    expect(noVendor.status).toBe(400);
    expect(issuePaths(noVendor.body)).toEqual(["vendorId"]);
    await expectNothingWritten(t, before);
  });

  it("answers 401 without a session and 404 for an unknown workflow", async () => {
    const w = await workflowRow(t, { ownerId: business.user.id });
    const before = await footprint(t);
    for (const [method, url] of [
      ["GET", BASE],
      ["GET", `${BASE}/summary`],
      ["GET", `${BASE}/analytics`],
      ["GET", `${BASE}/templates`],
      ["GET", `${BASE}/${w.id}`],
      ["GET", `${BASE}/${w.id}/with-risk-assessment`],
      ["POST", BASE],
      ["PUT", `${BASE}/${w.id}`],
      ["DELETE", `${BASE}/${w.id}`],
      ["POST", `${BASE}/${w.id}/reassign`],
      ["POST", `${BASE}/${w.id}/timeline`],
      ["POST", `${BASE}/${w.id}/complete-step`],
      ["POST", `${BASE}/${w.id}/reviews`],
      ["POST", `${BASE}/${w.id}/committee-decision`],
    ] as const) {
      const payload = method === "GET" || method === "DELETE" ? undefined : { ...newWorkflow(), decision: "approved" };
      const anonymous = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect([method, url, anonymous.statusCode]).toEqual([method, url, 401]);
    }
    await expectNothingWritten(t, before);
    const id = randomUUID();
    for (const [method, url, body] of [
      ["GET", `${BASE}/${id}`, undefined],
      ["GET", `${BASE}/${id}/with-risk-assessment`, undefined],
      ["PUT", `${BASE}/${id}`, { name: "X" }],
      ["POST", `${BASE}/${id}/reassign`, { ownerId: business.user.id }],
      ["POST", `${BASE}/${id}/timeline`, { targetDate: isoDay(10), reason: "Later" }],
      ["POST", `${BASE}/${id}/complete-step`, {}],
      ["POST", `${BASE}/${id}/reviews`, { kind: "it", comment: "Fine" }],
      ["POST", `${BASE}/${id}/committee-decision`, { decision: "approved" }],
    ] as const) {
      const res = await call(admin.token, method, url, body);
      expect([url, res.status]).toEqual([url, 404]);
      expect(JSON.stringify(res.body)).toContain("No workflow with this id.");
    }
    expect((await call(admin.token, "DELETE", `${BASE}/${id}`)).status).toBe(404);
  });
});

describe("edit, reassign, timeline", () => {
  it("edits the details and links a contract and an active committee; refuses unknown ones (400) and closed workflows (409)", async () => {
    const w = await workflowRow(t, { ownerId: business.user.id });
    const db = t.services.db;
    const v = await createVendor(db, { name: `Vendor ${randomUUID().slice(0, 8)}` });
    const contract = await createContract(db, { vendorId: v.id, stage: "drafting", status: "draft" });
    const committee = await committeeWith(t, []);
    const res = await call(business.token, "PUT", `${BASE}/${w.id}`, {
      name: "Card processing with Northwind",
      jurisdiction: "DE",
      contractId: contract.id,
      committeeId: committee.id,
      vendorId: v.id,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      name: "Card processing with Northwind",
      jurisdiction: "DE",
      contract: { id: contract.id, stage: "drafting" },
      committee: { id: committee.id },
      vendor: { id: v.id },
    });
    expect((await auditRows(t, w.id)).map((a) => a.action)).toEqual(["UPDATE"]);

    const inactive = await committeeWith(t, [], { status: "inactive" });
    const otherVendor = await createVendor(db, { name: `Vendor ${randomUUID().slice(0, 8)}` });
    const otherContract = await createContract(db, { vendorId: otherVendor.id, stage: "drafting", status: "draft" });
    const closed = await workflowRow(t, { ownerId: business.user.id, status: "approved" });
    const before = await footprint(t);
    for (const [body, field] of [
      [{ contractId: randomUUID() }, "contractId"],
      [{ committeeId: inactive.id }, "committeeId"],
      [{ vendorId: randomUUID() }, "vendorId"],
      [{ contractId: otherContract.id }, "contractId"],
      [{ vendorId: otherVendor.id }, "vendorId"],
      [{ name: "" }, "name"],
    ] as const) {
      const bad = await call(business.token, "PUT", `${BASE}/${w.id}`, body);
      expect(bad.status).toBe(400);
      expect(issuePaths(bad.body)).toEqual([field]);
    }
    const refused = await call(business.token, "PUT", `${BASE}/${closed.id}`, { name: "Renamed" });
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.body)).toContain("The workflow is closed");
    await expectNothingWritten(t, before);
  });

  it("reassigns to an active user who may view workflows, telling them; refuses others (400) and the same owner (409)", async () => {
    const w = await workflowRow(t, { ownerId: business.user.id });
    const risk = await person(t, "Risk Manager");
    const res = await call(business.token, "POST", `${BASE}/${w.id}/reassign`, { ownerId: risk.id, note: "Holiday" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.owner.id).toBe(risk.id);
    expect(res.body.data.events.at(-1)).toMatchObject({ kind: "owner_reassigned", note: "Holiday" });
    expect(await notificationsOf(t, risk.id, w.id)).toHaveLength(1);
    expect((await auditRows(t, w.id)).at(-1)).toMatchObject({ action: "UPDATE", actorId: business.user.id });

    const before = await footprint(t);
    const regulator = await person(t, "Regulatory Body");
    const inactive = await person(t, "Finance", { status: "deactivated" });
    const after = await footprint(t);
    for (const ownerId of [regulator.id, inactive.id, randomUUID()]) {
      const bad = await call(business.token, "POST", `${BASE}/${w.id}/reassign`, { ownerId });
      expect(bad.status).toBe(400);
      expect(issuePaths(bad.body)).toEqual(["ownerId"]);
    }
    const same = await call(business.token, "POST", `${BASE}/${w.id}/reassign`, { ownerId: risk.id });
    expect(same.status).toBe(409);
    expect(before.workflows).toEqual(after.workflows);
    await expectNothingWritten(t, after);
  });

  it("moves the target date with a reason (history, audit), making an overdue workflow current again", async () => {
    const w = await workflowRow(t, { ownerId: business.user.id, targetDate: asDate(isoDay(-3)) });
    const overdue = await call(business.token, "GET", `${BASE}/${w.id}`);
    expect(overdue.body.data).toMatchObject({ overdue: true, displayStatus: "overdue" });
    const res = await call(business.token, "POST", `${BASE}/${w.id}/timeline`, {
      targetDate: isoDay(30),
      reason: "The provider's audit report comes later",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ targetDate: isoDay(30), overdue: false, displayStatus: "in-progress" });
    expect(res.body.data.events.at(-1)).toMatchObject({
      kind: "timeline_updated",
      note: "The provider's audit report comes later",
    });
    const audit = await auditRows(t, w.id);
    expect(audit.at(-1)?.description).toContain("The provider's audit report comes later");

    const before = await footprint(t);
    const early = await call(business.token, "POST", `${BASE}/${w.id}/timeline`, {
      targetDate: isoDay(-30),
      reason: "Sooner",
    });
    expect(early.status).toBe(400);
    expect(issuePaths(early.body)).toEqual(["targetDate"]);
    const noReason = await call(business.token, "POST", `${BASE}/${w.id}/timeline`, { targetDate: isoDay(40) });
    expect(noReason.status).toBe(400);
    expect(issuePaths(noReason.body)).toEqual(["reason"]);
    await expectNothingWritten(t, before);
  });
});

describe("steps and deletion", () => {
  it("completes the steps of another type one by one, the last completing it; a new outsourcing arrangement refuses (409)", async () => {
    const created = await call(business.token, "POST", BASE, newWorkflow({ type: "risk_assessment" }));
    const id = created.body.data.id;
    const keys = ["scoping", "evidence_collection", "domain_scoring", "review_signoff"];
    for (const [i, key] of keys.entries()) {
      const res = await call(business.token, "POST", `${BASE}/${id}/complete-step`, { note: `Step ${i + 1}` });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const w = res.body.data;
      expect(w.events.at(-1)).toMatchObject({ kind: "step_completed", detail: key, automatic: false });
      if (i < keys.length - 1) {
        expect(w).toMatchObject({ currentStep: keys[i + 1], status: "in_progress", progress: ((i + 1) / 4) * 100 });
      } else {
        expect(w).toMatchObject({ status: "completed", displayStatus: "completed", progress: 100 });
        expect(w.completedAt).not.toBeNull();
        expect(w.steps.every((s: { status: string }) => s.status === "completed")).toBe(true);
      }
    }
    const audit = await auditRows(t, id);
    expect(audit.map((a) => a.action)).toEqual(["CREATE", "UPDATE", "UPDATE", "UPDATE", "UPDATE"]);
    expect(audit.at(-1)?.description).toContain("completed the workflow");
    const again = await call(business.token, "POST", `${BASE}/${id}/complete-step`, {});
    expect(again.status).toBe(409);
    const outsourcing = await workflowRow(t, { ownerId: business.user.id });
    const refused = await call(business.token, "POST", `${BASE}/${outsourcing.id}/complete-step`, {});
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.body)).toContain("prerequisite reviews");
  });

  it("deletes (Admin) with an audit row; refuses once the committee has decided (409)", async () => {
    const w = await workflowRow(t, { ownerId: business.user.id });
    const res = await call(admin.token, "DELETE", `${BASE}/${w.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id: w.id, deleted: true });
    expect(await t.services.db.workflow.findUnique({ where: { id: w.id } })).toBeNull();
    expect((await auditRows(t, w.id)).map((a) => a.action)).toEqual(["DELETE"]);

    const decided = await workflowRow(t, { ownerId: business.user.id, status: "deferred" });
    await t.services.db.workflowDecision.create({
      data: { workflowId: decided.id, decision: "deferred", reason: "Later", decidedById: admin.user.id },
    });
    const before = await footprint(t);
    const refused = await call(admin.token, "DELETE", `${BASE}/${decided.id}`);
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.body)).toContain("The committee has decided on this workflow");
    await expectNothingWritten(t, before);
  });
});
