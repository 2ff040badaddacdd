// GET /api/risk-assessments/summary: the dashboard view's figures, exact, on a database of this file's own (the
// figures count every assessment), and with the list's filters applied.
import { addDays, todayIn } from "@tprm/api/dates";
import type { TestDatabase } from "@tprm/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOwnDatabase, type TestApp } from "./helpers.js";
import {
  activeVendor,
  allScored,
  assessmentRow,
  type Caller,
  DOMAINS,
  person,
  startAssessmentApp,
} from "./risk-assessments-support.js";

let database: TestDatabase;
let t: TestApp;
let call: Caller;
let token: string;
const vendors: Record<string, { id: string; name: string }> = {};
const refs: Record<string, string> = {};

beforeAll(async () => {
  database = await createOwnDatabase();
  const app = await startAssessmentApp("Executive", { DATABASE_URL: database.url });
  ({ t, call } = app);
  token = app.rm.token;
  const lead = await person(t);
  const today = todayIn("UTC");
  const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
  const due = (days: number) => day(addDays(today, days));
  for (const key of ["v1", "v2", "v3", "v4", "v5", "v6", "v7", "v8"]) {
    vendors[key] = await activeVendor(t, `Summary ${key.toUpperCase()}`);
  }
  const completed = (score: string, risk: "low" | "medium" | "high" | "critical", all: number) => ({
    status: "completed" as const,
    overallScore: score,
    overallRisk: risk,
    scores: allScored(all),
  });
  const rows: [string, string, object][] = [
    // v1's earlier assessment: superseded by B, so its review date no longer counts.
    ["A", "v1", { ...completed("3.00", "medium", 3), assessmentDate: day("2025-01-01"), nextReviewDate: due(45) }],
    ["B", "v1", { ...completed("7.50", "high", 7), assessmentDate: day("2025-06-01"), nextReviewDate: due(-3) }],
    ["C", "v2", { ...completed("8.50", "critical", 9), assessmentDate: day("2025-03-01"), nextReviewDate: due(30) }],
    [
      "D",
      "v3",
      {
        status: "in_progress",
        overallScore: "4.00",
        overallRisk: "medium",
        scores: { complianceLegal: 4 },
        nextReviewDate: due(80),
      },
    ],
    ["E", "v4", {}],
    ["F", "v5", { ...completed("1.00", "low", 1), nextReviewDate: due(90) }],
    ["G", "v6", { ...completed("2.00", "low", 2), nextReviewDate: due(200) }],
    ["H", "v7", { ...completed("5.00", "medium", 5), nextReviewDate: due(31) }],
    ["I", "v8", { ...completed("6.00", "high", 6), nextReviewDate: due(0) }],
  ];
  for (const [key, vendor, fields] of rows) {
    const row = await assessmentRow(t, { vendorId: vendors[vendor]!.id, leadAssessorId: lead.id, ...fields });
    refs[key] = row.reference;
  }
});
afterAll(async () => {
  await t?.close();
  await database?.drop();
});

async function summary(query = "") {
  const res = await call(token, "GET", `/api/risk-assessments/summary${query ? `?${query}` : ""}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

describe("the dashboard figures", () => {
  it("counts by risk and status, the header's totals", async () => {
    const s = await summary();
    expect(s.total).toBe(9);
    expect(s.highRisk).toBe(3);
    expect(s.byRisk).toEqual([
      { risk: "low", count: 2 },
      { risk: "medium", count: 3 },
      { risk: "high", count: 2 },
      { risk: "critical", count: 1 },
      { risk: null, count: 1 },
    ]);
    expect(s.byStatus).toEqual([
      { status: "draft", count: 1 },
      { status: "in_progress", count: 1 },
      { status: "completed", count: 7 },
    ]);
  });

  it("the average score of each domain, two decimals, over the assessments that scored it", async () => {
    const s = await summary();
    const averages = Object.fromEntries(s.domainAverages.map((a: { domain: string }) => [a.domain, a]));
    expect(Object.keys(averages)).toEqual([...DOMAINS]);
    // 3 + 7 + 9 + 1 + 2 + 5 + 6 = 33 over 7
    expect(averages.vendorFinancialResilience).toEqual({
      domain: "vendorFinancialResilience",
      average: 4.71,
      scored: 7,
    });
    // ... and D's 4: 37 over 8 = 4.625
    expect(averages.complianceLegal).toEqual({ domain: "complianceLegal", average: 4.63, scored: 8 });
  });

  it("the heat map: each vendor's latest completed assessment, highest weighted score first, every domain", async () => {
    const s = await summary();
    const rows = s.heatMap.vendors as { vendor: { name: string }; reference: string; scores: { score: number }[] }[];
    expect(rows.map((r) => r.reference)).toEqual([refs.C, refs.B, refs.I, refs.H, refs.G, refs.F]);
    expect(rows[0]!.vendor.name).toBe("Summary V2");
    expect(rows[1]!.scores).toEqual(DOMAINS.map((domain) => ({ domain, score: 7 })));
  });

  it("reviews due: overdue, then within 30, 60 and 90 days, of each vendor's latest completed assessment", async () => {
    const s = await summary();
    // B overdue; I today and C in 30 days; H in 31; F in 90. A is superseded, D not completed, G too far off.
    expect(s.reviewsDue).toEqual({ overdue: 1, within30: 2, within60: 1, within90: 1 });
  });

  it("respects the list's filters", async () => {
    const inProgress = await summary("status=in_progress");
    expect(inProgress).toMatchObject({
      total: 1,
      highRisk: 0,
      heatMap: { vendors: [] },
      reviewsDue: { overdue: 0, within30: 0, within60: 0, within90: 0 },
    });
    const v1 = await summary(`vendorId=${vendors.v1!.id}`);
    expect(v1.total).toBe(2);
    expect(v1.heatMap.vendors.map((r: { reference: string }) => r.reference)).toEqual([refs.B]);
    expect(v1.reviewsDue).toEqual({ overdue: 1, within30: 0, within60: 0, within90: 0 });
    const searched = await summary("search=summary%20v2");
    expect(searched.total).toBe(1);
    const high = await summary("overallRisk=high");
    expect(high).toMatchObject({ total: 2, highRisk: 2 });
    const bad = await call(token, "GET", "/api/risk-assessments/summary?status=closed");
    expect(bad.status).toBe(400);
  });

  it("the heat map shows at most 25 vendors", async () => {
    const lead = await person(t);
    for (let i = 1; i <= 20; i++) {
      const vendor = await activeVendor(t, `Tail ${String(i).padStart(2, "0")}`);
      await assessmentRow(t, {
        vendorId: vendor.id,
        leadAssessorId: lead.id,
        status: "completed",
        overallScore: "0.10",
        overallRisk: "low",
        scores: allScored(0),
      });
    }
    const names = (await summary()).heatMap.vendors.map((r: { vendor: { name: string } }) => r.vendor.name);
    expect(names).toHaveLength(25);
    expect(names.at(-1)).toBe("Tail 19");
    expect(names).not.toContain("Tail 20");
  });
});
