import { REPORTING_ENTITY_GONE } from "@tprm/api/schemas";
import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { failureText, isRunFor, outcomeOf, reportOf, runOf } from "./dora-report";

const t = ((key: string) => key) as unknown as TFunction;
const SCOPE = { consolidated: true, entityId: "e1", referenceDate: "2026-12-31" };

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

  it("reads the run's scope and file naming from the worker's result, and matches it with the screen's", () => {
    const run = runOf({ ...report(), scope: SCOPE, profile: "nbb" });
    expect(run).toEqual({ scope: SCOPE, profile: "nbb" });
    expect(runOf(report())).toBeNull();
    expect(runOf({ scope: SCOPE, profile: "xbrl" })).toBeNull();
    expect(runOf({ scope: { ...SCOPE, entityId: 3 }, profile: "eba" })).toBeNull();
    expect(runOf(null)).toBeNull();
    if (!run) throw new Error("no run");
    expect(isRunFor(run, SCOPE, "nbb")).toBe(true);
    expect(isRunFor(run, SCOPE, "eba")).toBe(false);
    expect(isRunFor(run, { ...SCOPE, consolidated: false }, "nbb")).toBe(false);
    expect(isRunFor(run, { ...SCOPE, referenceDate: "2025-12-31" }, "nbb")).toBe(false);
    expect(isRunFor(run, { ...SCOPE, entityId: null }, "nbb")).toBe(false);
  });

  it("translates the worker's known failures and shows any other as it came", () => {
    expect(failureText(t, REPORTING_ENTITY_GONE)).toBe("register:dora.entityGone");
    expect(failureText(t, null)).toBe("register:dora.failed");
    expect(failureText(t, "Disk full")).toBe("Disk full");
  });
});
