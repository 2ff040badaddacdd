import { randomUUID } from "node:crypto";
import { IMPORT_COLUMN_HELP, MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from "@tprm/api/vendor-transfer";
import { parse as parseCsv } from "csv-parse/sync";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, signIn, startTestApp, type TestApp } from "./helpers.js";
import { multipart, startTransferWorker, waitForTask } from "./vendor-transfer-harness.js";

let t: TestApp;
let worker: ReturnType<typeof startTransferWorker>;
let vendorManager: string;

const TEMPLATE_HEADERS = IMPORT_COLUMN_HELP.filter((c) => c.inTemplate).map((c) => c.header);

beforeAll(async () => {
  t = await startTestApp();
  worker = startTransferWorker();
  vendorManager = (await signIn(t, "Vendor Manager")).token;
}, 60_000);

afterAll(async () => {
  await worker?.close();
  await t?.close();
});

const getTemplate = (format: string, token?: string) =>
  t.app.inject({
    method: "GET",
    url: `/api/vendors/import-template/${format}`,
    headers: token ? bearer(token) : {},
  });

/** The template's rows as text, whatever its format: the header row, then the example row. */
async function rowsOf(format: "csv" | "xlsx", bytes: Buffer): Promise<string[][]> {
  if (format === "csv") {
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    return parseCsv(bytes.toString("utf8").slice(1), { relaxColumnCount: false }) as string[][];
  }
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  expect(workbook.worksheets.map((w) => w.name)).toEqual(["Vendors"]);
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    for (let i = 1; i <= TEMPLATE_HEADERS.length; i++) {
      const value = row.getCell(i).value;
      cells.push(value === null || value === undefined ? "" : String(value));
    }
    rows.push(cells);
  });
  return rows;
}

async function importAsIs(filename: string, bytes: Buffer) {
  const { payload, headers } = multipart(filename, bytes);
  const res = await t.app.inject({
    method: "POST",
    url: "/api/vendors/import",
    headers: { ...headers, ...bearer(vendorManager) },
    payload,
  });
  expect(res.statusCode, res.body).toBe(202);
  return waitForTask(t, vendorManager, res.json().data.taskId);
}

describe("GET /api/vendors/import-template/{format}", () => {
  for (const format of ["csv", "xlsx"] as const) {
    it(`${format.toUpperCase()}: the columns an import reads and one example row, which imports as it is`, async () => {
      const res = await getTemplate(format, vendorManager);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe(
        format === "csv"
          ? "text/csv; charset=utf-8"
          : "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      );
      expect(res.headers["content-disposition"]).toMatch(
        new RegExp(`^attachment; filename="vendor-import-template\\.${format}"`),
      );
      expect(Number(res.headers["content-length"])).toBe(res.rawPayload.length);

      const [header, example, ...more] = await rowsOf(format, res.rawPayload);
      expect(header).toEqual(TEMPLATE_HEADERS);
      expect(header).toContain("Name");
      expect(header).not.toContain("ID");
      expect(more).toEqual([]);
      const cell = (name: string) => example![TEMPLATE_HEADERS.indexOf(name)];
      expect(cell("Name")).toBe("Example Payments Ltd");

      // Uploaded back unchanged: the example row is imported, with the values the template shows.
      const before = await t.services.db.vendor.count({ where: { name: "Example Payments Ltd" } });
      const task = await importAsIs(`vendor-import-template.${format}`, res.rawPayload);
      expect(task.status).toBe("completed");
      expect(task.result).toMatchObject({ outcome: "imported", rows: 1, inserted: 1, ignoredColumns: [] });
      const vendor = await t.services.db.vendor.findUniqueOrThrow({ where: { id: task.result.batch.firstId } });
      expect(vendor).toMatchObject({
        name: "Example Payments Ltd",
        legalName: "Example Payments Limited",
        country: "GB",
        countryOfService: "IE",
        email: "jane.example@payments.example",
        currency: "GBP",
        servicesProvided: ["Card processing", "Fraud screening"],
        status: "onboarding",
        riskRating: "medium",
        criticality: "high",
        lei: null,
        // The register's identification columns (docs/REGISTER.md).
        vatNumber: "GB123456789",
        personType: "eba_CT:x212",
      });
      // The contract value is not an import's: it comes from the vendor's contracts, and the template has no column.
      expect(header).not.toContain("Contract Value");
      expect(vendor.contractValue.toFixed(2)).toBe("0.00");
      expect(vendor.nextReviewDate?.toISOString()).toBe("2027-03-31T00:00:00.000Z");
      expect(await t.services.db.vendor.count({ where: { name: "Example Payments Ltd" } })).toBe(before + 1);
    });
  }

  it("HEAD answers as GET, without the body", async () => {
    const head = await t.app.inject({
      method: "HEAD",
      url: "/api/vendors/import-template/csv",
      headers: bearer(vendorManager),
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-disposition"]).toMatch(/vendor-import-template\.csv/);
    expect(head.body).toBe("");
  });

  it("is for those who may import: 401 signed out, 403 without create on vendors, 404 for another format", async () => {
    expect((await getTemplate("csv")).statusCode).toBe(401);
    for (const role of ["Finance", "Board Member"]) {
      const res = await getTemplate("xlsx", (await signIn(t, role)).token);
      expect(res.statusCode, role).toBe(403);
      expect(res.json()).toEqual({ success: false, message: "You don't have permission to do this." });
    }
    for (const format of ["pdf", "CSV", randomUUID()]) {
      const res = await getTemplate(format, vendorManager);
      expect(res.statusCode, format).toBe(404);
      expect(res.json().message).toMatch(/use csv or xlsx/);
    }
  });

  it("is documented from the same description, with the limits the upload enforces", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    const op = doc.paths["/api/vendors/import-template/{format}"].get;
    expect(op.operationId).toBe("vendorTransfer.importTemplate");
    expect(op.parameters).toEqual([
      expect.objectContaining({
        name: "format",
        in: "path",
        required: true,
        schema: expect.objectContaining({ enum: ["csv", "xlsx"] }),
      }),
    ]);
    expect(Object.keys(op.responses["200"].content)).toEqual([
      "text/csv; charset=utf-8",
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    ]);
    expect(Object.keys(op.responses).sort()).toEqual(["200", "401", "403", "404"]);
    expect(op.description).toContain(`${MAX_IMPORT_ROWS.toLocaleString("en")} rows`);
    expect(op.description).toContain(`${MAX_IMPORT_BYTES / 1024 / 1024} MB`);
    expect(op.description).toContain("Name (required)");
  });
});
