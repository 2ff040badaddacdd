// Submitting an assessment (six stakeholder notifications with the spec's groups and priorities, the vendor's risk
// rating, a refused submission writing nothing), reopening it, one domain at a time (IT Security's own domain). Bulk
// changes: risk-assessments-bulk.int.test.ts.
import { randomUUID } from "node:crypto";
import { addMonths } from "@tprm/api/dates";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, type TestApp } from "./helpers.js";
import {
  activeVendor,
  allScored,
  apiAssessment,
  assessmentNotifications,
  assessmentRow,
  auditRows,
  type Caller,
  domainsBody,
  expectNothingWritten,
  footprint,
  person,
  type SignedIn,
  startAssessmentApp,
} from "./risk-assessments-support.js";

let t: TestApp;
let call: Caller;
let rm: SignedIn;
let itSecurity: { token: string; user: { id: string } };

/** Spec 000 §7: the six groups told of a submission, with their priorities; and a role each group holds by default. */
const GROUPS = [
  ["finance", "medium", "Finance"],
  ["operations", "high", "Procurement"],
  ["compliance", "high", "Compliance"],
  ["it_security", "high", "IT Security"],
  ["risk_mgt", "high", "Risk Manager"],
  ["esg", "medium", "Compliance Officer"],
] as const;

beforeAll(async () => {
  ({ t, call, rm } = await startAssessmentApp());
  itSecurity = await signIn(t, "IT Security");
});
afterAll(() => t.close());

/** An assessment made through the API with the given scores (derived fields computed by the server). */
const assessment = (scores: Parameters<typeof domainsBody>[0], extra: object = {}) =>
  apiAssessment(t, rm, scores, extra);
const notificationsOf = (id: string) => assessmentNotifications(t, id);

describe("POST /api/risk-assessments/{id}/submit", () => {
  it("completes the assessment, rates the vendor and writes exactly six stakeholder notifications", async () => {
    // One fresh member of each group, so each group has someone to hear it.
    const members = await Promise.all(GROUPS.map(([, , role]) => person(t, role)));
    const { vendor, a } = await assessment({ ...allScored(8), esgAndAML: 4 });
    const res = await call(rm.token, "POST", `/api/risk-assessments/${a.id}/submit`);
    expect(res.status).toBe(200);
    const done = res.body.data;
    // (95 × 8 + 5 × 4) / 100 = 7.80 → High; High → next review 12 months after the assessment date.
    expect(done).toMatchObject({
      status: "completed",
      overallScore: 7.8,
      overallRisk: "high",
      submittedBy: { id: rm.user.id },
      nextReviewDate: addMonths("2026-01-31", 12),
      vendorRiskRating: "high",
      progress: { completed: 9, percent: 100, colour: "green" },
    });
    expect(done.nextReviewDate).toBe("2027-01-31");
    expect(done.submittedAt).not.toBeNull();

    const after = await t.services.db.vendor.findUniqueOrThrow({ where: { id: vendor.id } });
    expect(after.riskRating).toBe("high");
    expect(after.lastReviewedAt?.toISOString()).toBe(done.submittedAt);
    const vendorAudit = await auditRows(t, vendor.id, "Vendor");
    expect(vendorAudit.at(-1)).toMatchObject({
      action: "UPDATE",
      description: `Risk rating of ${vendor.name} set to High by risk assessment ${a.reference}`,
    });
    expect((await auditRows(t, a.id)).map((r) => r.action)).toEqual(["CREATE", "REVIEW"]);

    const rows = await notificationsOf(a.id);
    const events = new Map(rows.map((n) => [n.eventKey, n]));
    expect(events.size).toBe(6);
    const stamp = new Date(done.submittedAt).getTime();
    for (const [group, priority] of GROUPS) {
      const event = events.get(`assessment.submitted:${a.id}:${stamp}:${group}`);
      expect(event, group).toMatchObject({
        eventType: "assessment.submitted",
        type: "assessment",
        priority,
        entityName: a.reference,
        link: `/risk-assessment?assessment=${a.id}`,
      });
    }
    for (const [i, [group]] of GROUPS.entries()) {
      const got = rows.filter((n) => n.userId === members[i]!.id).map((n) => n.eventKey.split(":").at(-1));
      expect(got, `${group} member`).toContain(group);
    }
    // The submitter is left out: they know.
    expect(rows.filter((n) => n.userId === rm.user.id)).toEqual([]);
    // A Compliance Officer belongs to two groups (compliance, esg) and hears each group's event.
    expect(rows.some((n) => n.priority === "medium" && n.eventKey.endsWith(":esg"))).toBe(true);
  });

  it("keeps a next review date the assessor chose", async () => {
    const { a } = await assessment(allScored(2), { nextReviewDate: "2026-09-30" });
    const res = await call(rm.token, "POST", `/api/risk-assessments/${a.id}/submit`);
    expect(res.body.data).toMatchObject({ overallRisk: "low", nextReviewDate: "2026-09-30" });
  });

  it("a submission with a domain missing answers 409 naming it and writes nothing: no notification, audit row or rating", async () => {
    const { a } = await assessment({ ...allScored(9), countryGeopolitical: null, esgAndAML: null });
    const before = await footprint(t);
    const res = await call(rm.token, "POST", `/api/risk-assessments/${a.id}/submit`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Score every domain before submitting: Country & geopolitical, ESG & AML");
    await expectNothingWritten(t, before);
    expect(await notificationsOf(a.id)).toEqual([]);
    expect((await call(rm.token, "POST", `/api/risk-assessments/${randomUUID()}/submit`)).status).toBe(404);
  });

  it("a completed assessment cannot be submitted again (409)", async () => {
    const { a } = await assessment(allScored(5));
    expect((await call(rm.token, "POST", `/api/risk-assessments/${a.id}/submit`)).status).toBe(200);
    const before = await footprint(t);
    const again = await call(rm.token, "POST", `/api/risk-assessments/${a.id}/submit`);
    expect(again.status).toBe(409);
    await expectNothingWritten(t, before);
  });
});

describe("POST /api/risk-assessments/{id}/reopen", () => {
  it("reopens with a reason (audited), clears the computed review date, and a new submission notifies again", async () => {
    const { a } = await assessment(allScored(9));
    await call(rm.token, "POST", `/api/risk-assessments/${a.id}/submit`);
    const noReason = await call(rm.token, "POST", `/api/risk-assessments/${a.id}/reopen`, { reason: "  " });
    expect(noReason.status).toBe(400);
    expect(noReason.body.issues[0]).toEqual({ path: "reason", message: "Give the reason for reopening" });

    const res = await call(rm.token, "POST", `/api/risk-assessments/${a.id}/reopen`, { reason: "Wrong financials" });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: "in_progress",
      reopenReason: "Wrong financials",
      reopenedBy: { id: rm.user.id },
      nextReviewDate: null,
    });
    const audit = await auditRows(t, a.id);
    expect(audit.at(-1)!.description).toBe(`Reopened risk assessment ${a.reference}: Wrong financials`);

    const changed = await call(rm.token, "PUT", `/api/risk-assessments/${a.id}`, {
      domains: domainsBody(allScored(1)),
    });
    expect(changed.body.data.overallRisk).toBe("low");
    const again = await call(rm.token, "POST", `/api/risk-assessments/${a.id}/submit`);
    // Low → 24 months after the assessment date.
    expect(again.body.data).toMatchObject({
      status: "completed",
      nextReviewDate: "2028-01-31",
      vendorRiskRating: "low",
    });
    const keys = new Set((await notificationsOf(a.id)).map((n) => n.eventKey));
    expect(keys.size).toBe(12);
  });

  it("409 when the assessment is not completed; 404 when unknown", async () => {
    const { a } = await assessment({ complianceLegal: 3 });
    const before = await footprint(t);
    expect((await call(rm.token, "POST", `/api/risk-assessments/${a.id}/reopen`, { reason: "x" })).status).toBe(409);
    expect((await call(rm.token, "POST", `/api/risk-assessments/${randomUUID()}/reopen`, { reason: "x" })).status).toBe(
      404,
    );
    await expectNothingWritten(t, before);
  });
});

describe("PUT /api/risk-assessments/{id}/domains/{domain}", () => {
  it("IT Security fills the IT & business continuity domain; another domain is 403 and writes nothing", async () => {
    const { a } = await assessment({});
    const res = await call(itSecurity.token, "PUT", `/api/risk-assessments/${a.id}/domains/itBusinessContinuity`, {
      score: 7,
      notes: "No tested DR plan",
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: "in_progress", overallScore: 7, overallRisk: "high" });
    expect(res.body.data.domains.itBusinessContinuity).toMatchObject({
      score: 7,
      riskLevel: "high",
      notes: "No tested DR plan",
      updatedBy: { id: itSecurity.user.id },
    });
    const before = await footprint(t);
    const other = await call(itSecurity.token, "PUT", `/api/risk-assessments/${a.id}/domains/complianceLegal`, {
      score: 2,
    });
    expect(other.status).toBe(403);
    await expectNothingWritten(t, before);
  });

  it("a Risk Manager fills any domain; only the notes may change; 409 when completed; 404; 400 on a bad score", async () => {
    const { a } = await assessment({ complianceLegal: 4 });
    const notes = await call(rm.token, "PUT", `/api/risk-assessments/${a.id}/domains/complianceLegal`, {
      notes: "DPA signed",
    });
    expect(notes.body.data.domains.complianceLegal).toMatchObject({ score: 4, notes: "DPA signed" });
    const bad = await call(rm.token, "PUT", `/api/risk-assessments/${a.id}/domains/complianceLegal`, { score: 12 });
    expect(bad.status).toBe(400);
    expect(bad.body.issues[0].path).toBe("score");
    const unknown = await call(rm.token, "PUT", `/api/risk-assessments/${a.id}/domains/cyber`, { score: 2 });
    expect(unknown.status).toBe(400);

    const vendor = await activeVendor(t);
    const done = await assessmentRow(t, { vendorId: vendor.id, leadAssessorId: rm.user.id, status: "completed" });
    const before = await footprint(t);
    const locked = await call(
      itSecurity.token,
      "PUT",
      `/api/risk-assessments/${done.id}/domains/itBusinessContinuity`,
      {
        score: 1,
      },
    );
    expect(locked.status).toBe(409);
    const missing = await call(rm.token, "PUT", `/api/risk-assessments/${randomUUID()}/domains/esgAndAML`, {
      score: 1,
    });
    expect(missing.status).toBe(404);
    await expectNothingWritten(t, before);
  });
});
