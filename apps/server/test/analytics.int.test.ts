// The analytics figures (GET /api/analytics/*) on data this file makes in a database of its own, and who may read
// them: the spec's role table (000 §6, "reports" in View) written out below.
import { ROLES } from "@tprm/db";
import {
  createContract,
  createInvoice,
  createPolicy,
  createRiskAssessment,
  createUser,
  createVendor,
} from "@tprm/db/factories";
import type { TestDatabase } from "@tprm/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createOwnDatabase, signIn, startTestApp, type TestApp } from "./helpers.js";

let database: TestDatabase;
let t: TestApp;
let token: string;

const DAY = 86_400_000;
/** Midnight UTC `offset` days from today (the tests' organisation time zone is UTC). */
const date = (offset: number) =>
  new Date(`${new Date(Date.now() + offset * DAY).toISOString().slice(0, 10)}T00:00:00.000Z`);
const thisMonth = new Date().toISOString().slice(0, 7);

const ids: Record<string, string> = {};

async function get(path: string, as = token) {
  const res = await t.app.inject({ method: "GET", url: `/api/analytics/${path}`, headers: bearer(as) });
  return { status: res.statusCode, body: res.json() };
}

beforeAll(async () => {
  database = await createOwnDatabase();
  t = await startTestApp({ DATABASE_URL: database.url });
  const signed = await signIn(t, "Risk Manager");
  token = signed.token;
  const db = t.services.db;
  const a = await createVendor(db, { name: "Alpha Clearing", status: "active", country: "DE", riskRating: "high" });
  const b = await createVendor(db, { name: "Beta Hosting", status: "active", country: "DE", riskRating: "low" });
  const c = await createVendor(db, { name: "Gamma Data", status: "onboarding", country: "FR", currency: "EUR" });
  const d = await createVendor(db, { name: "Delta Old", status: "offboarded", riskRating: "critical" });
  const e = await createVendor(db, { name: "Epsilon Print", status: "under_review", country: "US" });
  Object.assign(ids, { a: a.id, b: b.id, c: c.id, d: d.id, e: e.id });

  // Spend in the period: USD Alpha 900 (600 pending, 300 paid), Beta 120 (100 overdue, 20 pending, the same number
  // twice: one duplicate group); EUR Gamma 50. Alpha's 1,000 issued 400 days ago is outside the period.
  await createContract(db, { vendorId: a.id, value: "500.00", currency: "USD" });
  await createInvoice(db, { vendorId: a.id, amount: "600.00", dueDate: date(30) });
  await createInvoice(db, {
    vendorId: a.id,
    amount: "300.00",
    issueDate: date(-10),
    dueDate: date(20),
    status: "paid",
    paidAt: date(-2),
  });
  await createInvoice(db, {
    vendorId: a.id,
    amount: "1000.00",
    issueDate: date(-400),
    dueDate: date(-370),
    status: "paid",
    paidAt: date(-380),
  });
  await createInvoice(db, {
    vendorId: b.id,
    number: "DUP-1",
    amount: "100.00",
    issueDate: date(-40),
    dueDate: date(-10),
  });
  await createInvoice(db, {
    vendorId: b.id,
    number: " dup-1",
    amount: "20.00",
    issueDate: date(-5),
    dueDate: date(25),
  });
  await createInvoice(db, { vendorId: c.id, amount: "50.00", currency: "EUR", dueDate: date(30) });

  // Assessments: Alpha's and Beta's latest completed ones count; Beta's older one and Gamma's draft do not.
  const lead = signed.user.id;
  await createRiskAssessment(db, {
    vendorId: b.id,
    leadAssessorId: lead,
    status: "completed",
    assessmentDate: date(-400),
    nextReviewDate: date(-35),
    overallScore: "10.00",
    overallRisk: "critical",
    scores: { vendorFinancialResilience: 10 },
  });
  await createRiskAssessment(db, {
    vendorId: a.id,
    leadAssessorId: lead,
    status: "completed",
    assessmentDate: date(0),
    nextReviewDate: date(-1),
    overallScore: "7.00",
    overallRisk: "high",
    scores: { vendorFinancialResilience: 8, itBusinessContinuity: 6 },
  });
  await createRiskAssessment(db, {
    vendorId: b.id,
    leadAssessorId: lead,
    status: "completed",
    assessmentDate: date(0),
    nextReviewDate: date(365),
    overallScore: "2.00",
    overallRisk: "low",
    scores: { vendorFinancialResilience: 2 },
  });
  await createRiskAssessment(db, { vendorId: c.id, leadAssessorId: lead, scores: { itBusinessContinuity: 9 } });

  // Policies: one active with two gaps and acknowledgements, one past its review (Expired), one draft; one archived.
  const eba = "EBA/GL/2019/02";
  const p1 = await createPolicy(db, {
    name: "Outsourcing Policy",
    status: "active",
    regulatoryFramework: eba,
    complianceGaps: ["Exit plan missing", "Sub-outsourcing register"],
  });
  await createPolicy(db, {
    status: "active",
    reviewDate: date(-1),
    regulatoryFramework: eba,
    complianceGaps: ["exit plan missing "],
  });
  await createPolicy(db, { status: "draft", regulatoryFramework: "DORA" });
  await createPolicy(db, { status: "active", archived: true, complianceGaps: ["Archived gap"] });
  await db.policy.update({ where: { id: p1.id }, data: { ackVersionId: p1.currentVersionId } });
  ids.p1 = p1.id;
  const people = await Promise.all(
    (["active", "active", "active", "deactivated"] as const).map((status) => createUser(db, { status })),
  );
  const ack = (i: number, dueDate: Date, acknowledgedAt: Date | null) =>
    db.policyAcknowledgement.create({
      data: { policyId: p1.id, versionId: p1.currentVersionId!, userId: people[i]!.id, dueDate, acknowledgedAt },
    });
  await ack(0, date(10), new Date());
  await ack(1, date(10), null);
  await ack(2, date(-1), null);
  await ack(3, date(-1), null); // deactivated before acknowledging: not counted
});

afterAll(async () => {
  await t?.close();
  await database?.drop();
});

describe("analytics figures on known data", () => {
  it("vendors: by status, risk and country; spend concentration per currency", async () => {
    const { status, body } = await get("vendors");
    expect(status).toBe(200);
    const v = body.data;
    expect(v.total).toBe(5);
    expect(v.byStatus).toEqual([
      { status: "onboarding", count: 1 },
      { status: "active", count: 2 },
      { status: "under_review", count: 1 },
      { status: "offboarding", count: 0 },
      { status: "offboarded", count: 1 },
    ]);
    expect(v.byRisk).toEqual([
      { risk: "low", count: 1 },
      { risk: "medium", count: 0 },
      { risk: "high", count: 1 },
      { risk: "critical", count: 1 },
      { risk: null, count: 2 },
    ]);
    expect(v.byCountry).toEqual([
      { country: "DE", count: 2 },
      { country: "FR", count: 1 },
      { country: "US", count: 1 },
      { country: null, count: 1 },
    ]);
    expect(v.otherCountries).toEqual({ countries: 0, vendors: 0 });
    expect(v.countries).toBe(3);
    const [usd, eur] = v.spend.currencies;
    // 900 / 1,020 = 88.2 %; HHI = (900² + 120²) / 1,020² × 10,000 = 7,923.9.
    expect(usd).toEqual({
      currency: "USD",
      total: "1020.00",
      vendors: 2,
      top5Share: 100,
      hhi: 7924,
      top: [
        { vendorId: ids.a, name: "Alpha Clearing", amount: "900.00", share: 88.2 },
        { vendorId: ids.b, name: "Beta Hosting", amount: "120.00", share: 11.8 },
      ],
    });
    expect(eur).toMatchObject({ currency: "EUR", total: "50.00", vendors: 1, top5Share: 100, hhi: 10000 });
    expect(v.spend.period.to).toBe(new Date().toISOString().slice(0, 10));
  });

  it("risk: each vendor's latest completed assessment by domain, and completions per month", async () => {
    const { status, body } = await get("risk");
    expect(status).toBe(200);
    const r = body.data;
    expect(r.assessed).toBe(2);
    expect(r.byOverallRisk).toEqual([
      { risk: "low", count: 1 },
      { risk: "medium", count: 0 },
      { risk: "high", count: 1 },
      { risk: "critical", count: 0 },
      { risk: null, count: 0 },
    ]);
    const domain = (key: string) => r.byDomain.find((d: { domain: string }) => d.domain === key);
    expect(r.byDomain).toHaveLength(9);
    expect(domain("vendorFinancialResilience")).toEqual({
      domain: "vendorFinancialResilience",
      weightPercent: 15,
      scored: 2,
      average: 5,
      levels: { low: 1, medium: 0, high: 0, critical: 1 },
    });
    expect(domain("itBusinessContinuity")).toMatchObject({ scored: 1, average: 6, levels: { high: 1 } });
    expect(domain("esgAndAML")).toMatchObject({ scored: 0, average: null });
    expect(r.overTime).toHaveLength(12);
    expect(r.overTime.at(-1)).toEqual({
      month: thisMonth,
      completed: 2,
      averageScore: 4.5,
      levels: { low: 1, medium: 0, high: 1, critical: 0 },
    });
    expect(r.overTime.reduce((n: number, m: { completed: number }) => n + m.completed, 0)).toBe(2);
  });

  it("compliance: policy statuses and compliance, acknowledgements, gaps", async () => {
    const { status, body } = await get("compliance");
    expect(status).toBe(200);
    const c = body.data;
    expect(c.policies).toMatchObject({ total: 3, compliancePercent: 33, withGaps: 2, withoutGaps: 1 });
    const statusCount = Object.fromEntries(
      c.policies.byStatus.map((s: { status: string; count: number }) => [s.status, s.count]),
    );
    expect(statusCount).toEqual({ draft: 1, under_review: 0, approved: 0, active: 1, expired: 1, inactive: 0 });
    expect(c.acknowledgements).toMatchObject({ total: 3, accepted: 1, pending: 1, overdue: 1, acceptedPercent: 33.3 });
    expect(c.acknowledgements.byPolicy).toEqual([
      expect.objectContaining({
        policyId: ids.p1,
        name: "Outsourcing Policy",
        total: 3,
        accepted: 1,
        pending: 1,
        overdue: 1,
      }),
    ]);
    expect(c.gaps.total).toBe(3);
    expect(c.gaps.byFramework).toEqual([{ framework: "EBA/GL/2019/02", policies: 2, gaps: 3 }]);
    expect(c.gaps.top).toHaveLength(2);
    expect(c.gaps.top[0].gap.toLowerCase()).toBe("exit plan missing");
    expect(c.gaps.top[0].policies).toBe(2);
    expect(c.gaps.top[1]).toEqual({ gap: "Sub-outsourcing register", policies: 1 });
    // Not offboarded: Alpha and Beta assessed, Gamma (a draft only) and Epsilon not; Alpha's review is past due.
    expect(c.gaps).toMatchObject({ vendorsWithoutAssessment: 2, vendorsReviewOverdue: 1 });
  });

  it("financial: spend per currency, month and vendor; invoice exceptions", async () => {
    const { status, body } = await get("financial");
    expect(status).toBe(200);
    const f = body.data;
    expect(f.byCurrency).toEqual([
      { currency: "USD", invoices: 4, invoiced: "1020.00", paid: "300.00", outstanding: "720.00", overdue: "100.00" },
      { currency: "EUR", invoices: 1, invoiced: "50.00", paid: "0.00", outstanding: "50.00", overdue: "0.00" },
    ]);
    expect(f.byMonth).toHaveLength(24);
    const usdMonths = f.byMonth.filter((m: { currency: string }) => m.currency === "USD");
    const cents = usdMonths.reduce((n: number, m: { amount: string }) => n + Math.round(Number(m.amount) * 100), 0);
    expect(cents).toBe(102_000);
    expect(usdMonths.reduce((n: number, m: { invoices: number }) => n + m.invoices, 0)).toBe(4);
    expect(f.byVendor).toEqual([
      { currency: "EUR", vendorId: ids.c, name: "Gamma Data", invoices: 1, amount: "50.00" },
      { currency: "USD", vendorId: ids.a, name: "Alpha Clearing", invoices: 2, amount: "900.00" },
      { currency: "USD", vendorId: ids.b, name: "Beta Hosting", invoices: 2, amount: "120.00" },
    ]);
    // Over all invoices: Beta's 100 is overdue; "DUP-1" twice; Alpha's 600 and 1,000 exceed its 500 contract.
    expect(f.exceptions).toEqual({
      overdue: 1,
      overdueAmounts: [{ currency: "USD", amount: "100.00" }],
      duplicates: 1,
      overContract: 2,
    });
  });
});

/** 000 §6: the roles whose View lists "reports" (Admin passes everything); the others and unknown roles are refused. */
const MAY_VIEW_REPORTS: Record<string, boolean> = {
  Admin: true,
  "Business User": false,
  "Risk Manager": true,
  Compliance: true,
  "Compliance Officer": true,
  Finance: true,
  "Finance Manager": true,
  Legal: true,
  "Legal Counsel": true,
  "IT Security": true,
  Procurement: false,
  "Vendor Manager": true,
  Executive: true,
  "Board Member": true,
  "Internal Auditor": true,
  "External Auditor": true,
  "Regulatory Body": true,
};

describe("who may read the analytics", () => {
  it("covers every role", () => {
    expect(Object.keys(MAY_VIEW_REPORTS).sort()).toEqual([...ROLES].sort());
  });

  it("answers the roles that view reports, 403 to the others and 401 without a session", async () => {
    for (const [role, allowed] of Object.entries(MAY_VIEW_REPORTS)) {
      const { token: roleToken } = await signIn(t, role);
      expect(roleToken).toEqual(expect.any(String));
      for (const path of ["vendors", "risk", "compliance", "financial"]) {
        const { status } = await get(path, roleToken);
        expect(`${role} ${path} ${status}`).toBe(`${role} ${path} ${allowed ? 200 : 403}`);
      }
    }
    // 000 §6: unknown roles have no access.
    const { token: unknown } = await signIn(t, "Intern");
    expect(unknown).toEqual(expect.any(String));
    expect((await get("vendors", unknown)).status).toBe(403);
    const anonymous = await t.app.inject({ method: "GET", url: "/api/analytics/risk" });
    expect(anonymous.statusCode).toBe(401);
  });
});
