// Contract import (POST /api/contracts/import → task): rows written at any stage with their derived status, a
// `created` event each and one audit row; a signed contract's approval "Recorded by import"; references the row's
// own or CT-<year>-<n> from the counter; all or none — any bad row writes nothing and the report lists every bad
// row with every problem; vendors by name (capitals aside) or id; ended contracts refused; the template imports.
import { randomUUID } from "node:crypto";
import { CONTRACT_IMPORT_COLUMN_HELP } from "@tprm/api/contract-transfer";
import { demoEmailFor } from "@tprm/db/factories";
import { parse as parseCsv } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, signIn, startTestApp, type TestApp } from "./helpers.js";
import { activeVendor, person } from "./risk-assessments-support.js";
import { csvText as csv, runExport, runImport, startTransferWorker, type TaskBody } from "./vendor-transfer-harness.js";

let t: TestApp;
let worker: ReturnType<typeof startTransferWorker>;
let buyer: { token: string; user: { id: string; email: string; firstName: string | null; lastName: string | null } };
const TAG = `ci${randomUUID().slice(0, 6)}`;
let vendor: { id: string; name: string; currency: string };
let ownerEmail: string;
let ownerId: string;

beforeAll(async () => {
  t = await startTestApp();
  worker = startTransferWorker();
  buyer = await signIn(t, "Procurement");
  vendor = await activeVendor(t, `Acme Cloud ${TAG}`);
  const owner = await person(t, "Legal Counsel");
  ownerEmail = owner.email;
  ownerId = owner.id;
}, 120_000);

afterAll(async () => {
  await worker?.close();
  await t?.close();
});

async function importFile(filename: string, content: Buffer | string, token = buyer.token): Promise<TaskBody> {
  const task = await runImport(t, "/api/contracts/import", token, filename, content);
  expect(task.status, task.error ?? "").toBe("completed");
  return task;
}

/** What an import must leave as it was when it is refused. */
async function footprint() {
  const db = t.services.db;
  return {
    contracts: await db.contract.count(),
    events: await db.contractEvent.count(),
    counters: await db.referenceCounter.findMany({ orderBy: [{ prefix: "asc" }, { year: "asc" }] }),
    audit: await db.auditLog.count({ where: { entityType: "Contract" } }),
    vendorValue: (await db.vendor.findUniqueOrThrow({ where: { id: vendor.id } })).contractValue.toFixed(2),
  };
}

const HEADER = ["Reference", "Name", "Vendor", "Type", "Value", "Currency", "Start Date", "End Date", "Stage", "Owner"];

describe("import (POST /api/contracts/import → task)", () => {
  it("writes every row at its stage: references, derived status, the imported approval, events and one audit row", async () => {
    const file = csv([
      [...HEADER, "Auto Renewal", "Renewal Term (Months)", "Notice Period (Days)", "Data Storage Countries"],
      [
        "",
        `Hosting ${TAG}`,
        vendor.name.toUpperCase(),
        "SLA",
        "1200.50",
        "usd",
        "2026-01-01",
        "2026-12-31",
        "",
        ownerEmail,
        "",
        "",
        "",
        "",
      ],
      [
        `LEGACY-${TAG}`,
        `Core banking ${TAG}`,
        vendor.name,
        "outsourcing_agreement",
        250000,
        vendor.currency,
        "2024-01-01",
        "2028-12-31",
        "Management",
        ownerEmail,
        "Yes",
        12,
        90,
        "IE, de",
      ],
      [
        "",
        `Payroll ${TAG}`,
        vendor.name,
        "Data Processing Agreement",
        "0",
        "EUR",
        "2026-02-01",
        "",
        "Approval",
        ownerEmail,
        "no",
        "",
        "",
        "",
      ],
    ]);
    const task = await importFile(`contracts-${TAG}.csv`, file);
    expect(task.kind).toBe("contract-import");
    expect(task.result).toMatchObject({ outcome: "imported", rows: 3, inserted: 3, executed: 1, ownReferences: 1 });
    const { firstId, lastId } = task.result.batch;
    const rows = await t.services.db.contract.findMany({
      where: { id: { gte: firstId, lte: lastId } },
      orderBy: { id: "asc" },
      include: { events: true },
    });
    expect(rows).toHaveLength(3);
    const [hosting, core, payroll] = rows as [(typeof rows)[0], (typeof rows)[0], (typeof rows)[0]];
    expect(core.reference).toBe(`LEGACY-${TAG}`);
    expect(hosting.reference).toMatch(/^CT-\d{4}-\d{4,}$/);
    const n = (ref: string) => Number(ref.split("-")[2]);
    expect(n(payroll.reference)).toBe(n(hosting.reference) + 1);
    expect(task.result.references).toEqual({ first: hosting.reference, last: payroll.reference });
    const counter = await t.services.db.referenceCounter.findUniqueOrThrow({
      where: { prefix_year: { prefix: "CT", year: Number(hosting.reference.split("-")[1]) } },
    });
    expect(counter.value).toBeGreaterThanOrEqual(n(payroll.reference));

    expect(hosting).toMatchObject({
      vendorId: vendor.id,
      type: "sla",
      currency: "USD",
      stage: "initiation",
      status: "draft",
      riskLevel: "medium",
      ownerId,
      approvedAt: null,
      createdById: buyer.user.id,
    });
    expect(hosting.value.toFixed(2)).toBe("1200.50");
    // Signed before the import: Active, its approval recorded by the import (no approver, the importer named).
    expect(core).toMatchObject({
      status: "executed",
      stage: "management",
      autoRenewal: true,
      renewalTermMonths: 12,
      noticePeriodDays: 90,
      dataStorageCountries: ["IE", "DE"],
      approvedById: null,
    });
    expect(core.approvedAt).not.toBeNull();
    expect(core.approvalNote).toBe(
      `Recorded by import: imported by ${buyer.user.firstName} ${buyer.user.lastName} from contracts-${TAG}.csv`,
    );
    expect(payroll).toMatchObject({ status: "under_review", stage: "approval", approvedAt: null, endDate: null });
    for (const c of rows) {
      expect(c.events.map((e) => [e.kind, e.toStage, e.actorId])).toEqual([["created", c.stage, buyer.user.id]]);
    }
    // The vendor's contract value follows its executed contracts (the trigger), in the vendor's currency.
    const after = await t.services.db.vendor.findUniqueOrThrow({ where: { id: vendor.id } });
    expect(after.contractValue.toFixed(2)).toBe("250000.00");
    const audit = await t.services.db.auditLog.findMany({
      where: { entityType: "Contract", action: "CREATE", actorId: buyer.user.id, entityId: null },
    });
    expect(audit).toHaveLength(1);
    expect(audit[0]!.description).toBe(
      `Imported 3 contracts (${hosting.reference} to ${payroll.reference}) from contracts-${TAG}.csv`,
    );
    expect(audit[0]!.after).toMatchObject({ import: { taskId: task.id, firstId, lastId, inserted: 3, executed: 1 } });
  });

  it("one bad row writes nothing; the report lists every bad row with each of its problems", async () => {
    const before = await footprint();
    const file = csv([
      HEADER,
      ["", `Good ${TAG}`, vendor.name, "SLA", "10", "EUR", "2026-01-01", "", "", ownerEmail],
      ["", "", vendor.name, "Lease", "-5", "EURO", "2026-13-01", "", "Signed", ownerEmail],
      ["", `Ends early ${TAG}`, vendor.name, "SLA", "10", "EUR", "2026-06-01", "2026-01-01", "", "not-an-email"],
    ]);
    const task = await importFile("bad-rows.csv", file);
    expect(task.result).toMatchObject({ outcome: "rejected", rows: 3, inserted: 0, rejectedRows: 2 });
    const reasons = task.result.problems.map((p: { row: number; column: string }) => [p.row, p.column]);
    expect(reasons).toEqual([
      [3, "Name"],
      [3, "Type"],
      [3, "Value"],
      [3, "Currency"],
      [3, "Start Date"],
      [3, "Stage"],
      [4, "End Date"],
      [4, "Owner"],
    ]);
    const byColumn = Object.fromEntries(
      task.result.problems.map((p: { row: number; column: string; reason: string }) => [
        `${p.row} ${p.column}`,
        p.reason,
      ]),
    );
    // The form's own words (createContractInput).
    expect(byColumn["3 Name"]).toBe("Contract name is required");
    expect(byColumn["3 Value"]).toBe("Value cannot be negative");
    expect(byColumn["3 Currency"]).toBe("Currency must be an ISO 4217 code such as USD, EUR or GBP");
    expect(byColumn["3 Type"]).toMatch(/^Choose a contract type from the list: Service Agreement, /);
    expect(byColumn["4 End Date"]).toBe("End date must be on or after the start date");
    expect(await footprint()).toEqual(before);

    const report = await t.app.inject({
      method: "GET",
      url: `/api/files/${task.outputFile!.id}/download`,
      headers: bearer(buyer.token),
    });
    expect(report.statusCode).toBe(200);
    const lines: Record<string, string>[] = parseCsv(report.rawPayload, { bom: true, columns: true });
    expect(lines.map((l) => [Number(l.Row), l.Column])).toEqual(reasons);
  });

  it("refuses a vendor name no vendor has (or several have), an unknown vendor id, and an inactive owner", async () => {
    const twin = `Twin ${TAG}`;
    await activeVendor(t, twin);
    await activeVendor(t, twin.toLowerCase());
    const gone = await person(t, "Procurement", { status: "deactivated" });
    const before = await footprint();
    const unknownId = randomUUID();
    const task = await importFile(
      "names.csv",
      csv([
        ["Name", "Vendor", "Vendor ID", "Type", "Value", "Currency", "Start Date", "Owner"],
        [`A ${TAG}`, `Nobody ${TAG}`, "", "SLA", "1", "EUR", "2026-01-01", ownerEmail],
        [`B ${TAG}`, twin, "", "SLA", "1", "EUR", "2026-01-01", ownerEmail],
        [`C ${TAG}`, "", unknownId, "SLA", "1", "EUR", "2026-01-01", gone.email],
        [`D ${TAG}`, "", vendor.id, "SLA", "1", "EUR", "2026-01-01", ownerEmail],
      ]),
    );
    expect(task.result).toMatchObject({ outcome: "rejected", rows: 4, rejectedRows: 3 });
    expect(task.result.problems).toEqual([
      { row: 2, column: "Vendor", value: `Nobody ${TAG}`, reason: `No vendor named "Nobody ${TAG}" in the register` },
      {
        row: 3,
        column: "Vendor",
        value: twin,
        reason: expect.stringMatching(/^2 vendors are named "Twin .*": give the Vendor ID/),
      },
      { row: 4, column: "Vendor ID", value: unknownId, reason: `No vendor has the id ${unknownId}` },
      { row: 4, column: "Owner", value: gone.email, reason: `${gone.email} is not an active user` },
    ]);
    expect(await footprint()).toEqual(before);
  });

  it("refuses expired and terminated contracts, saying an import brings running contracts", async () => {
    const before = await footprint();
    const task = await importFile(
      "ended.csv",
      csv([
        [...HEADER, "Status"],
        [
          "",
          `Old ${TAG}`,
          vendor.name,
          "SLA",
          "1",
          "EUR",
          "2020-01-01",
          "2021-01-01",
          "Management",
          ownerEmail,
          "Expired",
        ],
        [
          "",
          `Gone ${TAG}`,
          vendor.name,
          "SLA",
          "1",
          "EUR",
          "2020-01-01",
          "",
          "Renewal/Termination",
          ownerEmail,
          "terminated",
        ],
      ]),
    );
    expect(task.result.problems).toEqual([
      {
        row: 2,
        column: "Status",
        value: "Expired",
        reason: expect.stringMatching(/^An import brings running contracts/),
      },
      {
        row: 3,
        column: "Status",
        value: "terminated",
        reason: expect.stringMatching(/^An import brings running contracts/),
      },
    ]);
    expect(await footprint()).toEqual(before);
  });
});

describe("the regulatory register's columns (docs/REGISTER.md)", () => {
  const REGISTER = [
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
  ];
  const row = (name: string, register: string[]) => [
    "",
    name,
    vendor.name,
    "SLA",
    "10",
    "EUR",
    "2026-01-01",
    "",
    "",
    ownerEmail,
    ...register,
  ];

  it("imports labels or EBA codes as the register's codes, and the export writes them back as labels", async () => {
    const name = `Register ${TAG}`;
    const given = [
      "Yes",
      "eba_TA:S17",
      "48000.5",
      "180",
      "ie",
      "DE",
      "yes",
      "High",
      "material reliance",
      "eba_ZZ:x961",
      "No",
      "2026-03-31",
      "2025-11-15",
      "2027-11-15",
      "",
    ];
    const task = await importFile("register.csv", csv([[...HEADER, ...REGISTER], row(name, given)]));
    expect(task.result, JSON.stringify(task.result.problems)).toMatchObject({ outcome: "imported", inserted: 1 });
    const c = await t.services.db.contract.findUniqueOrThrow({ where: { id: task.result.batch.firstId } });
    expect(c).toMatchObject({
      isOutsourcing: true,
      ictServiceType: "eba_TA:S17",
      providerNoticePeriodDays: 180,
      governingLawCountry: "IE",
      provisionCountry: "DE",
      dataStored: true,
      dataSensitiveness: "eba_ZZ:x793",
      relianceLevel: "eba_ZZ:x796",
      substitutability: "eba_ZZ:x961",
      exitPlanExists: false,
      exitPlanTestedOn: new Date("2026-03-31T00:00:00.000Z"),
      lastAuditOn: new Date("2025-11-15T00:00:00.000Z"),
      nextAuditOn: new Date("2027-11-15T00:00:00.000Z"),
      timeCritical: null,
    });
    expect(c.annualCost?.toFixed(2)).toBe("48000.50");

    const { file } = await runExport(
      t,
      "/api/contracts/export",
      buyer.token,
      { format: "csv", search: name },
      /^attachment/,
    );
    const [exported] = parseCsv(file, { bom: true, columns: true }) as Record<string, string>[];
    expect(REGISTER.map((h) => exported![h])).toEqual([
      "Yes",
      "Cloud services: IaaS",
      "48000.50",
      "180",
      "IE",
      "DE",
      "Yes",
      "High",
      "Material reliance",
      "Medium complexity",
      "No",
      "2026-03-31",
      "2025-11-15",
      "2027-11-15",
      "",
    ]);
  });

  it("a bad register value is a row error naming its column; nothing is written", async () => {
    const before = await footprint();
    const empty = REGISTER.map(() => "");
    const bad = [...empty];
    bad[REGISTER.indexOf("ICT service type")] = "Cloud hosting";
    bad[REGISTER.indexOf("Governing law country")] = "Ireland";
    const task = await importFile(
      "register-bad.csv",
      csv([[...HEADER, ...REGISTER], row(`Fine ${TAG}`, empty), row(`Bad ${TAG}`, bad)]),
    );
    expect(task.result).toMatchObject({ outcome: "rejected", rows: 2, inserted: 0, rejectedRows: 1 });
    expect(task.result.problems).toEqual([
      {
        row: 3,
        column: "ICT service type",
        value: "Cloud hosting",
        reason: "Choose the ICT service type from the list",
      },
      {
        row: 3,
        column: "Governing law country",
        value: "Ireland",
        reason: "Governing law country must be an ISO 3166-1 alpha-2 code such as GB or US",
      },
    ]);
    expect(await footprint()).toEqual(before);
  });
});

describe("references: the row's own, never one in use", () => {
  it("refuses a reference already recorded (whatever its case) and one repeated in the file", async () => {
    const existing = await t.services.db.contract.findFirstOrThrow({ select: { reference: true } });
    const before = await footprint();
    const row = (ref: string) => [ref, `R ${TAG}`, vendor.name, "SLA", "1", "EUR", "2026-01-01", "", "", ownerEmail];
    const task = await importFile(
      "references.csv",
      csv([HEADER, row(existing.reference.toLowerCase()), row(`OWN-${TAG}`), row(`own-${TAG}`)]),
    );
    expect(task.result.problems).toEqual([
      {
        row: 2,
        column: "Reference",
        value: existing.reference.toLowerCase(),
        reason: expect.stringMatching(/is already in the register: an import only adds new contracts/),
      },
      {
        row: 4,
        column: "Reference",
        value: `own-${TAG}`,
        reason: `Reference own-${TAG} is also on row 3 of this file`,
      },
    ]);
    expect(await footprint()).toEqual(before);
  });

  it("a CT reference a row brings keeps the counter ahead of it", async () => {
    const year = 2031;
    const task = await importFile(
      "ct.csv",
      csv([
        HEADER,
        [`CT-${year}-0777`, `Far ${TAG}`, vendor.name, "SLA", "1", "EUR", "2026-01-01", "", "", ownerEmail],
      ]),
    );
    expect(task.result.outcome).toBe("imported");
    const counter = await t.services.db.referenceCounter.findUniqueOrThrow({
      where: { prefix_year: { prefix: "CT", year } },
    });
    expect(counter.value).toBeGreaterThanOrEqual(777);
  });
});

describe("GET /api/contracts/import-template/{format}", () => {
  const TEMPLATE_HEADERS = CONTRACT_IMPORT_COLUMN_HELP.filter((c) => c.inTemplate).map((c) => c.header);

  it("CSV and XLSX: the columns an import reads and one example row, which imports as it is", async () => {
    // The example names a demo vendor and the demo Procurement account (made here when the database lacks them).
    const example = "Stratus Harbour Cloud";
    const exists = await t.services.db.vendor.count({ where: { name: { equals: example, mode: "insensitive" } } });
    if (!exists) await activeVendor(t, example);
    const demo = demoEmailFor("Procurement");
    if (!(await t.services.db.user.count({ where: { email: demo } }))) await person(t, "Procurement", { email: demo });
    for (const format of ["csv", "xlsx"] as const) {
      const res = await t.app.inject({
        method: "GET",
        url: `/api/contracts/import-template/${format}`,
        headers: bearer(buyer.token),
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-disposition"]).toMatch(
        new RegExp(`^attachment; filename="contract-import-template\\.${format}"`),
      );
      if (format === "csv") {
        const [header, row] = parseCsv(res.rawPayload, { bom: true }) as string[][];
        expect(header).toEqual(TEMPLATE_HEADERS);
        expect(row![header!.indexOf("Owner")]).toBe(demo);
      }
      const task = await importFile(`template.${format}`, res.rawPayload);
      expect(task.result, JSON.stringify(task.result.problems)).toMatchObject({
        outcome: "imported",
        inserted: 1,
        executed: 1,
      });
      const imported = await t.services.db.contract.findUniqueOrThrow({ where: { id: task.result.batch.firstId } });
      expect(imported).toMatchObject({
        type: "service_agreement",
        stage: "management",
        currency: "EUR",
        autoRenewal: true,
      });
      expect(imported.value.toFixed(2)).toBe("120000.00");
      // The template's register columns import too (its examples: labels, as an export writes them).
      expect(imported).toMatchObject({
        isOutsourcing: true,
        ictServiceType: "eba_TA:S17",
        relianceLevel: "eba_ZZ:x796",
      });
    }
  });

  it("answers 404 for another format", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/contracts/import-template/pdf",
      headers: bearer(buyer.token),
    });
    expect(res.statusCode).toBe(404);
  });
});
