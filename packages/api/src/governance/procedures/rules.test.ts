import { describe, expect, it } from "vitest";
import { countProcedureAlignments, procedureAlignment, procedureReference } from "./rules.js";

const TODAY = "2026-03-15";
const policy = (over: Partial<{ archived: boolean; status: string; reviewDate: string }> = {}) => ({
  archived: false,
  status: "active",
  reviewDate: "2026-06-30",
  ...over,
});

describe("procedureAlignment", () => {
  it("is missing when no policy is linked", () => {
    expect(procedureAlignment(null, TODAY)).toBe("missing");
  });

  it("is aligned with a policy in force whose review date is today or later", () => {
    expect(procedureAlignment(policy(), TODAY)).toBe("aligned");
    expect(procedureAlignment(policy({ reviewDate: TODAY }), TODAY)).toBe("aligned");
    expect(procedureAlignment(policy({ status: "draft" }), TODAY)).toBe("aligned");
  });

  it("is expired when the review date has passed or the status is Expired", () => {
    expect(procedureAlignment(policy({ reviewDate: "2026-03-14" }), TODAY)).toBe("expired");
    expect(procedureAlignment(policy({ status: "expired", reviewDate: "2027-01-01" }), TODAY)).toBe("expired");
  });

  it("is archived when the policy is archived, even when it has also expired", () => {
    expect(procedureAlignment(policy({ archived: true }), TODAY)).toBe("archived");
    expect(procedureAlignment(policy({ archived: true, status: "expired", reviewDate: "2020-01-01" }), TODAY)).toBe(
      "archived",
    );
  });
});

describe("countProcedureAlignments", () => {
  it("counts each kind and the misaligned total", () => {
    expect(countProcedureAlignments(["aligned", "aligned", "missing", "archived", "expired", "expired"])).toEqual({
      total: 6,
      aligned: 2,
      missing: 1,
      archived: 1,
      expired: 2,
      misaligned: 4,
    });
    expect(countProcedureAlignments([])).toEqual({
      total: 0,
      aligned: 0,
      missing: 0,
      archived: 0,
      expired: 0,
      misaligned: 0,
    });
  });
});

describe("procedureReference", () => {
  it("numbers per year with at least four digits", () => {
    expect(procedureReference(2026, 7)).toBe("PRO-2026-0007");
    expect(procedureReference(2026, 12345)).toBe("PRO-2026-12345");
  });
});
