import { describe, expect, it } from "vitest";
import { INVOICE_STATE_META, invoiceState } from "./invoice-state";

describe("invoice state", () => {
  it("is paid, pending or overdue (anything else counts as overdue)", () => {
    expect(invoiceState({ status: "paid", overdue: false })).toBe("paid");
    expect(invoiceState({ status: "pending", overdue: false })).toBe("pending");
    expect(invoiceState({ status: "pending", overdue: true })).toBe("overdue");
    expect(invoiceState({ status: "disputed" })).toBe("overdue");
  });

  it("prefers the server's display status", () => {
    expect(invoiceState({ status: "pending", displayStatus: "overdue" })).toBe("overdue");
  });

  it("labels and colours each state", () => {
    expect(INVOICE_STATE_META.paid.label).toBe("Paid");
    expect(INVOICE_STATE_META.overdue.className).toContain("red");
  });
});
