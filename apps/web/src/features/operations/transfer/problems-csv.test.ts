import { describe, expect, it } from "vitest";
import { problemsCsv, problemsFilename } from "./problems-csv";

describe("the problems CSV", () => {
  it("writes one line per problem with quoting, empty cells and guarded formulas", () => {
    const csv = problemsCsv(
      ["File", "Row", "Field", "Value", "Rule"],
      [
        { file: "vendors.csv", row: 3, field: "Email", value: "=bad", rule: 'Not an e-mail, "x"' },
        { file: "tables/Vendor.csv", row: null, field: null, value: null, rule: "Checksum differs" },
      ],
    );
    expect(csv).toBe(
      '\uFEFFFile,Row,Field,Value,Rule\r\nvendors.csv,3,Email,\'=bad,"Not an e-mail, ""x"""\r\ntables/Vendor.csv,,,,Checksum differs\r\n',
    );
  });

  it("names the file after the upload", () => {
    expect(problemsFilename("Vendors 2026.xlsx")).toBe("problems-Vendors_2026.csv");
    expect(problemsFilename(".csv")).toBe("problems-import.csv");
  });
});
