import { describe, expect, it } from "vitest";
import {
  addDays,
  daysToPay,
  exceedsContractValue,
  findDuplicateInvoices,
  invoiceDisplayStatus,
  isInvoiceOverdue,
  paymentDateProblem,
} from "./rules.js";

const today = "2026-06-15";

describe("overdue", () => {
  it("is pending with a due date before today", () => {
    expect(isInvoiceOverdue({ status: "pending", dueDate: "2026-06-14" }, today)).toBe(true);
    expect(isInvoiceOverdue({ status: "pending", dueDate: new Date("2026-06-14T00:00:00Z") }, today)).toBe(true);
    expect(isInvoiceOverdue({ status: "pending", dueDate: "2026-06-15" }, today)).toBe(false);
    expect(isInvoiceOverdue({ status: "paid", dueDate: "2026-01-01" }, today)).toBe(false);
    expect(invoiceDisplayStatus({ status: "pending", dueDate: "2026-06-01" }, today)).toBe("overdue");
    expect(invoiceDisplayStatus({ status: "pending", dueDate: "2026-07-01" }, today)).toBe("pending");
    expect(invoiceDisplayStatus({ status: "paid", dueDate: "2026-06-01" }, today)).toBe("paid");
  });
});

describe("duplicates", () => {
  const base = { vendorId: "v1", amount: "100.00", issueDate: "2026-05-01" };
  it("groups the same vendor + number (ignoring case) and the same vendor + amount + issue date", () => {
    const groups = findDuplicateInvoices([
      { ...base, id: "a", number: "INV-1" },
      { ...base, id: "b", number: "inv-1 ", amount: "250", issueDate: "2026-05-02" },
      { ...base, id: "c", number: "INV-2", amount: 100 },
      { ...base, id: "d", number: "INV-3", amount: "999.99" },
      { ...base, id: "e", vendorId: "v2", number: "INV-1" },
    ]);
    expect(groups).toEqual([
      { reason: "same-amount-and-date", vendorId: "v1", key: "100.00 on 2026-05-01", invoiceIds: ["a", "c"] },
      { reason: "same-number", vendorId: "v1", key: "INV-1", invoiceIds: ["a", "b"] },
    ]);
  });

  it("finds nothing among distinct invoices", () => {
    expect(
      findDuplicateInvoices([
        { ...base, id: "a", number: "1" },
        { ...base, id: "b", number: "2", amount: "100.01" },
        { ...base, id: "c", number: "3", issueDate: "2026-05-02" },
      ]),
    ).toEqual([]);
  });
});

describe("over contract value", () => {
  it("flags amounts above a recorded contract value only", () => {
    expect(exceedsContractValue("100000.01", "100000.00")).toBe(true);
    expect(exceedsContractValue("100000.00", "100000.00")).toBe(false);
    expect(exceedsContractValue(5000, "0")).toBe(false);
  });
});

describe("dates", () => {
  it("adds days across month ends and counts days to pay", () => {
    expect(addDays("2026-01-31", 30)).toBe("2026-03-02");
    expect(daysToPay("2026-05-01", new Date("2026-05-31T15:00:00Z"))).toBe(30);
    expect(daysToPay("2026-05-01", "2026-04-30T00:00:00Z")).toBe(0);
  });
});

describe("paymentDateProblem", () => {
  const now = new Date("2026-06-10T12:00:00Z");
  it("accepts a payment between the issue date and today", () => {
    expect(paymentDateProblem(new Date("2026-06-01T09:00:00Z"), "2026-06-01", now)).toBeNull();
    expect(paymentDateProblem(new Date("2026-06-10T23:30:00Z"), "2026-05-01", now)).toBeNull();
  });
  it("refuses a payment before the invoice or in the future", () => {
    expect(paymentDateProblem(new Date("2026-05-31T23:59:00Z"), "2026-06-01", now)).toMatch(/before the issue date/);
    expect(paymentDateProblem(new Date("2026-06-13T00:00:00Z"), "2026-06-01", now)).toMatch(/in the future/);
  });
});
