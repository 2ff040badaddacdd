import { describe, expect, it } from "vitest";
import { analyticsTabOf, analyticsTabParams, csvField, csvFileName, toCsv } from "./analytics-view";

describe("analytics view", () => {
  it("reads the tab from the URL, the vendors tab by default", () => {
    expect(analyticsTabOf(new URLSearchParams("tab=financial"))).toBe("financial");
    expect(analyticsTabOf(new URLSearchParams("tab=other"))).toBe("vendors");
    expect(analyticsTabOf(new URLSearchParams(""))).toBe("vendors");
    expect(analyticsTabParams("vendors")).toEqual({});
    expect(analyticsTabParams("risk")).toEqual({ tab: "risk" });
  });

  it("writes CSV fields quoted when needed and never as a formula", () => {
    expect(csvField("Alpha")).toBe("Alpha");
    expect(csvField('Say "hi", then')).toBe('"Say ""hi"", then"');
    expect(csvField("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvField("-5")).toBe("'-5");
    expect(csvField(-5)).toBe("-5");
    expect(csvField(null)).toBe("");
    expect(
      toCsv(
        ["Status", "Count"],
        [
          ["Active", 2],
          ["Line\nbreak", 0],
        ],
      ),
    ).toBe('Status,Count\r\nActive,2\r\n"Line\nbreak",0\r\n');
    expect(csvFileName("vendors-by-status", "2026-03-31")).toBe("analytics-vendors-by-status-2026-03-31.csv");
  });
});
