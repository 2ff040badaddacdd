import { describe, expect, it } from "vitest";
import { formatAmount, formatCalendarDate, formatMoney, formatMoneyMillions } from "./format";

describe("money", () => {
  it("formats exact decimal strings without floating noise", () => {
    expect(formatMoney("1250000.00", "USD", "en-US")).toBe("$1,250,000");
    expect(formatMoney("980000.50", "EUR", "en-US")).toBe("€980,000.50");
    expect(formatAmount("12450.5", "USD", "en-US")).toBe("$12,450.50");
    expect(formatAmount(12450.5, "USD", "en-US")).toBe("$12,450.50");
    expect(formatMoney(null)).toBe("—");
    expect(formatMoney("not a number")).toBe("—");
  });

  it("keeps every cent of sums beyond a float's precision", () => {
    // 9,007,199,254,740,993 cents is above 2^53: through a float it would print …740.99 or …741.00.
    expect(formatAmount("90071992547409.93", "USD", "en-US")).toBe("$90,071,992,547,409.93");
    expect(formatMoney("9999999999999999.99", "EUR", "en-US")).toBe("€9,999,999,999,999,999.99");
  });

  it("survives an unknown currency code", () => {
    expect(formatMoney("100", "ZZZZ", "en-US")).toContain("100");
    expect(formatAmount("100.00", "ZZZZ", "en-US")).toContain("100");
  });
});

describe("money in millions", () => {
  it("puts the currency's symbol or code with one decimal and the M after the number", () => {
    expect(formatMoneyMillions("225297.6", "USD")).toBe("$225,297.6M");
    expect(formatMoneyMillions("12.4", "EUR")).toBe("€12.4M");
    expect(formatMoneyMillions("3.1", "CHF")).toBe("CHF\u00a03.1M");
    expect(formatMoneyMillions(3.25, "GBP")).toBe("£3.3M");
    expect(formatMoneyMillions("12.4", "EUR", "de-DE")).toBe("12,4M\u00a0€");
    expect(formatMoneyMillions("x", "EUR")).toBe("—");
  });
});

describe("calendar dates", () => {
  it("shows an invoice's due date as that day, whatever the time zone", () => {
    expect(formatCalendarDate("2026-03-01")).toMatch(/1|01/);
    expect(formatCalendarDate("2026-03-01")).toMatch(/2026/);
    expect(formatCalendarDate(null)).toBe("—");
    expect(formatCalendarDate("not a date")).toBe("—");
  });
});
