import { createVendorInput } from "@tprm/api/schemas";
import { describe, expect, it } from "vitest";
import { i18n } from "../../i18n/test-setup";
import { translateVendorFieldError, type VendorFormField, vendorIssueKey } from "./vendor-form-errors";

// Values the New Vendor form could hold that the server's schema refuses, one issue each.
const BAD: Record<string, Record<string, unknown>> = {
  "name required": { name: "" },
  "name missing": { name: undefined },
  "name too long": { name: "x".repeat(201) },
  "legal name too long": { legalName: "x".repeat(201) },
  "business type too long": { businessType: "x".repeat(101) },
  "country code": { country: "ZZ" },
  "country of service code": { countryOfService: "ZZ" },
  "contact person too long": { contactPerson: "x".repeat(201) },
  "email too long": { email: `${"x".repeat(250)}@a.example` },
  "email invalid": { email: "not-an-email" },
  "phone too long": { phone: "x".repeat(51) },
  "currency code": { currency: "ZZZ" },
  "service too long": { servicesProvided: "x".repeat(201) },
  "criticality choice": { criticality: "severe" },
  "lei invalid": { lei: "ABC" },
  "registration number too long": { registrationNumber: "x".repeat(101) },
  "registered address too long": { registeredAddress: "x".repeat(501) },
  "parent company too long": { parentCompany: "x".repeat(201) },
};

describe("vendor form messages", () => {
  for (const [name, values] of Object.entries(BAD)) {
    it(`${name}: a translated text whose English is the schema's own`, () => {
      const result = createVendorInput.safeParse({ name: "Acme", ...values });
      expect(result.success).toBe(false);
      for (const issue of result.error?.issues ?? []) {
        const field = String(issue.path[0]) as VendorFormField;
        const key = vendorIssueKey(field, issue.code, issue.message);
        expect(key, `${field} ${issue.code}: ${issue.message}`).not.toBeNull();
        expect(i18n.t(key as string)).toBe(issue.message);
      }
    });
  }

  it("leaves an issue it does not know (a server issue) as it is", () => {
    const error = { type: "server", message: "Something the server said" };
    expect(translateVendorFieldError(i18n.t, "name", error)).toBe(error);
    expect(translateVendorFieldError(i18n.t, "name", undefined)).toBeUndefined();
  });
});
