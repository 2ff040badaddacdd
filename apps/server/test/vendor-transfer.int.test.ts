import { createHash, randomUUID } from "node:crypto";
import { openFile } from "@tprm/api/files";
import { createContract, createVendor, demoLei } from "@tprm/db/factories";
import { parse as parseCsv } from "csv-parse/sync";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, signIn, startTestApp, type TestApp } from "./helpers.js";
import {
  multipart,
  signInTransferUsers,
  startTransferWorker,
  type TaskBody,
  waitForTask,
} from "./vendor-transfer-harness.js";

let t: TestApp;
let worker: ReturnType<typeof startTransferWorker>;
let admin: string;
let finance: { token: string; id: string };
let procurement: { token: string; id: string };
let vendorManager: string;
let boardMember: string;

/** A tag unique to this run, so assertions can pick out this file's vendors. */
const TAG = `xf${randomUUID().slice(0, 6)}`;

beforeAll(async () => {
  t = await startTestApp();
  worker = startTransferWorker();
  ({ admin, finance, procurement } = await signInTransferUsers(t));
  vendorManager = (await signIn(t, "Vendor Manager")).token;
  boardMember = (await signIn(t, "Board Member")).token;

  // Vendors with everything a CSV writer can get wrong: quotes, commas, new lines, formulas, accents, big amounts.
  // The contract values are each vendor's executed contract (the database keeps the vendor's value from it).
  const tricky: [Parameters<typeof createVendor>[1], string | null][] = [
    [
      { name: `Quote "Inc" ${TAG}`, legalName: "Comma, Semicolon; Ltd", registeredAddress: "1 Line\nSecond line" },
      null,
    ],
    [{ name: `=HYPERLINK("x") ${TAG}`, phone: "+44 20 7946 0000" }, "9999999999999999.99"],
    [{ name: `Zürich Ångström Øre ${TAG}`, country: "CH", currency: "CHF" }, "0.10"],
    [{ name: `  Spaces ${TAG}`, servicesProvided: ["Cloud hosting", "Backups; offsite"], riskRating: "high" }, null],
  ];
  for (const [fields, value] of tricky) {
    const vendor = await createVendor(t.services.db, { ...fields, name: fields?.name?.trim() });
    if (value) await createContract(t.services.db, { vendorId: vendor.id, value, currency: vendor.currency });
  }
  for (let i = 0; i < 25; i++) {
    const vendor = await createVendor(t.services.db, {
      name: `Register ${TAG} ${String(i).padStart(2, "0")}`,
      status: i % 3 === 0 ? "active" : i % 3 === 1 ? "under_review" : "onboarding",
      lei: demoLei("5299", `register ${TAG} ${i}`),
      riskRating: i % 2 ? "low" : "critical",
      nextReviewDate: new Date(Date.UTC(2027, 0, 1 + i)),
    });
    const value = `${1000 + i}.${String(i).padStart(2, "0")}`;
    await createContract(t.services.db, { vendorId: vendor.id, value });
  }
}, 120_000);

afterAll(async () => {
  await worker?.close();
  await t?.close();
});

async function post(token: string, url: string, payload: object) {
  const res = await t.app.inject({ method: "POST", url, headers: bearer(token), payload });
  return { status: res.statusCode, body: res.json() };
}

async function upload(token: string, filename: string, content: Buffer | string, field = "file") {
  const { payload, headers } = multipart(filename, content, field);
  const res = await t.app.inject({
    method: "POST",
    url: "/api/vendors/import",
    headers: { ...headers, ...bearer(token) },
    payload,
  });
  return { status: res.statusCode, body: res.json() };
}

async function download(token: string, fileId: string) {
  return t.app.inject({ method: "GET", url: `/api/files/${fileId}/download`, headers: bearer(token) });
}

async function runExport(token: string, body: object): Promise<{ task: TaskBody; file: Buffer }> {
  const res = await post(token, "/api/vendors/export", body);
  expect(res.status).toBe(202);
  const task = await waitForTask(t, token, res.body.data.taskId);
  expect(task.status).toBe("completed");
  const file = await download(token, task.outputFile!.id);
  expect(file.statusCode).toBe(200);
  expect(file.headers["content-disposition"]).toMatch(/^attachment; filename="vendor-register-.*"; filename\*=UTF-8''/);
  return { task, file: file.rawPayload };
}

async function importFile(token: string, filename: string, content: Buffer | string) {
  const res = await upload(token, filename, content);
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  return waitForTask(t, token, res.body.data.taskId);
}

const unguard = (s: string) => (/^'[=+\-@\t\r]/.test(s) ? s.slice(1) : s);

describe("export (POST /api/vendors/export → task → file)", () => {
  it("CSV: exactly the rows of the register, with exact amounts and ISO dates", async () => {
    const { task, file } = await runExport(finance.token, { format: "csv" });
    const records: Record<string, string>[] = parseCsv(file, { bom: true, columns: true });
    const db = await t.services.db.vendor.findMany({ orderBy: { id: "asc" } });
    expect(task.result).toMatchObject({ rows: db.length, format: "csv" });
    expect(task.progress).toBe(db.length);
    const audit = await t.services.db.auditLog.findFirst({ where: { action: "EXPORT", actorId: finance.id } });
    expect(audit?.after).toMatchObject({ taskId: task.id, format: "csv" });
    expect(task.outputFile!.contentType).toBe("text/csv; charset=utf-8");
    expect(records).toHaveLength(db.length);
    expect(records.map((r) => r.ID)).toEqual(db.map((v) => v.id));
    const byId = new Map(records.map((r) => [r.ID, r]));
    for (const v of db) {
      const row = byId.get(v.id)!;
      expect(unguard(row.Name!)).toBe(v.name);
      expect(row["Contract Value"]).toBe(v.contractValue.toFixed(2));
      expect(row["Created At"]).toBe(v.createdAt.toISOString());
      expect(row["Legal Name"]).toBe(v.legalName ?? "");
      expect(row["Registered Address"]).toBe(v.registeredAddress ?? "");
    }
    const formula = records.find((r) => r.Name!.includes("HYPERLINK"))!;
    expect(formula.Name!.startsWith("'=")).toBe(true); // no spreadsheet runs it
    expect(formula["Contract Value"]).toBe("9999999999999999.99");
    expect(formula.Phone).toBe("'+44 20 7946 0000");
  });

  it("XLSX with the list's filters: the rows of that tab, amounts as numbers", async () => {
    const { task, file } = await runExport(finance.token, { format: "xlsx", tab: "active" });
    expect(file.subarray(0, 4).toString("latin1")).toBe("PK\u0003\u0004");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Vendors")!;
    const headers = (sheet.getRow(1).values as string[]).slice(1);
    expect(headers.slice(0, 4)).toEqual(["ID", "Name", "Legal Name", "LEI"]);
    const rows: Record<string, unknown>[] = [];
    sheet.eachRow((row, n) => {
      if (n === 1) return;
      const values = row.values as unknown[];
      rows.push(Object.fromEntries(headers.map((h, i) => [h, values[i + 1]])));
    });
    const db = await t.services.db.vendor.findMany({ where: { status: "active" }, orderBy: { id: "asc" } });
    expect(task.result.rows).toBe(db.length);
    expect(rows.map((r) => r.ID)).toEqual(db.map((v) => v.id));
    expect(rows.map((r) => r.Name)).toEqual(db.map((v) => v.name));
    for (const [i, v] of db.entries()) {
      expect(rows[i]!["Contract Value"]).toBe(Number(v.contractValue.toFixed(2)));
      expect(rows[i]!.Status).toBe("Active");
    }
  });

  it("search and risk filters are the vendor list's", async () => {
    const { task, file } = await runExport(finance.token, {
      format: "csv",
      search: `register ${TAG}`,
      riskRating: "low",
    });
    const records: Record<string, string>[] = parseCsv(file, { bom: true, columns: true });
    const list = await t.app.inject({
      method: "GET",
      url: `/api/vendors?search=${encodeURIComponent(`register ${TAG}`)}&riskRating=low&limit=200`,
      headers: bearer(finance.token),
    });
    const listed: { id: string }[] = list.json().data;
    expect(records.length).toBe(12);
    expect(new Set(records.map((r) => r.ID))).toEqual(new Set(listed.map((v) => v.id)));
    expect(task.result.rows).toBe(12);
  });

  it("a tag filter is the vendor list's: only the vendors carrying the tag", async () => {
    const db = t.services.db;
    const tag = await db.tag.create({ data: { name: `Export ${TAG}`, nameKey: `export ${TAG}`, colour: "blue" } });
    const tagged = await db.vendor.findMany({
      where: { name: { startsWith: `Register ${TAG}` } },
      orderBy: { name: "asc" },
      take: 3,
    });
    await db.tagAssignment.createMany({
      data: tagged.map((v) => ({ tagId: tag.id, entityType: "vendor" as const, entityId: v.id })),
    });
    const { task, file } = await runExport(finance.token, { format: "csv", tagId: tag.id });
    const records: Record<string, string>[] = parseCsv(file, { bom: true, columns: true });
    expect(new Set(records.map((r) => r.ID))).toEqual(new Set(tagged.map((v) => v.id)));
    expect(task.result.rows).toBe(3);
    await db.tag.delete({ where: { id: tag.id } });
  });

  it("a stored file streams back in chunks byte for byte (SHA-256 as stored)", async () => {
    const { task, file } = await runExport(finance.token, { format: "csv" });
    const opened = await openFile(t.services.db, task.outputFile!.id, 1000);
    const parts: Buffer[] = [];
    for await (const part of opened!.chunks()) parts.push(part);
    expect(parts.length).toBe(Math.ceil(file.byteLength / 1000));
    const joined = Buffer.concat(parts);
    expect(joined.equals(file)).toBe(true);
    expect(createHash("sha256").update(joined).digest("hex")).toBe(opened!.info.sha256);
  });

  it("bad input is a 400, never a task", async () => {
    const res = await post(finance.token, "/api/vendors/export", { format: "pdf" });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
  });
});

describe("tasks and downloads belong to their creator", () => {
  it("another user gets 403 for the task and the file; an Admin may read both", async () => {
    const res = await post(finance.token, "/api/vendors/export", { format: "csv", tab: "onboarding" });
    const task = await waitForTask(t, finance.token, res.body.data.taskId);
    const fileId = task.outputFile!.id;
    const other = await t.app.inject({
      method: "GET",
      url: `/api/tasks/${task.id}`,
      headers: bearer(procurement.token),
    });
    expect(other.statusCode).toBe(403);
    expect(other.json().success).toBe(false);
    const stolen = await download(procurement.token, fileId);
    expect(stolen.statusCode).toBe(403);
    expect(stolen.json()).toEqual({
      success: false,
      message: "Only the person who created this file, or an Admin, may download it.",
    });
    expect((await download(admin, fileId)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: "GET", url: `/api/tasks/${task.id}`, headers: bearer(admin) })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ method: "GET", url: `/api/files/${fileId}/download` })).statusCode).toBe(401);
    expect((await download(finance.token, randomUUID())).statusCode).toBe(404);
    expect((await download(finance.token, "not-a-uuid")).statusCode).toBe(404);
  });
});

describe("permissions", () => {
  it("Board Member may neither export nor import", async () => {
    expect((await post(boardMember, "/api/vendors/export", { format: "csv" })).status).toBe(403);
    expect((await upload(boardMember, "v.csv", "name\nAcme\n")).status).toBe(403);
  });

  it("Finance may export (it views vendors) but not import", async () => {
    expect((await post(finance.token, "/api/vendors/export", { format: "xlsx" })).status).toBe(202);
    const res = await upload(finance.token, "v.csv", "name\nAcme\n");
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ success: false, message: "You don't have permission to do this." });
  });

  it("Procurement and Vendor Manager may import; nobody without a session may", async () => {
    for (const token of [procurement.token, vendorManager]) {
      const res = await upload(token, "v.csv", `name\nPermitted ${TAG} ${randomUUID().slice(0, 4)}\n`);
      expect(res.status).toBe(202);
      expect((await waitForTask(t, token, res.body.data.taskId)).result.outcome).toBe("imported");
    }
    const anonymous = await t.app.inject({
      method: "POST",
      url: "/api/vendors/import",
      ...multipart("v.csv", "name\nX\n"),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("upload checks (content, not name)", () => {
  it("a renamed binary is refused with 415 and nothing is stored", async () => {
    const before = await t.services.db.storedFile.count();
    const png = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489", "hex");
    const asCsv = await upload(procurement.token, "vendors.csv", png);
    expect(asCsv.status).toBe(415);
    expect(asCsv.body.message).toMatch(/Only CSV or Excel workbook \(\.xlsx\) files are accepted here.*PNG/);
    const zip = Buffer.concat([Buffer.from("PK\u0003\u0004", "latin1"), Buffer.from("word/document.xml")]);
    expect((await upload(procurement.token, "vendors.xlsx", zip)).status).toBe(415);
    const binary = Buffer.from([0x00, 0x01, 0x02, 0xff, 0xfe, 0x00, 0x10]);
    expect((await upload(procurement.token, "vendors.xlsx", binary)).status).toBe(415);
    expect((await upload(procurement.token, "vendors.csv", Buffer.from([0xc3, 0x28, 0x41]))).status).toBe(415);
    expect((await upload(procurement.token, "vendors.csv", "")).status).toBe(400);
    expect((await upload(procurement.token, "vendors.csv", "name\nX\n", "document")).status).toBe(400);
    expect(await t.services.db.storedFile.count()).toBe(before);
  });

  it("a file over 50 MB is refused with 413", async () => {
    const [files, tasks] = [await t.services.db.storedFile.count(), await t.services.db.backgroundTask.count()];
    for (const size of [50 * 1024 * 1024 + 1, 50 * 1024 * 1024 + 100_000]) {
      const res = await upload(procurement.token, "big.csv", Buffer.alloc(size, 0x61));
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ success: false, message: "The file is larger than 50 MB." });
    }
    expect(await t.services.db.storedFile.count()).toBe(files);
    expect(await t.services.db.backgroundTask.count()).toBe(tasks);
  });
});

describe("import: all rows or none", () => {
  it("a file with bad rows reports every one (row, column, reason) and writes nothing", async () => {
    const existing = await t.services.db.vendor.findFirstOrThrow({ where: { lei: { not: null } } });
    const goodLei = demoLei("9695", `import ${TAG} good`);
    const badCheck = `${goodLei.slice(0, 18)}${goodLei.slice(18) === "00" ? "01" : "00"}`;
    const csv = [
      "Name,LEI,Email,Contract Value,Risk Rating,Country",
      `Good One ${TAG},${goodLei},ok@bank.example,100.50,High,GB`, // row 2: fine on its own
      `,,,,,`, // row 3: blank, skipped
      `,,missing-name@bank.example,1,,`, // row 4: no name
      `Bad LEI ${TAG},${badCheck},,,,`, // row 5: check digits
      `Dup In File ${TAG},${goodLei},,,,`, // row 6: same LEI as row 2
      `Dup In Register ${TAG},${existing.lei},,,,`, // row 7: LEI already in the register
      `Bad Fields ${TAG},,not-an-email,12.345,Severe,XX`, // row 8: three problems (the contract value is not read)
    ].join("\n");
    const before = await t.services.db.vendor.count();
    const audits = await t.services.db.auditLog.count();
    const task = await importFile(procurement.token, "bad-vendors.csv", csv);
    expect(task.status).toBe("completed");
    const result = task.result;
    expect(result).toMatchObject({ outcome: "rejected", inserted: 0, rows: 6, rejectedRows: 5 });
    const problems = result.problems as { row: number; column: string; reason: string }[];
    const at = (row: number) => problems.filter((p) => p.row === row).map((p) => `${p.column}: ${p.reason}`);
    expect(at(2)).toEqual([]);
    expect(at(4)).toEqual(["Name: Vendor name is required"]);
    expect(at(5)).toEqual([expect.stringMatching(/^LEI: Enter a valid LEI/)]);
    expect(at(6)).toEqual([`LEI: LEI ${goodLei} is also on row 2 of this file`]);
    expect(at(7)).toEqual([`LEI: LEI ${existing.lei} already belongs to ${existing.name} in the register`]);
    expect(at(8)).toHaveLength(3);
    expect(at(8)).toEqual(
      expect.arrayContaining([
        "Email: Enter a valid email address",
        "Risk Rating: Risk rating must be Low, Medium, High or Critical",
        expect.stringMatching(/^Country: Country must be an ISO 3166-1 alpha-2 code/),
      ]),
    );
    expect(await t.services.db.vendor.count()).toBe(before);
    expect(await t.services.db.auditLog.count()).toBe(audits);
    // The full report downloads as CSV.
    expect(task.outputFile!.filename).toBe("bad-vendors-import-problems.csv");
    const report = parseCsv((await download(procurement.token, task.outputFile!.id)).rawPayload, {
      bom: true,
      columns: true,
    }) as Record<string, string>[];
    expect(report).toHaveLength(result.problemCount);
    expect(report[0]).toEqual({ Row: "4", Column: "Name", Value: "", Reason: "Vendor name is required" });
  });

  it("a good CSV with the spec's plain names writes every row, the checklists and one audit row; the contract value is not read", async () => {
    const rows = [
      "name,legalName,businessType,country,contactPerson,email,phone,contractValue,servicesProvided,status,riskRating",
      `Plain A ${TAG},Plain A Ltd,Cloud,gb,Ann Lee,Ann@A.example,+44 1,"1,250,000.50","Hosting; Backup",Active,High`,
      `Plain B ${TAG},,,DE,,,,0,,Pending contract,`,
      `Plain C ${TAG},,,,,,,42,,Under review,low`,
      `Plain D ${TAG},,,,,,,7.5,,Offboarded - exited,Critical`,
      `Plain E ${TAG},,,,,,,,,Inactive,`,
    ].join("\r\n");
    const audits = await t.services.db.auditLog.count();
    const task = await importFile(vendorManager, "plain.csv", rows);
    // The contract value comes from the vendors' contracts: the column is reported as not read, with why.
    expect(task.result).toMatchObject({
      outcome: "imported",
      inserted: 5,
      rows: 5,
      ignoredColumns: [
        "contractValue (not read: a vendor's contract value comes from its executed contracts; add or import the contracts instead)",
      ],
    });
    const { firstId, lastId, taskId } = task.result.batch;
    expect(taskId).toBe(task.id);
    const imported = await t.services.db.vendor.findMany({
      where: { id: { gte: firstId, lte: lastId } },
      orderBy: { id: "asc" },
      include: { onboardingTasks: true },
    });
    expect(imported.map((v) => v.name)).toEqual(["A", "B", "C", "D", "E"].map((l) => `Plain ${l} ${TAG}`));
    const [a, b, c, d, e] = imported;
    expect(a).toMatchObject({
      legalName: "Plain A Ltd",
      country: "GB",
      email: "ann@a.example",
      status: "active",
      riskRating: "high",
      servicesProvided: ["Hosting", "Backup"],
      statusNote: null,
    });
    expect(imported.map((v) => v.contractValue.toFixed(2))).toEqual(["0.00", "0.00", "0.00", "0.00", "0.00"]);
    expect(a!.activatedAt).not.toBeNull();
    expect(b).toMatchObject({ status: "onboarding", statusNote: "Pending contract", riskRating: null });
    expect(b!.onboardingTasks).toHaveLength(7);
    expect(a!.onboardingTasks).toHaveLength(0);
    expect(c).toMatchObject({ status: "under_review", riskRating: "low" });
    expect(d).toMatchObject({ status: "offboarded", statusNote: "Offboarded - exited" });
    expect(d!.offboardedAt).not.toBeNull();
    expect(e).toMatchObject({ status: "onboarding", statusNote: "Inactive" });
    expect(task.result.onboardingTasks).toBe(14);
    const audit = await t.services.db.auditLog.findMany({ orderBy: { createdAt: "desc" }, take: 1 });
    expect(await t.services.db.auditLog.count()).toBe(audits + 1);
    expect(audit[0]).toMatchObject({
      action: "CREATE",
      entityType: "Vendor",
      description: "Imported 5 vendors from plain.csv",
      after: { import: { taskId: task.id, firstId, lastId, inserted: 5 } },
    });
  });

  it("an exported XLSX imports back (export headers, amounts as numbers, dates), minus the register's own ids", async () => {
    const source = await t.services.db.vendor.findMany({
      where: { name: { startsWith: `Register ${TAG}` } },
      orderBy: { name: "asc" },
    });
    const workbook = new ExcelJS.Workbook();
    const { file } = await runExport(finance.token, { format: "xlsx", search: `Register ${TAG}` });
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Vendors")!;
    // A copy for another register: new names and LEIs, no ids.
    sheet.spliceColumns(1, 1);
    sheet.eachRow((row, n) => {
      if (n === 1) return;
      row.getCell(1).value = `Copy of ${row.getCell(1).value}`;
      row.getCell(3).value = demoLei("3912", `${row.getCell(1).value}`);
    });
    const copy = Buffer.from(await workbook.xlsx.writeBuffer());
    const task = await importFile(procurement.token, "copy.xlsx", copy);
    expect(task.result).toMatchObject({
      outcome: "imported",
      inserted: source.length,
      ignoredColumns: [expect.stringMatching(/^Contract Value \(not read: /)],
    });
    const copies = await t.services.db.vendor.findMany({
      where: { name: { startsWith: `Copy of Register ${TAG}` } },
      orderBy: { name: "asc" },
    });
    expect(copies).toHaveLength(source.length);
    for (const [i, v] of source.entries()) {
      const c = copies[i]!;
      // The copies have no contracts yet: their contract value is zero whatever the file said.
      expect(v.contractValue.toFixed(2)).not.toBe("0.00");
      expect(c.contractValue.toFixed(2)).toBe("0.00");
      expect(c.status).toBe(v.status);
      expect(c.riskRating).toBe(v.riskRating);
      expect(c.nextReviewDate?.toISOString()).toBe(v.nextReviewDate?.toISOString());
      expect(c.createdById).toBe(procurement.id);
    }
  });

  it("an XLSX with several worksheets: the first is imported, the report names the others with values", async () => {
    const workbook = new ExcelJS.Workbook();
    const vendors = workbook.addWorksheet("Vendors");
    vendors.addRow(["Name", "Country"]);
    vendors.addRow([`First Sheet A ${TAG}`, "GB"]);
    vendors.addRow([`First Sheet B ${TAG}`, "FR"]);
    workbook.addWorksheet("Contacts").addRow([`Second Sheet ${TAG}`, "ann@second.example"]);
    workbook.addWorksheet("Blank");
    workbook.addWorksheet("Lists", { state: "hidden" }).addRow(["Low", "Medium", "High"]);
    const task = await importFile(
      procurement.token,
      "several-sheets.xlsx",
      Buffer.from(await workbook.xlsx.writeBuffer()),
    );
    const notice =
      'Only the first worksheet, "Vendors", was read; 2 other worksheets were ignored: "Contacts" and "Lists" (hidden).';
    expect(task.result).toMatchObject({
      outcome: "imported",
      inserted: 2,
      notices: [notice],
      workbook: {
        worksheet: { name: "Vendors", hidden: false },
        ignoredWorksheets: [
          { name: "Contacts", hidden: false },
          { name: "Lists", hidden: true },
        ],
      },
    });
    const firstSheet = [`First Sheet A ${TAG}`, `First Sheet B ${TAG}`];
    expect(await t.services.db.vendor.count({ where: { name: { in: firstSheet } } })).toBe(2);
    expect(await t.services.db.vendor.count({ where: { name: `Second Sheet ${TAG}` } })).toBe(0);
    const audit = await t.services.db.auditLog.findFirstOrThrow({
      where: { action: "CREATE", entityType: "Vendor", description: "Imported 2 vendors from several-sheets.xlsx" },
      orderBy: { createdAt: "desc" },
    });
    expect(audit.after).toMatchObject({ import: { worksheet: "Vendors", ignoredWorksheets: ["Contacts", "Lists"] } });
  });

  it("a workbook whose first worksheet is not the register is refused, and the report says what was not read", async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet("Instructions").addRow(["Fill in the vendors on the next worksheet."]);
    const vendors = workbook.addWorksheet("Vendors");
    vendors.addRow(["Name"]);
    vendors.addRow([`Behind Instructions ${TAG}`]);
    const task = await importFile(procurement.token, "template.xlsx", Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(task.result).toMatchObject({
      outcome: "rejected",
      inserted: 0,
      notices: ['Only the first worksheet, "Instructions", was read; 1 other worksheet was ignored: "Vendors".'],
    });
    expect(task.result.problems[0].reason).toMatch(/with at least a "Name" column/);

    const empty = new ExcelJS.Workbook();
    empty.addWorksheet("Cover");
    empty.addWorksheet("Vendors").addRow(["Name"]);
    const emptyFirst = await importFile(procurement.token, "cover.xlsx", Buffer.from(await empty.xlsx.writeBuffer()));
    expect(emptyFirst.result.problems[0].reason).toBe('The first worksheet, "Cover", has no rows.');
    expect(emptyFirst.result.notices).toEqual([
      'Only the first worksheet, "Cover", was read; 1 other worksheet was ignored: "Vendors".',
    ]);
  });

  it("a CSV file has no worksheets to mention", async () => {
    const task = await importFile(procurement.token, "plain-notice.csv", `name\nCsv Notice ${TAG}\n`);
    expect(task.result).toMatchObject({ outcome: "imported", notices: [], workbook: null });
  });

  it("rows of vendors already in the register (their ID) are refused: an import never updates", async () => {
    const { file } = await runExport(finance.token, { format: "csv", search: `Quote "Inc" ${TAG}` });
    const task = await importFile(procurement.token, "again.csv", file);
    expect(task.result.outcome).toBe("rejected");
    expect(task.result.problems[0]).toMatchObject({ row: 2, column: "ID" });
    expect(task.result.problems[0].reason).toMatch(/already belongs to Quote "Inc" .* an import only adds new vendors/);
  });
});
