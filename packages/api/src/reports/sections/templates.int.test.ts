// Each built-in template's figures on data this file makes in a database of its own (templates.fixture.ts): the section builders read the
// real tables, the PDF is rendered and its text read back (pdf.js), the XLSX rendered and its cells read back.
import { createPrismaClient, type PrismaClient } from "@tprm/db";
import { cloneTestDatabase, type TestDatabase } from "@tprm/db/testing";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DOMAIN_LABELS } from "../../risk-assessments/rules.js";
import type { ReportFilters } from "../../schemas/reports.js";
import type { ReportContext } from "../document.js";
import { renderReportPdf } from "../pdf/index.js";
import { BUILT_IN_TEMPLATES, type ReportTypeValue } from "../rules.js";
import { pdfPages, tableRows, valueBeside, xlsxCells } from "../testing.js";
import { renderReportXlsx } from "../xlsx.js";
import { buildReportDocument } from "./index.js";
import { day, iso, now, seedTemplateData, TIME_ZONE } from "./templates.fixture.js";

let database: TestDatabase;
let db: PrismaClient;
const FILTERS: ReportFilters = { periodDays: 90, riskLevels: [], criticalOnly: false };

beforeAll(async () => {
  database = await cloneTestDatabase(inject("templateDatabase" as never) as string);
  db = createPrismaClient(database.url, { poolSize: 3 });
  await seedTemplateData(db);
}, 120_000);

afterAll(async () => {
  await db?.$disconnect();
  await database?.drop();
});

async function generate(type: ReportTypeValue, filters: ReportFilters = FILTERS) {
  const template = BUILT_IN_TEMPLATES.find((t) => t.key === type)!;
  const ctx: ReportContext = { db, now, timeZone: TIME_ZONE, filters };
  const doc = await buildReportDocument(ctx, {
    title: template.name,
    type,
    sections: [...template.sections],
    organisationName: "Banca Ejemplo 示例银行",
    requestedBy: "Olga Owner",
  });
  const pdf = await renderReportPdf(doc);
  const xlsx = await renderReportXlsx(doc);
  const pages = await pdfPages(pdf.bytes);
  return { pdf, pages, text: pages.join(" "), sheets: await xlsxCells(xlsx) };
}

describe("the Regulatory template (the outsourcing register)", () => {
  it("lists the arrangements, providers, critical ones, contracts and assessments in the PDF and the XLSX", async () => {
    const { pdf, pages, text, sheets } = await generate("regulatory");
    expect(pdf.pageCount).toBe(pages.length);
    expect(pages[0]).toContain("Banca Ejemplo 示例银行");
    expect(pages[0]).toContain("Regulatory: outsourcing register");
    expect(pages[0]).toMatch(/Generated .*\(Europe\/Warsaw\)/);
    expect(pages[0]).toContain("Scope All vendors and arrangements");
    for (const [i, p] of pages.entries()) expect(p).toMatch(new RegExp(`Page ${i + 1} of ?${pages.length}( |$)`));

    // Register: Payment clearing (approved, critical) and Cloud hosting (pending); Printing was rejected.
    expect(text).toMatch(/Arrangements in the register 2 /);
    expect(text).toMatch(/Awaiting the committee 1 /);
    expect(text).toMatch(/Critical or important 1 \(50%\)/);
    expect(text).toContain("Łódź Clearing Sp. z o.o.");
    expect(text).toContain("华为云服务");
    expect(text).not.toContain("Printing");
    const register = sheets["Outsourcing register"]!;
    expect(valueBeside(register, "Arrangements in the register")).toBe("2");
    const arrangements = tableRows(register, "Arrangements");
    expect(arrangements.map((r) => r.Arrangement).sort()).toEqual(["Cloud hosting", "Payment clearing"]);
    const clearing = arrangements.find((r) => r.Arrangement === "Payment clearing")!;
    expect(clearing).toMatchObject({
      Provider: "Łódź Clearing Sp. z o.o.",
      "Provider LEI": "529900LODZCLEARING01",
      Classification: "Critical",
      Materiality: 61,
      Contract: "CT-1999-0001",
    });
    expect(clearing["Committee decision"]).toMatch(/^Approved \d{4}-\d{2}-\d{2}$/);
    expect(clearing["Contract end"]).toEqual(day(20));

    const providers = sheets["Service providers"]!;
    expect(valueBeside(providers, "Providers of arrangements")).toBe("2");
    const lodz = tableRows(providers, "Providers").find((r) => r.Provider === "Łódź Clearing Sp. z o.o.")!;
    expect(lodz).toMatchObject({ Arrangements: 1, Critical: 1, "Contract value": 500000, Currency: "EUR" });

    const critical = sheets["Critical or important arrangeme"]!;
    expect(valueBeside(critical, "Critical or important arrangements")).toBe("1");
    expect(valueBeside(critical, "With an exit plan in the contract")).toBe("1 (100%)");

    const contracts = sheets.Contracts!;
    expect(valueBeside(contracts, "Contracts in force")).toBe("2");
    expect(valueBeside(contracts, "Supporting a critical or important function")).toBe("1");
    expect(valueBeside(contracts, "Without a governing law")).toBe("1");
    expect(valueBeside(contracts, "Ending within 90 days")).toBe("1");
    expect(tableRows(contracts, "Contracts in force").find((r) => r.Reference === "CT-1999-0001")).toMatchObject({
      "Data stored in": "PL, DE",
      "Governing law": "Polish law",
      Value: 500000,
    });

    const assessments = sheets["Risk assessments"]!;
    expect(valueBeside(assessments, "Providers with a completed assessment")).toBe("2");
    expect(valueBeside(assessments, "Reviews overdue")).toBe("1");
    // The average of the two latest assessments' IT and business continuity scores, 7 and 3.
    expect(valueBeside(assessments, DOMAIN_LABELS.itBusinessContinuity)).toBe(5);
    expect(text).toContain(DOMAIN_LABELS.itBusinessContinuity);
  });

  it("keeps only critical arrangements and their providers with criticalOnly", async () => {
    const { pages, sheets } = await generate("regulatory", { ...FILTERS, criticalOnly: true });
    expect(pages[0]).toContain("Scope Critical or important arrangements only");
    expect(valueBeside(sheets.Report!, "Scope")).toBe("Critical or important arrangements only");
    expect(valueBeside(sheets["Outsourcing register"]!, "Arrangements in the register")).toBe("1");
    expect(valueBeside(sheets["Service providers"]!, "Providers of arrangements")).toBe("1");
    expect(valueBeside(sheets.Contracts!, "Contracts in force")).toBe("1");
  });
});

describe("the Executive template (risk posture)", () => {
  it("counts vendors by risk, reviews due, concentration, open breaches and the month's trend", async () => {
    const { text, sheets } = await generate("executive");
    const posture = sheets["Vendors by risk"]!;
    // Delta Gone is offboarded: three vendors remain.
    expect(valueBeside(posture, "Vendors (not offboarded)")).toBe("3");
    expect(valueBeside(posture, "Rated high")).toBe("1");
    expect(valueBeside(posture, "Rated critical")).toBe("0");
    expect(tableRows(posture, "Vendors rated critical or high").map((r) => r.Vendor)).toEqual([
      "Łódź Clearing Sp. z o.o.",
    ]);

    const due = sheets["Assessments due"]!;
    expect(valueBeside(due, "Reviews overdue")).toBe("1");
    expect(valueBeside(due, "Reviews due within 90 days")).toBe("1");
    expect(valueBeside(due, "Active vendors never assessed")).toBe("1");
    const dueRows = tableRows(due, "Reviews due or overdue");
    expect(dueRows.map((r) => [r.Vendor, r.State, r.Days])).toEqual([
      ["Łódź Clearing Sp. z o.o.", "Overdue", -3],
      ["华为云服务", "Due", 30],
    ]);

    const concentration = sheets.Concentration!;
    expect(valueBeside(concentration, "Providers of arrangements")).toBe("2");
    expect(valueBeside(concentration, "Arrangements held by the five largest")).toBe("100%");

    const breaches = sheets["Open KPI breaches"]!;
    expect(valueBeside(breaches, "Open KPI breaches")).toBe("1");
    expect(valueBeside(breaches, "Open, critical or high")).toBe("1");
    expect(valueBeside(breaches, "Resolved in the last 90 days")).toBe("1");
    expect(tableRows(breaches, "Open KPI breaches")[0]).toMatchObject({
      KPI: "Settlement availability",
      Actual: 97.2,
      "Days open": 10,
    });

    const trends = sheets.Trends!;
    expect(valueBeside(trends, "KPI breaches (90 days)")).toBe("2");
    expect(valueBeside(trends, "Assessments completed (90 days)")).toBe("2");
    expect(valueBeside(trends, "Arrangements approved (90 days)")).toBe("1");
    expect(text).toContain("Settlement availability");
  });
});

describe("a template's risk filter", () => {
  it("keeps the vendors of those ratings and says so on the title page", async () => {
    const { pages, sheets } = await generate("executive", { ...FILTERS, riskLevels: ["high", "critical"] });
    expect(pages[0]).toContain("Scope Vendors rated critical or high");
    // Łódź Clearing (high) alone: 华为云服务 is medium, Gamma Print low, Delta Gone offboarded.
    expect(valueBeside(sheets["Vendors by risk"]!, "Vendors (not offboarded)")).toBe("1");
    expect(valueBeside(sheets["Open KPI breaches"]!, "Open KPI breaches")).toBe("1");
  });
});

describe("the Operational template", () => {
  it("reports the invoices' exceptions, overdue workflows and contract expiries", async () => {
    const { text, sheets } = await generate("operational");
    const invoices = sheets["Invoices and exceptions"]!;
    expect(valueBeside(invoices, "Overdue")).toBe("1");
    expect(valueBeside(invoices, "Duplicate groups")).toBe("1");
    expect(valueBeside(invoices, "Above the contract value")).toBe("1");
    expect(tableRows(invoices, "Overdue invoices")[0]).toMatchObject({
      Invoice: "PL-77",
      Amount: 2500,
      "Days overdue": 40,
    });
    const exceptions = tableRows(invoices, "Invoice exceptions");
    expect(
      exceptions
        .filter((r) => r.Exception === "Duplicate number")
        .map((r) => r.Amount)
        .sort(),
    ).toEqual([300, 310]);
    expect(exceptions.find((r) => r.Exception === "Above contract value")).toMatchObject({
      Invoice: "HW-2",
      Amount: 5000,
    });

    const workflows = sheets["Workflows and overdue items"]!;
    expect(valueBeside(workflows, "Open workflows")).toBe("2");
    expect(valueBeside(workflows, "Past their target date")).toBe("2");
    expect(valueBeside(workflows, "Awaiting the committee")).toBe("1");
    expect(tableRows(workflows, "Overdue workflows").map((r) => [r.Workflow, r["Days overdue"], r.Owner])).toEqual([
      ["Onboard Gamma", 5, "Olga Owner"],
      ["Cloud hosting", 1, "Olga Owner"],
    ]);

    const expiries = sheets["Contract expiries"]!;
    expect(valueBeside(expiries, "Ending within 90 days")).toBe("2");
    expect(valueBeside(expiries, "Ending within 30 days")).toBe("1");
    expect(tableRows(expiries, "Contracts ending").map((r) => r.Reference)).toEqual(["CT-1999-0001", "CT-1999-0004"]);
    expect(tableRows(expiries, "Contracts ending")[0]).toMatchObject({
      Reference: "CT-1999-0001",
      "Days left": 20,
      "Notice by": day(10),
    });
    expect(text).toMatch(/Overdue 1 /);
    expect(text).toContain(iso(20));
  });
});
