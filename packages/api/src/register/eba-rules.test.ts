import { describe, expect, it } from "vitest";
import { nextRenewalDate, noticeDate, substitutabilityOutcome } from "./eba-rules.js";

const running = { status: "executed" as const, autoRenewal: true, renewalTermMonths: 12 };

describe("next renewal date", () => {
  it("is the end date of a running contract that renews automatically", () => {
    expect(nextRenewalDate({ ...running, endDate: "2027-03-31" }, "2026-11-29")).toBe("2027-03-31");
    expect(nextRenewalDate({ ...running, endDate: "2026-11-29" }, "2026-11-29")).toBe("2026-11-29");
  });

  it("once the end date has passed, the end of the renewal term it runs in now", () => {
    // 2025-06-30 + 12 months = 2026-06-30 (passed), + 24 months = 2027-06-30.
    expect(nextRenewalDate({ ...running, endDate: "2025-06-30" }, "2026-11-29")).toBe("2027-06-30");
    // 29 February plus a year is 28 February.
    expect(nextRenewalDate({ ...running, endDate: "2024-02-29" }, "2024-03-01")).toBe("2025-02-28");
  });

  it("none without automatic renewal, an end date, or once ended", () => {
    expect(nextRenewalDate({ ...running, autoRenewal: false, endDate: "2027-03-31" }, "2026-11-29")).toBeNull();
    expect(nextRenewalDate({ ...running, endDate: null }, "2026-11-29")).toBeNull();
    expect(nextRenewalDate({ ...running, status: "terminated", endDate: "2027-03-31" }, "2026-11-29")).toBeNull();
    expect(nextRenewalDate({ ...running, status: "expired", endDate: "2025-03-31" }, "2026-11-29")).toBeNull();
    expect(nextRenewalDate({ ...running, renewalTermMonths: null, endDate: "2025-03-31" }, "2026-11-29")).toBeNull();
  });
});

describe("notice date", () => {
  it("is the end (renewal) date less the bank's notice period", () => {
    expect(noticeDate("2099-06-30", 90)).toBe("2099-04-01");
    expect(noticeDate("2027-01-31", 0)).toBe("2027-01-31");
    expect(noticeDate(null, 90)).toBeNull();
    expect(noticeDate("2027-01-31", null)).toBeNull();
  });
});

describe("substitutability (paragraph 55(h))", () => {
  it("maps the DORA list to easy, difficult or impossible", () => {
    expect(
      ["eba_ZZ:x962", "eba_ZZ:x961", "eba_ZZ:x960", "eba_ZZ:x959", null, "eba_ZZ:x1"].map(substitutabilityOutcome),
    ).toEqual(["easy", "difficult", "difficult", "impossible", null, null]);
  });
});
