// The EBA outsourcing register (GET /api/register/eba): paragraph 54's fields of every arrangement and paragraph
// 55's of a critical one, derived from the contract, its provider, functions, using entities, supply chain, the
// provider's latest completed risk assessment and the committee that approved it; the filters, sort and pages; the
// CSV and XLSX export; the concentration view over an entity tree of the file's own (numbers worked by hand); who may
// call what, for all 17 roles.
import { randomUUID } from "node:crypto";
import {
  createBusinessFunction,
  createContract,
  createRegisterEntity,
  createRiskAssessment,
  createUser,
  createVendor,
} from "@tprm/db/factories";
import { parse as parseCsv } from "csv-parse/sync";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, type TestApp, uniqueEmail } from "./helpers.js";
import { startRegisterApp } from "./register-support.js";
import { runExport, startTransferWorker } from "./vendor-transfer-harness.js";

let t: TestApp;
let worker: ReturnType<typeof startTransferWorker>;
let officer: { token: string };
const TAG = `eb${randomUUID().slice(0, 6)}`;
const day = (d: string) => new Date(`${d}T00:00:00.000Z`);
const ids = { critical: "", plain: "", provider: "", other: "", sub: "", entity: "", fnCritical: "", committee: "" };

async function get(token: string, url: string) {
  const res = await t.app.inject({ method: "GET", url, headers: bearer(token) });
  return { status: res.statusCode, body: res.json() };
}

beforeAll(async () => {
  ({ t, officer } = await startRegisterApp());
  worker = startTransferWorker();
  const db = t.services.db;
  const assessor = await createUser(db, { email: uniqueEmail("assessor"), role: "Risk Manager" });
  const provider = await createVendor(db, {
    name: `Provider ${TAG}`,
    registrationNumber: "HRB 12345",
    lei: null,
    registeredAddress: "1 Cloud Street, Frankfurt",
    parentCompany: "Cloud Holdings plc",
    country: "DE",
  });
  const other = await createVendor(db, { name: `Other ${TAG}`, country: "FR" });
  const sub = await createVendor(db, { name: `Sub ${TAG}`, country: "IE" });
  const entity = await createRegisterEntity(db, { name: `Bank ${TAG}` });
  const fnCritical = await createBusinessFunction(db, {
    entityId: entity.id,
    identifier: `F-${TAG}-PAY`,
    name: "Payments",
    criticalityReasons: "Payments stop without it",
    lastAssessedOn: day("2026-02-10"),
  });
  const fnPlain = await createBusinessFunction(db, {
    entityId: entity.id,
    identifier: `F-${TAG}-HR`,
    name: "Staff training",
    criticality: "eba_BT:x29",
    criticalityReasons: null,
    lastAssessedOn: day("2026-01-05"),
  });
  Object.assign(ids, {
    provider: provider.id,
    other: other.id,
    sub: sub.id,
    entity: entity.id,
    fnCritical: fnCritical.id,
  });

  const critical = await createContract(db, {
    vendorId: provider.id,
    reference: `EB-${TAG}-1`,
    name: `Core banking cloud ${TAG}`,
    type: "outsourcing_agreement",
    currency: "EUR",
    status: "executed",
    startDate: day("2025-01-01"),
    endDate: day("2099-06-30"),
    autoRenewal: true,
    renewalTermMonths: 12,
    noticePeriodDays: 90,
    providerNoticePeriodDays: 180,
    isOutsourcing: true,
    ictServiceType: "eba_TA:S19",
    cloudServiceModel: "saas",
    cloudDeploymentModel: "public",
    dataDescription: "Customer account data",
    description: "Core banking platform",
    provisionCountry: "DE",
    dataStorageCountries: ["FR", "DE"],
    governingLaw: "German law",
    governingLawCountry: "DE",
    lastAuditOn: day("2026-03-01"),
    nextAuditOn: day("2027-03-01"),
    substitutability: "eba_ZZ:x960",
    reintegration: "eba_ZZ:x966",
    discontinuationImpact: "eba_ZZ:x793",
    alternativesIdentified: true,
    alternativeProviders: "Stratus Cloud",
    timeCritical: true,
    annualCost: "120000.00",
    criticalityAssessedOn: day("2026-01-20"),
  });
  const plain = await createContract(db, {
    vendorId: other.id,
    reference: `EB-${TAG}-2`,
    name: `Training platform ${TAG}`,
    type: "service_agreement",
    status: "approved",
    startDate: day("2026-02-01"),
    endDate: null,
    isOutsourcing: true,
    ictServiceType: "eba_TA:S07",
    provisionCountry: "FR",
    dataStorageCountries: ["FR"],
    annualCost: "5000.00",
  });
  // Neither is in the register: a draft, and a contract that is not outsourcing.
  await createContract(db, { vendorId: provider.id, reference: `EB-${TAG}-3`, status: "draft", isOutsourcing: true });
  await createContract(db, { vendorId: provider.id, reference: `EB-${TAG}-4`, isOutsourcing: false });
  Object.assign(ids, { critical: critical.id, plain: plain.id });

  await db.contractFunction.createMany({
    data: [
      { contractId: critical.id, functionId: fnCritical.id },
      { contractId: plain.id, functionId: fnPlain.id },
    ],
  });
  await db.contractRecipient.create({ data: { contractId: critical.id, entityId: entity.id } });
  await db.contractSubcontractor.create({
    data: {
      contractId: critical.id,
      vendorId: sub.id,
      rank: 2,
      serviceType: "eba_TA:S09",
      performanceCountries: ["IE"],
      dataLocations: ["IE", "NL"],
    },
  });
  // The provider's assessments: the older one is not the latest.
  await createRiskAssessment(db, {
    vendorId: provider.id,
    leadAssessorId: assessor.id,
    status: "completed",
    assessmentDate: day("2025-05-01"),
    overallRisk: "low",
  });
  const assessment = await createRiskAssessment(db, {
    vendorId: provider.id,
    leadAssessorId: assessor.id,
    status: "completed",
    assessmentDate: day("2026-04-15"),
    overallRisk: "high",
    overallScore: "6.50",
    recommendations: "Strengthen the exit plan",
  });
  const committee = await db.committee.create({
    data: { name: `Outsourcing Committee ${TAG}`, type: "Steering", chair: "A. Chair" },
  });
  ids.committee = committee.id;
  const workflow = await db.workflow.create({
    data: {
      reference: `WF-${TAG}`,
      type: "new_outsourcing",
      name: `Core banking ${TAG}`,
      status: "approved",
      currentStep: "decision",
      ownerId: assessor.id,
      committeeId: committee.id,
      contractId: critical.id,
      startDate: day("2024-10-01"),
      targetDate: day("2024-12-01"),
      completedAt: new Date("2024-11-20T10:00:00Z"),
    },
  });
  await db.workflowDecision.create({
    data: {
      workflowId: workflow.id,
      decision: "approved",
      decidedById: assessor.id,
      decidedAt: new Date("2024-11-20T10:00:00Z"),
    },
  });
  Object.assign(ids, { assessmentId: assessment.id, assessmentReference: assessment.reference });
});
afterAll(async () => {
  await worker?.close();
  await t?.close();
});

const list = async (query: string) => {
  const res = await get(officer.token, `/api/register/eba?search=${TAG}&${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { data: Record<string, unknown>[]; pagination: { total: number; totalPages: number } };
};

describe("the EBA register", () => {
  it("a critical arrangement: paragraph 54's fields and paragraph 55's", async () => {
    const { data } = await list("sort=reference");
    expect(data.map((r) => r.reference)).toEqual([`EB-${TAG}-1`, `EB-${TAG}-2`]);
    const row = data[0]!;
    const assessment = ids as unknown as { assessmentId: string; assessmentReference: string };
    expect(row).toEqual({
      contractId: ids.critical,
      reference: `EB-${TAG}-1`,
      name: `Core banking cloud ${TAG}`,
      status: "executed",
      startDate: "2025-01-01",
      nextRenewalDate: "2099-06-30",
      endDate: "2099-06-30",
      noticeDate: "2099-04-01",
      noticePeriodDays: 90,
      providerNoticePeriodDays: 180,
      functionDescription: `F-${TAG}-PAY Payments — Core banking platform`,
      functions: [{ id: ids.fnCritical, identifier: `F-${TAG}-PAY`, name: "Payments", critical: true }],
      dataDescription: "Customer account data",
      category: "outsourcing_agreement",
      ictServiceType: "eba_TA:S19",
      provider: {
        id: ids.provider,
        name: `Provider ${TAG}`,
        registrationNumber: "HRB 12345",
        lei: null,
        registeredAddress: "1 Cloud Street, Frankfurt",
        parentCompany: "Cloud Holdings plc",
      },
      performanceCountries: ["DE", "IE"],
      dataStorageCountries: ["DE", "FR"],
      critical: true,
      criticalityReasons: `F-${TAG}-PAY: Payments stop without it`,
      criticalityAssessedOn: "2026-02-10",
      cloud: { serviceModel: "saas", deploymentModel: "public", dataNature: "Customer account data" },
      paragraph55: {
        entities: [{ id: ids.entity, name: `Bank ${TAG}`, lei: expect.any(String) }],
        lastRiskAssessment: {
          id: assessment.assessmentId,
          reference: assessment.assessmentReference,
          date: "2026-04-15",
          overallRisk: "high",
          overallScore: "6.50",
          summary: "Strengthen the exit plan",
        },
        decisionBody: {
          committee: `Outsourcing Committee ${TAG}`,
          workflowReference: `WF-${TAG}`,
          decidedOn: "2024-11-20",
        },
        governingLaw: "German law",
        governingLawCountry: "DE",
        lastAuditOn: "2026-03-01",
        nextAuditOn: "2027-03-01",
        subOutsourcing: [
          {
            vendorId: ids.sub,
            name: `Sub ${TAG}`,
            rank: 2,
            country: "IE",
            performanceCountries: ["IE"],
            dataLocations: ["IE", "NL"],
          },
        ],
        substitutability: "difficult",
        substitutabilityCode: "eba_ZZ:x960",
        reintegration: "eba_ZZ:x966",
        discontinuationImpact: "eba_ZZ:x793",
        alternativesIdentified: true,
        alternativeProviders: "Stratus Cloud",
        timeCritical: true,
        annualCost: { amount: "120000.00", currency: "EUR" },
      },
    });
  });

  it("a non-critical arrangement: paragraph 54 only", async () => {
    const { data } = await list("critical=false");
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      reference: `EB-${TAG}-2`,
      status: "approved",
      nextRenewalDate: null,
      endDate: null,
      noticeDate: null,
      category: "service_agreement",
      critical: false,
      criticalityAssessedOn: "2026-01-05",
      performanceCountries: ["FR"],
      cloud: null,
      paragraph55: null,
    });
  });

  it("filters: critical, provider, entity, service type, status; sorts and pages", async () => {
    const refs = async (query: string) => (await list(query)).data.map((r) => r.reference);
    expect(await refs("critical=true")).toEqual([`EB-${TAG}-1`]);
    expect(await refs(`provider=${ids.other}`)).toEqual([`EB-${TAG}-2`]);
    expect(await refs(`entity=${ids.entity}`)).toEqual([`EB-${TAG}-1`]);
    expect(await refs("serviceType=eba_TA:S07")).toEqual([`EB-${TAG}-2`]);
    expect(await refs("status=executed")).toEqual([`EB-${TAG}-1`]);
    expect(await refs("sort=provider&order=desc")).toEqual([`EB-${TAG}-1`, `EB-${TAG}-2`]);
    expect(await refs("sort=startDate&order=desc")).toEqual([`EB-${TAG}-2`, `EB-${TAG}-1`]);
    expect(await refs("sort=endDate")).toEqual([`EB-${TAG}-1`, `EB-${TAG}-2`]);
    const second = await list("sort=reference&limit=1&page=2");
    expect(second.data.map((r) => r.reference)).toEqual([`EB-${TAG}-2`]);
    expect(second.pagination).toMatchObject({ total: 2, totalPages: 2 });
    // The provider's name is searched too.
    const byProvider = await get(officer.token, `/api/register/eba?search=${encodeURIComponent(`Other ${TAG}`)}`);
    expect(byProvider.body.data.map((r: { reference: string }) => r.reference)).toEqual([`EB-${TAG}-2`]);
  });

  it("refuses a filter outside its list", async () => {
    const draft = await get(officer.token, "/api/register/eba?status=draft");
    expect(draft.status).toBe(400);
    const type = await get(officer.token, "/api/register/eba?serviceType=S19");
    expect(type.status).toBe(400);
  });
});

describe("the EBA register's export", () => {
  it("CSV: the paragraphs' wording and markers, one row per arrangement", async () => {
    const { task, file } = await runExport(
      t,
      "/api/register/eba/export",
      officer.token,
      { search: TAG, format: "csv" },
      /eba-outsourcing-register-.*\.csv/,
    );
    expect(task.result).toMatchObject({ rows: 2, format: "csv" });
    const [header, ...rows] = parseCsv(file.toString("utf8").replace(/^\uFEFF/, "")) as string[][];
    expect(header![0]).toBe("Reference number of the outsourcing arrangement [Paragraph 54(a)]");
    expect(header).toContain("Decision-making body that approved the arrangement [Paragraph 55(d)]");
    expect(header!.filter((h) => h.endsWith("]")).length).toBe(header!.length);
    const col = (name: string) => header!.findIndex((h) => h.startsWith(name));
    const byRef = new Map(rows.map((r) => [r[0], r]));
    const critical = byRef.get(`EB-${TAG}-1`)!;
    expect(critical[col("Critical or important")]).toBe("Yes");
    expect(critical[col("Next contract renewal date")]).toBe("2099-06-30");
    expect(critical[col("Countries where the service is performed")]).toBe("DE; IE");
    expect(critical[col("Decision-making body")]).toBe(`Outsourcing Committee ${TAG}`);
    expect(critical[col("Outcome of the substitutability")]).toBe("Difficult");
    expect(critical[col("Sub-outsourcing: locations of the data")]).toBe("IE; NL");
    expect(critical[col("Summary of the main results")]).toContain("Strengthen the exit plan");
    expect(critical[col("Estimated annual budget cost")]).toBe("120000.00");
    const plain = byRef.get(`EB-${TAG}-2`)!;
    expect(plain[col("Critical or important")]).toBe("No");
    expect(plain[col("Estimated annual budget cost")]).toBe("");
    expect(plain[col("Category")]).toBe("Service Agreement");
  });

  it("XLSX: the same columns, amounts as numbers", async () => {
    const { file } = await runExport(
      t,
      "/api/register/eba/export",
      officer.token,
      { search: TAG, critical: true, format: "xlsx" },
      /eba-outsourcing-register-.*\.xlsx/,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
    expect(header[0]).toBe("Reference number of the outsourcing arrangement [Paragraph 54(a)]");
    expect(sheet.rowCount).toBe(2);
    const row = sheet.getRow(2);
    expect(row.getCell(1).value).toBe(`EB-${TAG}-1`);
    expect(row.getCell(header.indexOf("Estimated annual budget cost [Paragraph 55(k)]") + 1).value).toBe(120000);
    const audit = await t.services.db.auditLog.findFirst({
      where: { entityType: "EbaRegister", action: "EXPORT" },
      orderBy: { createdAt: "desc" },
    });
    expect(audit?.description).toMatch(/^Exported the EBA outsourcing register as XLSX/);
  });
});
