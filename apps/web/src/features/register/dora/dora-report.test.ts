import { describe, expect, it } from "vitest";
import { outcomeOf, reportOf } from "./dora-report";

const report = (over: Record<string, unknown> = {}) => ({
  refused: false,
  packageName: "P.zip",
  forced: false,
  counts: { blocking: 0, warning: 0 },
  problems: [],
  rowsPerTemplate: null,
  ...over,
});

describe("a DORA export's report and outcome", () => {
  it("reads the worker's report from a task's result, and nothing else", () => {
    expect(reportOf(report())).toEqual(report());
    expect(reportOf(null)).toBeNull();
    expect(reportOf({ rows: 3 })).toBeNull();
    expect(reportOf("done")).toBeNull();
  });

  it("tells running, clean, forced, refused and failed apart", () => {
    expect(outcomeOf("queued", null)).toBe("running");
    expect(outcomeOf("running", null)).toBe("running");
    expect(outcomeOf("completed", reportOf(report()))).toBe("clean");
    expect(outcomeOf("completed", reportOf(report({ forced: true, counts: { blocking: 2, warning: 0 } })))).toBe(
      "forced",
    );
    expect(outcomeOf("completed", reportOf(report({ forced: true })))).toBe("clean");
    expect(outcomeOf("failed", reportOf(report({ refused: true, counts: { blocking: 1, warning: 0 } })))).toBe(
      "refused",
    );
    expect(outcomeOf("failed", null)).toBe("failed");
  });
});
