import { zodResolver } from "@hookform/resolvers/zod";
import { createInvoiceInput } from "@tprm/api/schemas";
import type { FieldError } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { i18n } from "../../i18n/test-setup";
import { invoiceFieldError, invoiceIssueKey } from "./invoice-validation";

/** The form's errors for some values, as react-hook-form gets them from the schema. */
async function errorsFor(values: Record<string, unknown>): Promise<Record<string, FieldError>> {
  const resolve = zodResolver(createInvoiceInput);
  const result = await resolve(values as never, undefined, { fields: {}, shouldUseNativeValidation: false });
  return result.errors as Record<string, FieldError>;
}

const valid = {
  vendorId: "5f0c7c1e-4b8a-4c1e-9d3f-2a1b3c4d5e6f",
  number: "INV-1",
  amount: "10",
  issueDate: "2026-03-01",
  dueDate: "2026-03-31",
};

describe("the invoice form's messages", () => {
  it("has a translation for every message the schema gives, reading in English as the schema words it", async () => {
    // The form always sends every field (blank ones as ""), as these do.
    const cases = [
      { ...valid, vendorId: "", number: "", amount: "12.345", issueDate: "", dueDate: "x" },
      {
        ...valid,
        vendorId: "x",
        number: "x".repeat(101),
        amount: "-1",
        currency: "ZZZ",
        description: "x".repeat(2001),
      },
      { ...valid, amount: "99999999999999999999" },
      { ...valid, dueDate: "2026-02-01" },
    ];
    const seen = new Set<string>();
    for (const values of cases) {
      for (const [field, error] of Object.entries(await errorsFor(values))) {
        const key = invoiceIssueKey(field, error);
        expect(key, `${field}: ${error.message}`).toBeDefined();
        seen.add(key as string);
        expect(invoiceFieldError(i18n.t, field, error)).toEqual({ message: error.message });
      }
    }
    expect(seen).toContain("invoices:validation.dueBeforeIssue");
    expect(seen).toContain("invoices:validation.amountTooLarge");
    expect(seen.size).toBe(11);
  });

  it("tells apart the custom issues of one field by the schema's words", () => {
    expect(invoiceIssueKey("dueDate", { type: "custom", message: "Due date cannot be before the issue date" })).toBe(
      "invoices:validation.dueBeforeIssue",
    );
    expect(invoiceIssueKey("dueDate", { type: "custom", message: "Due date must be a date (YYYY-MM-DD)" })).toBe(
      "invoices:validation.dueDateFormat",
    );
  });

  it("shows a message no rule knows as it came", () => {
    const error = { type: "server", message: "Something the server says" };
    expect(invoiceFieldError(i18n.t, "number", error)).toEqual({ message: "Something the server says" });
    expect(invoiceFieldError(i18n.t, "number", undefined)).toBeUndefined();
  });
});
