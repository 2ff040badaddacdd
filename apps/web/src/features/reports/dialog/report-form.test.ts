import { describe, expect, it } from "vitest";
import {
  EMPTY_REPORT,
  externalAddressIssue,
  reportResolver,
  splitAddresses,
  toFormValues,
  toReportInput,
} from "./report-form";

const resolve = (values: Parameters<typeof toReportInput>[0]) =>
  reportResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false } as never);

describe("report form", () => {
  it("splits the typed addresses on lines, commas and semicolons", () => {
    expect(splitAddresses(" a@x.eu,\nb@y.eu ; c@z.eu  ")).toEqual(["a@x.eu", "b@y.eu", "c@z.eu"]);
    expect(splitAddresses("  ")).toEqual([]);
  });

  it("sends the dialog's values as reportInput's body, the built-in template when none is chosen", () => {
    const body = toReportInput({
      ...EMPTY_REPORT,
      name: "Board pack",
      type: "executive",
      frequency: "weekly",
      recipientGroups: ["Board"],
      externalText: "auditor@firm.example",
    });
    expect(body).toEqual({
      name: "Board pack",
      type: "executive",
      frequency: "weekly",
      recipientGroups: ["Board"],
      externalRecipients: ["auditor@firm.example"],
      description: "",
    });
  });

  it("refuses with the API's schema: empty fields, a schedule without recipients, a bad address", async () => {
    const empty = await resolve(EMPTY_REPORT);
    expect(Object.keys(empty.errors).sort()).toEqual(["frequency", "name", "type"]);
    const noRecipients = await resolve({ ...EMPTY_REPORT, name: "R", type: "regulatory", frequency: "monthly" });
    expect(noRecipients.errors.recipientGroups?.type).toBe("custom");
    const badAddress = await resolve({
      ...EMPTY_REPORT,
      name: "R",
      type: "regulatory",
      frequency: "ad_hoc",
      externalText: "ok@bank.example, not-an-address",
    });
    expect(Object.keys(badAddress.errors)).toEqual(["externalText"]);
    expect(badAddress.errors.externalText?.type).toBe("invalid_format");
    const fine = await resolve({ ...EMPTY_REPORT, name: "R", type: "regulatory", frequency: "ad_hoc" });
    expect(fine.errors).toEqual({});
  });

  it("opens an existing report prefilled, its own template chosen and its addresses one per line", () => {
    const values = toFormValues({
      name: "Ops",
      type: "operational",
      frequency: "daily",
      template: { id: "t1", builtIn: false },
      recipientGroups: ["Risk Team"],
      externalRecipients: ["a@x.eu", "b@x.eu"],
      description: "d",
    });
    expect(values).toMatchObject({ templateId: "t1", externalText: "a@x.eu\nb@x.eu", recipientGroups: ["Risk Team"] });
    expect(
      toFormValues({ ...values, template: { id: "t2", builtIn: true }, externalRecipients: [], recipientGroups: [] })
        .templateId,
    ).toBe("");
  });

  it("finds the server's refusal of an external address, to show it on the addresses' field", () => {
    const refused = { data: { issues: [{ path: "externalRecipients.0", message: "Domain not allowed" }] } };
    expect(externalAddressIssue(refused)).toBe("Domain not allowed");
    expect(externalAddressIssue({ data: { issues: [{ path: "name", message: "x" }] } })).toBeNull();
    expect(externalAddressIssue(new Error("network"))).toBeNull();
  });
});
