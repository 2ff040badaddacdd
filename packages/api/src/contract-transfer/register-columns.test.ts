import { describe, expect, it } from "vitest";
import { CLOSED_LISTS } from "../register/catalog.js";
import { CONTRACT_COLUMNS, type ContractExportRow, columnForHeader, TEMPLATE_COLUMNS } from "./columns.js";
import { planHeaders, validateRow } from "./import-rows.js";
import { REGISTER_COLUMNS, REGISTER_FIELDS } from "./register-columns.js";

const HEADERS = ["Name", "Vendor", "Type", "Value", "Currency", "Start Date", "Owner"];
const GOOD = ["Hosting", "Acme", "SLA", "1200.5", "EUR", "2026-01-01", "a@bank.example"];
const REGISTER_HEADERS = REGISTER_COLUMNS.map((c) => c.header);

function check(headers: string[], cells: (string | number | Date | null)[]) {
  const plan = planHeaders(headers, 1);
  expect(plan.problems).toEqual([]);
  return validateRow(plan, cells, 2);
}

const reasons = (problems: { column: string | null; reason: string }[]) =>
  Object.fromEntries(problems.map((p) => [p.column, p.reason]));

describe("the contract import's register columns", () => {
  it("are read and written: headers, field names, after Description and in the template", () => {
    expect(REGISTER_HEADERS).toEqual([
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
    ]);
    expect(REGISTER_COLUMNS.map((c) => c.field)).toEqual([...REGISTER_FIELDS]);
    expect(columnForHeader("ict_service_type")?.field).toBe("ictServiceType");
    expect(columnForHeader("providerNoticePeriodDays")?.header).toBe("Provider notice period (days)");
    expect(columnForHeader("Governing Law")?.field).toBe("governingLaw"); // not the country
    const headers = CONTRACT_COLUMNS.map((c) => c.header);
    expect(headers.slice(headers.indexOf("Description") + 1, headers.indexOf("Approved At"))).toEqual(REGISTER_HEADERS);
    expect(TEMPLATE_COLUMNS.map((c) => c.header)).toEqual(expect.arrayContaining(REGISTER_HEADERS));
    for (const c of REGISTER_COLUMNS) expect(c.help, c.header).toBeTruthy();
  });

  it("take labels or EBA codes, yes/no, money as Value does, days, country codes and a workbook's dates", () => {
    const cells = [
      "yes",
      "cloud services: iaas",
      "48000.5",
      180,
      "ie",
      "DE",
      "Y",
      "eba_ZZ:x793",
      "Material reliance",
      "medium complexity",
      "No",
      new Date("2026-03-31T00:00:00Z"),
      "2025-11-15",
      "2027-11-15",
      "false",
    ];
    const { contract, problems } = check([...HEADERS, ...REGISTER_HEADERS], [...GOOD, ...cells]);
    expect(problems).toEqual([]);
    expect(contract).toMatchObject({
      isOutsourcing: true,
      ictServiceType: "eba_TA:S17",
      annualCost: "48000.50",
      providerNoticePeriodDays: 180,
      governingLawCountry: "IE",
      provisionCountry: "DE",
      dataStored: true,
      dataSensitiveness: "eba_ZZ:x793",
      relianceLevel: "eba_ZZ:x796",
      substitutability: "eba_ZZ:x961",
      exitPlanExists: false,
      exitPlanTestedOn: "2026-03-31",
      lastAuditOn: "2025-11-15",
      nextAuditOn: "2027-11-15",
      timeCritical: false,
    });
    expect(check([...HEADERS, "ICT service type"], [...GOOD, "eba_TA:S05"]).contract?.ictServiceType).toBe(
      "eba_TA:S05",
    );
  });

  it("leave empty cells not given (null), and a contract outside the outsourcing register", () => {
    const { contract } = check([...HEADERS, ...REGISTER_HEADERS], [...GOOD, ...REGISTER_HEADERS.map(() => "")]);
    expect(contract).not.toBeNull();
    for (const field of REGISTER_FIELDS) {
      expect(contract![field], field).toBe(field === "isOutsourcing" ? false : null);
    }
    expect(check(HEADERS, GOOD).contract).toMatchObject({
      isOutsourcing: false,
      ictServiceType: null,
      annualCost: null,
    });
  });

  it("refuse a bad value with its column, in the Register tab's words, and write no contract", () => {
    const cells = [
      "perhaps",
      "Cloud hosting",
      "-5",
      "12.5",
      "Ireland",
      "XX",
      "sometimes",
      "Very high",
      "eba_ZZ:x999",
      "Easy",
      "maybe",
      "2026-02-30",
      "2026-01-01",
      "2025-01-01",
      "2",
    ];
    const { contract, problems } = check([...HEADERS, ...REGISTER_HEADERS], [...GOOD, ...cells]);
    expect(contract).toBeNull();
    expect(reasons(problems)).toEqual({
      "In outsourcing register": "Outsourcing arrangement is yes or no",
      "ICT service type": "Choose the ICT service type from the list",
      "Annual cost": "Annual cost cannot be negative",
      "Provider notice period (days)": "Provider's notice period (days) must be a whole number",
      "Governing law country": "Governing law country must be an ISO 3166-1 alpha-2 code such as GB or US",
      "Country of provision": "Country of provision must be an ISO 3166-1 alpha-2 code such as GB or US",
      "Data stored by provider": "Data stored is yes or no",
      "Data sensitiveness": "Choose the data sensitiveness from the list",
      "Reliance level": "Choose the level of reliance from the list",
      Substitutability: "Choose the substitutability from the list",
      "Exit plan exists": "Exit plan exists is yes or no",
      "Exit plan tested on": "Exit plan tested on must be a real date",
      "Time-critical": "Time-critical is yes or no",
    });
    // The order of the audits, once both are dates.
    const audits = check([...HEADERS, "Last audit", "Next audit"], [...GOOD, "2026-01-01", "2025-01-01"]);
    expect(reasons(audits.problems)).toEqual({ "Next audit": "Next audit must be on or after the last audit" });
    // A row's other problems and its register problems come together.
    const both = check([...HEADERS, "Annual cost"], ["", ...GOOD.slice(1), "lots"]);
    expect(reasons(both.problems)).toEqual({
      Name: "Contract name is required",
      "Annual cost": "Annual cost must be a number with at most 2 decimals",
    });
  });

  it("are exported as labels, Yes/No, and empty for what is not given", () => {
    const row = {
      isOutsourcing: false,
      ictServiceType: "eba_TA:S19",
      annualCost: "48000.50",
      providerNoticePeriodDays: 90,
      governingLawCountry: "IE",
      provisionCountry: null,
      dataStored: true,
      dataSensitiveness: "eba_ZZ:x791",
      relianceLevel: "eba_ZZ:x797",
      substitutability: "eba_ZZ:x959",
      exitPlanExists: null,
      exitPlanTestedOn: null,
      lastAuditOn: "2025-11-15",
      nextAuditOn: null,
      timeCritical: false,
    } as ContractExportRow;
    expect(REGISTER_COLUMNS.map((c) => c.value(row))).toEqual([
      "No",
      CLOSED_LISTS.ictServiceType["eba_TA:S19"],
      "48000.50",
      90,
      "IE",
      null,
      "Yes",
      "Low",
      "Full reliance",
      "Not substitutable",
      null,
      null,
      "2025-11-15",
      null,
      "No",
    ]);
  });
});
