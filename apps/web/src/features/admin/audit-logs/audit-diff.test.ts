import { describe, expect, it } from "vitest";
import { changedFields, prettyJson } from "./audit-diff";
import { dayBoundary } from "./audit-filters";

describe("audit row changes", () => {
  it("names the top-level fields that differ", () => {
    expect(changedFields({ role: "Legal", status: "active" }, { role: "Finance", status: "active" })).toEqual(["role"]);
    expect(changedFields({ a: 1 }, { a: 1, b: 2 })).toEqual(["b"]);
    expect(changedFields(null, { a: 1 })).toEqual([]);
  });

  it("prints JSON, or a dash when there is no snapshot", () => {
    expect(prettyJson(null)).toBe("—");
    expect(prettyJson({ a: 1 })).toBe('{\n  "a": 1\n}');
  });

  it("turns a date filter into the start or end of that local day", () => {
    expect(new Date(dayBoundary("2025-10-01", "start")!).getDate()).toBe(1);
    expect(new Date(dayBoundary("2025-10-01", "end")!).getHours()).toBe(23);
    expect(dayBoundary("not a date", "start")).toBeUndefined();
  });
});
