import { describe, expect, it } from "vitest";
import { valueProblem } from "./values.js";

const enums = new Map([["RiskLevel", new Set(["low", "medium", "high", "critical"])]]);
const col = (type: string, nullable = true) => ({ type, nullable });

describe("a value of an export-all archive against its column", () => {
  it.each([
    ["01a224e9-bbdc-70ba-b750-25cf476ab002", "uuid", null],
    ["not-a-uuid", "uuid", "Not a UUID"],
    ["32767", "int2", null],
    ["32768", "int2", "Out of range for int2"],
    ["12.5", "int4", "Not a whole number"],
    ["1250000.50", "numeric", null],
    ["1,250,000.50", "numeric", "Not an exact decimal number (e.g. 1250000.50)"],
    ["true", "bool", null],
    ["yes", "bool", 'Not a boolean ("true" or "false")'],
    ["2026-02-28", "date", null],
    ["2026-02-30", "date", "Not a date (YYYY-MM-DD)"],
    ["2026-03-01 10:20:30.123", "timestamp", null],
    ["2026-03-01T10:20:30Z", "timestamp", "Not a timestamp (YYYY-MM-DD HH:MM:SS)"],
    ['{"a":1}', "jsonb", null],
    ["{a:1}", "jsonb", "Not valid JSON"],
    ["{a,b}", "_text", null],
    ["a,b", "_text", "Not an array ({a,b})"],
    ["high", "RiskLevel", null],
    ["Catastrophic", "RiskLevel", "Not one of low, medium, high, critical"],
    ["anything", "text", null],
  ])("%s as %s → %s", (value, type, expected) => {
    expect(valueProblem(value, col(type), enums)).toBe(expected);
  });

  it("refuses an empty NOT NULL cell, unless the column is a blanked secret", () => {
    expect(valueProblem(null, col("text", false), enums)).toBe("Required (NOT NULL): the cell is empty");
    expect(valueProblem(null, col("text", false), enums, true)).toBeNull();
    expect(valueProblem(null, col("text", true), enums)).toBeNull();
  });
});
