// Risk assessment import (POST /api/risk-assessments/import → task): rows written with their derived fields, one
// audit row; all or none — one bad row writes nothing and the report names its row, column and reason; a Completed
// row and an unknown or ambiguous vendor name refused; the template imports as it is, in CSV and XLSX.
import { randomUUID } from "node:crypto";
import { ASSESSMENT_IMPORT_COLUMN_HELP } from "@tprm/api/assessment-transfer";
import { DOMAIN_LABELS } from "@tprm/api/schemas";
import { demoEmailFor } from "@tprm/db/factories";
import { parse as parseCsv } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, signIn, startTestApp, type TestApp } from "./helpers.js";
import { activeVendor, person } from "./risk-assessments-support.js";
import { csvText as csv, runImport, startTransferWorker, type TaskBody } from "./vendor-transfer-harness.js";

let t: TestApp;
let worker: ReturnType<typeof startTransferWorker>;
let rm: { token: string; user: { id: string; email: string } };
const TAG = `ri${randomUUID().slice(0, 6)}`;
let vendorName: string;
let vendorId: string;
let memberEmail: string;
let memberId: string;

beforeAll(async () => {
  t = await startTestApp();
  worker = startTransferWorker();
  rm = await signIn(t, "Risk Manager");
  const vendor = await activeVendor(t, `Acme Cloud ${TAG}`);
  vendorName = vendor.name;
  vendorId = vendor.id;
  const member = await person(t, "IT Security");
  memberEmail = member.email;
  memberId = member.id;
}, 120_000);

afterAll(async () => {
  await worker?.close();
  await t?.close();
});

async function importFile(filename: string, content: Buffer | string, token = rm.token): Promise<TaskBody> {
  const task = await runImport(t, "/api/risk-assessments/import", token, filename, content);
  expect(task.status, task.error ?? "").toBe("completed");
  return task;
}

/** What an import must leave as it was when it is refused. */
async function footprint() {
  const db = t.services.db;
  return {
    assessments: await db.riskAssessment.count(),
    domains: await db.riskAssessmentDomain.count(),
    team: await db.riskAssessmentTeamMember.count(),
    counters: await db.referenceCounter.findMany({ orderBy: [{ prefix: "asc" }, { year: "asc" }] }),
    audit: await db.auditLog.count({ where: { entityType: "RiskAssessment" } }),
  };
}

const HEADER = [
  "Vendor",
  "Lead Assessor",
  "Team",
  "Type",
  "Status",
  "Assessment Date",
  `${DOMAIN_LABELS.vendorFinancialResilience} Score`,
  `${DOMAIN_LABELS.vendorFinancialResilience} Notes`,
  "itScore",
  `${DOMAIN_LABELS.complianceLegal} Score`,
  "Recommendations",
];

describe("import (POST /api/risk-assessments/import → task)", () => {
  it("writes every row with its derived fields, references from the counter and one audit row", async () => {
    const file = csv([
      HEADER,
      [
        vendorName.toUpperCase(),
        rm.user.email,
        `${memberEmail}; ${rm.user.email}`,
        "Triggered",
        "Draft",
        "2026-03-02",
        8,
        "Going concern doubt",
        6,
        2,
        "Exit plan",
      ],
      [vendorName, rm.user.email.toUpperCase(), "", "", "", "", "", "", "", "", ""],
    ]);
    const task = await importFile(`assessments-${TAG}.csv`, file);
    expect(task.kind).toBe("assessment-import");
    expect(task.result).toMatchObject({ outcome: "imported", rows: 2, inserted: 2, inProgress: 1, drafts: 1 });
    const { firstId, lastId } = task.result.batch;
    const rows = await t.services.db.riskAssessment.findMany({
      where: { id: { gte: firstId, lte: lastId } },
      orderBy: { id: "asc" },
      include: { domains: { orderBy: { domain: "asc" } }, team: { orderBy: { position: "asc" } } },
    });
    expect(rows).toHaveLength(2);
    const [scored, empty] = rows as [(typeof rows)[0], (typeof rows)[0]];
    expect([scored.reference, empty.reference]).toEqual([task.result.references.first, task.result.references.last]);
    const n = (ref: string) => Number(ref.split("-")[2]);
    expect(n(empty.reference)).toBe(n(scored.reference) + 1);
    const year = scored.reference.split("-")[1];
    const counter = await t.services.db.referenceCounter.findUniqueOrThrow({
      where: { prefix_year: { prefix: "RA", year: Number(year) } },
    });
    expect(counter.value).toBeGreaterThanOrEqual(n(empty.reference));

    // (15×8 + 15×6 + 15×2) / 45 = 5.33 (spec weights): Medium; a draft with scored domains is In Progress.
    expect(scored).toMatchObject({
      vendorId,
      leadAssessorId: rm.user.id,
      type: "triggered",
      status: "in_progress",
      domainsCompleted: 3,
      overallRisk: "medium",
      recommendations: "Exit plan",
      createdById: rm.user.id,
    });
    expect(scored.overallScore?.toFixed(2)).toBe("5.33");
    expect(scored.assessmentDate.toISOString().slice(0, 10)).toBe("2026-03-02");
    expect(scored.domains.map((d) => [d.domain, d.score, d.riskLevel, d.notes])).toEqual([
      ["vendorFinancialResilience", 8, "critical", "Going concern doubt"],
      ["itBusinessContinuity", 6, "high", null],
      ["complianceLegal", 2, "low", null],
    ]);
    expect(scored.team.map((m) => m.userId)).toEqual([memberId, rm.user.id]);
    expect(empty).toMatchObject({
      type: "comprehensive",
      status: "draft",
      overallScore: null,
      overallRisk: null,
      domainsCompleted: 0,
    });
    expect(empty.domains).toEqual([]);

    const audit = await t.services.db.auditLog.findMany({
      where: { entityType: "RiskAssessment", action: "CREATE", actorId: rm.user.id, entityId: null },
    });
    expect(audit).toHaveLength(1);
    expect(audit[0]!.description).toBe(
      `Imported 2 risk assessments (${scored.reference} to ${empty.reference}) from assessments-${TAG}.csv`,
    );
    expect(audit[0]!.after).toMatchObject({ import: { taskId: task.id, firstId, lastId, inserted: 2 } });
  });

  it("one bad row writes nothing: the task is rejected and its report names the row, column, value and reason", async () => {
    const before = await footprint();
    const file = csv([
      HEADER,
      [vendorName, rm.user.email, "", "", "", "", 3, "", "", 4, ""],
      [vendorName, rm.user.email, "", "", "", "", 5, "", "", 11, ""],
      [vendorName, rm.user.email, "", "", "In Progress", "", "", "", "", "", ""],
    ]);
    const task = await importFile("one-bad-row.csv", file);
    expect(task.result).toMatchObject({ outcome: "rejected", rows: 3, inserted: 0, rejectedRows: 1, problemCount: 1 });
    const column = `${DOMAIN_LABELS.complianceLegal} Score`;
    expect(task.result.problems).toEqual([{ row: 3, column, value: "11", reason: "Score must be from 0 to 10" }]);
    expect(await footprint()).toEqual(before);

    const report = await t.app.inject({
      method: "GET",
      url: `/api/files/${task.outputFile!.id}/download`,
      headers: bearer(rm.token),
    });
    expect(report.statusCode).toBe(200);
    expect(parseCsv(report.rawPayload, { bom: true, columns: true })).toEqual([
      { Row: "3", Column: column, Value: "11", Reason: "Score must be from 0 to 10" },
    ]);
  });

  it("refuses a Completed row: completing is submitting, which notifies the stakeholders", async () => {
    const before = await footprint();
    const task = await importFile(
      "completed.csv",
      csv([
        ["Vendor", "Lead Assessor", "Status"],
        [vendorName, rm.user.email, "Completed"],
      ]),
    );
    expect(task.result.outcome).toBe("rejected");
    expect(task.result.problems).toEqual([
      {
        row: 2,
        column: "Status",
        value: "Completed",
        reason: expect.stringMatching(/^An import does not complete assessments: .*submit it/),
      },
    ]);
    expect(await footprint()).toEqual(before);
  });

  it("refuses a vendor name no vendor has, or several have, naming the value; and unknown people", async () => {
    const twin = `Twin ${TAG}`;
    await activeVendor(t, twin);
    await activeVendor(t, twin.toLowerCase());
    const before = await footprint();
    const task = await importFile(
      "names.csv",
      csv([
        ["Vendor", "Lead Assessor", "Team"],
        [`Nobody ${TAG}`, rm.user.email, ""],
        [twin, rm.user.email, ""],
        [vendorName, `nobody.${TAG}@bank.example`, `${memberEmail}, ghost.${TAG}@bank.example`],
      ]),
    );
    expect(task.result).toMatchObject({ outcome: "rejected", rows: 3, rejectedRows: 3 });
    expect(task.result.problems).toEqual([
      { row: 2, column: "Vendor", value: `Nobody ${TAG}`, reason: `No vendor named "Nobody ${TAG}" in the register` },
      {
        row: 3,
        column: "Vendor",
        value: twin,
        reason: expect.stringMatching(/^2 vendors are named "Twin .*": the name must denote one vendor/),
      },
      {
        row: 4,
        column: "Lead Assessor",
        value: `nobody.${TAG}@bank.example`,
        reason: `No user has the e-mail nobody.${TAG}@bank.example`,
      },
      {
        row: 4,
        column: "Team",
        value: `${memberEmail}; ghost.${TAG}@bank.example`,
        reason: `No user has the e-mail ghost.${TAG}@bank.example`,
      },
    ]);
    expect(await footprint()).toEqual(before);
  });
});

describe("an import only adds assessments", () => {
  it("refuses a reference already recorded (whatever its case) and one repeated in the file", async () => {
    const existing = await t.services.db.riskAssessment.findFirstOrThrow({ select: { reference: true } });
    const before = await footprint();
    const task = await importFile(
      "references.csv",
      csv([
        ["Reference", "Vendor", "Lead Assessor"],
        [existing.reference.toLowerCase(), vendorName, rm.user.email],
        [`RA-1999-${TAG}`, vendorName, rm.user.email],
        [`RA-1999-${TAG}`, vendorName, rm.user.email],
      ]),
    );
    expect(task.result.problems).toEqual([
      {
        row: 2,
        column: "Reference",
        value: existing.reference.toLowerCase(),
        reason: expect.stringMatching(/is already in the register: an import only adds new assessments/),
      },
      {
        row: 4,
        column: "Reference",
        value: `RA-1999-${TAG}`,
        reason: `Reference RA-1999-${TAG} is also on row 3 of this file`,
      },
    ]);
    expect(await footprint()).toEqual(before);
  });
});

describe("GET /api/risk-assessments/import-template/{format}", () => {
  const TEMPLATE_HEADERS = ASSESSMENT_IMPORT_COLUMN_HELP.filter((c) => c.inTemplate).map((c) => c.header);

  it("CSV and XLSX: the columns an import reads and one example row, which imports as it is", async () => {
    // The example names a demo vendor and demo accounts (the test database has the accounts; the vendor is made here).
    const example = "Stratus Harbour Cloud";
    const exists = await t.services.db.vendor.count({ where: { name: { equals: example, mode: "insensitive" } } });
    if (!exists) await activeVendor(t, example);
    for (const format of ["csv", "xlsx"] as const) {
      const res = await t.app.inject({
        method: "GET",
        url: `/api/risk-assessments/import-template/${format}`,
        headers: bearer(rm.token),
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-disposition"]).toMatch(
        new RegExp(`^attachment; filename="risk-assessment-import-template\\.${format}"`),
      );
      if (format === "csv") {
        const [header, row] = parseCsv(res.rawPayload, { bom: true }) as string[][];
        expect(header).toEqual(TEMPLATE_HEADERS);
        expect(row![header!.indexOf("Lead Assessor")]).toBe(demoEmailFor("Risk Manager"));
      }
      const task = await importFile(`template.${format}`, res.rawPayload);
      expect(task.result, JSON.stringify(task.result.problems)).toMatchObject({
        outcome: "imported",
        inserted: 1,
        inProgress: 1,
      });
      const imported = await t.services.db.riskAssessment.findUniqueOrThrow({
        where: { id: task.result.batch.firstId },
        include: { domains: true, team: true },
      });
      // The example's seven scores: (15×4 + 15×6 + 15×3 + 10×5 + 15×7 + 10×2 + 10×6) / 90 = 4.78, Medium.
      expect(imported).toMatchObject({
        type: "periodic_review",
        status: "in_progress",
        domainsCompleted: 7,
        overallRisk: "medium",
      });
      expect(imported.overallScore?.toFixed(2)).toBe("4.78");
      expect(imported.team).toHaveLength(2);
    }
  });

  it("answers 404 for another format", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/risk-assessments/import-template/pdf",
      headers: bearer(rm.token),
    });
    expect(res.statusCode).toBe(404);
  });
});
