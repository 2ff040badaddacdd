import { describe, expect, it } from "vitest";
import { CONTRACT_COLUMNS, columnForHeader, TEMPLATE_COLUMNS } from "./columns.js";
import { planHeaders, validateRow } from "./import-rows.js";

const HEADERS = ["Name", "Vendor", "Type", "Value", "Currency", "Start Date", "Owner"];
const GOOD = ["Hosting", "Acme", "SLA", "1200.5", "eur", "2026-01-01", "a@bank.example"];

function check(headers: string[], cells: (string | number | Date | null)[]) {
  const plan = planHeaders(headers, 1);
  expect(plan.problems).toEqual([]);
  return validateRow(plan, cells, 2);
}

const reasons = (problems: { column: string | null; reason: string }[]) =>
  Object.fromEntries(problems.map((p) => [p.column, p.reason]));

describe("the contract import's headers", () => {
  it("match the export's headers, the field names and aliases, case and punctuation aside", () => {
    expect(columnForHeader("owner_email")?.header).toBe("Owner");
    expect(columnForHeader("renewalTermMonths")?.header).toBe("Renewal Term (Months)");
    expect(columnForHeader("VENDOR ID")?.field).toBe("vendorId");
    expect(columnForHeader("Notice Deadline")?.field).toBeUndefined(); // derived: exported, never read
    expect(columnForHeader("Approved By")?.field).toBeUndefined();
    expect(CONTRACT_COLUMNS).toHaveLength(45); // 30, and the register's 15 (register-columns.test.ts)
    expect(TEMPLATE_COLUMNS.map((c) => c.header)).not.toContain("Reference");
    expect(TEMPLATE_COLUMNS.map((c) => c.header)).not.toContain("Status");
  });

  it("need Name, Type, Value, Currency, Start Date, Owner, and a Vendor or a Vendor ID", () => {
    expect(planHeaders(["Name", "Owner"], 1).problems[0]?.reason).toMatch(
      /at least a "Type" column, .*a "Start Date" column, a "Vendor" or "Vendor ID" column/,
    );
    expect(planHeaders([...HEADERS.filter((h) => h !== "Vendor"), "Vendor ID"], 1).problems).toEqual([]);
    expect(planHeaders([...HEADERS, "vendor name"], 1).problems[0]?.reason).toBe(
      'Two columns are read as Vendor: "Vendor" and "vendor name". Keep one.',
    );
  });
});

describe("an imported row", () => {
  it("is read with the form's schema and a new contract's defaults", () => {
    const { contract, problems } = check(HEADERS, GOOD);
    expect(problems).toEqual([]);
    expect(contract).toMatchObject({
      name: "Hosting",
      vendorName: "Acme",
      vendorId: null,
      type: "sla",
      value: "1200.50",
      currency: "EUR",
      startDate: "2026-01-01",
      stage: "initiation",
      approved: false,
      reference: null,
      ownerEmail: "a@bank.example",
    });
  });

  it("takes type and stage by label or value, yes/no answers, country lists and a workbook's dates and numbers", () => {
    const headers = [
      ...HEADERS,
      "Stage",
      "Auto Renewal",
      "Renewal Term (Months)",
      "End Date",
      "Data Storage Countries",
    ];
    const cells = [...GOOD, "renewal/termination", "Y", 12, new Date("2027-12-31T00:00:00Z"), "gb; de,FR"];
    cells[2] = "data_processing_agreement";
    cells[3] = 250000;
    const { contract, problems } = check(headers, cells);
    expect(problems).toEqual([]);
    expect(contract).toMatchObject({
      type: "data_processing_agreement",
      value: "250000.00",
      stage: "renewal_termination",
      autoRenewal: true,
      renewalTermMonths: 12,
      endDate: "2027-12-31",
      dataStorageCountries: ["GB", "DE", "FR"],
      approved: true, // signed before the import
    });
  });

  it("reports every problem of the row at once, in the form's words", () => {
    const headers = [...HEADERS, "Auto Renewal", "Notice Period (Days)", "Risk Level"];
    const { contract, problems } = check(headers, [
      "",
      "",
      "Lease",
      "1.234",
      "",
      "31/12/2026",
      "someone",
      "maybe",
      "-1",
      "Severe",
    ]);
    expect(contract).toBeNull();
    expect(reasons(problems)).toEqual({
      Name: "Contract name is required",
      Vendor: "Vendor is required",
      Type: expect.stringMatching(/^Choose a contract type from the list: Service Agreement, /),
      Value: "Value must be a number with at most 2 decimals",
      Currency: "Currency is required",
      "Start Date": "Start date must be a date (YYYY-MM-DD)",
      Owner: "Owner must be the e-mail address of a user, such as name@bank.example",
      "Auto Renewal": "Auto-renewal is yes or no",
      "Notice Period (Days)": "Notice period (days) must be from 0 to 3650",
      "Risk Level": "Choose Low, Medium, High or Critical",
    });
  });

  it("refuses ended contracts and an approval before the Approval stage; keeps one given at it", () => {
    const headers = [...HEADERS, "Stage", "Status"];
    expect(check(headers, [...GOOD, "Management", "Terminated"]).problems[0]?.reason).toMatch(
      /^An import brings running contracts/,
    );
    expect(check(headers, [...GOOD, "Drafting", "Approved"]).problems[0]?.reason).toMatch(
      /^A contract is approved at the Approval stage, not at Drafting/,
    );
    expect(check(headers, [...GOOD, "Approval", "Approved"]).contract?.approved).toBe(true);
    expect(check(headers, [...GOOD, "Approval", "Under review"]).contract?.approved).toBe(false);
    expect(check(headers, [...GOOD, "Signed", ""]).problems[0]?.reason).toMatch(/^Stage must be one of Initiation/);
  });

  it("checks the rules between fields and an id that is not one", () => {
    const headers = [...HEADERS, "End Date", "Auto Renewal", "Vendor ID"];
    const { problems } = check(headers, [...GOOD, "2025-01-01", "Yes", "not-an-id"]);
    expect(reasons(problems)).toEqual({
      "End Date": "End date must be on or after the start date",
      "Renewal Term (Months)": "Give the renewal term of a contract that renews automatically",
      "Vendor ID": "Vendor ID must be the id of a vendor in the register",
    });
  });
});
