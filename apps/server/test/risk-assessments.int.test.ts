// The risk assessment centre's REST paths: create and read, the legacy score fields, refused bodies (400 naming the
// field, nothing written) and 404. Update and delete: risk-assessments-changes.int.test.ts; submission, reopening and
// domains: risk-assessments-submit.int.test.ts; bulk changes: risk-assessments-bulk.int.test.ts; the list:
// risk-assessments-list.int.test.ts; roles: risk-assessments-permissions.int.test.ts; dashboard figures:
// risk-assessments-summary.int.test.ts.
import { randomUUID } from "node:crypto";
import { todayIn } from "@tprm/api/dates";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "./helpers.js";
import {
  activeVendor,
  allScored,
  assessmentRow,
  auditRows,
  type Caller,
  DOMAINS,
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

beforeAll(async () => {
  ({ t, call, rm } = await startAssessmentApp());
});
afterAll(() => t.close());

describe("POST /api/risk-assessments", () => {
  it("creates a draft with the spec's defaults, a per-year reference and an audit row", async () => {
    const vendor = await activeVendor(t);
    const res = await call(rm.token, "POST", "/api/risk-assessments", {
      vendorId: vendor.id,
      leadAssessorId: rm.user.id,
    });
    expect(res.status).toBe(201);
    const a = res.body.data;
    const today = todayIn("UTC");
    expect(a).toMatchObject({
      vendor: { id: vendor.id, name: vendor.name },
      type: "comprehensive",
      status: "draft",
      leadAssessor: { id: rm.user.id },
      assessmentDate: today,
      nextReviewDate: null,
      overallScore: null,
      overallRisk: null,
      progress: { completed: 0, total: 9, percent: 0, colour: "red" },
      reviewDue: null,
      team: [],
      history: [],
      vendorRiskRating: null,
      createdBy: { id: rm.user.id },
    });
    expect(a.reference).toMatch(new RegExp(`^RA-${today.slice(0, 4)}-\\d{4,}$`));
    for (const d of DOMAINS) expect(a.domains[d]).toMatchObject({ score: null, riskLevel: null, evidence: [] });
    expect(a.domains.vendorFinancialResilience.weight).toBe(0.15);
    expect(a.domains.esgAndAML.weight).toBe(0.05);

    const next = await call(rm.token, "POST", "/api/risk-assessments", {
      vendorId: vendor.id,
      leadAssessorId: rm.user.id,
    });
    const number = (ref: string) => Number(ref.split("-")[2]);
    expect(number(next.body.data.reference)).toBe(number(a.reference) + 1);
    expect(next.body.data.history.map((h: { id: string }) => h.id)).toEqual([a.id]);

    const audit = await auditRows(t, a.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "CREATE", actorId: rm.user.id });
    expect(audit[0]!.description).toBe(`Created risk assessment ${a.reference} of ${vendor.name}`);
  });

  it("derives the domain levels, weighted score, overall risk, progress and status from the scores", async () => {
    const vendor = await activeVendor(t);
    const member = await person(t, "IT Security");
    const res = await call(rm.token, "POST", "/api/risk-assessments", {
      vendorId: vendor.id,
      leadAssessorId: rm.user.id,
      type: "periodic_review",
      assessmentDate: "2026-01-31",
      serviceCategory: "Cloud hosting",
      teamIds: [member.id, member.id],
      domains: { vendorFinancialResilience: { score: 8, notes: "Thin margins" }, itBusinessContinuity: { score: 6 } },
      // Derived fields are the server's: whatever a body says of them is not taken.
      overallScore: 1,
      status: "completed",
    });
    expect(res.status).toBe(201);
    const a = res.body.data;
    // (15 × 8 + 15 × 6) / 30 = 7.00 → High
    expect(a).toMatchObject({
      type: "periodic_review",
      status: "in_progress",
      assessmentDate: "2026-01-31",
      serviceCategory: "Cloud hosting",
      overallScore: 7,
      overallRisk: "high",
      progress: { completed: 2, total: 9, percent: 22, colour: "red" },
      team: [{ id: member.id }],
    });
    expect(a.domains.vendorFinancialResilience).toMatchObject({
      score: 8,
      riskLevel: "critical",
      notes: "Thin margins",
    });
    expect(a.domains.itBusinessContinuity).toMatchObject({
      score: 6,
      riskLevel: "high",
      updatedBy: { id: rm.user.id },
    });
    const row = await t.services.db.riskAssessment.findUniqueOrThrow({ where: { id: a.id } });
    expect(row.overallScore?.toFixed(2)).toBe("7.00");
    expect(row.domainsCompleted).toBe(2);
  });

  it("accepts the legacy score fields, maps them onto their domains and returns each", async () => {
    const vendor = await activeVendor(t);
    const res = await call(rm.token, "POST", "/api/risk-assessments", {
      vendorId: vendor.id,
      leadAssessorId: rm.user.id,
      itScore: 6,
      operationalScore: 6,
      financialScore: 8,
      gdprScore: 3,
      criticalityScore: 4,
      concentrationScore: 5,
      reputationalScore: 2,
      exitStrategyScore: 7,
      geopoliticalScore: 1,
      specializedScore: 9,
    });
    expect(res.status).toBe(201);
    const a = res.body.data;
    expect(a.progress.completed).toBe(9);
    expect(a.domains.itBusinessContinuity.score).toBe(6);
    expect(a.domains.vendorFinancialResilience.score).toBe(8);
    expect(a.domains.complianceLegal.score).toBe(3);
    expect(a.domains.tprmSubcontracting.score).toBe(4);
    expect(a.domains.concentrationSystem.score).toBe(5);
    expect(a.domains.reputationalStrategic.score).toBe(2);
    expect(a.domains.exitStrategyTermination.score).toBe(7);
    expect(a.domains.countryGeopolitical.score).toBe(1);
    expect(a.domains.esgAndAML.score).toBe(9);
    expect(a).toMatchObject({
      itScore: 6,
      operationalScore: 6,
      operationalBCScore: 6,
      itCyberScore: 6,
      financialScore: 8,
      financialResilienceScore: 8,
      complianceScore: 3,
      gdprScore: 3,
      criticalityScore: 4,
      concentrationScore: 5,
      reputationalScore: 2,
      exitStrategyScore: 7,
      geopoliticalScore: 1,
      specializedScore: 9,
    });
    // (15×8 + 15×6 + 15×3 + 10×4 + 15×5 + 10×2 + 10×7 + 5×1 + 5×9) / 100 = 5.10
    expect(a.overallScore).toBe(5.1);
    expect(a.overallRisk).toBe("medium");

    const read = await call(rm.token, "GET", `/api/risk-assessments/${a.id}`);
    expect(read.body.data).toMatchObject({ itScore: 6, financialScore: 8, specializedScore: 9 });
  });

  it("refuses legacy fields that disagree with each other or with the domain, naming each field; nothing written", async () => {
    const vendor = await activeVendor(t);
    const before = await footprint(t);
    const res = await call(rm.token, "POST", "/api/risk-assessments", {
      vendorId: vendor.id,
      leadAssessorId: rm.user.id,
      itScore: 6,
      operationalScore: 7,
      complianceScore: 4,
      domains: { complianceLegal: { score: 5 } },
    });
    expect(res.status).toBe(400);
    const paths = res.body.issues.map((i: { path: string }) => i.path).sort();
    expect(paths).toEqual(["complianceScore", "domains.complianceLegal.score", "itScore", "operationalScore"]);
    await expectNothingWritten(t, before);
  });

  it("400 with the field's issue for bad bodies, and nothing is written", async () => {
    const vendor = await activeVendor(t);
    const offboarded = await activeVendor(t, `Gone ${randomUUID().slice(0, 6)}`, { status: "offboarded" });
    const inactive = await person(t, "Risk Manager", { status: "deactivated" });
    const valid = { vendorId: vendor.id, leadAssessorId: rm.user.id };
    const cases: [object, string, RegExp][] = [
      [{ leadAssessorId: rm.user.id }, "vendorId", /^Vendor name is required/],
      [{ vendorId: vendor.id }, "leadAssessorId", /^Assessor is required/],
      [{ ...valid, vendorId: "" }, "vendorId", /^Vendor name is required/],
      [{ ...valid, vendorId: randomUUID() }, "vendorId", /^Vendor name is required/],
      [{ ...valid, vendorId: offboarded.id }, "vendorId", /offboarded/],
      [{ ...valid, leadAssessorId: randomUUID() }, "leadAssessorId", /^Assessor is required/],
      [{ ...valid, leadAssessorId: inactive.id }, "leadAssessorId", /^Assessor is required/],
      [{ ...valid, teamIds: [inactive.id] }, "teamIds", /not an active user/],
      [{ ...valid, domains: domainsBody({ complianceLegal: 11 }) }, "domains.complianceLegal.score", /0 to 10/],
      [{ ...valid, domains: domainsBody({ complianceLegal: 2.5 }) }, "domains.complianceLegal.score", /whole/],
      [{ ...valid, domains: { cyber: { score: 3 } } }, "domains", /./],
      [{ ...valid, itScore: -1 }, "itScore", /0 to 10/],
      [{ ...valid, type: "yearly" }, "type", /Comprehensive, Initial/],
      [{ ...valid, assessmentDate: "31/01/2026" }, "assessmentDate", /date/],
      [{ ...valid, assessmentDate: "2150-01-01" }, "assessmentDate", /between 1900 and 2099/],
      [{ ...valid, nextReviewDate: "1899-12-31" }, "nextReviewDate", /between 1900 and 2099/],
      [{ ...valid, serviceCategory: "x".repeat(201) }, "serviceCategory", /at most 200/],
    ];
    for (const [body, path, message] of cases) {
      const before = await footprint(t);
      const res = await call(rm.token, "POST", "/api/risk-assessments", body);
      expect(res.status, JSON.stringify(body).slice(0, 120)).toBe(400);
      const issue = res.body.issues.find((i: { path: string }) => i.path === path);
      expect(issue, `${path}: ${JSON.stringify(res.body.issues)}`).toBeDefined();
      expect(issue.message).toMatch(message);
      await expectNothingWritten(t, before);
    }
  });
});

describe("GET /api/risk-assessments/{id}", () => {
  it("answers the detail with team, history newest first and the vendor's rating; 404 for an unknown id", async () => {
    const vendor = await activeVendor(t, undefined, { riskRating: "high" });
    const older = await assessmentRow(t, {
      vendorId: vendor.id,
      leadAssessorId: rm.user.id,
      status: "completed",
      assessmentDate: new Date("2024-03-01"),
      overallScore: "6.50",
      overallRisk: "high",
      scores: allScored(6),
    });
    const newer = await assessmentRow(t, {
      vendorId: vendor.id,
      leadAssessorId: rm.user.id,
      assessmentDate: new Date("2025-03-01"),
    });
    const member = await person(t, "Vendor Manager", { firstName: "Mia", lastName: "Team" });
    const current = await assessmentRow(t, { vendorId: vendor.id, leadAssessorId: rm.user.id, teamIds: [member.id] });
    const res = await call(rm.token, "GET", `/api/risk-assessments/${current.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: current.id,
      team: [{ id: member.id, name: "Mia Team" }],
      vendorRiskRating: "high",
      history: [
        { id: newer.id, status: "draft", assessmentDate: "2025-03-01", overallScore: null },
        { id: older.id, status: "completed", overallScore: 6.5, overallRisk: "high" },
      ],
    });
    const missing = await call(rm.token, "GET", `/api/risk-assessments/${randomUUID()}`);
    expect(missing.status).toBe(404);
    expect((await call(rm.token, "GET", "/api/risk-assessments/not-an-id")).status).toBe(400);
  });
});
