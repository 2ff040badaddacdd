import { describe, expect, it } from "vitest";
import { scheduledBackupDate } from "./schedule-rule.js";

describe("scheduledBackupDate", () => {
  it("is due from the local time of day on, for the local date", () => {
    expect(scheduledBackupDate(new Date("2026-11-29T00:59:00Z"), "02:00", "Europe/Berlin")).toBeNull();
    expect(scheduledBackupDate(new Date("2026-11-29T01:00:00Z"), "02:00", "Europe/Berlin")).toBe("2026-11-29");
    expect(scheduledBackupDate(new Date("2026-11-29T22:30:00Z"), "02:00", "Europe/Berlin")).toBe("2026-11-29");
    // 23:30 UTC on the 29th is already the 30th in Berlin.
    expect(scheduledBackupDate(new Date("2026-11-29T23:30:00Z"), "00:15", "Europe/Berlin")).toBe("2026-11-30");
  });

  it("reads the time in the organisation's zone, not UTC", () => {
    expect(scheduledBackupDate(new Date("2026-11-29T06:30:00Z"), "02:00", "America/New_York")).toBeNull();
    expect(scheduledBackupDate(new Date("2026-11-29T07:00:00Z"), "02:00", "America/New_York")).toBe("2026-11-29");
  });

  it("never for a malformed time", () => {
    expect(scheduledBackupDate(new Date(), "25:00", "UTC")).toBeNull();
  });
});
