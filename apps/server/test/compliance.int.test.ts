// The compliance register on data this file makes in a database of its own: every evidence figure and gap count
// written out by hand from the rows below, a status set with its note, evidence and audit row (and bad bodies
// refused with nothing written), and the report's PDF read back as text.
import { createContract, createPolicy, createRiskAssessment, createUser, createVendor } from "@tprm/db/factories";
import type { TestDatabase } from "@tprm/db/testing";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createOwnDatabase, signIn, startTestApp, type TestApp, uniqueEmail } from "./helpers.js";

let database: TestDatabase;
let t: TestApp;
let officer: string;
const ids: Record<string, string> = {};
const DAY = 86_400_000;
const utcDay = (offsetDays: number) => {
  const d = new Date(Date.now() + offsetDays * DAY);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
};

beforeAll(async () => {
  database = await createOwnDatabase();
  t = await startTestApp({ DATABASE_URL: database.url });
  const db = t.services.db;
  officer = (await signIn(t, "Compliance Officer")).token;
  await db.organisationSettings.create({ data: { id: 1, name: "Hanseatic Test Bank AG", timeZone: "UTC" } });
  const lead = await createUser(db, { email: uniqueEmail("lead"), role: "Risk Manager" });

  // Providers: Alpha assessed and current; Beta critical, no LEI, never assessed; Gamma's review overdue; Delta gone.
  const alpha = await createVendor(db, {
    name: "Alpha Cloud",
    status: "active",
    lei: "5493001KJTIIGC8Y1R12",
    criticality: "critical",
  });
  const beta = await createVendor(db, { name: "Beta Ops", status: "active", criticality: "critical" });
  const gamma = await createVendor(db, { name: "Gamma 数据", status: "under_review", lei: "529900T8BM49AURSDO55" });
  await createVendor(db, { name: "Delta Gone", status: "offboarded", criticality: "critical" });
  ids.alpha = alpha.id;
  const alphaRa = await createRiskAssessment(db, {
    vendorId: alpha.id,
    leadAssessorId: lead.id,
    status: "completed",
    nextReviewDate: utcDay(180),
    scores: { concentrationSystem: 4, complianceLegal: 3 },
  });
  await createRiskAssessment(db, {
    vendorId: gamma.id,
    leadAssessorId: lead.id,
    status: "completed",
    assessmentDate: utcDay(-400),
    nextReviewDate: utcDay(-35),
    scores: { complianceLegal: 5 },
  });
  const betaDraft = await createRiskAssessment(db, { vendorId: beta.id, leadAssessorId: lead.id, status: "draft" });
  await db.vendorReview.create({
    data: {
      vendorId: alpha.id,
      reviewer: "Ops",
      itScore: 7,
      operationalScore: 7,
      complianceScore: 8,
      financialScore: 6,
      gdprScore: 8,
      reviewedAt: new Date(Date.now() - 30 * DAY),
    },
  });

  // Contracts: Alpha's critical one complete; Beta's critical one missing three clauses; two that do not count.
  const complete = await createContract(db, {
    vendorId: alpha.id,
    name: "Alpha hosting",
    criticalFunction: true,
    governingLaw: "Germany",
    noticePeriodDays: 90,
    dataStorageCountries: ["DE"],
    dataProcessingCountries: ["DE", "IE"],
    terminationRights: "On breach, impediment, material change or data weakness",
    exitPlan: "Migration to the secondary provider within 6 months",
  });
  ids.complete = complete.id;
  const partial = await createContract(db, {
    vendorId: beta.id,
    name: "Beta operations",
    criticalFunction: true,
    governingLaw: "Ireland",
    noticePeriodDays: 60,
    dataStorageCountries: ["IE"],
    exitPlan: "",
  });
  ids.partial = partial.id;
  await createContract(db, { vendorId: gamma.id, name: "Gamma old", criticalFunction: true, status: "terminated" });
  await createContract(db, { vendorId: gamma.id, name: "Gamma minor" });

  // Arrangements (new outsourcing workflows) and their committee.
  const committee = await db.committee.create({
    data: { name: "Outsourcing Committee", type: "Steering", chair: "CRO" },
  });
  await db.committee.create({ data: { name: "Old Committee", type: "Advisory", chair: "CFO", status: "inactive" } });
  let n = 0;
  const arrangement = (fields: object) =>
    db.workflow.create({
      data: {
        reference: `WF-1999-${String(++n).padStart(4, "0")}`,
        type: "new_outsourcing",
        name: `Arrangement ${n}`,
        currentStep: "initiation",
        ownerId: lead.id,
        startDate: utcDay(-60),
        targetDate: utcDay(30),
        ...fields,
      },
    });
  await arrangement({
    status: "approved",
    materialityClassification: "critical",
    riskAssessmentId: alphaRa.id,
    committeeId: committee.id,
  });
  ids.overdue = (
    await arrangement({
      status: "pending",
      materialityClassification: "material",
      committeeId: committee.id,
      targetDate: utcDay(-5),
    })
  ).id;
  ids.noCommittee = (await arrangement({ status: "initiation" })).id;
  ids.criticalDraft = (
    await arrangement({
      status: "in_progress",
      materialityClassification: "critical",
      committeeId: committee.id,
      riskAssessmentId: betaDraft.id,
    })
  ).id;
  await arrangement({ status: "cancelled" });
  await arrangement({ type: "contract_renewal", status: "in_progress" });

  // Policies: one on outsourcing with a gap, one on ICT risk (DORA), one archived draft whose gap no longer counts.
  ids.outsourcingPolicy = (
    await createPolicy(db, {
      name: "Outsourcing Policy",
      regulatoryFramework: "EBA/GL/2019/02",
      complianceGaps: ["No exit plan testing schedule"],
    })
  ).id;
  ids.ictPolicy = (
    await createPolicy(db, { name: "Third-Party Technology Policy", regulatoryFramework: "DORA", status: "approved" })
  ).id;
  await createPolicy(db, { name: "Old addendum", status: "draft", archived: true, complianceGaps: ["Superseded"] });

  // KPI breaches: one open for 45 days (a gap), one open for 10, one resolved more than a year ago.
  const breach = (vendorId: string, daysAgo: number, resolved: boolean) =>
    db.kpiBreach.create({
      data: {
        vendorId,
        kpi: "Availability",
        threshold: "99.9",
        actual: "98.1",
        severity: "high",
        occurredAt: new Date(Date.now() - daysAgo * DAY),
        resolvedAt: resolved ? new Date(Date.now() - (daysAgo - 3) * DAY) : null,
      },
    });
  await breach(alpha.id, 45, false);
  await breach(alpha.id, 10, false);
  await breach(beta.id, 400, true);
});
afterAll(async () => {
  await t?.close();
  await database?.drop();
});

const get = async (url: string) => {
  const res = await t.app.inject({ method: "GET", url, headers: bearer(officer) });
  return { status: res.statusCode, body: res.json() };
};
const post = async (url: string, payload: object) => {
  const res = await t.app.inject({ method: "POST", url, headers: bearer(officer), payload });
  return { status: res.statusCode, body: res.json() };
};

type Line = { metric: string; count: number; of: number | null };
type Requirement = {
  key: string;
  evidence: Line[];
  openGaps: number;
  status: { status: string; note: string; evidence: { label: string }[] };
};
const requirementsNow = async () => {
  const res = await get("/api/compliance/requirements");
  expect(res.status).toBe(200);
  return res.body.data as { summary: { total: number; byStatus: Record<string, number> }; data: Requirement[] };
};
const figures = (r: Requirement) =>
  Object.fromEntries(r.evidence.map((l) => [l.metric, l.of === null ? l.count : `${l.count}/${l.of}`]));

describe("requirements: evidence counted live", () => {
  it("counts each requirement's evidence and open gaps from the rows made here", async () => {
    const answer = await requirementsNow();
    expect(answer.summary.total).toBe(16);
    expect(answer.summary.byStatus.not_assessed).toBe(16);
    const by = Object.fromEntries(answer.data.map((r) => [r.key, r]));
    const expected: Record<string, [Record<string, number | string>, number]> = {
      "eba-gl-2019-02/outsourcing-policy": [{ outsourcingPolicies: 1 }, 1],
      "eba-gl-2019-02/critical-functions": [{ arrangementsClassified: "3/4", criticalArrangements: 2 }, 1],
      "eba-gl-2019-02/register": [{ arrangements: 4, providersWithLei: "2/3" }, 1],
      "eba-gl-2019-02/approval": [{ arrangementsDecided: "1/4", activeCommittees: 1 }, 2],
      "eba-gl-2019-02/risk-assessment": [{ arrangementsAssessed: "1/4" }, 1],
      "eba-gl-2019-02/due-diligence": [{ providersAssessed: "1/3" }, 2],
      "eba-gl-2019-02/contract": [{ criticalContractsComplete: "1/2", contractsWithDataLocation: "1/2" }, 1],
      "eba-gl-2019-02/termination": [{ contractsWithTermination: "1/2" }, 1],
      "eba-gl-2019-02/monitoring": [{ providersReviewed: "1/3", kpiBreachesTracked: 2, openKpiBreaches: 2 }, 1],
      "eba-gl-2019-02/exit": [{ contractsWithExitPlan: "1/2" }, 1],
      "dora/art-28-2": [{ ictPolicies: 1 }, 1],
      "dora/art-28-3": [{ arrangements: 4, providersWithLei: "2/3" }, 1],
      "dora/art-28-4": [{ arrangementsAssessed: "1/4", providersAssessed: "1/3" }, 3],
      "dora/art-28-8": [{ contractsWithExitPlan: "1/2" }, 1],
      "dora/art-29": [{ concentrationAssessed: "1/2" }, 0],
      "dora/art-30": [{ criticalContractsComplete: "1/2" }, 1],
    };
    for (const [key, [evidence, gaps]] of Object.entries(expected)) {
      expect([key, figures(by[key] as Requirement), by[key]?.openGaps]).toEqual([key, evidence, gaps]);
    }
  });
});

describe("gaps", () => {
  it("counts each kind and lists the records with what is missing", async () => {
    const res = await get("/api/compliance/gaps?limit=50");
    expect(res.status).toBe(200);
    const counts = Object.fromEntries(
      res.body.data.summary.map((s: { kind: string; count: number }) => [s.kind, s.count]),
    );
    expect(counts).toEqual({
      policy_gap: 1,
      arrangement_unclassified: 1,
      arrangement_undecided: 2,
      critical_arrangement_unassessed: 1,
      provider_unassessed: 2,
      provider_without_lei: 1,
      contract_clauses: 1,
      kpi_breach_open: 1,
    });
    expect(res.body.data.pagination.total).toBe(10);
    const rows = res.body.data.data as {
      kind: string;
      recordId: string;
      label: string;
      detail: string;
      missing: string[];
    }[];
    expect(rows).toHaveLength(10);
    const contract = rows.find((r) => r.kind === "contract_clauses");
    expect(contract).toMatchObject({ recordId: ids.partial, label: "Beta operations (Beta Ops)" });
    expect(contract?.missing).toEqual(["dataProcessingCountries", "terminationRights", "exitPlan"]);
    const undecided = rows
      .filter((r) => r.kind === "arrangement_undecided")
      .map((r) => [r.recordId, r.detail.split(" since")[0]]);
    expect(undecided).toEqual([
      [ids.noCommittee, "No committee assigned to decide it"],
      [ids.overdue, "Decision overdue"],
    ]);
    const providers = rows
      .filter((r) => r.kind === "provider_unassessed")
      .map((r) => [r.label, r.detail.split(" overdue")[0]]);
    expect(providers).toEqual([
      ["Gamma 数据", expect.stringMatching(/^Review of RA-\d{4}-\d{4}$/)],
      ["Beta Ops", "Never assessed"],
    ]);
    expect(rows.find((r) => r.kind === "critical_arrangement_unassessed")?.detail).toMatch(/is draft$/);
    expect(rows.find((r) => r.kind === "policy_gap")?.detail).toBe("EBA/GL/2019/02: No exit plan testing schedule");
  });

  it("pages across kinds and filters by kind and by requirement", async () => {
    const page2 = await get("/api/compliance/gaps?limit=4&page=2");
    const all = await get("/api/compliance/gaps?limit=50");
    expect(page2.body.data.data.map((r: { recordId: string }) => r.recordId)).toEqual(
      all.body.data.data.slice(4, 8).map((r: { recordId: string }) => r.recordId),
    );
    const kind = await get("/api/compliance/gaps?kind=provider_unassessed");
    expect(kind.body.data.pagination.total).toBe(2);
    const requirement = await get(`/api/compliance/gaps?requirementKey=${encodeURIComponent("dora/art-28-4")}`);
    expect(requirement.body.data.pagination.total).toBe(3);
    expect((await get("/api/compliance/gaps?kind=nonsense")).status).toBe(400);
  });
});

describe("setting a requirement's status", () => {
  const auditRows = () => t.services.db.auditLog.count({ where: { entityType: "ComplianceRequirementStatus" } });

  it("refuses bad bodies with 400 and writes nothing", async () => {
    const bodies = [
      { requirementKey: "dora/art-99", status: "compliant", note: "x" },
      { requirementKey: "dora/art-30", status: "great", note: "x" },
      { requirementKey: "dora/art-30", status: "compliant" },
      { requirementKey: "dora/art-30", status: "compliant", note: "x", evidence: [{ kind: "contract", id: "nope" }] },
      {
        requirementKey: "dora/art-30",
        status: "compliant",
        note: "x",
        evidence: [{ kind: "invoice", id: ids.complete }],
      },
      // A well-formed id of no contract: the service looks it up.
      {
        requirementKey: "dora/art-30",
        status: "compliant",
        note: "x",
        evidence: [{ kind: "contract", id: ids.alpha }],
      },
    ];
    for (const body of bodies) expect([body, (await post("/api/compliance/status", body)).status]).toEqual([body, 400]);
    expect(await t.services.db.complianceRequirementStatus.count()).toBe(0);
    expect(await auditRows()).toBe(0);
  });

  it("keeps the status, note and evidence (labelled) with an audit row, and shows them in the catalogue", async () => {
    const res = await post("/api/compliance/status", {
      requirementKey: "dora/art-30",
      status: "partially_compliant",
      note: "Beta's operations contract lacks termination and exit terms; renegotiation opened.",
      evidence: [
        { kind: "contract", id: ids.complete },
        { kind: "policy", id: ids.ictPolicy },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe("partially_compliant");
    expect(res.body.data.evidence.map((e: { label: string }) => e.label)).toEqual([
      expect.stringMatching(/^CT-1999-\d+ Alpha hosting$/),
      expect.stringMatching(/^POL-1999-\d+ Third-Party Technology Policy$/),
    ]);
    expect(res.body.data.updatedBy.name).toBeTruthy();
    const audit = await t.services.db.auditLog.findMany({ where: { entityType: "ComplianceRequirementStatus" } });
    expect(audit.map((a) => [a.action, a.entityId])).toEqual([["CREATE", "dora/art-30"]]);

    const again = await post("/api/compliance/status", {
      requirementKey: "dora/art-30",
      status: "compliant",
      note: "Renegotiated.",
    });
    expect(again.status).toBe(200);
    expect(await auditRows()).toBe(2);
    const answer = await requirementsNow();
    expect(answer.summary.byStatus).toMatchObject({ compliant: 1, not_assessed: 15 });
    const row = answer.data.find((r) => r.key === "dora/art-30");
    expect(row?.status).toMatchObject({ status: "compliant", note: "Renegotiated.", evidence: [] });
  });
});

describe("the compliance report", () => {
  it("answers a PDF whose text holds the organisation, the requirements, their status and every gap", async () => {
    await post("/api/compliance/status", {
      requirementKey: "eba-gl-2019-02/exit",
      status: "non_compliant",
      note: "Exit plans missing for critical contracts",
      evidence: [{ kind: "contract", id: ids.partial }],
    });
    const res = await t.app.inject({ method: "POST", url: "/api/compliance/report", headers: bearer(officer) });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="compliance-report-\d{4}-\d{2}-\d{2}\.pdf"/,
    );
    const pdf = await getDocumentProxy(new Uint8Array(res.rawPayload));
    const { text } = await extractText(pdf, { mergePages: true });
    const flat = text.replace(/\s+/g, " ");
    for (const expected of [
      "Hanseatic Test Bank AG",
      "Compliance report: EBA outsourcing guidelines and DORA",
      "Written outsourcing policy",
      "Key contractual provisions",
      "Non-compliant",
      "Exit plans missing for critical contracts",
      "Beta operations (Beta Ops)",
      "Gamma 数据",
      "Never assessed",
      "No committee assigned to decide it",
      "Availability",
    ]) {
      expect(flat, expected).toContain(expected);
    }
    expect(flat).toMatch(/Page 1 of ?\d+/);
    const exports = await t.services.db.auditLog.findMany({
      where: { entityType: "ComplianceReport", action: "EXPORT" },
    });
    expect(exports).toHaveLength(1);
  });

  it("answers two reports asked for at once (drawn in turn: the second waits, never refused)", async () => {
    const ask = () => t.app.inject({ method: "POST", url: "/api/compliance/report", headers: bearer(officer) });
    const answers = await Promise.all([ask(), ask()]);
    expect(answers.map((a) => [a.statusCode, a.rawPayload.subarray(0, 5).toString("latin1")])).toEqual([
      [200, "%PDF-"],
      [200, "%PDF-"],
    ]);
  });
});
