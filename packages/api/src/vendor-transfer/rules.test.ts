import { leiCheckDigits } from "@tprm/db/vendors";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { columnLetter, createXlsxWriter, escapeXml } from "../files/xlsx-writer.js";
import { createIdBatch } from "../transfer/batch-ids.js";
import { detectDelimiter } from "../transfer/read-rows.js";
import { columnForHeader, guardFormula, headerKey, unguardFormula } from "./columns.js";
import { collectDuplicates, planHeaders, validateRow } from "./import-rows.js";

const lei = (base: string) => base + leiCheckDigits(base);

describe("headers", () => {
  it("match case-, space- and punctuation-insensitively, with the spec's plain names", () => {
    expect(headerKey("Contract Value")).toBe("contractvalue");
    expect(columnForHeader("contractValue")?.header).toBe("Contract Value");
    expect(columnForHeader(" contract_value ")?.header).toBe("Contract Value");
    expect(columnForHeader("servicesProvided")?.header).toBe("Services Provided");
    expect(columnForHeader("Risk")?.header).toBe("Risk Rating");
    expect(columnForHeader("Colour")).toBeUndefined();
  });

  it("need a Name column, refuse a field twice and list unknown headers", () => {
    const plan = planHeaders(["name", "Vendor Size", "legalName", "Favourite Colour"], 1);
    expect(plan.ignored).toEqual(["Vendor Size", "Favourite Colour"]);
    expect(plan.problems).toEqual([]);
    const twice = planHeaders(["Name", "vendor"], 1);
    expect(twice.problems[0]?.reason).toMatch(/Two columns are read as Name/);
    expect(planHeaders(["Legal Name"], 3).problems[0]).toMatchObject({ row: 3, reason: expect.stringMatching(/Name/) });
  });

  it("do not read a contract value column and say why (it comes from the vendor's contracts)", () => {
    const plan = planHeaders(["Name", "contract_value", "Currency"], 1);
    expect(plan.problems).toEqual([]);
    expect(plan.fieldAt).toEqual(["name", null, "currency"]);
    expect(plan.ignored).toEqual([
      "contract_value (not read: a vendor's contract value comes from its executed contracts; add or import the contracts instead)",
    ]);
    const row = validateRow(plan, ["Acme", "250000.00", "EUR"], 2);
    expect(row.problems).toEqual([]);
    expect(row.vendor).toMatchObject({ name: "Acme", currency: "EUR" });
    expect(row.vendor).not.toHaveProperty("contractValue");
  });
});

describe("the register's identification columns", () => {
  it("read euid, vat_number, passport_number, person_type (code or label) and latin_name", () => {
    const plan = planHeaders(["name", "euid", "vat_number", "passport_number", "person_type", "latin_name"], 1);
    expect(plan.problems).toEqual([]);
    expect(plan.fieldAt).toEqual(["name", "euid", "vatNumber", "passportNumber", "personType", "latinName"]);
    const row = validateRow(plan, ["Acme", "DEB1234.HRB1", "DE123456789", null, "legal person", "Acme GmbH"], 2);
    expect(row.problems).toEqual([]);
    expect(row.vendor).toMatchObject({
      euid: "DEB1234.HRB1",
      vatNumber: "DE123456789",
      passportNumber: null,
      personType: "eba_CT:x212",
      latinName: "Acme GmbH",
    });
    expect(validateRow(plan, ["Solo", null, null, "X1", "eba_CT:x213", null], 3).vendor?.personType).toBe(
      "eba_CT:x213",
    );
  });

  it("refuse an unknown person type and an overlong VAT number with their columns", () => {
    const plan = planHeaders(["Name", "VAT Number", "Person Type"], 1);
    const row = validateRow(plan, ["Acme", "X".repeat(51), "Company"], 4);
    expect(row.vendor).toBeNull();
    expect(row.problems.map((p) => [p.column, p.reason])).toEqual([
      ["VAT Number", "VAT number must be at most 50 characters"],
      ["Person Type", "Choose the person type from the list"],
    ]);
  });
});

describe("row validation", () => {
  const plan = planHeaders(
    ["Name", "LEI", "Status", "Status Note", "Risk Rating", "Criticality", "Contract Value", "Next Review Date"],
    1,
  );
  const good = lei("529900T8BM49AURSDO");

  it("classifies free-text statuses by the spec's keywords and keeps the original text", () => {
    const row = (status: string) => validateRow(plan, ["Acme", null, status, null, null, null, null, null], 2).vendor!;
    expect(row("Active")).toMatchObject({ status: "active", statusNote: null });
    expect(row("Under Review")).toMatchObject({ status: "under_review", statusNote: null });
    expect(row("Pending contract")).toMatchObject({ status: "onboarding", statusNote: "Pending contract" });
    expect(row("Offboarded")).toMatchObject({ status: "offboarded" });
    expect(row("")).toMatchObject({ status: "onboarding", statusNote: null });
  });

  it("reads labels and ISO dates, and skips the contract value", () => {
    const { vendor, problems } = validateRow(
      plan,
      ["  Acme  ", good.toLowerCase(), "active", "Key supplier", "High", "CRITICAL", "1,250,000.5", "2027-03-31"],
      2,
    );
    expect(problems).toEqual([]);
    expect(vendor).toMatchObject({
      name: "Acme",
      lei: good,
      riskRating: "high",
      criticality: "critical",
      statusNote: "Key supplier",
      nextReviewDate: new Date("2027-03-31T00:00:00Z"),
    });
    expect(vendor).not.toHaveProperty("contractValue");
  });

  it("reports every problem of a row with the file's own column name, in the file's column order", () => {
    const bad = `${good.slice(0, 18)}${good.slice(18) === "00" ? "01" : "00"}`;
    const { vendor, problems } = validateRow(plan, ["", bad, null, null, "Severe", "x", "-5", "31/03/2027"], 7);
    expect(vendor).toBeNull();
    expect(problems.map((p) => [p.row, p.column])).toEqual([
      [7, "Name"],
      [7, "LEI"],
      [7, "Risk Rating"],
      [7, "Criticality"],
      [7, "Next Review Date"],
    ]);
  });

  it("refuses text that cannot be stored (NUL, lone surrogate) in any cell it reads, naming row and column", () => {
    const { vendor, problems } = validateRow(
      plan,
      ["Acme\u0000Ltd", null, "act\ud800ive", "ok", "High\u0000", null, null, "2027-03-31\u0000"],
      9,
    );
    expect(vendor).toBeNull();
    // One problem per cell (no second "Name is required" or "not a date"), in the file's column order; the value
    // shown can be stored.
    expect(problems).toEqual([
      {
        row: 9,
        column: "Name",
        value: "Acme\uFFFDLtd",
        reason: "The cell holds a NUL character (\\u0000), which cannot be stored; remove it",
      },
      {
        row: 9,
        column: "Status",
        value: "act\uFFFDive",
        reason: "The cell holds an invalid character (an unpaired UTF-16 surrogate), which cannot be stored; remove it",
      },
      { row: 9, column: "Risk Rating", value: "High\uFFFD", reason: expect.stringContaining("NUL") },
      { row: 9, column: "Next Review Date", value: "2027-03-31\uFFFD", reason: expect.stringContaining("NUL") },
    ]);
    // A paired surrogate is an ordinary character (an emoji), and a value cut at 200 characters stays storable.
    expect(validateRow(plan, ["Acme 😀", null, null, null, null, null, null, null], 2).problems).toEqual([]);
    const long = validateRow(
      plan,
      [`${"x".repeat(199)}😀${"y".repeat(300)}`, null, null, null, null, null, null, null],
      2,
    );
    expect(long.problems[0]?.value).toBe(`${"x".repeat(199)}\uFFFD`);
  });

  it("refuses a header that cannot be stored, on the header row", () => {
    expect(planHeaders(["Name", "Col\u0000our"], 1).problems).toEqual([
      {
        row: 1,
        column: "Col\uFFFDour",
        value: "Col\uFFFDour",
        reason: "The cell holds a NUL character (\\u0000), which cannot be stored; remove it",
      },
    ]);
  });

  it("undoes the CSV formula guard of an export", () => {
    expect(guardFormula("=SUM(A1)")).toBe("'=SUM(A1)");
    expect(guardFormula("+44 20")).toBe("'+44 20");
    expect(guardFormula("Acme")).toBe("Acme");
    expect(unguardFormula(guardFormula("=SUM(A1)"))).toBe("=SUM(A1)");
    expect(unguardFormula("'quoted'")).toBe("'quoted'");
    expect(validateRow(plan, ["'=Acme", null, null, null, null, null, null, null], 2).vendor?.name).toBe("=Acme");
  });
});

describe("duplicates", () => {
  it("flags a key seen on an earlier row or already in the register", () => {
    const problems = collectDuplicates(
      [
        { row: 2, key: "A" },
        { row: 3, key: "B" },
        { row: 4, key: "A" },
        { row: 5, key: "C" },
      ],
      new Map([["C", "Existing Ltd"]]),
      "LEI",
      "LEI",
    );
    expect(problems.map((p) => [p.row, p.reason])).toEqual([
      [4, "LEI A is also on row 2 of this file"],
      [5, "LEI C already belongs to Existing Ltd in the register"],
    ]);
  });
});

describe("import batch ids", () => {
  it("are UUIDv7, contiguous and in file order", () => {
    const batch = createIdBatch(70_000, Date.UTC(2026, 10, 22));
    const ids = [0, 1, 65_535, 65_536, 69_999].map((i) => batch.idAt(i));
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect([...ids].sort()).toEqual(ids);
    expect(batch.first).toBe(ids[0]);
    expect(batch.last).toBe(ids[4]);
    expect(Number.parseInt(batch.first.replace(/-/g, "").slice(0, 12), 16)).toBe(Date.UTC(2026, 10, 22));
  });
});

describe("CSV delimiter", () => {
  it("is whatever separates the header: comma, semicolon (Excel in Europe) or tab", () => {
    expect(detectDelimiter("Name,Country\nA;B,C")).toBe(",");
    expect(detectDelimiter('Name;"Legal, Name";Country\n')).toBe(";");
    expect(detectDelimiter("Name\tCountry")).toBe("\t");
  });
});

describe("XLSX writer", () => {
  it("writes a workbook Excel readers open: header, text, numbers, escapes, empty cells", async () => {
    expect(columnLetter(0)).toBe("A");
    expect(columnLetter(27)).toBe("AB");
    expect(escapeXml('<a & "b">\u0001')).toBe("&lt;a &amp; &quot;b&quot;&gt;");
    const writer = createXlsxWriter({
      sheetName: "Vendors",
      columns: [{ header: "Name" }, { header: "Amount", format: "money" }, { header: "Note" }],
    });
    writer.addRow(["Acme & Sons <Ltd>", 1234.5, null]);
    writer.addRow(["  padded\nline", 0, "Zürich"]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await writer.finish()) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Vendors")!;
    expect(sheet.getRow(1).values).toEqual([undefined, "Name", "Amount", "Note"]);
    expect(sheet.getCell("A1").font?.bold).toBe(true);
    expect(sheet.getRow(2).values).toEqual([undefined, "Acme & Sons <Ltd>", 1234.5]);
    expect(sheet.getCell("B2").numFmt).toBe("#,##0.00");
    expect(sheet.getRow(3).values).toEqual([undefined, "  padded\nline", 0, "Zürich"]);
  });
});
