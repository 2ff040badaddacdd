import { describe, expect, it } from "vitest";
import { canCreateApiKey, endOfDayIn, recoveryCodesFile } from "./api-key-rules";

describe("API key name", () => {
  it("must be non-blank after trimming", () => {
    expect(canCreateApiKey("")).toBe(false);
    expect(canCreateApiKey("   ")).toBe(false);
    expect(canCreateApiKey(undefined)).toBe(false);
    expect(canCreateApiKey(" CI ")).toBe(true);
  });
});

describe("API key expiry", () => {
  it("is the last millisecond of the chosen day where the user is", () => {
    expect(endOfDayIn("2026-03-31", "UTC")).toBe("2026-03-31T23:59:59.999Z");
    expect(endOfDayIn("2026-01-15", "America/New_York")).toBe("2026-01-16T04:59:59.999Z");
    expect(endOfDayIn("2026-07-15", "America/New_York")).toBe("2026-07-16T03:59:59.999Z");
    expect(endOfDayIn("2026-03-31", "Asia/Tokyo")).toBe("2026-03-31T14:59:59.999Z");
    expect(endOfDayIn("2026-06-30", "Australia/Sydney")).toBe("2026-06-30T13:59:59.999Z");
  });

  it("follows a day whose clock changes (Paris, 29 March 2026: 23 hours)", () => {
    expect(endOfDayIn("2026-03-29", "Europe/Paris")).toBe("2026-03-29T21:59:59.999Z");
  });

  it("refuses text that is not a date", () => {
    expect(() => endOfDayIn("soon", "UTC")).toThrow();
  });
});

describe("recovery codes file", () => {
  it("lists one code a line under its heading", () => {
    expect(recoveryCodesFile(["abcd-2345", "efgh-6789"], "Recovery codes")).toBe(
      "Recovery codes\n\nabcd-2345\nefgh-6789\n",
    );
  });
});
