import { describe, expect, it } from "vitest";
import { COLUMN_FIELDS } from "./checks.js";
import { CONTRACT_FORM_FIELDS, CONTRACT_REGISTER_TAB_FIELDS, recordLink } from "./links.js";

const contract = { kind: "contract", id: "c1", label: "CT" } as const;

describe("recordLink", () => {
  it("opens each kind of record on its register form, with the field to focus", () => {
    expect(recordLink({ kind: "entity", id: "e1", label: "Bank" })).toBe("/register?tab=entities&entity=e1");
    expect(recordLink({ kind: "function", id: "f1", label: "Payments" }, "rtoHours")).toBe(
      "/register?tab=functions&function=f1&field=rtoHours",
    );
    expect(recordLink(contract, "annualCost")).toBe("/contracts?contract=c1&section=register&field=annualCost");
    expect(recordLink({ kind: "vendor", id: "v1", label: "Acme" }, "lei")).toBe(
      "/vendor-management?vendor=v1&section=register&field=lei",
    );
  });

  it("opens a vendor's name or country on its record, where it is edited, not on its Register tab", () => {
    const vendor = { kind: "vendor", id: "v1", label: "Acme" } as const;
    expect(recordLink(vendor, "legalName")).toBe("/vendor-management?vendor=v1");
    expect(recordLink(vendor, "country")).toBe("/vendor-management?vendor=v1");
    expect(recordLink(vendor, "ultimateParentId")).toBe(
      "/vendor-management?vendor=v1&section=register&field=ultimateParentId",
    );
    for (const field of Object.values(COLUMN_FIELDS["B_05.01"])) {
      expect(recordLink(vendor, field)).toMatch(/^\/vendor-management\?vendor=v1/);
    }
  });

  it("opens a contract field the Register tab does not hold in the contract's edit form", () => {
    for (const field of ["startDate", "endDate", "noticePeriodDays", "currency"]) {
      expect(recordLink(contract, field)).toBe(`/contracts?contract=c1&edit=1&field=${field}`);
    }
    expect(recordLink(contract, "dataStorageCountries")).toBe(
      "/contracts?contract=c1&edit=1&field=dataStorageCountries",
    );
    expect(recordLink(contract, "dataProcessingCountries")).toBe(
      "/contracts?contract=c1&edit=1&field=dataProcessingCountries",
    );
  });

  it("opens a contract field no form edits (its reference, its termination) on the contract's sheet", () => {
    expect(recordLink(contract, "reference")).toBe("/contracts?contract=c1");
    expect(recordLink(contract, "terminatedAt")).toBe("/contracts?contract=c1");
  });

  it("names the Register tab's own control for the checks' functions field", () => {
    expect(recordLink(contract, "functions")).toBe("/contracts?contract=c1&section=register&field=functionIds");
  });

  it("sends every contract field the checks name somewhere that holds it", () => {
    const contractTemplates = ["B_02.01", "B_02.02", "B_03.01", "B_07.01"] as const;
    const named = contractTemplates.flatMap((id) => Object.values(COLUMN_FIELDS[id]));
    const held = new Set<string>([...CONTRACT_REGISTER_TAB_FIELDS, ...CONTRACT_FORM_FIELDS, "reference"]);
    expect(named.filter((f) => !held.has(f))).toEqual([]);
    expect(CONTRACT_REGISTER_TAB_FIELDS.filter((f) => (CONTRACT_FORM_FIELDS as readonly string[]).includes(f))).toEqual(
      [],
    );
  });
});
