// Contract export (POST /api/contracts/export → task → file): the rows the list's filters select, every column with
// its exact value in CSV and XLSX, the audit row, the round trip (an export imports back as the same contracts), and
// who may export and import. The import's own rules: contract-transfer-import.int.test.ts.
import { randomUUID } from "node:crypto";
import { closedListLabel } from "@tprm/api/register/catalog";
import type { Prisma } from "@tprm/db";
import { createUser } from "@tprm/db/factories";
import { parse as parseCsv } from "csv-parse/sync";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, signIn, startTestApp, type TestApp, uniqueEmail } from "./helpers.js";
import { activeVendor, caller } from "./risk-assessments-support.js";
import { itChecksTransferAccess, type TransferAccessTable } from "./transfer-access-support.js";
import { runExport as exportRun, multipart, startTransferWorker, waitForTask } from "./vendor-transfer-harness.js";

let t: TestApp;
let worker: ReturnType<typeof startTransferWorker>;
let call: ReturnType<typeof caller>;
let procurement: {
  token: string;
  user: { id: string; email: string; firstName: string | null; lastName: string | null };
};
const TAG = `cx${randomUUID().slice(0, 6)}`;
const ids: Record<"draft" | "active" | "review", string> = { draft: "", active: "", review: "" };

const CONTRACT_HEADERS = [
  "Reference",
  "Name",
  "Vendor",
  "Vendor ID",
  "Type",
  "Value",
  "Currency",
  "Start Date",
  "End Date",
  "Status",
  "Stage",
  "Risk Level",
  "Auto Renewal",
  "Renewal Term (Months)",
  "Notice Period (Days)",
  "Notice Deadline",
  "Next Review Date",
  "Owner",
  "Governing Law",
  "Data Storage Countries",
  "Data Processing Countries",
  "Termination Rights",
  "Exit Plan",
  "Critical Function",
  "Description",
  // The regulatory register's columns (contract-transfer/register-columns.ts).
  "In outsourcing register",
  "ICT service type",
  "Annual cost",
  "Provider notice period (days)",
  "Governing law country",
  "Country of provision",
  "Data stored by provider",
  "Data sensitiveness",
  "Reliance level",
  "Substitutability",
  "Exit plan exists",
  "Exit plan tested on",
  "Last audit",
  "Next audit",
  "Time-critical",
  "Approved At",
  "Approved By",
  "Approval Note",
  "Created At",
  "Updated At",
];

const day = (d: string) => new Date(`${d}T00:00:00.000Z`);
const addDays = (d: string, n: number) => new Date(day(d).getTime() + n * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await startTestApp();
  worker = startTransferWorker();
  call = caller(t);
  procurement = await signIn(t, "Procurement");
  const approver = await createUser(t.services.db, { email: uniqueEmail("legal"), role: "Legal" });
  const plain = await activeVendor(t, `Plain ${TAG}`);
  const tricky = await activeVendor(t, `=Quote "Ltd", ${TAG}`);
  const today = new Date().toISOString().slice(0, 10);
  const base = { ownerId: procurement.user.id, createdById: procurement.user.id, updatedById: procurement.user.id };
  const insert = async (data: Prisma.ContractUncheckedCreateInput) =>
    (await t.services.db.contract.create({ data })).id;
  ids.draft = await insert({
    ...base,
    reference: `XT-${TAG}-1`,
    name: `Hosting ${TAG}`,
    vendorId: plain.id,
    type: "service_agreement",
    value: "120000.00",
    currency: "EUR",
    startDate: day("2026-01-01"),
    endDate: day("2027-12-31"),
    status: "draft",
    stage: "initiation",
  });
  ids.active = await insert({
    ...base,
    reference: `XT-${TAG}-2`,
    name: `Card processing ${TAG}`,
    vendorId: tricky.id,
    type: "outsourcing_agreement",
    value: "2500000.50",
    currency: "EUR",
    startDate: day("2025-03-01"),
    endDate: day(addDays(today, 20)),
    status: "executed",
    stage: "management",
    riskLevel: "critical",
    autoRenewal: true,
    renewalTermMonths: 12,
    noticePeriodDays: 90,
    nextReviewDate: day("2026-09-30"),
    governingLaw: "England and Wales",
    dataStorageCountries: ["IE", "DE"],
    dataProcessingCountries: ["IE"],
    terminationRights: "On 6 months' notice",
    exitPlan: "Migrate to the second provider",
    criticalFunction: true,
    description: "Line one\nline two, with a comma",
    approvedAt: new Date("2025-02-20T10:00:00.000Z"),
    approvedById: approver.id,
    approvalNote: "Board approved",
    // Its register fields (export, and back through the round trip's import).
    isOutsourcing: true,
    ictServiceType: "eba_TA:S19",
    annualCost: "310000.25",
    providerNoticePeriodDays: 180,
    governingLawCountry: "IE",
    provisionCountry: "DE",
    dataStored: true,
    dataSensitiveness: "eba_ZZ:x793",
    relianceLevel: "eba_ZZ:x796",
    substitutability: "eba_ZZ:x960",
    exitPlanExists: true,
    exitPlanTestedOn: day("2026-03-31"),
    lastAuditOn: day("2025-11-15"),
    nextAuditOn: day("2027-11-15"),
    timeCritical: false,
  });
  ids.review = await insert({
    ...base,
    reference: `XT-${TAG}-3`,
    name: `Licences ${TAG}`,
    vendorId: plain.id,
    type: "software_licence",
    value: "9999.99",
    currency: "USD",
    startDate: day("2026-02-01"),
    status: "under_review",
    stage: "approval",
    riskLevel: "high",
  });
}, 120_000);

afterAll(async () => {
  await worker?.close();
  await t?.close();
});

const runExport = (token: string, body: object) =>
  exportRun(t, "/api/contracts/export", token, body, /^attachment; filename="contracts-.*"/);

const TYPE = {
  service_agreement: "Service Agreement",
  outsourcing_agreement: "Outsourcing Agreement",
  software_licence: "Software Licence",
} as Record<string, string>;
const STATUS = { draft: "Draft", executed: "Active", under_review: "Under review" } as Record<string, string>;
const STAGE = { initiation: "Initiation", management: "Management", approval: "Approval" } as Record<string, string>;
const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);
const date = (d: Date | null) => d?.toISOString().slice(0, 10) ?? "";
const yesNo = (b: boolean | null) => (b === null ? "" : b ? "Yes" : "No");

/** What each exported cell must say, from the database (the export's own source of truth). */
async function expected(id: string) {
  const c = await t.services.db.contract.findUniqueOrThrow({
    where: { id },
    include: { vendor: true, owner: true, approvedBy: true },
  });
  const notice =
    c.autoRenewal && c.endDate && c.noticePeriodDays !== null ? addDays(date(c.endDate), -c.noticePeriodDays) : "";
  return {
    Reference: c.reference,
    Name: c.name,
    Vendor: c.vendor.name,
    "Vendor ID": c.vendorId,
    Type: TYPE[c.type]!,
    Value: c.value.toFixed(2),
    Currency: c.currency,
    "Start Date": date(c.startDate),
    "End Date": date(c.endDate),
    Status: STATUS[c.status]!,
    Stage: STAGE[c.stage]!,
    "Risk Level": cap(c.riskLevel),
    "Auto Renewal": c.autoRenewal ? "Yes" : "No",
    "Renewal Term (Months)": c.renewalTermMonths?.toString() ?? "",
    "Notice Period (Days)": c.noticePeriodDays?.toString() ?? "",
    "Notice Deadline": notice,
    "Next Review Date": date(c.nextReviewDate),
    Owner: c.owner?.email ?? "",
    "Governing Law": c.governingLaw ?? "",
    "Data Storage Countries": c.dataStorageCountries.join("; "),
    "Data Processing Countries": c.dataProcessingCountries.join("; "),
    "Termination Rights": c.terminationRights ?? "",
    "Exit Plan": c.exitPlan ?? "",
    "Critical Function": c.criticalFunction ? "Yes" : "No",
    Description: c.description ?? "",
    "In outsourcing register": yesNo(c.isOutsourcing),
    "ICT service type": closedListLabel("ictServiceType", c.ictServiceType),
    "Annual cost": c.annualCost?.toFixed(2) ?? "",
    "Provider notice period (days)": c.providerNoticePeriodDays?.toString() ?? "",
    "Governing law country": c.governingLawCountry ?? "",
    "Country of provision": c.provisionCountry ?? "",
    "Data stored by provider": yesNo(c.dataStored),
    "Data sensitiveness": closedListLabel("sensitiveness", c.dataSensitiveness),
    "Reliance level": closedListLabel("reliance", c.relianceLevel),
    Substitutability: closedListLabel("substitutability", c.substitutability),
    "Exit plan exists": yesNo(c.exitPlanExists),
    "Exit plan tested on": date(c.exitPlanTestedOn),
    "Last audit": date(c.lastAuditOn),
    "Next audit": date(c.nextAuditOn),
    "Time-critical": yesNo(c.timeCritical),
    "Approved At": c.approvedAt?.toISOString() ?? "",
    "Approved By": c.approvedBy?.email ?? "",
    "Approval Note": c.approvalNote ?? "",
    "Created At": c.createdAt.toISOString(),
    "Updated At": c.updatedAt.toISOString(),
  } as Record<string, string>;
}

const unguard = (s: string) => (/^'[=+\-@\t\r]/.test(s) ? s.slice(1) : s);

describe("export (POST /api/contracts/export → task → file)", () => {
  it("CSV with the list's search: exactly those contracts, every column exact, one audit row", async () => {
    const { task, file } = await runExport(procurement.token, { format: "csv", search: TAG });
    expect(task.kind).toBe("contract-export");
    expect(task.outputFile!.contentType).toBe("text/csv; charset=utf-8");
    expect(file.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header] = parseCsv(file, { bom: true, toLine: 1 }) as string[][];
    expect(header).toEqual(CONTRACT_HEADERS);
    const records: Record<string, string>[] = parseCsv(file, { bom: true, columns: true });
    expect(task.result).toMatchObject({ rows: 3, format: "csv" });
    const inOrder = [...Object.values(ids)].sort();
    const want = await Promise.all(inOrder.map(expected));
    expect(records.map((r) => r.Reference)).toEqual(want.map((r) => r.Reference));
    for (const row of want) {
      const got = records.find((r) => r.Reference === row.Reference)!;
      expect({ ...got, Vendor: unguard(got.Vendor!) }).toEqual(row);
    }
    const active = records.find((r) => r.Status === "Active")!;
    expect(active.Vendor!.startsWith("'=")).toBe(true); // no spreadsheet runs it
    expect(active.Value).toBe("2500000.50");
    expect(active["Notice Deadline"]).toBe(addDays(active["End Date"]!, -90));
    // The register's closed lists as their EBA labels, its money exact.
    expect(active["ICT service type"]).toBe("Cloud services: SaaS");
    expect(active["Annual cost"]).toBe("310000.25");
    expect(records.find((r) => r.Status === "Draft")!["In outsourcing register"]).toBe("No");
    const audit = await t.services.db.auditLog.findFirst({
      where: { action: "EXPORT", entityType: "Contract", actorId: procurement.user.id },
      orderBy: { createdAt: "desc" },
    });
    expect(audit?.after).toMatchObject({ taskId: task.id, format: "csv", search: TAG });
  });

  it("XLSX with the list's filters (status, stage, currency, expiring): those only; people by name for a viewer", async () => {
    const auditor = await signIn(t, "Internal Auditor");
    const { task, file } = await runExport(auditor.token, {
      format: "xlsx",
      search: TAG,
      status: "executed",
      expiring: true,
    });
    expect(task.result.rows).toBe(1);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Contracts")!;
    expect((sheet.getRow(1).values as string[]).slice(1)).toEqual(CONTRACT_HEADERS);
    expect(sheet.rowCount).toBe(2);
    const values = (sheet.getRow(2).values as unknown[]).slice(1);
    const got = Object.fromEntries(CONTRACT_HEADERS.map((h, i) => [h, values[i] ?? ""]));
    const want = await expected(ids.active);
    expect(got.Value).toBe(2500000.5);
    expect(got["Renewal Term (Months)"]).toBe(12);
    const numeric = new Set([
      "Value",
      "Renewal Term (Months)",
      "Notice Period (Days)",
      "Annual cost",
      "Provider notice period (days)",
    ]);
    // An Internal Auditor may export but not list colleagues' e-mail addresses: people are written by name.
    const people = new Set(["Owner", "Approved By"]);
    for (const h of CONTRACT_HEADERS.filter((h) => !people.has(h))) {
      expect(numeric.has(h) ? String(got[h]) : got[h], h).toBe(numeric.has(h) ? String(Number(want[h])) : want[h]);
    }
    expect(got.Owner).toBe(`${procurement.user.firstName} ${procurement.user.lastName}`);
    for (const h of people) expect(String(got[h] ?? ""), h).not.toContain("@");

    const byStage = await runExport(procurement.token, { format: "csv", search: TAG, stage: "approval" });
    const staged: Record<string, string>[] = parseCsv(byStage.file, { bom: true, columns: true });
    expect(staged.map((r) => r.Reference)).toEqual([`XT-${TAG}-3`]);
    const byCurrency = await runExport(procurement.token, { format: "csv", search: TAG, currency: "EUR" });
    expect(byCurrency.task.result.rows).toBe(2);
  });

  it("refuses a bad body with 400 and starts nothing", async () => {
    const tasks = await t.services.db.backgroundTask.count();
    for (const body of [{ format: "pdf" }, { status: "laps" }, { stage: "signed" }]) {
      const res = await call(procurement.token, "POST", "/api/contracts/export", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(await t.services.db.backgroundTask.count()).toBe(tasks);
  });
});

describe("round trip: an export imports back as the same contracts", () => {
  /** The fields an import brings back (ids, stamps and the approval are the import's own). */
  const comparable = (row: Record<string, string>) => {
    const { "Vendor ID": _id, "Approved At": _at, "Approved By": _by, "Approval Note": _n, ...rest } = row;
    const { "Created At": _c, "Updated At": _u, ...kept } = rest;
    return kept;
  };

  for (const format of ["csv", "xlsx"] as const) {
    it(`${format.toUpperCase()}: exported, removed, imported again — every column the import reads is the same`, async () => {
      const before = await Promise.all(Object.values(ids).map(expected));
      const { file } = await runExport(procurement.token, { format, search: TAG });
      await t.services.db.contract.deleteMany({ where: { id: { in: Object.values(ids) } } });
      const { payload, headers } = multipart(`contracts-${TAG}.${format}`, file);
      const res = await t.app.inject({
        method: "POST",
        url: "/api/contracts/import",
        headers: { ...headers, ...bearer(procurement.token) },
        payload,
      });
      expect(res.statusCode, res.body).toBe(202);
      const task = await waitForTask(t, procurement.token, res.json().data.taskId);
      expect(task.result, JSON.stringify(task.result)).toMatchObject({
        outcome: "imported",
        inserted: 3,
        executed: 1,
        ownReferences: 3,
      });
      const imported = await t.services.db.contract.findMany({
        where: { reference: { in: before.map((r) => r.Reference!) } },
        select: { id: true, reference: true },
      });
      expect(imported).toHaveLength(3);
      for (const c of imported) {
        const key = c.reference.endsWith("-1") ? "draft" : c.reference.endsWith("-2") ? "active" : "review";
        ids[key] = c.id;
      }
      const after = await Promise.all(Object.values(ids).map(expected));
      expect(after.map(comparable)).toEqual(before.map(comparable));
      // The signed contract's approval is recorded as given before the import.
      const active = after.find((r) => r.Status === "Active")!;
      expect(active["Approval Note"]).toMatch(/^Recorded by import/);
      expect(active["Approved By"]).toBe("");
    });
  }
});

describe("who may export and import", () => {
  // Export: whoever views contracts. Import and its template: who creates them (Procurement, Admin).
  const TABLE: TransferAccessTable = [
    ["Admin", 202, 202],
    ["Procurement", 202, 202],
    ["Business User", 202, 403],
    ["Risk Manager", 202, 403],
    ["Compliance", 202, 403],
    ["Compliance Officer", 202, 403],
    ["Finance", 202, 403],
    ["Finance Manager", 202, 403],
    ["Legal", 202, 403],
    ["Legal Counsel", 202, 403],
    ["Vendor Manager", 202, 403],
    ["Internal Auditor", 202, 403],
    ["IT Security", 403, 403],
    ["Executive", 403, 403],
    ["Board Member", 403, 403],
    ["External Auditor", 403, 403],
    ["Regulatory Body", 403, 403],
  ];
  itChecksTransferAccess(() => t, { base: "/api/contracts", csvHeader: "Name,Vendor,Owner\r\n", table: TABLE });
});
