// PATCH /api/risk-assessments/bulk-update: status, lead assessor and next review date of several assessments, all or
// nothing; moving to Completed submits each as a single submission does.
import { randomUUID } from "node:crypto";
import { todayIn } from "@tprm/api/dates";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "./helpers.js";
import {
  activeVendor,
  allScored,
  apiAssessment,
  assessmentNotifications,
  assessmentRow,
  auditRows,
  type Caller,
  type domainsBody,
  expectNothingWritten,
  footprint,
  person,
  type SignedIn,
  startAssessmentApp,
} from "./risk-assessments-support.js";

let t: TestApp;
let call: Caller;
let rm: SignedIn;

beforeAll(async () => {
  ({ t, call, rm } = await startAssessmentApp());
});
afterAll(() => t.close());

/** An assessment made through the API with the given scores (derived fields computed by the server). */
const assessment = (scores: Parameters<typeof domainsBody>[0], extra: object = {}) =>
  apiAssessment(t, rm, scores, extra);
const notificationsOf = (id: string) => assessmentNotifications(t, id);

describe("PATCH /api/risk-assessments/bulk-update", () => {
  it("changes the lead assessor and next review date of several at once, one audit row each", async () => {
    const lead = await person(t, "Risk Manager");
    const one = await assessment({ complianceLegal: 3 });
    const two = await assessment({});
    const ids = [one.a.id, two.a.id];
    const res = await call(rm.token, "PATCH", "/api/risk-assessments/bulk-update", {
      ids,
      patch: { leadAssessorId: lead.id, nextReviewDate: "2027-03-31" },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ updated: 2 });
    const rows = await t.services.db.riskAssessment.findMany({ where: { id: { in: ids } } });
    for (const row of rows) {
      expect(row.leadAssessorId).toBe(lead.id);
      expect(row.nextReviewDate?.toISOString().slice(0, 10)).toBe("2027-03-31");
    }
    for (const id of ids) {
      const audit = await auditRows(t, id);
      expect(audit.at(-1)!.description).toMatch(/lead assessor, next review date \(bulk update of 2\)$/);
    }
  });

  it("moving to Completed submits each by the same rules: six notifications each and the vendors' ratings", async () => {
    const one = await assessment(allScored(3));
    const two = await assessment(allScored(8));
    const res = await call(rm.token, "PATCH", "/api/risk-assessments/bulk-update", {
      ids: [one.a.id, two.a.id],
      patch: { status: "completed" },
    });
    expect(res.status).toBe(200);
    for (const [{ a, vendor }, risk] of [
      [one, "medium"],
      [two, "critical"],
    ] as const) {
      const row = await t.services.db.riskAssessment.findUniqueOrThrow({ where: { id: a.id } });
      expect(row).toMatchObject({ status: "completed", overallRisk: risk, submittedById: rm.user.id });
      expect((await t.services.db.vendor.findUniqueOrThrow({ where: { id: vendor.id } })).riskRating).toBe(risk);
      expect(new Set((await notificationsOf(a.id)).map((n) => n.eventKey)).size).toBe(6);
    }
  });

  it("all or nothing: one refused id changes nothing and the answer names it", async () => {
    const ready = await assessment(allScored(5));
    const short = await assessment({ complianceLegal: 5 });
    const vendor = await activeVendor(t);
    const done = await assessmentRow(t, {
      vendorId: vendor.id,
      leadAssessorId: rm.user.id,
      status: "completed",
      scores: allScored(5),
    });
    const draftWithData = await assessmentRow(t, {
      vendorId: vendor.id,
      leadAssessorId: rm.user.id,
      status: "in_progress",
      scores: { esgAndAML: 2 },
    });
    const inactive = await person(t, "Risk Manager", { status: "deactivated" });
    const before = await footprint(t);
    const send = (ids: string[], patch: object) =>
      call(rm.token, "PATCH", "/api/risk-assessments/bulk-update", { ids, patch });

    const submit = await send([ready.a.id, short.a.id], { status: "completed" });
    expect(submit.status).toBe(409);
    expect(submit.body.message).toMatch(
      new RegExp(`^${short.a.reference}: Score every domain before submitting: Vendor financial resilience, `),
    );
    expect(submit.body.message).toMatch(/Nothing was changed\.$/);

    const back = await send([ready.a.id, done.id], { status: "in_progress" });
    expect(back.status).toBe(409);
    expect(back.body.message).toBe(
      `${done.reference} is completed: reopen each one by one with a reason. Nothing was changed.`,
    );

    const toDraft = await send([draftWithData.id], { status: "draft" });
    expect(toDraft.status).toBe(409);
    expect(toDraft.body.message).toContain(draftWithData.reference);

    const unknown = await send([ready.a.id, randomUUID()], { nextReviewDate: "2027-01-01" });
    expect(unknown.status).toBe(404);

    const person400 = await send([ready.a.id], { leadAssessorId: inactive.id });
    expect(person400.status).toBe(400);
    expect(person400.body.issues[0].path).toBe("patch.leadAssessorId");

    const empty = await send([ready.a.id], {});
    expect(empty.status).toBe(400);
    await expectNothingWritten(t, before);
  });
});

describe("the organisation's calendar", () => {
  it("an assessment dated by default is dated today in APP_TIME_ZONE", async () => {
    const vendor = await activeVendor(t);
    const res = await call(rm.token, "POST", "/api/risk-assessments", {
      vendorId: vendor.id,
      leadAssessorId: rm.user.id,
    });
    expect(res.body.data.assessmentDate).toBe(todayIn(t.services.env.APP_TIME_ZONE));
  });
});
