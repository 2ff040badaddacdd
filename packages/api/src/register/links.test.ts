import { describe, expect, it } from "vitest";
import { recordLink } from "./links.js";

describe("recordLink", () => {
  it("opens each kind of record on its register form, with the field to focus", () => {
    expect(recordLink({ kind: "entity", id: "e1", label: "Bank" })).toBe("/register?tab=entities&entity=e1");
    expect(recordLink({ kind: "function", id: "f1", label: "Payments" }, "rtoHours")).toBe(
      "/register?tab=functions&function=f1&field=rtoHours",
    );
    expect(recordLink({ kind: "contract", id: "c1", label: "CT" }, "annualCost")).toBe(
      "/contracts?contract=c1&section=register&field=annualCost",
    );
    expect(recordLink({ kind: "vendor", id: "v1", label: "Acme" }, "lei")).toBe(
      "/vendor-management?vendor=v1&section=register&field=lei",
    );
  });
});
