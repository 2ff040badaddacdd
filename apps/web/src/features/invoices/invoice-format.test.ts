import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { i18n } from "../../i18n/test-setup";
import {
  addDays,
  amountAbove,
  daysOverdue,
  duplicateReasonLabel,
  formatAverageDays,
  invoiceHref,
  listCurrencies,
  metricAmount,
  nextInvoiceSort,
  parseStatusFilter,
  parseVendorFilter,
  vendorRecordHref,
  warningText,
} from "./invoice-format";

const t = i18n.t;

describe("filters from the address", () => {
  it("accepts paid, pending and overdue only", () => {
    expect(parseStatusFilter("overdue")).toBe("overdue");
    expect(parseStatusFilter("paid")).toBe("paid");
    expect(parseStatusFilter("disputed")).toBeUndefined();
    expect(parseStatusFilter(null)).toBeUndefined();
  });

  it("accepts a vendor id only", () => {
    expect(parseVendorFilter("5f0c7c1e-4b8a-4c1e-9d3f-2a1b3c4d5e6f")).toBe("5f0c7c1e-4b8a-4c1e-9d3f-2a1b3c4d5e6f");
    expect(parseVendorFilter("acme")).toBeUndefined();
    expect(parseVendorFilter("")).toBeUndefined();
  });
});

describe("metric amounts", () => {
  it("formats a sum in its one currency", () => {
    expect(metricAmount("1250.50", ["EUR"])).toMatch(/1,250\.50/);
    expect(metricAmount("0.00", [])).toMatch(/0\.00/);
  });

  it("never shows a sum of several currencies", () => {
    expect(metricAmount("1250.50", ["EUR", "USD"])).toBeNull();
    expect(listCurrencies(t, ["EUR", "USD"])).toBe("EUR and USD");
    expect(listCurrencies(t, ["EUR", "GBP", "USD"])).toBe("EUR, GBP and USD");
    expect(listCurrencies(t, ["USD"])).toBe("USD");
  });
});

describe("over contract value", () => {
  it("subtracts in exact cents", () => {
    expect(amountAbove("150000.50", "100000")).toBe("50000.50");
    expect(amountAbove("0.30", "0.10")).toBe("0.20");
    expect(amountAbove("90071992547409.93", "0.01")).toBe("90071992547409.92");
  });

  it("is null when the amount is not above the limit", () => {
    expect(amountAbove("100", "100.00")).toBeNull();
    expect(amountAbove("oops", "1")).toBeNull();
  });
});

describe("texts and links", () => {
  it("counts days and averages", () => {
    expect(daysOverdue(t, 1)).toBe("1 day overdue");
    expect(daysOverdue(t, 12)).toBe("12 days overdue");
    expect(daysOverdue(t, 1200)).toBe("1,200 days overdue");
    expect(formatAverageDays(null)).toBe("—");
    expect(formatAverageDays(27)).toMatch(/^27[.,]0$/);
  });

  it("names duplicate reasons", () => {
    expect(duplicateReasonLabel(t, "same-number")).toBe("Same invoice number");
    expect(duplicateReasonLabel(t, "same-amount-and-date")).toBe("Same amount and issue date");
    expect(duplicateReasonLabel(t, "same-colour")).toBe("same-colour");
  });

  it("words the server's known warnings in the user's language and keeps any other as it came", () => {
    const warnings = [
      "Another invoice from this vendor has the number INV-7.",
      "Another invoice from this vendor has the same amount and issue date.",
      "The amount is above the vendor's executed contracts in EUR: 50,000.00 EUR.",
      "The amount is above the value of contract CT-2026-0007: 1,000.00 USD.",
      "Something new.",
    ];
    expect(warnings.map((w) => warningText(t, w, "INV-7"))).toEqual(warnings);
    const keys = ((key: string, values?: object) => `${key} ${JSON.stringify(values ?? {})}`) as unknown as TFunction;
    expect(warnings.map((w) => warningText(keys, w, "INV-7"))).toEqual([
      'invoices:warnings.sameNumber {"number":"INV-7"}',
      "invoices:warnings.sameAmountAndDate {}",
      'invoices:warnings.aboveContract {"currency":"EUR","amount":"50,000.00 EUR"}',
      'invoices:warnings.aboveNamedContract {"reference":"CT-2026-0007","amount":"1,000.00 USD"}',
      "Something new.",
    ]);
  });

  it("links an invoice to its row in the list and a vendor to its record", () => {
    const href = invoiceHref({ id: "i-1", number: " INV 7/2026 ", vendorId: "v-1" });
    const params = new URL(href, "http://x").searchParams;
    expect(href.startsWith("/invoices?")).toBe(true);
    expect(params.get("vendor")).toBe("v-1");
    expect(params.get("q")).toBe("INV 7/2026");
    expect(params.get("invoice")).toBe("i-1");
    expect(vendorRecordHref("v-1")).toBe("/vendor-management?vendor=v-1");
  });
});

describe("sorting and dates", () => {
  it("starts dates and amounts largest first, text A→Z, and flips on the same column", () => {
    expect(nextInvoiceSort({ sort: "dueDate", order: "desc" }, "amount")).toEqual({ sort: "amount", order: "desc" });
    expect(nextInvoiceSort({ sort: "dueDate", order: "desc" }, "vendor")).toEqual({ sort: "vendor", order: "asc" });
    expect(nextInvoiceSort({ sort: "vendor", order: "asc" }, "vendor")).toEqual({ sort: "vendor", order: "desc" });
  });

  it("adds days across month ends", () => {
    expect(addDays("2026-01-31", 30)).toBe("2026-03-02");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
  });
});
