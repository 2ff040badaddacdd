// Risk assessment export (POST /api/risk-assessments/export → task → file): the rows the list's filters select,
// every column with its exact value (scores, dates, people, domains) in CSV and XLSX, the audit row, and who may
// export and import. The import itself: risk-assessment-transfer-import.int.test.ts.
import { randomUUID } from "node:crypto";
import { DOMAIN_LABELS } from "@tprm/api/schemas";
import { parse as parseCsv } from "csv-parse/sync";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, startTestApp, type TestApp } from "./helpers.js";
import { activeVendor, allScored, caller, DOMAINS, person } from "./risk-assessments-support.js";
import { itChecksTransferAccess, type TransferAccessTable } from "./transfer-access-support.js";
import { runExport as exportRun, startTransferWorker } from "./vendor-transfer-harness.js";

let t: TestApp;
let worker: ReturnType<typeof startTransferWorker>;
let call: ReturnType<typeof caller>;
let rm: { token: string; user: { id: string; email: string } };
let executive: { token: string; user: { id: string } };
const TAG = `rx${randomUUID().slice(0, 6)}`;
const ids: Record<"draft" | "progress" | "completed", string> = { draft: "", progress: "", completed: "" };

const HEADERS = [
  "Reference",
  "Vendor",
  "Vendor ID",
  "Type",
  "Status",
  "Lead Assessor",
  "Team",
  "Assessment Date",
  "Next Review Date",
  "Service Category",
  "Overall Score",
  "Overall Risk",
  "Progress %",
  ...DOMAINS.flatMap((d) => [`${DOMAIN_LABELS[d]} Score`, `${DOMAIN_LABELS[d]} Notes`]),
  "Recommendations",
  "Comments",
  "Mitigation Plan",
  "Submitted At",
  "Submitted By",
  "Created At",
  "Updated At",
];

beforeAll(async () => {
  t = await startTestApp();
  worker = startTransferWorker();
  call = caller(t);
  rm = await signIn(t, "Risk Manager");
  executive = await signIn(t, "Executive");
  const member = await person(t, "IT Security");
  const other = await person(t, "Compliance Officer");
  const plain = await activeVendor(t, `Plain ${TAG}`);
  const tricky = await activeVendor(t, `=Quote "Ltd", ${TAG}`);

  const create = async (body: object) => {
    const res = await call(rm.token, "POST", "/api/risk-assessments", body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data.id as string;
  };
  ids.draft = await create({ vendorId: plain.id, leadAssessorId: rm.user.id, type: "initial" });
  ids.progress = await create({
    vendorId: tricky.id,
    leadAssessorId: rm.user.id,
    teamIds: [member.id, other.id],
    type: "periodic_review",
    assessmentDate: "2026-02-27",
    nextReviewDate: "2027-02-28",
    serviceCategory: "Card processing",
    recommendations: "Line one\nline two, with a comma",
    domains: {
      vendorFinancialResilience: { score: 7, notes: "Thin margins" },
      itBusinessContinuity: { score: 4 },
      esgAndAML: { notes: "Not assessed yet" },
    },
  });
  ids.completed = await create({
    vendorId: plain.id,
    leadAssessorId: rm.user.id,
    assessmentDate: "2026-01-15",
    domains: Object.fromEntries(Object.entries(allScored(3)).map(([d, s]) => [d, { score: s }])),
  });
  const submitted = await call(rm.token, "POST", `/api/risk-assessments/${ids.completed}/submit`);
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
}, 120_000);

afterAll(async () => {
  await worker?.close();
  await t?.close();
});

const runExport = (token: string, body: object) =>
  exportRun(t, "/api/risk-assessments/export", token, body, /^attachment; filename="risk-assessments-.*"/);

/** What each exported cell must say, from the database (the export's own source of truth). */
async function expected(id: string) {
  const a = await t.services.db.riskAssessment.findUniqueOrThrow({
    where: { id },
    include: {
      vendor: true,
      leadAssessor: true,
      submittedBy: true,
      domains: true,
      team: { include: { user: true }, orderBy: { position: "asc" } },
    },
  });
  const domain = (d: string) => a.domains.find((x) => x.domain === d);
  return {
    a,
    row: {
      Reference: a.reference,
      Vendor: a.vendor.name,
      "Vendor ID": a.vendorId,
      Type: {
        comprehensive: "Comprehensive",
        initial: "Initial",
        periodic_review: "Periodic Review",
        triggered: "Triggered",
      }[a.type],
      Status: { draft: "Draft", in_progress: "In Progress", completed: "Completed" }[a.status],
      "Lead Assessor": a.leadAssessor.email,
      Team: a.team.map((m) => m.user.email).join("; "),
      "Assessment Date": a.assessmentDate.toISOString().slice(0, 10),
      "Next Review Date": a.nextReviewDate?.toISOString().slice(0, 10) ?? "",
      "Service Category": a.serviceCategory ?? "",
      "Overall Score": a.overallScore?.toFixed(2) ?? "",
      "Overall Risk": a.overallRisk ? a.overallRisk[0]!.toUpperCase() + a.overallRisk.slice(1) : "",
      "Progress %": String(Math.round((a.domainsCompleted / 9) * 100)),
      ...Object.fromEntries(
        DOMAINS.flatMap((d) => [
          [`${DOMAIN_LABELS[d]} Score`, domain(d)?.score?.toString() ?? ""],
          [`${DOMAIN_LABELS[d]} Notes`, domain(d)?.notes ?? ""],
        ]),
      ),
      Recommendations: a.recommendations ?? "",
      Comments: a.comments ?? "",
      "Mitigation Plan": a.mitigationPlan ?? "",
      "Submitted At": a.submittedAt?.toISOString() ?? "",
      "Submitted By": a.submittedBy?.email ?? "",
      "Created At": a.createdAt.toISOString(),
      "Updated At": a.updatedAt.toISOString(),
    } as Record<string, string>,
  };
}

const unguard = (s: string) => (/^'[=+\-@\t\r]/.test(s) ? s.slice(1) : s);

describe("export (POST /api/risk-assessments/export → task → file)", () => {
  it("CSV with the list's search: exactly those assessments, every column exact, one audit row", async () => {
    const { task, file } = await runExport(rm.token, { format: "csv", search: TAG });
    expect(task.kind).toBe("assessment-export");
    expect(task.outputFile!.contentType).toBe("text/csv; charset=utf-8");
    expect(file.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header] = parseCsv(file, { bom: true, toLine: 1 }) as string[][];
    expect(header).toEqual(HEADERS);
    const records: Record<string, string>[] = parseCsv(file, { bom: true, columns: true });
    expect(task.result).toMatchObject({ rows: 3, format: "csv" });
    const inOrder = [...Object.values(ids)].sort();
    const refs = await Promise.all(inOrder.map(async (id) => (await expected(id)).row));
    expect(records.map((r) => r.Reference)).toEqual(refs.map((r) => r.Reference));
    for (const want of refs) {
      const got = records.find((r) => r.Reference === want.Reference)!;
      expect({ ...got, Vendor: unguard(got.Vendor!) }).toEqual(want);
    }
    // The figures the rules derive, as stored: (15×7 + 15×4) / 30 = 5.50, Medium; two of nine domains scored: 22 %.
    const progress = records.find((r) => r.Status === "In Progress")!;
    expect(progress["Overall Score"]).toBe("5.50");
    expect(progress["Overall Risk"]).toBe("Medium");
    expect(progress["Progress %"]).toBe("22");
    expect(progress.Vendor!.startsWith("'=")).toBe(true); // no spreadsheet runs it
    expect(progress.Recommendations).toBe("Line one\nline two, with a comma");
    const completed = records.find((r) => r.Status === "Completed")!;
    expect(completed["Overall Score"]).toBe("3.00");
    expect(completed["Submitted By"]).toBe(rm.user.email);
    const audit = await t.services.db.auditLog.findFirst({
      where: { action: "EXPORT", entityType: "RiskAssessment", actorId: rm.user.id },
      orderBy: { createdAt: "desc" },
    });
    expect(audit?.after).toMatchObject({ taskId: task.id, format: "csv", search: TAG });
  });

  it("XLSX with a status filter: that status only, scores as numbers; people by name for a viewer", async () => {
    const { task, file } = await runExport(executive.token, { format: "xlsx", search: TAG, status: "in_progress" });
    expect(task.result.rows).toBe(1);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Risk assessments")!;
    expect((sheet.getRow(1).values as string[]).slice(1)).toEqual(HEADERS);
    expect(sheet.rowCount).toBe(2);
    const values = (sheet.getRow(2).values as unknown[]).slice(1);
    const got = Object.fromEntries(HEADERS.map((h, i) => [h, values[i] ?? ""]));
    const { row: want } = await expected(ids.progress);
    expect(got["Overall Score"]).toBe(5.5);
    expect(got[`${DOMAIN_LABELS.vendorFinancialResilience} Score`]).toBe(7);
    expect(got[`${DOMAIN_LABELS.itBusinessContinuity} Score`]).toBe(4);
    expect(got["Progress %"]).toBe(22);
    const numeric = new Set(["Overall Score", "Progress %", ...DOMAINS.map((d) => `${DOMAIN_LABELS[d]} Score`)]);
    // An Executive may export but not list colleagues' e-mail addresses: people are written by name.
    const people = new Set(["Lead Assessor", "Team", "Submitted By"]);
    for (const h of HEADERS.filter((h) => !people.has(h))) {
      expect(numeric.has(h) ? String(got[h]) : got[h], h).toBe(
        numeric.has(h) && want[h] ? String(Number(want[h])) : want[h],
      );
    }
    const lead = await t.services.db.user.findUniqueOrThrow({ where: { email: String(want["Lead Assessor"]) } });
    expect(got["Lead Assessor"]).toBe(`${lead.firstName} ${lead.lastName}`);
    for (const h of people) expect(String(got[h] ?? ""), h).not.toContain("@");
  });

  it("refuses a bad body with 400 and starts nothing", async () => {
    const tasks = await t.services.db.backgroundTask.count();
    const res = await call(rm.token, "POST", "/api/risk-assessments/export", { format: "pdf" });
    expect(res.status).toBe(400);
    expect(await t.services.db.backgroundTask.count()).toBe(tasks);
  });
});

describe("who may export and import", () => {
  // Every role. Export: whoever views risk assessments. Import and its template: who creates them (Risk Manager, Admin).
  const TABLE: TransferAccessTable = [
    ["Admin", 202, 202],
    ["Risk Manager", 202, 202],
    ["IT Security", 202, 403],
    ["Vendor Manager", 202, 403],
    ["Executive", 202, 403],
    ["Internal Auditor", 202, 403],
    ["Business User", 403, 403],
    ["Compliance", 403, 403],
    ["Compliance Officer", 403, 403],
    ["Finance", 403, 403],
    ["Finance Manager", 403, 403],
    ["Legal", 403, 403],
    ["Legal Counsel", 403, 403],
    ["Procurement", 403, 403],
    ["Board Member", 403, 403],
    ["External Auditor", 403, 403],
    ["Regulatory Body", 403, 403],
  ];
  itChecksTransferAccess(() => t, {
    base: "/api/risk-assessments",
    csvHeader: "Vendor,Lead Assessor\r\n",
    table: TABLE,
  });
});
