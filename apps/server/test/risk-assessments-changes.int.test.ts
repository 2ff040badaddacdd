// Changing and deleting a risk assessment: PUT and DELETE /api/risk-assessments/{id}, with 404, 409 and refused
// bodies writing nothing.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "./helpers.js";
import {
  activeVendor,
  allScored,
  assessmentRow,
  auditRows,
  type Caller,
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

describe("PUT /api/risk-assessments/{id}", () => {
  it("changes fields, upserts domains (notes kept when only the score changes), replaces the team, derives again", async () => {
    const vendor = await activeVendor(t);
    const other = await activeVendor(t);
    const first = await person(t, "Risk Manager");
    const second = await person(t, "IT Security");
    const created = await call(rm.token, "POST", "/api/risk-assessments", {
      vendorId: vendor.id,
      leadAssessorId: rm.user.id,
      teamIds: [first.id],
      domains: { complianceLegal: { score: 9, notes: "Open findings" } },
    });
    const id = created.body.data.id;
    const res = await call(rm.token, "PUT", `/api/risk-assessments/${id}`, {
      vendorId: other.id,
      leadAssessorId: first.id,
      teamIds: [second.id, first.id],
      nextReviewDate: "2027-06-30",
      recommendations: "Add a second data centre",
      domains: { complianceLegal: { score: 2 }, esgAndAML: { score: 10, notes: "Sanctions hit" } },
    });
    expect(res.status).toBe(200);
    const a = res.body.data;
    expect(a).toMatchObject({
      vendor: { id: other.id },
      leadAssessor: { id: first.id },
      team: [{ id: second.id }, { id: first.id }],
      nextReviewDate: "2027-06-30",
      recommendations: "Add a second data centre",
      status: "in_progress",
      // (15 × 2 + 5 × 10) / 20 = 4.00
      overallScore: 4,
      overallRisk: "medium",
      progress: { completed: 2 },
    });
    expect(a.domains.complianceLegal).toMatchObject({ score: 2, riskLevel: "low", notes: "Open findings" });
    expect(a.domains.esgAndAML).toMatchObject({ score: 10, riskLevel: "critical", notes: "Sanctions hit" });

    // null clears a score (and a date); the assessment stays In Progress.
    const cleared = await call(rm.token, "PUT", `/api/risk-assessments/${id}`, {
      nextReviewDate: null,
      domains: { esgAndAML: { score: null } },
    });
    expect(cleared.body.data).toMatchObject({ nextReviewDate: null, overallScore: 2, overallRisk: "low" });
    expect(cleared.body.data.domains.esgAndAML).toMatchObject({ score: null, riskLevel: null, notes: "Sanctions hit" });

    const audit = await auditRows(t, id);
    expect(audit.map((r) => r.action)).toEqual(["CREATE", "UPDATE", "UPDATE"]);
    expect(audit[1]!.description).toMatch(/^Updated risk assessment RA-\d{4}-\d{4,}: vendor, lead assessor, team, /);
    expect((audit[1]!.after as { domains: Record<string, unknown> }).domains.esgAndAML).toEqual({
      score: 10,
      notes: "Sanctions hit",
    });
  });

  it("409 when completed, 404 when unknown, 400 on a bad field; nothing written", async () => {
    const vendor = await activeVendor(t);
    const done = await assessmentRow(t, {
      vendorId: vendor.id,
      leadAssessorId: rm.user.id,
      status: "completed",
      scores: allScored(4),
    });
    const open = await assessmentRow(t, { vendorId: vendor.id, leadAssessorId: rm.user.id });
    const before = await footprint(t);
    const locked = await call(rm.token, "PUT", `/api/risk-assessments/${done.id}`, { comments: "Late note" });
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe(
      "This assessment is completed; a Risk Manager must reopen it before it can be changed",
    );
    expect((await call(rm.token, "PUT", `/api/risk-assessments/${randomUUID()}`, { comments: "x" })).status).toBe(404);
    const bad = await call(rm.token, "PUT", `/api/risk-assessments/${open.id}`, { leadAssessorId: randomUUID() });
    expect(bad.status).toBe(400);
    expect(bad.body.issues[0].path).toBe("leadAssessorId");
    const conflicting = await call(rm.token, "PUT", `/api/risk-assessments/${open.id}`, {
      gdprScore: 2,
      complianceScore: 3,
    });
    expect(conflicting.status).toBe(400);
    await expectNothingWritten(t, before);
  });

  it("a team member who has left since stays when the form sends the team back; a new one must be active", async () => {
    const vendor = await activeVendor(t);
    const open = await assessmentRow(t, { vendorId: vendor.id, leadAssessorId: rm.user.id });
    const leaver = await person(t, "Risk Manager");
    const inactive = await person(t, "Risk Manager", { status: "deactivated" });
    await call(rm.token, "PUT", `/api/risk-assessments/${open.id}`, { teamIds: [leaver.id] });
    await t.services.db.user.update({ where: { id: leaver.id }, data: { status: "deactivated" } });
    const kept = await call(rm.token, "PUT", `/api/risk-assessments/${open.id}`, {
      teamIds: [leaver.id],
      comments: "Kept",
    });
    expect(kept.status).toBe(200);
    expect(kept.body.data.team).toEqual([{ id: leaver.id, name: "Test User" }]);
    const before = await footprint(t);
    const added = await call(rm.token, "PUT", `/api/risk-assessments/${open.id}`, {
      teamIds: [leaver.id, inactive.id],
    });
    expect(added.status).toBe(400);
    expect(added.body.issues[0].path).toBe("teamIds");
    await expectNothingWritten(t, before);
  });
});

describe("DELETE /api/risk-assessments/{id}", () => {
  it("deletes a draft with an audit row; in progress and completed answer 409; unknown 404", async () => {
    const vendor = await activeVendor(t);
    const draft = await assessmentRow(t, { vendorId: vendor.id, leadAssessorId: rm.user.id });
    const res = await call(rm.token, "DELETE", `/api/risk-assessments/${draft.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id: draft.id, deleted: true });
    expect(await t.services.db.riskAssessment.findUnique({ where: { id: draft.id } })).toBeNull();
    const audit = await auditRows(t, draft.id);
    expect(audit.map((r) => r.action)).toEqual(["DELETE"]);
    expect(audit[0]!.description).toBe(`Deleted draft risk assessment ${draft.reference}`);

    const working = await assessmentRow(t, {
      vendorId: vendor.id,
      leadAssessorId: rm.user.id,
      status: "in_progress",
      scores: { complianceLegal: 3 },
    });
    const done = await assessmentRow(t, { vendorId: vendor.id, leadAssessorId: rm.user.id, status: "completed" });
    const before = await footprint(t);
    const inProgress = await call(rm.token, "DELETE", `/api/risk-assessments/${working.id}`);
    expect(inProgress.status).toBe(409);
    expect(inProgress.body.message).toBe(`${working.reference} is in progress: only drafts are deleted.`);
    expect((await call(rm.token, "DELETE", `/api/risk-assessments/${done.id}`)).status).toBe(409);
    expect((await call(rm.token, "DELETE", `/api/risk-assessments/${randomUUID()}`)).status).toBe(404);
    await expectNothingWritten(t, before);
  });
});
